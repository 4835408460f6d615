import Foundation
import SqurambleTestSupport
import Testing

/// `squramble engine`, driven by another program.
@Suite struct EngineProtocolTests {
    static let program = BuiltProgram("squramble")

    /// Runs a command and returns its exit code and standard output.
    static func runPython(_ arguments: [String]) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errBox = Box()
        let done = DispatchSemaphore(value: 0)
        Thread { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }.start()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errBox.data, as: UTF8.self))
    }

    final class Box: @unchecked Sendable { var data = Data() }

    @Test(arguments: ["unscramble", "twist", "grid"])
    func aPythonClientPlaysAWholeGame(_ mode: String) throws {
        let script = CLIFixture.scriptsFolder.appendingPathComponent("engine_client.py").path
        let (status, out, err) = try Self.runPython([script, Self.program.url.path, "--dict", CLIFixture.dictionary,
                                                     "--mode", mode, "--seed", "11", "--rounds", mode == "grid" ? "1" : "3"])
        if mode == "grid", err.contains("no fair puzzle") || err.contains("cannot_start") { return }  // tiny dictionary
        #expect(status == 0, "\(err)")
        let report = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        if mode != "grid" { #expect(report?["rounds_solved"] as? Int == (mode == "grid" ? 0 : 3)) }
    }

    @Test func everyLineGetsExactlyOneResponse() throws {
        let lines = [
            #"{"id":1,"cmd":"hello"}"#, "garbage", "{}", "null", "\"text\"", #"{"id":[1,2],"cmd":"state"}"#,
            #"{"id":2,"cmd":"new","seed":"18446744073709551615","rounds":2}"#, #"{"id":3,"cmd":"new","rounds":0}"#,
            #"{"id":4,"cmd":"new","lengths":[9,2]}"#, #"{"id":5,"cmd":"guess"}"#, #"{"id":6,"cmd":"guess","word":"🙂"}"#,
            #"{"id":7,"cmd":"hint","kind":"everything"}"#, #"{"id":8,"cmd":"hint","kind":"letter_placement"}"#,
            #"{"id":9,"cmd":"next"}"#, #"{"id":10,"cmd":"new","code":"SQ-0000-0000"}"#, #"{"id":11,"cmd":"new","dictionary":"/nonexistent.sqd"}"#,
            #"{"id":12,"cmd":"solve","letters":"a1"}"#, #"{"id":13,"cmd":"guess","word":"abc","elapsed":-4}"#,
            #"{"id":14,"cmd":"quit"}"#, #"{"id":15,"cmd":"hello"}"#,
        ]
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        let run = try Self.program.run(["engine", "--dict", CLIFixture.dictionary], input: input)
        #expect(run.exitCode == 0)
        let responses = CLIFixture.jsonLines(run.stdout)
        // Everything up to quit is answered; nothing after it.
        #expect(responses.count == lines.count - 1)
        #expect(run.stdout.split(separator: "\n").count == responses.count)
        let byID = Dictionary(responses.compactMap { r in (r["id"] as? Int).map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
        func code(_ id: Int) -> String? { (byID[id]?["error"] as? [String: Any])?["code"] as? String }
        #expect(byID[1]?["ok"] as? Bool == true)
        #expect(byID[2]?["ok"] as? Bool == true)
        #expect((byID[2]?["options"] as? [String: Any])?["seed"] as? String == "18446744073709551615")
        #expect(code(3) == "invalid_field")
        #expect(code(4) == "invalid_field" || code(4) == "invalid_options")
        #expect(code(5) == "missing_field")
        #expect((byID[6]?["verdict"] as? [String: Any])?["verdict"] as? String == "not_letters")
        #expect(code(7) == "invalid_field")
        #expect(byID[8]?["ok"] as? Bool == true)
        #expect(code(9) == "round_in_play")
        #expect(code(10) == "invalid_code")
        #expect(code(11) == "dictionary")
        #expect(code(12) == "invalid_field")
        #expect(code(13) == "invalid_field")
        #expect(byID[14]?["ok"] as? Bool == true)
        #expect(responses.allSatisfy { $0["v"] as? Int == 1 })
        // Requests without a usable id get "id": null.
        #expect(responses.filter { $0["id"] is NSNull }.count >= 4)
    }

    @Test func aPuzzleCodeStartsTheSameGameInTheEngine() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let play = try Self.program.run(["--seed", "31", "--json"], input: Data("/quit\n".utf8), environment: CLIFixture.environment(dataHome: home))
        let events = CLIFixture.jsonLines(play.stdout)
        let code = try #require(events.first?["code"] as? String)
        let tiles = events.first { $0["event"] as? String == "round_started" }?["tiles"] as? [String]
        let run = try Self.program.run(["engine", "--dict", CLIFixture.dictionary],
                                       input: Data((#"{"id":1,"cmd":"new","code":"\#(code)"}"# + "\n").utf8))
        let response = CLIFixture.jsonLines(run.stdout).first
        #expect((response?["round"] as? [String: Any])?["tiles"] as? [String] == tiles)
        #expect(response?["code"] as? String == code)
    }

    @Test func theProtocolIsDocumentedWithAFullSession() throws {
        let doc = CLIFixture.fixturesFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/EngineProtocol.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        for command in ["hello", "new", "guess", "hint", "shuffle", "skip", "next", "state", "solve", "quit"] {
            #expect(text.contains("\"cmd\":\"\(command)\""), "the example session uses \(command)")
        }
    }
}

extension EngineProtocolTests {
    @Test func aSavedGameResumesInAnotherEngine() throws {
        let first = try Self.program.run(["engine", "--dict", CLIFixture.dictionary], input: Data("""
            {"id":1,"cmd":"new","seed":8,"rounds":2}
            {"id":2,"cmd":"hint","elapsed":3}
            {"id":3,"cmd":"guess","word":"qqq","elapsed":4}
            {"id":4,"cmd":"save"}

            """.utf8))
        let responses = CLIFixture.jsonLines(first.stdout)
        let saved = try #require(responses.last?["state"])
        let request = try JSONSerialization.data(withJSONObject: ["id": 5, "cmd": "resume", "state": saved])
        let second = try Self.program.run(["engine", "--dict", CLIFixture.dictionary],
                                          input: request + Data("\n".utf8) + Data(#"{"id":6,"cmd":"hint","elapsed":5}"#.utf8) + Data("\n".utf8))
        let resumed = CLIFixture.jsonLines(second.stdout)
        let round = (resumed.first?["game"] as? [String: Any])?["round"] as? [String: Any]
        let original = responses[0]["round"] as? [String: Any]
        #expect(round?["tiles"] as? [String] == original?["tiles"] as? [String])
        #expect((round?["revealed"] as? [Any])?.count == 1)
        #expect((resumed.last?["hint"] as? [String: Any])?["position"] as? Int == 1, "the next hint continues where the first left off")
        // Another dictionary is refused.
        let other = try Self.program.run(["engine", "--dict", CLIFixture.otherDictionary], input: request + Data("\n".utf8))
        #expect(((CLIFixture.jsonLines(other.stdout).first?["error"] as? [String: Any])?["code"] as? String) == "wrong_dictionary")
    }
}

extension EngineProtocolTests {
    /// An id comes back exactly as it was sent, even a whole number beyond 64 bits (which
    /// used to come back as a rounded double, 1.8446744073709552e+19).
    @Test(arguments: ["18446744073709551615", "18446744073709551616", "-9223372036854775809",
                      "99999999999999999999999999999999999999", "1.5", "\"x\"", "7"])
    func idsComeBackUnchanged(_ id: String) throws {
        let run = try Self.program.run(["engine", "--dict", CLIFixture.dictionary],
                                       input: Data((#"{"id":\#(id),"cmd":"hello"}"# + "\n").utf8))
        #expect(run.exitCode == 0)
        let expected = #""id":\#(id),"#
        #expect(run.stdout.contains(expected), "\(run.stdout)")
    }
}

extension EngineProtocolTests {
    @Test func dailyDealsTheDaysPuzzleAndStateShowsIt() throws {
        let run = try Self.program.run(["engine", "--dict", CLIFixture.dictionary], input: Data("""
            {"id":1,"cmd":"daily","mode":"unscramble","date":"2026-03-04","practice":true}
            {"id":2,"cmd":"state"}
            {"id":3,"cmd":"daily","date":"2026-02-30"}
            {"id":4,"cmd":"daily","mode":"chess"}
            {"id":5,"cmd":"hello"}

            """.utf8))
        let byID = Dictionary(CLIFixture.jsonLines(run.stdout).map { ($0["id"] as? Int ?? 0, $0) }, uniquingKeysWith: { a, _ in a })
        let daily = try #require(byID[1]?["daily"] as? [String: Any])
        #expect(daily["date"] as? String == "2026-03-04")
        #expect(daily["number"] as? Int == 63)
        #expect((byID[1]?["code"] as? String)?.hasPrefix("SQ-") == true)
        #expect(((byID[2]?["game"] as? [String: Any])?["daily"] as? [String: Any])?["number"] as? Int == 63)
        #expect((byID[3]?["error"] as? [String: Any])?["code"] as? String == "invalid_field")
        #expect((byID[4]?["error"] as? [String: Any])?["code"] as? String == "invalid_field")
        #expect((byID[5]?["commands"] as? [String])?.contains("daily") == true)

        // The same date and mode twice: the same puzzle.
        let again = try Self.program.run(["engine", "--dict", CLIFixture.dictionary],
                                         input: Data((#"{"id":1,"cmd":"daily","date":"2026-03-04"}"# + "\n").utf8))
        #expect(CLIFixture.jsonLines(again.stdout).first?["code"] as? String == byID[1]?["code"] as? String)
    }
}
