@testable import DictBuild
@testable import SqurambleBuilder
import Testing

/// The word table keeps a spelling's text only where it is not its key, packs a
/// spelling's count, file, headword and case bits into 32 bits, and reads back what was collected, also
/// once its key lookups are let go.
@Suite struct WordTableTests {
    struct Packing: Sendable, CustomTestStringConvertible {
        var occurrences: Int32
        var fileIndex: Int32
        var keepsCase: Bool
        var headword = true
        var testDescription: String { "\(occurrences) lines, file \(fileIndex), keepsCase \(keepsCase), headword \(headword)" }
    }

    @Test(arguments: [
        Packing(occurrences: 1, fileIndex: 0, keepsCase: false),
        Packing(occurrences: 1, fileIndex: 63, keepsCase: true),
        Packing(occurrences: 12_345, fileIndex: 7, keepsCase: false, headword: false),
        Packing(occurrences: WordTable.Form.maximumOccurrences - 1, fileIndex: 63, keepsCase: false, headword: false),
        Packing(occurrences: WordTable.Form.maximumOccurrences, fileIndex: 1, keepsCase: true),
        Packing(occurrences: WordTable.Form.maximumOccurrences, fileIndex: 63, keepsCase: true, headword: false),
    ])
    func aFormKeepsItsCountFileAndCase(_ c: Packing) {
        var form = WordTable.Form(text: 5, line: 42, fileIndex: c.fileIndex, keepsCase: c.keepsCase, headword: c.headword,
                                  occurrences: c.occurrences)
        #expect(form.occurrences == c.occurrences && form.fileIndex == c.fileIndex && form.keepsCase == c.keepsCase)
        #expect(form.headword == c.headword)
        form.countLine(keepsCase: false, headword: false)
        #expect(form.occurrences == min(c.occurrences + 1, WordTable.Form.maximumOccurrences))
        #expect(form.fileIndex == c.fileIndex && form.keepsCase == c.keepsCase && form.headword == c.headword)
        form.countLine(keepsCase: true)
        #expect(form.keepsCase && form.headword && form.fileIndex == c.fileIndex)
        #expect(form.occurrences == min(c.occurrences + 2, WordTable.Form.maximumOccurrences))
        #expect(form.text == 5 && form.line == 42)
    }

    /// A spelling is a headword once any line gives it as it is, whichever came first.
    @Test func aSpellingIsAHeadwordOnceAnyLineGivesIt() {
        var table = WordTable()
        table.files = ["de.dic"]
        table.collect("ende", key: "ende", bit: 1, keepsCase: true, headword: false, file: 0, line: 1)
        table.collect("Ende", key: "ende", bit: 1, keepsCase: true, headword: true, file: 0, line: 2)
        table.collect("Enden", key: "enden", bit: 1, keepsCase: true, headword: false, file: 0, line: 2)
        table.collect("enden", key: "enden", bit: 1, keepsCase: true, headword: false, file: 0, line: 1)
        table.collect("enden", key: "enden", bit: 1, keepsCase: true, headword: true, file: 0, line: 1)
        #expect(table.surfaceForms(at: 0).map(\.headword) == [false, true])
        #expect(table.surfaceForms(at: 1).map(\.headword) == [false, true])
    }

    @Test func aFormTakesSixteenBytes() {
        #expect(MemoryLayout<WordTable.Form>.stride == 16)
    }

    /// (spelling, key) pairs as a list gives them, and what the table keeps of each key.
    static let lines: [(text: String, key: String)] = [
        ("cat", "cat"), ("Cat", "cat"), ("dog", "dog"), ("cat", "cat"), ("CAT", "cat"), ("Straße", "strasse"), ("Dog", "dog"),
    ]

    @Test func spellingsThatAreTheirKeyKeepNoText() {
        var table = WordTable()
        table.files = ["list.txt"]
        for (line, (text, key)) in Self.lines.enumerated() {
            table.collect(text, key: key, bit: 1, keepsCase: true, file: 0, line: line + 1)
        }
        table.checkInvariants()
        #expect(Array(table.keys) == ["cat", "dog", "strasse"])
        // Only Cat, CAT, Straße and Dog differ from their keys.
        #expect(Array(table.texts) == ["Cat", "CAT", "Straße", "Dog"])
        let expected: [[(String, Int32, Int32)]] = [[("cat", 1, 2), ("Cat", 2, 1), ("CAT", 5, 1)], [("dog", 3, 1), ("Dog", 7, 1)],
                                                    [("Straße", 6, 1)]]
        for dropped in [false, true] {
            if dropped { table.dropKeyLookups() }
            for position in 0..<table.count {
                let spellings = table.spellings(at: position)
                #expect(spellings.map(\.text) == expected[position].map(\.0))
                #expect(spellings.map(\.line) == expected[position].map(\.1))
                #expect(spellings.map(\.occurrences) == expected[position].map(\.2))
                #expect(table.firstSpelling(at: position) == expected[position][0].0)
                #expect(table.spellingCount(at: position) == expected[position].count)
            }
            table.checkInvariants()
        }
    }

    /// Whether a key's spellings differ by more than case: the byte comparison of ASCII
    /// spellings answers what comparing their `lowercased()` strings answers.
    @Test(arguments: [
        ["cat", "Cat", "CAT"], ["cat", "cut"], ["Cat", "cat", "cAts"], ["ab", "abc"],
        ["Straße", "STRASSE"], ["strasse", "Straße"], ["Éclair", "éclair"], ["e\u{301}clair", "\u{E9}clair"],
        ["cafe", "Café"], ["naïve", "NAÏVE", "naive"],
    ])
    func spellingsDifferBeyondCaseAsLowercasedStrings(_ spellings: [String]) {
        var table = WordTable()
        table.files = ["list"]
        for (line, text) in spellings.enumerated() {
            table.collect(text, key: "key", bit: 1, keepsCase: true, file: 0, line: line + 1)
        }
        #expect(table.spellingCount(at: 0) == spellings.count)
        #expect(table.spellingsDifferBeyondCase(at: 0) == (Set(spellings.map { $0.lowercased() }).count > 1))
    }
}
