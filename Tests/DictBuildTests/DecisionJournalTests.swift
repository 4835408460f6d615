#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import SqurambleBuilder
import SqurambleTestSupport
import Testing

/// Issue 28, case 8 and the 1M-line save: a decision is appended to the journal (not a
/// rewrite of the file), two sessions on one file lose nothing, and what a killed
/// session journalled is read by the next session and by builds.
@Suite struct DecisionJournalTests {
    static func key(_ i: Int) -> String { "w" + String(i, radix: 26).map { Character(UnicodeScalar(UInt8(97) + UInt8(String($0), radix: 26)!)) } }

    static func identity(_ path: String) -> (UInt64, Int) {
        var info = stat()
        _ = stat(path, &info)
        return (UInt64(info.st_ino), Int(info.st_size))
    }

    /// A decision does not rewrite the file (same inode, same size): it is one journal line.
    @Test func aDecisionIsOneJournalLineNotARewrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("d.tsv").path
        var many = ReviewDecisions()
        for i in 0..<20_000 { many.set(ReviewDecision(key: Self.key(i), verdict: .accepted)) }
        try many.write(to: path)
        let before = Self.identity(path)
        let log = try DecisionLog(path: path)
        try log.record(ReviewDecision(key: "zebra", verdict: .target, note: "striped"))
        try log.erase(Self.key(5))
        #expect(Self.identity(path) == before)
        let journal = try String(contentsOfFile: log.journalPath, encoding: .utf8)
        #expect(journal == "zebra\ttarget\tstriped\n\(Self.key(5))\t-\n")
        try log.close()
        #expect(access(log.journalPath, F_OK) != 0)
        let reread = try DecisionLog(path: path)
        #expect(reread.count == 20_000)
        #expect(reread["zebra"]?.note == "striped" && reread[Self.key(5)] == nil)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == lines.sorted())
    }

    /// Two sessions, A deciding 15 words `target` and B 15 others `drop`, in turns, each
    /// closing in turn: the file keeps all 30, and each saw the other's before saving.
    @Test func twoSessionsOnOneFileKeepAllThirty() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("d.tsv").path
        let a = try DecisionLog(path: path), b = try DecisionLog(path: path)
        for i in 0..<15 {
            try a.record(ReviewDecision(key: "a" + Self.key(i), verdict: .target))
            try b.record(ReviewDecision(key: "b" + Self.key(i), verdict: .drop))
            if i == 7 { try a.close() }   // A folds half-way; B goes on in a new journal
        }
        #expect(b.count == 30)
        try b.close()
        try a.close()
        let final = try DecisionLog(path: path)
        #expect(final.count == 30)
        #expect((0..<15).allSatisfy { final["a" + Self.key($0)]?.verdict == .target && final["b" + Self.key($0)]?.verdict == .drop })
    }

    /// A session killed before it closed: its journal (with a last line cut short) is
    /// read by a build and by the next session, which folds it in.
    @Test func aKilledSessionsJournalIsNotLost() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("d.tsv").path
        var base = ReviewDecisions()
        base.set(ReviewDecision(key: "cat", verdict: .target))
        try base.write(to: path)
        try "dog\tdrop\tnot today\ncat\t-\nemu\tacc".write(toFile: DecisionJournal.path(for: path), atomically: true, encoding: .utf8)
        var tally = LineTally(file: "d.tsv")
        let built = try ReviewDecisions.read(path, tally: &tally, key: { $0 })
        #expect(built.sorted.map(\.key) == ["dog"])
        let log = try DecisionLog(path: path)
        #expect(log.count == 1 && log["dog"]?.note == "not today")
        try log.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ReviewDecisions.header + "dog\tdrop\tnot today\n")
    }

    /// A journal line the decisions file could not hold (a control character in its key
    /// or note) is skipped, so a fold never writes a line its reader would refuse (found
    /// by the playerdata fuzzer: the folded file read back to other decisions).
    @Test func aJournalLineTheFileCouldNotHoldIsSkipped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("d.tsv").path
        try "\u{13}dog\tdrop\nemu\ttarget\tok\u{1}\nowl\t TARGET \tfine\n".write(toFile: DecisionJournal.path(for: path), atomically: true, encoding: .utf8)
        let log = try DecisionLog(path: path)
        #expect(log.decisions.sorted.map { "\($0.key) \($0.verdict) \($0.note)" } == ["owl target fine"])
        try log.close()
        #expect(try DecisionLog(path: path).decisions.sorted.map { "\($0.key) \($0.verdict) \($0.note)" } == ["owl target fine"])
    }

    /// The review screen's sessions, as two processes would run them: each decision made
    /// by a separate `dictbuild review --import` of one word, 15 each, in turns.
    @Test func twoProcessesLoseNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let words = (0..<30).map { "word" + Self.key($0) }
        _ = try folder.write(words.joined(separator: "\n") + "\n", to: "list.txt")
        let dictbuild = BuiltProgram("dictbuild")
        for (i, word) in words.enumerated() {
            _ = try folder.write("word\tdecision\tnote\n\(word)\t\(i.isMultiple(of: 2) ? "target" : "drop")\n", to: "sheet\(i).tsv")
        }
        let group = DispatchGroup()
        let failures = Failures()
        for half in 0..<2 {
            group.enter()
            Thread {
                for i in stride(from: half, to: 30, by: 2) {
                    let run = try? dictbuild.run(["review", "--words", "list.txt", "--decisions", "d.tsv", "--import", "sheet\(i).tsv"], currentDirectory: folder.url)
                    if run?.exitCode != 0 { failures.add(run?.stderr ?? "did not run") }
                }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(failures.list.isEmpty, "\(failures.list)")
        #expect(try DecisionLog(path: folder.file("d.tsv").path).count == 30)
    }
}

private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var list: [String] = []
    func add(_ text: String) { lock.lock(); list.append(text); lock.unlock() }
}
