import Squramble

/// Which words of a build still need a person, and what to show about them.
///
/// A word needs a decision when it has none yet, it could be in the dictionary at
/// all (no hard rule such as "not letters" and no length rule rules it out), and either
///
/// - the automatic rules make it a **target** (every target is worth a look: the
///   original game's lesson is that a word list cannot tell fun from dull), or
/// - it is kept out of the targets only by rules a person may overrule: a guess from
///   case (`proper-noun`), a name or abbreviation list, a form the blocklist's endings
///   guessed, the target
///   inputs, or a frequency cut-off — and a word below the cut-off only when it
///   misses it by less than ``frequencyMargin``.
package enum ReviewCandidates {
    /// A word dropped for frequency alone is a candidate only this close (in Zipf) to the cut-off.
    package static let frequencyMargin = 1.0
    /// A measured frequency this close (in Zipf) to the target cut-off, on either side,
    /// makes a word a borderline target (``borderlineReason(_:cutoff:capitalsMarkNames:)``).
    package static let borderlineMargin = 0.3

    package static func select(from records: [WordRecord], recipe: Recipe) -> [ReviewCandidate] {
        let cutoff = recipe.targets.minZipf
        let missing = recipe.frequency.missingZipf
        // German capitalises every noun: there a capital says nothing about a name.
        let capitalsMarkNames = recipe.filters.properNouns
        var result: [ReviewCandidate] = []
        for record in records where record.decision == nil {
            guard record.flags.allSatisfy({ $0.rule.isReviewable }) else { continue }
            let effectiveZipf = record.zipf ?? missing
            if record.tier != .target, let cutoff, cutoff - effectiveZipf > frequencyMargin,
               record.flags.contains(where: { $0.rule == .rare || $0.rule == .targetRare }) {
                continue  // far below the cut-off: not a question for a person
            }
            result.append(candidate(record, cutoff: cutoff, missingZipf: missing, capitalsMarkNames: capitalsMarkNames))
        }
        return result
    }

    package static func candidate(_ record: WordRecord, cutoff: Double?, missingZipf: Double, capitalsMarkNames: Bool = true) -> ReviewCandidate {
        let tier: ReviewTier = switch record.tier {
        case .target: .target
        case .accepted: .accepted
        case .dropped: .dropped
        }
        let flags = record.flags.map { ReviewFlag(rule: $0.rule.rawValue, detail: $0.detail, isWeak: $0.rule.isGuess) }
        var passed: [String] = []
        let flagged = Set(record.flags.map(\.rule))
        for rule in [Rule.properNoun, .abbreviation, .blocklist, .targetRare] where !flagged.contains(rule) {
            passed.append(rule.rawValue)
        }
        let spellings = record.forms.map { form in
            form.text + (form.occurrences > 1 ? " ×\(form.occurrences)" : "") + " (\(form.firstSeen.file))"
        }
        return ReviewCandidate(
            key: record.key, display: record.display, zipf: record.zipf, letterCount: record.letterCount,
            band: record.band, automaticTier: tier, flags: flags, passed: passed,
            spellings: spellings,
            distanceToCutoff: cutoff.map { (record.zipf ?? missingZipf) - $0 } ?? 0,
            borderline: borderlineReason(record, cutoff: cutoff, capitalsMarkNames: capitalsMarkNames))
    }

    /// Why a word is a *borderline target* — a target, or a word one decision away from
    /// being one, near a threshold a person should judge — or `nil`:
    ///
    /// | reason | when |
    /// |---|---|
    /// | inferred frequency | flagged only by `target-unmeasured`, with an inferred Zipf (a graded input's) at or above `targets.minZipf`: the build used to make it a target |
    /// | near the cut-off | a measured Zipf within ``borderlineMargin`` of `targets.minZipf`: a target just above it, or a word flagged only by `target-rare` just below |
    /// | name-like | a target the inputs also spell with a capital (`Bill`, `bill`), or a word dropped only as a name (`proper-noun`, `name-list`) that is frequent enough for a target |
    /// | offensive list | `blocklist-inflection` or `target-blocklist-inflection` (a form guessed from its ending) |
    ///
    /// Where capitals do not mark names (`capitalsMarkNames` false: German, whose nouns
    /// all start with one), a capitalised target is not name-like for that alone.
    package static func borderlineReason(_ record: WordRecord, cutoff: Double?, capitalsMarkNames: Bool = true) -> String? {
        let rules = Set(record.flags.map(\.rule))
        let frequentEnough = record.zipf.map { $0 >= (cutoff ?? 0) } ?? false
        if rules == [.targetUnmeasured], frequentEnough { return "inferred frequency" }
        if let cutoff, let zipf = record.zipf, rules.isSubset(of: [.targetRare]), abs(zipf - cutoff) < borderlineMargin {
            return "near the cut-off"
        }
        let capitalised = record.forms.contains { $0.text.first?.isUppercase ?? false }
        if (record.tier == .target && capitalised && capitalsMarkNames)
            || (!rules.isEmpty && rules.isSubset(of: [.properNoun, .nameList]) && frequentEnough) {
            return "name-like"
        }
        if !rules.isDisjoint(with: [.blocklist, .blocklistInflection, .targetBlocklistInflection]) { return "offensive list" }
        return nil
    }
}

/// The anagrams and the most common sub-words of a word, among the words a build keeps.
///
/// Looked up when a word comes on screen: every sub-multiset of its letters (at most
/// 2ⁿ for n letters) is checked in a table of anagram signatures.
///
/// ```swift
/// let related = RelatedWords(records: result.records)
/// related.anagrams(of: "least")   // ["slate", "stale", "steal", "tales", …]
/// related.subwords(of: "least")   // ["last", "sea", "eat", …] most common first
/// ```
package final class RelatedWords {
    private var bySignature: [String: [(key: String, zipf: Double)]] = [:]
    package let minimumLength: Int

    package init(records: [WordRecord], minimumLength: Int = 3) {
        self.minimumLength = minimumLength
        for record in records where record.tier != .dropped {
            bySignature[AnagramSignature.of(record.key), default: []].append((record.key, record.zipf ?? 0))
        }
    }

    package init(words: [(key: String, zipf: Double)], minimumLength: Int = 3) {
        self.minimumLength = minimumLength
        for word in words { bySignature[AnagramSignature.of(word.key), default: []].append(word) }
    }

    package func anagrams(of key: String) -> [String] {
        (bySignature[AnagramSignature.of(key)] ?? []).map(\.key).filter { $0 != key }.sorted()
    }

    /// Shorter words made of its letters, most common first, at most `limit`.
    package func subwords(of key: String, limit: Int = 8) -> [String] {
        let letters = Array(AnagramSignature.of(key))
        guard letters.count <= 16 else { return [] }
        var distinct: [(letter: Character, count: Int)] = []
        for letter in letters {
            if let last = distinct.last, last.letter == letter { distinct[distinct.count - 1].count += 1 } else { distinct.append((letter, 1)) }
        }
        var found: [(key: String, zipf: Double)] = []
        var chosen: [Character] = []
        func walk(_ position: Int) {
            if position == distinct.count {
                if chosen.count >= minimumLength, chosen.count < letters.count, let words = bySignature[String(chosen)] {
                    found += words
                }
                return
            }
            walk(position + 1)
            let (letter, count) = distinct[position]
            for _ in 0..<count {
                chosen.append(letter)
                walk(position + 1)
            }
            chosen.removeLast(count)
        }
        walk(0)
        return found.sorted { $0.zipf != $1.zipf ? $0.zipf > $1.zipf : $0.key < $1.key }.prefix(limit).map(\.key)
    }
}
