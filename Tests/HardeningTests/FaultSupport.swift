#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SqurambleHardening
import SqurambleTestSupport

/// How many times the kill loops go round: `SQURAMBLE_FAULT_ITERATIONS` (set by
/// `Scripts/faults.sh` for long runs), or a few for `swift test`.
enum FaultSettings {
    static func iterations(default quick: Int) -> Int {
        Int(ProcessInfo.processInfo.environment["SQURAMBLE_FAULT_ITERATIONS"] ?? "") ?? quick
    }
}

/// A program started without a terminal, to be killed at a chosen moment.
struct KillableRun {
    let process: Process

    init(_ program: String, _ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws {
        process = Process()
        process.executableURL = BuiltProgram(program).url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if let input {
            let pipe = Pipe()
            process.standardInput = pipe
            try process.run()
            try? pipe.fileHandleForWriting.write(contentsOf: input)
            try? pipe.fileHandleForWriting.close()
        } else {
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }
    }

    /// Sends SIGKILL after `seconds` (unless the program ended first) and waits.
    /// Returns whether the program was still running when the signal went.
    @discardableResult
    func kill(after seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, process.isRunning { usleep(1_000) }
        let running = process.isRunning
        if running { Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return running && process.terminationReason == .uncaughtSignal
    }

    /// Sends SIGKILL the moment a temporary file of an atomic write (`.name.tmp-…`)
    /// shows up in `folder` — between its creation and its rename — and waits.
    /// Returns whether it caught the program writing.
    @discardableResult
    func killWhileWriting(in folder: URL, timeout: Double = 30) -> Bool {
        let pid = process.processIdentifier
        let caught = waitForTemporaryFile(in: folder, timeout: timeout) { process.isRunning }
        if caught { Glibc.kill(pid, SIGKILL) }
        process.waitUntilExit()
        return caught && process.terminationReason == .uncaughtSignal
    }

    /// Waits for the end; the exit status.
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Random moments to kill at: half spread over the whole run, half packed into its last
/// fifth, where the files are written.
struct KillMoments {
    var rng: SplitMix
    init(seed: UInt64) { rng = SplitMix(seed: seed) }
    mutating func next(duration: Double) -> Double {
        Bool.random(using: &rng)
            ? Double.random(in: 0...duration, using: &rng)
            : Double.random(in: (duration * 0.8)...(duration * 1.05), using: &rng)
    }
}

/// Polls `folder` (every 0.1 ms) until a `.tmp-` file appears; `false` when `alive`
/// turns false or the time is up first.
func waitForTemporaryFile(in folder: URL, timeout: Double, alive: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline, alive() {
        if let dir = opendir(folder.path) {
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                let found = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self).contains(".tmp-")
                }
                if found { return true }
            }
        }
        usleep(100)
    }
    return false
}

/// Files in `folder` left by interrupted atomic writes (`.name.tmp-XXXXXX`).
func temporaryLeftovers(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".tmp-") }
}

func fileBytes(_ url: URL) -> [UInt8]? {
    FileManager.default.contents(atPath: url.path).map(Array.init)
}

/// Seconds a block takes.
func measure(_ body: () throws -> Void) throws -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}
