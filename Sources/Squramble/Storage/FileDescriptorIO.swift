#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain `write(2)` and `pread(2)` helpers shared by the library and the package's programs.
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

    /// Reads up to `count` bytes of `descriptor` from `offset` on (fewer where the file
    /// ends first), retrying after interruptions (`EINTR`) and short reads.
    /// - Returns: the bytes read, or the `errno` of the first failure.
    package static func read(_ descriptor: Int32, from offset: Int, count: Int) -> Result<[UInt8], Errno> {
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var got = 0
        let failure: Int32? = bytes.withUnsafeMutableBytes { buffer in
            while got < buffer.count {
                let n = pread(descriptor, buffer.baseAddress! + got, buffer.count - got, off_t(offset + got))
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { break }
                got += n
            }
            return nil
        }
        if let failure { return .failure(Errno(code: failure)) }
        bytes.removeLast(bytes.count - got)
        return .success(bytes)
    }

    /// An `errno` value as an error.
    package struct Errno: Error, Equatable {
        package let code: Int32
        /// The system's sentence for it (`strerror`).
        package var description: String { String(cString: strerror(code)) }
    }

    /// Writes the UTF-8 bytes of `text` to `descriptor`; see ``writeAll(_:to:)``.
    @discardableResult
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
