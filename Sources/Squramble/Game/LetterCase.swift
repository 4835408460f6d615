import Foundation

/// The one case a dictionary's letters are shown in, on tiles and in words, chosen by
/// its language: so no tile gives away a word's capital (German nouns, names), and the
/// terminal, the engine protocol and the web page show the same letters.
///
/// Every bundled language (and any other, until one asks for another rule) shows
/// capitals, made by the language's own rules (Turkish `i` → `İ`), one letter at a
/// time: a letter whose capital is not one letter keeps its own form, so German `ß`
/// stays `ß` (its capital by the standard rule is `SS`, two tiles' worth, and `ẞ` is
/// missing from many terminal fonts). Scripts without case (Hebrew, Arabic) are
/// shown as they are in words; their tiles show the letter as the dictionary keys it
/// (``showsKeyLetters``): a Hebrew final letter as its medial form (`ם` is `מ`, so a
/// tile does not tell where its letter goes), an Arabic letter without its harakat or
/// tatweel, as it stands alone.
///
/// ```swift
/// let shown = LetterCase(language: "de")
/// shown.letter("g")           // "G"
/// shown.letter("ß")           // "ß"
/// shown.word("Straße")        // "STRAßE"
/// ```
public struct LetterCase: Sendable, Hashable {
    /// The language tag the rule was chosen for (`de`, `tr`, `pt-BR`).
    public let language: String
    private let locale: Locale
    /// The keys of tiles, when the language's tiles show key letters (``showsKeyLetters``).
    private let tileKeys: NormalizationPolicy?

    /// The case rule of `language` (a BCP 47 tag; empty means English); tiles of a
    /// language that ``showsKeyLetters`` show the letter's key under `policy` (by
    /// default the language's own letter rules, without accent folding).
    public init(language: String, policy: NormalizationPolicy? = nil) {
        self.language = language
        locale = Locale(identifier: language.isEmpty ? "en" : language)
        let primary = NormalizationPolicy(locale: language)
        tileKeys = Self.keyLetterLanguages.contains(primary.language ?? "") ? (policy ?? primary) : nil
        dropsAccentsInCapitals = primary.language == "el"
    }

    /// Whether capitals lose their accents, as Greek writes them (`ΥΠΟΜΟΝΗ` for `υπομονή`,
    /// `Ϊ` for `ΐ`: the tonos goes, the dialytika stays). Foundation's uppercasing keeps
    /// the tonos (`Ή`) whatever the locale, so it is taken off here. Display only: keys
    /// fold tonos and dialytika anyway.
    private let dropsAccentsInCapitals: Bool

    /// Languages whose tiles show letters in key form: Hebrew-script (final letters) and
    /// Arabic-script ones (marks and joining forms).
    static let keyLetterLanguages: Set<String> =
        NormalizationPolicy.hebrewScriptLanguages.union(NormalizationPolicy.arabicScriptLanguages)

    /// Whether tiles show a letter as the dictionary keys it rather than as the word
    /// spells it: for scripts whose letters change form with their place in a word.
    public var showsKeyLetters: Bool { tileKeys != nil }

    /// One letter (a grapheme cluster) as a tile shows it.
    public func letter(_ text: String) -> String {
        if let tileKeys, let key = try? tileKeys.key(for: text).text, key.count == 1 { return key }
        return cased(text)
    }

    /// A word as the game shows it: each letter in the language's case (a Hebrew word
    /// keeps its final letters).
    public func word(_ text: String) -> String {
        text.map { cased(String($0)) }.joined()
    }

    /// One letter in the language's case: its capital when that is one letter.
    private func cased(_ text: String) -> String {
        var upper = text.uppercased(with: locale)
        if dropsAccentsInCapitals, upper.utf8.contains(where: { $0 >= 0x80 }) { upper = Self.withoutGreekAccents(upper) }
        return upper.count == text.count ? upper : text
    }

    /// Greek capitals without tonos, the polytonic accents and breathings (acute, grave,
    /// perispomeni, psili, dasia): what Greek all-capital writing leaves of them. The
    /// dialytika (`Ϊ`, `Ϋ`) stays; so does a letter that is not Greek.
    static func withoutGreekAccents(_ text: String) -> String {
        var result = ""
        for character in text {
            let isGreek = character.unicodeScalars.first.map { (0x0370...0x03FF).contains($0.value) || (0x1F00...0x1FFF).contains($0.value) } ?? false
            guard isGreek else { result.append(character); continue }
            let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
            var kept = String.UnicodeScalarView()
            for scalar in decomposed where !greekAccentsDropped.contains(scalar.value) { kept.append(scalar) }
            result += String(kept).precomposedStringWithCanonicalMapping
        }
        return result
    }

    /// The combining marks ``withoutGreekAccents(_:)`` takes off: acute (tonos), grave,
    /// perispomeni, psili and dasia.
    private static let greekAccentsDropped: Set<UInt32> = [0x0300, 0x0301, 0x0342, 0x0313, 0x0314]

    /// `tile` showing its letter in this case.
    public func tile(_ tile: Tile) -> Tile {
        Tile(letter: tile.letter, display: letter(tile.display))
    }
}

extension Lexicon {
    /// How this dictionary's letters are shown (``LetterCase``): by its language.
    public var letterCase: LetterCase { LetterCase(language: metadata.language, policy: metadata.policy) }
}
