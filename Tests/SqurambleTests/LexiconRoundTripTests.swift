@testable import Squramble
import Testing

struct RoundTripCase: Sendable, CustomTestStringConvertible {
    var name: String
    var words: [LexiconWord]
    var testDescription: String { name }
}

@Suite struct LexiconRoundTripTests {
    static let cases: [RoundTripCase] = [
        RoundTripCase(name: "empty", words: []),
        RoundTripCase(name: "one letter", words: [Fixture.word("a")]),
        RoundTripCase(name: "prefixes", words: ["a", "ab", "abc", "abd", "b", "ba"].map { Fixture.word($0) }),
        RoundTripCase(name: "accents and ñ", words: [
            Fixture.word("cafe", display: "café"), Fixture.word("café", display: "Café", frequency: 40, band: .easy),
            Fixture.word("niño", frequency: 0, band: .medium), Fixture.word("nino"), Fixture.word("élève", display: "élève"),
        ]),
        RoundTripCase(name: "strasse", words: [Fixture.word("strasse", display: "Straße", frequency: 30, band: .hard)]),
        RoundTripCase(name: "Hangul", words: ["한국", "한글", "국어", "글"].map { Fixture.word($0, frequency: 20) }),
        RoundTripCase(name: "combining letters", words: [
            Fixture.word("g\u{303}a"), Fixture.word("ag\u{303}"), Fixture.word("x\u{301}x\u{301}", band: .veryHard),
        ]),
        // More than 64 letters: lookups start from the one-letter prefix table only.
        RoundTripCase(name: "a hundred letters", words: (0..<300).map { i in
            let scalars = [0x4E00 + i % 100, 0x4E00 + (i * 7) % 100, 0x4E00 + (i / 3) % 100].compactMap(Unicode.Scalar.init)
            return Fixture.word(String(String.UnicodeScalarView(scalars.prefix(2 + i % 2))), frequency: UInt8(i % 200))
        }.reduce(into: [String: LexiconWord]()) { $0[$1.key.text] = $1 }.values.sorted { $0.key.text < $1.key.text }),
        // Display forms over several blocks of 32, some words between them without one.
        RoundTripCase(name: "many display forms", words: (0..<150).map { i in
            let key = "c" + String(UnicodeScalar(UInt8(97 + i % 26))) + String(UnicodeScalar(UInt8(97 + i / 26)))
            return Fixture.word(key, display: i % 4 == 3 ? key : key.uppercased())
        }.sorted { $0.key.text < $1.key.text }),
        RoundTripCase(name: "all bands", words: DifficultyBand.allCases.map { Fixture.word("word\(String(repeating: "s", count: $0.rawValue))", band: $0) }),
    ]

    @Test(arguments: cases)
    func everyWordComesBack(_ testCase: RoundTripCase) throws {
        let lexicon = try Fixture.lexicon(testCase.words)
        try lexicon.verify()
        #expect(lexicon.wordCount == testCase.words.count)
        #expect(lexicon.targetCount == testCase.words.filter(\.isTarget).count)
        #expect(lexicon.metadata == Fixture.metadata)
        #expect(lexicon.formatVersion == 2)
        let sorted = testCase.words.sorted { Fixture.keyOrder($0.key.text, $1.key.text) }
        for (rank, word) in sorted.enumerated() {
            let id = try #require(lexicon.wordID(for: word.key), "\(word.key) missing")
            #expect(id == WordID(UInt32(rank)))
            #expect(lexicon.node(forPrefix: word.key.letters)?.wordID == id)
            let entry = try #require(lexicon.entry(id))
            #expect(entry.key.text.unicodeScalars.elementsEqual(word.key.text.unicodeScalars))
            #expect(entry.display == word.display)
            #expect(entry.frequency == word.frequency)
            #expect(entry.isTarget == word.isTarget)
            #expect(entry.band == word.band)
        }
        #expect(lexicon.entry(WordID(UInt32(testCase.words.count))) == nil)
        var listed: [String] = []
        lexicon.forEachEntry { listed.append($0.display) }
        #expect(listed == sorted.map(\.display))
        // The display forms alone, in one walk: the same as the entries whose display is not their key.
        var displays: [String] = []
        lexicon.forEachDisplayForm { id, display in
            displays.append(display)
            #expect(lexicon.entry(id)?.display == display)
        }
        #expect(displays == sorted.filter { $0.display != $0.key.text }.map(\.display))
        #expect(lexicon.longestWordLength == (testCase.words.map(\.key.letterCount).max() ?? 0))
    }

    @Test func notWords() throws {
        let lexicon = try Fixture.lexicon(["cat", "cats", "dog"].map { Fixture.word($0) })
        for absent in ["", "ca", "catss", "do", "dogs", "zebra", "c\r\nt", "ça"] {
            #expect(lexicon.wordID(for: MatchKey(normalized: absent)) == nil, "\(absent)")
        }
        #expect(lexicon.alphabet == ["a", "c", "d", "g", "o", "s", "t"])
    }

    @Test func writesAtomicallyAndOpensByMapping() throws {
        let folder = "/tmp/squramble-format-tests-\(UInt32.random(in: 0...UInt32.max))"
        _ = folder.withCString { mkdir($0, 0o755) }
        let path = folder + "/small.sqd"
        try LexiconWriter.write(words: ["pear", "peach", "plum"].map { Fixture.word($0) }, metadata: Fixture.metadata, to: path)
        let lexicon = try Lexicon.open(at: path)
        try lexicon.verify()
        #expect(lexicon.path == path)
        #expect(lexicon.contains(MatchKey(normalized: "plum")))
        #expect(throws: LexiconError.self) { try Lexicon.open(at: folder) }
        #expect(throws: LexiconError.self) { try Lexicon.open(at: folder + "/missing.sqd") }
        // Not regular files: a device, and a FIFO (which must not block waiting for a writer).
        #expect(throws: LexiconError.self) { try Lexicon.open(at: "/dev/null") }
        let fifo = folder + "/pipe.sqd"
        if mkfifo(fifo, 0o644) == 0 {
            #expect(throws: LexiconError.self) { try Lexicon.open(at: fifo) }
            unlink(fifo)
        }
        unlink(path)
        rmdir(folder)
    }
}

#if canImport(Glibc)
import Glibc
#endif
