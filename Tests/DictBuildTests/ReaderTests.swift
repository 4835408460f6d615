@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import Squramble
import SqurambleTestSupport
import Testing

/// A reader case: raw bytes in, the usable lines and the refused line numbers out.
struct NastyInput: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var lines: [String]
    var unusable: [Int: String]
    var testDescription: String { name }

    static let all: [NastyInput] = [
        NastyInput(name: "empty file", bytes: [], lines: [], unusable: [:]),
        NastyInput(name: "byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("cat\ndog\n".utf8), lines: ["cat", "dog"], unusable: [:]),
        NastyInput(name: "CRLF", bytes: Array("cat\r\ndog\r\n".utf8), lines: ["cat", "dog"], unusable: [:]),
        NastyInput(name: "no final newline", bytes: Array("cat\ndog".utf8), lines: ["cat", "dog"], unusable: [:]),
        NastyInput(name: "comments and blanks", bytes: Array("# list\n\n   \ncat\n  # indented\n".utf8), lines: ["cat"], unusable: [:]),
        NastyInput(name: "invalid UTF-8 byte", bytes: Array("cat\n".utf8) + [0x64, 0xFF, 0x67, 0x0A] + Array("emu\n".utf8),
                   lines: ["cat", "emu"], unusable: [2: "invalid UTF-8 at byte 2"]),
        NastyInput(name: "truncated UTF-8 sequence", bytes: [0x63, 0x61, 0x66, 0xC3, 0x0A] + Array("tea\n".utf8),
                   lines: ["tea"], unusable: [1: "invalid UTF-8"]),
        NastyInput(name: "overlong encoding", bytes: [0xC0, 0xAF, 0x0A] + Array("tea\n".utf8), lines: ["tea"], unusable: [1: "invalid UTF-8"]),
        NastyInput(name: "UTF-16 surrogate in UTF-8", bytes: [0xED, 0xA0, 0x80, 0x0A] + Array("tea\n".utf8), lines: ["tea"], unusable: [1: "invalid UTF-8"]),
        NastyInput(name: "NUL byte", bytes: Array("ca".utf8) + [0] + Array("t\ndog\n".utf8), lines: ["dog"], unusable: [1: "NUL byte at column 3"]),
        NastyInput(name: "control character", bytes: Array("be\u{7}ll\nowl\n".utf8), lines: ["owl"], unusable: [1: "control character U+0007"]),
        NastyInput(name: "C1 control character", bytes: Array("a\u{85}b\nowl\n".utf8), lines: ["owl"], unusable: [1: "control character U+0085"]),
        NastyInput(name: "lone carriage return", bytes: Array("a\rb\nowl\n".utf8), lines: ["owl"], unusable: [1: "control character U+000D"]),
        NastyInput(name: "million-character line", bytes: Array("ox\n".utf8) + [UInt8](repeating: 0x61, count: 1_000_000) + Array("\nyak\n".utf8),
                   lines: ["ox", "yak"], unusable: [2: "line too long (1000000 bytes"]),
        NastyInput(name: "accents kept", bytes: Array("café\nniño\n".utf8), lines: ["café", "niño"], unusable: [:]),
    ]
}

@Suite struct LineReaderTests {
    @Test(arguments: NastyInput.all)
    func readsWhatItCanAndCountsTheRest(_ input: NastyInput) throws {
        var tally = LineTally(file: "list.txt")
        var lines: [String] = []
        LineSplitter.forEachLine(in: input.bytes, tally: &tally) { text, _ in lines.append(text); return nil }
        #expect(lines == input.lines)
        #expect(tally.used == input.lines.count)
        #expect(tally.unusable.count == input.unusable.count)
        for bad in tally.unusable {
            #expect(bad.location.file == "list.txt")
            let expected = try #require(input.unusable[bad.location.line], "unexpected refusal \(bad)")
            #expect(bad.reason.contains(expected), "\(bad.reason)")
        }
    }

    @Test func missingFileIsOneClearError() throws {
        var tally = LineTally(file: "nope")
        #expect(throws: InputError.self) {
            try LineSplitter.forEachLine(of: "/nonexistent/words.txt", tally: &tally) { _, _ in nil }
        }
    }
}

@Suite struct FrequencyListTests {
    static func table(_ files: [(String, FrequencyTable.Format)]) throws -> (FrequencyTable, [LineTally]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var table = FrequencyTable()
        var tallies: [LineTally] = []
        for (i, (text, format)) in files.enumerated() {
            let url = try folder.write(text, to: "f\(i).txt")
            var tally = LineTally(file: "f\(i).txt")
            try table.read(url.path, format: format, tally: &tally, key: { $0.lowercased() })
            tallies.append(tally)
        }
        return (table, tallies)
    }

    @Test func countsBecomeZipf() throws {
        // 1,000 of 1,000,000 words → 1 per 1000 → Zipf log10(1e-3 × 1e9) = 6.
        let (table, _) = try Self.table([("the\t999000\ncat 1000\n", .auto)])
        #expect(abs(table["cat"]! - 6) < 1e-9)
    }

    @Test func zipfFilesAreDetectedAndKeptAsTheyAre() throws {
        let (table, _) = try Self.table([("cat\t4.25\ndog\t3\n", .auto)])
        #expect(table["cat"] == 4.25)
        #expect(table["dog"] == 3)
    }

    @Test func listsCombineByTheHighestValue() throws {
        let (table, _) = try Self.table([("cat\t4.2\n", .zipf), ("cat\t3.1\ndog\t2.5\n", .zipf)])
        #expect(table["cat"] == 4.2)
        #expect(table["dog"] == 2.5)
    }

    @Test func theSameWordTwiceAddsItsCounts() throws {
        let (table, _) = try Self.table([("The\t500\nthe\t500\nx\t0\n", .counts)])
        #expect(abs(table["the"]! - 9) < 1e-9)
        #expect(table["x"] == nil)
    }

    @Test(arguments: [
        ("cat\tmany\n", "not a non-negative number"),
        ("cat\t-3\n", "not a non-negative number"),
        ("cat\n", "expected a word and a number"),
        ("cat\t12.5\n", "a Zipf value is between 0 and 9"),
    ])
    func badLinesAreReportedWithTheirNumber(_ text: String, _ reason: String) throws {
        let (_, tallies) = try Self.table([("ok\t3.5\n" + text, .zipf)])
        #expect(tallies[0].unusable.count == 1)
        #expect(tallies[0].unusable.first?.location.line == 2)
        #expect(tallies[0].unusable.first?.reason.contains(reason) == true)
        #expect(tallies[0].used == 1)
    }
}

@Suite struct ReviewDecisionsTests {
    @Test func readsSortsAndWritesOneLinePerWord() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try folder.write("# header\nzebra\ttarget\nApple\tdrop\ta name, not fruit\nmango\tmaybe\ncat\taccepted\t\ncat\ttarget\tsecond thoughts\n", to: "d.tsv")
        var tally = LineTally(file: "d.tsv")
        let decisions = try ReviewDecisions.read(url.path, tally: &tally, key: { $0.lowercased() })
        #expect(decisions.count == 3)
        #expect(decisions["apple"]?.verdict == .drop)
        #expect(decisions["apple"]?.note == "a name, not fruit")
        #expect(decisions["cat"]?.verdict == .target)  // the later line counts
        #expect(decisions.repeated.map(\.location.line) == [6])
        #expect(tally.unusable.map(\.location.line) == [4])
        #expect(tally.unusable.first?.reason.contains("target, accepted or drop") == true)
        let text = decisions.encoded()
        #expect(text.hasPrefix("# Squramble review decisions"))
        // The comment stays above the word it was above.
        #expect(text.hasSuffix("apple\tdrop\ta name, not fruit\ncat\ttarget\tsecond thoughts\n# header\nzebra\ttarget\n"))
        #expect(decisions.conflicts.map(\.location.line) == [6])
        // Round trip.
        try decisions.write(to: folder.file("again.tsv").path)
        var again = LineTally(file: "again.tsv")
        let reread = try ReviewDecisions.read(folder.file("again.tsv").path, tally: &again, key: { $0 })
        #expect(reread.sorted.map(\.key) == ["apple", "cat", "zebra"])
        #expect(again.unusable.isEmpty)
    }

    @Test func aMissingFileIsNoDecisions() throws {
        var tally = LineTally(file: "none")
        let decisions = try ReviewDecisions.read("/nonexistent/decisions.tsv", tally: &tally, key: { $0 })
        #expect(decisions.count == 0)
    }

    @Test func notesStayOnOneLine() {
        #expect(ReviewDecision(key: "a", verdict: .drop, note: " two\tparts\nhere ").note == "two parts here")
    }
}

@Suite struct WordListReaderTests {
    /// A word list of more than three blocks (``WordListReader/blockLines``) with every
    /// kind of line: lowercase and capitalised ASCII, apostrophes, accents, full-width
    /// letters and ligatures, blanks, comments, spaces to trim, and refused lines, some
    /// of them right at the block edges.
    static func list(seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let vocabulary = (0..<2500).map { _ in
            String((0..<Int.random(in: 2...12, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
        let others = ["café", "Café", "CAFE", "niño", "Éclair", "straße", "ｃａｔ", "ﬁsh", "naïve", "Zoë's"]
        var bytes: [UInt8] = []
        let block = WordListReader.blockLines
        let edges: Set<Int> = [block - 1, block, block + 1, 2 * block, 2 * block + 1, 3 * block]
        for line in 1...(3 * block + 700) {
            if edges.contains(line) {
                bytes += Array("ca".utf8) + [0] + Array("t\n".utf8)
                continue
            }
            let word = vocabulary.randomElement(using: &generator)!
            let text: [UInt8]
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<60: text = Array(word.utf8)
            case 60..<70: text = Array((word.prefix(1).uppercased() + word.dropFirst()).utf8)
            case 70..<74: text = Array(word.uppercased().utf8)
            case 74..<80: text = Array((word + "'s").utf8)
            case 80..<88: text = Array(others.randomElement(using: &generator)!.utf8)
            case 88..<91: text = Array("  \(word) ".utf8)
            case 91..<94: text = Array("# \(word)".utf8)
            case 94..<96: text = []
            case 96..<98: text = Array(word.utf8) + [0xFF]
            default: text = Array(word.utf8) + [0x07]
            }
            bytes += text + (line % 5 == 0 ? [0x0D, 0x0A] : [0x0A])
        }
        return bytes
    }

    /// The reader on two threads collects exactly what reading one line after another,
    /// each as a string, collects: the same keys in the same order, the same spellings
    /// with the same first lines and counts, and the same tally.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func collectsWhatReadingLineByLineCollects(_ seed: UInt64) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = Self.list(seed: seed)
        let path = folder.file("words.txt").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let keys = KeyMaker(policy: NormalizationPolicy(foldsAccents: true, locale: "en"))

        var read = WordTable()
        read.files = ["words.txt"]
        var tally = LineTally(file: "words.txt")
        try WordListReader(path: path, bit: 2, keepsCase: true, keys: keys).read(into: &read, file: 0, tally: &tally)

        var expected = WordTable()
        expected.files = ["words.txt"]
        var expectedTally = LineTally(file: "words.txt")
        LineSplitter.forEachLine(in: bytes, tally: &expectedTally) { line, number in
            let text = line.trimmingWhiteSpaceForNotes()
            guard let k = keys.key(text) else { return "the word cannot be normalised" }
            expected.collect(text, key: k, bit: 2, keepsCase: true, file: 0, line: number)
            return nil
        }

        read.checkInvariants()
        expected.checkInvariants()
        #expect(expectedTally.unusable.count > 100)
        #expect(tally == expectedTally)
        #expect(Array(read.keys) == Array(expected.keys))
        #expect(read.masks == expected.masks)
        for position in 0..<expected.count {
            let got = Array(read.spellings(at: position)), want = Array(expected.spellings(at: position))
            #expect(got.map(\.text) == want.map(\.text))
            #expect(got.map(\.line) == want.map(\.line))
            #expect(got.map(\.occurrences) == want.map(\.occurrences))
            #expect(got.map(\.keepsCase) == want.map(\.keepsCase))
            // Letters and capitals counted from the bytes match those counted from the text.
            #expect(got.map { $0.caseCounts ?? CaseCounts($0.text) } == want.map { CaseCounts($0.text) })
        }
    }
}
