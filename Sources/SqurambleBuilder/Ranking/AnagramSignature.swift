/// A word's anagram signature: its letters in one fixed order, so that anagrams share
/// one (`"tac"`, `"act"` and `"cat"` are all `"act"`). The ranking, the report's dropped
/// anagrams and the review screen's anagrams and sub-words all take it from here.
///
/// ```swift
/// AnagramSignature.of("cat")                          // "act"
/// var bytes: [UInt8] = []
/// AnagramSignature.ascii("tac", into: &bytes)         // true; bytes is "act"'s
/// AnagramSignature.ascii("ñu", into: &bytes)          // false; bytes unchanged
/// ```
///
/// The order is the bytes' for an ASCII word and `Character`'s `<` for any other; any
/// total order gives the same grouping, and every caller compares signatures made here.
package enum AnagramSignature {
    /// The signature of `key` as a string.
    package static func of(_ key: String) -> String {
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            // Sorted in the string's own storage: no array per key.
            return String(unsafeUninitializedCapacity: key.utf8.count) { buffer in
                let count = buffer.initialize(fromContentsOf: key.utf8)
                sort(UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
                return count
            }
        }
        return String(key.sorted())
    }

    /// Puts the signature of an ASCII key (its bytes sorted) in `signature`; `false`, and
    /// `signature` left as it was, for any other key.
    package static func ascii(_ key: String, into signature: inout [UInt8]) -> Bool {
        key.withUTF8Bytes { ascii(bytes: $0, into: &signature) }
    }

    /// ``ascii(_:into:)`` of a key given by its UTF-8 bytes.
    package static func ascii(bytes: UnsafeBufferPointer<UInt8>, into signature: inout [UInt8]) -> Bool {
        guard ASCIIBytes.areASCII(bytes) else { return false }
        signature.removeAll(keepingCapacity: true)
        signature.append(contentsOf: bytes)
        signature.withUnsafeMutableBufferPointer { sort($0) }
        return true
    }

    /// Sorts a word's letter codes (or bytes) into its signature, in place (insertion
    /// sort: words are short).
    package static func sort<Code: Comparable>(_ codes: UnsafeMutableBufferPointer<Code>) {
        for i in codes.indices.dropFirst() {
            let code = codes[i]
            var j = i
            while j > 0, codes[j - 1] > code { codes[j] = codes[j - 1]; j -= 1 }
            codes[j] = code
        }
    }
}
