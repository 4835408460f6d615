#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Squramble

/// What a person decided about one word.
package enum ReviewVerdict: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Keep it, and let the game choose it to scramble.
    case target
    /// Keep it as a word players may type, but never scramble it.
    case accepted
    /// Leave it out of the dictionary.
    case drop
    package var description: String { rawValue }
}

/// One line of a decisions file.
package struct ReviewDecision: Sendable, Hashable, Codable {
    /// The word's match key under the recipe's policy.
    package var key: String
    package var verdict: ReviewVerdict
    /// A short free-text note (no tabs or line breaks), may be empty.
    package var note: String
    /// Where the decision was read from, when it came from a file.
    package var location: SourceLocation?

    package init(key: String, verdict: ReviewVerdict, note: String = "", location: SourceLocation? = nil) {
        self.key = key; self.verdict = verdict; self.location = location
        self.note = ReviewDecision.clean(note)
    }

    /// A note on one line: tabs and line breaks become spaces, surrounding spaces go.
    package static func clean(_ note: String) -> String {
        String(note.map { $0 == "\t" || $0.isNewline ? " " : $0 }).trimmingWhiteSpaceForNotes()
    }
}

/// The review decisions of a recipe: one line per word, sorted by key.
///
/// ```
/// # Squramble review decisions. One word per line, sorted by key:
/// # key<TAB>decision<TAB>note      decision is target, accepted or drop
/// cat	target
/// kelly	drop	a name
/// ```
///
/// The file is meant to live in git: each word is one line, the lines are sorted
/// in Unicode scalar order of the key, there are no timestamps, so two people's
/// decisions merge line by line and a conflict is a conflict about one word.
/// Keys are normalised with the recipe's policy when read, so `Café` and `cafe`
/// name the same word. Every line that cannot be used is reported with its line
/// number; when a word appears twice the later line counts and the clash is reported
/// (``conflicts`` when the two lines say different things).
///
/// `#` comment lines are kept: each run of them stays above the word it was above
/// (even when that word's decision is removed: it then stays where the word would
/// sort), and comments after the last word stay at the end.
package struct ReviewDecisions: Sendable {
    package private(set) var byKey: [String: ReviewDecision] = [:]
    /// Lines naming a word already decided above (the later line counts).
    package private(set) var repeated: [UnusableLine] = []
    /// The repeated lines that decide their word differently (verdict or note) from an
    /// earlier line: keeping one would silently lose the other.
    package private(set) var conflicts: [UnusableLine] = []
    /// Comment lines, by the key of the word they stand above.
    package private(set) var comments: [String: [String]] = [:]
    /// Comment lines after the last word.
    package private(set) var closingComments: [String] = []

    package init() {}

    package var count: Int { byKey.count }
    package subscript(key: String) -> ReviewDecision? { byKey.isEmpty ? nil : byKey[key] }
    /// The decisions sorted by key.
    package var sorted: [ReviewDecision] { byKey.values.sorted { KeyOrder.precedes($0.key, $1.key) } }

    package mutating func set(_ decision: ReviewDecision) { byKey[decision.key] = decision }
    package mutating func remove(_ key: String) { byKey[key] = nil }

    /// Adds `other`'s comments to these (a merge keeps both files' comments), each
    /// comment line once.
    package mutating func addComments(of other: ReviewDecisions) {
        for (key, lines) in other.comments { comments[key, default: []].append(contentsOf: lines.filter { !(comments[key] ?? []).contains($0) }) }
        closingComments.append(contentsOf: other.closingComments.filter { !closingComments.contains($0) })
    }

    /// Reads a decisions file; a missing file is an empty set of decisions. With
    /// `journal`, the decisions of review sessions not yet folded into the file (its
    /// ``DecisionJournal``) are applied too, as a session would fold them.
    package static func read(_ path: String, tally: inout LineTally, key: (String) -> String?,
                             journal: Bool = true) throws -> ReviewDecisions {
        var result = try readFile(path, tally: &tally, key: key)
        if journal { try DecisionJournal.applyAll(of: path, to: &result, key: key) }
        return result
    }

    private static func readFile(_ path: String, tally: inout LineTally, key: (String) -> String?) throws -> ReviewDecisions {
        var result = ReviewDecisions()
        guard access(path, F_OK) == 0 else { return result }
        let fileName = tally.file
        let headerLines = Set(header.split(separator: "\n").map(String.init))
        var pendingComments: [String] = []
        var commentLines = 0
        try LineSplitter.forEachLine(of: path, tally: &tally, comments: false) { text, line in
            if text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") {
                commentLines += 1
                if !headerLines.contains(text) { pendingComments.append(text) }
                return nil
            }
            let fields = text.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2 else { return "expected key<TAB>decision<TAB>note" }
            let word = String(fields[0]).trimmingWhiteSpaceForNotes()
            let value = String(fields[1]).trimmingWhiteSpaceForNotes()
            guard let verdict = ReviewVerdict(rawValue: value.lowercased()) else {
                return "decision must be target, accepted or drop, found \"\(value.prefix(20))\""
            }
            guard !word.isEmpty, let k = key(word) else { return "no word before the decision" }
            let location = SourceLocation(file: fileName, line: line)
            let decision = ReviewDecision(key: k, verdict: verdict, note: fields.count > 2 ? String(fields[2]) : "", location: location)
            if let earlier = result.byKey[k], let at = earlier.location {
                result.repeated.append(UnusableLine(location: location, reason: "\"\(k)\" was already decided at line \(at.line); this line counts"))
                if earlier.verdict != decision.verdict || earlier.note != decision.note {
                    result.conflicts.append(UnusableLine(location: location, reason:
                        "\"\(k)\" is decided twice: \(earlier.summary) at line \(at.line), \(decision.summary) here; keep one of the two lines"))
                }
            }
            result.byKey[k] = decision
            if !pendingComments.isEmpty { result.comments[k, default: []] += pendingComments; pendingComments = [] }
            return nil
        }
        result.closingComments = pendingComments
        // Comment lines are not words: count them as ignored, as other readers do.
        tally.used -= commentLines
        tally.ignored += commentLines
        return result
    }

    package static let header = """
        # Squramble review decisions. One word per line, sorted by key:
        # key<TAB>decision<TAB>note      decision is target, accepted or drop

        """

    /// The file text: the header, then one line per decision in key order, each run of
    /// comments above the word it belongs to, and the closing comments.
    package func encoded() -> String {
        var text = Self.header
        let decisions = sorted
        let anchors = comments.keys.sorted { KeyOrder.precedes($0, $1) }
        var nextAnchor = 0
        func commentsUpTo(_ key: String?) {
            while nextAnchor < anchors.count, key.map({ !KeyOrder.precedes($0, anchors[nextAnchor]) }) ?? true {
                for line in comments[anchors[nextAnchor]] ?? [] { text += line + "\n" }
                nextAnchor += 1
            }
        }
        for decision in decisions {
            commentsUpTo(decision.key)
            text += decision.key + "\t" + decision.verdict.rawValue
            if !decision.note.isEmpty { text += "\t" + decision.note }
            text += "\n"
        }
        commentsUpTo(nil)
        for line in closingComments { text += line + "\n" }
        return text
    }

    /// Writes the file atomically (temporary file, flush, rename).
    package func write(to path: String) throws(StorageError) {
        try AtomicFile.write(Array(encoded().utf8), to: path)
    }

}

extension ReviewDecision {
    /// The verdict and note, as a person reads them in a message: `drop ("a name")`.
    package var summary: String { verdict.rawValue + (note.isEmpty ? "" : " (\"\(note)\")") }
}
