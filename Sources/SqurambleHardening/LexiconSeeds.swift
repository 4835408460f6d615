import Squramble

/// Small, real `.sqd` files made by ``LexiconWriter``: the starting points of the
/// dictionary-reader fuzzer and of the load test. Each one exercises a different part
/// of the format (no frequencies, dense and sparse frequencies, several rank blocks,
/// non-ASCII and multi-scalar letters, targets in every band, other policies).
///
/// ```swift
/// for (name, bytes) in LexiconSeeds.all() { try bytes.write(to: folder + "/" + name) }
/// ```
public enum LexiconSeeds {
    public static func all() -> [(name: String, bytes: [UInt8])] {
        var seeds: [(String, [UInt8])] = []
        func add(_ name: String, _ words: [LexiconWord], policy: NormalizationPolicy = .standard) {
            if let bytes = try? LexiconWriter.encode(words: words, metadata: metadata(name, policy: policy)) {
                seeds.append((name + ".sqd", bytes))
            }
        }
        add("empty", [])
        add("one", [word("a")])
        add("cat", ["cat", "cats", "act", "tac", "scat", "cast", "acts", "at", "ta", "sat"].enumerated().map { i, key in
            word(key, frequency: UInt8(20 + i), band: i % 3 == 0 ? .easy : nil)
        })
        add("accents", ["café", "cafe", "élève", "niño", "øre", "한글", "g\u{303}o", "αβγ"].map { word($0, display: $0.uppercased(), band: .medium) },
            policy: NormalizationPolicy(foldsAccents: false))
        add("turkish", ["ısı", "iş", "kız", "şişe"].map { word($0, frequency: 30, band: .hard) },
            policy: NormalizationPolicy(foldsAccents: false, locale: "tr"))
        add("random-300", randomWords(count: 300, seed: 1))
        add("random-1200", randomWords(count: 1200, seed: 2))
        return seeds
    }

    /// Real seeds with one count or size field set near an integer limit (or just past
    /// what the file holds), checksums recomputed: the header's word count, target count
    /// and longest word; the display-form, target-group, target-block and known-frequency
    /// counts inside their sections; a target group's count and start. A reader must
    /// refuse each, or answer and finish, without looping over the count it claims.
    public static func extremes() -> [(name: String, bytes: [UInt8])] {
        let values: [(String, UInt64)] = [("0", 0), ("255", 255), ("65535", 65_535), ("2e31-1", 1 << 31 - 1),
                                          ("2e31", 1 << 31), ("2e32-1", 1 << 32 - 1)]
        var result: [(String, [UInt8])] = []
        for (seedName, bytes) in all() where ["cat.sqd", "accents.sqd", "random-300.sqd"].contains(seedName) {
            let sections = sectionTable(bytes)
            // (field, offset, width): header fields, then the first fields of sections.
            var fields: [(String, Int, Int)] = [("words", 24, 4), ("targets", 28, 4), ("longest", 32, 2)]
            if let display = sections["DISP"] { fields += [("displays", display, 4), ("display-blocks", display + 4, 4)] }
            if let targets = sections["TRGT"] {
                fields += [("groups", targets, 4), ("target-blocks", targets + 4, 4),
                           ("group0-start", targets + 12, 4), ("group0-count", targets + 16, 4)]
            }
            if let frequencies = sections["FREQ"], bytes[frequencies] == 2 { fields.append(("known-frequencies", frequencies + 1, 4)) }
            let words = UInt64(bytes[24]) | UInt64(bytes[25]) << 8 | UInt64(bytes[26]) << 16 | UInt64(bytes[27]) << 24
            for (field, offset, width) in fields {
                for (valueName, value) in values + [("words+1", words + 1), ("words-1", words &- 1)] {
                    var edited = bytes
                    for i in 0..<width { edited[offset + i] = UInt8(truncatingIfNeeded: value >> UInt64(8 * i)) }
                    if let signed = LexiconProbe.resigned(edited) {
                        result.append(("extreme-\(seedName.dropLast(4))-\(field)-\(valueName).sqd", signed))
                    }
                }
            }
        }
        return result
    }

    /// Where each section starts, by tag, read from the section table.
    static func sectionTable(_ bytes: [UInt8]) -> [String: Int] {
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        let count = Int(bytes[12]) | Int(bytes[13]) << 8
        var table: [String: Int] = [:]
        for i in 0..<count {
            let entry = 48 + 16 * i
            table[String(decoding: bytes[entry ..< entry + 4], as: UTF8.self)] = u32(entry + 4)
        }
        return table
    }

    /// A few hundred or thousand random words over a small alphabet with a few non-ASCII
    /// letters, shared prefixes and suffixes, some frequencies, display forms and targets.
    public static func randomWords(count: Int, seed: UInt64, letters: [Character] = ["a", "b", "c", "d", "e", "s", "t", "é", "ñ", "한", "g\u{303}"]) -> [LexiconWord] {
        var rng = SplitMix(seed: seed)
        var keys = Set<String>()
        while keys.count < count {
            let length = Int.random(in: 1...9, using: &rng)
            keys.insert(String((0..<length).map { _ in
                letters[min(Int.random(in: 0..<letters.count, using: &rng), Int.random(in: 0..<letters.count, using: &rng))]
            }))
        }
        return keys.sorted().map { key in
            let roll = Int.random(in: 0..<10, using: &rng)
            return word(key, display: roll == 0 ? key.uppercased() : nil,
                        frequency: roll < 6 ? UInt8.random(in: 0...255, using: &rng) : nil,
                        band: roll >= 7 ? DifficultyBand.allCases.randomElement(using: &rng) : nil)
        }
    }

    static func word(_ key: String, display: String? = nil, frequency: UInt8? = nil, band: DifficultyBand? = nil) -> LexiconWord {
        LexiconWord(key: MatchKey(normalized: key), display: display ?? key, frequency: frequency, isTarget: band != nil, band: band)
    }

    static func metadata(_ name: String, policy: NormalizationPolicy) -> LexiconMetadata {
        LexiconMetadata(name: "fuzz seed \(name)", language: policy.locale ?? "en", policy: policy,
                        unicode: UnicodeVersions(icu: "0", unicode: "0"),
                        sources: [LexiconSource(name: "SqurambleHardening", license: "CC0")], builtBy: "hardening")
    }
}

/// SplitMix64, so every seed file and every load-test query list is the same on every run.
public struct SplitMix: RandomNumberGenerator, Sendable {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
