@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import SqurambleTestSupport
import Testing

/// Recipes are read strictly: syntax errors with line and column, unknown keys with
/// their path and the nearest known key, numbers outside their range.
@Suite struct RecipeValidationTests {
    static let good = #"{"name": "x", "language": "en", "inputs": [{"path": "words.txt"}]"#

    /// Loads `text` as a recipe file and returns the one-line error, or `nil` when it loads.
    func loadError(_ text: String) throws -> String? {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(text, to: "r.json").path
        do {
            _ = try Recipe.load(path)
            return nil
        } catch let error as RecipeError {
            return error.reason
        }
    }

    @Test(arguments: [
        (good + #", "filters": {"properNoun": false}}"#, "filters.properNoun: unknown key; did you mean properNouns? (line 1, column 80)"),
        (good + ",\n \"targets\": {\"minLenght\": 4}}", "targets.minLenght: unknown key; did you mean minLength? (line 2, column 14)"),
        (good + #", "inputs2": []}"#, "inputs2: unknown key; did you mean inputs? (line 1, column 68)"),
        (#"{"name": "x", "language": "en", "inputs": [{"path": "w", "knd": "words"}]}"#, "inputs[0].knd: unknown key; did you mean kind? (line 1, column 58)"),
        (good + #", "policy": {"foldAccents": true}}"#, "policy.foldAccents: unknown key; did you mean foldsAccents? (line 1, column 79)"),
        (good + #", "review": {"definitions": {"source": "wordnet", "pth": "/x"}}}"#, "review.definitions.pth: unknown key; did you mean path? (line 1, column 116)"),
        (good + #", "zorro": 1}"#, "zorro: unknown key; known keys here: accepted, alphabet, blocklist, decisions, displayForm, filters, frequency, inputs, language, name, output, policy, review, sources, targets, version (line 1, column 68)"),
    ])
    func unknownKeysNameTheirPathAndTheNearestKey(_ text: String, _ reason: String) throws {
        #expect(try loadError(text) == reason)
    }

    @Test(arguments: [
        ("{\"name\": \"x\"\n \"language\": \"en\"}", "not valid JSON: line 2, column 2: expected \",\" or \"}\" after the value of \"name\", found '\"'"),
        (#"{"name": "x",}"#, "not valid JSON: line 1, column 14: expected a key in double quotes, found \"}\" (a comma before a closing brace?)"),
        ("{\"inputs\": [1, 2,]}", "not valid JSON: line 1, column 18: expected a value, found \"]\" (a comma before a closing bracket?)"),
        ("{\"name\": 'x'}", "not valid JSON: line 1, column 10: expected a value, found \"'\" (JSON strings take double quotes)"),
        ("{\n\n  \"name\": \"x", "not valid JSON: line 3, column 13: a string has no closing '\"'"),
        ("{\"a\": 1, \"a\": 2}", "not valid JSON: line 1, column 10: \"a\" is given twice in this object"),
        ("{\"a\": 01}", "not valid JSON: line 1, column 9: a number cannot start with 0"),
        ("{\"a\": tru}", "not valid JSON: line 1, column 7: expected a value, found \"t\""),
        ("{} {}", "not valid JSON: line 1, column 4: unexpected \"{\" after the end of the document"),
        ("", "not valid JSON: line 1, column 1: expected a value, found the end of the file"),
        ("{\"é\": \"ü\" x}", "not valid JSON: line 1, column 11: expected \",\" or \"}\" after the value of \"é\", found \"x\""),
    ])
    func syntaxErrorsNameLineAndColumn(_ text: String, _ reason: String) throws {
        #expect(try loadError(text) == reason)
    }

    @Test(arguments: [
        (#", "targets": {"minZipf": 12}}"#, "targets.minZipf is 12, outside the allowed range 0...9"),
        (#", "accepted": {"minLength": 0}}"#, "accepted.minLength is 0, outside the allowed range 1...1024"),
        (#", "targets": {"maxLength": 5000}}"#, "targets.maxLength is 5000, outside the allowed range 1...1024"),
        (#", "frequency": {"missingZipf": -1}}"#, "frequency.missingZipf is -1, outside the allowed range 0...9"),
        (#", "blocklist": {"blockAtOrBelow": 4}}"#, "at blocklist.blockAtOrBelow: must be 1 (slurs), 2 (and vulgar words) or 3 (and sensitive words), found 4"),
        (#", "blocklist": {"levels": {"sexual": "never"}}}"#, "at blocklist.levels.sexual: \"never\" is not one of \"target\", \"accepted\", \"drop\""),
        (#", "blocklist": {"blockAtOrBelow": 2, "levels": {}}}"#, "at blocklist.levels: give levels or the older blockAtOrBelow, not both"),
    ])
    func numbersOutsideTheirRangeNameTheRange(_ tail: String, _ reason: String) throws {
        #expect(try loadError(Self.good + tail) == reason)
    }

    @Test func anUnknownFrequencyEvidenceIsRefused() throws {
        let reason = try #require(try loadError(Self.good + #", "frequency": {"evidence": "measure"}}"#))
        #expect(reason.contains("evidence") && reason.contains("highest") && reason.contains("measured"), "\(reason)")
        #expect(try loadError(Self.good + #", "frequency": {"evidence": "measured"}}"#) == nil)
    }

    /// An old recipe's `blockAtOrBelow` still reads, as the levels it meant; `levels`
    /// fills the levels it leaves out with the defaults.
    @Test(arguments: [
        (#"{"blockAtOrBelow": 1}"#, OffensiveLevels(slur: .drop, sexual: .target, vulgar: .target, sensitive: .target)),
        (#"{"blockAtOrBelow": 2}"#, OffensiveLevels(slur: .drop, sexual: .drop, vulgar: .drop, sensitive: .target)),
        (#"{"blockAtOrBelow": 3}"#, OffensiveLevels(slur: .drop, sexual: .drop, vulgar: .drop, sensitive: .drop)),
        (#"{}"#, OffensiveLevels.standard),
        (#"{"levels": {"sexual": "drop"}}"#, OffensiveLevels(slur: .drop, sexual: .drop, vulgar: .accepted, sensitive: .accepted)),
    ])
    func blocklistLevelsOldAndNew(_ blocklist: String, _ levels: OffensiveLevels) throws {
        let rules = try JSONDecoder().decode(BlocklistRules.self, from: Data(blocklist.utf8))
        #expect(rules.levels == levels)
    }

    @Test func theBundledRecipesAreValid() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let recipes = ["en", "es", "fr", "de", "it", "pt"].map { "\($0)/recipe.json" }
        for recipe in recipes {
            let path = root.appendingPathComponent("wordlists/\(recipe)").path
            #expect(throws: Never.self) { _ = try Recipe.load(path) }
        }
    }

    /// The parser reads what Foundation's reads, to the same values.
    @Test(arguments: [
        #"{"a": [1, -2.5e3, 0.25, true, false, null], "b": {"c": "d\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}, "e": []}"#,
        "  \u{FEFF}[]".dropFirst(2).description,
        "\"just a string\"",
        "[{}, [[]], \"x\"]",
    ])
    func readsWhatFoundationReads(_ text: String) throws {
        let ours = try RecipeJSON.parse(Array(text.utf8))
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        func serialised(_ value: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
        }
        #expect(try serialised(Self.plain(ours)) == serialised(theirs))
    }

    static func plain(_ node: RecipeJSON) -> Any {
        switch node.value {
        case .object(let members): Dictionary(uniqueKeysWithValues: members.map { ($0.key, plain($0.value)) })
        case .array(let items): items.map(plain)
        case .string(let text): text
        case .number(let value): value == value.rounded() ? Int(value) as Any : value
        case .bool(let value): value
        case .null: NSNull()
        }
    }

    @Test(arguments: [
        ("minLenght", ["minLength", "maxLength"], "minLength"),
        ("properNoun", ["properNouns", "nameLists"], "properNouns"),
        ("proper-nouns", Rule.allCases.map(\.rawValue), "proper-noun"),
        ("zorro", ["name", "language"], nil),
    ] as [(String, [String], String?)])
    func nearestKey(_ key: String, _ known: [String], _ nearest: String?) {
        #expect(RecipeSchema.nearest(to: key, in: known) == nearest)
    }
}

@Suite struct RecipeCommandTests {
    let dictbuild = BuiltProgram("dictbuild")

    @Test func aMisspeltKeyFailsTheBuildWithItsPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("cat\nact\n", to: "words.txt")
        _ = try folder.write("{\"name\": \"x\", \"language\": \"en\", \"inputs\": [{\"path\": \"words.txt\"}],\n \"targets\": {\"minLenght\": 4}}", to: "r.json")
        let run = try dictbuild.run(["build", "r.json", "--dry-run"], currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr == "Error: recipe r.json: targets.minLenght: unknown key; did you mean minLength? (line 2, column 14)\n")
    }

    @Test func anUnknownReviewRuleIsAUsageErrorNamingTheRules() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("cat\n", to: "words.txt")
        let run = try dictbuild.run(["review", "--words", "words.txt", "--decisions", "d.tsv", "--queue", "rule:proper-nouns", "--export", "-"],
                                    currentDirectory: folder.url)
        #expect(run.exitCode == 64)
        #expect(run.stderr.hasPrefix("Error: --queue rule:proper-nouns: there is no rule \"proper-nouns\"; did you mean rule:proper-noun? (rules: possessive, contraction,"))
        #expect(run.stdout.isEmpty)
        let known = try dictbuild.run(["review", "--words", "words.txt", "--decisions", "d.tsv", "--queue", "rule:proper-noun", "--export", "-"],
                                      currentDirectory: folder.url)
        #expect(known.exitCode == 0, "\(known.stderr)")
    }
}
