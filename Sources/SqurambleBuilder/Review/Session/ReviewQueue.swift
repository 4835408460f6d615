
/// The order in which words come up for review, and which words come up at all.
///
/// Every queue holds only words without a decision yet.
///
/// ```swift
/// let queue = ReviewQueue.shortestFirst.arrange(candidates)
/// ```
package enum ReviewQueue: Sendable, Hashable, CustomStringConvertible {
    /// Closest to the frequency cut-off first; words flagged by one weak rule count as
    /// on the cut-off.
    case borderline
    /// Three-letter words first, then four…; the most common first within a length.
    case shortestFirst
    /// The most frequent first.
    case mostCommonFirst
    /// Only words flagged by this one rule and no other, most common first.
    case flaggedOnlyBy(String)
    /// Only words the automatic rules make targets, shortest and most common first.
    case unreviewedTargets

    /// The names used on the command line.
    package static let names = ["borderline", "shortest", "common", "targets", "rule:NAME"]

    package init?(name: String) {
        switch name {
        case "borderline": self = .borderline
        case "shortest": self = .shortestFirst
        case "common": self = .mostCommonFirst
        case "targets": self = .unreviewedTargets
        default:
            guard name.hasPrefix("rule:"), name.count > 5 else { return nil }
            self = .flaggedOnlyBy(String(name.dropFirst(5)))
        }
    }

    /// For `rule:NAME` with a name that is not a rule: a sentence naming the nearest
    /// rule and every known one (a misspelt rule would otherwise give an empty queue).
    package var unknownRule: String? {
        guard case .flaggedOnlyBy(let name) = self, Rule(rawValue: name) == nil else { return nil }
        let known = Rule.allCases.map(\.rawValue)
        return "--queue rule:\(name): there is no rule \"\(name)\""
            + (RecipeSchema.nearest(to: name, in: known).map { "; did you mean rule:\($0)?" } ?? "")
            + " (rules: \(known.joined(separator: ", ")))"
    }

    package var description: String {
        switch self {
        case .borderline: "borderline first"
        case .shortestFirst: "shortest first"
        case .mostCommonFirst: "most common first"
        case .flaggedOnlyBy(let rule): "only flagged by \(rule)"
        case .unreviewedTargets: "targets not reviewed"
        }
    }

    /// The candidates of this queue, in review order. Ties are broken by key, so the
    /// order is the same on every run.
    package func arrange(_ candidates: [ReviewCandidate], decided: (String) -> Bool = { _ in false }) -> [ReviewCandidate] {
        let open = candidates.filter { !decided($0.key) }
        func zipf(_ c: ReviewCandidate) -> Double { c.zipf ?? -1 }
        func byKey(_ a: ReviewCandidate, _ b: ReviewCandidate) -> Bool {
            a.key.unicodeScalars.lexicographicallyPrecedes(b.key.unicodeScalars)
        }
        switch self {
        case .borderline:
            func distance(_ c: ReviewCandidate) -> Double { c.isFlaggedByOneWeakRule ? 0 : abs(c.distanceToCutoff) }
            return open.sorted { a, b in
                let (da, db) = (distance(a), distance(b))
                if da != db { return da < db }
                if zipf(a) != zipf(b) { return zipf(a) > zipf(b) }
                return byKey(a, b)
            }
        case .shortestFirst:
            return open.sorted(by: Self.shortestThenCommon)
        case .mostCommonFirst:
            return open.sorted { a, b in
                if zipf(a) != zipf(b) { return zipf(a) > zipf(b) }
                if a.letterCount != b.letterCount { return a.letterCount < b.letterCount }
                return byKey(a, b)
            }
        case .flaggedOnlyBy(let rule):
            return open.filter { $0.flags.count == 1 && $0.flags[0].rule == rule }
                .sorted { a, b in zipf(a) != zipf(b) ? zipf(a) > zipf(b) : byKey(a, b) }
        case .unreviewedTargets:
            return open.filter { $0.automaticTier == .target }.sorted(by: Self.shortestThenCommon)
        }
    }

    private static func shortestThenCommon(_ a: ReviewCandidate, _ b: ReviewCandidate) -> Bool {
        if a.letterCount != b.letterCount { return a.letterCount < b.letterCount }
        let (za, zb) = (a.zipf ?? -1, b.zipf ?? -1)
        if za != zb { return za > zb }
        return a.key.unicodeScalars.lexicographicallyPrecedes(b.key.unicodeScalars)
    }
}
