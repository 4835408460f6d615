import SqurambleTestSupport
import Foundation
import Testing

@Suite struct GameCLICommandLineBasicsTests {
    @Test(arguments: [["--version"], ["--help"]])
    func answersWithoutError(_ arguments: [String]) throws {
        let run = try BuiltProgram("squramble").run(arguments)
        #expect(run.exitCode == 0)
        #expect(!run.stdout.isEmpty)
    }

    @Test func versionIsTheLibraryVersion() throws {
        let run = try BuiltProgram("squramble").run(["--version"])
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = try BuiltProgram("squramble").run(["--no-such-option"])
        #expect(run.exitCode == 64)
        #expect(run.stderr.contains("no-such-option"))
    }
}
