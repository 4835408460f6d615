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
