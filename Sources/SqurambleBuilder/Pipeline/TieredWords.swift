/// The value of the tiers and display-forms stages: the classified words with each
/// record's tier and reason (``TierAssignment``) and what its tiles show
/// (``DisplayForms/choose(_:tiers:names:recipe:frequencies:keys:)``). Made only from those
/// two results, so neither column can be missing; what ranking, the report and the file
/// read before the targets are ranked.
package struct TieredWords: Sendable {
    package let classified: ClassifiedWords
    /// Each record's tier.
    package let tiers: [Tier]
    /// Why a record is not a target (or not in the dictionary): the first rule that
    /// counted, or the decision.
    package let reasons: [Rule?]
    /// What tiles show, for the records kept ("" for dropped ones).
    package let displays: DisplayColumn

    package init(_ classified: ClassifiedWords, tiers: TierAssignment, displays: DisplayColumn) {
        precondition(tiers.tiers.count == classified.count && displays.count == classified.count,
                     "tiers and display forms are for other words")
        self.classified = classified
        self.tiers = tiers.tiers
        self.reasons = tiers.reasons
        self.displays = displays
    }

    package var count: Int { classified.count }
    package var indices: Range<Int> { classified.indices }
}

/// What the stages after the tiers read: the tiers, reasons and display forms too.
package protocol TieredStage: ClassifiedStage {
    var tiered: TieredWords { get }
}

extension TieredStage {
    package var classified: ClassifiedWords { tiered.classified }
    package var tiers: [Tier] { tiered.tiers }
    package var reasons: [Rule?] { tiered.reasons }
    package var displays: DisplayColumn { tiered.displays }
}

extension TieredWords: TieredStage {
    package var tiered: TieredWords { self }
}

extension TieredWords: RankedWords {
    package func key(_ index: Int) -> String { keys[index] }
    package func withKeyBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        classified.words.keys.withBytes(Int(classified.positions[index]), body)
    }
    package func tier(_ index: Int) -> Tier { tiers[index] }
}
