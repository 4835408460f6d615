import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Squramble
import SqurambleTestSupport
import Testing

/// The game as a person sees it: keys typed into a pseudo-terminal, the screen read
/// back as text (``TerminalScreen``) and compared line by line, at 40, 80 and 200
/// columns.
@Suite(.serialized) struct ScreenTests {
    static let program = BuiltProgram("squramble")

    /// A Twist game of one round on the fixture dictionary, as the CLI builds it.
    static func twistRound(seed: UInt64) throws -> Round {
        var options = GameOptions(mode: .twist, seed: seed)
        options.rounds = 1
        return try Game(lexicon: CLIFixture.lexicon, options: options).currentRound!
    }

    static func start(_ arguments: [String], home: TemporaryFolder, rows: Int = 24, columns: Int = 80) throws -> PseudoTerminalProgram {
        try PseudoTerminalProgram(program.url, arguments, rows: rows, columns: columns,
                                  environment: CLIFixture.environment(dataHome: home, extra: ["NO_COLOR": "1"]))
    }

    /// The screen's rows with the clock (m:ss) masked, trailing empty rows dropped.
    static func rows(_ screen: TerminalScreen) -> [String] {
        var lines = screen.lines.map { $0.replacing(/\d+:\d\d/, with: "m:ss") }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Waits until the last row (the input row) is `expected`, clock masked.
    @discardableResult
    static func waitForInputRow(_ run: PseudoTerminalProgram, _ expected: String) throws -> [String] {
        try rows(run.waitForScreen(timeout: 15) { rows($0).last == expected })
    }

    @Test func theInputRowFitsFortyEightyAndTwoHundredColumnsAndFollowsResizes() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let round = try Self.twistRound(seed: 3)
        let total = round.answers.count
        let run = try Self.start(["--mode", "twist", "--seed", "3", "--rounds", "1"], home: home)
        // 80 columns: the whole prompt, and the typed text after it.
        try Self.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0 hints · 0/\(total) found >")
        run.type("abc\u{1B}[D\u{1B}[Dx")   // ← ← then x: "axbc"
        try Self.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0 hints · 0/\(total) found > axbc")

        // 40 columns, mid-round: a shorter prompt, the text kept, nothing wider than the window.
        run.resize(rows: 20, columns: 40)
        var screen = try Self.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0/\(total) > axbc")
        #expect(screen.allSatisfy { $0.count <= 40 })
        // A line longer than the room scrolls sideways instead of wrapping.
        run.type("\u{1B}[F" + String(repeating: "q", count: 50))   // End, then 50 letters
        screen = try Self.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0/\(total) > …" + String(repeating: "q", count: 9))
        #expect(screen.last!.count == 38)   // and one column for the cursor
        // Home shows the start, with the rest hidden at the right.
        run.type("\u{1B}[H")
        try Self.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0/\(total) > axbcqqqqqq…")

        // 200 columns: the full prompt and the whole line again.
        run.resize(rows: 50, columns: 200)
        screen = try Self.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0 hints · 0/\(total) found > axbc" + String(repeating: "q", count: 50))
        #expect(screen.allSatisfy { $0.count < 200 })

        run.type("\u{1B}[F\u{15}/quit\r")   // End, Ctrl-U (all before the cursor), /quit
        screen = Self.rows(try run.waitForScreen { $0.contains("Game ended") })
        // Written at 200 columns, the list of missed words uses the room: on one row here.
        let missed = try #require(screen.first { $0.hasPrefix("    missed: ") })
        #expect(missed.count > 80 && missed.count < 200)
        #expect(missed.hasSuffix(round.answers.last!.display.uppercased()))
        #expect(PseudoTerminalProgram.exitCode(try run.waitForExit()) == 0)
        // The terminal is given back as it was: canonical mode and echo on.
        #expect(run.settings.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    }

    @Test func arrowsHistoryAndWordDeletionEditTheLine() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let run = try Self.start(["--seed", "42", "--rounds", "1"], home: home)
        let prompt = "1/1 · 0 pts · m:ss · 0 hints >"
        try Self.waitForInputRow(run, prompt)
        run.type("zzzzz\r")
        try run.waitForScreen { $0.contains("✗ letter not on offer: Z") }
        run.type("yyy one two")
        try Self.waitForInputRow(run, "\(prompt) yyy one two")
        run.type("\u{17}")           // Ctrl-W: "two" goes
        try Self.waitForInputRow(run, "\(prompt) yyy one")   // (the screen's rows lose trailing spaces)
        run.type("\u{1B}\u{7F}")     // Alt-Backspace: "one " goes
        try Self.waitForInputRow(run, "\(prompt) yyy")
        run.type("\u{1}x\u{5}w")     // Ctrl-A, x, Ctrl-E, w
        try Self.waitForInputRow(run, "\(prompt) xyyy w")
        run.type("\u{1B}[A")         // ↑: the last line sent
        try Self.waitForInputRow(run, "\(prompt) zzzzz")
        run.type("\u{1B}[B")         // ↓: back to the line being typed
        try Self.waitForInputRow(run, "\(prompt) xyyy w")
        run.type("\u{1B}[D\u{1B}[3~\r")   // ←, Delete, Enter: "xyyy "
        try run.waitForScreen { $0.contains("\(prompt.replacing(/\d+:\d\d/, with: "0:00")) xyyy") || $0.contains("not on offer: X") }
        // Arrows never end up in an answer as text.
        #expect(!run.screen.text.contains("[D") && !run.screen.text.contains("control"))
        run.type("\r")               // an empty line asks again…
        try run.waitForScreen { $0.contains("/skip gives up the round") }
        run.type("   \r")            // …and so does a line of spaces
        try run.waitForScreen { $0.text.components(separatedBy: "/skip gives up the round").count == 3 }
        #expect(!run.screen.contains("Skipped"))
        run.type("/skip\r")
        try run.waitForScreen { $0.contains("Skipped.") && $0.contains("Game over") }
        #expect(PseudoTerminalProgram.exitCode(try run.waitForExit()) == 0)
    }

    @Test func twistGoesOnPastTheLongestWordUntilNext() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let round = try Self.twistRound(seed: 3)
        let longest = round.answers[0].display
        let shorter = round.answers.last!.display
        let total = round.answers.count
        let run = try Self.start(["--mode", "twist", "--seed", "3", "--rounds", "1"], home: home)
        try Self.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0 hints · 0/\(total) found >")
        run.type("/next\r")
        try run.waitForScreen { $0.contains("/next opens once you find a word of \(round.longestAnswerLength) letters") }
        run.type(longest + "\r")
        var screen = try run.waitForScreen { $0.contains("A longest word: the round is solved") }
        #expect(!screen.contains("Solved in"))
        run.type(shorter + "\r")
        screen = try run.waitForScreen { $0.contains("(2 of \(total))") }
        try Self.waitForInputRow(run, "1/1 · \(round.answers[0].points + round.answers.last!.points) pts · m:ss · 0 hints · 2/\(total) found >")
        run.type("/found\r")
        try run.waitForScreen { $0.contains("\(round.longestAnswerLength) letters (1 of") }
        run.type("/next\r")
        screen = try run.waitForScreen { $0.contains("Game over") }
        #expect(Self.rows(screen).contains { $0.contains("Solved in m:ss · found 2 of \(total) words") })
        #expect(screen.contains("1 of 1 round solved"))
        #expect(PseudoTerminalProgram.exitCode(try run.waitForExit()) == 0)
    }

    @Test func aDailyStoppedByCtrlCIsResumedTheSameDay() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let first = try Self.start(["daily"], home: home)
        try first.waitForScreen { $0.text.contains("0 hints >") }
        first.type("?\r")
        try first.waitForScreen { $0.contains("letter 1 is") }
        first.type("\u{3}")   // Ctrl-C
        let stopped = try first.waitForScreen { $0.contains("Today's puzzle is kept where you stopped") }
        #expect(PseudoTerminalProgram.exitCode(try first.waitForExit()) == 130)
        #expect(!stopped.contains("Share your result"))
        #expect(Self.dailyResults(in: home) == 0)
        let saved = try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("squramble").path)
        #expect(saved.contains { $0.hasPrefix("daily-") && $0.hasSuffix("-unscramble.json") })

        // The same day: the same round, the hint still taken; /quit keeps it again,
        // and giving up every round ends it.
        let second = try Self.start(["daily"], home: home)
        try second.waitForScreen { $0.contains("Resuming today's puzzle where you stopped: round 1 of 5") }
        try second.waitForScreen { $0.text.contains("1 hint >") }
        second.type("/quit\r")
        try second.waitForScreen { $0.contains("Today's puzzle is kept where you stopped") }
        #expect(PseudoTerminalProgram.exitCode(try second.waitForExit()) == 0)
        #expect(Self.dailyResults(in: home) == 0)
        let skipped = try Self.program.run(["daily"], input: Data("/skip\n/skip\n/skip\n/skip\n/skip\n".utf8),
                                           environment: CLIFixture.environment(dataHome: home))
        #expect(skipped.stdout.contains("Share your result:"))
        #expect(Self.dailyResults(in: home) == 1)

        // And then it is played.
        let third = try Self.program.run(["daily"], environment: CLIFixture.environment(dataHome: home))
        #expect(third.stderr.contains("You have played today's unscramble puzzle"))
    }

    /// The number of daily results recorded on the fixture dictionary.
    static func dailyResults(in home: TemporaryFolder) -> Int {
        let dictionaries = CLIFixture.statistics(in: home)?["dictionaries"] as? [String: Any]
        let record = dictionaries?.values.first as? [String: Any]
        let daily = (record?["daily"] as? [String: Any])?["unscramble"] as? [String: Any]
        return (daily?["results"] as? [String: Any])?.count ?? 0
    }
}
