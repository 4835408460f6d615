import Foundation
import Squramble
@testable import SqurambleStats
import SqurambleTestSupport
import Testing

/// The game at a real (pseudo-)terminal: keys typed into ``PseudoTerminalProgram``, its
/// output read on as a person reads it (``PseudoTerminalProgram/waitForOutput(_:timeout:)``).
@Suite(.serialized) struct TerminalTests {
    static let program = BuiltProgram("squramble")

    struct Report {
        var exit: Int32?
        var signal: Int32?
        var transcript: String
        var failed: String?
    }

    enum Step {
        /// Waits for a regular expression to match the output after the previous match.
        case expect(String)
        case send(String)
        /// Ctrl and a letter.
        case control(Character)
        case wait(Double)
    }

    /// Plays `steps` in a pseudo-terminal; the first that times out ends the session and
    /// is reported in `failed`. The program then has 30 seconds to end by itself.
    static func session(_ arguments: [String], environment: [String: String], steps: [Step]) throws -> Report {
        let run = try PseudoTerminalProgram(program.url, arguments, environment: environment)
        var failed: String?
        for step in steps {
            do {
                switch step {
                case .expect(let pattern): try run.waitForOutput(pattern)
                case .send(let text): run.type(text)
                case .control(let key): run.type(String(UnicodeScalar(key.asciiValue! & 0x1F)))
                case .wait(let seconds): usleep(UInt32(seconds * 1_000_000))
                }
            } catch {
                failed = "\(error)"
                break
            }
        }
        var status: Int32?
        do { status = try run.waitForExit() } catch { failed = failed ?? "\(error)" }
        return Report(exit: status.flatMap(PseudoTerminalProgram.exitCode), signal: status.flatMap(PseudoTerminalProgram.signal),
                      transcript: String(decoding: run.output, as: UTF8.self), failed: failed)
    }

    /// The same seeded game as the pipe tests, typed at a terminal.
    static func seededGame() throws -> Game {
        var options = GameOptions(mode: .unscramble, seed: 42)
        options.rounds = 3
        return try Game(lexicon: CLIFixture.lexicon, options: options)
    }

    static let prompt = #"\d/3 · \d+ pts · \d:\d\d · \d+ hints?\S* > "#

    @Test func aSeededGamePlayedToTheEnd() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        var game = try Self.seededGame()
        let first = game.currentRound!
        let alternate = first.answers.first { $0.key != first.target.key && $0.length == first.target.length } ?? first.target
        game.submit(alternate.key); game.nextRound()
        let second = game.currentRound!
        let steps: [Step] = [
            .expect("puzzle code"), .expect(Self.prompt),
            .send("zzzzz\n"), .expect("not on offer"), .expect(Self.prompt),
            .send("12345\n"), .expect("digits are not letters"), .expect(Self.prompt),
            .send("?\n"), .expect("letter 1 is"), .expect("1 hint"),
            .send("!\n"), .expect(Self.prompt),
            .send(alternate.display + "\n"), .expect(alternate.key == first.target.key ? "correct!" : "another valid word"),
            .expect("Round 2 of 3"), .expect(Self.prompt),
            .send(second.target.display + "\n"), .expect("correct!"), .expect("Round 3 of 3"), .expect(Self.prompt),
            // An empty line asks again; giving up is a command.
            .send("\n"), .expect("/skip gives up the round"), .expect(Self.prompt),
            .send("/skip\n"), .expect("Skipped"), .expect("Game over"), .expect("Statistics saved"),
        ]
        let report = try Self.session(["--seed", "42", "--rounds", "3"], environment: CLIFixture.environment(dataHome: home), steps: steps)
        #expect(report.failed == nil, "\(report.failed ?? "")\n\(report.transcript)")
        #expect(report.exit == 0)
        // Colour at a terminal (NO_COLOR is empty, which does not count).
        #expect(report.transcript.contains("\u{1B}[1;7m"))
        #expect(report.transcript.contains("2 of 3 rounds solved"))
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
    }

    @Test func ctrlCEndsTheGameCleanlyWithStatus130() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let report = try Self.session(["--seed", "42", "--rounds", "3"], environment: CLIFixture.environment(dataHome: home), steps: [
            .expect(Self.prompt), .send("zzzzz\n"), .expect(Self.prompt), .send("?\n"), .expect("letter 1 is"),
            .send("par"), .wait(0.2), .control("c"),
            .expect("Game interrupted"), .expect("Statistics saved"),
        ])
        #expect(report.failed == nil, "\(report.failed ?? "")\n\(report.transcript)")
        #expect(report.exit == 130)
        #expect(report.transcript.contains("Stopped.") && report.transcript.contains("The word was"))
        // The colour is reset at the end: the last escape sequence is a reset.
        if let last = report.transcript.range(of: "\u{1B}[", options: .backwards) {
            #expect(report.transcript[last.lowerBound...].hasPrefix("\u{1B}[0m"))
        }
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
    }

    /// Ctrl-D ends the game; one quit before anything was done is not recorded as a loss.
    @Test func ctrlDEndsTheGameWithItsSummary() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let report = try Self.session(["--seed", "42"], environment: CLIFixture.environment(dataHome: home), steps: [
            .expect(Self.prompt.replacingOccurrences(of: "/3", with: "/5")), .control("d"), .expect("Game ended"),
        ])
        #expect(report.failed == nil, "\(report.failed ?? "")\n\(report.transcript)")
        #expect(report.exit == 0)
        #expect(report.transcript.contains("Nothing was played, so nothing was recorded."))
        #expect(CLIFixture.gamesPlayed(in: home) == 0)
    }

    @Test(arguments: [(["NO_COLOR": "1"], [String]()), ([:], ["--no-color"]), (["TERM": "dumb"], [])])
    func noColourWhenAskedNotTo(_ environment: [String: String], _ flags: [String]) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let report = try Self.session(["--seed", "4"] + flags, environment: CLIFixture.environment(dataHome: home, extra: environment), steps: [
            .expect(#"> "#), .send("/quit\n"), .expect("Game ended"),
        ])
        #expect(report.failed == nil, "\(report.failed ?? "")\n\(report.transcript)")
        #expect(report.exit == 0)
        // No colour (the input row still moves the cursor, except on a dumb terminal).
        #expect(report.transcript.firstMatch(of: /\x{1B}\[[0-9;]*m/) == nil)
        #expect(report.transcript.contains("[")) // plain tiles in brackets
        if environment["TERM"] == "dumb" { #expect(!report.transcript.contains("\u{1B}")) }
    }

    @Test func aTimedRoundRunsOutOfTime() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let report = try Self.session(["--seed", "4", "--rounds", "1", "--time-limit", "3"], environment: CLIFixture.environment(dataHome: home), steps: [
            .expect("0:03 left"), .send("ab"), .expect("0:0[12] left"), .expect("time is up"), .expect("Out of time"), .expect("Game over"),
        ])
        #expect(report.failed == nil, "\(report.failed ?? "")\n\(report.transcript)")
        #expect(report.exit == 0)
        // The clock was redrawn in place: the whole input row again, "ab" still on it.
        #expect(report.transcript.contains(/0:0[12] left · 0 hints\x{1B}\[0m > ab\x{1B}\[K/))
        #expect(!report.transcript.contains("\u{1B}[2K"), "the line being typed is never erased")
    }
}
