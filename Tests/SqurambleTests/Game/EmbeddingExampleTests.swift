import Foundation
import SqurambleTestSupport
import Testing

/// The example program of Documentation/Embedding.md runs as a reader would run it.
@Suite struct EmbeddingExampleTests {
    @Test func demoRunsToTheEnd() throws {
        let example = BuiltProgram("EmbedSquramble")
        try #require(FileManager.default.isExecutableFile(atPath: example.url.path), "build the example first: swift build")
        let run = try example.run(["--demo"])
        #expect(run.exitCode == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty)
        for expected in ["Dictionary: “demo”", "letters not on offer", "not letters: emoji", "already found",
                         "Saved the game", "correct:", "Daily Unscramble #", "32 games on"] {
            #expect(run.stdout.contains(expected), "missing \(expected) in\n\(run.stdout)")
        }
    }

    @Test func aMissingDictionaryIsAClearError() throws {
        let run = try BuiltProgram("EmbedSquramble").run(["/nonexistent/words.sqd"])
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("/nonexistent/words.sqd"))
        #expect(run.stdout.isEmpty)
    }
}
