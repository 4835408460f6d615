import Squramble

/// A recipe's decisions file, changed one decision at a time and saved at once.
///
/// Each change re-reads the file, applies the one change and writes the whole file
/// atomically (temporary file, flush, rename), all under an exclusive lock on a lock
/// file beside it. So a process killed at any moment leaves the file as it was before
/// or after a decision, never half-written; two reviewers on one machine lose nothing
/// of each other's work; and the file stays sorted, one line per word.
///
/// ```swift
/// let log = try DecisionLog(path: "wordlists/en/decisions.tsv")
/// try log.record(ReviewDecision(key: "cat", verdict: .target))
/// try log.erase("cat")
/// ```
package final class DecisionLog {
    package let path: String
    /// The lock file: hidden, beside the decisions file.
    package let lockPath: String
    package private(set) var decisions: ReviewDecisions
    /// The match key of a word as written in the file (the recipe's policy).
    package let key: @Sendable (String) -> String?

    /// Opens (reads) the decisions file at `path`; a missing file has no decisions yet.
    /// Refuses a file with lines it cannot read, since saving would lose them.
    package init(path: String, policy: NormalizationPolicy = .standard) throws {
        self.path = path
        key = Self.keyFunction(policy)
        let folder = AtomicFilePaths.folder(of: path)
        let name = AtomicFilePaths.name(of: path)
        lockPath = (folder == "." ? "" : folder + "/") + "." + name + ".lock"
        decisions = try Self.read(path, key: key)
    }

    package subscript(key: String) -> ReviewDecision? { decisions[key] }
    package var count: Int { decisions.count }

    /// Saves `decision`, replacing any earlier one for the same word.
    package func record(_ decision: ReviewDecision) throws {
        try update { $0.set(decision) }
    }

    /// Removes the decision for `key` (undo of a first decision).
    package func erase(_ key: String) throws {
        try update { $0.remove(key) }
    }

    /// Puts back what was there before: `previous`, or no decision at all.
    package func restore(_ key: String, to previous: ReviewDecision?) throws {
        if let previous { try record(previous) } else { try erase(key) }
    }

    /// Applies many decisions in one write (imports, merges).
    package func recordAll(_ list: [ReviewDecision]) throws {
        try update { decisions in for decision in list { decisions.set(decision) } }
    }

    private func update(_ change: (inout ReviewDecisions) -> Void) throws {
        try FileLock.withLock(at: lockPath) {
            // Re-read under the lock: another process may have written since.
            var current = try Self.read(path, key: key)
            change(&current)
            try current.write(to: path)
            decisions = current
        }
    }

    /// Reads a decisions file, refusing one with unusable lines or with two lines that
    /// decide one word differently (each is listed): a save would drop them.
    package static func read(_ path: String, key: (String) -> String?) throws -> ReviewDecisions {
        var tally = LineTally(file: path)
        let decisions = try ReviewDecisions.read(path, tally: &tally, key: key)
        let lines = (tally.unusable + decisions.conflicts).sorted { $0.location < $1.location }
        guard lines.isEmpty else {
            throw DecisionsFileError(path: path, lines: lines)
        }
        return decisions
    }

    package static func keyFunction(_ policy: NormalizationPolicy) -> @Sendable (String) -> String? {
        { text in
            guard let key = try? policy.key(for: text), !key.isEmpty else { return nil }
            return key.text
        }
    }
}

/// A decisions file with lines that cannot be read: fix them before reviewing, or
/// the next save would lose them.
package struct DecisionsFileError: Error, CustomStringConvertible {
    package var path: String
    package var lines: [UnusableLine]
    package var description: String {
        let shown = lines.prefix(20).map { "  \($0)" }.joined(separator: "\n")
        return "\(path) has \(lines.count) line\(lines.count == 1 ? "" : "s") that cannot be read; fix \(lines.count == 1 ? "it" : "them") first (a save would drop \(lines.count == 1 ? "it" : "them")):\n" + shown
            + (lines.count > 20 ? "\n  … and \(lines.count - 20) more" : "")
    }
}

/// Splitting paths without Foundation.
package enum AtomicFilePaths {
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
