import Foundation
@testable import Squramble
import SqurambleTestSupport
import Testing

@Suite struct AtomicFileReadTests {
    static func bytes(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) } }

    @Test(arguments: [0, 1, 65_535, 65_536, 300_001])
    func readsARegularFileWhole(_ count: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("data").path
        try Data(Self.bytes(count)).write(to: URL(fileURLWithPath: path))
        #expect(try AtomicFile.read(path) == Self.bytes(count))
    }

    /// A pipe has no size: it is read to its end all the same.
    @Test func readsAPipeToItsEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("pipe").path
        try #require(mkfifo(path, 0o600) == 0)
        let data = Self.bytes(300_001)
        let writer = Thread {
            let fd = open(path, O_WRONLY)
            guard fd >= 0 else { return }
            data.withUnsafeBytes { _ = FileDescriptorIO.writeAll($0, to: fd) }
            close(fd)
        }
        writer.start()
        #expect(try AtomicFile.read(path) == data)
    }

    @Test func aMissingFileIsNilAndAFolderAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try AtomicFile.read(folder.file("missing").path) == nil)
        #expect(throws: StorageError.self) { try AtomicFile.read(folder.url.path) }
    }
}

/// Temporary files left by a killed writer are swept by the next write to the same file.
@Suite struct StaleTemporaryFileTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var minutesOld: Int
        var swept: Bool
        var testDescription: String { "\(name), \(minutesOld) min old" }
    }

    // 99999999 is above every Linux pid_max (at most 2²²): no such process.
    static let cases: [Case] = [
        Case(name: ".data.tmp-99999999-AbC123", minutesOld: 5, swept: true),
        Case(name: ".data.tmp-99999999-AbC123", minutesOld: 0, swept: false),  // may still be being written
        Case(name: ".data.tmp-1-AbC123", minutesOld: 5, swept: false),         // pid 1 is alive
        Case(name: ".data.tmp-AbC123", minutesOld: 5, swept: true),            // older versions named no pid
        Case(name: ".data.tmp-AbC123", minutesOld: 0, swept: false),
        Case(name: ".other.tmp-99999999-AbC123", minutesOld: 5, swept: false), // another file's
    ]

    @Test(arguments: cases)
    func aWriteSweepsOnlyItsOwnStaleTemporaryFiles(_ c: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let stale = folder.file(c.name).path
        #expect(FileManager.default.createFile(atPath: stale, contents: Data("half".utf8)))
        let when = Date().addingTimeInterval(Double(-60 * c.minutesOld))
        try FileManager.default.setAttributes([.modificationDate: when], ofItemAtPath: stale)
        try AtomicFile.write(Array("whole".utf8), to: folder.file("data").path)
        #expect(FileManager.default.fileExists(atPath: stale) == !c.swept)
        #expect(try AtomicFile.read(folder.file("data").path) == Array("whole".utf8))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp-") }
        #expect(left.count == (c.swept ? 0 : 1))
    }
}

/// `BoundedFileRead` reads a small regular file and nothing else, without waiting.
@Suite struct BoundedFileReadTests {
    enum Thing: String, CaseIterable, Sendable { case small, exactlyTheLimit, overTheLimit, missing, fifo, devZero, folder }

    @Test(arguments: Thing.allCases)
    func readsOnlyASmallRegularFile(_ thing: Thing) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("f").path
        let limit = 100
        switch thing {
        case .small: try Data(repeating: 7, count: 10).write(to: URL(fileURLWithPath: path))
        case .exactlyTheLimit: try Data(repeating: 7, count: limit).write(to: URL(fileURLWithPath: path))
        case .overTheLimit: try Data(repeating: 7, count: limit + 1).write(to: URL(fileURLWithPath: path))
        case .missing: break
        case .fifo: try #require(mkfifo(path, 0o600) == 0)  // no writer: a blocking open would wait forever
        case .devZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        let expected: BoundedFileRead = switch thing {
        case .small: .contents([UInt8](repeating: 7, count: 10))
        case .exactlyTheLimit: .contents([UInt8](repeating: 7, count: limit))
        case .overTheLimit: .tooLarge(size: limit + 1)
        case .missing: .missing
        case .fifo: .notRegular(kind: "a FIFO (named pipe)")
        case .devZero: .notRegular(kind: "a character device")
        case .folder: .notRegular(kind: "a folder")
        }
        #expect(try BoundedFileRead.read(path, limit: limit) == expected)
    }
}

/// `FileDescriptorIO.read` reads a range of a file, stops where the file ends, and
/// reports a descriptor that cannot be read at an offset.
@Suite struct PositionedReadTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var offset: Int
        var count: Int
        var expected: Range<Int>
        var testDescription: String { "\(count) bytes from \(offset)" }
    }

    @Test(arguments: [
        Case(offset: 0, count: 0, expected: 0..<0),
        Case(offset: 10, count: 50, expected: 10..<60),
        Case(offset: 200_000, count: 100_001, expected: 200_000..<300_001),
        Case(offset: 299_990, count: 50, expected: 299_990..<300_001),
        Case(offset: 400_000, count: 8, expected: 0..<0),
    ])
    func readsTheRangeTheFileHas(_ c: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("data").path
        let data = AtomicFileReadTests.bytes(300_001)
        try Data(data).write(to: URL(fileURLWithPath: path))
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let read = try FileDescriptorIO.read(fd, from: c.offset, count: c.count).get()
        #expect(read == Array(data[c.expected]))
    }

    @Test func aPipeIsAFailureWithItsErrno() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(throws: FileDescriptorIO.Errno(code: ESPIPE)) { try FileDescriptorIO.read(ends[0], from: 0, count: 4).get() }
    }
}
