/// The project's own seeded random generator: xoshiro256** seeded through SplitMix64.
///
/// The same seed gives the same sequence on every platform and Swift version,
/// and so does everything the engine derives from it: ``uniform(below:)`` and
/// ``shuffle(_:)`` are implemented here rather than borrowed from the standard
/// library, whose algorithms (`Int.random(in:using:)`, `shuffled(using:)`) are
/// free to change between releases.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let die = random.uniform(below: 6) + 1
/// var tiles = ["s", "q", "u", "i", "r", "m"]
/// random.shuffle(&tiles)
/// ```
///
/// The state is `Codable`, so a saved game resumes with the exact same future.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable, Codable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// A generator for `seed`. Different `stream` values give independent sequences
    /// from one seed (the engine uses one stream per round and per purpose).
    public init(seed: UInt64, stream: UInt64 = 0) {
        var mixer = SplitMix64(state: seed ^ SplitMix64.mix(stream &+ 0x5175_7261_6D62_6C65))
        s0 = mixer.next(); s1 = mixer.next(); s2 = mixer.next(); s3 = mixer.next()
        if s0 | s1 | s2 | s3 == 0 { s0 = 0x9E37_79B9_7F4A_7C15 }  // xoshiro's one forbidden state
    }

    /// The four words of the generator's state, for the compact saved form
    /// (`GameState+Compact.swift`); ``init(words:)`` takes them back.
    var words: (UInt64, UInt64, UInt64, UInt64) { (s0, s1, s2, s3) }

    /// A generator in exactly the state of ``words``.
    init(words: (UInt64, UInt64, UInt64, UInt64)) {
        (s0, s1, s2, s3) = words
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }

    /// A uniformly random integer in `0..<bound`; `0` when `bound <= 0`.
    ///
    /// Lemire's multiply-and-reject method: unbiased, and specified here so that it
    /// never changes.
    public mutating func uniform(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        return Int(uniform(below64: UInt64(bound)))
    }

    /// A uniformly random integer in `range` (any range, even `Int.min...Int.max`).
    public mutating func uniform(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound)) &- UInt64(bitPattern: Int64(range.lowerBound))
        let offset = width == .max ? next() : uniform(below64: width + 1)
        return Int(Int64(bitPattern: UInt64(bitPattern: Int64(range.lowerBound)) &+ offset))
    }

    /// A uniformly random integer in `0..<bound` (bound > 0), Lemire's method.
    private mutating func uniform(below64 bound: UInt64) -> UInt64 {
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// Shuffles `elements` in place (Fisher–Yates, from the end), uniformly.
    public mutating func shuffle<T>(_ elements: inout [T]) {
        guard elements.count > 1 else { return }
        var i = elements.count - 1
        while i > 0 {
            let j = uniform(below: i + 1)
            if i != j { elements.swapAt(i, j) }
            i -= 1
        }
    }

    /// A shuffled copy of `elements`.
    public mutating func shuffled<T>(_ elements: [T]) -> [T] {
        var copy = elements
        shuffle(&copy)
        return copy
    }

    private func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}

/// SplitMix64: expands one 64-bit seed into well-mixed state words.
struct SplitMix64: Sendable {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's finaliser: a bijective mix of 64 bits.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A stable 64-bit hash of text (FNV-1a over UTF-8, then SplitMix64's finaliser).
///
/// Unlike `Hasher`, which is seeded per process, this gives the same value
/// everywhere; daily puzzles and per-round streams are derived with it.
func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01B3
    }
    return SplitMix64.mix(hash)
}
