#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Owns the bytes of an opened dictionary: a read-only memory map of the file
/// (`mmap`, released with `munmap`), or a heap copy for ``Lexicon/init(bytes:path:)``.
///
/// The bytes never change after creation, so sharing them between threads is safe.
final class LexiconStorage: @unchecked Sendable {
    let view: ByteView
    private let mapped: Bool

    /// A private copy of `bytes`.
    init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let from = source.baseAddress { memory.copyMemory(from: from, byteCount: source.count) }
        }
        view = ByteView(base: UnsafeRawPointer(memory), count: bytes.count)
        mapped = false
    }

    /// Maps the file at `path` read-only.
    init(mapping path: String) throws(LexiconError) {
        // O_NONBLOCK: opening a FIFO by mistake must fail below, not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable(path: path, reason: "it is a folder, not a file")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        let size = Int(info.st_size)
        if size == 0 {
            // mmap refuses empty mappings; an empty file is handled like empty bytes.
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16)
            view = ByteView(base: UnsafeRawPointer(memory), count: 0)
            mapped = false
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED else {
            throw .unreadable(path: path, reason: "cannot map it into memory: \(String(cString: strerror(errno)))")
        }
        view = ByteView(base: UnsafeRawPointer(address), count: size)
        mapped = true
    }

    deinit {
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: view.base), view.count)
        } else {
            UnsafeMutableRawPointer(mutating: view.base).deallocate()
        }
    }
}
