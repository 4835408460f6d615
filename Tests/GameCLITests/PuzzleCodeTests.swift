@testable import GameCLI
import Foundation
import Squramble
import SqurambleServer
import SqurambleTestSupport
import Testing

@Suite struct PuzzleCodeTests {
    static let program = BuiltProgram("squramble")

    static let cases: [GameOptions] = {
        var list: [GameOptions] = []
        for mode in GameMode.allCases {
            for seed: UInt64 in [0, 1, 42, UInt64(UInt32.max), UInt64(UInt32.max) + 1, .max] {
                list.append(GameOptions(mode: mode, seed: seed))
            }
            var changed = GameOptions(mode: mode, seed: 77)
            changed.rounds = 1000
            changed.lengths = 3...9
            changed.bands = [.hard, .veryHard]
            changed.minimumWordLength = mode == .twist ? 2 : changed.minimumWordLength
            changed.gridRows = 7
            changed.gridColumns = 3
            changed.gridMaxAnswers = 40
            changed.timeLimit = 86_400
            list.append(changed)
        }
        return list
    }()

    @Test(arguments: cases)
    func roundTrips(_ options: GameOptions) throws {
        let code = PuzzleCode(options: options, dictionaryChecksum: 0xDEAD_BEEF)
        let text = code.text
        #expect(text.hasPrefix("SQ-"))
        #expect(text.dropFirst(3).split(separator: "-").allSatisfy { $0.count == 4 })
        let back = try PuzzleCode(parsing: text)
        #expect(back.dictionaryChecksum == 0xDEAD_BEEF)
        var expected = options
        if options.mode == .grid { expected.lengths = back.options.lengths }  // not used by Grid, not stored
        if options.mode != .twist { expected.minimumWordLength = back.options.minimumWordLength }
        if options.mode != .grid {
            expected.gridRows = back.options.gridRows; expected.gridColumns = back.options.gridColumns
            expected.gridMaxAnswers = back.options.gridMaxAnswers
        }
        #expect(back.options == expected)
        // Case, spaces and dashes do not matter.
        #expect(try PuzzleCode(parsing: " " + text.lowercased().replacingOccurrences(of: "-", with: " ") + " ") == back)
    }

    @Test func everySingleMistypedCharacterIsCaught() throws {
        let text = PuzzleCode(options: GameOptions(mode: .twist, seed: 123_456), dictionaryChecksum: 0x1234_5678).text
        let characters = Array(text)
        var caught = 0, total = 0
        for index in characters.indices where index >= 3 && characters[index] != "-" {
            for replacement in "0123456789ABCDEFGHJKMNPQRSTVWXYZ" where replacement != characters[index] {
                var typed = characters
                typed[index] = replacement
                total += 1
                if (try? PuzzleCode(parsing: String(typed))) == nil { caught += 1 }
            }
        }
        #expect(caught == total)
        // A missing or an extra character too.
        #expect((try? PuzzleCode(parsing: String(text.dropLast()))) == nil)
        #expect((try? PuzzleCode(parsing: text + "7")) == nil)
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
        func rounds(_ events: [[String: Any]]) -> [[String]] {
            events.filter { $0["event"] as? String == "round_started" }.compactMap { $0["tiles"] as? [String] }
        }
        #expect(rounds(events).count == 2)
        #expect(rounds(events) == rounds(again))
        let options = again.first?["options"] as? [String: Any]
        #expect(options?["mode"] as? String == "twist")
        #expect(options?["time_limit"] as? Double == 300)
        #expect(again.first?["code"] as? String == code)
        // The code is printed for people too.
        let human = try Self.program.run(["--code", code.lowercased()], input: Data("/quit\n".utf8), environment: environment)
        #expect(human.stdout.contains("puzzle code \(code)"))
        #expect(human.stdout.contains("squramble --code \(code)"))
    }

    @Test func aCodeForAnotherDictionaryIsExplained() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let original = try Self.program.run(["--json"], input: Data("/quit\n".utf8), environment: environment)
        let code = try #require(CLIFixture.jsonLines(original.stdout).first?["code"] as? String)
        let other = try Self.program.run(["--code", code, "--dict", CLIFixture.otherDictionary], input: Data("/quit\n".utf8), environment: environment)
        #expect(other.exitCode == 1)
        #expect(other.stderr.contains("made with another dictionary"))
        #expect(other.stderr.contains("Other fixture"))
    }

    @Test func aMistypedCodeIsExplained() throws {
        let text = PuzzleCode(options: GameOptions(seed: 9), dictionaryChecksum: 1).text
        var typed = Array(text)
        typed[5] = typed[5] == "7" ? "8" : "7"
        let run = try Self.program.run(["--code", String(typed)])
        #expect(run.exitCode == 64)
        #expect(run.stderr.contains("mistyped"))
    }
}
