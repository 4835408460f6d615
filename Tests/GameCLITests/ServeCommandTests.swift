import Foundation
import SqurambleTestSupport
import Testing

/// `squramble serve` as a program: what it refuses at start, and a clean stop.
@Suite struct ServeCommandTests {
    static let program = BuiltProgram("squramble")

    static func oneLineFailure(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        let run = try program.run(["serve", "--port", "0"] + arguments, environment: environment, timeout: 60)
        #expect(run.exitCode == 1, "\(arguments): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n").filter { !$0.contains("notice") }
        #expect(lines.count == 1, "one line: \(run.stderr)")
        return run.stderr
    }

    @Test func aDictionaryThatCannotBeOpenedIsRefusedAtStart() throws {
        #expect(try Self.oneLineFailure(["--dict", "/no/such/file.sqd"]).contains("/no/such/file.sqd"))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let notOne = try folder.write("not a dictionary\n", to: "words.sqd")
        #expect(try Self.oneLineFailure(["--dict", notOne.path]).contains("words.sqd"))
        #expect(try Self.oneLineFailure(["--dict", "xx"]).contains("xx"))
    }

    @Test func aKeyThatCannotBeReadIsRefusedAtStart() throws {
        #expect(try Self.oneLineFailure(["--dict", CLIFixture.dictionary, "--key-file", "/no/such/key"]).contains("--key-file"))
        let refused = try Self.oneLineFailure(["--dict", CLIFixture.dictionary], environment: ["SQURAMBLE_SERVER_KEY": "c2hvcnQ="])
        #expect(refused.contains("SQURAMBLE_SERVER_KEY"))
    }

    @Test func itPrintsItsURLLogsEachRequestAndStopsCleanlyOnSIGTERM() throws {
        let process = Process()
        process.executableURL = Self.program.url
        process.arguments = ["serve", "--port", "0", "--dict", CLIFixture.dictionary]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let first = out.fileHandleForReading.availableData  // the line with the URL
        let line = String(decoding: first, as: UTF8.self)
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }.map(String.init), "\(line)")

        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-fsS", url + "api/v1/hello"]
        let reply = Pipe()
        curl.standardOutput = reply
        try curl.run()
        curl.waitUntilExit()
        #expect(String(decoding: reply.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("\"protocol\":1"))

        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("GET /api/v1/hello 200"), "one line per request: \(log)")
        #expect(log.contains("random key"), "says the key is a random one")
    }
}
