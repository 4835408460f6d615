#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written or locked.
public struct StorageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the operation was on.
    public var path: String
    /// What was being done, as a verb phrase: "write", "lock", "open lock file".
    public var operation: String
    /// Why it failed, usually the system's message for `errno`.
    public var reason: String
    /// An error from its parts; ``description`` reads "cannot *operation* *path*: *reason*".
    public init(path: String, operation: String, reason: String) {
        self.path = path; self.operation = operation; self.reason = reason
    }
    init(path: String, operation: String, errno code: Int32) {
        self.init(path: path, operation: operation, reason: String(cString: strerror(code)))
    }
    public var description: String { "cannot \(operation) \(path): \(reason)" }
}

/// Writes whole files so that a reader, a crash or a full disk never sees half of one.
///
/// The bytes go to a temporary file in the same folder, which is flushed to disk
/// and then renamed over the target; on any failure the temporary file is removed
/// and the old file, if any, is untouched.
///
/// ```swift
/// try AtomicFile.write(Array("hello\n".utf8), to: "/tmp/greeting.txt")
/// ```
public enum AtomicFile {
    /// Replaces (or creates) the file at `path` with `bytes`, all at once.
    ///
    /// - Parameters:
    ///   - bytes: the whole new content.
    ///   - path: the file to write; its folder must exist and be writable.
    ///   - permissions: the mode of a newly written file.
    /// - Throws: ``StorageError`` naming the step that failed; the old file is then untouched.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t = 0o644) throws(StorageError) {
        let folder = parentFolder(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        removeStaleTemporaryFiles(of: path)
        var template = Array("\(folder)/\(temporaryPrefix(of: name))\(getpid())-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw StorageError(path: path, operation: "write", errno: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: StorageError?
        let writeError = bytes.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: fd) }
        if writeError != 0 { failure = StorageError(path: path, operation: "write", errno: writeError) }
        if failure == nil, fchmod(fd, permissions) != 0 { failure = StorageError(path: path, operation: "set permissions of", errno: errno) }
        if failure == nil, fsync(fd) != 0 { failure = StorageError(path: path, operation: "flush", errno: errno) }
        if close(fd) != 0, failure == nil { failure = StorageError(path: path, operation: "close", errno: errno) }
        if failure == nil, rename(temporary, path) != 0 { failure = StorageError(path: path, operation: "replace", errno: errno) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        // Make the rename itself durable.
        let dirfd = open(folder, O_RDONLY)
        if dirfd >= 0 { fsync(dirfd); close(dirfd) }
    }

    /// Reads a whole file, or returns `nil` when it does not exist.
    public static func read(_ path: String) throws(StorageError) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw StorageError(path: path, operation: "read", errno: errno)
        }
        defer { close(fd) }
        // Straight into an array of the file's size (no copy, no growing), then on to the
        // end whatever the size said: the file may have grown, or have no size (a pipe).
        var info = stat()
        let size = fstat(fd, &info) == 0 && info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
        var failure: Int32 = 0
        var result = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < buffer.count {
                let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if n == 0 { break }
                count += n
            }
        }
        if failure != 0 { throw StorageError(path: path, operation: "read", errno: failure) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw StorageError(path: path, operation: "read", errno: errno)
            }
            if n == 0 { break }
            result.append(contentsOf: chunk[0..<n])
        }
        return result
    }

    /// The start of the name of every temporary file of a write to a file named `name`:
    /// `.name.tmp-`, followed by the writer's process id, `-` and six random characters.
    static func temporaryPrefix(of name: String) -> String { ".\(name).tmp-" }

    /// Removes the temporary files that earlier writes to `path` left behind when they
    /// were killed (`kill -9`, a power cut): those of a process that no longer exists,
    /// or with no process id in their name (from an older version), and in either case
    /// untouched for `age` seconds. A write in progress is never disturbed: its process
    /// is alive and its file was just written. Every write calls this first.
    public static func removeStaleTemporaryFiles(of path: String, age: Int = 60) {
        let folder = parentFolder(of: path)
        let prefix = temporaryPrefix(of: path.split(separator: "/").last.map(String.init) ?? path)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let now = time(nil)
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix) else { continue }
            let rest = entryName.dropFirst(prefix.count)
            if let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 {
                if pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH { continue }
            }
            let candidate = folder + "/" + entryName
            var info = stat()
            guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  now - info.st_mtim.tv_sec >= age else { continue }
            unlink(candidate)
        }
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}

/// An exclusive advisory lock (`flock`) on a lock file, held for the duration of a closure.
///
/// Two processes that update the same file under the same lock never lose each
/// other's changes: each reads, changes and writes the file while holding it.
///
/// ```swift
/// try FileLock.withLock(at: statsPath + ".lock") { /* read, change, AtomicFile.write */ }
/// ```
public enum FileLock {
    /// Runs `body` while holding an exclusive lock on `lockPath`, waiting for any
    /// other holder first; creates the lock file when it does not exist.
    ///
    /// - Returns: what `body` returns.
    /// - Throws: ``StorageError`` when the lock file cannot be opened or locked, or
    ///   what `body` throws.
    public static func withLock<T>(at lockPath: String, _ body: () throws -> T) throws -> T {
        let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
        guard fd >= 0 else { throw StorageError(path: lockPath, operation: "open lock file", errno: errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { throw StorageError(path: lockPath, operation: "lock", errno: errno) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Runs `body` while holding an exclusive lock on `lockPath`, waiting at most
    /// `seconds` for another holder: `waiting` is called once, when the lock is found
    /// held (to tell the person why nothing happens), and a lock still held after the
    /// wait is a ``StorageError`` ("is held by another process"), never a wait for ever.
    ///
    /// - Returns: what `body` returns.
    /// - Throws: ``StorageError`` when the lock file cannot be opened or is held for
    ///   longer than `seconds`, or what `body` throws.
    public static func withLock<T>(at lockPath: String, waitingAtMost seconds: Double, waiting: () -> Void,
                                   _ body: () throws -> T) throws -> T {
        guard let lock = try HeldFileLock(lockPath, waitingAtMost: seconds, waiting: waiting) else {
            throw StorageError(path: lockPath, operation: "lock",
                               reason: "it is held by another process for more than \(seconds.formatted) s")
        }
        defer { lock.release() }
        return try body()
    }
}

extension Double {
    /// The number as people write it: `10`, `0.2`.
    fileprivate var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

/// An exclusive advisory lock (`flock`) held until ``release()`` (or the end of the
/// process): a daily in play holds one for as long as it is played, so a second
/// `squramble daily` of the same puzzle can say the day is in play elsewhere.
public final class HeldFileLock: @unchecked Sendable {
    private var descriptor: Int32

    /// Takes the lock on `lockPath` (created if missing), trying every 50 ms for at
    /// most `seconds`; `waiting` is called once if it is found held. Returns `nil` when
    /// another process still holds it after that.
    /// - Throws: ``StorageError`` when the lock file cannot be opened or locked.
    public init?(_ lockPath: String, waitingAtMost seconds: Double, waiting: () -> Void = {}) throws(StorageError) {
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw StorageError(path: lockPath, operation: "open lock file", errno: errno) }
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let end = Double(deadline.tv_sec) + Double(deadline.tv_nsec) / 1e9 + seconds
        var told = false
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(fd)
                throw StorageError(path: lockPath, operation: "lock", errno: code)
            }
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            guard Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 < end else {
                close(fd)
                return nil
            }
            if !told { told = true; waiting() }
            usleep(50_000)
        }
        descriptor = fd
    }

    /// Lets the lock go (closing its file); calling it again does nothing.
    public func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
