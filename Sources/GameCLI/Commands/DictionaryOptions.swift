import ArgumentParser
import Foundation
import Squramble

/// `--dict FILE`, shared by every command that needs a dictionary.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .customLong("dict"), help: ArgumentHelp(
        "A dictionary (.sqd) to play with. Default: $\(DictionaryChoice.environmentVariable), then the bundled English dictionary.",
        valueName: "file"))
    var path: String?

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

    static func open(path: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws(LexiconError) -> Lexicon {
        if let path { return try Lexicon.open(at: path) }
        if let path = environment[environmentVariable], !path.isEmpty { return try Lexicon.open(at: path) }
        return try Lexicon.bundled()
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
