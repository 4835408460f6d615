import Squramble

/// A word that waits for a person's decision, with what helps decide.
///
/// The build pipeline makes these (see `ReviewCandidates.swift`); the review screen
/// shows them and the queues sort and filter them.
struct ReviewCandidate: Sendable, Hashable {
    /// The match key, as written in the decisions file.
    var key: String
    /// The best display form seen in the inputs.
    var display: String
    /// Zipf frequency (≈ log10 of occurrences per billion words); `nil` when no input said.
    var zipf: Double?
    var letterCount: Int
    /// The difficulty band it would get as a target.
    var band: DifficultyBand?
    /// What the automatic rules alone make of it.
    var automaticTier: ReviewTier
    /// The rules that flagged it (each would drop or demote it).
    var flags: [ReviewFlag]
    /// The rules it passed.
    var passed: [String]
    /// Other words of exactly its letters.
    var anagrams: [String]
    /// The most common shorter words its letters make.
    var subwords: [String]
    /// Other spellings and case forms seen in the inputs (`Brick`, `BRICK`, `brick's`).
    var spellings: [String]
    /// How far its frequency is from the target threshold, in Zipf (0 when there is none).
    var distanceToCutoff: Double
    /// Why it is a borderline target (`dictbuild review --borderline`), or `nil`.
    var borderline: String?

    init(key: String, display: String? = nil, zipf: Double? = nil, letterCount: Int? = nil,
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
    var isFlaggedByOneWeakRule: Bool { flags.count == 1 && flags[0].isWeak }
}

/// Where the automatic rules put a word.
enum ReviewTier: String, Sendable, Hashable, CaseIterable {
    case target, accepted, dropped
}

/// One automatic rule that flagged a word, and why.
struct ReviewFlag: Sendable, Hashable {
    /// The rule's name as the report and `--rule` use it, e.g. `proper-noun`.
    var rule: String
    /// The evidence, e.g. "only seen as Kelly".
    var detail: String
    /// A guess rather than a fact (case evidence, a frequency cut-off); such flags
    /// are what "borderline" means.
    var isWeak: Bool

    init(rule: String, detail: String = "", isWeak: Bool = true) {
        self.rule = rule; self.detail = detail; self.isWeak = isWeak
    }
}
