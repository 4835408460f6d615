import ArgumentParser
import Foundation
import Squramble
import SqurambleServer
import SqurambleTerminal

struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a game.",
        discussion: """
            While playing: type a word and press Return; ? gives a hint, ! shuffles, \
            /skip gives up the round (in Twist, /next moves on once a longest word is \
            found), /quit ends the game, /help lists every key. The line is edited as \
            in a shell: arrows, Home/End, Ctrl-W, Ctrl-U, and ↑ ↓ for earlier words. \
            Through pipes an empty line gives up the round.

            Every game starts with a puzzle code. Give it to a friend: \
            `squramble play --code CODE` deals the same letters, round after round, \
            with the bundled dictionary of the code's language. The code of today's \
            daily puzzle is played as your daily until you have finished it.

            A game is recorded in your statistics once you did something in it, \
            unless it is --practice; a game whose answers come through a pipe \
            (a script) is recorded only with --record.
            """
    )

    @OptionGroup var settings: GameSettings

    @Option(help: ArgumentHelp("Replay the game of a puzzle code (SQ-…).", valueName: "code"))
    var code: String?

    @Flag(help: "Play without recording the game in your statistics.")
    var practice = false

    @Flag(help: "Record the game even when the answers come through a pipe (by default only games played at a terminal are).")
    var record = false

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        if practice, record { throw ValidationError("--practice and --record cannot go together: practice is never recorded.") }
        if let code {
            guard settings.isEmpty else {
                throw ValidationError("--code replays a game exactly; leave out --mode, --rounds, --length, --difficulty, --min-length, --time-limit and --seed.")
            }
            do {
                _ = try PuzzleCode(parsing: code)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func run() throws {
        ProcessSetup.ignoreBrokenPipes()
        let game: Game
        if let code {
            let puzzle = try PuzzleCode(parsing: code)
            let lexicon = try GameRunner.dictionary(for: puzzle, options: dictionary)
            if try playsAsDaily(puzzle, lexicon: lexicon) { return }
            game = try GameRunner.startGame(lexicon: lexicon, code: puzzle)
        } else {
            let options = settings.options(seed: UInt64.random(in: 0...UInt64(UInt32.max)))
            game = try GameRunner.startGame(lexicon: try dictionary.open(), options: options)
        }
        let options = game.options
        let title = "Squramble · \(options.mode.rawValue.capitalized) · \(GameRunner.describe(options))"
        let result = GameRunner.play(game, title: title, display: display,
                                     recording: .decide(practice: practice, record: record))
        if let status = result.exitStatus { throw ExitCode(status) }
    }

    /// A code that deals the letters of a daily puzzle that is not over for this
    /// player: today's is played as the daily (it counts, and shows no answer before
    /// its end; practice is refused until it is over), tomorrow's (a code from a time
    /// zone already on the next day) is refused. Letters decide, not the code's own
    /// daily mark: a code is a spoiler when it deals the same letters. Returns whether
    /// the daily was played.
    private func playsAsDaily(_ puzzle: PuzzleCode, lexicon: Lexicon) throws -> Bool {
        let today = DailyPuzzle.today(mode: puzzle.mode, lexicon: lexicon)
        let tomorrow = DailyPuzzle(date: today.date.adding(days: 1), mode: puzzle.mode, lexicon: lexicon)
        func deals(_ daily: DailyPuzzle) -> Bool {
            guard let game = try? Game(lexicon: lexicon, options: daily.options) else { return false }
            return PuzzleCode(game: game).rounds == puzzle.rounds
        }
        if deals(tomorrow) {
            Diagnostics.squramble.error("this code is the daily puzzle of \(tomorrow.date), which has not begun here yet: play it with squramble daily on that day.")
            throw ExitCode.failure
        }
        guard deals(today), Daily.result(of: today, lexicon: lexicon) == nil else { return false }
        if !practice {
            StandardStream.error.line("This code is today's \(puzzle.mode.rawValue) daily puzzle: it is played as your daily.")
        }
        try Daily.play(today, lexicon: lexicon, display: display, practice: practice)
        return true
    }
}
