import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

struct Frequency: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frequency",
        abstract: "Write a language's word frequencies from wordfreq, for builds in that language to find.",
        discussion: """
            Runs python3 with wordfreq (pip install wordfreq) and writes every word it \
            knows, as word<TAB>zipf, to wordfreq-LANG.tsv in the frequency folder: \
            $SQURAMBLE_FREQUENCY_DIR, else $XDG_DATA_HOME/squramble/frequency, else \
            ~/.local/share/squramble/frequency. A quick build with --language LANG and no \
            --frequency then uses that list, and its report says so ("found:"). wordfreq \
            needs no network; its data is CC BY-SA 4.0, and so are the frequencies of a \
            dictionary built with it. $SQURAMBLE_PYTHON names another interpreter.

            For a language other than English, the English list is written too \
            (wordfreq-en.tsv, when the folder has none): a quick build reads it for its \
            loanword rule (road, movie in a Swedish list are answers, never targets). \
            Serbian's list (sr, wordfreq's Latin-script "sh") also gets each word's \
            Cyrillic spellings, for Cyrillic dictionaries such as sr_RS.dic (not for sr-Latn).

            Examples:
              dictbuild frequency pl          # also writes wordfreq-en.tsv, if missing
              dictbuild frequency sr          # Latin and Cyrillic
              dictbuild build --hunspell /usr/share/hunspell/pl_PL.dic --language pl -o pl.sqd
              dictbuild frequency nb --output nb.tsv
            """
    )

    @Argument(help: ArgumentHelp("The language (BCP 47 tag); wordfreq's list for its primary language is used (no is nb; hr, sr and bs are sh).", valueName: "language"))
    var language: String
    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the list (default: wordfreq-LANG.tsv in the frequency folder).", valueName: "file"))
    var output: String?
    @Flag(help: "Replace the list if it exists.")
    var force = false
    @Option(help: ArgumentHelp("Leave out words rarer than this Zipf frequency.", valueName: "zipf"))
    var minZipf: Double = 1
    @Flag(help: "Do not also write the English list (wordfreq-en.tsv) the loanword rule of a build in another language reads, when the folder has none.")
    var noEnglish = false

    func validate() throws {
        if let problem = LanguageTag.problem(language) {
            throw ValidationError("\"\(language)\" is not a BCP 47 language tag: \(problem)")
        }
        guard (0...8).contains(minZipf) else { throw ValidationError("--min-zipf must be between 0 and 8") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let target = try FrequencyFolder.folder.target(output: output, language: language, folderName: "frequency folder",
                                                      environment: environment)
        try Build.checkWritable(target, force: force)
        let python = environment["SQURAMBLE_PYTHON"] ?? "python3"
        let code = FrequencyFolder.wordfreqCode(for: language)
        var list = try Self.list(code: code, minZipf: minZipf, python: python)
        let otherScript: String
        (list.text, otherScript) = SerbianScripts.listInBothScripts(list.text, language: language)
        let english = try englishList(beside: target, python: python, environment: environment)
        do { try AtomicFile.write(Array(list.text.utf8), to: target) } catch { throw CommandError.failed(error) }
        StandardStream.error.line("wrote \(target): \(list.words) words from wordfreq's \"\(code)\" list\(otherScript)"
            + (output == nil ? "; a quick build with --language \(language) and no --frequency uses it" : ""))
        if let english {
            do { try AtomicFile.write(Array(english.list.text.utf8), to: english.path) } catch { throw CommandError.failed(error) }
            StandardStream.error.line("wrote \(english.path): \(english.list.words) words from wordfreq's \"en\" list, "
                + "for the loanword rule of quick builds in other languages (an English word is an answer there, never a target)")
        }
    }

    /// A list wordfreq gave: its text, and how many words it has.
    struct WordfreqList {
        var text: String
        var words: Int
    }

    /// The list of wordfreq's `code`, failing when it has no word.
    static func list(code: String, minZipf: Double, python: String) throws -> WordfreqList {
        let text = try runWordfreq(code: code, minZipf: minZipf, python: python)
        let words = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        guard words > 0 else { throw CommandError.wordfreqGaveNothing(code: code) }
        return WordfreqList(text: text, words: words)
    }

    /// The English list a quick build's loanword rule reads (``QuickRecipeOptions``),
    /// made too when this list goes into the frequency folder, is not English, and the
    /// folder has no English list yet (`--no-english` leaves it out): where it goes, and
    /// the list. `nil` when none is to be made.
    func englishList(beside target: String, python: String, environment: [String: String])
        throws -> (path: String, list: WordfreqList)?
    {
        guard output == nil, !noEnglish, FrequencyFolder.wordfreqCode(for: language) != "en" else { return nil }
        let path = (target as NSString).deletingLastPathComponent + "/" + FrequencyFolder.folder.fileName(language: "en")
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        return (path, try Self.list(code: "en", minZipf: minZipf, python: python))
    }

    /// What the Python program printed: a comment line, then word<TAB>zipf lines, sorted.
    /// Fails with the program's own last line of error (no wordfreq, no such language),
    /// or a line saying python3 is missing.
    static func runWordfreq(code: String, minZipf: Double, python: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", program, code, String(minZipf)]
        let out = Pipe()
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("dictbuild-frequency-\(getpid()).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: errors)
        do { try process.run() } catch { throw CommandError.cannotRun(program: python, reason: error.localizedDescription) }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let last = message.split(separator: "\n").last.map(String.init) ?? ""
            if process.terminationStatus == 127 || last.contains("No such file or directory") {
                throw CommandError.pythonMissing(program: python)
            }
            throw CommandError.wordfreqFailed(program: python, status: process.terminationStatus, lastLine: last)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The Python program: argv[1] the wordfreq code, argv[2] the lowest Zipf value kept.
    /// Words without a letter (numbers) are left out; Zipf is log10 of the frequency per
    /// billion words, with two decimals, as `wordfreq.zipf_frequency` gives it.
    static let program = #"""
        import math, sys
        try:
            import wordfreq
            from importlib.metadata import version
        except ImportError:
            sys.exit("error: wordfreq is not installed for this python3: pip install wordfreq")
        code, least = sys.argv[1], float(sys.argv[2])
        if code not in wordfreq.available_languages():
            sys.exit(f'error: wordfreq has no list for "{code}"; it has ' + ", ".join(sorted(wordfreq.available_languages())))
        rows = []
        for word, share in wordfreq.get_frequency_dict(code).items():
            zipf = round(math.log10(share) + 9, 2)
            if zipf >= least and any(c.isalpha() for c in word) and not any(c in word for c in "\t\r\n"):
                rows.append(f"{word}\t{zipf:.2f}")
        rows.sort()
        out = sys.stdout
        out.write(f"# Zipf frequencies of wordfreq {version('wordfreq')} ({code}), CC BY-SA 4.0: "
                  "https://github.com/rspeer/wordfreq (made by dictbuild frequency)\n")
        out.write("\n".join(rows) + "\n")
        """#
}
