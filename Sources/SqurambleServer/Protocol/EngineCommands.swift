import Foundation
import Squramble
import SqurambleDefinitions

extension EngineCommands: Sendable where Shelf: Sendable {}

/// Short definitions of words, where the program has them: `squramble serve` passes
/// ``Definitions`` (WordNet's, for English) when the machine has WordNet; tests pass
/// their own.
package protocol WordDefinitions: Sendable {
    /// A definition of `word` in `language`, or `nil`.
    func definition(of word: String, language: String) -> String?
}

extension Definitions: WordDefinitions {
    /// Itself when it has definitions for some language, else `nil` (then a round's
    /// results carry no `definitions` field).
    package var ifAvailable: (any WordDefinitions)? { isAvailable ? self : nil }
}

/// An opened dictionary with its scoring table (computed once per dictionary).
package struct OpenDictionary: Sendable {
    package let lexicon: Lexicon
    package let scoring: Scoring
    package init(_ lexicon: Lexicon) {
        self.lexicon = lexicon
        scoring = Scoring(lexicon: lexicon)
    }
}

/// Where a command's dictionary comes from: `squramble engine` opens paths a request
/// names, `squramble serve` plays only the dictionaries it opened at start.
package protocol DictionaryShelf {
    /// The dictionary a request names (the engine: `dictionary`, a path or a bundled
    /// language; the server: `language`), or the default one.
    func dictionary(for request: ProtocolRequest) throws(ProtocolFailure) -> OpenDictionary
    /// The dictionary to play a puzzle code on (one of the code's language), for a
    /// request that may name one itself; `wrong_dictionary` when there is none.
    func dictionary(forCode code: PuzzleCode, request: ProtocolRequest) throws(ProtocolFailure) -> OpenDictionary
    /// Whether replies may show a dictionary's path (not to a remote client).
    var showsPaths: Bool { get }
}

/// A game in progress, with what the protocol keeps beside it: what a `squramble engine`
/// holds between lines, and what a `squramble serve` token carries between requests.
package struct GameInPlay: Sendable {
    package var game: Game
    /// The game's puzzle code.
    package var code: String
    /// When the current round started, in seconds on the clock of ``EngineCommands``'s caller.
    package var roundStarted: Double
    /// Set for a daily puzzle.
    package var daily: DailyView?

    package init(game: Game, code: String, roundStarted: Double, daily: DailyView? = nil) {
        self.game = game; self.code = code; self.roundStarted = roundStarted; self.daily = daily
    }
}

/// The engine protocol's commands, once for both transports: a request's fields and the
/// game in progress (if any) in, the reply and the game after it out. It keeps nothing:
/// `squramble engine` holds the game between lines, `squramble serve` seals it into a token.
package struct EngineCommands<Shelf: DictionaryShelf> {
    package static var version: Int { 1 }
    package static var commands: [String] {
        ["hello", "new", "daily", "guess", "hint", "shuffle", "skip", "next", "state", "save", "resume", "solve", "quit"]
    }

    package var shelf: Shelf
    /// Whether a request's `elapsed` is believed (the engine) or the time is always
    /// measured from ``GameInPlay/roundStarted`` (the server).
    package var trustsElapsed: Bool
    /// The calendar a `daily` without a `date` takes today from.
    package var timeZone: TimeZone
    /// How many days a daily's `date` may be from today (`nil`: any date).
    package var dailyWindow: Int?
    /// The bounds of `solve` (`nil`: none).
    package var solveLimits: SolveLimits?
    /// Definitions for a round's result (its target and the words missed), if any.
    package var definitions: (any WordDefinitions)?
    /// Whether a daily's code stays out of replies until its game is over, and a new game
    /// dealing the letters of a daily in play is played as that daily (`squramble serve`;
    /// see `EngineCommands+DailySecret.swift`). The engine, a program's own, shows them.
    package var keepsDailiesSecret = false
    /// The most words a round's result defines.
    static var definedWords: Int { 60 }

    package init(shelf: Shelf, trustsElapsed: Bool = true, timeZone: TimeZone = .current, dailyWindow: Int? = nil, solveLimits: SolveLimits? = nil) {
        self.shelf = shelf; self.trustsElapsed = trustsElapsed; self.timeZone = timeZone
        self.dailyWindow = dailyWindow; self.solveLimits = solveLimits
    }

    /// What a command answered, and the game after it.
    package struct Outcome {
        package var reply: any Encodable
        package var game: GameInPlay?
        package var quit = false
    }

    /// Performs `command`. `now` is the caller's clock in seconds (see ``GameInPlay/roundStarted``).
    package func perform(_ command: String, _ request: ProtocolRequest, game: GameInPlay?, now: Double) throws(ProtocolFailure) -> Outcome {
        switch command {
        case "hello": return Outcome(reply: Hello(), game: game)
        case "new": return try newGame(request, now: now)
        case "daily": return try daily(request, now: now)
        case "guess": return try guess(request, game, now: now)
        case "hint": return try hint(request, game, now: now)
        case "shuffle": return try shuffle(request, game, now: now)
        case "skip": return try skip(request, game, now: now)
        case "next": return try next(game, now: now)
        case "state": return Outcome(reply: State(game: game.map(stateView)), game: game)
        case "save": return Outcome(reply: try save(game), game: game)
        case "resume": return try resume(request, now: now)
        case "solve": return Outcome(reply: try solve(request), game: game)
        case "quit": return Outcome(reply: Quit(summary: game.map { SummaryView($0.game.summary) }), game: game, quit: true)
        default:
            throw ProtocolFailure("unknown_command", "\"\(ProtocolRequest.printable(command))\" is not a command; the commands are \(Self.commands.joined(separator: ", "))")
        }
    }
}
