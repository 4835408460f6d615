import Squramble

/// Strings kept as their UTF-8 bytes, one after another in one array, with where each
/// starts: four bytes a string beside its bytes, where a `String` takes 16 (and a heap
/// object past 15 bytes). A `String` is made when one is read (no allocation for up to
/// 15 bytes), or the bytes are lent.
///
/// ```swift
/// var strings = ByteStrings()
/// "cat".withUTF8Bytes { strings.append($0) }
/// strings[0]                                  // "cat"
/// strings.withBytes(0) { $0.count }           // 3
/// ```
package struct ByteStrings: RandomAccessCollection, Sendable {
    /// Every string's bytes; string `i` is `bytes[starts[i]..<starts[i + 1]]` (32-bit
    /// starts: at most 4 GiB of bytes in all).
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [UInt32] = [0]

    package init() {}

    package var startIndex: Int { 0 }
    package var endIndex: Int { starts.count - 1 }

    package subscript(position: Int) -> String { withBytes(position) { String(decoding: $0, as: UTF8.self) } }

    /// `body` of the bytes of the string at `position`.
    @inline(__always)
    package func withBytes<R>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let start = Int(starts[position]), end = Int(starts[position + 1])
        return try bytes.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Adds a string, given by its bytes, after the others.
    @inline(__always)
    mutating func append(_ string: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: string)
        starts.append(UInt32(bytes.count))
    }

    /// Gives back the room reserved or grown past the strings (``Array/shrunk()``).
    mutating func shrink() {
        bytes = bytes.shrunk()
        starts = starts.shrunk()
    }

    /// Makes room for `extra` more strings of `byteCount` bytes in all.
    mutating func reserve(_ extra: Int, bytes byteCount: Int) {
        bytes.reserveCapacity(bytes.count + byteCount)
        starts.reserveCapacity(starts.count + extra)
    }
}
