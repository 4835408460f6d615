import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

struct Offensive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offensive",
        abstract: "Write a language's offensive-word list from a HurtLex lexicon, for builds in that language to find.",
        discussion: """
            Reads a HurtLex lexicon you downloaded (lexica/XX/1.2/hurtlex_XX.tsv of \
            https://github.com/valeriobasile/hurtlex) and writes its entries of one word, \
            graded sexual, vulgar or sensitive by their category, as a blocklist \
            (word<TAB>level<TAB>note) to hurtlex-LANG.tsv in the offensive-word folder: \
            $SQURAMBLE_OFFENSIVE_DIR, else $XDG_DATA_HOME/squramble/offensive, else \
            ~/.local/share/squramble/offensive. A quick build with --language LANG and no \
            --blocklist then uses it, and its report says so ("found:"): no listed word \
            (or form a Hunspell rule makes of it) is a target; each is still accepted as \
            an answer. HurtLex is CC BY-NC-SA 4.0: the list, and a dictionary whose \
            targets it chose, may not be used commercially. Squramble ships none of it. \
            Serbian's list (sr, not sr-Latn) gets each word in both scripts, Latin and \
            Cyrillic, as HurtLex's Serbian lexicon mixes them.

            Examples:
              dictbuild offensive pl hurtlex_PL.tsv
              dictbuild build --hunspell /usr/share/hunspell/pl_PL.dic --language pl -o pl.sqd
              dictbuild offensive pl hurtlex_PL.tsv --inclusive --output pl-offensive.tsv
            """
    )

    @Argument(help: ArgumentHelp("The language (BCP 47 tag) the list is for.", valueName: "language"))
    var language: String
    @Argument(help: ArgumentHelp("The HurtLex lexicon of that language (hurtlex_XX.tsv).", valueName: "lexicon"))
    var lexicon: String
    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the list (default: hurtlex-LANG.tsv in the offensive-word folder).", valueName: "file"))
    var output: String?
    @Flag(help: "Replace the list if it exists.")
    var force = false
    @Flag(help: "Also take HurtLex's inclusive entries (every sense that might offend: many everyday words), not only its conservative ones.")
    var inclusive = false

    func validate() throws {
        if let problem = LanguageTag.problem(language) {
            throw ValidationError("\"\(language)\" is not a BCP 47 language tag: \(problem)")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let bytes: [UInt8]
        do { bytes = try InputFile.read(lexicon) } catch {
            throw CommandError.cannotReadLexicon(path: lexicon, reason: error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandError.cannotReadLexicon(path: lexicon, reason: "it is not UTF-8 text")
        }
        var conversion: HurtLex.Conversion
        do {
            conversion = try HurtLex.convert(text, language: language, source: (lexicon as NSString).lastPathComponent, inclusive: inclusive)
        } catch let error as HurtLex.FormatError {
            throw CommandError.notALexicon(reason: error.description)
        }
        let otherScript: String
        (conversion.text, otherScript) = SerbianScripts.listInBothScripts(conversion.text, language: language)
        let target = try OffensiveFolder.folder.target(output: output, language: language, folderName: "offensive-word folder",
                                                      environment: environment)
        try Build.checkWritable(target, force: force)
        do { try AtomicFile.write(Array(conversion.text.utf8), to: target) } catch { throw CommandError.failed(error) }
        let levels = Severity.allCases.compactMap { level in conversion.levels[level].map { "\($0) \(level)" } }
        var left = ["\(conversion.notOneWord) not one word"]
        if !inclusive { left.append("\(conversion.inclusiveLeftOut) inclusive") }
        StandardStream.error.line("wrote \(target): \(conversion.kept) words (\(levels.joined(separator: ", "))) of HurtLex\(otherScript); "
            + "left out \(left.joined(separator: ", ")); licence CC BY-NC-SA 4.0 (no commercial use)"
            + (output == nil ? "; a quick build with --language \(language) and no --blocklist uses it" : ""))
    }
}
