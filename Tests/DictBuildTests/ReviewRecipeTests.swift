#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SqurambleTerminal
import SqurambleTestSupport
import Testing

/// Review over a real recipe: the queue comes from the build pipeline, and the
/// decisions made on screen or imported change the next build as its report shows.
@Suite(.serialized) struct ReviewRecipeTests {
    let folder: TemporaryFolder
    let recipe: String

    init() throws {
        folder = try TemporaryFolder()
        _ = try folder.write("cat\ndog\nbix\nKelly\nemu\nthe\nowl\nzax\n", to: "words.txt")
        _ = try folder.write("cat\t5.0\ndog\t5.1\nbix\t2.6\nkelly\t4.0\nemu\t3.5\nthe\t7.7\nowl\t4.2\nzax\t0.5\n", to: "freq.tsv")
        recipe = try folder.write("""
            {
              "name": "Tiny", "language": "en",
              "inputs": [ { "path": "words.txt" }, { "path": "freq.tsv", "kind": "frequency", "format": "zipf" } ],
              "decisions": "decisions.tsv",
              "targets": { "minLength": 3, "maxLength": 8, "minZipf": 3.0 },
              "review": { "definitions": { "source": "wordnet", "path": "/usr/share/wordnet" } }
            }
            """, to: "recipe.json").path
    }

    struct Report: Decodable {
        struct Decisions: Decodable {
            struct Note: Decodable { var key: String; var decision: String; var automatic: String }
            var applied: Int
            var overrides: [Note]
        }
        var targets: Int
        var accepted: Int
        var decisions: Decisions
    }

    func build() throws -> Report {
        let run = try BuiltProgram("dictbuild").run(["build", recipe, "--dry-run", "--report-json", "-"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
    }

    func export(_ queue: String) throws -> [String] {
        let run = try BuiltProgram("dictbuild").run(["review", recipe, "--queue", queue, "--export", "-"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }
    }

    @Test func queuesComeFromThePipeline() throws {
        // Targets: the common words, shortest and most common first.
        #expect(try export("targets") == ["the", "dog", "cat", "owl", "emu"])
        // Borderline: kelly (one weak rule: only capitalised) and bix (0.4 below the cut-off) first.
        let borderline = try export("borderline")
        #expect(Array(borderline.prefix(2)) == ["kelly", "bix"])
        #expect(!borderline.contains("zax"), "2.5 Zipf below the cut-off is not borderline")
        #expect(try export("rule:proper-noun") == ["kelly"])
    }

    @Test func decisionsOnScreenChangeTheNextBuild() throws {
        let before = try build()
        #expect(before.targets == 5)
        #expect(before.decisions.applied == 0)

        let run = try PseudoTerminalProgram(BuiltProgram("dictbuild").url, ["review", recipe, "--queue", "targets"], rows: 40, columns: 110)
        try run.waitForScreen { $0.contains("remaining 5") && $0.contains("Tiny") }
        // What helps decide: rules passed, spellings and the definition from WordNet.
        let first = run.screen
        #expect(first.contains("automatic: target"))
        #expect(first.contains("frequency 7.70 zipf"))
        run.type("a")     // the: dull, accepted only
        try run.waitForScreen { $0.contains("remaining 4") && $0.contains("dog") }
        if FileManager.default.fileExists(atPath: "/usr/share/wordnet/index.noun") {
            try run.waitForScreen { $0.contains("definition: (n) a member of the genus Canis") }
        }
        #expect(run.screen.contains("anagrams: god") == false)  // god is not in this list
        run.type("t")     // dog
        run.type("t")     // cat
        run.type("d")     // owl: dropped (for the test's sake)
        try run.waitForScreen { $0.contains("remaining 1") }
        run.type("q")
        try run.waitForExit()

        let after = try build()
        #expect(after.decisions.applied == 4)
        #expect(after.targets == before.targets - 2)
        #expect(after.accepted == before.accepted - 1)
        let overrides = Set(after.decisions.overrides.map { "\($0.key):\($0.automatic)→\($0.decision)" })
        #expect(overrides == ["the:target→accepted", "owl:target→drop"])
        // The next review asks only about what is left.
        #expect(try export("targets") == ["emu"])
    }

    @Test func aDecisionOverridesARule() throws {
        let run = try PseudoTerminalProgram(BuiltProgram("dictbuild").url, ["review", recipe, "--queue", "rule:proper-noun"])
        try run.waitForScreen { $0.contains("remaining 1") && $0.contains("flagged: proper-noun") }
        run.type("t")
        try run.waitForScreen { $0.contains("The queue is done") }
        run.type("q")
        try run.waitForExit()
        let report = try build()
        #expect(report.targets == 6)
        #expect(report.decisions.overrides.map(\.key) == ["kelly"])
    }
}
