/// Generates every word form Hunspell accepts for one stem, without compounding.
///
/// The forms are the ones Hunspell's own check (1.7) accepts, read backwards:
///
/// | form | when |
/// |---|---|
/// | stem | no `NEEDAFFIX`/`PSEUDOROOT` |
/// | stem + s | s's class is on the stem; s has no `NEEDAFFIX`, no `CIRCUMFIX` |
/// | p + stem | p's class is on the stem; p has no `NEEDAFFIX`, no `CIRCUMFIX` |
/// | p + stem + s | both classes allow cross products; p is on the stem or in s's continuation, s on the stem or in p's; both or neither `CIRCUMFIX`; not both `NEEDAFFIX` |
/// | stem + s1 + s2 | s1 on the stem, s2 in s1's continuation (twofold suffix); s1 not `CIRCUMFIX` |
/// | p + stem + s1 + s2 | s2 cross; p in s2's continuation (s1 not `CIRCUMFIX`), or p, s1 cross and joined as above |
///
/// No affix whose continuation has `ONLYINCOMPOUND` is used; a stem with `ONLYINCOMPOUND`
/// or `FORBIDDENWORD` gives nothing. That bounds the depth: one prefix, two suffixes.
/// A prefix's condition is tested on the word it is added to (already suffixed), as Hunspell does.
struct HunspellExpander {
    let affixes: HunspellAffixes
    let maximumScalars: Int
    /// Words a `FORBIDDENWORD` entry of the `.dic` forbids, whatever rule generates them.
    let forbiddenWords: Set<String>
    var tally = HunspellTally()
    /// How many rule applications one stem may try before the rest of its forms are given
    /// up (and reported): crafted rules can multiply to billions of forms per stem. The
    /// largest real dictionaries try well under a million per stem.
    package var workPerStem = 50_000_000
    private var work = 0
    /// Asked every 65,536 rule applications: `true` stops the stem at once (a budget of
    /// the whole file is spent; see ``HunspellDictionary/expand(maximumScalars:budget:prefixesKept:shouldStop:stemBody:_:)``),
    /// so one stem cannot overshoot it by millions of forms.
    var stopRequested: () -> Bool = { false }
    /// The prefixes (the text a rule adds) that are applied, or `nil` for all. For a
    /// language whose prefixes are clitics (``LanguagePreset/cliticPrefixes``), the
    /// single clitics only: their combinations are not made.
    package var prefixesKept: Set<[UInt32]>? = nil
    /// Whether ``stopRequested`` stopped the expansion.
    private(set) var stopped = false

    /// For each flag, whether the `.aff` gives it a meaning; and whether it was reported.
    private var knownFlags: [Bool]
    private var reportedFlags: [Bool]
    private let dicFile: String
    // Work buffers, one per level, reused for every stem.
    private var level1: [UInt32] = [], level2: [UInt32] = [], prefixed: [UInt32] = []
    private var utf8: [UInt8] = []
    private var stemPrefixes: [HunspellFlag] = []
    private var line = 0
    /// Bit n set: some forbidden word has n scalars (n < 64; bit 63 for longer ones), so
    /// most forms skip the set lookup.
    private let forbiddenLengths: UInt64

    package init(affixes: HunspellAffixes, dicFile: String, maximumScalars: Int, forbiddenWords: Set<String>) {
        self.affixes = affixes
        self.dicFile = dicFile
        self.maximumScalars = maximumScalars
        self.forbiddenWords = forbiddenWords
        forbiddenLengths = forbiddenWords.reduce(0) { $0 | 1 << UInt64(min($1.unicodeScalars.count, 63)) }
        knownFlags = (0...65535).map { affixes.isKnown(HunspellFlag($0)) }
        reportedFlags = [Bool](repeating: false, count: 65536)
        level1.reserveCapacity(64); level2.reserveCapacity(64); prefixed.reserveCapacity(64); utf8.reserveCapacity(256)
    }

    /// Generates the forms of `stem`, handing each to `body` with the stem's line.
    package mutating func expand(_ stem: HunspellStem, _ body: (String, Int) -> Void) {
        tally.stems += 1
        line = stem.line
        let flags = stem.flags
        for flag in flags where !knownFlags[Int(flag)] && !reportedFlags[Int(flag)] {
            reportedFlags[Int(flag)] = true
            tally.record(HunspellProblem(kind: .unknownFlag, file: dicFile, line: line,
                                         reason: "flag \(affixes.flagType.text(of: flag)) is not defined in the .aff (reported once)"))
        }
        if flags.has(affixes.forbidden) { tally.forbiddenStems += 1; return }
        if flags.has(affixes.onlyInCompound) { tally.compoundOnlyStems += 1; return }
        let before = tally.forms + tally.prunedForLength + tally.forbiddenForms
        defer {
            // A stem with no form of its own that compounding may use: it only compounds.
            if tally.forms + tally.prunedForLength + tally.forbiddenForms == before,
               flags.contains(where: affixes.compoundFlags.contains) {
                tally.compoundOnlyStems += 1
            }
        }
        if flags.has(affixes.needAffix) { tally.needAffixStems += 1 } else { emit(stem.word, body) }
        stemPrefixes.removeAll(keepingCapacity: true)
        for flag in flags where affixes.prefixes.defines(flag) { stemPrefixes.append(flag) }
        work = 0
        defer {
            if work > workPerStem && !stopped {
                tally.record(HunspellProblem(kind: .tooManyForms, file: dicFile, line: line,
                                             reason: "the rules allow this stem more forms than \(workPerStem) rule applications give; the rest were not generated"))
            }
        }
        for flag in flags {
            guard let suffixClass = affixes.suffixes.affixClass(flag) else { continue }
            for s1 in suffixClass.candidates(for: stem.word, side: .suffix) {
                guard spend() else { return }
                suffixForms(of: stem, s1, body)
            }
        }
        for flag in stemPrefixes {
            // Every rule, not only those that fit the stem's first letter: a prefix may
            // also go on a suffixed form of the stem (FULLSTRIP can change its start).
            for p in affixes.prefixes.affixClass(flag)!.rules where !p.onlyInCompound && keeps(p) {
                guard spend() else { return }
                if !p.needsAffix && !p.circumfix && p.apply(to: stem.word, into: &prefixed, fullStrip: affixes.fullStrip) {
                    emit(prefixed, body)
                }
                guard p.crossProduct else { continue }
                for suffixFlag in p.continuationSuffixes where !flags.has(suffixFlag) {
                    for s1 in affixes.suffixes.affixClass(suffixFlag)!.candidates(for: stem.word, side: .suffix) {
                        guard spend() else { return }
                        suffixForms(of: stem, s1, enabledBy: p, body)
                    }
                }
            }
        }
    }

    /// The forms with suffix `s1` (on the stem): alone, after a prefix, and followed by a second suffix.
    private mutating func suffixForms(of stem: HunspellStem, _ s1: HunspellAffixRule, _ body: (String, Int) -> Void) {
        guard !s1.onlyInCompound, s1.apply(to: stem.word, into: &level1, fullStrip: affixes.fullStrip) else { return }
        if !s1.needsAffix && !s1.circumfix { emit(level1, body) }
        let stemFlags = stem.flags
        if s1.crossProduct {
            addPrefixes(stemPrefixes, s1.continuationPrefixes, [], to: level1, body) { p in
                p.crossProduct && !p.onlyInCompound && p.circumfix == s1.circumfix && !(p.needsAffix && s1.needsAffix)
            }
        }
        let first = level1
        for flag in s1.continuationSuffixes {
            for s2 in affixes.suffixes.affixClass(flag)!.candidates(for: first, side: .suffix) {
                guard spend() else { return }
                guard s2.apply(to: first, into: &level2, fullStrip: affixes.fullStrip) else { continue }
                if !s1.circumfix { emit(level2, body) }
                guard s2.crossProduct else { continue }
                addPrefixes(stemPrefixes, s1.continuationPrefixes, s2.continuationPrefixes, to: level2, body) { p in
                    guard p.crossProduct else { return false }
                    if s2.continuation.has(p.flag) { return !s1.circumfix }
                    return s1.crossProduct && p.circumfix == s1.circumfix
                        && (stemFlags.has(p.flag) || s1.continuation.has(p.flag))
                }
            }
        }
    }

    /// The forms with prefix `p` (on the stem) and suffix `s1` that only `p`'s continuation
    /// allows: p + stem + s1, and p + stem + s1 + s2.
    private mutating func suffixForms(of stem: HunspellStem, _ s1: HunspellAffixRule, enabledBy p: HunspellAffixRule, _ body: (String, Int) -> Void) {
        guard s1.crossProduct, !s1.onlyInCompound, p.circumfix == s1.circumfix,
              s1.apply(to: stem.word, into: &level1, fullStrip: affixes.fullStrip) else { return }
        if !(p.needsAffix && s1.needsAffix) && p.apply(to: level1, into: &prefixed, fullStrip: affixes.fullStrip) {
            emit(prefixed, body)
        }
        let first = level1
        for flag in s1.continuationSuffixes {
            for s2 in affixes.suffixes.affixClass(flag)!.candidates(for: first, side: .suffix) where s2.crossProduct && !s2.continuation.has(p.flag) {
                guard spend() else { return }
                guard s2.apply(to: first, into: &level2, fullStrip: affixes.fullStrip),
                      p.apply(to: level2, into: &prefixed, fullStrip: affixes.fullStrip) else { continue }
                emit(prefixed, body)
            }
        }
    }

    /// Adds each prefix of the classes in `a`, `b` and `c` (each class once) that `allow`s
    /// to `form`.
    private mutating func addPrefixes(
        _ a: [HunspellFlag], _ b: [HunspellFlag], _ c: [HunspellFlag], to form: [UInt32],
        _ body: (String, Int) -> Void, allow: (HunspellAffixRule) -> Bool
    ) {
        for flag in a { addPrefixes(of: flag, to: form, body, allow) }
        for flag in b where !a.has(flag) { addPrefixes(of: flag, to: form, body, allow) }
        for flag in c where !a.has(flag) && !b.has(flag) { addPrefixes(of: flag, to: form, body, allow) }
    }

    private mutating func addPrefixes(
        of flag: HunspellFlag, to form: [UInt32], _ body: (String, Int) -> Void, _ allow: (HunspellAffixRule) -> Bool
    ) {
        for p in affixes.prefixes.affixClass(flag)!.candidates(for: form, side: .prefix) where keeps(p) && allow(p) {
            guard spend() else { return }
            if p.apply(to: form, into: &prefixed, fullStrip: affixes.fullStrip) { emit(prefixed, body) }
        }
    }

    /// Whether prefix rule `p` is applied (``prefixesKept``).
    @inline(__always) private func keeps(_ p: HunspellAffixRule) -> Bool {
        prefixesKept.map { $0.contains(p.append) } ?? true
    }

    /// Counts one rule application; `false` once the stem's budget is spent.
    @inline(__always) private mutating func spend() -> Bool {
        work += 1
        if work & 0xFFFF == 0, !stopped, stopRequested() { stopped = true }
        return work <= workPerStem && !stopped
    }

    /// Hands on one form, unless it is too long or forbidden.
    private mutating func emit(_ form: [UInt32], _ body: (String, Int) -> Void) {
        if form.count > maximumScalars { tally.prunedForLength += 1; return }
        utf8.removeAll(keepingCapacity: true)
        form.appendUTF8(to: &utf8)
        let text = String(decoding: utf8, as: UTF8.self)
        if forbiddenLengths >> UInt64(min(form.count, 63)) & 1 != 0 && forbiddenWords.contains(text) {
            tally.forbiddenForms += 1
            return
        }
        tally.forms += 1
        body(text, line)
    }
}
