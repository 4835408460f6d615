import Foundation

/// Key order, the one order of the package: keys (and letters) compare by their Unicode
/// scalars, one after another, a shorter key before the longer keys it starts. It is the
/// same on every platform and in every locale, which a dictionary file needs: its words
/// are stored in this order and found again by it.
///
/// UTF-8 keeps scalar order byte for byte, so keys compare as bytes (`memcmp`).
///
/// ```swift
/// KeyOrder.precedes("cat", "cats")      // true: a prefix first
/// KeyOrder.precedes("zebra", "éclair")  // true: U+007A before U+00E9
/// KeyOrder.precedes(Character("e"), Character("é"))  // true
/// ```
package enum KeyOrder {
    /// Whether key `a` comes before key `b`.
    @inlinable
    package static func precedes(_ a: String, _ b: String) -> Bool {
        a.withUTF8Bytes { x in b.withUTF8Bytes { y in precedes(x, y) } }
    }

    /// Whether the key with UTF-8 bytes (or letter codes that keep the letters' order) `a`
    /// comes before `b`.
    @inlinable @inline(__always)
    package static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }

    /// Whether letter `a` comes before letter `b` (the order of anagram signatures and of
    /// a dictionary's alphabet).
    package static func precedes(_ a: Character, _ b: Character) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }
}
