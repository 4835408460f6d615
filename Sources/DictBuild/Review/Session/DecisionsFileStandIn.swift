// TEMPORARY stand-in for the decisions-file types the `dictbuild` branch is writing
// (Sources/DictBuild/Review/ReviewDecisions.swift). Same names and shapes, minimal
// behaviour, so the review screen can be built and tested first. Removed when that
// branch is merged.
import Squramble

enum ReviewVerdict: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case target, accepted, drop
    var description: String { rawValue }
}

struct ReviewDecision: Sendable, Hashable {
    var key: String
    var verdict: ReviewVerdict
    var note: String
    init(key: String, verdict: ReviewVerdict, note: String = "") {
        self.key = key; self.verdict = verdict
        self.note = String(note.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}

struct ReviewDecisions: Sendable {
    private(set) var byKey: [String: ReviewDecision] = [:]
    init() {}
    var count: Int { byKey.count }
    subscript(key: String) -> ReviewDecision? { byKey[key] }
    var sorted: [ReviewDecision] { byKey.values.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) } }
    mutating func set(_ decision: ReviewDecision) { byKey[decision.key] = decision }
    mutating func remove(_ key: String) { byKey[key] = nil }

    static func standInRead(_ path: String) throws -> ReviewDecisions {
        var result = ReviewDecisions()
        guard let bytes = try AtomicFile.read(path) else { return result }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count >= 2, let verdict = ReviewVerdict(rawValue: String(fields[1])) else { continue }
            result.set(ReviewDecision(key: String(fields[0]), verdict: verdict, note: fields.count > 2 ? String(fields[2]) : ""))
        }
        return result
    }

    func encoded() -> String {
        var text = "# Squramble review decisions. One word per line, sorted by key:\n# key<TAB>decision<TAB>note      decision is target, accepted or drop\n"
        for decision in sorted {
            text += decision.key + "\t" + decision.verdict.rawValue
            if !decision.note.isEmpty { text += "\t" + decision.note }
            text += "\n"
        }
        return text
    }

    func write(to path: String) throws(StorageError) {
        try AtomicFile.write(Array(encoded().utf8), to: path)
    }
}
