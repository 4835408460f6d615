#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import SqurambleBuilder
import SqurambleTestSupport
import Testing

/// The review screen driven through a pseudo-terminal, as a person would use it:
/// keys in, screen text and the decisions file out.
@Suite(.serialized) struct ReviewScreenTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A word list of `count` distinct words, most common first (zipf falls with the position).
    func wordList(_ words: [String]) throws -> String {
        let lines = words.enumerated().map { "\($1)\t\(String(format: "%.2f", 6.0 - Double($0) * 0.01))" }
        return try folder.write(lines.joined(separator: "\n") + "\n", to: "words.txt").path
    }

    var decisionsPath: String { folder.file("decisions.tsv").path }

    func start(_ words: [String], queue: String = "common", rows: Int = 30, columns: Int = 100) throws -> PseudoTerminalProgram {
        let list = try wordList(words)
        return try PseudoTerminalProgram(BuiltProgram("dictbuild").url,
                                         ["review", "--words", list, "--decisions", decisionsPath, "--queue", queue],
                                         rows: rows, columns: columns)
    }

    /// The decision lines of the file (comments left out), as a build reads them while
    /// a review runs: the file with its journal applied (the review appends each decision
    /// to `.decisions.tsv.journal` and folds it into the file when it ends).
    func decisionLines() throws -> [String] {
        let folded = try DecisionLog.read(decisionsPath, key: { $0 }).encoded()
        return folded.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    /// The decision lines of the file itself (comments left out).
    func fileLines() throws -> [String] {
        guard let data = FileManager.default.contents(atPath: decisionsPath) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    static let leave = "\u{1B}[?1049l"
    static let showCursor = "\u{1B}[?25h"

    func expectRestored(_ run: PseudoTerminalProgram, before: termios) {
        let after = run.settings
        #expect(after.c_lflag == before.c_lflag, "local modes (ICANON, ECHO, ISIG) are back")
        #expect(after.c_iflag == before.c_iflag, "input modes (ICRNL, IXON) are back")
        #expect(after.c_lflag & tcflag_t(ICANON) != 0 && after.c_lflag & tcflag_t(ECHO) != 0)
        let output = String(decoding: run.output, as: UTF8.self)
        // The last full-screen frame is followed by the sequences that leave it.
        let lastLeave = output.range(of: Self.leave, options: .backwards)
        let lastEnter = output.range(of: "\u{1B}[?1049h", options: .backwards)
        #expect(lastLeave != nil && lastEnter != nil && lastLeave!.lowerBound > lastEnter!.lowerBound)
        #expect(output.range(of: Self.showCursor, options: .backwards).map { $0.lowerBound > lastEnter!.lowerBound } == true)
        let screen = run.screen
        #expect(!screen.onAlternateScreen)
        #expect(screen.cursorVisible)
    }

    @Test func decidesWithOneKeyEachAndSavesAtOnce() throws {
        let run = try start(["cat", "dog", "emu", "fig"])
        let before = run.settings
        try run.waitForScreen { $0.contains("remaining 4") && $0.contains("[t] target") }
        #expect(run.screen.contains("cat"))
        run.type("t")
        try run.waitForScreen { $0.contains("remaining 3") && $0.contains("cat → target") }
        // Saved before the next key: nothing else needed.
        #expect(try decisionLines() == ["cat\ttarget"])
        run.type("a")
        try run.waitForScreen { $0.contains("remaining 2") }
        run.type("d")
        try run.waitForScreen { $0.contains("remaining 1") }
        #expect(try decisionLines() == ["cat\ttarget", "dog\taccepted", "emu\tdrop"])
        run.type("s")
        try run.waitForScreen { $0.contains("The queue is done") }
        run.type("q")
        let status = try run.waitForExit()
        #expect(PseudoTerminalProgram.exitCode(status) == 0)
        expectRestored(run, before: before)
        #expect(run.screen.contains("3 decisions saved"))
        #expect(try decisionLines() == ["cat\ttarget", "dog\taccepted", "emu\tdrop"])
    }

    @Test func hundredWordsTakeExactlyHundredKeyPresses() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let words: [String] = (0..<100).map { (index: Int) -> String in
            String([letters[index / 26], letters[index % 26], "z", "z"])
        }
        let run = try start(words)
        try run.waitForScreen { $0.contains("remaining 100") }
        let keys = ["t", "a", "d"]
        for index in 0..<100 { run.type(keys[index % 3]) }
        try run.waitForScreen { $0.contains("The queue is done") && $0.contains("decided 100") }
        #expect(run.typedBytes == 100)
        let lines = try decisionLines()
        #expect(lines.count == 100)
        #expect(lines == lines.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
        #expect(lines.filter { $0.hasSuffix("\ttarget") }.count == 34)
        #expect(lines.filter { $0.hasSuffix("\tdrop") }.count == 33)
        run.type("q")
        try run.waitForExit()
        // Quitting folded the journal into the file, sorted, and removed the journal.
        #expect(try fileLines() == lines)
        #expect(!FileManager.default.fileExists(atPath: folder.file(".decisions.tsv.journal").path))
    }

    @Test func ctrlCInTheMiddleRestoresTheTerminalAndKeepsDecisions() throws {
        let run = try start(["cat", "dog", "emu", "fig", "gnu"])
        let before = run.settings
        try run.waitForScreen { $0.contains("remaining 5") }
        run.type("tt")
        try run.waitForScreen { $0.contains("remaining 3") }
        run.type("\u{3}")  // Ctrl-C
        let status = try run.waitForExit()
        #expect(PseudoTerminalProgram.exitCode(status) == 0)
        expectRestored(run, before: before)
        #expect(try decisionLines() == ["cat\ttarget", "dog\ttarget"])
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aQuitSignalRestoresTheTerminal(_ signalNumber: Int32) throws {
        let run = try start(["cat", "dog", "emu"])
        let before = run.settings
        try run.waitForScreen { $0.contains("remaining 3") }
        run.type("d")
        try run.waitForScreen { $0.contains("remaining 2") }
        run.send(signal: signalNumber)
        let status = try run.waitForExit()
        // It ends the way the signal asks, after putting the terminal back.
        #expect(PseudoTerminalProgram.signal(status) == signalNumber)
        expectRestored(run, before: before)
        #expect(try decisionLines() == ["cat\tdrop"])
    }

    @Test(arguments: [SIGABRT, SIGSEGV])
    func aCrashRestoresTheTerminal(_ signalNumber: Int32) throws {
        let run = try start(["cat", "dog"])
        let before = run.settings
        try run.waitForScreen { $0.contains("remaining 2") }
        run.send(signal: signalNumber)
        let status = try run.waitForExit()
        #expect(PseudoTerminalProgram.signal(status) == signalNumber)
        expectRestored(run, before: before)
    }

    @Test func killMinus9LosesNoDecisionAlreadyMade() throws {
        let words = (0..<20).map { "w" + String(UnicodeScalar(UInt8(97 + $0))) + "x" }
        let run = try start(words)
        try run.waitForScreen { $0.contains("remaining 20") }
        for key in "tadtadtadtad" { run.type(String(key)) }
        try run.waitForScreen { $0.contains("decided 12") }
        run.send(signal: SIGKILL)
        let status = try run.waitForExit()
        #expect(PseudoTerminalProgram.signal(status) == SIGKILL)
        let lines = try decisionLines()
        #expect(lines.count == 12)
        #expect(lines.first == "wax\ttarget")
        // No temporary file left behind by a finished save.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    /// A keypress rewrites the decisions file: a person's comments in it stay where they were.
    @Test func aKeypressKeepsTheCommentsOfTheDecisionsFile() throws {
        let original = "# Reviewed by Ana, March\n# names: drop\nbee\tdrop\ta name here\n# fruit below\nfig\ttarget\n# end of list\n"
        _ = try folder.write(original, to: "decisions.tsv")
        let run = try start(["cat", "dog", "emu"])
        try run.waitForScreen { $0.contains("remaining 3") }
        run.type("t")
        try run.waitForScreen { $0.contains("remaining 2") }
        run.send(signal: SIGTERM)
        _ = try run.waitForExit()
        let text = String(decoding: FileManager.default.contents(atPath: decisionsPath) ?? Data(), as: UTF8.self)
        #expect(text.hasSuffix("# Reviewed by Ana, March\n# names: drop\nbee\tdrop\ta name here\ncat\ttarget\n# fruit below\nfig\ttarget\n# end of list\n"), "\(text)")
    }

    @Test func undoGoesBackSeveralSteps() throws {
        let run = try start(["cat", "dog", "emu", "fig"])
        try run.waitForScreen { $0.contains("remaining 4") }
        run.type("tas")   // cat target, dog accepted, emu skipped
        try run.waitForScreen { $0.contains("remaining 1") }
        #expect(try decisionLines() == ["cat\ttarget", "dog\taccepted"])
        run.type("u")     // back to emu (the skip)
        try run.waitForScreen { $0.contains("remaining 2") && $0.contains("undone: skip of emu") }
        run.type("u")     // dog's decision taken back
        try run.waitForScreen { $0.contains("remaining 3") && $0.contains("undone: decision on dog") }
        #expect(try decisionLines() == ["cat\ttarget"])
        run.type("u")
        try run.waitForScreen { $0.contains("remaining 4") }
        #expect(try decisionLines() == [])
        run.type("u")
        try run.waitForScreen { $0.contains("nothing to undo") }
        run.type("d")
        try run.waitForScreen { $0.contains("remaining 3") }
        #expect(try decisionLines() == ["cat\tdrop"])
        run.type("q")
        try run.waitForExit()
    }

    @Test func aNoteGoesWithTheDecision() throws {
        let run = try start(["cat", "dog"])
        try run.waitForScreen { $0.contains("remaining 2") }
        run.type("n")
        try run.waitForScreen { $0.contains("note:") && $0.contains("[Enter] keep it") }
        run.type("a pet, keep")
        run.type("\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}")   // Backspace ×6 → "a pet"
        run.type("\r")
        try run.waitForScreen { $0.contains("note kept for cat") && $0.contains("note: a pet") }
        run.type("t")
        try run.waitForScreen { $0.contains("remaining 1") }
        #expect(try decisionLines() == ["cat\ttarget\ta pet"])
        // Escape cancels a note being typed; keys typed into a note decide nothing.
        run.type("ntad\u{1B}")
        try run.waitForScreen { $0.contains("note cancelled") }
        #expect(try decisionLines() == ["cat\ttarget\ta pet"])
        run.type("d")
        try run.waitForScreen { $0.contains("The queue is done") }
        #expect(try decisionLines() == ["cat\ttarget\ta pet", "dog\tdrop"])
        run.type("q")
        try run.waitForExit()
    }

    @Test func aResizeLaysTheScreenOutAgain() throws {
        let run = try start(["cat", "dog"], rows: 30, columns: 100)
        let before = run.settings
        try run.waitForScreen { $0.contains("remaining 2") }
        run.resize(rows: 16, columns: 60)
        let small = try run.waitForScreen { screen in
            screen.contains("[t] target") && screen.lines.allSatisfy { $0.count <= 60 } && screen.contains("remaining 2")
        }
        // Too small for the big letters: the word is spelled out instead.
        #expect(small.contains("C A T"))
        run.resize(rows: 40, columns: 120)
        try run.waitForScreen { $0.contains("█") && $0.contains("remaining 2") }
        run.type("t")
        try run.waitForScreen { $0.contains("remaining 1") }
        run.type("q")
        try run.waitForExit()
        expectRestored(run, before: before)
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndComesBack() throws {
        let run = try start(["cat", "dog"])
        let before = run.settings
        try run.waitForScreen { $0.contains("remaining 2") }
        run.type("\u{1A}")  // Ctrl-Z
        try run.waitForStop()
        expectRestored(run, before: before)
        run.send(signal: SIGCONT)
        try run.waitForScreen { $0.onAlternateScreen && $0.contains("remaining 2") }
        #expect(run.settings.c_lflag & tcflag_t(ICANON) == 0, "raw mode again")
        run.type("t")
        try run.waitForScreen { $0.contains("remaining 1") }
        #expect(try decisionLines() == ["cat\ttarget"])
        run.type("q")
        try run.waitForExit()
        expectRestored(run, before: before)
    }

    @Test func aFailedSaveKeepsTheWordOnScreenAndTheTerminalWorking() throws {
        let sub = folder.file("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let list = try wordList(["cat", "dog"])
        let decisions = sub.appendingPathComponent("decisions.tsv").path
        let run = try PseudoTerminalProgram(BuiltProgram("dictbuild").url, ["review", "--words", list, "--decisions", decisions])
        let before = run.settings
        try run.waitForScreen { $0.contains("remaining 2") }
        try FileManager.default.removeItem(at: sub)
        run.type("t")
        try run.waitForScreen { $0.contains("NOT SAVED") && $0.contains("remaining 2") }
        run.type("q")
        try run.waitForExit()
        expectRestored(run, before: before)
    }

    @Test func withoutATerminalItSaysWhatToUseInstead() throws {
        let list = try wordList(["cat"])
        let run = try BuiltProgram("dictbuild").run(["review", "--words", list, "--decisions", decisionsPath])
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("needs a terminal") && run.stderr.contains("--export"))
    }
}
