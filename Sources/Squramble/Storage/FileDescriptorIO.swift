#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain `write(2)` helpers shared by the library and the package's programs.
package enum FileDescriptorIO {
    /// Writes every byte of `buffer` to `descriptor`, retrying after interruptions
    /// (`EINTR`) and short writes. Returns 0, or the `errno` of the first failure.
    @discardableResult
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = buffer.baseAddress else { return 0 }
        var written = 0
        while written < buffer.count {
            let n = write(descriptor, base + written, buffer.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += n
        }
        return 0
    }

    /// Writes the UTF-8 bytes of `text` to `descriptor`; see ``writeAll(_:to:)``.
    @discardableResult
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
