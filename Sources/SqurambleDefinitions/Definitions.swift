import Foundation

/// The definitions every front end shows — the terminal game's `/define` and round
/// results, the review screen, the web game's missed words — from the one source the
/// machine may have: WordNet for English (Debian's `wordnet-base`). Other languages get
/// a reason instead: no open dictionary of definitions for them comes with any Debian
/// package this project relies on.
///
/// Safe to share between threads (the server answers many requests at once): one
/// lookup at a time, because the WordNet reader keeps a cache.
///
/// ```swift
/// let definitions = Definitions.installed()
/// definitions.definition(of: "bricks", language: "en")   // "(n) rectangular block of clay …"
/// definitions.unavailableReason(for: "es")                // "definitions come from WordNet, which is English only, …"
/// ```
package final class Definitions: @unchecked Sendable {
    /// The name a reader sees for where a definition came from.
    package let sourceName = "WordNet"
    private let wordnet: WordNetDefinitions?
    private let folder: String
    private let lock = NSLock()

    /// Opens WordNet in `folder` when it is there; without it, every lookup says why not.
    package init(folder: String = WordNetDefinitions.standardFolder) {
        self.folder = folder
        wordnet = try? WordNetDefinitions(folder: folder)
    }

    /// The machine's WordNet, or a source that has nothing (and says why).
    package static func installed() -> Definitions { Definitions() }

    /// Whether any language has definitions on this machine.
    package var isAvailable: Bool { wordnet != nil }

    /// Why `language` has no definitions here, or `nil` when it has.
    package func unavailableReason(for language: String) -> String? {
        guard Self.isEnglish(language) else {
            return "definitions come from WordNet, which is English only, and this dictionary is “\(language)”"
        }
        return wordnet == nil ? "WordNet is not installed (apt-get install wordnet-base puts it in \(folder))" : nil
    }

    /// One or two short definitions of `word` in `language`, or `nil` when there are none.
    package func definition(of word: String, language: String) -> String? {
        guard Self.isEnglish(language), let wordnet else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return wordnet.definition(of: word.lowercased())
    }

    private static func isEnglish(_ language: String) -> Bool { language.lowercased().hasPrefix("en") }
}
