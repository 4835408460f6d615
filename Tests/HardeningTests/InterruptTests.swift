#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Squramble
import SqurambleTestSupport
import Testing

/// Ctrl-C (the key, and SIGINT/SIGTERM/SIGHUP from outside) at every stage of the
/// interactive programs: the terminal is always given back as it was — its settings,
/// a visible cursor, the main screen, colours reset — and nothing written is damaged.
@Suite(.serialized) struct InterruptTests {
    /// How a stage is interrupted.
    enum Interrupt: String, CaseIterable, Sendable {
        case ctrlC = "Ctrl-C", sigint = "SIGINT", sigterm = "SIGTERM", sighup = "SIGHUP", ctrlBackslash = "Ctrl-\\"

        func send(to run: PseudoTerminalProgram) {
            switch self {
            case .ctrlC: run.type("\u{3}")
            case .ctrlBackslash: run.type("\u{1C}")  // SIGQUIT from the terminal
            case .sigint: run.send(signal: SIGINT)
            case .sigterm: run.send(signal: SIGTERM)
            case .sighup: run.send(signal: SIGHUP)
            }
        }
    }

    /// The settings a fresh pseudo-terminal starts with (what every program must leave).
    static let pristine: termios = {
        guard let run = try? PseudoTerminalProgram(URL(fileURLWithPath: "/bin/sleep"), ["0.2"]) else { return termios() }
        let settings = run.settings
        _ = try? run.waitForExit()
        return settings
    }()

    static func expectRestored(_ run: PseudoTerminalProgram, _ what: String) {
        for problem in restoreProblems(run) { Issue.record("\(what): \(problem)") }
    }

    /// What a program left wrong in its terminal: settings, screen, cursor, colours.
    static func restoreProblems(_ run: PseudoTerminalProgram) -> [String] {
        var problems: [String] = []
        let after = run.settings
        let before = Self.pristine
        if after.c_lflag != before.c_lflag || after.c_iflag != before.c_iflag || after.c_oflag != before.c_oflag {
            problems.append("terminal settings not restored (lflag \(after.c_lflag) vs \(before.c_lflag), iflag \(after.c_iflag) vs \(before.c_iflag))")
        }
        let screen = run.screen
        if screen.onAlternateScreen { problems.append("left on the alternate screen") }
        if !screen.cursorVisible { problems.append("cursor left hidden") }
        // Colours: the last SGR sequence (ESC [ … m) written resets them.
        if let last = lastSGR(run.output), last != "", last != "0" { problems.append("colour left on (ESC[\(last)m)") }
        return problems
    }

    /// The parameters of the last `ESC [ params m` in `bytes`.
    static func lastSGR(_ bytes: [UInt8]) -> String? {
        var last: String?
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == 0x1B, bytes[i + 1] == 0x5B {
                var j = i + 2
                while j < bytes.count, (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == 0x3B { j += 1 }
                if j < bytes.count, bytes[j] == 0x6D { last = String(decoding: bytes[(i + 2)..<j], as: UTF8.self) }
                i = j
            } else {
                i += 1
            }
        }
        return last
    }

    static func expectEnded(_ status: Int32, by interrupt: Interrupt, _ what: String) {
        let code = PseudoTerminalProgram.exitCode(status)
        let signal = PseudoTerminalProgram.signal(status)
        // A clean exit, 128 + the signal, or the signal itself re-raised after restoring.
        let number: Int32 = switch interrupt { case .ctrlC, .sigint: SIGINT; case .sigterm: SIGTERM; case .sighup: SIGHUP; case .ctrlBackslash: SIGQUIT }
        #expect(code == 0 || code == 128 + number || signal == number, "\(what): ended with exit \(code.map(String.init) ?? "-") signal \(signal.map(String.init) ?? "-")")
        #expect(signal != SIGSEGV && signal != SIGILL && signal != SIGABRT && signal != SIGTRAP, "\(what): crashed")
    }

    /// The check itself: a program killed in raw mode, on the alternate screen, with the
    /// cursor hidden and bold on, is caught on all four counts.
    @Test func theCheckCatchesAnUnrestoredTerminal() throws {
        let run = try PseudoTerminalProgram(URL(fileURLWithPath: "/bin/sh"),
                                            ["-c", "stty raw -echo; printf '\\033[?1049h\\033[?25l\\033[1mX'; sleep 10"])
        try run.waitForScreen { $0.contains("X") }
        run.send(signal: SIGKILL)
        _ = try run.waitForExit()
        #expect(Self.restoreProblems(run).count == 4, "\(Self.restoreProblems(run))")
    }

    // MARK: squramble play / daily

    struct GameStage: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var steps: @Sendable (PseudoTerminalProgram) throws -> Void
        var description: String { name }
    }

    /// The game's prompt line ("1/5 · 0 pts · 0:00 · 0 hints >"; trailing blanks are trimmed).
    static func atPrompt(_ screen: TerminalScreen) -> Bool { screen.lines.contains { $0.hasSuffix(" >") } }

    static let gameStages: [GameStage] = [
        GameStage(name: "at start-up", arguments: ["play", "--seed", "7"]) { _ in usleep(20_000) },
        GameStage(name: "at the prompt", arguments: ["play", "--seed", "7"]) { run in try run.waitForScreen { atPrompt($0) } },
        GameStage(name: "half-way through typing", arguments: ["play", "--seed", "7"]) { run in
            try run.waitForScreen { atPrompt($0) }; run.type("sto") ; usleep(100_000)
        },
        GameStage(name: "after a verdict", arguments: ["play", "--seed", "7"]) { run in
            try run.waitForScreen { atPrompt($0) }; run.type("zzzzz\r"); try run.waitForScreen { $0.contains("not on offer") }
        },
        GameStage(name: "after a hint", arguments: ["play", "--seed", "7"]) { run in
            try run.waitForScreen { atPrompt($0) }; run.type("?\r"); try run.waitForScreen { $0.contains("letter 1 is") }
        },
        GameStage(name: "in the second round", arguments: ["play", "--seed", "7", "--rounds", "3"]) { run in
            try run.waitForScreen { atPrompt($0) }; run.type("/skip\r"); try run.waitForScreen { $0.contains("Round 2 of 3") }
        },
        GameStage(name: "in a timed round", arguments: ["play", "--seed", "7", "--time-limit", "30"]) { run in
            try run.waitForScreen { $0.contains("left") }; usleep(300_000)
        },
        GameStage(name: "in Twist", arguments: ["play", "--seed", "7", "--mode", "twist"]) { run in try run.waitForScreen { atPrompt($0) } },
        GameStage(name: "in Grid", arguments: ["play", "--seed", "7", "--mode", "grid"]) { run in try run.waitForScreen { atPrompt($0) } },
        GameStage(name: "in the daily puzzle", arguments: ["daily"]) { run in try run.waitForScreen { atPrompt($0) } },
    ]

    /// Every stage with Ctrl-C and SIGINT; SIGTERM and SIGHUP at the prompt and in a round.
    static func cases<Stage>(_ stages: [Stage], everySignalAt busy: Set<Int>) -> [(Stage, Interrupt)] {
        stages.enumerated().flatMap { index, stage in
            (busy.contains(index) ? Interrupt.allCases : [.ctrlC, .sigint]).map { (stage, $0) }
        }
    }

    @Test(arguments: cases(gameStages, everySignalAt: [1, 6]))
    func interruptTheGame(_ stage: GameStage, _ interrupt: Interrupt) throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try PseudoTerminalProgram(BuiltProgram("squramble").url, stage.arguments, environment: ["XDG_DATA_HOME": home.url.path])
        let what = "squramble \(stage.name), \(interrupt.rawValue)"
        try stage.steps(run)
        interrupt.send(to: run)
        let status = try run.waitForExit()
        Self.expectEnded(status, by: interrupt, what)
        Self.expectRestored(run, what)
        // Ctrl-\\ ends the game like Ctrl-C, not with the Swift runtime's backtrace prompt.
        #expect(!String(decoding: run.output, as: UTF8.self).contains("Press space to interact"), "\(what): backtrace prompt")
        // Statistics, when written, are complete.
        if let bytes = fileBytes(home.file("squramble/stats.json")) {
            #expect(KillLoopTests.gamesPlayed(bytes) != nil, "\(what): stats.json is not complete")
        }
    }

    /// Ctrl-S (XOFF) must not freeze the game until Ctrl-Q: the next answer still gets
    /// its verdict on the screen, and the terminal's flow control is back afterwards.
    @Test func ctrlSDoesNotFreezeTheGame() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        let run = try PseudoTerminalProgram(BuiltProgram("squramble").url, ["play", "--seed", "7"], environment: ["XDG_DATA_HOME": home.url.path])
        try run.waitForScreen { $0.contains("Round 1 of") && $0.contains(">") }
        run.type("\u{13}")
        usleep(100_000)
        run.type("zzzz\r")
        try run.waitForScreen(timeout: 10) { $0.contains("✗") }
        run.type("\u{4}")
        let status = try run.waitForExit()
        #expect(PseudoTerminalProgram.exitCode(status) == 0)
        Self.expectRestored(run, "squramble after Ctrl-S")
    }

    // MARK: dictbuild review

    struct ReviewStage: Sendable, CustomStringConvertible {
        var name: String
        var steps: @Sendable (PseudoTerminalProgram) throws -> Void
        var description: String { name }
    }

    static let reviewStages: [ReviewStage] = [
        ReviewStage(name: "at start-up") { _ in usleep(20_000) },
        ReviewStage(name: "on the first word") { run in try run.waitForScreen { $0.contains("[t] target") } },
        ReviewStage(name: "right after a decision") { run in try run.waitForScreen { $0.contains("remaining 4") }; run.type("t") },
        ReviewStage(name: "after a decision was saved") { run in
            try run.waitForScreen { $0.contains("remaining 4") }; run.type("d"); try run.waitForScreen { $0.contains("remaining 3") }
        },
        ReviewStage(name: "typing a note") { run in
            try run.waitForScreen { $0.contains("remaining 4") }; run.type("n"); usleep(100_000); run.type("half a no"); usleep(100_000)
        },
        ReviewStage(name: "after an undo") { run in
            try run.waitForScreen { $0.contains("remaining 4") }; run.type("a"); try run.waitForScreen { $0.contains("remaining 3") }
            run.type("u"); try run.waitForScreen { $0.contains("remaining 4") }
        },
        ReviewStage(name: "after a resize") { run in
            try run.waitForScreen { $0.contains("remaining 4") }; run.resize(rows: 12, columns: 50); usleep(200_000)
        },
        ReviewStage(name: "with every word decided") { run in
            try run.waitForScreen { $0.contains("remaining 4") }
            for key in ["t", "a", "d", "t"] { run.type(key); usleep(50_000) }
            usleep(300_000)
        },
    ]

    @Test(arguments: cases(reviewStages, everySignalAt: [1, 4]))
    func interruptTheReview(_ stage: ReviewStage, _ interrupt: Interrupt) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let list = try folder.write("cat\t6.0\ndog\t5.9\nemu\t5.8\nfig\t5.7\n", to: "words.txt")
        let decisions = folder.file("decisions.tsv")
        let run = try PseudoTerminalProgram(BuiltProgram("dictbuild").url,
                                            ["review", "--words", list.path, "--decisions", decisions.path, "--queue", "common"])
        let what = "dictbuild review \(stage.name), \(interrupt.rawValue)"
        try stage.steps(run)
        interrupt.send(to: run)
        let status = try run.waitForExit()
        Self.expectEnded(status, by: interrupt, what)
        Self.expectRestored(run, what)
        if let bytes = fileBytes(decisions) {
            #expect(KillLoopTests.decisions(bytes) != nil, "\(what): the decisions file is not complete")
        }
    }

    // MARK: dictbuild build at a terminal (progress bar)

    @Test(arguments: [(0.05, Interrupt.ctrlC), (0.4, .ctrlC), (0.9, .ctrlC), (0.5, .sigterm), (0.7, .sighup)])
    func interruptABuild(_ fraction: Double, _ interrupt: Interrupt) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let words = KillLoopTests.scowl.appendingPathComponent("english-words.35").path
        let output = folder.file("words.sqd")
        try Data("old".utf8).write(to: output)
        let run = try PseudoTerminalProgram(BuiltProgram("dictbuild").url, ["build", "--input", words, "--output", output.path, "--force"])
        usleep(UInt32(fraction * 2_000_000))
        interrupt.send(to: run)
        let status = try run.waitForExit()
        let what = "dictbuild build at \(Int(fraction * 100))%, \(interrupt.rawValue)"
        Self.expectEnded(status, by: interrupt, what)
        Self.expectRestored(run, what)
        let after = fileBytes(output)
        #expect(after == Array("old".utf8) || (try? Lexicon.open(at: output.path).verify()) != nil, "\(what): words.sqd is damaged")
        #expect(temporaryLeftovers(in: folder.url).isEmpty, "\(what): a temporary file was left")
    }
}
