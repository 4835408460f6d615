/// One line of a `PFX` or `SFX` class: strip these characters from the start (prefix) or
/// end (suffix) of a word that meets the condition, and add these instead; the
/// continuation flags say which further affixes may follow and which properties
/// (`NEEDAFFIX`, `CIRCUMFIX`, `ONLYINCOMPOUND`) the affixed form has.
///
/// ```
/// SFX S Y 1
/// SFX S   y     ies/X   [^aeiou]y      # fly → flies, and flies may take class X
/// ```
final class HunspellAffixRule: Sendable {
    enum Side: Sendable { case prefix, suffix }

    let side: Side
    let flag: HunspellFlag
    /// Whether the class allows prefix + suffix together (`Y` in the header).
    let crossProduct: Bool
    let strip: [UInt32]
    let append: [UInt32]
    let condition: HunspellCondition
    /// The continuation class (flags after `/`), sorted.
    let continuation: [HunspellFlag]
    /// The `.aff` line of the rule.
    package let line: Int

    /// Properties the continuation class gives the affixed form (known once the whole `.aff` is read).
    let needsAffix: Bool
    let circumfix: Bool
    let onlyInCompound: Bool
    /// The flags of the continuation class that name prefix classes, and suffix classes.
    let continuationPrefixes: [HunspellFlag]
    let continuationSuffixes: [HunspellFlag]

    package init(side: Side, flag: HunspellFlag, crossProduct: Bool, strip: [UInt32], append: [UInt32],
         condition: HunspellCondition, continuation: [HunspellFlag], line: Int) {
        self.side = side; self.flag = flag; self.crossProduct = crossProduct
        self.strip = strip; self.append = append; self.condition = condition
        self.continuation = continuation; self.line = line
        needsAffix = false; circumfix = false; onlyInCompound = false
        continuationPrefixes = []; continuationSuffixes = []
    }

    /// The same rule with the properties its continuation class has in `affixes`.
    package init(_ rule: HunspellAffixRule, in affixes: HunspellAffixes) {
        side = rule.side; flag = rule.flag; crossProduct = rule.crossProduct
        strip = rule.strip; append = rule.append; condition = rule.condition
        continuation = rule.continuation; line = rule.line
        needsAffix = continuation.has(affixes.needAffix)
        circumfix = continuation.has(affixes.circumfix)
        onlyInCompound = continuation.has(affixes.onlyInCompound)
        continuationPrefixes = continuation.filter(affixes.prefixes.defines)
        continuationSuffixes = continuation.filter(affixes.suffixes.defines)
    }

    /// The scalar a word must end with (suffix) or start with (prefix) for the rule to
    /// apply, when the strip string or the condition names one.
    var requiredScalar: UInt32? {
        switch side {
        case .suffix:
            if let last = strip.last { return last }
            if case .one(let c) = condition.elements.last { return c }
        case .prefix:
            if let first = strip.first { return first }
            if case .one(let c) = condition.elements.first { return c }
        }
        return nil
    }

    /// How many scalars the form gains (negative: loses) by this rule.
    var growth: Int { append.count - strip.count }

    /// Applies the rule to `word`, writing the affixed form to `form`. `false` when the
    /// rule does not apply: the word does not meet the condition, does not carry the strip
    /// characters where they go, or would be stripped whole (allowed only with `fullStrip`).
    @inline(__always)
    func apply(to word: [UInt32], into form: inout [UInt32], fullStrip: Bool) -> Bool {
        guard word.count > strip.count || (fullStrip && word.count == strip.count) else { return false }
        switch side {
        case .suffix:
            let keep = word.count - strip.count
            for i in 0..<strip.count where word[keep + i] != strip[i] { return false }
            guard condition.matchesEnd(of: word) else { return false }
            form.removeAll(keepingCapacity: true)
            form.append(contentsOf: word[0..<keep])
            form.append(contentsOf: append)
        case .prefix:
            for i in 0..<strip.count where word[i] != strip[i] { return false }
            guard condition.matchesStart(of: word) else { return false }
            form.removeAll(keepingCapacity: true)
            form.append(contentsOf: append)
            form.append(contentsOf: word[strip.count...])
        }
        return !form.isEmpty
    }
}

/// The affix classes of one side (all prefixes or all suffixes), found by flag in O(1).
struct HunspellRuleTable: Sendable {
    /// One class: its rules (all with the same flag), and the rules that may apply to a
    /// word by the scalar it ends with (suffixes) or starts with (prefixes).
    struct AffixClass: Sendable {
        var rules: [HunspellAffixRule]
        /// For each scalar some rule requires, the rules that may apply to a word with it
        /// (those requiring it and those requiring none), in `.aff` order.
        private var byScalar: [UInt32: [HunspellAffixRule]] = [:]
        /// The rules that require no particular scalar.
        private var anyScalar: [HunspellAffixRule] = []

        /// A class whose lookup by scalar is not made yet (``HunspellRuleTable/mark(in:)`` makes it).
        init(unindexed rules: [HunspellAffixRule]) {
            self.rules = rules
        }

        package init(rules: [HunspellAffixRule]) {
            self.rules = rules
            anyScalar = rules.filter { $0.requiredScalar == nil }
            for scalar in Set(rules.compactMap(\.requiredScalar)) {
                byScalar[scalar] = rules.filter { $0.requiredScalar == nil || $0.requiredScalar == scalar }
            }
        }

        /// The rules that may apply to `word` (the others cannot).
        @inline(__always) func candidates(for word: [UInt32], side: HunspellAffixRule.Side) -> [HunspellAffixRule] {
            guard let scalar = side == .suffix ? word.last : word.first, let keyed = byScalar[scalar] else { return anyScalar }
            return keyed
        }
    }

    /// The classes, and for each of the 65,536 flags the index of its class + 1 (0: none).
    private(set) var classes: [AffixClass] = []
    private var index = [UInt32](repeating: 0, count: 65536)

    /// The class of `flag`, if the `.aff` defines one.
    @inline(__always) func affixClass(_ flag: HunspellFlag) -> AffixClass? {
        let i = index[Int(flag)]
        return i == 0 ? nil : classes[Int(i - 1)]
    }

    func defines(_ flag: HunspellFlag) -> Bool { index[Int(flag)] != 0 }

    /// Adds rules to the class of `flag` (a second header for the same flag adds to it, as in Hunspell).
    /// The rules are appended in place, in time linear in their number however many
    /// headers the flag had before (an `.aff` may repeat a header thousands of times); the class's
    /// lookup by scalar is made once, by ``mark(in:)``, when the whole `.aff` is read.
    mutating func add(_ rules: [HunspellAffixRule], flag: HunspellFlag) {
        let i = index[Int(flag)]
        if i == 0 {
            classes.append(AffixClass(unindexed: rules))
            index[Int(flag)] = UInt32(classes.count)
        } else {
            classes[Int(i - 1)].rules.append(contentsOf: rules)
        }
    }

    /// Gives each rule the properties of its continuation class, once the `.aff` is read.
    mutating func mark(in affixes: HunspellAffixes) {
        for c in classes.indices {
            classes[c] = AffixClass(rules: classes[c].rules.map { HunspellAffixRule($0, in: affixes) })
        }
    }
}
