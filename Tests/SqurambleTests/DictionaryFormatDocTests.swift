@testable import Squramble
import Testing

/// Keeps the worked example of `Documentation/DictionaryFormat.md` true.
@Suite struct DictionaryFormatDocTests {
    static let metadata = LexiconMetadata(
        name: "Example", language: "en", policy: .standard,
        unicode: UnicodeVersions(icu: "74.2", unicode: "15.1"), sources: [], builtBy: "dictbuild 0.1.0"
    )

    @Test func workedExample() throws {
        let words = ["at", "cat", "cats", "oat", "oats"].map { Fixture.word($0) }
        let bytes = try LexiconWriter.encode(words: words, metadata: Self.metadata)
        #expect(bytes.count == 331)
        #expect(Array(bytes[0..<48]) == [
            0x53, 0x51, 0x55, 0x52, 0x41, 0x4D, 0x42, 0x4C, 0x01, 0x00, 0x90, 0x00, 0x06, 0x00, 0x00, 0x00,
            0x4B, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x04, 0x00, 0x00, 0x00, 0x76, 0x36, 0xAF, 0x58, 0x62, 0xBC, 0x05, 0xB4, 0x00, 0x00, 0x00, 0x00,
        ])
        #expect(Array(bytes[144..<155]) == [0x05, 0x01, 0x61, 0x01, 0x63, 0x01, 0x6F, 0x01, 0x73, 0x01, 0x74])
        #expect(Array(bytes[155..<169]) == [0x57, 0x00, 0x6E, 0x33, 0x02, 0x25, 0x00, 0x25, 0x04, 0x29, 0x2B, 0x15, 0x04, 0x18])
        let lexicon = try Lexicon(bytes: bytes)
        #expect(lexicon.wordID(for: MatchKey(normalized: "oat")) == WordID(3))
        #expect(lexicon.wordID(for: MatchKey(normalized: "oats")) == WordID(4))
        let json = String(decoding: bytes[182...], as: UTF8.self)
        #expect(json.hasPrefix("{\"builtBy\":\"dictbuild 0.1.0\",\"language\":\"en\",\"name\":\"Example\""))
    }
}
