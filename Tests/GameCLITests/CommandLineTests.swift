import Foundation
import SqurambleTestSupport
import Testing

/// Options, values and dictionaries: usage errors exit 64, dictionary errors exit 1.
@Suite struct CommandLineTests {
    static let program = BuiltProgram("squramble")

    @Test(arguments: [
        ["--bogus"], ["play", "--bogus"], ["--rounds", "0"], ["--rounds", "x"], ["--mode", "chess"],
        ["--length", "9-3"], ["--difficulty", "impossible"], ["--time-limit", "0"], ["--seed", "-1"],
        ["--min-length", "3"], ["solve"], ["solve", "abc", "--min-length", "0"], ["solve", "a1b"],
        ["stats", "--bogus"], ["daily", "--mode", "chess"], ["--code", "nonsense"], ["--code", "SQ-2000-E000"],
        ["--code", "SQ-2800-A000-0132-P1J6-0KD0", "--seed", "3"],
    ])
    func badUsageExits64(_ arguments: [String]) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let run = try Self.program.run(arguments, environment: CLIFixture.environment(dataHome: home))
        #expect(run.exitCode == 64, "\(arguments): \(run.stderr)")
        #expect(!run.stderr.isEmpty)
        #expect(run.stdout.isEmpty)
    }

    @Test func missingDictionaryExits1WithItsError() throws {
        let run = try Self.program.run(["--dict", "/nonexistent/words.sqd"], input: Data("\n".utf8))
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("cannot read the dictionary /nonexistent/words.sqd"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func corruptDictionariesExit1WithTheirErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let notOne = try folder.write("hello, I am not a dictionary\n", to: "text.sqd")
        let good = try Data(contentsOf: URL(fileURLWithPath: CLIFixture.dictionary))
        let truncated = folder.file("truncated.sqd")
        try good.prefix(good.count / 2).write(to: truncated)
        var flipped = good
        flipped[good.count - 10] ^= 0xFF
        let corrupted = folder.file("flipped.sqd")
        try flipped.write(to: corrupted)
        for (file, words) in [(notOne, "not a Squramble dictionary"), (truncated, "truncated")] {
            for command in [["play"], ["solve", "stone"], ["daily"]] {
                let run = try Self.program.run(command + ["--dict", file.path], input: Data("\n".utf8))
                #expect(run.exitCode == 1, "\(command) \(file.lastPathComponent)")
                #expect(run.stderr.contains(words), "\(run.stderr)")
            }
        }
        // A flipped byte deep inside may pass the cheap open; the game must still not crash.
        let run = try Self.program.run(["solve", "stone", "--dict", corrupted.path])
        #expect(run.exitCode == 0 || run.exitCode == 1)
    }

    @Test func theEnvironmentNamesTheDictionary() throws {
        let run = try Self.program.run(["solve", "stone"], environment: ["SQURAMBLE_DICT": CLIFixture.dictionary])
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("notes"))
        let bad = try Self.program.run(["solve", "stone"], environment: ["SQURAMBLE_DICT": "/nonexistent.sqd"])
        #expect(bad.exitCode == 1)
        #expect(bad.stderr.contains("/nonexistent.sqd"))
        // --dict wins over the environment.
        let both = try Self.program.run(["solve", "stone", "--dict", CLIFixture.dictionary], environment: ["SQURAMBLE_DICT": "/nonexistent.sqd"])
        #expect(both.exitCode == 0)
    }

    @Test(arguments: [["--help"], ["play", "--help"], ["daily", "--help"], ["solve", "--help"], ["stats", "--help"], ["engine", "--help"]])
    func helpWorksEverywhere(_ arguments: [String]) throws {
        let run = try Self.program.run(arguments)
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("USAGE"))
    }
}
