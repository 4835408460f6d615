import Foundation
import Squramble

/// The display-forms stage: what the tiles show for each kept word. One spelling is
/// chosen among those the inputs gave (``best(_:commonWord:preference:locale:headwordsFirst:zipf:)``)
/// and shown in NFC without invisible characters (``displayText(_:policy:)``).
///
/// ```swift
/// let displays = DisplayForms.choose(classified, tiers: tiers, names: inputs.names, recipe: recipe,
///                                    frequencies: inputs.frequencies, keys: keys)
/// displays[0]     // "café" for spellings "Café", "cafe" and "café"
/// ```
package enum DisplayForms {
    /// The display form of every record that is kept by `tiers` (dropped ones get ""),
    /// each on its own, on all cores. `names` are the names inputs' keys.
    package static func choose(_ records: ClassifiedWords, tiers: TierAssignment, names: NameList, recipe: Recipe,
                               frequencies: FrequencyTable, keys: KeyMaker) -> DisplayColumn {
        let policy = recipe.policy, preference = recipe.displayForm, recordKeys = records.keys, elision = recipe.elision
        // Where capitals do not mark names (German nouns), case is part of the spelling;
        // a key a names list has shows as the word it also is (`brecht`, not `Brecht`).
        let headwordsFirst = !recipe.filters.properNouns, tiers = tiers.tiers
        // `nil`: the record shows as its key. A key that is its one spelling and needs no
        // change to be shown is told from its bytes, without making a string of it.
        let displays = ParallelMap.map(Array(records.indices)) { i -> String? in
            guard tiers[i] != .dropped else { return "" }
            if records.isOnlySpelledAsKey(i), recordKeys.withBytes(i, isShownAsIs) { return nil }
            if records.spellingCount(i) == 1 { return displayText(records.firstSpelling(i), policy: policy) }
            let k = recordKeys[i]
            let rules = records.classifications[i].rules
            let commonWord = !rules.contains(.properNoun) && !rules.contains(.abbreviation)
            var forms = records.surfaceForms(i)
            // Tiles never show elided words (`l'as` for `las`).
            if let elision, case let words = forms.filter({ !elision.isElided($0.text) }), !words.isEmpty { forms = words }
            let chosen = best(forms, commonWord: commonWord, preference: preference, locale: policy.locale,
                              headwordsFirst: headwordsFirst && names[k] == nil,
                              zipf: { form in keys.formKey(form).flatMap { frequencies.zipf(ofForm: $0, key: k) } ?? 0 })
            return displayText(chosen.text, policy: policy)
        }
        return DisplayColumn(displays, keys: recordKeys)
    }

    /// The spelling to show: in lowercase for common words, then by the recipe's
    /// ``DisplayFormPreference`` (more accents, or more frequent), then the spelling seen
    /// in more lines, then Unicode order.
    ///
    /// With `headwordsFirst` (a language whose capitals are part of a word's spelling, not
    /// a mark of names), a noun some line gives as it is wins over the same letters in
    /// lowercase only made with affixes: German `Ende`, the noun of the dictionary, over
    /// `ende`, a form of `enden`, which frequencies, blind to case, cannot tell apart
    /// (see ``preferringNouns(_:)``).
    package static func best(_ forms: [SurfaceForm], commonWord: Bool = true, preference: DisplayFormPreference = .accents,
                     locale: String? = nil, headwordsFirst: Bool = false, zipf: (String) -> Double = { _ in 0 }) -> SurfaceForm {
        let forms = headwordsFirst ? preferringNouns(forms) : forms
        if forms.count == 1 { return forms[0] }
        if preference == .common { return mostUsed(forms, commonWord: commonWord, zipf: zipf) }
        // A common word shows in lowercase (lowered with the language's rules, so a
        // Turkish `İstanbul` becomes `istanbul`); which spelling (accents) is a separate
        // choice, so `Café` + `cafe` shows `café`.
        let candidates = commonWord ? forms.map { form -> SurfaceForm in
            var lowered = form
            if hasUppercase(form.text) { lowered.text = lowercased(form.text, locale: locale) }
            return lowered
        } : forms
        return candidates.min { a, b in
            let la = !hasUppercase(a.text), lb = !hasUppercase(b.text)
            if la != lb { return la }
            let ma = accents(in: a.text), mb = accents(in: b.text)
            let za = zipf(a.text), zb = zipf(b.text)
            switch preference {
            case .accents:
                if ma != mb { return ma > mb }
                if za != zb { return za > zb }
            case .frequent, .common:   // .common is chosen by ``mostUsed(_:commonWord:zipf:)``
                if za != zb { return za > zb }
                if ma != mb { return ma > mb }
            }
            if a.occurrences != b.occurrences { return a.occurrences > b.occurrences }
            return KeyOrder.precedes(a.text, b.text)
        }!
    }

    /// `forms` without the lowercase spellings only made with affixes that a headword
    /// spelled with one capital, at the start, has in lowercase: `Ende` and `ende` (from
    /// `enden`) leave `Ende`; `Essen` and `essen`, both headwords, stay; `GiB` (a headword)
    /// does not push out `gib`, nor `passé` `passe`.
    package static func preferringNouns(_ forms: [SurfaceForm]) -> [SurfaceForm] {
        let nouns = Set(forms.lazy.filter { $0.headword && isCapitalisedOnce($0.text) }.map { lowercased($0.text, locale: nil) })
        guard !nouns.isEmpty else { return forms }
        return forms.filter { $0.headword || !nouns.contains($0.text) }
    }

    /// Whether `text` starts with a capital and has no other (`Ende`, not `GiB` or `ende`).
    package static func isCapitalisedOnce(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return !text.dropFirst().contains { $0.isUppercase }
    }

    /// The ``DisplayFormPreference/common`` choice: a spelling of the inputs as it is,
    /// among a common word's spellings with the fewest capitals; the most frequent, then
    /// the one with fewer accents, then the one with fewer letters (a ligature), then the
    /// one seen in more lines, then Unicode order.
    package static func mostUsed(_ forms: [SurfaceForm], commonWord: Bool, zipf: (String) -> Double) -> SurfaceForm {
        // The spellings with the fewest capitals: the lowercase ones, or a German noun's
        // (`Ägypterin`, not `ÄgypterIn`).
        let capitals = forms.map { hasUppercase($0.text) ? $0.text.count(where: \.isUppercase) : 0 }
        let fewest = capitals.min()!
        let candidates = commonWord ? forms.indices.filter { capitals[$0] == fewest }.map { forms[$0] } : forms
        return candidates.min { a, b in
            let za = zipf(a.text), zb = zipf(b.text)
            if za != zb { return za > zb }
            let ma = accents(in: a.text), mb = accents(in: b.text)
            if ma != mb { return ma < mb }
            // A ligature written as one letter (`cœur` over `coeur`).
            let la = a.text.count(where: \.isLetter), lb = b.text.count(where: \.isLetter)
            if la != lb { return la < lb }
            if a.occurrences != b.occurrences { return a.occurrences > b.occurrences }
            return KeyOrder.precedes(a.text, b.text)
        }!
    }

    /// Text in lowercase by the rules of `locale`'s language. ASCII text lowers byte by
    /// byte, except in Turkish and Azerbaijani, where `I` lowers to dotless `ı`.
    package static func lowercased(_ text: String, locale: String?) -> String {
        if text.isASCII && !lowersIToDotless(locale) {
            // In the string's own storage: no array of bytes made first.
            return String(unsafeUninitializedCapacity: text.utf8.count) { buffer in
                var count = 0
                for byte in text.utf8 { buffer[count] = ASCIIBytes.lowercased(byte); count += 1 }
                return count
            }
        }
        return locale.map { text.lowercased(with: Locale(identifier: $0)) } ?? text.lowercased()
    }

    /// Whether `locale`'s language (its first part between `-` and `_`, in any case) is
    /// Turkish or Azerbaijani. Read in place: splitting the identifier made an array per word.
    private static func lowersIToDotless(_ locale: String?) -> Bool {
        guard let locale else { return false }
        let isSeparator: (Character) -> Bool = { $0 == "-" || $0 == "_" }
        let language = locale.drop(while: isSeparator).prefix(while: { !isSeparator($0) }).lowercased()
        return language == "tr" || language == "az"
    }

    /// Whether a spelling has an uppercase character; for ASCII text, a byte in A–Z.
    package static func hasUppercase(_ text: String) -> Bool {
        var upper = false
        for byte in text.utf8 {
            if byte >= 0x80 { return text.contains { $0.isUppercase } }
            if byte >= 0x41 && byte <= 0x5A { upper = true }
        }
        return upper
    }

    /// Whether `text` is printable ASCII and letters of U+00C0–U+024F (Latin-1, Latin
    /// Extended-A and B, two bytes of UTF-8 each), without a space at either end: it
    /// then has no invisible character, nothing to trim, and is in NFC already (those
    /// letters are their own NFC form, and without a combining mark nothing composes),
    /// so it is shown as it is, without ICU. Most words of the Latin-script languages are.
    package static func isPlainLatin(_ text: String) -> Bool { text.withUTF8Bytes(isPlainLatin(bytes:)) }

    /// ``isPlainLatin(_:)`` of UTF-8 bytes.
    package static func isPlainLatin(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first, first != 0x20, bytes.last != 0x20 else { return false }
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x80 {
                guard byte &- 0x20 < 0x5F else { return false }
                i += 1
                continue
            }
            // C3 80 is U+00C0, C9 8F U+024F.
            guard byte >= 0xC3, byte <= 0xC9, i + 1 < bytes.count, bytes[i + 1] & 0xC0 == 0x80,
                  byte < 0xC9 || bytes[i + 1] <= 0x8F else { return false }
            i += 2
        }
        return true
    }

    /// Whether ``displayText(_:policy:)`` leaves the text of these UTF-8 bytes as it is
    /// (it is ASCII, or plain Latin), told from the bytes alone.
    package static func isShownAsIs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ASCIIBytes.areASCII(bytes) || isPlainLatin(bytes: bytes)
    }

    /// The number of accents (combining marks once decomposed) in a spelling.
    package static func accents(in text: String) -> Int {
        if text.isASCII { return 0 }
        return text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory == .nonspacingMark
        }.count
    }

    /// What tiles show: without invisible characters (zero-width spaces, soft hyphens),
    /// in NFC.
    package static func displayText(_ text: String, policy: NormalizationPolicy) -> String {
        if text.isASCII || isPlainLatin(text) { return text }
        return normalizedDisplayText(text, policy: policy)
    }

    /// ``displayText(_:policy:)`` the long way, through ICU (for any text).
    package static func normalizedDisplayText(_ text: String, policy: NormalizationPolicy) -> String {
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }))
        return (try? policy.displayForm(for: visible)) ?? visible
    }
}
