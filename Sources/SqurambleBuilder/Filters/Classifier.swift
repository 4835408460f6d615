import Squramble

/// Decides, for one key, every rule that flags it: the classification stage of the
/// builder. It only reads what the inputs hold, so keys are classified independently
/// (and in parallel) with the same result in any order.
///
/// ```swift
/// let classifier = Classifier(recipe: recipe, inputs: inputs)
/// classifier.classify("kelly", forms: spellings, inputMask: 1, isWord: { words.contains($0) }).rules   // [.properNoun]
/// ```
///
/// A class, so the workers share one instance instead of copying (and retaining) its
/// tables for every key; nothing changes it after `init`. It keeps every input but the
/// word table (its ``Inputs/words`` is empty): whether a key is a word is asked of the
/// caller (`isWord`), which can let the table's lookups go once the keys are classified.
package final class Classifier: Sendable {
    package let inputs: Inputs
    package let filters: FilterSwitches
    package let accepted: TierRules
    package let targets: TierRules
    package let missingZipf: Double
    package let evidence: FrequencyEvidence
    /// What the recipe makes of a listed word of each level.
    package let offensiveLevels: OffensiveLevels
    package let alphabet: Alphabet?
    /// The language's apostrophe rule, when it elides and the `elisions` filter is on.
    package let elision: ApostropheRule?
    package let acceptedMask: UInt64
    package let targetMask: UInt64
    package let wordInputNames: [String]
    package let wordInputZipf: [Double?]
    /// The evidence texts that repeat, made once.
    package let texts: RuleTexts
    /// The language's demonym endings (``LanguagePreset/demonymEndings``), as keys.
    package let demonymEndings: [InflectionEnding]
    /// The `names` inputs whose entries are places (`"places": true`), by the name
    /// their entries' locations give.
    package let placeLists: Set<String>
    /// The `names` inputs whose entries are names first (`"namesFirst": true`), by the
    /// name their entries' locations give.
    package let namesFirstLists: Set<String>
    /// The loanword rule's margin (``FrequencyRules/loanwordMargin``), when the recipe
    /// has a list of another language to apply it with; `nil`: no rule.
    package let loanwordMargin: Double?
    /// Whether a target needs a vowel of its script (``TierRules/needsVowel``).
    package let needsVowel: Bool

    package var decisions: ReviewDecisions { inputs.decisions }

    package init(recipe: Recipe, inputs: Inputs) {
        var kept = inputs
        kept.words = WordTable()
        self.inputs = kept
        filters = recipe.filters
        accepted = recipe.accepted; targets = recipe.targets
        missingZipf = recipe.frequency.missingZipf
        evidence = recipe.frequency.evidence
        offensiveLevels = recipe.blocklist.levels
        alphabet = recipe.filters.alphabet ? recipe.alphabet.map(Alphabet.init) : nil
        elision = recipe.elision
        acceptedMask = Self.mask(for: recipe.accepted.inputs, among: inputs.wordInputs)
        targetMask = Self.mask(for: recipe.targets.inputs, among: inputs.wordInputs)
        wordInputNames = inputs.wordInputs.map(\.displayName)
        wordInputZipf = inputs.wordInputs.map(\.zipf)
        texts = RuleTexts(recipe: recipe, inputNames: wordInputNames)
        placeLists = Set(recipe.inputs.filter { $0.kind == .names && $0.places == true }.map(\.displayName))
        namesFirstLists = Set(recipe.inputs.filter { $0.kind == .names && $0.namesFirst == true }.map(\.displayName))
        loanwordMargin = inputs.foreignLanguage == nil ? nil : recipe.frequency.loanwordMargin
        needsVowel = recipe.targets.needsVowel ?? false
        // The endings are lowercase letters, their own keys.
        demonymEndings = placeLists.isEmpty ? [] : LanguagePreset.named(recipe.language).demonymEndings.compactMap(InflectionEnding.init)
    }

    /// The bits of the inputs named (all inputs when `names` is `nil`).
    package static func mask(for names: [String]?, among inputs: [RecipeInput]) -> UInt64 {
        guard let names else { return .max }
        var mask: UInt64 = 0
        for (index, input) in inputs.enumerated() where names.contains(input.displayName) { mask |= 1 << UInt64(index) }
        return mask
    }

    /// The names of the inputs in `mask`.
    package func inputNames(_ mask: UInt64) -> [String] {
        if mask != 0, mask & (mask - 1) == 0 { return texts.singleInputNames[mask.trailingZeroBitCount] }
        return wordInputNames.indices.filter { mask & (1 << UInt64($0)) != 0 }.map { wordInputNames[$0] }
    }

    /// What the rules make of key `k` (no evidence): the hot path of a build, which runs
    /// it on every key, straight on the spellings reading collected.
    /// `listed` is the key's position in the frequency lists' table, `nil` when they do
    /// not give it; `isWord` says whether a key is one of the build's words.
    package func classify(_ k: String, forms: some Sequence<some Spelling>, inputMask: UInt64, listed: Int32?,
                  isWord: (String) -> Bool) -> Classification {
        let (zipf, entry) = frequency(inputMask: inputMask, listed: listed)
        var sink = RuleMask()
        evaluate(KeyFacts(k, forms: forms, inputMask: inputMask, zipf: zipf, zipfSource: entry.source), isWord: isWord, into: &sink)
        return Classification(rules: sink.rules, frequency: entry)
    }

    /// Every rule that flags key `k`, with its evidence, in ``Rule`` precedence order: the
    /// same rules as ``classify(_:forms:inputMask:listed:isWord:)`` finds, given the
    /// frequency and its source that it found.
    package func flags(for k: String, forms: [SurfaceForm], inputMask: UInt64, zipf: Double?, zipfSource: FrequencySource,
               isWord: (String) -> Bool) -> [RuleFlag] {
        var sink = FlagList()
        evaluate(KeyFacts(k, forms: forms, inputMask: inputMask, zipf: zipf, zipfSource: zipfSource), isWord: isWord, into: &sink)
        assert(zip(sink.flags, sink.flags.dropFirst()).allSatisfy { $0.rule < $1.rule }, "flags out of precedence order")
        return sink.flags
    }

    /// The frequency of a key and where it is: the highest of every frequency list and
    /// every graded input; under ``FrequencyEvidence/measured``, the lists' value whenever
    /// they have one. `listed`: the key's position in the frequency lists' table.
    package func frequency(inputMask: UInt64, listed: Int32?) -> (zipf: Double?, entry: FrequencyEntry) {
        var zipf = listed.map { inputs.frequencies.value(at: $0) }
        var entry = listed.map(FrequencyEntry.listed) ?? .none
        if zipf != nil, evidence == .measured { return (zipf, entry) }
        for (index, implied) in wordInputZipf.enumerated() where inputMask & (1 << UInt64(index)) != 0 {
            if let implied, implied > (zipf ?? -1) { zipf = implied; entry = .input(UInt8(index)) }
        }
        return (zipf, entry)
    }

    /// The Zipf frequency a classification found (see ``frequency(inputMask:listed:)``).
    package func zipf(of entry: FrequencyEntry) -> Double? {
        if let position = entry.listedPosition { return inputs.frequencies.value(at: position) }
        guard case .input(let index) = entry.source else { return nil }
        return wordInputZipf[Int(index)]
    }

    /// The name of a frequency source, as records show it.
    package func name(of source: FrequencySource) -> String? {
        switch source {
        case .none: nil
        case .frequencyLists: "frequency lists"
        case .input(let index): wordInputNames[Int(index)]
        }
    }

    /// Runs every rule on a key, handing `sink` each rule that flags it (in precedence
    /// order) with its evidence, which only a sink that keeps it works out. (The rule
    /// groups below are inlined into it: as calls, passing the key's facts cost a tenth
    /// of the classification's instructions.)
    private func evaluate<Sink: RuleSink, Forms>(_ key: KeyFacts<Forms>, isWord: (String) -> Bool, into sink: inout Sink) {
        let hard = apostropheRules(key, &sink)
        if elision != nil { elisionRule(key, &sink) }
        let shape = CaseShape.of(key.forms, lowercaseKey: key.isLowercase ? key.text : nil)
        abbreviationRule(key, shape, &sink)
        let notAWord = hard || key.isLowercase ? nil : MatchKey(normalized: key.text).notAWordReason
        if let reason = notAWord { sink.add(.notLetters, "\(reason)") }
        if !hard, notAWord == nil { alphabetRule(key, &sink) }
        nameRules(key, shape, &sink)
        blocklistRules(key, isWord, &sink)
        lengthAndFrequencyRules(key, &sink)
        if !demonymEndings.isEmpty, shape != .lowercase { demonymRule(key, &sink) }
        if !namesFirstLists.isEmpty { namesFirstRule(key, &sink) }
        if let loanwordMargin { loanwordRule(key, margin: loanwordMargin, &sink) }
        if needsVowel, key.letterCount >= targets.minLength, key.letterCount <= targets.maxLength { abbreviationShapeRule(key, &sink) }
    }

    /// The quick builds' target rule for abbreviations written in lowercase
    /// (``Rule/targetNoVowel``): a key without a vowel of its script (`gps`), or one an
    /// input that keeps case also spells in capitals alone, of two letters or more (`BMI`
    /// beside `bmi`: Hunspell dictionaries often list an abbreviation in both cases; a
    /// word is never all capitals in a dictionary's own lines).
    @inline(__always)
    private func abbreviationShapeRule<Forms>(_ key: KeyFacts<Forms>, _ sink: inout some RuleSink) {
        if VowelRule.hasNoVowel(key.text) {
            sink.add(.targetNoVowel, "\(key.text) has no vowel, nor an r or l between consonants")
        } else if let capitals = VowelRule.capitalsSpelling(key.forms) {
            sink.add(.targetNoVowel, "also listed in capitals: \(capitals)")
        }
    }

    /// Possessives and contractions; whether one flagged the key (a key they flag is not
    /// letters either, and their own rule says enough).
    @inline(__always)
    private func apostropheRules<Forms>(_ key: KeyFacts<Forms>, _ sink: inout some RuleSink) -> Bool {
        guard key.mayHaveApostrophe, ApostropheRule.hasApostrophe(key.text),
              let form = key.forms.first(where: { ApostropheRule.hasApostrophe($0.text) }) else { return false }
        let possessive = ["'s", "s'", "\u{2019}s", "s\u{2019}"].contains { form.text.hasSuffix($0) }
        if possessive && filters.possessives {
            sink.add(.possessive, form.text)
            return true
        } else if !possessive && filters.contractions {
            sink.add(.contraction, form.text)
            return true
        }
        return false
    }

    /// Elided forms (`l'homme`), in French and Italian: a key whose every spelling is
    /// elided words (its apostrophes are gone from the key; `l'as` and `las` share one).
    private func elisionRule<Forms>(_ key: KeyFacts<Forms>, _ sink: inout some RuleSink) {
        guard let elision else { return }
        var example: String?
        for form in key.forms {
            guard ApostropheRule.hasApostrophe(form.text), elision.isElided(form.text) else { return }
            if example == nil { example = form.text }
        }
        if let example { sink.add(.elision, example) }
    }

    @inline(__always)
    private func abbreviationRule<Forms>(_ key: KeyFacts<Forms>, _ shape: CaseShape, _ sink: inout some RuleSink) {
        guard filters.abbreviations else { return }
        if let dotted = key.forms.first(where: { form in
            form.text.withUTF8Bytes { $0.count > 1 && $0.last == 0x2E } && form.text.hasSuffix(".") && form.text.count > 1
        }) {
            sink.add(.abbreviation, "written \(dotted.text)")
        } else if shape == .allCaps || shape == .innerCapitalsShort {
            sink.add(.abbreviation, "only seen as " + ReportText.spellings(key.forms))
        } else if shape != .lowercase, let at = inputs.abbreviations[key.text] {
            sink.add(.abbreviation, "in abbreviation list \(at)")
        }
    }

    @inline(__always)
    private func alphabetRule<Forms>(_ key: KeyFacts<Forms>, _ sink: inout some RuleSink) {
        guard let alphabet, !(key.isASCII && alphabet.containsASCII(key.text)) else { return }
        let outside = Set(key.text.filter { !alphabet.letters.contains($0) })
        if !outside.isEmpty {
            sink.add(.alphabet, "letters " + String(outside.sorted()).map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    @inline(__always)
    private func nameRules<Forms>(_ key: KeyFacts<Forms>, _ shape: CaseShape, _ sink: inout some RuleSink) {
        if (filters.properNouns && shape == .capitalized) || (filters.innerCapitals && shape == .innerCapitalsLong) {
            sink.add(.properNoun, "only seen as " + ReportText.spellings(key.forms))
        }
        // A list of names first keeps its words answers (``namesFirstRule``), never drops
        // them: German writes `Bremer` and `Grünwald` capitalised as every noun.
        if filters.nameLists, shape != .lowercase, let at = inputs.names[key.text], !namesFirstLists.contains(at.file) {
            sink.add(.nameList, "in name list \(at)")
        }
    }

    @inline(__always)
    private func blocklistRules<Forms>(_ key: KeyFacts<Forms>, _ isWord: (String) -> Bool, _ sink: inout some RuleSink) {
        guard filters.blocklist, let hit = inputs.blockingHit(for: key.text, isWord: isWord) else { return }
        let exact = hit.stem == key.text
        let rule: Rule
        switch offensiveLevels[hit.entry.severity] {
        case .drop: rule = exact ? .blocklist : .blocklistInflection
        case .accepted: rule = exact ? .targetBlocklist : .targetBlocklistInflection
        case .target: return
        }
        sink.add(rule, texts.offensive(hit, key: key.text))
    }

    @inline(__always)
    private func lengthAndFrequencyRules<Forms>(_ key: KeyFacts<Forms>, _ sink: inout some RuleSink) {
        let length = key.letterCount, zipf = key.zipf, effectiveZipf = zipf ?? missingZipf
        if length < accepted.minLength { sink.add(.tooShort, texts.length(.acceptedMinimum, length)) }
        if length > accepted.maxLength { sink.add(.tooLong, texts.length(.acceptedMaximum, length)) }
        if let minimum = accepted.minZipf, effectiveZipf < minimum {
            sink.add(.rare, zipf == nil ? texts.unknownRare! : texts.rare(zipf!, minimum: minimum))
        }
        let measured = key.zipfSource == .frequencyLists
        if !measured, let from = accepted.measuredFromLength, length >= from {
            sink.add(.unmeasuredLong, texts.length(.measuredFrom, length))
        }
        if key.inputMask & acceptedMask == 0 { sink.add(.notInAcceptedInputs, texts.acceptedInputs) }
        if length < targets.minLength { sink.add(.targetTooShort, texts.length(.targetMinimum, length)) }
        if length > targets.maxLength { sink.add(.targetTooLong, texts.length(.targetMaximum, length)) }
        if !measured, evidence == .measured || targets.measuredFromLength.map({ length >= $0 }) == true {
            sink.add(.targetUnmeasured, unmeasuredText(zipf, key.zipfSource))
        } else if let minimum = targets.minZipf, effectiveZipf < minimum {
            sink.add(.targetRare, zipf == nil ? texts.unknownTargetRare! : texts.rare(zipf!, minimum: minimum))
        }
        if key.inputMask & targetMask == 0 { sink.add(.notInTargetInputs, texts.targetInputs) }
    }

    /// A word a place of a names list of places makes by the language's demonym rule
    /// (`Kölner` from `Köln`): the first ending that does, with the place and where it is listed.
    private func demonymRule<Forms>(_ key: KeyFacts<Forms>, _ sink: inout some RuleSink) {
        for ending in demonymEndings where key.text.hasSuffix(ending.added) {
            let place = String(key.text.dropLast(ending.added.count)) + ending.removed
            guard place.count >= 3, let at = inputs.names[place], placeLists.contains(at.file) else { continue }
            sink.add(.targetDemonym, "demonym of \(place) (\(at)) by the ending \(ending)")
            return
        }
    }

    /// A word a names list of names first (``RecipeInput/namesFirst``) has, even where the
    /// build also has it as a word (`serge`, a cloth; German `Hofmann`, a noun): its place in the list and the
    /// list's note on that line, the evidence that the name is what players read.
    private func namesFirstRule<Forms>(_ key: KeyFacts<Forms>, _ sink: inout some RuleSink) {
        guard let at = inputs.names[key.text], namesFirstLists.contains(at.file) else { return }
        let note = inputs.names.note(for: key.text).map { ": " + $0 } ?? ""
        sink.add(.targetName, "read first as a name (\(at))\(note)")
    }

    /// A word this language's lists measure that a list of another language counts
    /// `margin` Zipf or more above that (`road` in Swedish: 4.12 here, 5.24 in English),
    /// and that the inputs spell as the key: a word spelled only with accents the key
    /// folds away is the language's own (Dutch `reliëf`, `rapé`; English `relief`, `rape`).
    private func loanwordRule<Forms>(_ key: KeyFacts<Forms>, margin: Double, _ sink: inout some RuleSink) {
        guard key.zipfSource == .frequencyLists, let zipf = key.zipf, let there = inputs.foreignFrequencies[key.text],
              there >= zipf + margin, key.forms.contains(where: { $0.text == key.text || $0.text.lowercased() == key.text }) else { return }
        sink.add(.targetLoanword, "Zipf \(ReportText.number(there)) in the \(inputs.foreignLanguage ?? "other") list, \(ReportText.number(zipf)) in this language's: "
            + "\(ReportText.number(margin)) or more above it")
    }

    /// The evidence of ``Rule/targetUnmeasured``: what the frequency was inferred from.
    private func unmeasuredText(_ zipf: Double?, _ source: FrequencySource) -> String {
        let inferred = zipf.flatMap { zipf in name(of: source).map { "Zipf \(ReportText.number(zipf)) inferred from \($0), " } }
        return (inferred ?? "") + "no frequency list measures it"
    }
}

/// What the rules ask of a key, worked out once from its bytes.
package struct KeyFacts<Forms: Sequence> where Forms.Element: Spelling {
    package let text: String
    package let forms: Forms
    package let inputMask: UInt64
    package let zipf: Double?
    package let zipfSource: FrequencySource
    package private(set) var isLowercase = true
    package private(set) var isASCII = true
    package private(set) var mayHaveApostrophe = false
    /// Letters: grapheme clusters; for ASCII text, its bytes.
    package let letterCount: Int

    package init(_ text: String, forms: Forms, inputMask: UInt64, zipf: Double?, zipfSource: FrequencySource) {
        self.text = text; self.forms = forms; self.inputMask = inputMask; self.zipf = zipf; self.zipfSource = zipfSource
        var isLowercase = true, isASCII = true, mayHaveApostrophe = false, bytes = 0
        text.withUTF8Bytes { utf8 in
            bytes = utf8.count
            for byte in utf8 where byte &- 0x61 > 25 {
                isLowercase = false
                if byte >= 0x80 { isASCII = false }
                if byte == 0x27 || byte == 0xE2 { mayHaveApostrophe = true }
            }
        }
        self.isLowercase = isLowercase; self.isASCII = isASCII; self.mayHaveApostrophe = mayHaveApostrophe
        letterCount = isASCII ? bytes : text.count
    }
}

/// The letters of a recipe's alphabet, with a table for the ASCII ones.
package struct Alphabet: Sendable {
    package let letters: Set<Character>
    private let ascii: [Bool]

    package init(_ text: String) {
        letters = Set(text)
        var ascii = [Bool](repeating: false, count: 128)
        for letter in letters where letter.isASCII { ascii[Int(letter.asciiValue!)] = true }
        self.ascii = ascii
    }

    /// Whether every byte of ASCII `text` is a letter of the alphabet.
    package func containsASCII(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in bytes.allSatisfy { $0 < 0x80 && ascii[Int($0)] } }
    }
}
