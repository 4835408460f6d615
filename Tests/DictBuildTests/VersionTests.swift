import Squramble
@testable import SqurambleTerminal
import SqurambleTestSupport
import Foundation
import Testing

@Suite struct DictBuildCommandLineBasicsTests {
    @Test(arguments: [["--version"], ["--help"]])
    func answersWithoutError(_ arguments: [String]) throws {
        let run = try BuiltProgram("dictbuild").run(arguments)
        #expect(run.exitCode == 0)
        #expect(!run.stdout.isEmpty)
    }

    /// The package version and the commit it was built from (stamped by
    /// Scripts/install.sh; Scripts/install-check.sh checks the stamped commit).
    @Test func versionIsTheLibraryVersionAndTheCommit() throws {
        let run = try BuiltProgram("dictbuild").run(["--version"])
        let line = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line == "\(Squramble.version) (commit \(BuildVersion.commit))")
        #expect(line.hasPrefix("0.1.0 (commit "))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = try BuiltProgram("dictbuild").run(["--no-such-option"])
        #expect(run.exitCode == 64)
        #expect(run.stderr.contains("no-such-option"))
    }
}
