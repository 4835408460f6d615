@testable import SqurambleBuilder
import Foundation
import SqurambleTestSupport
import Testing

/// `dictbuild expand` run as a person would: forms on stdout, the summary on stderr,
/// one clear line and exit 1 for what is not a Hunspell dictionary.
@Suite struct HunspellCommandTests {
    let dictbuild = BuiltProgram("dictbuild")

    @Test func printsEveryFormAndASummary() throws {
        let dic = HunspellFixtures.path("micro/suffix-strip-condition", "dic")
        let run = try dictbuild.run(["expand", dic])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == "cat\ncats\nfly\nflies\nbox\nboxes\nday\n")
        #expect(run.stderr == "\(dic): 4 stems, 7 forms, 0 problems\n")
    }

    @Test func theAffixFileAndTheLengthLimitCanBeGiven() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let aff = try String(contentsOfFile: HunspellFixtures.path("micro/twofold-suffix", "aff"), encoding: .utf8)
        _ = try folder.write(aff, to: "rules.aff")
        _ = try folder.write("1\nquick/A\n", to: "words.txt")
        let run = try dictbuild.run(["expand", "words.txt", "--aff", "rules.aff", "--max-length", "6"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout == "quick\nquicks\n")
        #expect(run.stderr == "words.txt: 1 stems, 2 forms, 1 longer than the limit, 0 problems\n")
    }

    /// The report counts a Hunspell input's `.dic` lines (the count line and the stems),
    /// not its `.aff`'s too.
    @Test func theReportCountsTheDicsLines() throws {
        let dic = HunspellFixtures.path("micro/suffix-strip-condition", "dic")
        let dicLines = try String(contentsOfFile: dic, encoding: .utf8).split(separator: "\n").count
        let affLines = try String(contentsOfFile: HunspellFixtures.path("micro/suffix-strip-condition", "aff"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(dicLines == 5 && affLines > 1)
        let run = try dictbuild.run(["build", "--hunspell", dic, "--dry-run"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("suffix-strip-condition.dic         5 lines,         4 used"), "\(run.stdout)")
    }

    @Test func problemsAreListedWithFileAndLine() throws {
        let run = try dictbuild.run(["expand", HunspellFixtures.path("micro/bad-lines", "dic")])
        #expect(run.exitCode == 0)
        #expect(run.stderr.contains("6 problems\n"))
        #expect(run.stderr.contains("1 × bad condition\n"))
        #expect(run.stderr.contains("bad-lines.aff:3: condition [abc: '[' without ']'\n"))
        #expect(run.stderr.contains("bad-lines.dic:4: byte 4 of the word is not UTF-8\n"))
    }

    @Test(arguments: [
        (["expand", "words.dic"], "Error: words.aff is not a Hunspell .aff file: no Hunspell directive (SET, FLAG, PFX, SFX, …) in it\n"),
        (["expand", "missing.dic"], "Error: cannot read missing.aff: no such file\n"),
        (["expand", "nocount.dic", "--aff", "good.aff"], "Error: nocount.dic is not a Hunspell .dic file: line 1 should be the number of stems, found \"cat/S\"\n"),
        (["expand", "nocount.dic", "--aff", "good.aff", "--max-length", "0"], "Error: --max-length must be at least 1\nUsage: dictbuild expand <dic> [--aff <aff>] [--max-length <n>] [--quiet] [--max-hunspell-forms <n>] [--max-hunspell-words <n>] [--max-hunspell-seconds <s>] [--max-stem-work <n>]\n  See 'dictbuild expand --help' for more information.\n"),
    ])
    func notAHunspellDictionaryIsOneLineAndExit1(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("cat\ndog\n", to: "words.dic")
        _ = try folder.write("cat\ndog\n", to: "words.aff")
        _ = try folder.write("cat/S\n", to: "nocount.dic")
        _ = try folder.write("SET UTF-8\n", to: "good.aff")
        let run = try dictbuild.run(arguments, currentDirectory: folder.url)
        #expect(run.exitCode == (arguments.contains("0") ? 64 : 1))
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == message)
    }

    /// Hebrew and Arabic prefixes are clitics (`LanguagePreset.cliticPrefixes`): a build
    /// in `he` applies the language's single clitics, not their combinations (`וה`), and
    /// says so; in `ar` none of these Hebrew ones; in another language every prefix rule.
    @Test(arguments: [
        ("he", ["בספר", "בספרים", "הספר", "הספרים", "וספר", "וספרים", "ספר", "ספרים"], true),
        ("ar", ["ספר", "ספרים"], true),
        ("en", ["בספר", "בספרים", "הספר", "הספרים", "והספר", "והספרים", "וספר", "וספרים", "ספר", "ספרים"], false),
    ])
    func hebrewAndArabicCliticsAreAppliedOneAtATime(_ language: String, _ words: [String], _ clitics: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // he_IL.aff's kind of rules: clitics and a combination of two, crossing with a plural suffix.
        _ = try folder.write("SET UTF-8\nFLAG long\nPFX Aa Y 4\nPFX Aa 0 ו .\nPFX Aa 0 ה .\nPFX Aa 0 ב .\nPFX Aa 0 וה .\nSFX Bb Y 1\nSFX Bb 0 ים .\n", to: "w.aff")
        _ = try folder.write("1\nספר/AaBb\n", to: "w.dic")
        let run = try dictbuild.run(["build", "--hunspell", "w.dic", "--language", language, "--no-filter", "alphabet", "-o", "w.sqd"],
                                    currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Hunspell: 1 stems, \(words.count) forms made") , "\(run.stdout)")
        #expect(run.stdout.contains("prefixes read as clitics: one at a time") == clitics)
        let list = try dictbuild.run(["list", "w.sqd", "--jsonl"], currentDirectory: folder.url)
        let shown = try list.stdout.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["display"] as? String ?? ""
        }
        #expect(shown.sorted() == words.sorted())
    }

    /// Arabic applies the article `ال` (`الكتاب`, the book) and `ب` (`بكتاب`, with a book)
    /// one at a time, not the other clitics (`و`, and) nor combinations (`وال`, `بال`):
    /// ar.aff's kind of rules.
    @Test func arabicAppliesTheArticleAndBi() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("SET UTF-8\nFLAG long\nPFX Aa Y 5\nPFX Aa 0 ال .\nPFX Aa 0 و .\nPFX Aa 0 ب .\nPFX Aa 0 وال .\nPFX Aa 0 بال .\n", to: "w.aff")
        _ = try folder.write("1\nكتاب/Aa\n", to: "w.dic")
        let run = try dictbuild.run(["build", "--hunspell", "w.dic", "--language", "ar", "-o", "w.sqd"], currentDirectory: folder.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Hunspell: 1 stems, 3 forms made"), "\(run.stdout)")
        let list = try dictbuild.run(["list", "w.sqd"], currentDirectory: folder.url)
        #expect(list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted() == ["الكتاب", "بكتاب", "كتاب"], "\(list.stdout)")
    }

    /// A file whose stems make millions of forms each (Hungarian) cannot be expanded at
    /// any budget: the forms budget's error says so, and what to give instead.
    @Test func aDictionaryOfMillionsOfFormsAStemIsToldWhatToDo() {
        let hungarian = HunspellBudgetError(file: "hu_HU.dic", kind: .forms, limit: 200_000_000, line: 78).description
        #expect(hungarian == "hu_HU.dic: its rules made more than 200,000,000 forms, the budget of one Hunspell file (stopped at line 78); "
            + "raise it with --max-hunspell-forms N if the dictionary is meant to be that large; but its stems make about 2,597,402 forms each, "
            + "so no budget will do: give instead the words of a list that Hunspell accepts (`hunspell -d NAME -G < words.txt > accepted.txt`, "
            + "then --input accepted.txt; Documentation/Languages.md, \"Hungarian\")")
        let large = HunspellBudgetError(file: "it_IT.dic", kind: .forms, limit: 200_000_000, line: 50_000).description
        #expect(large.hasSuffix("(stopped at line 50000); raise it with --max-hunspell-forms N if the dictionary is meant to be that large"))
        let words = HunspellBudgetError(file: "x.dic", kind: .words, limit: 16_000_000, line: 3).description
        #expect(words.hasSuffix("raise it with --max-hunspell-words N if the dictionary is meant to be that large"))
    }
}
