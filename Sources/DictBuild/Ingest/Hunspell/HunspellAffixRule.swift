/// One line of a `PFX` or `SFX` class: strip these characters from the start (prefix) or
/// end (suffix) of a word that meets the condition, and add these instead; the
/// continuation flags say which further affixes may follow and which properties
/// (`NEEDAFFIX`, `CIRCUMFIX`, `ONLYINCOMPOUND`) the affixed form has.
///
/// ```
/// SFX S Y 1
/// SFX S   y     ies/X   [^aeiou]y      # fly → flies, and flies may take class X
/// ```
struct HunspellAffixRule: Sendable {
    enum Side: Sendable { case prefix, suffix }

    var side: Side
    var flag: HunspellFlag
    /// Whether the class allows prefix + suffix together (`Y` in the header).
    var crossProduct: Bool
    var strip: [UInt32]
    var append: [UInt32]
    var condition: HunspellCondition
    /// The continuation class (flags after `/`), sorted.
    var continuation: [HunspellFlag]
    /// The `.aff` line of the rule.
    var line: Int

    /// Properties the continuation class gives the affixed form (set by the `.aff` reader).
    var needsAffix = false
    var circumfix = false
    var onlyInCompound = false
    /// The flags of the continuation class that name prefix classes, and suffix classes.
    var continuationPrefixes: [HunspellFlag] = []
    var continuationSuffixes: [HunspellFlag] = []

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
    /// One class: its rules (all with the same flag and cross-product setting).
    struct AffixClass: Sendable {
        var crossProduct: Bool
        var rules: [HunspellAffixRule]
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
    mutating func add(_ rules: [HunspellAffixRule], flag: HunspellFlag, crossProduct: Bool) {
        let i = index[Int(flag)]
        if i == 0 {
            classes.append(AffixClass(crossProduct: crossProduct, rules: rules))
            index[Int(flag)] = UInt32(classes.count)
        } else {
            classes[Int(i - 1)].rules += rules
        }
    }

    /// Sets each rule's properties from its continuation class.
    mutating func mark(in affixes: HunspellAffixes) {
        for c in classes.indices {
            for r in classes[c].rules.indices {
                let continuation = classes[c].rules[r].continuation
                classes[c].rules[r].needsAffix = continuation.has(affixes.needAffix)
                classes[c].rules[r].circumfix = continuation.has(affixes.circumfix)
                classes[c].rules[r].onlyInCompound = continuation.has(affixes.onlyInCompound)
                classes[c].rules[r].continuationPrefixes = continuation.filter(affixes.prefixes.defines)
                classes[c].rules[r].continuationSuffixes = continuation.filter(affixes.suffixes.defines)
            }
        }
    }
}
