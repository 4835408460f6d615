import Squramble

/// A list of words that tell a filter something, one a line: proper names (the
/// `nameList` rule) or abbreviations (the `abbreviation` rule). Each key keeps the place
/// it was first listed, which the rule quotes as its evidence.
///
/// ```swift
/// var names = NameList()
/// var tally = LineTally(file: "names.txt")
/// try names.read("names.txt", tally: &tally, key: { $0.lowercased() })
/// names["kelly"]            // names.txt:12
/// ```
package struct NameList: Sendable {
    private var firstListed: [String: SourceLocation] = [:]
    private var notes: [String: String] = [:]


    package var count: Int { firstListed.count }

    /// Where `key` was first listed, or `nil` when it is not in the list.
    package subscript(key: String) -> SourceLocation? { firstListed[key] }

    /// The note after a tab on the line where `key` was first listed, if any.
    package func note(for key: String) -> String? { notes[key] }

    /// Reads one list; keys are made with `key`. A tab ends the name: what follows is
    /// a note on it (the evidence a list of names first gives, ``RecipeInput/namesFirst``).
    package mutating func read(_ path: String, tally: inout LineTally, key: (String) -> String?) throws {
        let file = tally.file
        try LineSplitter.forEachLine(of: path, tally: &tally) { raw, line in
            let parts = raw.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard let k = key(String(parts[0])) else { return "the word cannot be normalised" }
            if firstListed[k] == nil {
                firstListed[k] = SourceLocation(file: file, line: line)
                if parts.count > 1, !parts[1].isEmpty { notes[k] = String(parts[1]) }
            }
            return nil
        }
    }
}
