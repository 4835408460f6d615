@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import SqurambleTestSupport
import Testing

/// A language's frequency list by one command: `dictbuild frequency` writes it into the
/// frequency folder, and a quick build with `--language` and no `--frequency` finds it,
/// says where from, and lacks no frequencies. Python is replaced by a script that prints
/// a list, so nothing here needs wordfreq or a network.
@Suite struct FrequencyFolderTests {
    let dictbuild = BuiltProgram("dictbuild")

    @Test func theFolderComesFromTheEnvironment() {
        #expect(FrequencyFolder.folder.path(environment: ["SQURAMBLE_FREQUENCY_DIR": "/f", "XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/f")
        #expect(FrequencyFolder.folder.path(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/squramble/frequency")
        #expect(FrequencyFolder.folder.path(environment: ["SQURAMBLE_FREQUENCY_DIR": "", "XDG_DATA_HOME": "relative", "HOME": "/h"])
            == "/h/.local/share/squramble/frequency")
    }

    @Test func theWholeTagsListComesBeforeThePrimaryLanguages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = ["SQURAMBLE_FREQUENCY_DIR": folder.url.path]
        #expect(FrequencyFolder.folder.list(for: "pt-BR", environment: environment) == nil)
        _ = try folder.write("a\t5\n", to: "wordfreq-pt.tsv")
        #expect(FrequencyFolder.folder.list(for: "pt-BR", environment: environment) == folder.file("wordfreq-pt.tsv").path)
        #expect(FrequencyFolder.folder.list(for: "PT", environment: environment) == folder.file("wordfreq-pt.tsv").path)
        _ = try folder.write("a\t5\n", to: "wordfreq-pt-br.tsv")
        #expect(FrequencyFolder.folder.list(for: "pt-BR", environment: environment) == folder.file("wordfreq-pt-br.tsv").path)
        #expect(FrequencyFolder.folder.list(for: "es", environment: environment) == nil)
        try FileManager.default.createDirectory(at: folder.file("wordfreq-es.tsv"), withIntermediateDirectories: false)
        #expect(FrequencyFolder.folder.list(for: "es", environment: environment) == nil, "a folder is not a list")
    }

    @Test(arguments: [("nb-NO", "nb"), ("no", "nb"), ("hr-HR", "sh"), ("sr-Latn", "sh"), ("pl-PL", "pl"), ("zh-Hant", "zh")])
    func wordfreqCodes(_ tag: String, _ code: String) { #expect(FrequencyFolder.wordfreqCode(for: tag) == code) }

    /// A folder with a word list, and a stand-in for python3 that prints a frequency list.
    func setUp() throws -> (TemporaryFolder, [String: String]) {
        let folder = try TemporaryFolder()
        _ = try folder.write("kot\nkto\npies\nokno\n", to: "words.txt")
        let python = try folder.write("#!/bin/sh\nprintf '# stand-in\\nkot\\t4.50\\npies\\t4.20\\n'\n", to: "python")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: python.path)
        try FileManager.default.createDirectory(at: folder.file("lists"), withIntermediateDirectories: false)
        return (folder, ["SQURAMBLE_FREQUENCY_DIR": folder.file("lists").path, "SQURAMBLE_PYTHON": python.path])
    }

    @Test func aListMadeByTheCommandIsFoundByAQuickBuild() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        let build = ["build", "--input", "words.txt", "--language", "pl-PL", "-o", "pl.sqd", "--force", "--report-json", "r.json"]
        let before = try dictbuild.run(build, environment: environment, currentDirectory: folder.url)
        #expect(before.exitCode == 0, "\(before.stderr)")
        #expect(before.stdout.contains("no frequency list: nothing tells common words from rare ones, so every form the inputs give may be a target (make one with `dictbuild frequency pl-PL`"))
        #expect(!before.stdout.contains("\nfound:\n"))

        let made = try dictbuild.run(["frequency", "pl"], environment: environment, currentDirectory: folder.url)
        let list = folder.file("lists/wordfreq-pl.tsv").path
        #expect(made.exitCode == 0, "\(made.stderr)")
        let english = folder.file("lists/wordfreq-en.tsv").path
        #expect(made.stderr == "wrote \(list): 2 words from wordfreq's \"pl\" list; a quick build with --language pl and no --frequency uses it\n"
            + "wrote \(english): 2 words from wordfreq's \"en\" list, for the loanword rule of quick builds in other languages "
            + "(an English word is an answer there, never a target)\n")
        #expect(try String(contentsOfFile: list, encoding: .utf8) == "# stand-in\nkot\t4.50\npies\t4.20\n")
        #expect(try String(contentsOfFile: english, encoding: .utf8) == "# stand-in\nkot\t4.50\npies\t4.20\n")

        let after = try dictbuild.run(build, environment: environment, currentDirectory: folder.url)
        #expect(after.exitCode == 0, "\(after.stderr)")
        #expect(after.stdout.contains("\nfound:\n  frequency list for \"pl-PL\": \(list) (from the frequency folder"))
        #expect(!after.stdout.contains("no frequency list"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("r.json"))) as? [String: Any]
        #expect((report?["found"] as? [String])?.first?.hasPrefix("frequency list for \"pl-PL\": \(list)") == true)
        #expect(report?["missing"] as? [String] == ["noPreset", "noOffensiveList"], "the one command gave the English list too")
        // The list's numbers are in the file, and only measured words of Zipf 3 or more are targets.
        let lookup = try dictbuild.run(["lookup", "pl.sqd", "kot", "okno"], currentDirectory: folder.url)
        #expect(lookup.stdout.contains("4.5"), "\(lookup.stdout)")
        let targets = try dictbuild.run(["list", "pl.sqd", "--targets"], currentDirectory: folder.url)
        #expect(targets.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["kot", "pies"], "\(targets.stdout)")

        // --no-frequency-lookup, or a list given, leaves the folder alone.
        let off = try dictbuild.run(build + ["--no-frequency-lookup"], environment: environment, currentDirectory: folder.url)
        #expect(off.stdout.contains("no frequency list") && !off.stdout.contains("\nfound:\n"))
        _ = try folder.write("okno\t3\n", to: "mine.tsv")
        let given = try dictbuild.run(build + ["--frequency", "mine.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(!given.stdout.contains("\nfound:\n") && !given.stdout.contains("no frequency list"))
        // A recipe says its inputs itself.
        _ = try folder.write(#"{"name": "x", "language": "pl", "inputs": [{"path": "words.txt"}]}"#, to: "r.json")
        let recipe = try dictbuild.run(["build", "r.json", "-o", "r.sqd"], environment: environment, currentDirectory: folder.url)
        #expect(recipe.stdout.contains("no frequency list") && !recipe.stdout.contains("\nfound:\n"))
    }

    /// `explain` finds the lists `build` finds: the language's frequency list, the English
    /// one for the loanword rule and the offensive-word list, and says so.
    @Test func explainFindsTheListsABuildFinds() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        var both = environment
        both["SQURAMBLE_OFFENSIVE_DIR"] = folder.file("offensive").path
        try FileManager.default.createDirectory(at: folder.file("offensive"), withIntermediateDirectories: false)
        _ = try folder.write("kot\nkto\npies\nokno\ngps\nroad\n", to: "words.txt")
        let explain = ["explain", "--input", "words.txt", "--language", "pl", "kot", "okno", "pies", "gps", "road"]
        let before = try dictbuild.run(explain, environment: both, currentDirectory: folder.url)
        #expect(before.exitCode == 0, "\(before.stderr)")
        #expect(before.stdout.hasPrefix("kot: a target") && !before.stdout.contains("found:"), "\(before.stdout)")
        #expect(before.stdout.contains("okno: a target"))

        _ = try folder.write("kot\t4.5\npies\t4.2\ngps\t3.9\nroad\t4.1\n", to: "lists/wordfreq-pl.tsv")
        _ = try folder.write("road\t5.3\npies\t1.0\n", to: "lists/wordfreq-en.tsv")
        _ = try folder.write("pies\tvulgar\n", to: "offensive/hurtlex-pl.tsv")
        let after = try dictbuild.run(explain, environment: both, currentDirectory: folder.url)
        #expect(after.exitCode == 0, "\(after.stderr)")
        let lists = folder.file("lists").path
        #expect(after.stdout.hasPrefix("found:\n  frequency list for \"pl\": \(lists)/wordfreq-pl.tsv (from the frequency folder"), "\(after.stdout)")
        #expect(after.stdout.contains("\n  English frequency list for the loanword rule: \(lists)/wordfreq-en.tsv (from the frequency folder; "
            + "a word 1 Zipf or more more frequent there than in the list for \"pl\" is an answer, never a target)\n"))
        #expect(after.stdout.contains("\n  offensive-word list for \"pl\": \(folder.file("offensive").path)/hurtlex-pl.tsv"))
        #expect(after.stdout.contains("\nkot: a target"))
        #expect(after.stdout.contains("\nokno: accepted, not a target — no measured frequency for a target"))
        #expect(after.stdout.contains("\npies: accepted, not a target — blocklisted"))
        #expect(after.stdout.contains("\ngps: accepted, not a target — no vowel of its script"))
        #expect(after.stdout.contains("    target-loanword: Zipf 5.3 in the en list, 4.1 in this language's: 1 or more above it\n"))
        // A build says the same, and a plain word list as explain's source finds them too.
        let build = try dictbuild.run(["build", "--input", "words.txt", "--language", "pl", "-o", "pl.sqd", "--report-json", "r.json"],
                                      environment: both, currentDirectory: folder.url)
        #expect(build.exitCode == 0, "\(build.stderr)")
        let targets = try dictbuild.run(["list", "pl.sqd", "--targets"], currentDirectory: folder.url)
        #expect(targets.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["kot"], "\(targets.stdout)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("r.json"))) as? [String: Any]
        #expect(report?["missing"] as? [String] == ["noPreset"])
        let plain = try dictbuild.run(["explain", "words.txt", "--language", "pl", "road"], environment: both, currentDirectory: folder.url)
        #expect(plain.stdout.contains("found:\n") && plain.stdout.contains("road: accepted, not a target — far more frequent"), "\(plain.stdout)")
        // Without the English list, the report says what the loanword rule lacks.
        try FileManager.default.removeItem(at: folder.file("lists/wordfreq-en.tsv"))
        let noEnglish = try dictbuild.run(["build", "--input", "words.txt", "--language", "pl", "-o", "pl.sqd", "--force"],
                                          environment: both, currentDirectory: folder.url)
        #expect(noEnglish.stdout.contains("no English frequency list for the loanword rule"), "\(noEnglish.stdout)")
    }

    /// `dictbuild frequency xx` writes the English list too, once: not over one the folder
    /// has, not with `--no-english`, not beside a list written elsewhere (`--output`).
    @Test func theEnglishListComesWithTheFirstLanguagesList() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        let english = folder.file("lists/wordfreq-en.tsv")
        let alone = try dictbuild.run(["frequency", "sv", "--no-english"], environment: environment, currentDirectory: folder.url)
        #expect(alone.exitCode == 0 && !alone.stderr.contains("wordfreq-en.tsv"), "\(alone.stderr)")
        let elsewhere = try dictbuild.run(["frequency", "da", "--output", "da.tsv"], environment: environment, currentDirectory: folder.url)
        #expect(elsewhere.exitCode == 0 && !elsewhere.stderr.contains("wordfreq-en.tsv"), "\(elsewhere.stderr)")
        #expect(!FileManager.default.fileExists(atPath: english.path))
        let en = try dictbuild.run(["frequency", "en"], environment: environment, currentDirectory: folder.url)
        #expect(en.stderr.split(separator: "\n").count == 1, "English is written once: \(en.stderr)")
        _ = try folder.write("road\t5.3\n", to: "lists/wordfreq-en.tsv")
        let pl = try dictbuild.run(["frequency", "pl"], environment: environment, currentDirectory: folder.url)
        #expect(pl.exitCode == 0 && !pl.stderr.contains("wordfreq-en.tsv"), "\(pl.stderr)")
        #expect(try String(contentsOf: english, encoding: .utf8) == "road\t5.3\n", "the folder's English list is kept")
    }

    @Test(arguments: [("konj", ["коњ", "конј"]), ("kuća", ["кућа"]), ("džep", ["џеп", "джеп"]), ("ljubav", ["љубав", "лјубав"]),
                      ("e-mail", ["е-маил"]), ("show", []), ("müller", []), ("Beograd", []), ("2024", [])])
    func serbianCyrillicSpellings(_ latin: String, _ cyrillic: [String]) {
        #expect(SerbianScripts.cyrillicSpellings(of: latin) == cyrillic)
        for spelling in cyrillic { #expect(SerbianScripts.latinSpelling(of: spelling) == latin, "each spelling reads back as its word") }
    }

    /// Both ways: a Cyrillic entry gets its Latin spelling (HurtLex's Serbian lexicon mixes
    /// the scripts); a spelling already listed keeps its own line.
    @Test func aSerbianListGetsTheOtherScriptBothWays() {
        let list = "# head\nкрава\tsensitive\tA\nkonj\tsensitive\tB\nkoњ\tx\n2024\t1\nкоњ\tvulgar\tC\n"
        let both = SerbianScripts.addingOtherScript(to: list)
        #expect(both.added == 2)
        #expect(both.text.hasPrefix("# head\n# with the spellings"))
        #expect(both.text.hasSuffix("\n2024\t1\nkonj\tsensitive\tB\nkoњ\tx\nkrava\tsensitive\tA\nконј\tsensitive\tB\nкоњ\tvulgar\tC\nкрава\tsensitive\tA\n"),
                "\(both.text)")
    }

    @Test(arguments: [("sr", true), ("sr-RS", true), ("sr-Cyrl-RS", true), ("sr-Latn", false), ("sr-Latn-RS", false), ("hr", false), ("SR", true)])
    func serbianListsAreInBothScripts(_ tag: String, _ both: Bool) { #expect(SerbianScripts.writesBothScripts(language: tag) == both) }

    /// wordfreq's Serbian list is Latin; `dictbuild frequency sr` adds each word's Cyrillic
    /// spellings, so a Cyrillic Serbian build (sr_RS.dic) finds its targets' frequencies.
    @Test func aSerbianListServesACyrillicBuild() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        let python = try folder.write("#!/bin/sh\nprintf '# stand-in\\nkonj\\t4.06\\nkuća\\t5.16\\nshow\\t3.50\\n'\n", to: "python")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: python.path)
        _ = try folder.write("коњ\nкућа\nинјекција\n", to: "words.txt")
        let made = try dictbuild.run(["frequency", "sr", "--no-english"], environment: environment, currentDirectory: folder.url)
        let list = folder.file("lists/wordfreq-sr.tsv").path
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stderr.hasPrefix("wrote \(list): 3 words from wordfreq's \"sh\" list, and 3 spellings of them in Serbian's other script; "), "\(made.stderr)")
        let text = try String(contentsOfFile: list, encoding: .utf8)
        #expect(text.hasPrefix("# stand-in\n# with the spellings of its words in Serbian's other script"))
        #expect(text.hasSuffix("\nkonj\t4.06\nkuća\t5.16\nshow\t3.50\nконј\t4.06\nкоњ\t4.06\nкућа\t5.16\n"), "\(text)")
        let build = try dictbuild.run(["build", "--input", "words.txt", "--language", "sr-RS", "-o", "sr.sqd"], environment: environment,
                                      currentDirectory: folder.url)
        #expect(build.exitCode == 0, "\(build.stderr)")
        let targets = try dictbuild.run(["list", "sr.sqd", "--targets"], currentDirectory: folder.url)
        #expect(targets.stdout.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["коњ", "кућа"],
                "\(targets.stdout)")
        let latin = try dictbuild.run(["frequency", "sr-Latn", "--no-english"], environment: environment, currentDirectory: folder.url)
        #expect(latin.exitCode == 0 && !latin.stderr.contains("other script"), "\(latin.stderr)")
        #expect(try String(contentsOf: folder.file("lists/wordfreq-sr-latn.tsv"), encoding: .utf8) == "# stand-in\nkonj\t4.06\nkuća\t5.16\nshow\t3.50\n")
    }

    @Test func theCommandRefusesWhatItCannotDo() throws {
        let (folder, environment) = try setUp()
        defer { folder.remove() }
        _ = try folder.write("x\t1\n", to: "lists/wordfreq-sv.tsv")
        let exists = try dictbuild.run(["frequency", "sv"], environment: environment, currentDirectory: folder.url)
        #expect(exists.exitCode == 1)
        #expect(exists.stderr.hasSuffix("wordfreq-sv.tsv already exists; use --force to replace it\n"), "\(exists.stderr)")
        var missing = environment
        missing["SQURAMBLE_PYTHON"] = folder.file("no-python").path
        let noPython = try dictbuild.run(["frequency", "da"], environment: missing, currentDirectory: folder.url)
        #expect(noPython.exitCode == 1)
        #expect(noPython.stderr.contains("was not found: dictbuild frequency runs wordfreq with Python 3"), "\(noPython.stderr)")
        let failing = try folder.write("#!/bin/sh\necho 'error: wordfreq has no list for \"xx\"' >&2\nexit 1\n", to: "python")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing.path)
        let noList = try dictbuild.run(["frequency", "xx"], environment: environment, currentDirectory: folder.url)
        #expect(noList.stderr == "Error: wordfreq has no list for \"xx\"\n")
        let badTag = try dictbuild.run(["frequency", "pl_PL"], environment: environment, currentDirectory: folder.url)
        #expect(badTag.exitCode == 64)
        #expect(!FileManager.default.fileExists(atPath: folder.file("lists/wordfreq-da.tsv").path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("lists/wordfreq-xx.tsv").path))
    }
}
