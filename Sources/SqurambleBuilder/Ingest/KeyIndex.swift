import Squramble

/// The distinct keys of a build in the order first seen, found again by their bytes: an
/// open-addressing table of positions over the keys' bytes. It does for the builder what
/// `[String: Int32]` would without a `String` a key: a key read from a file is looked up
/// from its bytes, and the keys are kept as those bytes alone (``keys`` makes a `String`
/// of one when it is read). `Documentation/Performance.md` has what it saves.
///
/// ```swift
/// var index = KeyIndex()
/// let (position, isNew) = index.insert("cat")   // (0, true)
/// index.position(of: "cat")                     // 0
/// Array(index.keys)                             // ["cat"]
/// ```
///
/// Positions never depend on the hash (it is seeded per process): only on the order of
/// insertion, so builds stay reproducible.
package struct KeyIndex: Sendable {
    /// The keys, by position, as their bytes (32-bit starts: positions are 32-bit too,
    /// and keys have at most a few hundred bytes).
    package private(set) var keys = KeyList()
    /// The table, a power of two long: in each slot, the high half of its key's hash
    /// (above) and the key's position + 1 (below), 0 for an empty slot. Hash and position
    /// share a word so a probe reads one place in memory, and most mismatches cost no
    /// byte comparison.
    private(set) var slots: [UInt64] = []
    private(set) var mask = 0
    /// Whether the table was let go (``dropLookups()``): keys can be read, not found or added.
    private(set) var droppedLookups = false
    private static let seed = UInt64.random(in: .min ... .max)

    package var count: Int { keys.count }

    package init(capacity: Int = 0) { reserve(capacity) }

    /// Makes room for `count + extra` keys of `bytes` bytes in all without growing the
    /// table again.
    mutating func reserve(_ extra: Int, bytes: Int = 0) {
        let wanted = count + extra
        keys.reserve(extra, bytes: bytes)
        if !Self.fits(wanted, slots.count) { rehash(to: wanted * 10 / 7 + 1) }
    }

    /// The bytes of all keys.
    var byteCount: Int { keys.bytes.count }

    /// Lets the table go (a power of two of 8-byte slots, about 17 bytes a key), keeping
    /// the keys (in arrays of their size: reading reserves by an estimate): for a caller that finds keys another way from now on. Finding or adding
    /// a key after this is a programming error, and stops the program.
    mutating func dropLookups() {
        slots = []; mask = 0
        droppedLookups = true
        keys.shrink()
    }

    /// Inserts the key with these UTF-8 bytes; `hash` is ``hash(_:)`` of the bytes, when
    /// the caller has it already.
    @inline(__always)
    package mutating func insert(bytes: UnsafeBufferPointer<UInt8>, hash: UInt64? = nil) -> (position: Int32, isNew: Bool) {
        insert(bytes: bytes, hash: hash ?? Self.hash(bytes))
    }

    /// Inserts `key`.
    package mutating func insert(_ key: String) -> (position: Int32, isNew: Bool) {
        key.withUTF8Bytes { bytes in insert(bytes: bytes, hash: Self.hash(bytes)) }
    }

    /// Reads the slot where a key with this hash would be looked for first, so that the
    /// memory is on its way to the cache when the key is inserted a little later: the
    /// loads of a batch of keys overlap, where one insertion after another waits for
    /// each in turn. Returns the word read (a caller adds them up and hands the sum to
    /// ``keepTouched(_:)``, so the reads are not optimised away).
    @inline(__always)
    func touch(hash: UInt64) -> UInt64 {
        slots.isEmpty ? 0 : slots[Int(truncatingIfNeeded: hash) & mask]
    }

    /// Takes the sum of what ``touch(hash:)`` read, so that the compiler cannot drop the
    /// reads (an unoptimised call that does nothing with it).
    @inline(never) @_optimize(none)
    static func keepTouched(_ sum: UInt64) {}

    /// The position of `key`, or `nil`.
    package func position(of key: String) -> Int32? {
        key.withUTF8Bytes { position(ofBytes: $0) }
    }

    package func position(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
        precondition(!droppedLookups, "a key looked up after the key table was let go")
        guard !slots.isEmpty else { return nil }
        let hash = Self.hash(bytes)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if entry & 0xFFFF_FFFF_0000_0000 == tag, equals(position, bytes) { return Int32(truncatingIfNeeded: position) }
            slot = (slot + 1) & mask
        }
    }

    package func contains(_ key: String) -> Bool { position(of: key) != nil }

    private mutating func insert(bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (position: Int32, isNew: Bool) {
        if !Self.fits(count + 1, slots.count) { rehash(to: max(16, slots.count * 2)) }
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
            if entry & 0xFFFF_FFFF_0000_0000 == tag, equals(position, bytes) { return (Int32(truncatingIfNeeded: position), false) }
            slot = (slot + 1) & mask
        }
        let position = count
        keys.append(bytes)
        slots[slot] = tag | UInt64(position + 1)
        return (Int32(truncatingIfNeeded: position), true)
    }

    @inline(__always)
    private func equals(_ position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        keys.withBytes(position) { equalBytes($0, bytes) }
    }

    /// Whether `keys` keys fit in a table of `slots` slots: at most 70% full. Probes
    /// stay short (linear probing, and most probes fall in one cache line), and the table
    /// stays small enough for the processor's caches, which matter more: nearly every
    /// insertion of a big list is a read from memory at a random place.
    private static func fits(_ keys: Int, _ slots: Int) -> Bool { keys * 10 <= slots * 7 }

    private mutating func rehash(to minimum: Int) {
        precondition(!droppedLookups, "a key added after the key table was let go")
        var size = 16
        while size < minimum { size <<= 1 }
        var newSlots = [UInt64](repeating: 0, count: size)
        let newMask = size - 1
        for position in 0..<count {
            let hash = keys.withBytes(position) { Self.hash($0) }
            var slot = Int(truncatingIfNeeded: hash) & newMask
            while newSlots[slot] != 0 { slot = (slot + 1) & newMask }
            newSlots[slot] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
        }
        slots = newSlots; mask = newMask
    }

    /// A 64-bit hash of the bytes: eight at a time, each word mixed by a multiply and a
    /// rotation, then a final avalanche (the finaliser of MurmurHash3), from a per-process seed.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var i = 0
        let count = bytes.count
        while i + 8 <= count {
            var word: UInt64 = 0
            for j in 0..<8 { word |= UInt64(bytes[i + j]) << UInt64(j * 8) }
            h = (h ^ (word &* 0x87C3_7B91_1142_53D5)).rotatedLeft(31) &* 0x4CF5_AD43_2745_937F
            i += 8
        }
        if i < count {
            var word: UInt64 = 0
            for j in 0..<(count - i) { word |= UInt64(bytes[i + j]) << UInt64(j * 8) }
            h = (h ^ (word &* 0x87C3_7B91_1142_53D5)).rotatedLeft(31) &* 0x4CF5_AD43_2745_937F
        }
        h ^= h >> 33; h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33; h &*= 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return h
    }
}

private extension UInt64 {
    @inline(__always) func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}

/// The keys of a ``KeyIndex`` by position, each made into a `String` as it is read (no
/// allocation for a key of up to 15 bytes), or lent as its bytes.
package typealias KeyList = ByteStrings
