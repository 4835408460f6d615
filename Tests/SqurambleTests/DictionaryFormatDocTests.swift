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
        #expect(bytes.count == 418)
        #expect(Array(bytes[0..<144]) == Self.hex("""
            53 51 55 52 41 4D 42 4C 02 00 90 00 06 00 00 00 A2 01 00 00 00 00 00 00 05 00 00 00 03 00 00 00
            04 00 00 00 5C E7 E1 0E E5 3C D7 68 00 00 00 00
            41 4C 50 48  90 00 00 00  0B 00 00 00  00 00 00 00
            47 52 50 48  9B 00 00 00  18 00 00 00  00 00 00 00
            46 52 45 51  B3 00 00 00  0C 00 00 00  00 00 00 00
            44 49 53 50  BF 00 00 00  15 00 00 00  00 00 00 00
            54 52 47 54  D4 00 00 00  39 00 00 00  00 00 00 00
            4D 45 54 41  0D 01 00 00  95 00 00 00  00 00 00 00
            """))
        #expect(Array(bytes[144..<155]) == Self.hex("05 01 61 01 63 01 6F 01 73 01 74"))
        #expect(Array(bytes[155..<179]) == Self.hex("14 03 11 00 01 02 28 16 16 01 03 0A 00 0A 04 09 01 01 03 0E 06 04 05 00"))
        #expect(Array(bytes[179..<191]) == Self.hex("02 | 02 00 00 00 | 00 00 00 00 | 03 | 32 2D"))
        #expect(Array(bytes[191..<212]) == Self.hex("01 00 00 00 | 01 00 00 00 | 04 00 00 00 00 00 00 00 | 00 00 03 01 4F"))
        #expect(Array(bytes[212..<269]) == Self.hex("""
            02 00 00 00 | 02 00 00 00 |
            03 00 02 00 00 00 00 00 01 00 00 00 00 00 00 00 | 04 00 03 00 01 00 00 00 02 00 00 00 01 00 00 00 |
            01 00 00 00 00 00 00 00 | 02 00 00 00 00 00 00 00 | 02
            """))
        #expect(String(decoding: bytes[269...], as: UTF8.self) == #"{"builtBy":"dictbuild 0.1.0","language":"en","name":"Example","policy":{"foldsAccents":false},"sources":[],"unicode":{"icu":"74.2","unicode":"15.1"}}"#)
        let lexicon = try Lexicon(bytes: bytes)
        try lexicon.verify()
        #expect(lexicon.wordID(for: MatchKey(normalized: "oat")) == WordID(3))
        #expect(lexicon.entry(WordID(4))?.display == "Oats")
        #expect(lexicon.target(length: 4, band: .medium, index: 1) == WordID(4))
    }
}
