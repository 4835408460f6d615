import Foundation

/// Files under `Tests/HardeningTests/Fixtures`, read where they are in the checkout.
enum HardeningFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every file in `Fixtures/<subfolder>` except READMEs, sorted by name.
    static func files(in subfolder: String) -> [URL] {
        let url = folder.appendingPathComponent(subfolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix("README") && !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
    }

    static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    /// A fresh empty folder under the system temporary folder.
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("squramble-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
