@testable import GameCLI
import Foundation
import Squramble
import SqurambleServer
@testable import SqurambleStats
import SqurambleTestSupport
import Testing

/// A whole game through pipes, as a script would play it.
@Suite struct PipeGameTests {
    static let program = BuiltProgram("squramble")

    /// The game the CLI plays with `--seed 42 --rounds 3`, computed with the library.
    static func seededGame(mode: GameMode = .unscramble) throws -> Game {
        var options = GameOptions(mode: mode, seed: 42)
        options.rounds = 3
        return try Game(lexicon: CLIFixture.lexicon, options: options)
    }

    /// What a player types in the seeded game, and what the game must answer.
    struct Script {
        var input = Data()
        var expected: [String] = []
        mutating func type(_ text: String, expect: String?) {
            input += Data((text + "\n").utf8)
            if let expect { expected.append(expect) }
        }
        mutating func typeBytes(_ bytes: [UInt8], expect: String) {
            input += Data(bytes + [10])
            expected.append(expect)
        }
    }

    static func script(for game: Game) -> Script {
        var game = game
        var script = Script()
        let first = game.currentRound!
        let alternate = first.answers.first { $0.key != first.target.key && $0.length == first.target.length } ?? first.target
        script.type("zzzzz", expect: "letter not on offer: Z")
        script.type(first.tiles.map(\.letter).joined(), expect: "— not a word")
        script.type("12345", expect: "not a word: digits are not letters")
        script.type("🙂🙂", expect: "not a word: emoji are not letters")
        script.typeBytes([0xFF, 0xFE, 0x41], expect: "not a word: the text could not be read")
        script.type("ab\u{07}cd", expect: "not a word: it contains control")
        script.type("\u{200F}\u{202E}", expect: "✗")
        script.type(String(repeating: "a", count: 1_048_576), expect: "a line of 1048576 bytes is far too long")
        script.type("?", expect: "(letter 1 is \(first.target.display.prefix(1).uppercased()), −20)")
        script.type("!", expect: "    [")
        script.type("/bogus", expect: "/bogus is not a command")
        script.type(alternate.display, expect: alternate.key == first.target.key ? "correct!" : "another valid word")
        script.expected.append("Solved in")
        game.submit(alternate.key)
        game.nextRound()

        let second = game.currentRound!
        script.type(second.target.display.uppercased(), expect: "\(second.target.display.uppercased()) — correct!")
        script.expected.append("Solved in")
        game.submit(second.target.key)
        game.nextRound()

        let third = game.currentRound!
        script.type(String(third.target.key.prefix(3)), expect: "3 letters — the word has \(third.target.length)")
        script.type("", expect: "Skipped. The word was \(third.target.display.uppercased())")
        script.expected.append("Game over — 2 of 3 rounds solved")
        return script
    }

    @Test func seededGamePlayedToTheEnd() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let game = try Self.seededGame()
        let script = Self.script(for: game)
        let run = try Self.program.run(["--record", "--seed", "42", "--rounds", "3"], input: script.input,
                                       environment: CLIFixture.environment(dataHome: home))
        #expect(run.exitCode == 0, "stderr: \(run.stderr)")
        var rest = Substring(run.stdout)
        for expected in script.expected {
            guard let found = rest.range(of: expected) else {
                Issue.record("missing, in order: \(expected)\n--- output:\n\(run.stdout.prefix(4000))")
                return
            }
            rest = rest[found.upperBound...]
        }
        // Piped output: no colour, no prompts, and the million-byte line is not echoed.
        #expect(!run.stdout.contains("\u{1B}["))
        #expect(!run.stdout.contains(" > "))
        #expect(run.stdout.count < 20_000)
        #expect(run.stdout.contains(PuzzleCodeText.of(game)))
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
    }

    @Test func everyLineOfBadInputGetsOneVerdictAndTheRoundGoesOn() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        var input = Data()
        let bad: [[UInt8]] = [
            [0xFF], [0xC3], [0xED, 0xA0, 0x80], Array("\u{0}\u{1}".utf8), Array("\u{1B}[31mred".utf8),
            Array("\u{200F}".utf8), Array("👍🏽".utf8), Array("a b".utf8), Array("don't".utf8), Array("$$$".utf8),
            Array("\u{FEFF}".utf8), Array("x\r".utf8),
        ]
        for line in bad { input += Data(line + [10]) }
        input += Data("/quit\n".utf8)
        let run = try Self.program.run(["--seed", "1", "--json"], input: input, environment: CLIFixture.environment(dataHome: home))
        #expect(run.exitCode == 0, "stderr: \(run.stderr)")
        let events = CLIFixture.jsonLines(run.stdout)
        let verdicts = events.filter { $0["event"] as? String == "verdict" }
        #expect(verdicts.count == bad.count)
        #expect(verdicts.allSatisfy { $0["credited"] as? Bool == false && $0["round"] as? Int == 1 })
        #expect(events.last?["event"] as? String == "game_ended")
        #expect(events.last?["ending"] as? String == "quit")
        // Raw escape sequences are never echoed back.
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func jsonEventsDescribeTheWholeGame() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let game = try Self.seededGame()
        let script = Self.script(for: game)
        let run = try Self.program.run(["--record", "--seed", "42", "--rounds", "3", "--json"], input: script.input,
                                       environment: CLIFixture.environment(dataHome: home))
        #expect(run.exitCode == 0)
        let events = CLIFixture.jsonLines(run.stdout)
        #expect(events.count == run.stdout.split(separator: "\n").count, "every line is one JSON object")
        #expect(events.allSatisfy { $0["v"] as? Int == 1 })
        let kinds = events.compactMap { $0["event"] as? String }
        #expect(kinds.first == "game_started")
        #expect(kinds.last == "game_ended")
        #expect(kinds.filter { $0 == "round_started" }.count == 3)
        #expect(kinds.filter { $0 == "round_ended" }.count == 3)
        let first = events.first { $0["event"] as? String == "round_started" }
        #expect(first?["tiles"] as? [String] == game.currentRound!.tiles.map(\.display))
        let verdicts = events.filter { $0["event"] as? String == "verdict" }.compactMap { $0["verdict"] as? String }
        #expect(verdicts.contains("letters_not_on_offer"))
        #expect(verdicts.contains("not_a_word"))
        #expect(verdicts.contains("not_letters"))
        #expect(verdicts.contains("too_long"))
        #expect(verdicts.contains("correct"))
        let ended = events.last!
        #expect(ended["rounds_solved"] as? Int == 2)
        #expect(ended["ending"] as? String == "finished")
        #expect(ended["statistics_saved"] as? Bool == true)
        let statuses = events.filter { $0["event"] as? String == "round_ended" }.compactMap { $0["status"] as? String }
        #expect(statuses == ["solved", "solved", "gave_up"])
    }

    /// The end of input ends the game with its summary; it is recorded only when
    /// something was done (a hint here), never for a wrong word alone.
    @Test(arguments: [("zzz\n", false), ("zzz\n?\n", true)])
    func endOfInputEndsTheGameWithItsSummary(_ input: String, _ counts: Bool) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let run = try Self.program.run(["--record", "--seed", "5"], input: Data(input.utf8), environment: CLIFixture.environment(dataHome: home))
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("Stopped. The word was"))
        #expect(run.stdout.contains("Game ended (end of input) — 0 of 1 round solved"))
        #expect(run.stdout.contains(counts ? "Statistics saved" : "Nothing was played, so nothing was recorded."))
        #expect(CLIFixture.gamesPlayed(in: home) == (counts ? 1 : 0))
    }

    @Test func twistAndGridGamesPlayThroughPipes() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let twist = try Self.program.run(["--mode", "twist", "--seed", "2", "--rounds", "1"], input: Data("ant\nant\nzz\n\n".utf8),
                                         environment: CLIFixture.environment(dataHome: home))
        #expect(twist.exitCode == 0, "\(twist.stderr)")
        #expect(twist.stdout.contains("find words of 3+ letters"))
        #expect(twist.stdout.contains("Game over"))
        let grid = try Self.program.run(["--mode", "grid", "--seed", "2", "--rounds", "1", "--length", "5"], input: Data("?\n\n".utf8),
                                        environment: CLIFixture.environment(dataHome: home))
        if grid.exitCode == 0 {
            #expect(grid.stdout.contains("one letter from each row, top to bottom"))
            #expect(grid.stdout.contains("The hidden word was"))
        } else {
            // A tiny dictionary may not make a fair grid; the error must say so.
            #expect(grid.exitCode == 1)
            #expect(grid.stderr.contains("grid") || grid.stderr.contains("puzzle"))
        }
    }
}

/// The code the CLI prints for a game.
enum PuzzleCodeText {
    static func of(_ game: Game) -> String {
        PuzzleCode(game: game).text
    }
}
