/// Rules as bits, a bit per ``Rule/precedence``: iterating gives precedence order.
package struct RuleSet: Sendable, Hashable, Sequence {
    package private(set) var bits: UInt32 = 0

    package init() {}
    package init<S: Sequence<Rule>>(_ rules: S) { for rule in rules { insert(rule) } }

    package mutating func insert(_ rule: Rule) { bits |= 1 << UInt32(rule.precedence) }
    package func contains(_ rule: Rule) -> Bool { bits & (1 << UInt32(rule.precedence)) != 0 }
    package var isEmpty: Bool { bits == 0 }
    /// The first rule, in precedence order, of those in `self` and in `other`.
    package func first(in other: RuleSet) -> Rule? { RuleSet.rule(at: bits & other.bits) }
    package var first: Rule? { RuleSet.rule(at: bits) }

    package static let common = RuleSet(Rule.allCases.filter(\.isCommon))
    package static let acceptedTier = RuleSet(Rule.allCases.filter(\.isAcceptedTier))
    package static let targetTier = RuleSet(Rule.allCases.filter(\.isTargetTier))
    package static let hard = RuleSet(Rule.allCases.filter(\.isHard))
    package static let capping = RuleSet(Rule.allCases.filter { $0.decisionCap != nil })

    private static let byPrecedence = Rule.allCases.sorted()
    fileprivate static func rule(at bits: UInt32) -> Rule? { bits == 0 ? nil : byPrecedence[bits.trailingZeroBitCount] }

    package func makeIterator() -> Iterator { Iterator(rest: bits) }

    package struct Iterator: IteratorProtocol {
        package var rest: UInt32
        package mutating func next() -> Rule? {
            guard let rule = RuleSet.rule(at: rest) else { return nil }
            rest &= rest - 1
            return rule
        }
    }
}

/// Where ``Classifier`` hands the rules it finds.
package protocol RuleSink {
    mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String)
}

/// Keeps only which rules flagged a key.
package struct RuleMask: RuleSink {
    package var rules = RuleSet()
    @inline(__always) package mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String) { rules.insert(rule) }
}

/// Keeps every flag with its evidence.
package struct FlagList: RuleSink {
    package var flags: [RuleFlag] = []
    package mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String) { flags.append(RuleFlag(rule: rule, detail: detail())) }
}
