/// The tiers stage: every record's tier and reason, by ``TierDecision``, with what the
/// review decisions did (for the report).
///
/// ```swift
/// let tiers = try TierAssignment(classified, decisions: inputs.decisions)
/// tiers.tiers[0]              // .target
/// tiers.decisions.overrides   // decisions that changed what the rules gave
/// ```
package struct TierAssignment: Sendable {
    package var tiers: [Tier]
    /// Why each record is not a target (or not in the dictionary), or `nil`.
    package var reasons: [Rule?]
    package var decisions = DecisionSummary()

    /// Decides every record's tier; throws when some target would not be an accepted word.
    package init(_ records: ClassifiedWords, decisions: ReviewDecisions) throws(BuildError) {
        tiers = []; tiers.reserveCapacity(records.count)
        reasons = []; reasons.reserveCapacity(records.count)
        var unaccepted: [String] = []
        // A key is made into a string only when there is a decision to look up, or an error.
        let keys = records.keys, hasDecisions = decisions.count > 0
        for i in records.indices {
            let rules = records.classifications[i].rules
            let verdict = hasDecisions ? decisions[keys[i]]?.verdict : nil
            let outcome = TierDecision.decide(rules, decision: verdict)
            tiers.append(outcome.tier)
            reasons.append(outcome.reason)
            if outcome.isUnacceptedTarget { unaccepted.append(keys[i]) }
            guard let verdict else { continue }
            let key = keys[i]
            switch outcome.effect {
            case .none: break
            case .ignored(let hard):
                self.decisions.ignored.append(DecisionNote(key: key, decision: verdict, automatic: outcome.automatic, rule: hard))
            case .applied(let overrides):
                self.decisions.applied += 1
                guard overrides else { continue }
                self.decisions.overrides.append(DecisionNote(key: key, decision: verdict, automatic: outcome.automatic,
                                                             rule: outcome.automatic == .target ? nil : rules.first))
            }
        }
        guard unaccepted.isEmpty else { throw .targetsNotAccepted(unaccepted) }
        self.decisions.stale = decisions.sorted.filter { records.index(of: $0.key) == nil }.map(\.key)
    }
}
