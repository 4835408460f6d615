@testable import GameCLI
import Foundation
import Squramble
import SqurambleDictionaries
import SqurambleTestSupport
import Testing

/// Puzzle codes at the command line: a code replays its game, opens its language's
/// dictionary by itself, and every code that cannot be played says why in one line.
@Suite struct PuzzleCodeCLITests {
    static let program = BuiltProgram("squramble")

    static func rounds(_ events: [[String: Any]]) -> [[String]] {
        events.filter { $0["event"] as? String == "round_started" }.compactMap { $0["tiles"] as? [String] }
    }

    @Test func aCodeReplaysTheSameGame() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let original = try Self.program.run(["--mode", "twist", "--rounds", "2", "--length", "7", "--time-limit", "300", "--json"],
                                            input: Data("\n\n".utf8), environment: environment)
        let events = CLIFixture.jsonLines(original.stdout)
        let code = try #require(events.first?["code"] as? String)
        let replay = try Self.program.run(["play", "--code", code, "--json"], input: Data("\n\n".utf8), environment: environment)
        let again = CLIFixture.jsonLines(replay.stdout)
        #expect(Self.rounds(events).count == 2)
        #expect(Self.rounds(events) == Self.rounds(again))
        let options = again.first?["options"] as? [String: Any]
        #expect(options?["mode"] as? String == "twist")
        #expect(options?["time_limit"] as? Double == 300)
        #expect(again.first?["code"] as? String == code)
        // The code is printed for people too, and read in lower case.
        let human = try Self.program.run(["--code", code.lowercased()], input: Data("/quit\n".utf8), environment: environment)
        #expect(human.stdout.filter { !$0.isWhitespace }.contains(code))
    }

    @Test func aSpanishCodeOpensTheSpanishDictionaryByItself() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        var environment = CLIFixture.environment(dataHome: home)
        environment["SQURAMBLE_DICT"] = nil  // no dictionary chosen: the code's language decides
        let spanish = try Self.program.run(["--dict", "es", "--rounds", "2", "--json"], input: Data("\n\n".utf8), environment: environment)
        let events = CLIFixture.jsonLines(spanish.stdout)
        let code = try #require(events.first?["code"] as? String)
        let replay = try Self.program.run(["--code", code, "--json"], input: Data("\n\n".utf8), environment: environment)
        let again = CLIFixture.jsonLines(replay.stdout)
        #expect(Self.rounds(again) == Self.rounds(events))
        let dictionary = again.first?["dictionary"] as? [String: Any]
        #expect(dictionary?["language"] as? String == "es")
        // Asked to play it with the English dictionary, it says which language the code is for.
        let english = try Self.program.run(["--code", code, "--dict", "en"], input: Data("/quit\n".utf8), environment: environment)
        #expect(english.exitCode == 1)
        #expect(english.stderr.contains("the puzzle code is for the language “es”"))
        #expect(english.stderr.split(separator: "\n").count == 1)
    }

    @Test func codesThatCannotBePlayedAreExplained() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let game = try Game(lexicon: try Lexicon.bundled("en"), options: GameOptions(seed: 9))
        var typed = Array(PuzzleCode(game: game).text)
        typed[5] = typed[5] == "7" ? "8" : "7"
        let mistyped = try Self.program.run(["--code", String(typed)], environment: environment)
        #expect(mistyped.exitCode == 64)
        #expect(mistyped.stderr.contains("mistyped"))
        let old = try Self.program.run(["--code", "SQ-200G-7TG7-0007-JHSE-WD3E-PVWN"], environment: environment)
        #expect(old.exitCode == 64)
        #expect(old.stderr.contains("first-version code"))
        // Letters no English word is made of: the round is named with its letters.
        let nonsense = PuzzleCode(mode: .unscramble, language: "en", rounds: [DealtLetters(rows: [["q", "x", "z", "j", "v"]])]).text
        let gone = try Self.program.run(["--code", nonsense], environment: environment)
        #expect(gone.exitCode == 1)
        #expect(gone.stderr.contains("round 1 (Q X Z J V) make no word of it"))
    }
}
