import SqurambleTestSupport
import Foundation
import Squramble
@testable import SqurambleTerminal
import Testing

@Suite struct GameCLICommandLineBasicsTests {
    @Test(arguments: [["--version"], ["--help"]])
    func answersWithoutError(_ arguments: [String]) throws {
        let run = try BuiltProgram("squramble").run(arguments)
        #expect(run.exitCode == 0)
        #expect(!run.stdout.isEmpty)
    }

    @Test func versionIsTheLibraryVersionAndTheCommit() throws {
        let run = try BuiltProgram("squramble").run(["--version"])
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(Squramble.version) (commit \(BuildVersion.commit))")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = try BuiltProgram("squramble").run(["--no-such-option"])
        #expect(run.exitCode == 64)
        #expect(run.stderr.contains("no-such-option"))
    }
}
