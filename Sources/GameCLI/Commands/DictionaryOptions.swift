import ArgumentParser
import Foundation
import Squramble

/// `--dict FILE|NAME` and `--language NAME`, shared by every command that needs a dictionary.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .customLong("dict"), help: ArgumentHelp(
        "A dictionary to play with: a .sqd file, or a bundled one by name (\(DictionaryChoice.bundledNames)). "
            + "Default: $\(DictionaryChoice.environmentVariable), then the bundled English dictionary.",
        valueName: "file|name"))
    var dict: String?

    @Option(name: .customLong("language"), help: ArgumentHelp(
        "A bundled dictionary by its language: \(DictionaryChoice.bundledNames).", valueName: "name"))
    var language: String?

    /// What was asked for: a bundled name or a path (`--language` wins), or `nil`.
    var path: String? { language ?? dict }

    func validate() throws {
        if let language, !Lexicon.bundledLanguages.contains(language.lowercased()) {
            throw ValidationError("--language \(language): the bundled dictionaries are \(DictionaryChoice.bundledNames).")
        }
        if language != nil, dict != nil { throw ValidationError("give --dict or --language, not both.") }
    }

    /// Opens the dictionary: `--dict`, then `$SQURAMBLE_DICT`, then the bundled one.
    /// Prints the dictionary's own error and exits with status 1 when it cannot be opened.
    func open() throws -> Lexicon {
        do {
            return try DictionaryChoice.open(path: path)
        } catch {
            if !DictionaryChoice.isExplicit(path: path), case .unreadable = error {
                let places = Lexicon.bundledCandidates("en").joined(separator: ", ")
                Diagnostics.error("""
                    no dictionary to play with: the bundled English dictionary is not installed (looked for \
                    \(places)). Give one with --dict FILE or set \(DictionaryChoice.environmentVariable)=FILE \
                    (dictbuild makes .sqd files from word lists).
                    """)
            } else {
                Diagnostics.error(error.description)
            }
            throw ExitCode.failure
        }
    }
}

/// Where the dictionary comes from.
enum DictionaryChoice {
    static let environmentVariable = "SQURAMBLE_DICT"

    /// Opens `path` (or `$SQURAMBLE_DICT`): a file, or — when no file has that name — a
    /// bundled dictionary by its language (`en`, `es`); with neither, the bundled English.
    static func open(path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(LexiconError) -> Lexicon {
        let chosen = path ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        guard let chosen else { return try Lexicon.bundled() }
        if let language = bundledLanguage(named: chosen) { return try Lexicon.bundled(language) }
        return try Lexicon.open(at: chosen)
    }

    /// The bundled language `name` stands for, when it is one and no file is called so.
    static func bundledLanguage(named name: String) -> String? {
        let language = name.lowercased()
        guard Lexicon.bundledLanguages.contains(language), access(name, F_OK) != 0 else { return nil }
        return language
    }

    /// "en (English …), es (Spanish …)" for help texts: the bundled dictionaries found.
    static var bundledNames: String {
        Lexicon.bundledLanguages.map { language in
            (try? Lexicon.bundled(language)).map { "\(language) (\($0.metadata.name))" } ?? language
        }.joined(separator: ", ")
    }

    /// Whether the dictionary came from the command line or the environment (not bundled).
    static func isExplicit(path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        path != nil || !(environment[environmentVariable] ?? "").isEmpty
    }

    /// A bundled dictionary whose checksum is `checksum`, if one is installed.
    static func bundled(withChecksum checksum: UInt32) -> Lexicon? {
        for language in Lexicon.bundledLanguages {
            if let lexicon = try? Lexicon.bundled(language), lexicon.checksum == checksum { return lexicon }
        }
        return nil
    }
}
