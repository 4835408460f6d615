import Squramble
import SqurambleServer
import SqurambleTerminal

/// `play --json`: one JSON object per line on standard output, one per event.
///
/// Every event has `"v"` (the schema version, ``version``) and `"event"`: `game_started`,
/// `round_started`, `verdict`, `hint`, `time_up`, `round_ended`, `message`, `game_ended`.
/// Prompts are not written; input is read line by line as usual.
struct JSONEventReporter: GameReporter {
    static let version = 1
    let out = StandardStream.output

    private struct Event<Body: Encodable>: Encodable {
        var v = JSONEventReporter.version
        var event: String
        var body: Body
        enum CodingKeys: String, CodingKey { case v, event }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(v, forKey: .v)
            try c.encode(event, forKey: .event)
            try body.encode(to: encoder)
        }
    }

    private func emit(_ event: String, _ body: some Encodable) {
        out.line(JSONLines.line(Event(event: event, body: body)))
    }

    private struct Started: Encodable {
        var code: String?
        var title: String
        var options: OptionsView
        var dictionary: DictionaryView
    }

    private struct Verdicted: Encodable {
        var round: Int
        var verdict: VerdictView
        var gameScore: Int
        var roundOver: Bool
        func encode(to encoder: any Encoder) throws {
            try verdict.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(round, forKey: .round)
            try c.encode(gameScore, forKey: .gameScore)
            try c.encode(roundOver, forKey: .roundOver)
        }
        enum Keys: String, CodingKey { case round, gameScore, roundOver }
    }

    private struct Hinted: Encodable {
        var round: Int
        var hint: HintView
        func encode(to encoder: any Encoder) throws {
            try hint.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(round, forKey: .round)
        }
        enum Keys: String, CodingKey { case round }
    }

    private struct Ended: Encodable {
        var result: RoundResultView
        var gameScore: Int
        func encode(to encoder: any Encoder) throws {
            try result.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(gameScore, forKey: .gameScore)
        }
        enum Keys: String, CodingKey { case gameScore }
    }

    private struct GameOver: Encodable {
        var ending: GameEnding
        /// `nil` for a daily stopped before its end (its code is not shown until then).
        var code: String?
        var summary: SummaryView
        var statisticsSaved: Bool
        /// A daily stopped before its end, kept to go on with.
        var kept: Bool?
        func encode(to encoder: any Encoder) throws {
            try summary.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(ending, forKey: .ending)
            try c.encodeIfPresent(code, forKey: .code)
            try c.encode(statisticsSaved, forKey: .statisticsSaved)
            try c.encodeIfPresent(kept, forKey: .kept)
        }
        enum Keys: String, CodingKey { case ending, code, statisticsSaved, kept }
    }

    private struct Message: Encodable {
        var text: String
        var kind: String?
    }
    private struct RoundNumber: Encodable { var round: Int }

    func gameStarted(_ game: Game, code: String?, title: String) {
        emit("game_started", Started(code: code, title: title, options: OptionsView(game.options), dictionary: DictionaryView(game.lexicon)))
    }

    func roundStarted(_ round: Round, game: Game) {
        emit("round_started", RoundView(round, of: game.options.rounds))
    }

    func prompt(_ round: Round, game: Game, elapsed: Double) {}
    var showsRunningClock: Bool { false }
    func clockTicked(_ round: Round, game: Game, elapsed: Double) {}

    func verdict(_ view: VerdictView, verdict: Verdict?, game: Game) {
        let round = game.rounds.last
        emit("verdict", Verdicted(round: round?.number ?? 0, verdict: view, gameScore: game.score, roundOver: round?.isOver ?? true))
    }

    func hint(_ hint: Hint, game: Game) {
        emit("hint", Hinted(round: game.rounds.last?.number ?? 0, hint: HintView(hint, round: game.rounds.last)))
    }

    func timeUp(_ round: Round) {
        emit("time_up", RoundNumber(round: round.number))
    }

    func stopped(_ ending: GameEnding) {}

    func roundEnded(_ round: Round, game: Game, stopped: Bool) {
        emit("round_ended", Ended(result: RoundResultView(round), gameScore: game.score))
    }

    func help() {
        emit("message", Message(text: PlayerInput.keys.joined(separator: "\n")))
    }

    var asksAgainOnEmptyLine: Bool { false }

    func note(_ note: PlayNote, game: Game) {
        let (kind, text): (String, String) = switch note {
        case .emptyLine: ("empty_line", "type a word; /skip gives up the round")
        case .goalReached(let remaining): ("goal_reached", "a longest word: the round is solved; \(remaining) more to find, or /next")
        case .cannotMoveOnYet(let longest): ("not_yet", "/next opens once you find a word of \(longest) letters")
        case .found(let round): ("found", round.found.map(\.display).joined(separator: " "))
        case let .definition(word, result): ("definition", Self.describe(word, result))
        case let .resumed(round, rounds, score): ("resumed", "resuming at round \(round) of \(rounds), \(score) points")
        }
        emit("message", Message(text: text, kind: kind))
    }

    private static func describe(_ word: String, _ result: PlayNote.DefinitionResult) -> String {
        switch result {
        case .text(let text): "\(word): \(text)"
        case .noWord: "/define WORD"
        case .notYetFound: "\(word) is not a word found yet"
        case .unknown(let source): "\(word): \(source) has no definition for it"
        case .unavailable(let reason): "no definitions: \(reason)"
        }
    }

    func unknownCommand(_ command: String) {
        emit("message", Message(text: "\(command) is not a command; /help lists them"))
    }

    func gameEnded(_ game: Game, ending: GameEnding, code: String, statistics: StatisticsNote) {
        emit("game_ended", GameOver(ending: ending, code: code, summary: SummaryView(game.summary), statisticsSaved: statistics.saved))
    }

    func gameStopped(_ game: Game, ending: GameEnding, statistics: StatisticsNote) {
        emit("game_ended", GameOver(ending: ending, code: nil, summary: SummaryView(game.summary),
                                    statisticsSaved: false, kept: game.hasProgress))
    }
}
