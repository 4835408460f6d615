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
        var env = ProcessInfo.processInfo.environment
        // A test never reads the frequency or offensive-word lists of the user running it
        // (`dictbuild frequency`, `dictbuild offensive`): a quick build finds only what the
        // test puts in its environment.
        env["SQURAMBLE_FREQUENCY_DIR"] = "/nonexistent/squramble-test-frequency"
        env["SQURAMBLE_OFFENSIVE_DIR"] = "/nonexistent/squramble-test-offensive"
        for (key, value) in environment { env[key] = value }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        let process = try launch(arguments, environment: env, currentDirectory: currentDirectory,
                                 pipes: (stdin, stdout, stderr))
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

extension BuiltProgram {
    /// Starts the program, trying again while `exec` says the file is busy (`ETXTBSY`).
    ///
    /// A test that has just copied a program (an installation in a temporary folder) can
    /// meet that error although its copy is closed: another test of the same process may
    /// have forked in between, and its child holds the copy's descriptor open for writing
    /// until the child's own `exec` closes it, a few milliseconds.
    fileprivate func launch(_ arguments: [String], environment: [String: String], currentDirectory: URL?,
                            pipes: (stdin: Pipe, stdout: Pipe, stderr: Pipe)) throws -> Process {
        var attempt = 0
        while true {
            let process = Process()
            process.executableURL = url
            process.arguments = arguments
            process.environment = environment
            if let currentDirectory { process.currentDirectoryURL = currentDirectory }
            process.standardInput = pipes.stdin
            process.standardOutput = pipes.stdout
            process.standardError = pipes.stderr
            do {
                try process.run()
                return process
            } catch let error as NSError where Self.isTextFileBusy(error) && attempt < 50 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    /// Whether `error`, or the POSIX error under it (Foundation reports a failed spawn as
    /// a Cocoa read error with the `errno` beneath), is `ETXTBSY`.
    static func isTextFileBusy(_ error: NSError) -> Bool {
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return isTextFileBusy(underlying)
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
