import Squramble

/// Decides, for one key, every rule that flags it: the classification step of the
/// builder. It only reads what the reading step collected, so keys are classified
/// independently (and in parallel) with the same result in any order.
///
/// A class, so the workers share one instance instead of copying (and retaining) its
/// tables for every key; nothing changes it after `init`.
final class Classifier: @unchecked Sendable {
    let collected: Builder.Collection
    let names: [String: SourceLocation]
    let abbreviations: [String: SourceLocation]
    let frequencies: FrequencyTable
    let blocklist: Blocklist
    let decisions: ReviewDecisions
    let filters: FilterSwitches
    let accepted: TierRules
    let targets: TierRules
    let missingZipf: Double
    let blockLevel: Severity
    let suffixes: [String]
    let alphabet: Set<Character>?
    let asciiInAlphabet: [Bool]
    let acceptedMask: UInt64
    let targetMask: UInt64
    let wordInputNames: [String]
    let wordInputZipf: [Double?]
    let acceptedInputsText: String
    let targetInputsText: String
    /// The names of each single input, made once and shared by every record.
    let singleInputNames: [[String]]
    /// Detail texts repeat a lot: "9 letters, maximum 8" is made once per length, for
    /// each length rule (too short, too long, too short and too long for a target).
    let lengthTexts: [[String]]
    /// The frequency details of a key no source gives a frequency (most keys of a big
    /// list): the same for every such key, so made once.
    let unknownRareText: String?
    let unknownTargetRareText: String?

    init(recipe: Recipe, wordInputs: [RecipeInput], collected: Builder.Collection,
         names: [String: SourceLocation], abbreviations: [String: SourceLocation],
         frequencies: FrequencyTable, blocklist: Blocklist, decisions: ReviewDecisions) {
        self.collected = collected; self.names = names; self.abbreviations = abbreviations
        self.frequencies = frequencies; self.blocklist = blocklist; self.decisions = decisions
        filters = recipe.filters
        accepted = recipe.accepted; targets = recipe.targets
        missingZipf = recipe.frequency.missingZipf
        blockLevel = recipe.blocklist.blockAtOrBelow
        suffixes = recipe.blocklist.inflectionSuffixes ?? BlocklistRules.defaultSuffixes(for: recipe.language)
        alphabet = recipe.filters.alphabet ? recipe.alphabet.map { Set($0) } : nil
        var asciiInAlphabet = [Bool](repeating: false, count: 128)
        for letter in alphabet ?? [] where letter.isASCII { asciiInAlphabet[Int(letter.asciiValue!)] = true }
        self.asciiInAlphabet = asciiInAlphabet
        acceptedMask = Builder.mask(for: recipe.accepted.inputs, among: wordInputs)
        targetMask = Builder.mask(for: recipe.targets.inputs, among: wordInputs)
        wordInputNames = wordInputs.map(\.displayName)
        wordInputZipf = wordInputs.map(\.zipf)
        acceptedInputsText = "accepted words come from " + (recipe.accepted.inputs ?? []).joined(separator: ", ")
        targetInputsText = "targets come from " + (recipe.targets.inputs ?? []).joined(separator: ", ")
        singleInputNames = wordInputNames.map { [$0] }
        let unknownZipf = "unknown (counted as \(Builder.format(missingZipf)))"
        unknownRareText = accepted.minZipf.map { "Zipf \(unknownZipf), minimum \(Builder.format($0))" }
        unknownTargetRareText = targets.minZipf.map { "Zipf \(unknownZipf), minimum \(Builder.format($0))" }
        var texts: [[String]] = []
        for (bound, limit) in [("minimum", accepted.minLength), ("maximum", accepted.maxLength),
                               ("minimum", targets.minLength), ("maximum", targets.maxLength)] {
            texts.append((0...64).map { length in "\(length) letters, \(bound) \(limit)" })
        }
        lengthTexts = texts
    }

    /// The detail of length rule `rule` (an index in `lengthTexts`).
    private func lengthText(_ rule: Int, _ length: Int, _ bound: String, _ limit: Int) -> String {
        length >= 0 && length < lengthTexts[rule].count ? lengthTexts[rule][length] : "\(length) letters, \(bound) \(limit)"
    }

    func inputNames(_ mask: UInt64) -> [String] {
        if mask != 0, mask & (mask - 1) == 0 { return singleInputNames[mask.trailingZeroBitCount] }
        return Builder.names(in: mask, wordInputNames)
    }

    /// What the rules make of key `k` (no evidence): the hot path of a build, which runs
    /// it on every key, straight on the spellings reading collected.
    /// `listedZipf` is the key's value in the frequency lists (`frequencies[k]`), when
    /// the caller has it at hand.
    func classify(_ k: String, forms: some Sequence<some Spelling>, inputMask: UInt64, listedZipf: Double?? = nil) -> Classification {
        let (zipf, source) = frequency(of: k, inputMask: inputMask, listedZipf: listedZipf)
        var sink = RuleMask()
        evaluate(k, forms: forms, inputMask: inputMask, zipf: zipf, into: &sink)
        return Classification(rules: sink.rules, zipf: zipf, zipfSource: source)
    }

    /// Every rule that flags key `k`, with its evidence, in ``Rule`` precedence order: the
    /// same rules as ``classify(_:forms:inputMask:listedZipf:)`` finds.
    func flags(for k: String, forms: [SurfaceForm], inputMask: UInt64, zipf: Double?) -> [RuleFlag] {
        var sink = FlagList()
        evaluate(k, forms: forms, inputMask: inputMask, zipf: zipf, into: &sink)
        assert(zip(sink.flags, sink.flags.dropFirst()).allSatisfy { $0.rule < $1.rule }, "flags out of precedence order")
        return sink.flags
    }

    /// The highest frequency of every frequency list and every graded input, and where it
    /// came from (see ``Classification/zipfSource``).
    func frequency(of k: String, inputMask: UInt64, listedZipf: Double??) -> (zipf: Double?, source: Int16) {
        var zipf = listedZipf ?? frequencies[k]
        var source: Int16 = zipf == nil ? Classification.noSource : Classification.frequencyLists
        for (index, implied) in wordInputZipf.enumerated() where inputMask & (1 << UInt64(index)) != 0 {
            if let implied, implied > (zipf ?? -1) { zipf = implied; source = Int16(index) }
        }
        return (zipf, source)
    }

    /// The name of a ``Classification/zipfSource``.
    func zipfSourceName(_ source: Int16) -> String? {
        switch source {
        case Classification.noSource: nil
        case Classification.frequencyLists: "frequency lists"
        default: wordInputNames[Int(source)]
        }
    }

    /// Runs every rule on key `k`, handing `sink` each rule that flags it (in precedence
    /// order) with its evidence, which only a sink that keeps it works out.
    private func evaluate<Sink: RuleSink>(_ k: String, forms: some Sequence<some Spelling>, inputMask: UInt64, zipf: Double?,
                                          into sink: inout Sink) {
        // What the key's bytes tell, in one pass.
        var keyIsLowercase = true, keyIsASCII = true, keyMayHaveApostrophe = false, keyBytes = 0
        k.withUTF8Bytes { bytes in
            keyBytes = bytes.count
            for byte in bytes where byte &- 0x61 > 25 {
                keyIsLowercase = false
                if byte >= 0x80 { keyIsASCII = false }
                if byte == 0x27 || byte == 0xE2 { keyMayHaveApostrophe = true }
            }
        }
        // Apostrophes: possessives and contractions.
        // (A possessive or contraction is not letters either; its own rule says enough.)
        var hard = false
        if keyMayHaveApostrophe, Builder.hasApostrophe(k), let form = forms.first(where: { Builder.hasApostrophe($0.text) }) {
            let possessive = ["'s", "s'", "\u{2019}s", "s\u{2019}"].contains { form.text.hasSuffix($0) }
            if possessive && filters.possessives {
                sink.add(.possessive, form.text); hard = true
            } else if !possessive && filters.contractions {
                sink.add(.contraction, form.text); hard = true
            }
        }
        // Case across all inputs that keep case.
        let shape = Builder.caseShape(of: forms)
        if filters.abbreviations {
            if let dotted = forms.first(where: { form in
                form.text.withUTF8Bytes { $0.count > 1 && $0.last == 0x2E } && form.text.hasSuffix(".") && form.text.count > 1
            }) {
                sink.add(.abbreviation, "written \(dotted.text)")
            } else if shape == .allCaps || shape == .innerCapitalsShort {
                sink.add(.abbreviation, "only seen as " + Builder.spellings(forms))
            } else if shape != .lowercase, let at = abbreviations[k] {
                sink.add(.abbreviation, "in abbreviation list \(at)")
            }
        }
        let notAWord = hard || keyIsLowercase ? nil : MatchKey(normalized: k).notAWordReason
        if let reason = notAWord {
            sink.add(.notLetters, "\(reason)")
        }
        if let alphabet, filters.alphabet, !hard, notAWord == nil,
           !(keyIsASCII && k.withUTF8Bytes { bytes in bytes.allSatisfy { asciiInAlphabet[Int($0)] } }) {
            let outside = Set(k.filter { !alphabet.contains($0) })
            if !outside.isEmpty {
                sink.add(.alphabet, "letters " + String(outside.sorted()).map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        if filters.properNouns, shape == .capitalized || shape == .innerCapitalsLong {
            sink.add(.properNoun, "only seen as " + Builder.spellings(forms))
        }
        if filters.nameLists, shape != .lowercase, let at = names[k] {
            sink.add(.nameList, "in name list \(at)")
        }
        if filters.blocklist, let hit = blocklist.blocking(k, atOrBelow: blockLevel, suffixes: suffixes,
                                                                        isWord: { collected.contains($0) }) {
            let what = "severity \(hit.entry.severity.rawValue) (\(hit.entry.severity)), \(hit.entry.location)"
            if hit.stem == k {
                sink.add(.blocklist, what)
            } else {
                sink.add(.blocklistInflection, "of \"\(hit.stem)\", " + what)
            }
        }
        let effectiveZipf = zipf ?? missingZipf
        let length = keyIsASCII ? keyBytes : k.count
        func zipfText() -> String { zipf.map { Builder.format($0) } ?? "unknown (counted as \(Builder.format(missingZipf)))" }
        if length < accepted.minLength { sink.add(.tooShort, lengthText(0, length, "minimum", accepted.minLength)) }
        if length > accepted.maxLength { sink.add(.tooLong, lengthText(1, length, "maximum", accepted.maxLength)) }
        if let minimum = accepted.minZipf, effectiveZipf < minimum {
            sink.add(.rare, zipf == nil ? unknownRareText! : "Zipf \(zipfText()), minimum \(Builder.format(minimum))")
        }
        if inputMask & acceptedMask == 0 {
            sink.add(.notInAcceptedInputs, acceptedInputsText)
        }
        if length < targets.minLength { sink.add(.targetTooShort, lengthText(2, length, "minimum", targets.minLength)) }
        if length > targets.maxLength { sink.add(.targetTooLong, lengthText(3, length, "maximum", targets.maxLength)) }
        if let minimum = targets.minZipf, effectiveZipf < minimum {
            sink.add(.targetRare, zipf == nil ? unknownTargetRareText! : "Zipf \(zipfText()), minimum \(Builder.format(minimum))")
        }
        if inputMask & targetMask == 0 {
            sink.add(.notInTargetInputs, targetInputsText)
        }
    }
}

/// A spelling as the rules see it: a ``SurfaceForm``, or a spelling still in the
/// builder's reading tables.
protocol Spelling {
    var text: String { get }
    var keepsCase: Bool { get }
    /// Its letters and capitals, when they were counted already (while reading).
    var caseCounts: CaseCounts? { get }
}

extension Spelling {
    var caseCounts: CaseCounts? { nil }
}

/// How many letters a spelling has, how many of them are capitals, and whether the first
/// is: what ``Builder/caseShape(of:)`` asks of each spelling. Counted from the bytes of
/// an ASCII line as it is read; from the text for any other.
struct CaseCounts: Sendable, Hashable {
    var letters: UInt16 = 0
    var capitals: UInt16 = 0
    var startsWithCapital = false

    init() {}

    /// The counts of an ASCII spelling (a letter: a byte in A–Z or a–z).
    @inline(__always)
    init(ascii bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            let capital = byte &- 0x41 < 26
            guard capital || byte &- 0x61 < 26 else { continue }
            add(capital: capital)
        }
    }

    init(_ text: String) {
        let ascii = text.withUTF8Bytes { bytes in
            guard ASCIIBytes.areASCII(bytes) else { return false }
            self = CaseCounts(ascii: bytes)
            return true
        }
        if !ascii {
            for character in text where character.isLetter { add(capital: character.isUppercase) }
        }
    }

    @inline(__always)
    mutating func add(capital: Bool) {
        if letters == 0 { startsWithCapital = capital }
        if letters < .max { letters += 1 }
        if capital && capitals < .max { capitals += 1 }
    }
}

extension SurfaceForm: Spelling {}

/// What the classifier makes of a key without the evidence: the rules that flag it and
/// its frequency. A few bytes a key, where the flags with their evidence are arrays of
/// strings; ``Classifier/flags(for:forms:inputMask:zipf:)`` gives those on demand.
struct Classification: Sendable, Hashable {
    var rules: RuleSet
    var zipf: Double?
    /// Where `zipf` came from: ``noSource``, ``frequencyLists``, or a `words` input (its index).
    var zipfSource: Int16

    static let noSource: Int16 = -1
    static let frequencyLists: Int16 = -2
}

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
private struct RuleMask: RuleSink {
    var rules = RuleSet()
    @inline(__always) mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String) { rules.insert(rule) }
}

/// Keeps every flag with its evidence.
private struct FlagList: RuleSink {
    var flags: [RuleFlag] = []
    mutating func add(_ rule: Rule, _ detail: @autoclosure () -> String) { flags.append(RuleFlag(rule: rule, detail: detail())) }
}
