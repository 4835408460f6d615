import ArgumentParser
import Foundation
import Squramble
import SqurambleDictionaries
import SqurambleTerminal

/// `--dict FILE|NAME` and `--language NAME`, shared by every command that needs a dictionary.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .customLong("dict"), help: ArgumentHelp(
        "A dictionary to play with: a .sqd file, or a bundled one by its language (\(DictionaryChoice.bundledNames)). "
            + "Default: $\(DictionaryChoice.environmentVariable), then the bundled English dictionary.",
        valueName: "file|name"))
    var dict: String?

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "A bundled dictionary by its language: \(DictionaryChoice.bundledNames).", valueName: "name"))
    var language: String?

    /// What was asked for: a bundled name or a path (`--language` wins), or `nil`.
    var path: String? { language ?? dict }

    func validate() throws {
        if language != nil, dict != nil { throw ValidationError("give --dict or --language, not both.") }
    }

    /// Opens the dictionary: `--language`, `--dict`, then `$SQURAMBLE_DICT`, then the
    /// bundled one. Prints one line (the dictionary's own error, or the bundled languages
    /// when a language has no dictionary) and exits with status 1 when it cannot be opened.
    func open() throws -> Lexicon {
        if let language {
            guard let lexicon = DictionaryChoice.bundled(language: language) else {
                Diagnostics.squramble.error("--language \(language): no bundled dictionary has that language; bundled: \(DictionaryChoice.bundledNames)")
                throw ExitCode.failure
            }
            return lexicon
        }
        if let dict, DictionaryChoice.looksLikeLanguage(dict), access(dict, F_OK) != 0, DictionaryChoice.bundled(language: dict) == nil {
            Diagnostics.squramble.error("--dict \(dict): no such file, and no bundled dictionary has that language; bundled: \(DictionaryChoice.bundledNames)")
            throw ExitCode.failure
        }
        do {
            return try DictionaryChoice.open(path: path)
        } catch {
            if !DictionaryChoice.isExplicit(path: path), case .unreadable = error {
                let places = Lexicon.bundledCandidates("en").joined(separator: ", ")
                Diagnostics.squramble.error("""
                    no dictionary to play with: the bundled English dictionary is not installed (looked for \
                    \(places)). Give one with --dict FILE or set \(DictionaryChoice.environmentVariable)=FILE \
                    (dictbuild makes .sqd files from word lists).
                    """)
            } else {
                Diagnostics.squramble.error(error.description)
            }
            throw ExitCode.failure
        }
    }
}

/// Where the dictionary comes from.
enum DictionaryChoice {
    static let environmentVariable = "SQURAMBLE_DICT"

    /// Opens `path` (or `$SQURAMBLE_DICT`): a file, or — when no file has that name — a
    /// bundled dictionary by its language tag (`en`, `de`, whatever is bundled); with
    /// neither, the bundled English.
    static func open(path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(LexiconError) -> Lexicon {
        let chosen = path ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        guard let chosen else { return try Lexicon.bundled() }
        if access(chosen, F_OK) != 0, looksLikeLanguage(chosen), let lexicon = bundled(language: chosen) { return lexicon }
        return try Lexicon.open(at: chosen)
    }

    /// The bundled dictionary of `language` (a language tag, any case), if one is installed.
    static func bundled(language: String) -> Lexicon? {
        looksLikeLanguage(language) ? try? Lexicon.bundled(language.lowercased()) : nil
    }

    /// Whether `name` has the shape of a language tag (`de`, `pt-BR`) rather than a path.
    static func looksLikeLanguage(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 12 && name.first!.isLetter
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }

    /// "en (English …), es (Spanish …)" for help texts: the bundled dictionaries found,
    /// none of them opened (``Lexicon/bundledSummaries()``). Found once a process: the
    /// argument parser reads the help texts many times while it parses one command line.
    static let bundledNames: String = {
        let all = Lexicon.bundledSummaries()
        return all.isEmpty ? "none installed" : all.map { "\($0.language) (\($0.name))" }.joined(separator: ", ")
    }()

    /// Whether the dictionary came from the command line or the environment (not bundled).
    static func isExplicit(path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        path != nil || !(environment[environmentVariable] ?? "").isEmpty
    }
}
