#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Squramble
import SqurambleTestSupport
import Testing

/// A small tmpfs of its own (needs root, as in CI): a disk that fills up, or that is
/// remounted read-only. `nil` where mounting is not allowed; those tests then say so
/// and the RLIMIT_FSIZE and permission tests still run.
final class SmallDisk {
    let folder: URL

    init?(kilobytes: Int) {
        guard getuid() == 0 else { return nil }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("squramble-disk-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) else {
            try? FileManager.default.removeItem(at: folder)
            return nil
        }
    }

    func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    /// Fills the disk to the last byte with a file named `filler`.
    func fill() {
        let fd = open(file("filler").path, O_WRONLY | O_CREAT, 0o644)
        let chunk = [UInt8](repeating: 0x5A, count: 4096)
        while chunk.withUnsafeBytes({ write(fd, $0.baseAddress!, $0.count) }) > 0 {}
        let byte: [UInt8] = [0]
        while byte.withUnsafeBytes({ write(fd, $0.baseAddress!, 1) }) > 0 {}
        close(fd)
    }

    func remountReadOnly() -> Bool { Self.run("/bin/mount", ["-o", "remount,ro", folder.path]) }

    /// Everything in the folder but the filler.
    var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "filler" }.sorted() }

    deinit {
        _ = Self.run("/bin/umount", ["-l", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// A full disk, a read-only disk, a file-size limit and a folder without write
/// permission: each gives a clear error, leaves the old file as it was and no partial
/// or temporary file behind.
@Suite(.serialized) struct FullDiskTests {
    static let words = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../wordlists/en/scowl/english-words.35").standardized.path
    static let old = Array("the old version\n".utf8)

    static func build(output: String, extra: [String] = []) throws -> BuiltProgram.Run {
        try BuiltProgram("dictbuild").run(["build", "--input", words, "--output", output, "--force", "--quiet"] + extra)
    }

    // MARK: AtomicFile itself

    @Test func atomicWriteOnAFullDisk() throws {
        guard let disk = SmallDisk(kilobytes: 64) else { print("full disk: cannot mount a tmpfs here (not root); skipped"); return }
        let target = disk.file("data.bin")
        try AtomicFile.write(Self.old, to: target.path)
        #expect(throws: StorageError.self) { try AtomicFile.write([UInt8](repeating: 1, count: 200_000), to: target.path) }
        do {
            try AtomicFile.write([UInt8](repeating: 1, count: 200_000), to: target.path)
        } catch {
            #expect(error.reason.contains("No space left on device"), "\(error)")
            #expect(error.description.contains(target.path))
        }
        #expect(fileBytes(target) == Self.old)
        #expect(disk.names == ["data.bin"], "left behind: \(disk.names)")
    }

    @Test func atomicWriteOnAReadOnlyDisk() throws {
        guard let disk = SmallDisk(kilobytes: 64) else { print("read-only disk: cannot mount a tmpfs here (not root); skipped"); return }
        let target = disk.file("data.bin")
        try AtomicFile.write(Self.old, to: target.path)
        try #require(disk.remountReadOnly())
        do {
            try AtomicFile.write(Array("new".utf8), to: target.path)
            Issue.record("wrote to a read-only disk")
        } catch {
            #expect(error.reason.contains("Read-only file system"), "\(error)")
        }
        #expect(fileBytes(target) == Self.old)
        #expect(disk.names == ["data.bin"])
    }

    // MARK: dictbuild build

    @Test func buildOntoAFullDisk() throws {
        guard let disk = SmallDisk(kilobytes: 16) else { print("full disk: cannot mount a tmpfs here (not root); skipped"); return }
        let output = disk.file("words.sqd")
        try Data(Self.old).write(to: output)
        let run = try Self.build(output: output.path)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("No space left on device") && run.stderr.contains("words.sqd"), "\(run.stderr)")
        #expect(!run.stderr.contains("Fatal error"))
        #expect(fileBytes(output) == Self.old)
        #expect(disk.names == ["words.sqd"], "left behind: \(disk.names)")
        print("dictbuild build onto a full disk: exit \(run.exitCode): \(run.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
    }

    @Test func buildOntoAReadOnlyDisk() throws {
        guard let disk = SmallDisk(kilobytes: 512) else { print("read-only disk: cannot mount a tmpfs here (not root); skipped"); return }
        let output = disk.file("words.sqd")
        try Data(Self.old).write(to: output)
        try #require(disk.remountReadOnly())
        let run = try Self.build(output: output.path)
        #expect(run.exitCode == 1)
        // dictbuild checks the folder before building; the write itself would say EROFS.
        #expect((run.stderr.contains("Read-only file system") || run.stderr.contains("is not writable")) && run.stderr.contains("words.sqd"), "\(run.stderr)")
        #expect(fileBytes(output) == Self.old)
        #expect(disk.names == ["words.sqd"])
        print("dictbuild build onto a read-only disk: exit \(run.exitCode): \(run.stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
    }

    /// Without root: the file-size limit (`ulimit -f`, RLIMIT_FSIZE) makes the same
    /// short write as a full disk (EFBIG), with SIGXFSZ ignored as a shell would.
    @Test func buildBeyondTheFileSizeLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.file("words.sqd")
        try Data(Self.old).write(to: output)
        let dictbuild = BuiltProgram("dictbuild").url.path
        let script = "trap '' XFSZ; ulimit -f 64; exec \"$0\" build --input \"$1\" --output \"$2\" --force --quiet"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, dictbuild, Self.words, output.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(stderr.contains("File too large") && stderr.contains("words.sqd"), "\(stderr)")
        #expect(fileBytes(output) == Self.old)
        #expect(temporaryLeftovers(in: folder.url).isEmpty)
        print("dictbuild build over ulimit -f: exit \(process.terminationStatus): \(stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
    }

    /// A folder without write permission, as an ordinary user (root ignores the mode
    /// bits, so the program runs as `nobody` through setpriv when the tests run as root).
    @Test func buildIntoAFolderWithoutWritePermission() throws {
        let folder = URL(fileURLWithPath: "/tmp/squramble-ro-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { chmod(folder.path, 0o755); try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("words.sqd")
        try Data(Self.old).write(to: output)
        chmod(output.path, 0o644)
        chmod(folder.path, 0o555)
        let dictbuild = BuiltProgram("dictbuild").url.path
        let process = Process()
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { print("no setpriv; skipped"); return }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", dictbuild]
        } else {
            process.executableURL = URL(fileURLWithPath: dictbuild)
            process.arguments = []
        }
        process.arguments! += ["build", "--input", Self.words, "--output", output.path, "--force", "--quiet"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if stderr.contains("cannot read") && stderr.contains(Self.words) {
            print("the word list is not readable as nobody here; skipped")
            return
        }
        #expect(process.terminationStatus == 1)
        #expect((stderr.contains("Permission denied") || stderr.contains("is not writable")) && stderr.contains("words.sqd"), "\(stderr)")
        #expect(fileBytes(output) == Self.old)
        #expect((try FileManager.default.contentsOfDirectory(atPath: folder.path)) == ["words.sqd"])
        print("dictbuild build into a folder without write permission: exit \(process.terminationStatus): \(stderr.trimmingCharacters(in: .whitespacesAndNewlines))")
    }

    // MARK: squramble statistics

    @Test func statisticsOnAFullDisk() throws {
        guard let disk = SmallDisk(kilobytes: 64) else { print("full disk: cannot mount a tmpfs here (not root); skipped"); return }
        let environment = ["XDG_DATA_HOME": disk.folder.path]
        let first = try BuiltProgram("squramble").run(["play", "--record", "--rounds", "1", "--seed", "1", "--no-color"], input: Data("cat\n?\n".utf8), environment: environment)
        #expect(first.exitCode == 0)
        let stats = disk.file("squramble/stats.json")
        let saved = try #require(fileBytes(stats))
        disk.fill()
        let second = try BuiltProgram("squramble").run(["play", "--record", "--rounds", "1", "--seed", "2", "--no-color"], input: Data("cat\n?\n".utf8), environment: environment)
        #expect(second.exitCode == 0, "the game is not affected")
        let said = second.stdout + second.stderr
        #expect(said.contains("No space left on device"), "\(said)")
        #expect(fileBytes(stats) == saved)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: disk.file("squramble").path)) ?? []
        #expect(names.sorted() == ["stats.json", "stats.json.lock"], "left behind: \(names)")
        print("squramble play with statistics on a full disk: exit \(second.exitCode); said: "
              + (said.split(separator: "\n").first { $0.contains("No space") }.map(String.init) ?? "-"))
    }

    @Test func statisticsOnAReadOnlyDisk() throws {
        guard let disk = SmallDisk(kilobytes: 64) else { print("read-only disk: cannot mount a tmpfs here (not root); skipped"); return }
        let environment = ["XDG_DATA_HOME": disk.folder.path]
        _ = try BuiltProgram("squramble").run(["play", "--record", "--rounds", "1", "--seed", "1"], input: Data("cat\n?\n".utf8), environment: environment)
        let stats = disk.file("squramble/stats.json")
        let saved = try #require(fileBytes(stats))
        try #require(disk.remountReadOnly())
        let second = try BuiltProgram("squramble").run(["play", "--record", "--rounds", "1", "--seed", "2", "--no-color"], input: Data("cat\n?\n".utf8), environment: environment)
        #expect(second.exitCode == 0)
        let said = second.stdout + second.stderr
        #expect(said.contains("Read-only file system"), "\(said)")
        #expect(fileBytes(stats) == saved)
    }
}
