@testable import DictBuild
@testable import SqurambleBuilder
import Testing

/// The tier decision, the product's core rule, on its own: every combination of the four
/// kinds of rule (a hard common rule, a soft common rule, an accepted-tier rule, a
/// target-tier rule) with every review decision, and each rule alone.
@Suite struct TierDecisionTests {
    /// What a decision did, as the table writes it.
    enum Effect: Sendable { case none, applied, overrides, ignored }

    struct Row: Sendable, CustomTestStringConvertible {
        var rules: [Rule]
        var decision: ReviewVerdict?
        var tier: Tier
        var reason: Rule?
        var effect: Effect
        var unaccepted = false

        init(_ rules: [Rule], _ decision: ReviewVerdict?, _ tier: Tier, _ reason: Rule?, _ effect: Effect,
             unaccepted: Bool = false) {
            self.rules = rules; self.decision = decision; self.tier = tier; self.reason = reason; self.effect = effect
            self.unaccepted = unaccepted
        }

        var testDescription: String {
            "\(rules.map(\.rawValue)) + \(decision.map(\.rawValue) ?? "no decision") → \(tier)"
        }
    }

    /// notLetters: hard (a decision cannot keep the word); properNoun: common but not hard;
    /// rare: accepted tier; targetRare: target tier.
    static let table: [Row] = [
        Row([], nil, .target, nil, .none),
        Row([], .target, .target, nil, .applied),
        Row([], .accepted, .accepted, .decisionAcceptedOnly, .overrides),
        Row([], .drop, .dropped, .decisionDrop, .overrides),
        Row([.notLetters], nil, .dropped, .notLetters, .none),
        Row([.notLetters], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters], .drop, .dropped, .decisionDrop, .applied),
        Row([.properNoun], nil, .dropped, .properNoun, .none),
        Row([.properNoun], .target, .target, nil, .overrides),
        Row([.properNoun], .accepted, .accepted, .decisionAcceptedOnly, .overrides),
        Row([.properNoun], .drop, .dropped, .decisionDrop, .applied),
        Row([.notLetters, .properNoun], nil, .dropped, .notLetters, .none),
        Row([.notLetters, .properNoun], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun], .drop, .dropped, .decisionDrop, .applied),
        Row([.rare], nil, .target, .rare, .none, unaccepted: true),
        Row([.rare], .target, .target, nil, .applied),
        Row([.rare], .accepted, .accepted, .decisionAcceptedOnly, .overrides),
        Row([.rare], .drop, .dropped, .decisionDrop, .overrides),
        Row([.notLetters, .rare], nil, .dropped, .notLetters, .none),
        Row([.notLetters, .rare], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters, .rare], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters, .rare], .drop, .dropped, .decisionDrop, .applied),
        Row([.properNoun, .rare], nil, .dropped, .properNoun, .none),
        Row([.properNoun, .rare], .target, .target, nil, .overrides),
        Row([.properNoun, .rare], .accepted, .accepted, .decisionAcceptedOnly, .overrides),
        Row([.properNoun, .rare], .drop, .dropped, .decisionDrop, .applied),
        Row([.notLetters, .properNoun, .rare], nil, .dropped, .notLetters, .none),
        Row([.notLetters, .properNoun, .rare], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun, .rare], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun, .rare], .drop, .dropped, .decisionDrop, .applied),
        Row([.targetRare], nil, .accepted, .targetRare, .none),
        Row([.targetRare], .target, .target, nil, .overrides),
        Row([.targetRare], .accepted, .accepted, .decisionAcceptedOnly, .applied),
        Row([.targetRare], .drop, .dropped, .decisionDrop, .overrides),
        Row([.notLetters, .targetRare], nil, .dropped, .notLetters, .none),
        Row([.notLetters, .targetRare], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters, .targetRare], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters, .targetRare], .drop, .dropped, .decisionDrop, .applied),
        Row([.properNoun, .targetRare], nil, .dropped, .properNoun, .none),
        Row([.properNoun, .targetRare], .target, .target, nil, .overrides),
        Row([.properNoun, .targetRare], .accepted, .accepted, .decisionAcceptedOnly, .overrides),
        Row([.properNoun, .targetRare], .drop, .dropped, .decisionDrop, .applied),
        Row([.notLetters, .properNoun, .targetRare], nil, .dropped, .notLetters, .none),
        Row([.notLetters, .properNoun, .targetRare], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun, .targetRare], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun, .targetRare], .drop, .dropped, .decisionDrop, .applied),
        Row([.rare, .targetRare], nil, .dropped, .rare, .none),
        Row([.rare, .targetRare], .target, .target, nil, .overrides),
        Row([.rare, .targetRare], .accepted, .accepted, .decisionAcceptedOnly, .overrides),
        Row([.rare, .targetRare], .drop, .dropped, .decisionDrop, .applied),
        Row([.notLetters, .rare, .targetRare], nil, .dropped, .notLetters, .none),
        Row([.notLetters, .rare, .targetRare], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters, .rare, .targetRare], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters, .rare, .targetRare], .drop, .dropped, .decisionDrop, .applied),
        Row([.properNoun, .rare, .targetRare], nil, .dropped, .properNoun, .none),
        Row([.properNoun, .rare, .targetRare], .target, .target, nil, .overrides),
        Row([.properNoun, .rare, .targetRare], .accepted, .accepted, .decisionAcceptedOnly, .overrides),
        Row([.properNoun, .rare, .targetRare], .drop, .dropped, .decisionDrop, .applied),
        Row([.notLetters, .properNoun, .rare, .targetRare], nil, .dropped, .notLetters, .none),
        Row([.notLetters, .properNoun, .rare, .targetRare], .target, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun, .rare, .targetRare], .accepted, .dropped, .notLetters, .ignored),
        Row([.notLetters, .properNoun, .rare, .targetRare], .drop, .dropped, .decisionDrop, .applied),
        // A word whose frequency is only inferred is accepted, and review may make it a target.
        Row([.targetUnmeasured], nil, .accepted, .targetUnmeasured, .none),
        Row([.targetUnmeasured], .target, .target, nil, .overrides),
        Row([.targetUnmeasured], .accepted, .accepted, .decisionAcceptedOnly, .applied),
        Row([.targetTooLong, .targetUnmeasured], nil, .accepted, .targetTooLong, .none),
        Row([.rare, .targetUnmeasured], nil, .dropped, .rare, .none),
    ]

    @Test(arguments: table)
    func decides(_ row: Row) {
        let outcome = TierDecision.decide(RuleSet(row.rules), decision: row.decision)
        #expect(outcome.tier == row.tier)
        #expect(outcome.reason == row.reason)
        #expect(outcome.isUnacceptedTarget == row.unaccepted)
        switch (row.effect, outcome.effect) {
        case (.none, .none), (.applied, .applied(overrides: false)), (.overrides, .applied(overrides: true)): break
        case (.ignored, .ignored(let hard)): #expect(hard == .notLetters)
        default: Issue.record("effect \(outcome.effect), expected \(row.effect)")
        }
        // Without a decision, the automatic tier is the tier.
        if row.decision == nil { #expect(outcome.automatic == outcome.tier) }
    }

    /// Each automatic rule alone is the reason, and decides the tier by its kind.
    @Test(arguments: Rule.allCases.filter { $0 != .decisionDrop && $0 != .decisionAcceptedOnly })
    func eachRuleAloneIsTheReason(_ rule: Rule) {
        let outcome = TierDecision.decide(RuleSet([rule]), decision: nil)
        #expect(outcome.reason == rule)
        let expected: Tier = rule.isCommon ? .dropped : rule.isTargetTier ? .accepted : .target
        #expect(outcome.tier == expected)
        #expect(outcome.isUnacceptedTarget == rule.isAcceptedTier)
    }

    /// A rule's precedence is where it is declared: `allCases` order, a bit each in a
    /// `RuleSet`, and every rule in exactly one kind.
    @Test func precedenceIsDeclarationOrder() {
        #expect(Rule.allCases.map(\.precedence) == Array(Rule.allCases.indices))
        #expect(Rule.allCases.count <= UInt32.bitWidth)
        #expect(RuleSet(Rule.allCases).map { $0 } == Rule.allCases)
        #expect(Rule.allCases.sorted() == Rule.allCases)
        for rule in Rule.allCases {
            let kinds = [rule.isCommon, rule.isAcceptedTier, rule.isTargetTier, rule == .decisionDrop || rule == .decisionAcceptedOnly]
            #expect(kinds.filter { $0 }.count == 1, "\(rule)")
        }
        // The kinds' borders, written out: a rule declared in the wrong section shows here.
        #expect(Rule.allCases.filter(\.isCommon).last == .blocklistInflection)
        #expect(Rule.allCases.filter(\.isAcceptedTier) == [.tooShort, .tooLong, .rare, .unmeasuredLong, .notInAcceptedInputs])
        #expect(Rule.allCases.filter(\.isTargetTier).first == .targetBlocklist)
    }

    /// Of several rules of one kind, the first in precedence order is the reason.
    @Test func theFirstRuleOfAKindIsTheReason() {
        #expect(TierDecision.decide(RuleSet([.blocklist, .abbreviation, .nameList]), decision: nil).reason == .abbreviation)
        #expect(TierDecision.decide(RuleSet([.targetRare, .targetTooLong]), decision: nil).reason == .targetTooLong)
        #expect(TierDecision.decide(RuleSet([.tooLong, .rare, .targetRare]), decision: nil).reason == .tooLong)
        #expect(TierDecision.decide(RuleSet([.possessive, .notLetters]), decision: .accepted).effect == .ignored(hardRule: .possessive))
    }

    /// A listed offensive word keeps at most its level's tier whatever the decision; a
    /// form found by its ending (a guess) follows the decision.
    @Test(arguments: [
        ([Rule.targetBlocklist], ReviewVerdict.target, Tier.accepted, TierDecision.DecisionEffect.ignored(hardRule: .targetBlocklist)),
        ([.targetBlocklist], .accepted, .accepted, .applied(overrides: false)),
        ([.targetBlocklist], .drop, .dropped, .applied(overrides: true)),
        ([.blocklist], .accepted, .dropped, .ignored(hardRule: .blocklist)),
        ([.blocklist], .target, .dropped, .ignored(hardRule: .blocklist)),
        ([.blocklistInflection], .target, .target, .applied(overrides: true)),
        ([.targetBlocklistInflection], .target, .target, .applied(overrides: true)),
    ] as [([Rule], ReviewVerdict, Tier, TierDecision.DecisionEffect)])
    func listedWordsCapDecisions(_ rules: [Rule], _ decision: ReviewVerdict, _ tier: Tier, _ effect: TierDecision.DecisionEffect) {
        let outcome = TierDecision.decide(RuleSet(rules), decision: decision)
        #expect(outcome.tier == tier)
        #expect(outcome.effect == effect)
    }
}
