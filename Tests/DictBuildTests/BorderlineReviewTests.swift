@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import SqurambleTestSupport
import Testing

/// `dictbuild review --borderline`: which words are borderline targets, and why; and
/// `--language`, which picks or checks the recipe.
@Suite struct BorderlineReviewTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var rules: [Rule]
        var tier: Tier
        var zipf: Double?
        var spellings = ["word"]
        var reason: String?
        var capitalsMarkNames = true
        var testDescription: String { name }
    }

    /// The target cut-off is 2.5 in every row.
    static let table: [Row] = [
        Row(name: "a common target", rules: [], tier: .target, zipf: 4.2, reason: nil),
        Row(name: "a target just above the cut-off", rules: [], tier: .target, zipf: 2.7, reason: "near the cut-off"),
        Row(name: "just below the cut-off", rules: [.targetRare], tier: .accepted, zipf: 2.3, reason: "near the cut-off"),
        Row(name: "far below the cut-off", rules: [.targetRare], tier: .accepted, zipf: 1.2, reason: nil),
        Row(name: "below the cut-off and too long", rules: [.targetTooLong, .targetRare], tier: .accepted, zipf: 2.4, reason: nil),
        Row(name: "an inferred frequency above the cut-off", rules: [.targetUnmeasured], tier: .accepted, zipf: 3.5, reason: "inferred frequency"),
        Row(name: "no frequency at all", rules: [.targetUnmeasured], tier: .accepted, zipf: nil, reason: nil),
        Row(name: "unmeasured and not from a target input", rules: [.targetUnmeasured, .notInTargetInputs], tier: .accepted, zipf: 3.5, reason: nil),
        Row(name: "a target also spelled with a capital", rules: [], tier: .target, zipf: 4.0, spellings: ["Bill", "bill"], reason: "name-like"),
        Row(name: "a frequent word dropped as a name", rules: [.properNoun], tier: .dropped, zipf: 4.0, spellings: ["Paris"], reason: "name-like"),
        Row(name: "a rare name", rules: [.properNoun], tier: .dropped, zipf: 1.0, spellings: ["Aachen"], reason: nil),
        Row(name: "a German noun target", rules: [], tier: .target, zipf: 4.0, spellings: ["Haus"], reason: nil, capitalsMarkNames: false),
        Row(name: "a guessed form of a listed word, accepted only", rules: [.targetBlocklistInflection], tier: .accepted, zipf: 3.0, reason: "offensive list"),
        Row(name: "a blocked inflection", rules: [.blocklistInflection], tier: .dropped, zipf: 3.0, reason: "offensive list"),
    ]

    @Test(arguments: table)
    func borderlineReason(_ row: Row) {
        let forms = row.spellings.map { SurfaceForm(text: $0, firstSeen: SourceLocation(file: "words.txt", line: 1), occurrences: 1, keepsCase: true) }
        let record = WordRecord(key: row.spellings.last!.lowercased(), forms: forms, inputs: ["words.txt"], zipf: row.zipf,
                                zipfSource: nil, flags: row.rules.map { RuleFlag(rule: $0, detail: "") }, decision: nil,
                                tier: row.tier, reason: row.rules.first, display: row.spellings.last!)
        #expect(ReviewCandidates.borderlineReason(record, cutoff: 2.5, capitalsMarkNames: row.capitalsMarkNames) == row.reason)
    }

    @Test(arguments: [("en", "en", true), ("EN", "en", true), ("pt-BR", "pt", true), ("pt", "pt-BR", false), ("es", "en", false)])
    func languageTags(_ tag: String, _ wanted: String, _ matches: Bool) {
        #expect(ReviewLanguage.matches(tag, wanted) == matches)
    }

    /// Through the built program: a small recipe with a graded input and a frequency list.
    @Test func theCommandLimitsTheQueueToBorderlineTargetsOfTheLanguage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("wordlists/en"), withIntermediateDirectories: true)
        _ = try folder.write("cat\nobtuser\nacrider\nsnob\nzax\n", to: "wordlists/en/words.txt")
        _ = try folder.write("cat\t5.0\nobtuser\t1.2\nsnob\t2.6\nzax\t1.0\n", to: "wordlists/en/freq.tsv")
        let recipe = #"""
            {"name": "t", "language": "en", "inputs": [{"path": "words.txt", "zipf": 3.5}, {"path": "freq.tsv", "kind": "frequency", "format": "zipf"}],
             "decisions": "decisions.tsv", "frequency": {"evidence": "measured"}, "targets": {"minZipf": 2.5}}
            """#
        _ = try folder.write(recipe, to: "wordlists/en/recipe.json")
        let dictbuild = BuiltProgram("dictbuild")
        let run = try dictbuild.run(["review", "--language", "en", "--borderline", "--export", "-"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let words = run.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false)[0] }
        #expect(Set(words) == ["acrider", "snob"], "\(run.stdout)")  // not cat (common), obtuser or zax (rare)
        let all = try dictbuild.run(["review", "--language", "en", "--export", "-"], currentDirectory: folder.url)
        #expect(all.stdout.split(separator: "\n").count > run.stdout.split(separator: "\n").count)

        let wrong = try dictbuild.run(["review", "wordlists/en/recipe.json", "--language", "de", "--export", "-"], currentDirectory: folder.url)
        #expect(wrong.exitCode == 1)
        #expect(wrong.stderr.contains("is a recipe for en, not de"), "\(wrong.stderr)")
        let missing = try dictbuild.run(["review", "--language", "fr", "--export", "-"], currentDirectory: folder.url)
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.contains("wordlists/fr/recipe.json does not exist"), "\(missing.stderr)")
    }
}
