import Squramble
import SqurambleServer

/// How a game ended.
enum GameEnding: String, Codable, Sendable {
    /// Every round was played.
    case finished
    /// The player typed `/quit`.
    case quit
    /// Standard input ended (Ctrl-D at a terminal).
    case endOfInput = "end_of_input"
    /// A signal (Ctrl-C) stopped it.
    case interrupted
}

/// Plays one game against standard input, telling a ``GameReporter`` what happens.
///
/// The loop reads whole lines (see ``AnswerSource``), so it works the same at a
/// terminal and through pipes. Time is measured here, never in the engine: each
/// round's clock starts when its tiles are shown (a resumed round goes on from the
/// time it had).
struct PlaySession {
    var game: Game
    let reporter: any GameReporter
    let input: any AnswerSource
    /// Looks words up for `/define`.
    let definitions: DefinitionSource
    /// Called after every change to the game (a daily saves its progress there).
    var changed: (Game) -> Void = { _ in }
    /// The game as it stood when it was stopped (`/quit`, the end of input, a signal),
    /// before its round in play was closed: what a daily keeps to resume.
    private(set) var stoppedGame: Game?

    init(game: Game, reporter: any GameReporter, input: any AnswerSource, definitions: DefinitionSource) {
        self.game = game
        self.reporter = reporter
        self.input = input
        self.definitions = definitions
    }

    /// Plays until the last round ends, `/quit`, the end of input or a signal.
    mutating func run() -> GameEnding {
        while let round = game.currentRound {
            let started = ContinuousClock.now.advanced(by: .milliseconds(Int64(round.elapsed * 1000)) * -1)
            reporter.roundStarted(round, game: game)
            func elapsed() -> Double {
                let d = started.duration(to: .now)
                return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
            }
            let ending = playRound(started: started, elapsed: elapsed)
            if ending != nil {
                game.checkTime(elapsed: elapsed())
                stoppedGame = game
            }
            if let last = game.rounds.last, !last.isOver { game.giveUp(elapsed: elapsed()) }
            if let ending { reporter.stopped(ending) }
            if let last = game.rounds.last { reporter.roundEnded(last, game: game, stopped: ending != nil) }
            if let ending { return ending }
            game.nextRound()
            changed(game)
        }
        return .finished
    }

    /// Takes answers until the round is over; returns why the game stops, if it does.
    private mutating func playRound(started: ContinuousClock.Instant, elapsed: () -> Double) -> GameEnding? {
        var needsPrompt = true
        while let current = game.currentRound, !current.isOver {
            if needsPrompt { reporter.prompt(current, game: game, elapsed: elapsed()) }
            needsPrompt = true
            let deadline = current.timeLimit.map { started.advanced(by: .milliseconds(Int64($0 * 1000))) }
            // The next whole second of the round, when the reporter shows a running clock.
            let tick = reporter.showsRunningClock
                ? started.advanced(by: .milliseconds(Int64((elapsed().rounded(.down) + 1) * 1000) + 5))
                : nil
            switch input.next(deadline: deadline, tick: tick) {
            case .tick:
                reporter.clockTicked(current, game: game, elapsed: elapsed())
                needsPrompt = false
            case .deadlinePassed:
                input.discardTypedInput()  // half a word typed at a terminal belongs to no round
                game.checkTime(elapsed: elapsed())
                reporter.timeUp(game.rounds.last!)
                changed(game)
            case .interrupted:
                return .interrupted
            case .endOfInput:
                return .endOfInput
            case .line(let line):
                if handle(PlayerInput(line), elapsed: elapsed()) == .quit { return .quit }
                changed(game)
            }
        }
        return nil
    }

    private enum Next { case goOn, quit }

    private mutating func handle(_ input: PlayerInput, elapsed: Double) -> Next {
        switch input {
        case .answer(let text):
            let reached = game.currentRound?.isGoalReached ?? false
            let verdict = game.submit(text, elapsed: elapsed)
            reporter.verdict(VerdictView(verdict), verdict: verdict, game: game)
            if !reached, let round = game.rounds.last, round.isGoalReached, !round.isOver {
                reporter.note(.goalReached(remaining: round.answers.count - round.found.count), game: game)
            }
        case .tooLong(let bytes):
            game.checkTime(elapsed: elapsed)
            reporter.verdict(.tooLong(bytes: bytes), verdict: nil, game: game)
        case .empty where reporter.asksAgainOnEmptyLine:
            game.checkTime(elapsed: elapsed)
            reporter.note(.emptyLine(canMoveOn: game.currentRound?.isGoalReached ?? false), game: game)
        case .empty, .giveUp:
            game.giveUp(elapsed: elapsed)
        case .next:
            if let round = game.currentRound, !round.isGoalReached, round.mode == .twist {
                reporter.note(.cannotMoveOnYet(longest: round.longestAnswerLength), game: game)
            } else if game.currentRound?.mode != .twist {
                reporter.unknownCommand("/next (Twist only)")
            } else {
                game.giveUp(elapsed: elapsed)
            }
        case .found:
            if let round = game.rounds.last { reporter.note(.found(round), game: game) }
        case .define(let word):
            reporter.note(.definition(word: word, result: definitions.look(up: word, in: game)), game: game)
        case .hint(let request):
            let kind: HintKind = switch request {
            case .nextLetter: .nextLetter
            case .letterPlacement: .letterPlacement
            case .answersRemaining: .answersRemaining
            }
            let hint = game.hint(kind, elapsed: elapsed)
            reporter.hint(hint, game: game)
        case .shuffle:
            let hint = game.shuffle(elapsed: elapsed)
            reporter.hint(hint, game: game)
        case .quit:
            return .quit
        case .help:
            reporter.help()
        case .unknownCommand(let command):
            reporter.unknownCommand(command)
        }
        return .goOn
    }
}

/// Receives what happens in a game: the terminal and `--json` show it differently.
protocol GameReporter {
    func gameStarted(_ game: Game, code: String, title: String)
    func roundStarted(_ round: Round, game: Game)
    func prompt(_ round: Round, game: Game, elapsed: Double)
    /// Whether to call ``clockTicked(_:game:elapsed:)`` every second while waiting.
    var showsRunningClock: Bool { get }
    /// A second passed with no answer yet: update the clock on the prompt.
    func clockTicked(_ round: Round, game: Game, elapsed: Double)
    /// `verdict` is `nil` for input refused before the engine saw it (a too-long line).
    func verdict(_ view: VerdictView, verdict: Verdict?, game: Game)
    func hint(_ hint: Hint, game: Game)
    func note(_ note: PlayNote, game: Game)
    /// Whether an empty line asks again (a terminal) instead of giving up (pipes).
    var asksAgainOnEmptyLine: Bool { get }
    func timeUp(_ round: Round)
    /// The game is stopping in the middle of a round (`/quit`, end of input, a signal).
    func stopped(_ ending: GameEnding)
    /// `stopped`: the round ended because the game is stopping.
    func roundEnded(_ round: Round, game: Game, stopped: Bool)
    func help()
    func unknownCommand(_ command: String)
    func gameEnded(_ game: Game, ending: GameEnding, code: String, statistics: StatisticsNote)
}

/// What became of the statistics when the game ended.
struct StatisticsNote: Sendable {
    var saved: Bool
    var line: String?
}
