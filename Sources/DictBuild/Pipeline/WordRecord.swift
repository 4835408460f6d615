import Squramble

/// A spelling of a word as it appeared in the inputs.
struct SurfaceForm: Sendable, Hashable, Codable {
    /// The line as read (trimmed), before normalisation.
    var text: String
    /// Where it was first seen.
    var firstSeen: SourceLocation
    /// How many lines (across inputs) gave exactly this spelling.
    var occurrences: Int
    /// Whether it came from a `words` input that keeps case (see ``RecipeInput/caseless``).
    var keepsCase: Bool
    /// Whether some line gave it as it is: a word list's line, or a Hunspell stem without
    /// affixes (not a form only made from a stem, like German `ende` from `enden`).
    var headword = true
}

/// Everything the builder knows about one match key: what `explain` shows and what the
/// review tool uses to help a person decide.
struct WordRecord: Sendable, Hashable, Codable {
    var key: String
    /// Distinct spellings in the order they were first seen.
    var forms: [SurfaceForm]
    /// Names of the `words` inputs it appears in.
    var inputs: [String]
    /// Its Zipf frequency, when some source gave one.
    var zipf: Double?
    /// What gave the frequency: a frequency list or a graded input.
    var zipfSource: String?
    /// Every rule that flagged it, in precedence order.
    var flags: [RuleFlag]
    var decision: ReviewDecision?
    var tier: Tier
    /// Why it is not a target (or not in the dictionary): the first flag that counted,
    /// or the decision.
    var reason: Rule?
    /// What tiles show.
    var display: String
    var band: DifficultyBand?
    /// The difficulty score behind the band (see `Documentation/Building.md`).
    var difficulty: Double?
    /// Other accepted words of 3+ letters its letters allow (targets only).
    var otherAnswers: Int?

    var letterCount: Int { key.letterCount }
}
