import Foundation
import Testing
@testable import DictBuild
@testable import SqurambleBuilder

/// The Hunspell fixtures (Fixtures/hunspell, see its README.md): each `X.dic` + `X.aff`
/// with `X.expected`, the forms it must give (sorted, each checked with Hunspell itself),
/// and for some `X.problems`, the problems it must report.
enum HunspellFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hunspell")

    /// The fixture names in a subfolder (`micro`, `excerpts`).
    static func names(in subfolder: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)) ?? []
        return files.filter { $0.hasSuffix(".dic") }.map { "\(subfolder)/" + $0.dropLast(4) }.sorted()
    }

    static func path(_ name: String, _ ext: String) -> String {
        folder.appendingPathComponent("\(name).\(ext)").path
    }

    static func lines(_ name: String, _ ext: String) throws -> [String] {
        try String(contentsOfFile: path(name, ext), encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The forms of a fixture, sorted and without repeats, and its tally.
    static func expand(_ name: String, maximumScalars: Int = 100) throws -> (forms: [String], tally: HunspellTally) {
        let dictionary = try HunspellDictionary(dic: path(name, "dic"))
        var forms = Set<String>()
        let tally = dictionary.expand(maximumScalars: maximumScalars) { form, _ in forms.insert(form) }
        return (forms.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }, tally)
    }
}

@Suite struct HunspellFixtureTests {
    @Test(arguments: HunspellFixtures.names(in: "micro") + HunspellFixtures.names(in: "excerpts"))
    func generatesExactlyTheExpectedForms(_ name: String) throws {
        let (forms, _) = try HunspellFixtures.expand(name)
        let expected = try HunspellFixtures.lines(name, "expected")
        #expect(!expected.isEmpty)
        let missing = Set(expected).subtracting(forms).sorted(), extra = Set(forms).subtracting(expected).sorted()
        #expect(missing.isEmpty, "not generated: \(missing.prefix(20))")
        #expect(extra.isEmpty, "not expected: \(extra.prefix(20))")
    }

    @Test(arguments: HunspellFixtures.names(in: "micro").filter {
        FileManager.default.fileExists(atPath: HunspellFixtures.path($0, "problems"))
    })
    func reportsEveryBadLineWithItsLine(_ name: String) throws {
        let (_, tally) = try HunspellFixtures.expand(name)
        let reported = tally.problemExamples.map {
            "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line): \($0.kind.rawValue): \($0.reason)"
        }
        #expect(reported.sorted() == (try HunspellFixtures.lines(name, "problems")).sorted())
        #expect(tally.problems == reported.count)
    }

    @Test(arguments: HunspellFixtures.names(in: "micro").filter { !$0.hasSuffix("bad-lines") && !$0.hasSuffix("char-bytes") })
    func wellFormedFixturesReportNoProblem(_ name: String) throws {
        let (_, tally) = try HunspellFixtures.expand(name)
        #expect(tally.problems == 0, "\(tally.problemReport)")
    }

    /// What the tally counts, on fixtures made for each count.
    @Test(arguments: [
        ("micro/forbidden-word", \HunspellTally.forbiddenStems, 2),
        ("micro/forbidden-word", \HunspellTally.forbiddenForms, 1),
        ("micro/onlyincompound", \HunspellTally.compoundOnlyStems, 1),
        ("micro/needaffix", \HunspellTally.needAffixStems, 1),
        ("micro/morphology-fields", \HunspellTally.stems, 5),
        ("micro/suffix-strip-condition", \HunspellTally.forms, 7),
    ] as [(String, KeyPath<HunspellTally, Int> & Sendable, Int)])
    func talliesCount(_ name: String, _ count: KeyPath<HunspellTally, Int> & Sendable, _ expected: Int) throws {
        let (_, tally) = try HunspellFixtures.expand(name)
        #expect(tally[keyPath: count] == expected)
    }

    @Test func formsOverTheLimitAreCountedNotGenerated() throws {
        let (forms, tally) = try HunspellFixtures.expand("micro/twofold-suffix", maximumScalars: 6)
        #expect(forms == ["quick", "quicks"])
        #expect(tally.prunedForLength == 1)
        #expect(tally.forms == 2)
    }

    @Test func eachFormComesWithItsStemsLine() throws {
        let dictionary = try HunspellDictionary(dic: HunspellFixtures.path("micro/suffix-strip-condition", "dic"))
        var lines: [String: Int] = [:]
        _ = dictionary.expand(maximumScalars: 100) { form, line in lines[form] = line }
        #expect(lines["cat"] == 2 && lines["cats"] == 2 && lines["flies"] == 3 && lines["boxes"] == 4)
    }
}
