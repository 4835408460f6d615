import Squramble

/// Everything a review needs: the words, where decisions go, how to normalise, and
/// where definitions come from.
struct ReviewMaterial {
    var title: String
    var candidates: [ReviewCandidate]
    var decisionsPath: String
    var policy: NormalizationPolicy
    var definitions: WordNetDefinitions?
    /// Every key the inputs know, when known (to warn about imported typos).
    var knownKeys: Set<String>?

    static func load(recipe: String?, words: String?, decisions: String?, definitions: Bool) throws -> ReviewMaterial {
        if let words, let decisions {
            return try fromWordList(words, decisions: decisions)
        }
        throw ReviewCommandError("reviewing a recipe needs the build pipeline (not merged yet); use --words LIST --decisions FILE")
    }

    /// A plain list: one word per line, optionally `word<TAB>zipf`.
    static func fromWordList(_ path: String, decisions: String) throws -> ReviewMaterial {
        guard let bytes = try AtomicFile.read(path) else { throw ReviewCommandError("\(path): no such file") }
        let policy = NormalizationPolicy.standard
        var seen: Set<String> = []
        var candidates: [ReviewCandidate] = []
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard let first = fields.first, let key = try? policy.key(for: String(first)),
                  !key.isEmpty, key.notAWordReason == nil, seen.insert(key.text).inserted else { continue }
            let zipf = fields.count > 1 ? Double(fields[1]) : nil
            candidates.append(ReviewCandidate(key: key.text, display: String(first), zipf: zipf, letterCount: key.letterCount))
        }
        return ReviewMaterial(title: AtomicFilePaths.name(of: path), candidates: candidates, decisionsPath: decisions,
                              policy: policy, definitions: nil, knownKeys: seen)
    }
}
