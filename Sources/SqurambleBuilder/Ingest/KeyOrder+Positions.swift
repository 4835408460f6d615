import Squramble

extension KeyOrder {
    /// The positions of `keys` in key order, by a comparison sort on ``sortPrefix(_:)``
    /// and, for keys that share those 8 bytes, the keys themselves. The standard
    /// library's sort finds runs already in order, and a word list read in its own order
    /// is mostly one: fewer comparisons than a radix sort's passes. Positions move, not
    /// keys: moving an integer retains nothing.
    ///
    /// ```swift
    /// KeyOrder.positions(of: index.keys)   // [1, 2, 0] for the keys "dog", "cat", "cats"
    /// ```
    package static func positions(of keys: KeyList) -> [Int32] {
        struct Item { var prefix: UInt64; var position: Int32 }
        var items = keys.indices.map { i in
            Item(prefix: keys.withBytes(i) { sortPrefix($0) }, position: Int32(truncatingIfNeeded: i))
        }
        items.sort { a, b in
            a.prefix != b.prefix ? a.prefix < b.prefix
                : keys.withBytes(Int(a.position)) { x in keys.withBytes(Int(b.position)) { y in precedes(x, y) } }
        }
        return items.map(\.position)
    }

    /// The first 8 bytes of a key, big-endian in an integer padded with zeros: where two
    /// prefixes differ, the first differing byte (or the end of the shorter key, a padding
    /// 0 below any byte) orders the keys as key order does; only equal prefixes need the
    /// full comparison.
    static func sortPrefix(_ key: String) -> UInt64 { key.withUTF8Bytes { sortPrefix($0) } }

    static func sortPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var prefix: UInt64 = 0, shift: UInt64 = 56
        for byte in bytes.prefix(8) {
            prefix |= UInt64(byte) << shift
            shift &-= 8
        }
        return prefix
    }
}
