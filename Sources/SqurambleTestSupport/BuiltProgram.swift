import Foundation

/// Runs a program built by this package (`dictbuild`, `squramble`) the way a
/// person would, and captures what it printed.
public struct BuiltProgram: Sendable {
    /// The result of one run.
    public struct Run: Sendable {
        public var exitCode: Int32
        public var stdout: String
        public var stderr: String
    }

    public let url: URL

    /// The product `name` from the same build folder as the running test bundle.
    public init(_ name: String) {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // The test executable may live inside a `.xctest` bundle folder.
        while folder.path != "/" && !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            folder = folder.deletingLastPathComponent()
        }
        url = folder.appendingPathComponent(name)
    }

    /// The program at `url` (a copy of a built one, say).
    public init(at url: URL) {
        self.url = url
    }

    /// Runs the program with `arguments`, feeding it `input` on standard input. With a
    /// `timeout`, a program still running after that many seconds is killed (SIGKILL),
    /// so a hang fails the test (exit code 9) instead of stopping the suite.
    public func run(
        _ arguments: [String],
        input: Data = Data(),
        environment: [String: String] = [:],
        currentDirectory: URL? = nil,
        timeout: Double? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // A test never reads the frequency or offensive-word lists of the user running it
        // (`dictbuild frequency`, `dictbuild offensive`): a quick build finds only what the
        // test puts in its environment.
        env["SQURAMBLE_FREQUENCY_DIR"] = "/nonexistent/squramble-test-frequency"
        env["SQURAMBLE_OFFENSIVE_DIR"] = "/nonexistent/squramble-test-offensive"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
                if process.isRunning { kill(pid, SIGKILL) }
            }
        }
        // Read both pipes concurrently so neither can fill up and block the child.
        let errBox = DataBox()
        let done = DispatchSemaphore(value: 0)
        let errThread = Thread { errBox.data = stderr.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        errThread.start()
        if !input.isEmpty { try? stdin.fileHandleForWriting.write(contentsOf: input) }
        try? stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Run(
            exitCode: process.terminationStatus,
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: errBox.data, as: UTF8.self)
        )
    }
}

private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// A fresh temporary folder, removed by ``remove()``.
public struct TemporaryFolder: Sendable {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("squramble-test-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    public func write(_ text: String, to name: String) throws -> URL {
        let target = file(name)
        try Data(text.utf8).write(to: target)
        return target
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
