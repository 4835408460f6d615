@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import Squramble
import SqurambleTerminal
import SqurambleTestSupport
import Testing
import SqurambleDefinitions

@Suite struct ReviewQueueTests {
    static let words: [ReviewCandidate] = [
        ReviewCandidate(key: "kelly", zipf: 4.0, automaticTier: .dropped, flags: [ReviewFlag(rule: "proper-noun")], distanceToCutoff: 1.0),
        ReviewCandidate(key: "cat", zipf: 5.0, automaticTier: .target, distanceToCutoff: 2.0),
        ReviewCandidate(key: "bix", zipf: 2.6, automaticTier: .accepted, flags: [ReviewFlag(rule: "target-rare")], distanceToCutoff: -0.4),
        ReviewCandidate(key: "zebra", zipf: 3.8, automaticTier: .target, distanceToCutoff: 0.8),
        ReviewCandidate(key: "ox", zipf: 4.1, automaticTier: .target, distanceToCutoff: 1.1),
        ReviewCandidate(key: "nato", zipf: 4.5, automaticTier: .dropped,
                        flags: [ReviewFlag(rule: "abbreviation"), ReviewFlag(rule: "proper-noun")], distanceToCutoff: 1.5),
    ]

    @Test(arguments: [
        ("borderline", ["kelly", "bix", "zebra", "ox", "nato", "cat"]),
        ("shortest", ["ox", "cat", "bix", "nato", "kelly", "zebra"]),
        ("common", ["cat", "nato", "ox", "kelly", "zebra", "bix"]),
        ("targets", ["ox", "cat", "zebra"]),
        ("rule:proper-noun", ["kelly"]),
        ("rule:abbreviation", []),
    ])
    func arranges(_ name: String, _ expected: [String]) throws {
        let queue = try #require(ReviewQueue(name: name))
        #expect(queue.arrange(Self.words).map(\.key) == expected)
    }

    @Test func decidedWordsNeverComeUp() {
        #expect(ReviewQueue.shortestFirst.arrange(Self.words) { $0 == "ox" || $0 == "cat" }.map(\.key) == ["bix", "nato", "kelly", "zebra"])
    }

    @Test func unknownQueueNamesAreRefused() {
        #expect(ReviewQueue(name: "longest") == nil)
        #expect(ReviewQueue(name: "rule:") == nil)
    }
}

@Suite struct DecisionSheetTests {
    func read(_ text: String) -> DecisionSheet.Reading {
        DecisionSheet.read(Array(text.utf8)) { try? NormalizationPolicy.standard.key(for: $0) }
    }

    @Test func readsDecisionsAndSkipsHeaderCommentsAndEmptyDecisions() {
        let reading = read("\u{FEFF}word\tdecision\tnote\tzipf\r\ncat\ttarget\t\t5.1\r\n# a comment\n\nDOG\tA\tdull\nemu\t\t\t3.5\nowl\td\n")
        #expect(reading.badLines.isEmpty)
        #expect(reading.decisions.map { "\($0.key) \($0.verdict) \($0.note)" } == ["cat target ", "dog accepted dull", "owl drop "])
        #expect(reading.undecided == 1)
    }

    @Test func reportsEveryBadLineByNumber() {
        var text = "cat\ttarget\n"                     // 1 fine
        text += "dog\n"                              // 2 no tab
        text += "emu\tmaybe\n"                       // 3 unknown decision
        text += "\ttarget\n"                         // 4 no word
        text += "o'clock\tdrop\n"                    // 5 not letters
        text += "cat\tdrop\n"                        // 6 contradicts line 1
        text += "fig\ttar\u{0}get\n"                 // 7 NUL
        text += String(repeating: "x", count: 5000) + "\tdrop\n"  // 8 too long
        text += "gnu\ttarget\u{1}\n"                 // 9 control character
        var bytes = Array(text.utf8)
        bytes += [0x68, 0xFF, 0x09, 0x74, 0x0A]      // 10 invalid UTF-8
        bytes += Array("cat\ttarget\n".utf8)         // 11 same as line 1: fine
        let reading = DecisionSheet.read(bytes) { try? NormalizationPolicy.standard.key(for: $0) }
        #expect(reading.badLines.map(\.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(reading.badLines[1].reason.contains("maybe"))
        #expect(reading.badLines[4].reason.contains("line 1"))
        #expect(reading.decisions.map(\.key) == ["cat"])
    }

    @Test func exportsAQueueThatImportsBack() {
        let words = [ReviewCandidate(key: "cat", display: "cat", zipf: 5.1, band: .veryEasy),
                     ReviewCandidate(key: "kelly", display: "Kelly", zipf: 4, automaticTier: .dropped,
                                     flags: [ReviewFlag(rule: "proper-noun", detail: "only seen as Kelly")])]
        let sheet = DecisionSheet.export(words)
        #expect(sheet == """
            word\tdecision\tnote\tzipf\tletters\tband\tautomatic\tflags\tdisplay
            cat\t\t\t5.10\t3\tvery easy\ttarget\t\tcat
            kelly\t\t\t4.00\t5\t\tdropped\tproper-noun: only seen as Kelly\tKelly

            """)
        let filled = sheet.replacingOccurrences(of: "cat\t\t", with: "cat\ttarget\t")
        let reading = read(filled)
        #expect(reading.badLines.isEmpty)
        #expect(reading.decisions.map(\.key) == ["cat"])
        #expect(reading.undecided == 1)
    }
}

@Suite struct DecisionMergeTests {
    func decisions(_ list: [(String, ReviewVerdict, String)]) -> ReviewDecisions {
        var result = ReviewDecisions()
        for (key, verdict, note) in list { result.set(ReviewDecision(key: key, verdict: verdict, note: note)) }
        return result
    }

    @Test func unionAndConflicts() {
        let mine = decisions([("cat", .target, ""), ("dog", .target, "pet"), ("emu", .drop, ""), ("owl", .target, "")])
        let theirs = decisions([("cat", .target, "fun"), ("dog", .accepted, ""), ("fig", .accepted, ""), ("owl", .target, "")])
        let merge = DecisionMerge(mine, theirs)
        #expect(merge.union.sorted.map { "\($0.key) \($0.verdict) \($0.note)" } == ["cat target fun", "emu drop ", "fig accepted ", "owl target "])
        #expect(merge.conflicts.map(\.key) == ["dog"])
        #expect(merge.conflictReport(firstName: "A", secondName: "B") == ["dog: A says target (pet), B says accepted"])
        #expect((merge.onlyFirst, merge.onlySecond, merge.agreed) == (1, 1, 2))
    }
}

@Suite struct ReviewSessionTests {
    @Test func paceAndTimeLeft() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try DecisionLog(path: folder.file("d.tsv").path)
        let words = (0..<10).map { ReviewCandidate(key: "w" + String(UnicodeScalar(UInt8(97 + $0)))) }
        var session = ReviewSession(queue: words, log: log, startedAt: 100)
        session.now = { 130 }
        #expect(session.decisionsPerMinute == nil)
        try session.decide(.target)
        try session.decide(.drop)
        session.skip()
        // 2 decisions in half a minute: 4 a minute; 7 words left: 1.75 minutes.
        #expect(session.decisionsPerMinute == 4)
        #expect(session.minutesLeft == 1.75)
        #expect(session.remaining == 7)
        try session.undo()
        try session.undo()
        #expect(session.decidedCount == 1)
        #expect(session.current?.key == "wb")
        #expect(log.count == 1)
        let screen = ReviewScreen(title: "t", queueName: "q", style: .plain)
        let lines = screen.lines(for: session, rows: 30, columns: 100)
        #expect(lines[0].hasSuffix("decided 1 · remaining 9 · 2.0/min · 5 min left "))
        #expect(lines.count == 30)
    }

    @Test func durations() {
        #expect(ReviewScreen.duration(minutes: 0.5) == "<1 min")
        #expect(ReviewScreen.duration(minutes: 42.4) == "42 min")
        #expect(ReviewScreen.duration(minutes: 200) == "3 h 20 min")
    }
}

@Suite struct RelatedWordsTests {
    @Test func anagramsAndSubwords() {
        let related = RelatedWords(words: [("least", 4), ("slate", 3.5), ("stale", 3.8), ("steal", 3.9), ("last", 5),
                                           ("sea", 5.2), ("eat", 5.1), ("at", 6), ("tea", 4.5), ("seat", 4.4), ("lattes", 2)])
        #expect(related.anagrams(of: "least") == ["slate", "stale", "steal"])
        #expect(related.subwords(of: "least", limit: 4) == ["sea", "eat", "last", "tea"])
        #expect(related.subwords(of: "eat") == [])
    }
}

@Suite struct WordNetTests {
    static let folder = "/usr/share/wordnet"
    static var installed: Bool { FileManager.default.fileExists(atPath: folder + "/index.noun") }

    @Test(.enabled(if: installed)) func definesWordsAndInflections() throws {
        let wordnet = try WordNetDefinitions(folder: Self.folder)
        let brick = try #require(wordnet.definition(of: "brick"))
        #expect(brick.hasPrefix("(n) rectangular block of clay"))
        #expect(wordnet.definition(of: "bricks") == brick)
        #expect(try #require(wordnet.definition(of: "geese")).contains("(n)"))
        #expect(try #require(wordnet.definition(of: "ran")).contains("(v)"))
        #expect(wordnet.definition(of: "the") == nil)
        #expect(wordnet.definition(of: "qzxv") == nil)
    }

    @Test func refusesAFolderThatIsNotWordNet() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: DefinitionsError.self) { try WordNetDefinitions(folder: folder.url.path) }
    }

    @Test func findsLinesInASortedFile() {
        let text = Array("  1 licence\n  2 more\nab x\nabc y\nabd z\nb w\n".utf8)
        #expect(WordNetDefinitions.findLine(startingWith: Array("abc ".utf8), in: text) == "abc y")
        #expect(WordNetDefinitions.findLine(startingWith: Array("ab ".utf8), in: text) == "ab x")
        #expect(WordNetDefinitions.findLine(startingWith: Array("b ".utf8), in: text) == "b w")
        #expect(WordNetDefinitions.findLine(startingWith: Array("abe ".utf8), in: text) == nil)
    }
}

@Suite struct DecisionLogTests {
    @Test func twoWritersOfOneFileLoseNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("decisions.tsv").path
        // Two reviewers (two logs, as two processes would have) writing in turns.
        let first = try DecisionLog(path: path)
        let second = try DecisionLog(path: path)
        for index in 0..<20 {
            let key = "w" + String(UnicodeScalar(UInt8(97 + index)))
            try (index.isMultiple(of: 2) ? first : second).record(ReviewDecision(key: key, verdict: .target))
        }
        try first.erase("wb")   // wb was written by the other log
        // The sessions end: the journal is folded into the file.
        try first.close()
        try second.close()
        let reread = try DecisionLog(path: path)
        #expect(reread.count == 19)
        #expect(reread["wb"] == nil)
        #expect(reread["wt"]?.verdict == .target)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines == lines.sorted())
    }

    @Test func concurrentWritersInThreadsLoseNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("decisions.tsv").path
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let log = try DecisionLog(path: path)
                    for index in 0..<10 {
                        try log.record(ReviewDecision(key: "k\(writer)x" + String(UnicodeScalar(UInt8(97 + index))), verdict: .drop))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try DecisionLog(path: path).count == 40)
    }
}

/// The shipped English recipe: its decisions cover every 3- and 4-letter word the review would ask about.
@Suite struct EnglishDecisionsTests {
    static let recipe: String = {
        var folder = URL(fileURLWithPath: #filePath)
        while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("wordlists/en/recipe.json").path
    }()

    @Test(.enabled(if: FileManager.default.fileExists(atPath: recipe)))
    func everyShortCandidateIsDecided() throws {
        let run = try BuiltProgram("dictbuild").run(["review", Self.recipe, "--queue", "shortest", "--limit", "5", "--export", "-"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 5)
        // The shortest undecided words have five letters or more.
        #expect(rows.allSatisfy { Int($0[4])! >= 5 }, "\(rows.map { $0[0] })")
    }
}

@Suite struct ReviewHeaderTests {
    static let title = "English (SCOWL 2020.12.07, size 70)"

    func frame(columns: Int, flags: [ReviewFlag] = []) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try DecisionLog(path: folder.file("d.tsv").path)
        let words = (0..<400).map { ReviewCandidate(key: "w\($0)", zipf: 3, flags: flags) }
        var session = ReviewSession(queue: words, log: log, startedAt: 100)
        session.now = { 160 }
        try session.decide(.target)
        let screen = ReviewScreen(title: Self.title, queueName: "borderline first", style: .plain)
        return screen.lines(for: session, rows: 40, columns: columns)
    }

    /// The header keeps the title at every width, giving up the least needed parts first.
    @Test(arguments: [
        (140, " dictbuild review · \(title) · borderline first", "decided 1 · remaining 399 · 1.0/min · 6 h 39 min left "),
        (120, " dictbuild review · \(title) · borderline first", "decided 1 · remaining 399 · 1.0/min "),
        (100, " \(title) · borderline first", "decided 1 · remaining 399 · 1.0/min "),
        (80, " \(title) ", "decided 1 · remaining 399 · 1.0/min "),
        (60, " English (SCOWL 2020.12.07, size… ", "decided 1 · remaining 399 "),
        (40, " English (SC… ", "decided 1 · remaining 399 "),
    ])
    func headerKeepsTheTitle(_ columns: Int, _ left: String, _ right: String) throws {
        let header = try frame(columns: columns)[0]
        #expect(header.count <= columns)
        #expect(header.hasPrefix(left), "\(header)")
        #expect(header.hasSuffix(right), "\(header)")
    }

    @Test(arguments: [100, 80])
    func longFlagsAreWrappedNotCut(_ columns: Int) throws {
        let detail = "Zipf 2.10 is below targets.minZipf 2.50: targets come from words at least that common"
        let lines = try frame(columns: columns, flags: [ReviewFlag(rule: "target-rare", detail: detail)])
        // The word panel: the left half when the panels stand side by side.
        let panel = lines.map { columns >= 90 ? String($0.prefix((columns - 1) / 2)) : $0 }
        let text = panel.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "│" }).joined(separator: " ")
        #expect(text.contains("flagged: target-rare (" + detail + ")"))
        #expect(lines.allSatisfy { $0.count <= columns })
    }
}
