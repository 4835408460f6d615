/// The union of two reviewers' decisions, and the words they disagree on.
///
/// A word decided in one file only, or the same way in both, is in the union (two
/// different notes are joined). A word decided differently is a conflict: it is left
/// out of the union, so it comes back as undecided in the next review, and listed so
/// a person can settle it. The comments of both files are kept.
///
/// ```swift
/// let merge = DecisionMerge(mine, theirs)
/// merge.union       // ReviewDecisions
/// merge.conflicts   // [(key, mine, theirs)]
/// ```
package struct DecisionMerge {
    package struct Conflict: Sendable, Hashable {
        package var key: String
        package var first: ReviewDecision
        package var second: ReviewDecision
    }

    package private(set) var union = ReviewDecisions()
    package private(set) var conflicts: [Conflict] = []
    /// Words only the first file decides, only the second, and both the same way.
    package private(set) var onlyFirst = 0, onlySecond = 0, agreed = 0

    package init(_ first: ReviewDecisions, _ second: ReviewDecisions) {
        for decision in first.sorted {
            guard let other = second[decision.key] else {
                union.set(decision)
                onlyFirst += 1
                continue
            }
            if other.verdict == decision.verdict {
                agreed += 1
                union.set(ReviewDecision(key: decision.key, verdict: decision.verdict, note: Self.join(decision.note, other.note)))
            } else {
                conflicts.append(Conflict(key: decision.key, first: decision, second: other))
            }
        }
        for decision in second.sorted where first[decision.key] == nil {
            union.set(decision)
            onlySecond += 1
        }
        union.addComments(of: first)
        union.addComments(of: second)
    }

    private static func join(_ a: String, _ b: String) -> String {
        if a.isEmpty || a == b { return b.isEmpty ? a : (a.isEmpty ? b : a) }
        if b.isEmpty { return a }
        return a + "; " + b
    }

    /// The conflicts as lines a person can read, one per word.
    package func conflictReport(firstName: String, secondName: String) -> [String] {
        conflicts.map { conflict in
            func say(_ d: ReviewDecision) -> String { d.verdict.rawValue + (d.note.isEmpty ? "" : " (\(d.note))") }
            return "\(conflict.key): \(firstName) says \(say(conflict.first)), \(secondName) says \(say(conflict.second))"
        }
    }
}
