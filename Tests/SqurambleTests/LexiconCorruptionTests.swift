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

    @Test(arguments: [3, 7, 0xFFFF] as [UInt16])
    func newerVersion(_ version: UInt16) {
        var bytes = Self.good
        bytes[8] = UInt8(version & 0xFF)
        bytes[9] = UInt8(version >> 8)
        #expect(Self.open(bytes).failure == .newerVersion(path: "test.sqd", found: Int(version), supported: 2))
    }

    /// A version-1 file (its graph laid out the old way) is refused with a message to
    /// rebuild it; with its header checksum wrong, it is damage instead.
    @Test func olderVersionIsRefusedWithRebuild() {
        var bytes = Self.good
        bytes[8] = 1
        let failure = Self.open(HandMadeFile.resigned(bytes)).failure
        #expect(failure == .olderVersion(path: "test.sqd", found: 1, supported: 2))
        #expect(failure?.description.contains("rebuild") == true)
        guard case .corrupted = Self.open(bytes).failure else {
            Issue.record("a version field changed without the header checksum was not reported as damage")
            return
        }
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
            .newerVersion(path: "a.sqd", found: 3, supported: 2), .olderVersion(path: "a.sqd", found: 1, supported: 2), .truncated(path: "a.sqd", expected: 100, actual: 50),
            .corrupted(path: "a.sqd", detail: "body checksum mismatch"),
        ]
        let phrases = ["cannot read", "not a Squramble dictionary", "version 3", "version 1", "truncated", "corrupted"]
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
        var displayed = 0
        lexicon.forEachDisplayForm { _, _ in displayed += 1 }
        #expect(displayed <= lexicon.wordCount)
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
        let graph: [UInt8] = [0x14, 0x03, 0x11, 0x00, 0x01, 0x02, 0x28, 0x16, 0x16, 0x01, 0x03, 0x0A, 0x00,
                              0x0A, 0x04, 0x09, 0x01, 0x01, 0x03, 0x0E, 0x06, 0x04, 0x05, 0x00]
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
    /// whose header (and root) claim a thousand words. Walks must stop quickly; verify
    /// must refuse it.
    @Test func ladderOfPathsDoesNotHang() throws {
        let graph = HandMadeFile.ladder(claimed: 1000)
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

    /// An edge that points backwards (code 0) or past the end, a record that runs past
    /// the end, widths out of range (0, 9 bytes) and a chain whose next record would be
    /// past the end are never followed.
    @Test(arguments: [[0x04, 0x01, 0x01, 0x00, 0x00, 0x05, 0x00], [0x04, 0x01, 0x01, 0x00, 0x7C, 0x05, 0x00],
                      [0x04, 0x01, 0x01, 0x00], [0x04, 0x01, 0x00, 0x00, 0x05, 0x00], [0x04, 0x01, 0x09, 0x00, 0x0C, 0, 0, 0, 0, 0, 0, 0, 0x05, 0x00],
                      [0x06, 0x00]] as [[UInt8]])
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
        var sections = HandMadeFile.sections(alphabet: ["a"], graph: HandMadeFile.chain([0]))
        sections.insert(("XTRA", [1, 2, 3]), at: 2)
        let lexicon = try Lexicon(bytes: HandMadeFile.make(sections: sections, wordCount: 1, longest: 1))
        try lexicon.verify()
        #expect(lexicon.contains(MatchKey(normalized: "a")))
    }

    @Test func missingSectionIsCorruption() {
        let sections = HandMadeFile.sections(alphabet: ["a"], graph: HandMadeFile.chain([0])).filter { $0.tag != "TRGT" }
        let result = Result { () throws(LexiconError) in try Lexicon(bytes: HandMadeFile.make(sections: sections, wordCount: 1, longest: 1)) }
        guard case .failure(.corrupted(_, let detail)) = result else {
            Issue.record("a missing section was not reported")
            return
        }
        #expect(detail.contains("TRGT"))
    }
}

/// Counts, letters and reserved bytes that a damaged or crafted file gets wrong while
/// its checksums are right (re-signed after the edit): the second hardening round.
@Suite struct CraftedHeaderTests {
    static let good = LexiconCorruptionTests.good
    static var goodLexicon: Lexicon { try! Lexicon(bytes: good) }

    /// `good` with the little-endian `value` of `width` bytes at `offset`, re-signed.
    static func edited(at offset: Int, width: Int, to value: UInt64, in bytes: [UInt8] = good) -> [UInt8] {
        var bytes = bytes
        for i in 0..<width { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(i))) }
        return HandMadeFile.resigned(bytes)
    }

    struct HeaderEdit: Sendable, CustomTestStringConvertible {
        var field: String, offset: Int, width: Int, value: UInt64
        var testDescription: String { "\(field) = \(value)" }
    }

    static let headerEdits: [HeaderEdit] = [
        HeaderEdit(field: "word count", offset: ByteLayout.wordCountOffset, width: 4, value: 9),  // the file holds 8
        HeaderEdit(field: "word count", offset: ByteLayout.wordCountOffset, width: 4, value: 7),
        HeaderEdit(field: "word count", offset: ByteLayout.wordCountOffset, width: 4, value: 1 << 31),
        HeaderEdit(field: "word count", offset: ByteLayout.wordCountOffset, width: 4, value: UInt64(UInt32.max)),
        HeaderEdit(field: "target count", offset: ByteLayout.targetCountOffset, width: 4, value: 9),
        HeaderEdit(field: "target count", offset: ByteLayout.targetCountOffset, width: 4, value: 1 << 31),
        HeaderEdit(field: "target count", offset: ByteLayout.targetCountOffset, width: 4, value: UInt64(UInt32.max)),
        HeaderEdit(field: "longest word", offset: ByteLayout.longestWordOffset, width: 2, value: UInt64(UInt16.max)),
    ]

    /// A count the sections cannot hold is refused at open, before anything loops over it.
    @Test(arguments: headerEdits)
    func countsBeyondWhatTheFileHoldsAreRefusedAtOpen(_ edit: HeaderEdit) {
        let bytes = Self.edited(at: edit.offset, width: edit.width, to: edit.value)
        guard case .corrupted(_, let detail)? = LexiconCorruptionTests.open(bytes).failure else {
            Issue.record("\(edit.testDescription) was not refused at open")
            return
        }
        #expect(detail.contains(edit.field.components(separatedBy: " ").first!) || detail.contains("longest"), "\(detail)")
    }

    /// Root and header agree on a count the graph's size cannot hold (a ladder of 2
    /// edges per state has 2^60 paths in 484 bytes).
    @Test(arguments: [31_040, 31_041, 1 << 32 - 1] as [UInt64])
    func moreWordsThanAGraphOfThatSizeHoldsAreRefused(_ claimed: UInt64) {
        let graph = HandMadeFile.ladder(claimed: claimed)
        let bytes = HandMadeFile.make(sections: HandMadeFile.sections(alphabet: ["a", "b"], graph: graph),
                                      wordCount: UInt32(claimed), longest: 60)
        // HandMadeFile's FREQ section is one byte (mode 0): it counts with the graph.
        let limit = (graph.count + 1) * ByteLayout.maxWordsPerGraphByte
        let result = LexiconCorruptionTests.open(bytes)
        if claimed <= UInt64(limit) {
            #expect(result.failure == nil)
        } else {
            guard case .corrupted(_, let detail)? = result.failure else {
                Issue.record("\(claimed) words in a \(graph.count)-byte graph were not refused")
                return
            }
            #expect(detail.contains("can hold"))
        }
    }

    /// A file whose only word is spelt with `letter` (standard policy: NFKC, case folding).
    static func oneLetterFile(_ letter: String) -> [UInt8] {
        HandMadeFile.make(sections: HandMadeFile.sections(alphabet: [letter], graph: HandMadeFile.chain([0])),
                          wordCount: 1, longest: 1)
    }

    /// A letter that is not its own match key (`A`, ESC, `ﬁ`, a lone mark, a space)
    /// could never be typed: such an alphabet is refused at open.
    @Test(arguments: [("A", false), ("\u{1B}", false), ("ﬁ", false), ("\u{301}", false), (" ", false), ("ß", false),
                      ("a", true), ("é", true), ("ñ", true), ("한", true), ("g\u{303}", true)])
    func lettersMustBeTheirOwnKeys(_ letter: String, _ opens: Bool) throws {
        let result = LexiconCorruptionTests.open(Self.oneLetterFile(letter))
        if opens {
            let lexicon = try result.get()
            try lexicon.verify()
            #expect(lexicon.contains(MatchKey(normalized: letter)))
        } else {
            guard case .corrupted(_, let detail)? = result.failure else {
                Issue.record("the letter \(letter.unicodeScalars.map(\.value)) was not refused")
                return
            }
            #expect(detail.contains("normal form"))
        }
    }

    /// Letters that are keys alone but not side by side: Hangul jamo ᄀ + ᅡ compose to
    /// 가 (so the key is not its own key); ᄀ + ᄀ stay as they are but are one letter.
    /// Open cannot see this; verify must.
    @Test(arguments: [["\u{1100}", "\u{1161}"], ["\u{1100}", "\u{1100}"]])
    func verifyFindsLettersThatJoin(_ word: [String]) throws {
        let alphabet = Array(Set(word)).sorted { $0.unicodeScalars.first!.value < $1.unicodeScalars.first!.value }
        let labels = word.map { UInt8(alphabet.firstIndex(of: $0)!) }
        let graph = HandMadeFile.chain(labels)
        let lexicon = try Lexicon(bytes: HandMadeFile.make(sections: HandMadeFile.sections(alphabet: alphabet, graph: graph),
                                                            wordCount: 1, longest: 2))
        #expect(throws: LexiconError.self) { try lexicon.verify() }
    }

    /// The writer refuses to make such a file in the first place.
    @Test(arguments: ["Cat", "c\u{1B}t", "ﬁne"])
    func theWriterRefusesKeysNotInNormalForm(_ key: String) {
        #expect(throws: LexiconWriteError.self) {
            try LexiconWriter.encode(words: [Fixture.word(key)], metadata: Fixture.metadata)
        }
    }

    /// Reserved bytes are ignored by readers, as the format document says: the byte
    /// after each target group's band, the header's two reserved fields, the flags and
    /// the section table's reserved words.
    @Test func reservedBytesAreIgnored() throws {
        let lexicon = Self.goodLexicon
        let targets = try #require(lexicon.core.header.sections[.targets])
        var bytes = Self.good
        let groups = Int(lexicon.core.targetGroupCount)
        for g in 0..<groups { bytes[targets.offset + ByteLayout.targetHeaderSize + g * ByteLayout.targetGroupSize + 3] = 0xA5 }
        bytes[ByteLayout.reservedOffset] = 0xA5
        bytes[ByteLayout.reserved2Offset + 3] = 0xA5
        bytes[ByteLayout.flagsOffset] = 0xA5
        for i in 0..<6 { bytes[ByteLayout.fixedHeaderSize + i * ByteLayout.sectionEntrySize + 12] = 0xA5 }
        let edited = try Lexicon(bytes: HandMadeFile.resigned(bytes))
        try edited.verify()
        #expect(edited.targetGroups.map(\.count) == lexicon.targetGroups.map(\.count))
        for group in lexicon.targetGroups {
            #expect(edited.target(length: group.length, band: group.band, index: 0) == lexicon.target(length: group.length, band: group.band, index: 0))
        }
    }
}
