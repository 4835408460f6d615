@testable import Squramble
import Testing

/// Keeps the worked example of `Documentation/DictionaryFormat.md` true, byte for byte.
@Suite struct DictionaryFormatDocTests {
    static let metadata = LexiconMetadata(
        name: "Example", language: "en", policy: .standard,
        unicode: UnicodeVersions(icu: "74.2", unicode: "15.1"), sources: [], builtBy: "dictbuild 0.1.0"
    )
    static let words = [
        Fixture.word("at", frequency: 50), Fixture.word("cat", frequency: 45, band: .easy), Fixture.word("cats", band: .medium),
        Fixture.word("oat"), Fixture.word("oats", display: "Oats", band: .medium),
    ]

    static func hex(_ text: String) -> [UInt8] {
        text.split(whereSeparator: { $0 == " " || $0 == "|" || $0 == "\n" }).compactMap { UInt8($0, radix: 16) }
    }

    @Test func workedExample() throws {
        let bytes = try LexiconWriter.encode(words: Self.words, metadata: Self.metadata)
        #expect(bytes.count == 408)
        #expect(Array(bytes[0..<144]) == Self.hex("""
            53 51 55 52 41 4D 42 4C 01 00 90 00 06 00 00 00 98 01 00 00 00 00 00 00 05 00 00 00 03 00 00 00
            04 00 00 00 17 A6 9A 3C B3 D0 81 6A 00 00 00 00
            41 4C 50 48  90 00 00 00  0B 00 00 00  00 00 00 00
            47 52 50 48  9B 00 00 00  0E 00 00 00  00 00 00 00
            46 52 45 51  A9 00 00 00  0C 00 00 00  00 00 00 00
            44 49 53 50  B5 00 00 00  15 00 00 00  00 00 00 00
            54 52 47 54  CA 00 00 00  39 00 00 00  00 00 00 00
            4D 45 54 41  03 01 00 00  95 00 00 00  00 00 00 00
            """))
        #expect(Array(bytes[144..<155]) == Self.hex("05 01 61 01 63 01 6F 01 73 01 74"))
        #expect(Array(bytes[155..<169]) == Self.hex("57 00 6E 33 02 25 00 25 04 29 2B 15 04 18"))
        #expect(Array(bytes[169..<181]) == Self.hex("02 | 02 00 00 00 | 00 00 00 00 | 03 | 32 2D"))
        #expect(Array(bytes[181..<202]) == Self.hex("01 00 00 00 | 01 00 00 00 | 04 00 00 00 00 00 00 00 | 00 00 03 01 4F"))
        #expect(Array(bytes[202..<259]) == Self.hex("""
            02 00 00 00 | 02 00 00 00 |
            03 00 02 00 00 00 00 00 01 00 00 00 00 00 00 00 | 04 00 03 00 01 00 00 00 02 00 00 00 01 00 00 00 |
            01 00 00 00 00 00 00 00 | 02 00 00 00 00 00 00 00 | 02
            """))
        #expect(String(decoding: bytes[259...], as: UTF8.self) == #"{"builtBy":"dictbuild 0.1.0","language":"en","name":"Example","policy":{"foldsAccents":false},"sources":[],"unicode":{"icu":"74.2","unicode":"15.1"}}"#)
        let lexicon = try Lexicon(bytes: bytes)
        try lexicon.verify()
        #expect(lexicon.wordID(for: MatchKey(normalized: "oat")) == WordID(3))
        #expect(lexicon.entry(WordID(4))?.display == "Oats")
        #expect(lexicon.target(length: 4, band: .medium, index: 1) == WordID(4))
    }
}
