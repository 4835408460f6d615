import Foundation

// Byte-level access to strings for the package's hot loops (the dictionary writer, the
// builder): walking `String.utf8` through its indices costs several times the work
// itself.

extension String {
    /// Calls `body` with the string's UTF-8 bytes where they lie (native and small
    /// strings need no copy), else from a copy.
    @inlinable @inline(__always)
    package func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}

/// Whether two byte runs are equal.
@inlinable @inline(__always)
package func equalBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}
