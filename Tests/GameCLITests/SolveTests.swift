import Foundation
import SqurambleTestSupport
import Testing

@Suite struct SolveTests {
    static let program = BuiltProgram("squramble")

    @Test func listsEveryWordGroupedByLengthLongestFirst() throws {
        let run = try Self.program.run(["solve", "Painter", "--dict", CLIFixture.dictionary])
        #expect(run.exitCode == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let lengths = lines.compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(lengths == lengths.sorted(by: >))
        #expect(lines.first?.hasPrefix("7 letters (") == true)
        #expect(lines.first?.contains("painter") == true && lines.first?.contains("repaint") == true)
        #expect(run.stdout.contains("pant") || run.stdout.contains("pain"))
    }

    @Test func exactAndMinimumLength() throws {
        let exact = try Self.program.run(["solve", "listen", "--exact", "--dict", CLIFixture.dictionary])
        #expect(exact.stdout.split(separator: "\n").count == 1)
        #expect(exact.stdout.contains("silent") && exact.stdout.contains("enlist"))
        let long = try Self.program.run(["solve", "strange", "--min-length", "6", "--dict", CLIFixture.dictionary])
        #expect(long.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("7 ") || $0.hasPrefix("6 ") })
    }

    @Test func jsonOutput() throws {
        let run = try Self.program.run(["solve", "stone", "--json", "--dict", CLIFixture.dictionary])
        #expect(run.exitCode == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["v"] as? Int == 1)
        #expect(object?["letters"] as? String == "stone")
        let groups = object?["groups"] as? [[String: Any]]
        #expect(groups?.first?["length"] as? Int == 5)
        #expect((groups?.first?["words"] as? [String])?.contains("notes") == true)
    }

    @Test func nothingToFind() throws {
        let run = try Self.program.run(["solve", "qqq", "--dict", CLIFixture.dictionary])
        #expect(run.exitCode == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no words"))
    }
}
