@testable import Squramble

enum Fixture {
    static let metadata = LexiconMetadata(
        name: "Test", language: "en", policy: .standard,
        unicode: UnicodeVersions(icu: "0", unicode: "0"),
        sources: [LexiconSource(name: "tests", license: "CC0")], builtBy: "tests"
    )

    static func word(_ key: String, display: String? = nil, frequency: UInt8? = nil, band: DifficultyBand? = nil) -> LexiconWord {
        LexiconWord(key: MatchKey(normalized: key), display: display ?? key, frequency: frequency,
                    isTarget: band != nil, band: band)
    }

    static func lexicon(_ words: [LexiconWord]) throws -> Lexicon {
        try Lexicon(bytes: try LexiconWriter.encode(words: words, metadata: metadata))
    }

    /// Key order: letter by letter, letters in Unicode scalar order.
    static func keyOrder(_ a: String, _ b: String) -> Bool {
        Array(a).lexicographicallyPrecedes(Array(b), by: KeyOrder.precedes)
    }

    /// A few thousand random words over a small alphabet with a few non-ASCII letters,
    /// with random frequencies, display forms and targets.
    static func randomWords(count: Int, seed: UInt64) -> [LexiconWord] {
        var rng = SeededGenerator(seed: seed)
        let letters: [Character] = ["a", "b", "c", "d", "e", "s", "t", "é", "ñ", "한", "g\u{303}"]
        var keys = Set<String>()
        while keys.count < count {
            let length = Int.random(in: 1...8, using: &rng)
            // Skewed letter choice so words share prefixes and suffixes.
            keys.insert(String((0..<length).map { _ in letters[min(Int.random(in: 0..<letters.count, using: &rng), Int.random(in: 0..<letters.count, using: &rng))] }))
        }
        return keys.sorted().map { key in
            let roll = Int.random(in: 0..<10, using: &rng)
            return word(key,
                        display: roll == 0 ? key.uppercased() : nil,
                        frequency: roll < 6 ? UInt8.random(in: 0...255, using: &rng) : nil,
                        band: roll >= 7 ? DifficultyBand.allCases.randomElement(using: &rng) : nil)
        }
    }
}

/// Assembles a `.sqd` file from raw sections, following `Documentation/DictionaryFormat.md`
/// independently of the writer, so tests can craft files the writer would never make.
enum HandMadeFile {
    static func make(sections: [(tag: String, bytes: [UInt8])], wordCount: UInt32, targetCount: UInt32 = 0,
                     longest: UInt16, version: UInt16 = ByteLayout.version) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
            (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        let headerSize = 48 + 16 * sections.count
        let total = headerSize + sections.reduce(0) { $0 + $1.bytes.count }
        var file = Array("SQURAMBL".utf8) + le(version) + le(UInt16(headerSize)) + le(UInt16(sections.count)) + le(UInt16(0))
        file += le(UInt64(total)) + le(wordCount) + le(targetCount) + le(longest) + le(UInt16(0))
        file += le(UInt32(0)) + le(UInt32(0)) + le(UInt32(0))  // checksums, filled below; reserved
        var offset = headerSize
        for section in sections {
            file += Array(section.tag.utf8) + le(UInt32(offset)) + le(UInt32(section.bytes.count)) + le(UInt32(0))
            offset += section.bytes.count
        }
        for section in sections { file += section.bytes }
        let body = CRC32.checksum(Array(file[headerSize...]))
        file.replaceSubrange(36..<40, with: le(body))
        let header = CRC32.checksum(Array(file[0..<40]) + Array(file[44..<headerSize]))
        file.replaceSubrange(40..<44, with: le(header))
        return file
    }

    /// `value` as a LEB128 varint.
    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value, out: [UInt8] = []
        while value >= 0x80 { out.append(UInt8(value & 0x7F) | 0x80); value >>= 7 }
        return out + [UInt8(value)]
    }

    /// A graph of one word, `letters` (labels): a chain record per letter, then the end state.
    static func chain(_ labels: [UInt8]) -> [UInt8] {
        labels.flatMap { [0x06, $0] } + [0x05, 0x00]  // count 1, chain, the label; count 1, final, no edges
    }

    /// A "ladder": a root that claims `claimed` words, then 59 states with two edges (`a`
    /// and `b`) both to the next record, then the end state: 2^60 paths in a few hundred bytes.
    static func ladder(claimed: UInt64) -> [UInt8] {
        let head = varint(claimed << 2)
        let code = UInt8(2 * (head.count + 7))  // forwards to the next record
        var graph = head + [0x02, 0x11, 0x00, 0x01, code, code, 0x01]  // 2 edges, 1-byte targets and rank
        for _ in 0..<59 { graph += [0x04, 0x02, 0x11, 0x00, 0x01, 0x10, 0x10, 0x01] }  // count 1; a, b → +8; rank 1
        return graph + [0x05, 0x00]  // count 1, final, no edges
    }

    /// `bytes` with both checksums made right again, as after a deliberate edit.
    static func resigned(_ bytes: [UInt8]) -> [UInt8] {
        var file = bytes
        let headerSize = Int(file[10]) | Int(file[11]) << 8
        func put(_ value: UInt32, at offset: Int) { for i in 0..<4 { file[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * i)) } }
        put(CRC32.checksum(Array(file[headerSize...])), at: 36)
        put(CRC32.checksum(Array(file[0..<40]) + Array(file[44..<headerSize])), at: 40)
        return file
    }

    /// The sections every file needs, with an empty dictionary's content, to be overridden.
    static func sections(alphabet: [String], graph: [UInt8]) -> [(tag: String, bytes: [UInt8])] {
        let letters: [UInt8] = [UInt8(alphabet.count)] + alphabet.flatMap { [UInt8($0.utf8.count)] + Array($0.utf8) }
        let meta = Array(#"{"builtBy":"hand","language":"en","name":"Hand made","policy":{"foldsAccents":false},"sources":[],"unicode":{"icu":"0","unicode":"0"}}"#.utf8)
        return [("ALPH", letters), ("GRPH", graph), ("FREQ", [0]), ("DISP", [0, 0, 0, 0, 0, 0, 0, 0]),
                ("TRGT", [0, 0, 0, 0, 0, 0, 0, 0]), ("META", meta)]
    }
}
