import Squramble

/// A word that waits for a person's decision, with what helps decide.
///
/// The build pipeline makes these (see `ReviewCandidates.swift`); the review screen
/// shows them and the queues sort and filter them.
package struct ReviewCandidate: Sendable, Hashable {
    /// The match key, as written in the decisions file.
    package var key: String
    /// The best display form seen in the inputs.
    package var display: String
    /// Zipf frequency (≈ log10 of occurrences per billion words); `nil` when no input said.
    package var zipf: Double?
    package var letterCount: Int
    /// The difficulty band it would get as a target.
    package var band: DifficultyBand?
    /// What the automatic rules alone make of it.
    package var automaticTier: ReviewTier
    /// The rules that flagged it (each would drop or demote it).
    package var flags: [ReviewFlag]
    /// The rules it passed.
    package var passed: [String]
    /// Other words of exactly its letters.
    package var anagrams: [String]
    /// The most common shorter words its letters make.
    package var subwords: [String]
    /// Other spellings and case forms seen in the inputs (`Brick`, `BRICK`, `brick's`).
    package var spellings: [String]
    /// How far its frequency is from the target threshold, in Zipf (0 when there is none).
    package var distanceToCutoff: Double
    /// Why it is a borderline target (`dictbuild review --borderline`), or `nil`.
    package var borderline: String?

    package init(key: String, display: String? = nil, zipf: Double? = nil, letterCount: Int? = nil,
         band: DifficultyBand? = nil, automaticTier: ReviewTier = .target, flags: [ReviewFlag] = [],
         passed: [String] = [], anagrams: [String] = [], subwords: [String] = [], spellings: [String] = [],
         distanceToCutoff: Double = 0, borderline: String? = nil) {
        self.key = key
        self.display = display ?? key
        self.zipf = zipf
        self.letterCount = letterCount ?? key.count
        self.band = band
        self.automaticTier = automaticTier
        self.flags = flags
        self.passed = passed
        self.anagrams = anagrams
        self.subwords = subwords
        self.spellings = spellings
        self.distanceToCutoff = distanceToCutoff
        self.borderline = borderline
    }

    /// Flagged by exactly one rule, and a weak one (a guess such as "possible proper noun").
    package var isFlaggedByOneWeakRule: Bool { flags.count == 1 && flags[0].isWeak }
}

/// Where the automatic rules put a word.
package enum ReviewTier: String, Sendable, Hashable, CaseIterable {
    case target, accepted, dropped
}

/// One automatic rule that flagged a word, and why.
package struct ReviewFlag: Sendable, Hashable {
    /// The rule's name as the report and `--rule` use it, e.g. `proper-noun`.
    package var rule: String
    /// The evidence, e.g. "only seen as Kelly".
    package var detail: String
    /// A guess rather than a fact (case evidence, a frequency cut-off); such flags
    /// are what "borderline" means.
    package var isWeak: Bool

    package init(rule: String, detail: String = "", isWeak: Bool = true) {
        self.rule = rule; self.detail = detail; self.isWeak = isWeak
    }
}
