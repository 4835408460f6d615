@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import SqurambleTestSupport
import Testing

/// One set of build options: quick-build flags for the recipe's fields, `--print-recipe`,
/// and `explain` taking the same options as `build`.
@Suite struct BuildOptionsTests {
    let dictbuild = BuiltProgram("dictbuild")
    static let wordlists = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("wordlists/en")

    /// Every leaf field of the recipe schema, lists written `[]`, filters as `filters.*`.
    static func fields(_ schema: RecipeSchema, _ path: String = "") -> [String] {
        switch schema.shape {
        case .scalar: return [path]
        case .list(let element):
            if case .scalar = element.shape { return [path] }
            return fields(element, path + "[]")
        case .object(let keys):
            if path == "filters" { return ["filters.*"] }
            return keys.flatMap { fields($0.value, path.isEmpty ? $0.key : path + "." + $0.key) }
        }
    }

    @Test func everyRecipeFieldHasAnOptionOrIsListedWithoutOne() throws {
        let fields = Set(Self.fields(RecipeSchema.recipe))
        let listed = Set(QuickRecipeOptions.optionForField.map(\.key))
        #expect(fields.subtracting(listed).isEmpty, "fields without an entry: \(fields.subtracting(listed).sorted())")
        #expect(listed.subtracting(fields).isEmpty, "entries for no field: \(listed.subtracting(fields).sorted())")
        // Every option named there is one `build` takes, and the help lists the rest.
        let help = try dictbuild.run(["build", "--help"])
        for case let (_, options?) in QuickRecipeOptions.optionForField {
            for option in options.split(separator: ", ") { #expect(help.stdout.contains(option + " "), "\(option)") }
        }
        let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("these, which need a recipe: " + QuickRecipeOptions.fieldsWithoutOption.joined(separator: ", ")))
    }

    @Test func quickOptionsReachTheRecipe() throws {
        let options = try QuickRecipeOptions.parse([
            "--input", "a.txt", "--caseless-input", "b.txt", "--frequency", "f.tsv", "--frequency-format", "zipf",
            "--names", "n.txt", "--abbreviations", "ab.txt", "--blocklist", "bl.tsv", "--block-severity", "2",
            "--inflection-suffixes", "s, es", "--name", "Mine", "--alphabet", "abc", "--display-form", "frequent",
            "--missing-zipf", "1.5", "--min-zipf", "1", "--accepted-input", "a.txt", "--target-input", "b.txt",
            "--no-filter", "proper-nouns", "--no-filter", "not-letters", "--language", "es", "--fold-accents",
        ])
        let recipe = options.makeRecipe()
        #expect(recipe.name == "Mine")
        #expect(recipe.inputs.map { "\($0.kind.rawValue):\($0.path)" } == ["words:a.txt", "words:b.txt", "frequency:f.tsv", "names:n.txt", "abbreviations:ab.txt", "blocklist:bl.tsv"])
        #expect(recipe.inputs.map { $0.caseless ?? false } == [false, true, false, false, false, false])
        #expect(recipe.inputs[2].format == .zipf)
        #expect(recipe.blocklist.levels == OffensiveLevels(slur: .drop, sexual: .drop, vulgar: .drop, sensitive: .target))
        #expect(recipe.blocklist.inflectionSuffixes == ["s", "es"])
        #expect(recipe.alphabet == "abc")
        #expect(recipe.displayForm == .frequent)
        #expect(recipe.frequency.missingZipf == 1.5)
        #expect(recipe.accepted.minZipf == 1 && recipe.accepted.inputs == ["a.txt"] && recipe.targets.inputs == ["b.txt"])
        #expect(!recipe.filters.properNouns && !recipe.filters.notLetters && recipe.filters.possessives)
        #expect(recipe.policy.foldsAccents && recipe.policy.locale == "es" && recipe.language == "es")
    }

    /// `--offensive LEVEL=TIER` sets one level over the defaults (or over `--block-severity`);
    /// a value that is not one is a usage error naming the levels and tiers.
    @Test(arguments: [
        ([], OffensiveLevels.standard),
        (["--offensive", "sexual=drop", "--offensive", "sensitive=target"],
         OffensiveLevels(slur: .drop, sexual: .drop, vulgar: .accepted, sensitive: .target)),
        (["--block-severity", "1", "--offensive", "vulgar=accepted"],
         OffensiveLevels(slur: .drop, sexual: .target, vulgar: .accepted, sensitive: .target)),
    ] as [([String], OffensiveLevels)])
    func offensiveLevelsFromOptions(_ arguments: [String], _ levels: OffensiveLevels) throws {
        let options = try QuickRecipeOptions.parse(["--input", "a.txt"] + arguments)
        #expect(options.makeRecipe().blocklist.levels == levels)
    }

    @Test(arguments: ["sexual", "sexual=never", "rude=drop"])
    func badOffensiveValuesAreUsageErrors(_ value: String) throws {
        #expect(throws: (any Error).self) { _ = try QuickRecipeOptions.parse(["--input", "a.txt", "--offensive", value]) }
    }

    @Test func printRecipeGivesARecipeThatBuildsTheSameBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("cat\nact\nCafé\ncafe\nKelly\nbrick\nBrick\nox\nelephant\nnasa\nNASA\ncat's\n", to: "words.txt")
        _ = try folder.write("cat\t5.1\nact\t4.2\ncafe\t3.0\nox\t2.2\n", to: "freq.tsv")
        _ = try folder.write("Brick\n", to: "names.txt")
        let options = ["--input", "words.txt", "--frequency", "freq.tsv", "--names", "names.txt", "--fold-accents",
                       "--target-min-zipf", "3", "--no-filter", "abbreviations", "--name", "Mine"]
        let quick = try dictbuild.run(["build"] + options + ["--output", "quick.sqd", "-q"], currentDirectory: folder.url)
        #expect(quick.exitCode == 0, "\(quick.stderr)")
        let printed = try dictbuild.run(["build"] + options + ["--output", "recipe.sqd", "--print-recipe"], currentDirectory: folder.url)
        #expect(printed.exitCode == 0, "\(printed.stderr)")
        #expect(printed.stdout.contains("\"abbreviations\" : false"))
        _ = try folder.write(printed.stdout, to: "recipe.json")
        let fromRecipe = try dictbuild.run(["build", "recipe.json", "-q"], currentDirectory: folder.url)
        #expect(fromRecipe.exitCode == 0, "\(fromRecipe.stderr)")
        #expect(try Data(contentsOf: folder.file("quick.sqd")) == Data(contentsOf: folder.file("recipe.sqd")))
    }

    /// The tier of every word of a real list, as `list --jsonl` gives it for the built file
    /// ("dropped" for a word the file does not have).
    func builtTiers(_ options: [String], in folder: TemporaryFolder) throws -> [String: String] {
        let build = try dictbuild.run(["build"] + options + ["--output", "d.sqd", "-q"], currentDirectory: folder.url)
        #expect(build.exitCode == 0, "\(build.stderr)")
        let list = try dictbuild.run(["list", "d.sqd", "--jsonl"], currentDirectory: folder.url)
        var tiers: [String: String] = [:]
        for line in list.stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            tiers[try #require(object["key"] as? String)] = try #require(object["tier"] as? String)
        }
        return tiers
    }

    @Test func explainWithTheBuildsOptionsAgreesWithTheBuildOnEveryWord() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let list = Self.wordlists.appendingPathComponent("scowl/english-words.20").path
        let options = ["--input", list, "--input", Self.wordlists.appendingPathComponent("scowl/english-upper.50").path,
                       "--frequency", Self.wordlists.appendingPathComponent("wordfreq-en.tsv").path,
                       "--names", Self.wordlists.appendingPathComponent("scowl/english-proper-names.50").path,
                       "--fold-accents", "--target-min-zipf", "3.5", "--min-length", "3", "--target-max-length", "7"]
        let built = try builtTiers(options, in: folder)
        let words = try String(contentsOfFile: list, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words.count > 7_000)
        // A thousand words a run: ArgumentParser takes time quadratic in the arguments.
        var explained: [Explain.Output.Word] = []
        for start in stride(from: 0, to: words.count, by: 1_000) {
            let explain = try dictbuild.run(["explain", "--json"] + options + words[start..<min(start + 1_000, words.count)], currentDirectory: folder.url)
            #expect(explain.exitCode == 0, "\(explain.stderr)")
            explained += try JSONDecoder().decode(Explain.Output.self, from: Data(explain.stdout.utf8)).words
        }
        #expect(explained.map(\.input) == words)
        var tiers: [String: Int] = [:]
        for word in explained {
            let key = try #require(word.key)
            let explained = word.tier?.rawValue ?? "dropped"
            #expect(explained == built[key] ?? "dropped", "\(word.input)")
            tiers[explained, default: 0] += 1
        }
        // The options matter: every tier occurs, so a build without them would disagree.
        #expect(tiers.count == 3, "\(tiers)")
        // Without the build's options (as explain was before it took them), it answers for
        // another build: some words get another tier (checked on every tenth word).
        let sample = stride(from: 0, to: words.count, by: 10).prefix(1_000).map { words[$0] }
        let plain = try dictbuild.run(["explain", "--json", list] + sample, currentDirectory: folder.url)
        let plainWords = try JSONDecoder().decode(Explain.Output.self, from: Data(plain.stdout.utf8)).words
        let disagreeing = plainWords.filter { ($0.tier?.rawValue ?? "dropped") != built[$0.key ?? ""] ?? "dropped" }
        #expect(disagreeing.count > 10, "\(disagreeing.count)")
    }

    @Test(arguments: [
        (["explain", "r.json", "cat", "--target-min-zipf", "3"], "give a recipe or the options of a quick build, not both"),
        (["explain", "d.sqd", "cat", "--fold-accents"], "d.sqd is a dictionary, which records only what it kept"),
    ])
    func explainRefusesOptionsItCannotHonour(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("cat\nact\n", to: "words.txt")
        _ = try folder.write(#"{"name": "x", "language": "en", "inputs": [{"path": "words.txt"}]}"#, to: "r.json")
        #expect(try dictbuild.run(["build", "--input", "words.txt", "--output", "d.sqd", "-q"], currentDirectory: folder.url).exitCode == 0)
        let run = try dictbuild.run(arguments, currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}

/// Warnings on standard error, and `--strict` making them fail the build.
@Suite struct BuildWarningTests {
    let dictbuild = BuiltProgram("dictbuild")

    func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try folder.write("cat\nact\ndog\ngod\n", to: "words.txt")
        // Frequencies and an offensive-word list, so that the language lacks nothing.
        _ = try folder.write("cat\t4.5\nact\t4.8\ndog\t4.6\ngod\t4.9\n", to: "freq.tsv")
        _ = try folder.write("wanker\t2\n", to: "offensive.tsv")
        // Mostly lines a word list cannot have: NUL bytes and invalid UTF-8, as in a program.
        var binary: [UInt8] = Array("tack\n".utf8)
        for _ in 0..<40 { binary += [0x7F, 0x45, 0x00, 0x01, 0xFF, 0x0A] }
        try Data(binary).write(to: folder.file("program"))
        try Data([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x0A, 0x41]).write(to: folder.file("words.txt.gz"))
        return folder
    }

    @Test(arguments: [
        ("program", "warning: program: 98 % of its lines cannot be used (40 of 41); is it a word list in UTF-8?"),
        ("words.txt.gz", "warning: words.txt.gz is gzip-compressed; dictbuild reads plain text: uncompress it first (zcat words.txt.gz > list.txt)"),
    ])
    func aMostlyUnusableInputWarnsAndFailsUnderStrict(_ input: String, _ warning: String) throws {
        let folder = try folder()
        defer { folder.remove() }
        let arguments = ["build", "--input", "words.txt", "--input", input, "--output", "out.sqd", "-q"] + Self.complete
        let lenient = try dictbuild.run(arguments, currentDirectory: folder.url)
        #expect(lenient.exitCode == 0)
        #expect(lenient.stderr == warning + "\n")
        try FileManager.default.removeItem(at: folder.file("out.sqd"))
        let strict = try dictbuild.run(arguments + ["--strict"], currentDirectory: folder.url)
        #expect(strict.exitCode == 1)
        #expect(strict.stderr == warning + "\nError: --strict: 1 warning; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.sqd").path))
    }

    @Test func staleDecisionsWarn() throws {
        let folder = try folder()
        defer { folder.remove() }
        _ = try folder.write("zebra\tdrop\n", to: "decisions.tsv")
        let run = try dictbuild.run(["build", "--input", "words.txt", "--decisions", "decisions.tsv", "--dry-run", "-q", "--strict"] + Self.complete,
                                    currentDirectory: folder.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.hasPrefix("warning: 1 review decision is about words no input has: zebra\n"))
    }

    @Test func aCleanBuildHasNoWarningUnderStrict() throws {
        let folder = try folder()
        defer { folder.remove() }
        let run = try dictbuild.run(["build", "--input", "words.txt", "--output", "out.sqd", "-q", "--strict"] + Self.complete,
                                    currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    /// The inputs a build needs to lack nothing (``LanguageGap``): frequencies and an offensive-word list.
    static let complete = ["--frequency", "freq.tsv", "--blocklist", "offensive.tsv"]

    /// What the language lacks: a section of the report (text and JSON) always, and
    /// warnings that fail `--strict`; a language with its data lacks nothing.
    @Test(arguments: [
        ("en", [] as [String], ["noFrequency", "noOffensiveList"]),
        ("en", complete, []),
        ("tr", [], ["noFrequency", "noOffensiveList"]),
        ("xx", [], ["noPreset", "noFrequency", "noOffensiveList"]),
        ("sw", ["--frequency", "freq.tsv"], ["noPreset", "noOffensiveList"]),
    ])
    func whatTheLanguageLacksIsReportedAndFailsStrict(_ language: String, _ extra: [String], _ missing: [String]) throws {
        let folder = try folder()
        defer { folder.remove() }
        let arguments = ["build", "--input", "words.txt", "--language", language, "--output", "out.sqd"] + extra
        let run = try dictbuild.run(arguments + ["--report-json", "report.json"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "no warning without --strict: \(run.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("report.json"))) as? [String: Any]
        #expect(report?["missing"] as? [String] == missing)
        let lines = [
            "noPreset": "no language preset for \"\(language)\"",
            "noFrequency": "no frequency list: nothing tells common words from rare ones",
            "noOffensiveList": "no offensive-word list for \"\(language)\"",
        ]
        for (gap, line) in lines {
            #expect(run.stdout.contains("\n  " + line) == missing.contains(gap), "\(gap)")
        }
        #expect(run.stdout.contains("\nmissing:\n") == !missing.isEmpty)
        let strict = try dictbuild.run(arguments + ["--force", "-q", "--strict"], currentDirectory: folder.url)
        #expect(strict.exitCode == (missing.isEmpty ? 0 : 1))
        for (gap, line) in lines {
            #expect(strict.stderr.contains("warning: " + line) == missing.contains(gap), "\(gap)")
        }
        if !missing.isEmpty {
            #expect(strict.stderr.hasSuffix("Error: --strict: \(missing.count) warning\(missing.count == 1 ? "" : "s"); nothing was written\n"))
        }
    }

    /// A language tag that is not BCP 47 is refused, from an option or a recipe, and nothing is written.
    @Test(arguments: [
        ("not a tag!", "a tag has only ASCII letters, digits and \"-\", not a space"),
        ("pt_BR", "subtags are joined with \"-\": write it pt-BR"),
        ("e", "a tag is a 2- or 3-letter language code"),
        ("e1", "a tag is a 2- or 3-letter language code"),
    ])
    func anInvalidLanguageTagIsRefused(_ tag: String, _ reason: String) throws {
        let folder = try folder()
        defer { folder.remove() }
        let quick = try dictbuild.run(["build", "--input", "words.txt", "--language", tag, "--output", "out.sqd"], currentDirectory: folder.url)
        #expect(quick.exitCode == 64)
        #expect(quick.stderr.hasPrefix("Error: --language \"\(tag)\" is not a BCP 47 language tag: \(reason)"), "\(quick.stderr)")
        _ = try folder.write(#"{"name": "x", "language": "\#(tag)", "inputs": [{"path": "words.txt"}]}"#, to: "r.json")
        let recipe = try dictbuild.run(["build", "r.json", "--output", "out.sqd"], currentDirectory: folder.url)
        #expect(recipe.exitCode == 1)
        #expect(recipe.stderr.contains("language \"\(tag)\" is not a BCP 47 language tag: \(reason)"), "\(recipe.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.sqd").path))
    }
}

/// BCP 47 well-formedness (RFC 5646's grammar), not registration.
@Suite struct LanguageTagTests {
    @Test(arguments: ["en", "EN", "pt-BR", "sr-Latn-RS", "zh-Hant-TW", "de-CH-1996", "sl-rozaj-biske", "es-419", "x-klingon",
                      "en-GB-oed", "i-klingon", "zh-yue-HK", "en-a-myext-b-another", "de-DE-u-co-phonebk", "en-x-private", "haw", "ckb"])
    func wellFormed(_ tag: String) { #expect(LanguageTag.problem(tag) == nil) }

    @Test(arguments: ["", "not a tag!", "pt_BR", "e", "e1", "en-", "-en", "en--US", "en-a", "en-a-bb-a-cc", "en-x",
                      "x", "12", "en-US-toolongvariant", "ελ", "en US"])
    func notWellFormed(_ tag: String) { #expect(LanguageTag.problem(tag) != nil) }
}
