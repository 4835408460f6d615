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
