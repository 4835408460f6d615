@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import SqurambleTestSupport
import Testing

/// A language's offensive-word list by one command: `dictbuild offensive` turns a HurtLex
/// lexicon into a graded list in the offensive-word folder, and a quick build with
/// `--language` and no `--blocklist` finds it, says where from, and no longer lacks one.
/// The lexicon is a stand-in of a few lines in HurtLex's format: nothing here needs
/// HurtLex or a network.
@Suite struct OffensiveFolderTests {
    let dictbuild = BuiltProgram("dictbuild")

    /// HurtLex's columns, a conservative entry of each kind of level, an inclusive one,
    /// a phrase, and a lemma listed twice.
    static let lexicon = """
        id\tpos\tcategory\tstereotype\tlemma\tlevel
        TR1\tn\tcds\tno\tkaltak\tconservative
        TR2\tn\tan\tno\tköpek\tinclusive
        TR3\tn\tps\tyes\tpis herif\tconservative
        TR4\tn\tqas\tno\tsapık\tconservative
        TR5\tn\tasm\tno\tsapık\tconservative
        TR6\tn\tre\tno\thırsız\tconservative

        """

    @Test func theFolderComesFromTheEnvironment() {
        #expect(OffensiveFolder.folder.path(environment: ["SQURAMBLE_OFFENSIVE_DIR": "/o", "XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/o")
        #expect(OffensiveFolder.folder.path(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/squramble/offensive")
        #expect(OffensiveFolder.folder.path(environment: ["HOME": "/h"]) == "/h/.local/share/squramble/offensive")
    }

    @Test(arguments: [("pl-PL", "PL"), ("nb", "NO"), ("nn-NO", "NO"), ("fil", "TL"), ("hu", "HU"), ("xx", nil), ("be", nil)])
    func hurtlexCodes(_ tag: String, _ code: String?) { #expect(OffensiveFolder.hurtlexCode(for: tag) == code) }

    @Test func aLexiconIsGradedByCategory() throws {
        let conversion = try HurtLex.convert(Self.lexicon, language: "tr", source: "hurtlex_TR.tsv", inclusive: false)
        let entries = conversion.text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").prefix(2).joined(separator: " ") }
        #expect(entries == ["hırsız sensitive", "kaltak vulgar", "sapık sexual"], "\(conversion.text)")
        #expect(conversion.levels == [.sexual: 1, .vulgar: 1, .sensitive: 1])
        #expect(conversion.notOneWord == 1 && conversion.inclusiveLeftOut == 1)
        #expect(conversion.text.contains("CC BY-NC-SA 4.0"))
        let inclusive = try HurtLex.convert(Self.lexicon, language: "tr", source: "hurtlex_TR.tsv", inclusive: true)
        #expect(inclusive.text.contains("\nköpek\tsensitive\tHurtLex TR2 an inclusive\n"))
        #expect(inclusive.kept == 4 && inclusive.inclusiveLeftOut == 0)
        #expect(throws: HurtLex.FormatError.self) { try HurtLex.convert("kaltak\tvulgar\n", language: "tr", source: "x.tsv", inclusive: false) }
        #expect(throws: HurtLex.FormatError.self) {
            try HurtLex.convert("id\tcategory\tlemma\tlevel\nTR1\tcds\tpis herif\tconservative\n", language: "tr", source: "x.tsv", inclusive: false)
        }
    }

    /// Turkish (a preset) with a frequency list given, so the offensive list is all it lacks.
    func setUp() throws -> (TemporaryFolder, [String: String]) {
        let folder = try TemporaryFolder()
        _ = try folder.write("kedi\nköpek\nkaltak\nsapık\nkapı\n", to: "words.txt")
        _ = try folder.write("kedi\t5\nköpek\t5\nkaltak\t4\nsapık\t4\nkapı\t5\n", to: "freq.tsv")
        _ = try folder.write(Self.lexicon, to: "hurtlex_TR.tsv")
        try FileManager.default.createDirectory(at: folder.file("lists"), withIntermediateDirectories: false)
        return (folder, ["SQURAMBLE_OFFENSIVE_DIR": folder.file("lists").path])
    }

    func targets(_ folder: TemporaryFolder, _ file: String) throws -> [String] {
        let list = try dictbuild.run(["list", file, "--targets"], currentDirectory: folder.url)
        return list.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }.sorted()
    }

    @Test func aListMadeByTheCommandIsFoundByAQuickBuild() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        let build = ["build", "--input", "words.txt", "--frequency", "freq.tsv", "--language", "tr", "-o", "tr.sqd", "--force"]
        let before = try dictbuild.run(build + ["--strict", "-q"], environment: environment, currentDirectory: folder.url)
        #expect(before.exitCode == 1)
        #expect(before.stderr.contains("warning: no offensive-word list for \"tr\": nothing keeps vulgar words or slurs out of the targets "
            + "(HurtLex has the language: download lexica/TR/1.2/hurtlex_TR.tsv of https://github.com/valeriobasile/hurtlex (CC BY-NC-SA 4.0) "
            + "and run `dictbuild offensive tr hurtlex_TR.tsv`"), "\(before.stderr)")
        #expect(before.stderr.hasSuffix("Error: --strict: 1 warning; nothing was written\n"), "\(before.stderr)")

        let made = try dictbuild.run(["offensive", "tr", "hurtlex_TR.tsv"], environment: environment, currentDirectory: folder.url)
        let list = folder.file("lists/hurtlex-tr.tsv").path
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stderr == "wrote \(list): 3 words (1 sexual, 1 vulgar, 1 sensitive) of HurtLex; left out 1 not one word, 1 inclusive; "
            + "licence CC BY-NC-SA 4.0 (no commercial use); a quick build with --language tr and no --blocklist uses it\n")

        let after = try dictbuild.run(build + ["--strict", "--report-json", "r.json"], environment: environment, currentDirectory: folder.url)
        #expect(after.exitCode == 0, "\(after.stderr)")
        #expect(after.stdout.contains("\nfound:\n  offensive-word list for \"tr\": \(list) (from the offensive-word folder"), "\(after.stdout)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("r.json"))) as? [String: Any]
        #expect((report?["found"] as? [String])?.first?.hasPrefix("offensive-word list for \"tr\": \(list)") == true)
        #expect(report?["missing"] as? [String] == [])
        // Listed words are answers, never targets; the inclusive entry was left out.
        #expect(try targets(folder, "tr.sqd") == ["kapı", "kedi", "köpek"])
        let lookup = try dictbuild.run(["lookup", "tr.sqd", "kaltak"], currentDirectory: folder.url)
        #expect(lookup.exitCode == 0, "\(lookup.stdout)\(lookup.stderr)")

        // --no-offensive-lookup, or a list given, leaves the folder alone.
        let off = try dictbuild.run(build + ["--no-offensive-lookup"], environment: environment, currentDirectory: folder.url)
        #expect(off.stdout.contains("no offensive-word list") && !off.stdout.contains("\nfound:\n"))
        #expect(try targets(folder, "tr.sqd") == ["kaltak", "kapı", "kedi", "köpek", "sapık"])
        _ = try folder.write("kedi\tsensitive\n", to: "mine.tsv")
        let given = try dictbuild.run(build + ["--blocklist", "mine.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(!given.stdout.contains("\nfound:\n") && !given.stdout.contains("no offensive-word list"))
        #expect(try targets(folder, "tr.sqd") == ["kaltak", "kapı", "köpek", "sapık"])
    }

    /// HurtLex's Serbian lexicon mixes Latin and Cyrillic entries; Serbian's list gets each
    /// word in both scripts, so a Cyrillic build (sr_RS.dic) and a Latin one both find it.
    @Test func aSerbianListIsInBothScripts() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        _ = try folder.write("id\tpos\tcategory\tstereotype\tlemma\tlevel\nSR1\tn\tasm\tno\tdrolja\tconservative\n"
            + "SR2\tn\tcds\tno\tкурва\tconservative\n", to: "hurtlex_SR.tsv")
        let made = try dictbuild.run(["offensive", "sr", "hurtlex_SR.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stderr.contains(": 2 words (1 sexual, 1 vulgar) of HurtLex, and 3 spellings of them in Serbian's other script; "), "\(made.stderr)")
        let entries = try String(contentsOf: folder.file("lists/hurtlex-sr.tsv"), encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").prefix(2).joined(separator: " ") }
        #expect(entries == ["drolja sexual", "kurva vulgar", "дролја sexual", "дроља sexual", "курва vulgar"])
        let latin = try dictbuild.run(["offensive", "sr-Latn", "hurtlex_SR.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(latin.exitCode == 0 && !latin.stderr.contains("other script"), "\(latin.stderr)")
    }

    @Test func theCommandRefusesWhatItCannotDo() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        _ = try folder.write("x\tvulgar\n", to: "lists/hurtlex-sv.tsv")
        let exists = try dictbuild.run(["offensive", "sv", "hurtlex_TR.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(exists.exitCode == 1)
        #expect(exists.stderr.hasSuffix("hurtlex-sv.tsv already exists; use --force to replace it\n"), "\(exists.stderr)")
        let missing = try dictbuild.run(["offensive", "da", "nowhere.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(missing.stderr == "Error: cannot read nowhere.tsv: no such file\n")
        _ = try folder.write("kaltak\tvulgar\n", to: "plain.tsv")
        let notHurtLex = try dictbuild.run(["offensive", "da", "plain.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(notHurtLex.exitCode == 1)
        #expect(notHurtLex.stderr.hasPrefix("Error: plain.tsv is not a HurtLex lexicon: its first line must name the columns id, category, lemma, level"))
        let badTag = try dictbuild.run(["offensive", "pl_PL", "hurtlex_TR.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(badTag.exitCode == 64)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("lists").path) == ["hurtlex-sv.tsv"])
        #expect(try String(contentsOf: folder.file("lists/hurtlex-sv.tsv"), encoding: .utf8) == "x\tvulgar\n")
    }
}
