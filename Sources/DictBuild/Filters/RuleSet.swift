/// Rules as bits, a bit per ``Rule/precedence``: iterating gives precedence order.
struct RuleSet: Sendable, Hashable, Sequence {
    private(set) var bits: UInt32 = 0

    init() {}
    init<S: Sequence<Rule>>(_ rules: S) { for rule in rules { insert(rule) } }

    mutating func insert(_ rule: Rule) { bits |= 1 << UInt32(rule.precedence) }
    func contains(_ rule: Rule) -> Bool { bits & (1 << UInt32(rule.precedence)) != 0 }
    var isEmpty: Bool { bits == 0 }
    /// The first rule, in precedence order, of those in `self` and in `other`.
    func first(in other: RuleSet) -> Rule? { RuleSet.rule(at: bits & other.bits) }
    var first: Rule? { RuleSet.rule(at: bits) }

    static let common = RuleSet(Rule.allCases.filter(\.isCommon))
    static let acceptedTier = RuleSet(Rule.allCases.filter(\.isAcceptedTier))
    static let targetTier = RuleSet(Rule.allCases.filter(\.isTargetTier))
    static let hard = RuleSet(Rule.allCases.filter(\.isHard))
    static let capping = RuleSet(Rule.allCases.filter { $0.decisionCap != nil })

    private static let byPrecedence = Rule.allCases.sorted()
    fileprivate static func rule(at bits: UInt32) -> Rule? { bits == 0 ? nil : byPrecedence[bits.trailingZeroBitCount] }

    func makeIterator() -> Iterator { Iterator(rest: bits) }

    struct Iterator: IteratorProtocol {
        var rest: UInt32
        mutating func next() -> Rule? {
            guard let rule = RuleSet.rule(at: rest) else { return nil }
            rest &= rest - 1
            return rule
        }
    }
}

/// Where ``Classifier`` hands the rules it finds.
protocol RuleSink {
    mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String)
}

/// Keeps only which rules flagged a key.
struct RuleMask: RuleSink {
    var rules = RuleSet()
    @inline(__always) mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String) { rules.insert(rule) }
}

/// Keeps every flag with its evidence.
struct FlagList: RuleSink {
    var flags: [RuleFlag] = []
    mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String) { flags.append(RuleFlag(rule: rule, detail: detail())) }
}
