import Squramble

extension ReviewDecisions {
    /// Applies `change` to the decisions file at `path` and writes it back at once,
    /// atomically, while holding an exclusive lock (`path` + `.lock`): two processes
    /// recording decisions at the same moment both keep theirs, and a crash at any
    /// point leaves either the old file or the new one.
    ///
    /// ```swift
    /// try ReviewDecisions.update(at: "wordlists/en/decisions.tsv", key: keyFunction) {
    ///     $0.set(ReviewDecision(key: "kelly", verdict: .drop, note: "a name"))
    /// }
    /// ```
    @discardableResult
    static func update(
        at path: String, key: (String) -> String?, _ change: (inout ReviewDecisions) throws -> Void
    ) throws -> ReviewDecisions {
        try FileLock.withLock(at: path + ".lock") {
            var tally = LineTally(file: path)
            var decisions = try ReviewDecisions.read(path, tally: &tally, key: key)
            try change(&decisions)
            try decisions.write(to: path)
            return decisions
        }
    }

    /// Two reviewers' decisions about the same word that disagree.
    struct Conflict: Sendable, Hashable {
        var key: String
        var ours: ReviewDecision
        var theirs: ReviewDecision
    }

    /// The union of two sets of decisions. Where both decided a word the same way the
    /// notes are joined; where they disagree, `self`'s decision is kept and the clash is
    /// returned for a person to settle.
    func merged(with other: ReviewDecisions) -> (decisions: ReviewDecisions, conflicts: [Conflict]) {
        var result = self
        var conflicts: [Conflict] = []
        for theirs in other.sorted {
            guard let ours = byKey[theirs.key] else { result.set(theirs); continue }
            if ours.verdict != theirs.verdict {
                conflicts.append(Conflict(key: theirs.key, ours: ours, theirs: theirs))
            } else if ours.note != theirs.note && !theirs.note.isEmpty {
                var joined = ours
                joined.note = ours.note.isEmpty ? theirs.note : ours.note + "; " + theirs.note
                result.set(joined)
            }
        }
        return (result, conflicts)
    }
}
