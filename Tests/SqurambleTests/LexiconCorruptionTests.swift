@testable import Squramble
import Testing

/// Damaged files: each kind of damage gets its own error, and nothing traps or hangs.
@Suite struct LexiconCorruptionTests {
    static let words: [LexiconWord] = [
        Fixture.word("cat", frequency: 40, band: .easy), Fixture.word("cats", frequency: 35),
        Fixture.word("act", display: "ACT", band: .medium), Fixture.word("tac"), Fixture.word("scat", band: .hard),
        Fixture.word("café", display: "Café", frequency: 20), Fixture.word("niño", band: .veryEasy), Fixture.word("한글"),
    ]
    static let good: [UInt8] = (try? LexiconWriter.encode(words: words, metadata: Fixture.metadata)) ?? []

    static func open(_ bytes: [UInt8]) -> Result<Lexicon, LexiconError> {
        Result { () throws(LexiconError) in try Lexicon(bytes: bytes, path: "test.sqd") }
    }

    @Test func goodFileIsGood() throws {
        let lexicon = try Lexicon(bytes: Self.good, path: "test.sqd")
        try lexicon.verify()
        #expect(lexicon.fileSize == Self.good.count)
        #expect(lexicon.checksum == CRC32.checksum(Array(Self.good[lexicon.core.header.headerSize...])))
    }

    @Test(arguments: [
        Array("Squramble is a word game".utf8), Array("hello\n".utf8), [0x00], Array("PK\u{03}\u{04}".utf8),
        Array("XQURAMBL".utf8) + Array(good.dropFirst(8)),
    ])
    func notADictionary(_ bytes: [UInt8]) {
        #expect(Self.open(bytes).failure == .notADictionary(path: "test.sqd"))
    }

    @Test(arguments: [2, 7, 0xFFFF] as [UInt16])
    func newerVersion(_ version: UInt16) {
        var bytes = Self.good
        bytes[8] = UInt8(version & 0xFF)
        bytes[9] = UInt8(version >> 8)
        #expect(Self.open(bytes).failure == .newerVersion(path: "test.sqd", found: Int(version), supported: 1))
    }

    @Test func truncatedAtEveryOffset() {
        let headerSize = ByteLayout.fixedHeaderSize + 6 * ByteLayout.sectionEntrySize
        for length in 0..<Self.good.count {
            let failure = Self.open(Array(Self.good.prefix(length))).failure
            let expected = length < ByteLayout.fixedHeaderSize ? ByteLayout.fixedHeaderSize
                : length < headerSize ? headerSize : Self.good.count
            #expect(failure == .truncated(path: "test.sqd", expected: expected, actual: length), "length \(length)")
        }
    }

    @Test func appendedBytesAreCorruption() {
        guard case .corrupted = Self.open(Self.good + [0]).failure else {
            Issue.record("an appended byte was not reported")
            return
        }
    }

    /// Every byte, flipped three ways: `open` or `verify` must refuse the file, and
    /// every query on a file that opened must return without trapping.
    @Test(arguments: [0x01, 0x80, 0xFF] as [UInt8])
    func flippedBytes(_ mask: UInt8) {
        for offset in 0..<Self.good.count {
            var bytes = Self.good
            bytes[offset] ^= mask
            switch Self.open(bytes) {
            case .failure:
                continue
            case .success(let lexicon):
                #expect(throws: LexiconError.self, "flip \(mask) at \(offset) passed verify") { try lexicon.verify() }
                exercise(lexicon)
            }
        }
    }

    /// Bodies that keep a valid checksum but hold nonsense: random bytes in each
    /// section, with both checksums recomputed. `verify` must refuse or accept, and
    /// queries must not trap.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomBodiesWithValidChecksums(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let lexicon = try Lexicon(bytes: Self.good)
        let header = lexicon.core.header
        for _ in 0..<150 {
            var bytes = Self.good
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let offset = Int.random(in: header.headerSize..<bytes.count, using: &rng)
                bytes[offset] = UInt8.random(in: 0...255, using: &rng)
            }
            resign(&bytes, headerSize: header.headerSize)
            if case .success(let damaged) = Self.open(bytes) {
                _ = Result { () throws(LexiconError) in try damaged.verify() }
                exercise(damaged)
            }
        }
    }

    @Test func errorsReadAsOneSentence() {
        let errors: [LexiconError] = [
            .unreadable(path: "a.sqd", reason: "No such file or directory"), .notADictionary(path: "a.sqd"),
            .newerVersion(path: "a.sqd", found: 2, supported: 1), .truncated(path: "a.sqd", expected: 100, actual: 50),
            .corrupted(path: "a.sqd", detail: "body checksum mismatch"),
        ]
        let phrases = ["cannot read", "not a Squramble dictionary", "version 2", "truncated", "corrupted"]
        for (error, phrase) in zip(errors, phrases) {
            #expect(error.description.contains("a.sqd"))
            #expect(error.description.contains(phrase))
            #expect(error.description.contains("dictbuild") || error.description.contains("check"))
            #expect(!error.description.dropLast().contains("\n"))
        }
    }

    /// Recomputes both checksums after an edit of the body.
    func resign(_ bytes: inout [UInt8], headerSize: Int) {
        let body = CRC32.checksum(Array(bytes[headerSize...]))
        for i in 0..<4 { bytes[ByteLayout.bodyChecksumOffset + i] = UInt8(truncatingIfNeeded: body >> UInt32(8 * i)) }
        let header = FileHeader.headerChecksum(bytes, headerSize: headerSize)
        for i in 0..<4 { bytes[ByteLayout.headerChecksumOffset + i] = UInt8(truncatingIfNeeded: header >> UInt32(8 * i)) }
    }

    /// Runs every query once; the point is that none of them traps or hangs.
    func exercise(_ lexicon: Lexicon) {
        _ = lexicon.metadata
        _ = lexicon.alphabet
        for word in Self.words {
            if let id = lexicon.wordID(for: word.key) { _ = lexicon.entry(id) }
            _ = lexicon.words(withPrefix: MatchKey(normalized: String(word.key.text.prefix(1))))
        }
        for id in 0..<(lexicon.wordCount + 2) { _ = lexicon.entry(WordID(UInt32(id))) }
        var listed = 0
        lexicon.forEachEntry { _ in listed += 1 }
        #expect(listed <= lexicon.wordCount)
        _ = lexicon.words(withPrefix: MatchKey(normalized: ""), limit: 100)
        _ = lexicon.subanagrams(of: LetterMultiset("cattsañoéfi한글"))
        _ = lexicon.anagrams(of: LetterMultiset("tac"))
        for group in lexicon.targetGroups {
            _ = lexicon.target(length: group.length, band: group.band, index: 0)
        }
        var nodes = [lexicon.root]
        var visited = 0
        while let node = nodes.popLast(), visited < 200 {
            visited += 1
            _ = node.isWord
            _ = node.wordID
            _ = node.wordCount
            nodes.append(contentsOf: node.children.map(\.node))
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Files made by hand from the format document: they check the document against the
/// reader, and craft damage the writer cannot produce.
@Suite struct HandMadeFileTests {
    /// `Documentation/DictionaryFormat.md`'s example graph, written from the document.
    @Test func documentedGraphReads() throws {
        let graph: [UInt8] = [0x57, 0x00, 0x6E, 0x33, 0x02, 0x25, 0x00, 0x25, 0x04, 0x29, 0x2B, 0x15, 0x04, 0x18]
        let bytes = HandMadeFile.make(sections: HandMadeFile.sections(alphabet: ["a", "c", "o", "s", "t"], graph: graph),
                                      wordCount: 5, longest: 4)
        let lexicon = try Lexicon(bytes: bytes)
        try lexicon.verify()
        var keys: [String] = []
        lexicon.forEachEntry { keys.append($0.key.text) }
        #expect(keys == ["at", "cat", "cats", "oat", "oats"])
        #expect(lexicon.metadata.name == "Hand made")
    }

    /// A "ladder": sixty states each with two edges to the next, so 2^60 paths, in a file
    /// whose header claims a thousand words. Walks must stop quickly; verify must refuse it.
    @Test func ladderOfPathsDoesNotHang() throws {
        var graph: [UInt8] = []
        for _ in 0..<60 { graph += [0x16, 0x0C, 0x01] }  // count 1, next, 2 edges: a → +3, b → next
        graph.append(0x18)  // final, no edges
        let bytes = HandMadeFile.make(sections: HandMadeFile.sections(alphabet: ["a", "b"], graph: graph),
                                      wordCount: 1000, longest: 60)
        let lexicon = try Lexicon(bytes: bytes)
        #expect(throws: LexiconError.self) { try lexicon.verify() }
        var listed = 0
        lexicon.forEachEntry { _ in listed += 1 }
        #expect(listed <= 1000)
        let rack = LetterMultiset(String(repeating: "ab", count: 40))
        #expect(lexicon.subanagrams(of: rack).count <= 1000 * 61)
        _ = lexicon.anagrams(of: LetterMultiset(String(repeating: "ab", count: 30)))
        _ = lexicon.words(withPrefix: MatchKey(normalized: "abab"))
        _ = lexicon.entry(WordID(999))
    }

    /// An edge that points backwards (code 0) or past the end is never followed.
    @Test(arguments: [[0x12, 0x00, 0x01, 0x18], [0x12, 0x7C, 0x01, 0x18], [0x11, 0x03]] as [[UInt8]])
    func badEdgesAreRefused(_ graph: [UInt8]) throws {
        let bytes = HandMadeFile.make(sections: HandMadeFile.sections(alphabet: ["a", "b"], graph: graph),
                                      wordCount: 1, longest: 1)
        let lexicon = try Lexicon(bytes: bytes)
        #expect(throws: LexiconError.self) { try lexicon.verify() }
        _ = lexicon.wordID(for: MatchKey(normalized: "a"))
        _ = lexicon.subanagrams(of: LetterMultiset("ab"))
    }

    /// Each section in turn replaced by random bytes of a random length, in a file whose
    /// header and checksums are right: open may refuse it; if it does not, verify and
    /// every query must still return.
    @Test(arguments: ["ALPH", "GRPH", "FREQ", "DISP", "TRGT", "META"])
    func randomSection(_ tag: String) throws {
        var rng = SeededGenerator(seed: UInt64(tag.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let good = try Lexicon(bytes: LexiconCorruptionTests.good)
        let original = good.core.header.sections
        let tags: [(String, ByteLayout.Tag)] = [("ALPH", .alphabet), ("GRPH", .graph), ("FREQ", .frequencies),
                                                ("DISP", .displays), ("TRGT", .targets), ("META", .metadata)]
        for _ in 0..<200 {
            let sections = tags.map { name, known -> (tag: String, bytes: [UInt8]) in
                let range = original[known] ?? (0, 0)
                if name != tag { return (name, Array(LexiconCorruptionTests.good[range.offset ..< range.offset + range.length])) }
                let length = Int.random(in: 0...(range.length + 8), using: &rng)
                return (name, (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) })
            }
            let bytes = HandMadeFile.make(sections: sections, wordCount: UInt32(good.wordCount),
                                          targetCount: UInt32(good.targetCount), longest: UInt16(good.longestWordLength))
            if case .success(let lexicon) = LexiconCorruptionTests.open(bytes) {
                _ = Result { () throws(LexiconError) in try lexicon.verify() }
                LexiconCorruptionTests().exercise(lexicon)
            }
        }
    }

    @Test func unknownSectionsAreIgnored() throws {
        var sections = HandMadeFile.sections(alphabet: ["a"], graph: [0x15, 0x00, 0x18])
        sections.insert(("XTRA", [1, 2, 3]), at: 2)
        let lexicon = try Lexicon(bytes: HandMadeFile.make(sections: sections, wordCount: 1, longest: 1))
        try lexicon.verify()
        #expect(lexicon.contains(MatchKey(normalized: "a")))
    }

    @Test func missingSectionIsCorruption() {
        let sections = HandMadeFile.sections(alphabet: ["a"], graph: [0x15, 0x00, 0x18]).filter { $0.tag != "TRGT" }
        let result = Result { () throws(LexiconError) in try Lexicon(bytes: HandMadeFile.make(sections: sections, wordCount: 1, longest: 1)) }
        guard case .failure(.corrupted(_, let detail)) = result else {
            Issue.record("a missing section was not reported")
            return
        }
        #expect(detail.contains("TRGT"))
    }
}
