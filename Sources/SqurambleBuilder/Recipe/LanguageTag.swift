import Squramble

/// The well-formedness of a BCP 47 language tag (RFC 5646, section 2.1): the syntax,
/// not whether its subtags are registered, so `en`, `pt-BR`, `sr-Latn-RS`,
/// `de-CH-1996`, `x-klingon` and `en-GB-oed` pass, and `not a tag!`, `pt_BR`, `e` or
/// `english-language` do not.
///
/// ```swift
/// LanguageTag.problem("pt-BR")      // nil
/// LanguageTag.problem("pt_BR")      // "… write it pt-BR"
/// ```
package enum LanguageTag {
    /// Why `tag` is not a well-formed language tag, in words, or `nil` when it is one.
    package static func problem(_ tag: String) -> String? {
        if tag.isEmpty { return "it is empty" }
        if tag.contains("_"), isWellFormed(tag.replacingOccurrences(of: "_", with: "-")) {
            return "subtags are joined with \"-\": write it \(tag.replacingOccurrences(of: "_", with: "-"))"
        }
        if isWellFormed(tag) { return nil }
        if let bad = tag.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-")) }) {
            return "a tag has only ASCII letters, digits and \"-\", not \(bad == " " ? "a space" : "\"\(bad)\"")"
        }
        return "a tag is a 2- or 3-letter language code, then optional subtags (script, region, variant), as in en, pt-BR, sr-Latn"
    }

    /// Whether `tag` follows the `Language-Tag` grammar of RFC 5646 (case-insensitive).
    package static func isWellFormed(_ tag: String) -> Bool {
        let lower = tag.lowercased()
        if irregular.contains(lower) { return true }
        let subtags = lower.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return false }
        if subtags[0] == "x" { return subtags.count > 1 }   // private use only
        return isLangtag(subtags[...])
    }

    /// language ["-" script] ["-" region] *("-" variant) *("-" extension) ["-" privateuse]
    private static func isLangtag(_ tags: ArraySlice<String>) -> Bool {
        var rest = tags
        guard let language = rest.popFirst(), isAlpha(language), (2...8).contains(language.count) else { return false }
        if language.count <= 3 {   // up to three extended language subtags
            var extlangs = 0
            while extlangs < 3, let next = rest.first, next.count == 3, isAlpha(next) { rest.removeFirst(); extlangs += 1 }
        }
        if let script = rest.first, script.count == 4, isAlpha(script) { rest.removeFirst() }
        if let region = rest.first, (region.count == 2 && isAlpha(region)) || (region.count == 3 && isDigits(region)) { rest.removeFirst() }
        while let variant = rest.first, isVariant(variant) { rest.removeFirst() }
        var singletons: Set<String> = []
        while let singleton = rest.first, singleton.count == 1, singleton != "x" {
            guard singletons.insert(singleton).inserted else { return false }
            rest.removeFirst()
            var parts = 0
            while let part = rest.first, (2...8).contains(part.count) { rest.removeFirst(); parts += 1 }
            guard parts > 0 else { return false }
        }
        if rest.first == "x" {
            rest.removeFirst()
            return !rest.isEmpty   // each 1–8 letters or digits, checked above
        }
        return rest.isEmpty
    }

    private static func isVariant(_ subtag: String) -> Bool {
        ((5...8).contains(subtag.count)) || (subtag.count == 4 && subtag.first!.isNumber)
    }
    private static func isAlpha(_ subtag: String) -> Bool { subtag.allSatisfy(\.isLetter) }
    private static func isDigits(_ subtag: String) -> Bool { subtag.allSatisfy(\.isNumber) }

    /// The irregular grandfathered tags of RFC 5646, which the grammar lists whole.
    private static let irregular: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo",
        "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de",
    ]
}

/// What a build of a language lacks that a good game needs: each a line of the report
/// (``BuildReport/missing``) and a warning `build --strict` fails on.
package enum LanguageGap: String, Sendable, Hashable, Codable, CaseIterable {
    /// The language has no preset: keys keep every accent, any letter is a tile, and no
    /// script rule applies.
    case noPreset
    /// No frequency list and no graded list: nothing tells common words from rare ones,
    /// so every form the inputs give (every inflection) may be a target.
    case noFrequency
    /// No blocklist: nothing keeps offensive words out of the targets.
    case noOffensiveList
    /// The recipe asks for the loanword rule (``FrequencyRules/loanwordMargin``, as a
    /// quick build with a frequency list found does) but has no list of another language.
    case noLoanwordList

    /// The gaps of `recipe`, in this order.
    package static func of(_ recipe: Recipe) -> [LanguageGap] {
        var gaps: [LanguageGap] = []
        let primary = NormalizationPolicy(locale: recipe.language).language ?? ""
        if !LanguagePreset.all.contains(where: { $0.code == primary }) { gaps.append(.noPreset) }
        if !recipe.inputs.contains(where: { ($0.kind == .frequency && !$0.isForeignFrequency) || ($0.kind == .words && $0.zipf != nil) }) { gaps.append(.noFrequency) }
        if !recipe.inputs.contains(where: { $0.kind == .blocklist }) { gaps.append(.noOffensiveList) }
        if recipe.frequency.loanwordMargin != nil, !recipe.inputs.contains(where: \.isForeignFrequency) { gaps.append(.noLoanwordList) }
        return gaps
    }

    /// The line the report and the warning give, for a build in `language`.
    package func description(language: String) -> String {
        switch self {
        case .noPreset:
            "no language preset for \"\(language)\": keys keep every accent, any letter is a tile, and no script rule applies "
                + "(Documentation/Building.md, \"Language presets\"; set policy and alphabet in a recipe)"
        case .noFrequency:
            "no frequency list: nothing tells common words from rare ones, so every form the inputs give may be a target "
                + (FrequencyFolder.wordfreqLanguages.contains(FrequencyFolder.wordfreqCode(for: language))
                    ? "(make one with `dictbuild frequency \(language)`, which a quick build with --language \(language) then finds, or give one with --frequency)"
                    : "(give one with --frequency; wordfreq has no list for \"\(language)\")")
        case .noOffensiveList:
            "no offensive-word list for \"\(language)\": nothing keeps vulgar words or slurs out of the targets "
                + (OffensiveFolder.hurtlexCode(for: language).map { code in
                    "(HurtLex has the language: download \(OffensiveFolder.hurtlexSource(code: code)) (CC BY-NC-SA 4.0) and run "
                        + "`dictbuild offensive \(language) hurtlex_\(code).tsv`, which a quick build with --language \(language) then finds, "
                        + "or give one with --blocklist)"
                } ?? "(give one with --blocklist; HurtLex has no list for \"\(language)\")")
        case .noLoanwordList:
            "no English frequency list for the loanword rule: English words the lists of \"\(language)\" count (road, movie) may be targets "
                + "(make one with `dictbuild frequency en`, which a quick build then finds, or give one with --loanword-frequency)"
        }
    }
}
