/// An automatic rule (or a decision) that keeps a word out of the dictionary, or out of
/// the targets. The raw values are stable: reports, `--json` output, `explain` and the
/// review tool use them.
package enum Rule: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    // Rules that drop a word from the dictionary, in precedence order: when several
    // apply, the first one is the word's reason, and every one is recorded.
    case possessive
    case contraction
    case elision
    case abbreviation
    case notLetters = "not-letters"
    case alphabet
    case properNoun = "proper-noun"
    case nameList = "name-list"
    case blocklist
    case blocklistInflection = "blocklist-inflection"
    case tooShort = "too-short"
    case tooLong = "too-long"
    case rare
    case unmeasuredLong = "unmeasured-long"
    case notInAcceptedInputs = "not-in-accepted-inputs"
    // Rules that keep an accepted word out of the targets.
    case targetBlocklist = "target-blocklist"
    case targetBlocklistInflection = "target-blocklist-inflection"
    case targetTooShort = "target-too-short"
    case targetTooLong = "target-too-long"
    case targetRare = "target-rare"
    case targetUnmeasured = "target-unmeasured"
    case notInTargetInputs = "not-in-target-inputs"
    case targetDemonym = "target-demonym"
    case targetName = "target-name"
    case targetLoanword = "target-loanword"
    case targetNoVowel = "target-no-vowel"
    // Review decisions.
    case decisionDrop = "decision-drop"
    case decisionAcceptedOnly = "decision-accepted-only"

    /// The rule's position in declaration order, which is its precedence: a new rule
    /// takes its place by where it is declared, and nothing is numbered by hand. Swift
    /// numbers the cases of an enum without payloads in declaration order, the order
    /// `allCases` lists them in; `TierDecisionTests` checks that the two agree and that every
    /// rule has a bit in ``RuleSet``.
    @inline(__always) package var precedence: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    package static func < (a: Rule, b: Rule) -> Bool {
        a.precedence < b.precedence
    }

    /// Rules that apply to both tiers (a word they flag is neither accepted nor a target):
    /// those declared before ``tooShort``.
    package var isCommon: Bool { self < .tooShort }
    /// Rules of the accepted tier only: from ``tooShort`` to the first target rule.
    package var isAcceptedTier: Bool { self >= .tooShort && self < .targetBlocklist }
    /// Rules of the target tier only: from ``targetBlocklist`` to the review decisions.
    package var isTargetTier: Bool { self >= .targetBlocklist && self < .decisionDrop }
    /// Rules whose verdict a person may overrule in review. (A listed offensive word is
    /// not one: the list, not a decision, says what it is; a form found by its ending is
    /// a guess a person may overrule.)
    package var isReviewable: Bool {
        switch self {
        case .properNoun, .nameList, .abbreviation, .blocklistInflection, .targetBlocklistInflection,
             .rare, .targetRare, .targetUnmeasured, .notInTargetInputs, .targetLoanword, .targetNoVowel: true
        default: false
        }
    }
    /// Rules that are guesses rather than facts: a word flagged by one of them alone is
    /// "borderline" in review.
    package var isGuess: Bool {
        switch self {
        case .properNoun, .nameList, .abbreviation, .rare, .targetRare, .targetUnmeasured, .targetLoanword, .targetNoVowel: true
        default: false
        }
    }
    /// The dictionary file cannot hold such a word (its key is not made of letters),
    /// so not even a review decision can keep it.
    package var isHard: Bool { self == .possessive || self == .contraction || self == .notLetters }
    /// The highest tier a review decision may give a word this rule flags, when the rule
    /// caps it: a listed offensive word is what the list says whatever a decision says
    /// (change the list or the recipe's `blocklist.levels` instead). A form matched by
    /// its ending is a guess, which a decision may overrule.
    package var decisionCap: Tier? {
        switch self {
        case .blocklist: .dropped
        case .targetBlocklist: .accepted
        default: nil
        }
    }

    package var description: String {
        switch self {
        case .possessive: "possessive"
        case .contraction: "contraction"
        case .elision: "elided word joined to the next (l'homme)"
        case .notLetters: "not made of letters"
        case .alphabet: "letters outside the alphabet"
        case .abbreviation: "abbreviation or acronym"
        case .properNoun: "proper noun (only ever capitalised)"
        case .nameList: "in a name list"
        case .blocklist: "blocklisted"
        case .blocklistInflection: "inflection of a blocklisted word"
        case .targetBlocklist: "blocklisted: an answer, never a target"
        case .targetBlocklistInflection: "inflection of a blocklisted word: an answer, never a target"
        case .tooShort: "too short"
        case .tooLong: "too long"
        case .rare: "below the frequency threshold"
        case .unmeasuredLong: "long, and no measured frequency"
        case .notInAcceptedInputs: "not in an input of the accepted tier"
        case .targetTooShort: "too short for a target"
        case .targetTooLong: "too long for a target"
        case .targetRare: "too rare for a target"
        case .targetUnmeasured: "no measured frequency for a target"
        case .notInTargetInputs: "not in an input of the target tier"
        case .targetDemonym: "made from a listed place by the language's demonym rule (Kölner): an answer, never a target"
        case .targetName: "read first as a name by a names list's evidence, though the build also has it as a word (serge, a cloth; Hofmann, a courtier): an answer, never a target"
        case .targetLoanword: "far more frequent in another language's frequency list than in this language's (road, movie in a Swedish or Dutch build): read as a loanword, an answer, never a target"
        case .targetNoVowel: "no vowel of its script (gps, pvc), or also listed in capitals (BMI beside bmi): read as an abbreviation, an answer, never a target"
        case .decisionDrop: "dropped by a review decision"
        case .decisionAcceptedOnly: "kept as accepted only by a review decision"
        }
    }
}

/// Which set a word ends up in.
package enum Tier: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case target, accepted, dropped
    package var description: String { rawValue }
}

/// One rule that flagged a word, with the evidence.
package struct RuleFlag: Sendable, Hashable, Codable {
    package var rule: Rule
    /// e.g. "digits", "only seen as Kelly", "stem \"damn\" (severity 2, blocklist.tsv:12)".
    package var detail: String
}
