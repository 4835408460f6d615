import SqurambleTerminal
import Testing

@Suite struct KeyDecoderTests {
    struct Case: Sendable, CustomStringConvertible {
        var bytes: [UInt8]
        var keys: [Key]
        var description: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(bytes: Array("tad".utf8), keys: [.character("t"), .character("a"), .character("d")]),
        Case(bytes: [0x03, 0x04], keys: [.control("c"), .control("d")]),
        Case(bytes: [0x0D, 0x0A, 0x7F, 0x08, 0x09], keys: [.enter, .enter, .backspace, .backspace, .tab]),
        Case(bytes: [0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44], keys: [.up, .down, .right, .left]),
        Case(bytes: [0x1B, 0x4F, 0x48, 0x1B, 0x4F, 0x46], keys: [.home, .end]),
        Case(bytes: Array("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[1;5A".utf8), keys: [.delete, .pageUp, .pageDown, .up]),
        Case(bytes: Array("é€😀".utf8), keys: [.character("é"), .character("€"), .character("😀")]),
        Case(bytes: Array("\u{1B}[99~t".utf8), keys: [.unknown(Array("\u{1B}[99~".utf8)), .character("t")]),
        Case(bytes: [0xFF, 0x74], keys: [.unknown([0xFF]), .character("t")]),
    ]

    @Test(arguments: cases)
    func decodes(_ c: Case) {
        var decoder = KeyDecoder()
        decoder.feed(c.bytes)
        var keys: [Key] = []
        while let key = decoder.next() { keys.append(key) }
        #expect(keys == c.keys)
        #expect(!decoder.hasPartialKey)
    }

    @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        decoder.feed([0x1B])
        #expect(decoder.next() == nil)
        decoder.feed([0x5B])
        #expect(decoder.next() == nil)
        decoder.feed([0x41, 0x74])
        #expect(decoder.next() == .up)
        #expect(decoder.next() == .character("t"))
        decoder.feed([0xC3])
        #expect(decoder.next() == nil)
        decoder.feed([0xA9])
        #expect(decoder.next() == .character("é"))
    }

    @Test func aLoneEscapeIsEscapeOnceNothingFollows() {
        var decoder = KeyDecoder()
        decoder.feed([0x1B])
        #expect(decoder.next() == nil)
        #expect(decoder.next(flushing: true) == .escape)
        decoder.feed([0x1B, 0x74])  // Alt-t: Escape, then t
        #expect(decoder.next() == .escape)
        #expect(decoder.next() == .character("t"))
    }
}
