import Foundation
import Squramble
import SqurambleDictionaries
import SqurambleTestSupport
import Testing

/// `--language` and `--dict LANGUAGE` pick a bundled dictionary by the language tag
/// recorded in the file, whatever `.sqd` files are installed; `help` lists them.
@Suite struct BundledLanguageTests {
    static let program = BuiltProgram("squramble")

    /// A copy of `squramble` in `bin/` of a fresh folder, with `share/squramble/woorden.sqd`
    /// (the CLI fixture's words, language `nl`, which no bundled dictionary has) installed
    /// beside it: the file's name says nothing of its language, so only the tag can find
    /// it. The six bundled dictionaries are installed beside it too, as `Scripts/install.sh`
    /// does: a copied program finds none in the build folder or the source checkout.
    struct Installation {
        let folder: TemporaryFolder
        let program: BuiltProgram

        init() throws {
            folder = try TemporaryFolder()
            let bin = folder.file("bin"), share = folder.file("share/squramble")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: BundledLanguageTests.program.url, to: bin.appendingPathComponent("squramble"))
            for bundled in BundledDictionary.all {
                let source = try #require(bundled.locate(), "\(bundled) is built")
                try FileManager.default.copyItem(atPath: source, toPath: share.appendingPathComponent(bundled.fileName).path)
            }
            var metadata = CLIFixture.metadata
            metadata.name = "Nederlands fixture"
            metadata.language = "nl"
            try LexiconWriter.write(words: CLIFixture.words(from: "cli-words.tsv"), metadata: metadata,
                                    to: share.appendingPathComponent("woorden.sqd").path)
            program = BuiltProgram(at: bin.appendingPathComponent("squramble"))
        }
    }

    @Test(arguments: [["--language", "nl"], ["--language", "NL"], ["--dict", "nl"]])
    func anInstalledLanguageIsFoundByItsTag(_ choice: [String]) throws {
        let installation = try Installation()
        defer { installation.folder.remove() }
        let run = try installation.program.run(["solve", "stone"] + choice, environment: ["SQURAMBLE_DICT": ""])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("notes"))
    }

    @Test func helpListsEveryBundledDictionaryWithItsCounts() throws {
        let installation = try Installation()
        defer { installation.folder.remove() }
        let run = try installation.program.run(["help"])
        #expect(run.exitCode == 0)
        let fixture = CLIFixture.words(from: "cli-words.tsv")
        let targets = fixture.filter(\.isTarget).count
        #expect(run.stdout.contains("nl  Nederlands fixture: \(fixture.count) words, \(targets) targets"), "\(run.stdout)")
        for lexicon in try ["en", "es", "fr", "de", "it", "pt"].map({ try Lexicon.bundled($0) }) {
            #expect(run.stdout.contains("\(lexicon.metadata.language)  \(lexicon.metadata.name): "), "\(run.stdout)")
        }
    }

    @Test(arguments: [["--language", "xx"], ["--dict", "xx"], ["--language", "../de"]])
    func anUnknownLanguageIsOneLineListingTheBundledOnes(_ choice: [String]) throws {
        let installation = try Installation()
        defer { installation.folder.remove() }
        let run = try installation.program.run(["solve", "stone"] + choice, environment: ["SQURAMBLE_DICT": ""])
        #expect(run.exitCode == 1)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("), nl (Nederlands fixture), pt ("), "\(run.stderr)")
        #expect(run.stderr.contains("bundled: de (Deutsch"), "\(run.stderr)")
    }

    /// The program as built (resources next to it) plays Spanish by `--language es`.
    @Test func theBuiltProgramPicksSpanish() throws {
        let run = try Self.program.run(["solve", "casa", "--language", "es"], environment: ["SQURAMBLE_DICT": ""])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("saca"), "\(run.stdout)")
    }
}
