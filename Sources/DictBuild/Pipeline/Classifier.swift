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

    private func inputNames(_ mask: UInt64) -> [String] {
        if mask != 0, mask & (mask - 1) == 0 { return singleInputNames[mask.trailingZeroBitCount] }
        return Builder.names(in: mask, wordInputNames)
    }

    /// The record of key `k`, with every flag; its tier is decided later.
    ///
    /// Flags are made in ``Rule`` precedence order, so they need no sorting.
    /// `listedZipf` is the key's value in the frequency lists (`frequencies[k]`), when the
    /// caller has it at hand.
    func record(for k: String, forms: [SurfaceForm], inputMask: UInt64, listedZipf: Double?? = nil) -> WordRecord {
        var flags: [RuleFlag] = []
        // Room for two flags at the first (most words have one or two): one allocation,
        // not one per growth.
        func flag(_ rule: Rule, _ detail: String) {
            if flags.isEmpty { flags.reserveCapacity(2) }
            flags.append(RuleFlag(rule: rule, detail: detail))
        }
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
        if keyMayHaveApostrophe, Builder.hasApostrophe(k), let form = forms.first(where: { Builder.hasApostrophe($0.text) }) {
            let possessive = ["'s", "s'", "\u{2019}s", "s\u{2019}"].contains { form.text.hasSuffix($0) }
            if possessive && filters.possessives {
                flag(.possessive, form.text)
            } else if !possessive && filters.contractions {
                flag(.contraction, form.text)
            }
        }
        // (A possessive or contraction is not letters either; its own rule says enough.)
        let hard = !flags.isEmpty
        // Case across all inputs that keep case.
        let shape = Builder.caseShape(of: forms)
        if filters.abbreviations {
            if let dotted = forms.first(where: { form in
                form.text.withUTF8Bytes { $0.count > 1 && $0.last == 0x2E } && form.text.hasSuffix(".") && form.text.count > 1
            }) {
                flag(.abbreviation, "written \(dotted.text)")
            } else if shape == .allCaps || shape == .innerCapitalsShort {
                flag(.abbreviation, "only seen as " + Builder.spellings(forms))
            } else if shape != .lowercase, let at = abbreviations[k] {
                flag(.abbreviation, "in abbreviation list \(at)")
            }
        }
        let notAWord = hard || keyIsLowercase ? nil : MatchKey(normalized: k).notAWordReason
        if let reason = notAWord {
            flag(.notLetters, "\(reason)")
        }
        if let alphabet, filters.alphabet, !hard, notAWord == nil,
           !(keyIsASCII && k.withUTF8Bytes { bytes in bytes.allSatisfy { asciiInAlphabet[Int($0)] } }) {
            let outside = Set(k.filter { !alphabet.contains($0) })
            if !outside.isEmpty {
                flag(.alphabet, "letters " + String(outside.sorted()).map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        if filters.properNouns, shape == .capitalized || shape == .innerCapitalsLong {
            flag(.properNoun, "only seen as " + Builder.spellings(forms))
        }
        if filters.nameLists, shape != .lowercase, let at = names[k] {
            flag(.nameList, "in name list \(at)")
        }
        if filters.blocklist, let hit = blocklist.blocking(k, atOrBelow: blockLevel, suffixes: suffixes,
                                                                        isWord: { collected.contains($0) }) {
            let what = "severity \(hit.entry.severity.rawValue) (\(hit.entry.severity)), \(hit.entry.location)"
            if hit.stem == k {
                flag(.blocklist, what)
            } else {
                flag(.blocklistInflection, "of \"\(hit.stem)\", " + what)
            }
        }
        // Frequency: the highest of every frequency list and every graded input.
        var zipf = listedZipf ?? frequencies[k]
        var zipfSource: String? = zipf == nil ? nil : "frequency lists"
        for (index, implied) in wordInputZipf.enumerated() where inputMask & (1 << UInt64(index)) != 0 {
            if let implied, implied > (zipf ?? -1) { zipf = implied; zipfSource = wordInputNames[index] }
        }
        let effectiveZipf = zipf ?? missingZipf
        let length = keyIsASCII ? keyBytes : k.count
        func zipfText() -> String { zipf.map { Builder.format($0) } ?? "unknown (counted as \(Builder.format(missingZipf)))" }
        if length < accepted.minLength { flag(.tooShort, lengthText(0, length, "minimum", accepted.minLength)) }
        if length > accepted.maxLength { flag(.tooLong, lengthText(1, length, "maximum", accepted.maxLength)) }
        if let minimum = accepted.minZipf, effectiveZipf < minimum {
            flag(.rare, zipf == nil ? unknownRareText! : "Zipf \(zipfText()), minimum \(Builder.format(minimum))")
        }
        if inputMask & acceptedMask == 0 {
            flag(.notInAcceptedInputs, acceptedInputsText)
        }
        if length < targets.minLength { flag(.targetTooShort, lengthText(2, length, "minimum", targets.minLength)) }
        if length > targets.maxLength { flag(.targetTooLong, lengthText(3, length, "maximum", targets.maxLength)) }
        if let minimum = targets.minZipf, effectiveZipf < minimum {
            flag(.targetRare, zipf == nil ? unknownTargetRareText! : "Zipf \(zipfText()), minimum \(Builder.format(minimum))")
        }
        if inputMask & targetMask == 0 {
            flag(.notInTargetInputs, targetInputsText)
        }
        assert(zip(flags, flags.dropFirst()).allSatisfy { $0.rule < $1.rule }, "flags out of precedence order")
        return WordRecord(
            key: k, forms: forms,
            inputs: inputNames(inputMask),
            zipf: zipf, zipfSource: zipfSource, flags: flags, decision: decisions[k], tier: .dropped, reason: nil,
            display: Builder.bestForm(forms, commonWord: false).text, band: nil, difficulty: nil, otherAnswers: nil)
    }
}
