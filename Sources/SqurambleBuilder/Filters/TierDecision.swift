/// The tier a word gets: the product's core rule, a pure function of the rules that
/// flag the word and of its review decision.
///
/// Without a decision, the first rule of each kind decides:
///
/// | rules that flag the word | tier | reason |
/// |---|---|---|
/// | a common rule (possessive … blocklist inflection) | dropped | that rule |
/// | a target-tier rule and an accepted-tier rule | dropped | the accepted-tier rule |
/// | a target-tier rule only | accepted | the target-tier rule |
/// | an accepted-tier rule only | target, which the build refuses (``Outcome/isUnacceptedTarget``) | the accepted-tier rule |
/// | none | target | none |
///
/// A decision then sets the tier (`target`: no reason; `accepted`: ``Rule/decisionAcceptedOnly``;
/// `drop`: ``Rule/decisionDrop``), except that a hard rule (possessive, contraction, not
/// letters: the file cannot hold the word) ignores any decision but `drop`, and a listed
/// offensive word (``Rule/decisionCap``) ignores a decision that would raise it above
/// what the recipe's `blocklist.levels` allow.
///
/// ```swift
/// TierDecision.decide(RuleSet([.targetRare]), decision: nil).tier        // .accepted
/// TierDecision.decide(RuleSet([.targetRare]), decision: .target).tier    // .target
/// TierDecision.decide(RuleSet([.notLetters]), decision: .target).effect  // .ignored(hardRule: .notLetters)
/// ```
package enum TierDecision {
    /// What became of a word.
    package struct Outcome: Sendable, Hashable {
        package var tier: Tier
        /// Why it is not a target (or not in the dictionary): the rule that counted, or
        /// the decision; `nil` for a target.
        package var reason: Rule?
        /// The tier the rules alone give.
        package var automatic: Tier
        package var effect: DecisionEffect
        /// The word's target-tier rules make it a target while an accepted-tier rule
        /// refuses it, and no decision settled it: every target must be an accepted word,
        /// so the build stops (the recipe's tiers contradict each other).
        package var isUnacceptedTarget: Bool
    }

    /// What a review decision did.
    package enum DecisionEffect: Sendable, Hashable {
        /// There was none.
        case none
        /// It set the tier (`overrides`: to another tier than the rules give).
        case applied(overrides: Bool)
        /// A hard rule kept it from applying.
        case ignored(hardRule: Rule)
    }

    /// The tier, reason and decision effect of a word flagged by `rules`.
    @inline(__always)
    package static func decide(_ rules: RuleSet, decision: ReviewVerdict?) -> Outcome {
        let (automatic, automaticReason, unaccepted) = byRules(rules)
        guard let decision else {
            return Outcome(tier: automatic, reason: automaticReason, automatic: automatic, effect: .none,
                           isUnacceptedTarget: unaccepted)
        }
        if let hard = rules.first(in: .hard), decision != .drop {
            return Outcome(tier: automatic, reason: automaticReason, automatic: automatic, effect: .ignored(hardRule: hard),
                           isUnacceptedTarget: false)
        }
        let (tier, reason): (Tier, Rule?) = switch decision {
        case .target: (.target, nil)
        case .accepted: (.accepted, .decisionAcceptedOnly)
        case .drop: (.dropped, .decisionDrop)
        }
        if let capping = rules.first(in: .capping), let cap = capping.decisionCap, rank(tier) > rank(cap) {
            return Outcome(tier: automatic, reason: automaticReason, automatic: automatic, effect: .ignored(hardRule: capping),
                           isUnacceptedTarget: false)
        }
        return Outcome(tier: tier, reason: reason, automatic: automatic, effect: .applied(overrides: tier != automatic),
                       isUnacceptedTarget: false)
    }

    /// Tiers from the least to the most a word can be.
    private static func rank(_ tier: Tier) -> Int {
        switch tier {
        case .dropped: 0
        case .accepted: 1
        case .target: 2
        }
    }

    /// The tier and reason the rules alone give, and whether that makes an unaccepted
    /// target.
    @inline(__always)
    private static func byRules(_ rules: RuleSet) -> (Tier, Rule?, Bool) {
        let acceptedRule = rules.first(in: .acceptedTier)
        if let common = rules.first(in: .common) { return (.dropped, common, false) }
        if let targetRule = rules.first(in: .targetTier) {
            return acceptedRule == nil ? (.accepted, targetRule, false) : (.dropped, acceptedRule, false)
        }
        if let acceptedRule { return (.target, acceptedRule, true) }
        return (.target, nil, false)
    }
}
