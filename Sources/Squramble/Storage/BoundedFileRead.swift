#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What reading a small file of one's own found: its bytes, nothing, or something that
/// is not such a file at all.
///
/// A program's own data file (`stats.json`) may be replaced by anything: a FIFO, a
/// symlink to `/dev/zero`, a folder, a gigabyte of junk. Reading one of those must
/// neither wait forever nor read without end, and the caller must be able to tell
/// them apart: a regular file that is too large can be moved aside, a FIFO or a device
/// is better left alone.
///
/// ```swift
/// switch try BoundedFileRead.read("stats.json", limit: 1 << 24) {
/// case .contents(let bytes): …
/// case .missing: …
/// case .notRegular(let kind): print("stats.json is \(kind), not a file")
/// case .tooLarge(let size): …
/// }
/// ```
public enum BoundedFileRead: Sendable, Equatable {
    /// The whole file (at most the limit).
    case contents([UInt8])
    /// No file by that name.
    case missing
    /// Something other than a regular file, named for people ("a FIFO", "a folder").
    case notRegular(kind: String)
    /// A regular file of more than the limit: its size in bytes (at least `limit + 1`).
    case tooLarge(size: Int)

    /// Reads `path` (following symbolic links) if it is a regular file of at most
    /// `limit` bytes. Never blocks on a FIFO (it is opened without waiting and refused),
    /// never reads a device, and never reads more than `limit + 1` bytes, even from a
    /// file that grows while it is read.
    public static func read(_ path: String, limit: Int) throws(StorageError) -> BoundedFileRead {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        if fd < 0 {
            if errno == ENOENT { return .missing }
            throw StorageError(path: path, operation: "read", errno: errno)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw StorageError(path: path, operation: "read", errno: errno) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else { return .notRegular(kind: kindName(type)) }
        if Int(info.st_size) > limit { return .tooLarge(size: Int(info.st_size)) }
        // The size stat gave, plus one byte to see the end; grown (never past the
        // limit + 1) only if the file grows while it is read.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count))) }
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw StorageError(path: path, operation: "read", errno: errno)
            }
            if n == 0 { break }
            count += n
        }
        if count > limit { return .tooLarge(size: count) }
        bytes.removeSubrange(count...)
        return .contents(bytes)
    }

    /// A file type (`st_mode & S_IFMT`) as people call it.
    static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
