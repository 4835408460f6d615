import ArgumentParser
import Foundation
import Squramble
import SqurambleServer

struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a game.",
        discussion: """
            While playing: type a word and press Return; ? gives a hint, ! shuffles, \
            /skip gives up the round (in Twist, /next moves on once a longest word is \
            found), /quit ends the game, /help lists every key. The line is edited as \
            in a shell: arrows, Home/End, Ctrl-W, Ctrl-U, and ↑ ↓ for earlier words. \
            Through pipes an empty line gives up the round.

            Every game starts with a puzzle code. Give it to a friend: \
            `squramble play --code CODE` replays exactly that game.
            """
    )

    @OptionGroup var settings: GameSettings

    @Option(help: ArgumentHelp("Replay the game of a puzzle code (SQ-…).", valueName: "code"))
    var code: String?

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
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
        let lexicon: Lexicon
        let options: GameOptions
        if let code {
            let puzzle = try PuzzleCode(parsing: code)
            lexicon = try GameRunner.dictionary(for: puzzle, options: dictionary)
            options = puzzle.options
        } else {
            lexicon = try dictionary.open()
            options = settings.options(seed: UInt64.random(in: 0...UInt64(UInt32.max)))
        }
        let game = try GameRunner.startGame(lexicon: lexicon, options: options)
        let title = "Squramble · \(options.mode.rawValue.capitalized) · \(GameRunner.describe(options))"
        let result = GameRunner.play(game, title: title, display: display)
        if let status = result.exitStatus { throw ExitCode(status) }
    }
}
