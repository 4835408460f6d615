import Foundation
import SqurambleTestSupport
import Testing

/// Signals through pipes: the game still ends with its summary and saved statistics.
@Suite struct SignalTests {
    static let program = BuiltProgram("squramble")

    /// Starts the program with its input left open, waits for `ready` on its output,
    /// sends `signal`, and returns the exit status and everything it printed.
    static func interrupt(_ arguments: [String], environment: [String: String], send: String = "", ready: String, signal: Int32) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = program.url
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        if !send.isEmpty { try input.fileHandleForWriting.write(contentsOf: Data(send.utf8)) }
        var seen = Data()
        let deadline = Date().addingTimeInterval(30)
        while !String(decoding: seen, as: UTF8.self).contains(ready), Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        kill(process.processIdentifier, signal)
        seen += output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        return (process.terminationStatus, String(decoding: seen, as: UTF8.self))
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func aSignalEndsTheGameWithItsSummary(_ signal: Int32, _ status: Int32) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        // A hint first: a game where nothing was done is not recorded.
        let (exit, output) = try Self.interrupt(["--record", "--seed", "6"], environment: CLIFixture.environment(dataHome: home),
                                                send: "?\n", ready: "letter 1 is", signal: signal)
        #expect(exit == status)
        #expect(output.contains("Game interrupted"))
        #expect(output.contains("Statistics saved"))
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
    }

    @Test func theEngineStopsOnCtrlC() throws {
        // Once it has answered, it is surely listening: then Ctrl-C.
        let (exit, output) = try Self.interrupt(["engine", "--dict", CLIFixture.dictionary], environment: [:],
                                                send: #"{"id":1,"cmd":"hello"}"# + "\n", ready: "\"protocol\"", signal: SIGINT)
        #expect(exit == 130)
        #expect(output.split(separator: "\n").count == 1)
    }
}
