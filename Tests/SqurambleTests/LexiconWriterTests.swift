@testable import Squramble
import Testing

struct RejectedInput: Sendable, CustomTestStringConvertible {
    var name: String
    var words: [LexiconWord]
    /// A phrase the error message must contain.
    var mentions: String
    /// The reason the error must carry, with its evidence.
    var reason: LexiconWriteError.Reason
    var testDescription: String { name }
}

@Suite struct LexiconWriterTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func deterministicWhateverTheOrder(seed: UInt64) throws {
        let words = Fixture.randomWords(count: 1500, seed: seed)
        let reference = try LexiconWriter.encode(words: words, metadata: Fixture.metadata)
        var rng = SeededGenerator(seed: seed)
        for _ in 0..<3 {
            #expect(try LexiconWriter.encode(words: words.shuffled(using: &rng), metadata: Fixture.metadata) == reference)
        }
    }

    @Test func canonicallyEquivalentLettersAreOneLetter() throws {
        // "é" precomposed and decomposed are the same letter; the alphabet keeps one spelling.
        let a = try LexiconWriter.encode(words: [Fixture.word("caf\u{E9}"), Fixture.word("e\u{301}te")], metadata: Fixture.metadata)
        let b = try LexiconWriter.encode(words: [Fixture.word("e\u{301}te"), Fixture.word("caf\u{E9}")], metadata: Fixture.metadata)
        #expect(a == b)
        let lexicon = try Lexicon(bytes: a)
        #expect(lexicon.alphabet.count == 6)
        #expect(lexicon.contains(MatchKey(normalized: "cafe\u{301}")))
        #expect(lexicon.contains(MatchKey(normalized: "\u{E9}te")))
    }

    static let rejected: [RejectedInput] = [
        RejectedInput(name: "duplicate", words: [Fixture.word("cat"), Fixture.word("dog"), Fixture.word("cat")], mentions: "\"cat\" appears more than once", reason: .duplicateKey("cat")),
        RejectedInput(name: "canonical duplicate", words: [Fixture.word("caf\u{E9}"), Fixture.word("cafe\u{301}")], mentions: "appears more than once", reason: .duplicateKey("caf\u{E9}")),
        RejectedInput(name: "empty key", words: [Fixture.word("")], mentions: "empty key", reason: .emptyKey(position: 1, count: 1, display: "")),
        RejectedInput(name: "digits", words: [Fixture.word("c4t")], mentions: "not made of letters", reason: .keyNotLetters(key: "c4t", reason: .digits)),
        RejectedInput(name: "space", words: [Fixture.word("ice cream")], mentions: "not made of letters", reason: .keyNotLetters(key: "ice cream", reason: .spaces)),
        RejectedInput(name: "apostrophe", words: [Fixture.word("don't")], mentions: "not made of letters", reason: .keyNotLetters(key: "don't", reason: .punctuation)),
        RejectedInput(name: "target without band", words: [LexiconWord(key: MatchKey(normalized: "cat"), display: "cat", isTarget: true)], mentions: "no difficulty band", reason: .targetWithoutBand(key: "cat")),
        RejectedInput(name: "band without target", words: [LexiconWord(key: MatchKey(normalized: "cat"), display: "cat", band: .easy)], mentions: "not a target", reason: .bandWithoutTarget(key: "cat")),
        RejectedInput(name: "empty display", words: [Fixture.word("cat", display: "")], mentions: "empty display form", reason: .emptyDisplay(key: "cat")),
        RejectedInput(name: "too many letters", words: (0..<300).map { Fixture.word(String(Character(Unicode.Scalar(0x4E00 + $0)!))) }, mentions: "at most 255", reason: .tooManyLetters(count: 300, limit: 255)),
    ]

    @Test(arguments: rejected)
    func rejectsBadInput(_ input: RejectedInput) {
        do {
            _ = try LexiconWriter.encode(words: input.words, metadata: Fixture.metadata)
            Issue.record("\(input.name) was accepted")
        } catch {
            #expect(error.message.contains(input.mentions), "\(error.message)")
            #expect(error.reason == input.reason)
        }
    }

    @Test func writeFailureLeavesNothing() {
        #expect(throws: LexiconWriteError.self) {
            try LexiconWriter.write(words: [Fixture.word("cat")], metadata: Fixture.metadata, to: "/nonexistent-folder/x.sqd")
        }
    }

    /// The graph's records, kept in chunks while laid out, come out in reverse whole,
    /// records that straddle two chunks too.
    @Test func recordChunksComeOutInReverse() {
        var rng = SeededGenerator(seed: 7)
        var records: [[UInt8]] = [], chunks = RecordChunks(), total = 0
        while total < 3 * RecordChunks.chunkSize + 12_345 {
            let record = (0..<Int.random(in: 1...9_000, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            records.append(record)
            chunks.append(record)
            total += record.count
        }
        #expect(chunks.count == total)
        var ends: [Int] = []
        for record in records { ends.append((ends.last ?? 0) + record.count) }
        let out = chunks.reversed(count: records.count) { ($0 == 0 ? 0 : ends[$0 - 1]) ..< ends[$0] }
        #expect(out == Array(records.reversed().joined()))
    }

    @Test func shrunkKeepsTheElements() {
        var grown: [Int32] = []
        for n in 0..<1_000 { grown.append(Int32(n)) }
        grown.reserveCapacity(5_000)
        let shrunk = grown.shrunk()
        #expect(shrunk == grown)
        #expect(shrunk.capacity - shrunk.count <= shrunk.count / 16)
        #expect([Int32]().shrunk().isEmpty)
    }

    @Test func crcMatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([]) == 0)
    }

    @Test(arguments: [0, 1, 127, 128, 300, 16383, 16384, 1 << 21, 1 << 28, UInt32.max] as [UInt32])
    func varintRoundTrip(_ value: UInt32) {
        var writer = ByteWriter()
        writer.varint(value)
        #expect(writer.count == ByteWriter.varintSize(value))
        writer.bytes.withUnsafeBytes { raw in
            let view = ByteView(base: raw.baseAddress!, count: raw.count)
            let decoded = view.varint(0)
            #expect(decoded?.value == value)
            #expect(decoded?.next == raw.count)
            #expect(ByteView(base: raw.baseAddress!, count: raw.count - 1).varint(0) == nil || raw.count == 1 && value < 128)
        }
    }
}

struct DisplayEditCase: Sendable, CustomTestStringConvertible {
    var key: String
    var display: String
    var testDescription: String { "\(key) → \(display)" }
}

@Suite struct DisplayEditTests {
    static let cases: [DisplayEditCase] = [
        .init(key: "cafe", display: "café"), .init(key: "café", display: "Café"), .init(key: "arbol", display: "árbol"),
        .init(key: "strasse", display: "Straße"), .init(key: "aa", display: "a"), .init(key: "a", display: "aa"),
        .init(key: "aaa", display: "aAa"), .init(key: "é", display: "è"), .init(key: "fine", display: "ﬁne"),
        .init(key: "한글", display: "한국"), .init(key: "abc", display: "xyz"), .init(key: "nino", display: "niño"),
    ]

    @Test(arguments: cases)
    func editRebuildsTheDisplay(_ c: DisplayEditCase) throws {
        let key = Array(c.key.utf8), display = Array(c.display.utf8)
        let edit = DisplayEdit(key: key, display: display)
        #expect(edit.apply(to: key) == display)
        #expect(edit.prefix + edit.suffix <= min(key.count, display.count))
        let lexicon = try Fixture.lexicon([Fixture.word(c.key, display: c.display)])
        try lexicon.verify()
        #expect(lexicon.entry(WordID(0))?.display == c.display)
    }

    @Test func editThatDoesNotFitIsRefused() {
        #expect(DisplayEdit(prefix: 3, suffix: 2, middle: []).apply(to: Array("abcd".utf8)) == nil)
        #expect(DisplayEdit(prefix: -1, suffix: 0, middle: []).apply(to: Array("abcd".utf8)) == nil)
    }
}
