import Squramble

/// Byte tests for the builder's hot loops (see also `String.withUTF8Bytes` and
/// `equalBytes` in the library).
package enum ASCIIBytes {
    /// Whether every byte is a lowercase ASCII letter (true for no bytes).
    @inline(__always)
    static func areLowercaseLetters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte &- 0x61 > 25 { return false }
        return true
    }

    /// An ASCII capital (A–Z) in lowercase; any other byte as it is.
    @inline(__always)
    package static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// Whether every byte is ASCII.
    @inline(__always)
    package static func areASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte >= 0x80 { return false }
        return true
    }

    /// The letters (grapheme clusters) of UTF-8 text: for ASCII, its byte count, and no
    /// `String` made (``Swift/String/letterCount`` of the same text).
    @inline(__always)
    package static func letterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        areASCII(bytes) ? bytes.count : String(decoding: bytes, as: UTF8.self).count
    }

    /// Whether the bytes are printable ASCII (space to `~`) that neither starts nor ends
    /// with a space: what trimming leaves alone.
    @inline(__always)
    static func isTrimmedPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return false }
        for byte in bytes where byte &- 0x20 >= 0x5F { return false }
        return true
    }
}

extension String {
    /// Over the contiguous bytes when the string has them (native strings do): a tight loop
    /// instead of the `UTF8View` iterator, which cost 7 % of a build's instructions.
    package var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
    /// Letters (grapheme clusters); for ASCII text, its byte count.
    package var letterCount: Int { isASCII ? utf8.count : count }
}
