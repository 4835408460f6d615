/// How a dictionary turns text into match keys.
///
/// Every comparison of words happens on match keys. The policy is recorded in the
/// dictionary file, and the engine normalises a player's answer with the same one.
///
/// The default policy applies NFKC and full Unicode case folding, so `ＴＥＳＴ`,
/// `Test` and `test` share one key, `ﬁne` matches `fine` and `Straße` matches
/// `STRASSE`.
///
/// ```swift
/// let spanish = NormalizationPolicy(foldsAccents: true, locale: "es")
/// try spanish.key(for: "Árbol").text   // "arbol"
/// try spanish.key(for: "NIÑO").text    // "niño"  (ñ is a letter of its own)
/// ```
///
/// ## How accent folding stays locale-aware
/// Accent folding decomposes each code point (NFD) and drops its non-spacing
/// marks, except for the letters that the policy's language treats as letters
/// of their own (``protectedLetters``), which are kept whole. The table of such
/// letters covers Spanish, Turkish, Azeri, German, Swedish, Finnish, Estonian,
/// Danish, Norwegian, Icelandic, Polish, Czech, Slovak, Hungarian, Romanian, Russian,
/// Ukrainian, Belarusian, Bulgarian, Macedonian and Arabic; any other language folds
/// every accent. Script rules that are not accents (Hebrew final letters, the Arabic
/// tatweel) are ``letterVariants``.
public struct NormalizationPolicy: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Whether accents are removed (`élève` → `eleve`), apart from ``protectedLetters``.
    public var foldsAccents: Bool
    /// A BCP 47 language code ("tr", "es", "en-GB"), or `nil` for no locale rules.
    public var locale: String? {
        didSet { language = Self.primaryLanguage(of: locale) }
    }
    /// The primary language subtag of ``locale``, lowercased ("pt-BR" → "pt"); kept
    /// beside the locale because every non-ASCII key asks for it several times.
    public private(set) var language: String?

    /// NFKC + full case folding, no accent folding, no locale.
    public static let standard = NormalizationPolicy()

    /// A policy; by default ``standard``: no accent folding and no locale.
    public init(foldsAccents: Bool = false, locale: String? = nil) {
        self.foldsAccents = foldsAccents
        self.locale = locale
        self.language = Self.primaryLanguage(of: locale)
    }

    private enum CodingKeys: String, CodingKey { case foldsAccents, locale }

    /// A policy as the file records it: its accent folding and locale (the language is
    /// worked out from the locale, not stored).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(foldsAccents: try container.decode(Bool.self, forKey: .foldsAccents),
                  locale: try container.decodeIfPresent(String.self, forKey: .locale))
    }

    /// The primary language subtag of `locale`, lowercased ("pt-BR" → "pt").
    static func primaryLanguage(of locale: String?) -> String? {
        guard let locale, !locale.isEmpty else { return nil }
        let primary = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return primary.lowercased()
    }

    /// Whether case folding follows the Turkic rules (I ↔ ı, İ ↔ i): Turkish and Azeri.
    public var usesTurkicCaseFolding: Bool {
        language == "tr" || language == "az"
    }

    /// Letters (lowercase, NFC) that accent folding keeps whole in this policy's language.
    public var protectedLetters: [Character] {
        guard let language, let letters = Self.protectedLetterTable[language] else { return [] }
        return Array(letters)
    }

    /// Letters with marks that a language's alphabet treats as letters of their own.
    static let protectedLetterTable: [String: String] = [
        "es": "ñ",
        "tr": "çğöşü",
        "az": "çğöşü",
        "de": "äöü",
        "sv": "åäö",
        "fi": "åäö",
        "et": "äöõüšž",
        "da": "å",
        "no": "å",
        "nb": "å",
        "nn": "å",
        "is": "áéíóúýö",
        "pl": "ąćęńóśźż",
        "cs": "čďěňřšťůž",
        "sk": "äčďľĺňôŕšťž",
        "hu": "áéíóöőúüű",
        "ro": "ăâîșț",
        // Cyrillic: й is not an и with a mark, nor ї an і, nor ў a у (accent folding
        // still makes ё an е, as Russian writing does; Belarusian writes ё always).
        "ru": "й",
        "uk": "йї",
        "be": "ёйў",
        "bg": "й",
        "mk": "ѓќ",
        // Arabic: the hamza on a waw or a ya is written and typed (its own keys); the
        // hamza or madda on an alef is folded, as most writing leaves it out.
        "ar": "ؤئ",
    ]

    /// Letters this policy's language treats as the form of another letter, or as no
    /// letter at all, applied to keys whether or not accents fold: Hebrew final letters
    /// are their medial letter (`ם` is `מ`: the final form tells only where the letter
    /// stands), the Arabic alef wasla `ٱ` is `ا`, and the Arabic tatweel `ـ` (a stretch
    /// of the line between two letters) is dropped.
    public var letterVariants: [Unicode.Scalar: String] {
        guard let language else { return [:] }
        if Self.hebrewScriptLanguages.contains(language) { return Self.hebrewFinalLetters }
        if Self.arabicScriptLanguages.contains(language) { return Self.arabicLetterVariants }
        return [:]
    }

    /// Languages written in Hebrew letters, whose final letters ``letterVariants`` folds.
    static let hebrewScriptLanguages: Set<String> = ["he", "yi", "lad"]
    /// Languages written in Arabic letters, whose tatweel and alef wasla ``letterVariants`` folds.
    static let arabicScriptLanguages: Set<String> = ["ar", "fa", "ur", "ps", "ckb", "ug", "sd"]
    /// ך ם ן ף ץ → כ מ נ פ צ.
    static let hebrewFinalLetters: [Unicode.Scalar: String] = [
        "\u{05DA}": "\u{05DB}", "\u{05DD}": "\u{05DE}", "\u{05DF}": "\u{05E0}", "\u{05E3}": "\u{05E4}", "\u{05E5}": "\u{05E6}",
    ]
    /// Tatweel dropped; alef wasla ٱ → ا.
    static let arabicLetterVariants: [Unicode.Scalar: String] = ["\u{0640}": "", "\u{0671}": "\u{0627}"]

    /// Letters this policy's language writes as two (`œ` → `oe`, `æ` → `ae`), applied
    /// to keys whether or not accents fold: in French `cœur` and `coeur` are one word.
    public var letterExpansions: [(letter: Character, spelled: String)] {
        guard let language, Self.expandingLanguages.contains(language) else { return [] }
        return [("œ", "oe"), ("æ", "ae")]
    }

    /// Languages where `œ` and `æ` are ligatures of two letters, not letters of their own
    /// (as `æ` is in Danish, Norwegian and Icelandic). English is left out: its bundled
    /// dictionary has no such word, and its keys stay as they were.
    static let expandingLanguages: Set<String> = ["fr", "de", "es", "it", "pt", "nl", "ca"]

    /// Whether apostrophes (`'`, `’`, `ʼ`) are dropped from keys: in French and Italian an
    /// apostrophe inside a word is spelling, not a letter, so `aujourd'hui` is keyed (and
    /// typed) `aujourdhui`, and Italian `po'` is `po`. (Elided forms such as `l'homme`
    /// are two words; the builder leaves them out.)
    public var dropsApostrophes: Bool {
        language == "fr" || language == "it"
    }

    /// The apostrophes ``dropsApostrophes`` removes: straight, right single quotation
    /// mark and modifier letter apostrophe.
    public static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{02BC}"]

    public var description: String {
        var parts = ["NFKC", usesTurkicCaseFolding ? "Turkic case folding" : "case folding"]
        if foldsAccents {
            let kept = protectedLetters
            parts.append(kept.isEmpty ? "accent folding" : "accent folding except \(String(kept))")
        }
        let expansions = letterExpansions
        if !expansions.isEmpty { parts.append(expansions.map { "\($0.letter) as \($0.spelled)" }.joined(separator: ", ")) }
        if dropsApostrophes { parts.append("apostrophes dropped") }
        let variants = letterVariants
        if !variants.isEmpty {
            parts.append(variants.sorted { $0.key.value < $1.key.value }
                .map { $0.value.isEmpty ? "\(String($0.key)) dropped" : "\(String($0.key)) as \($0.value)" }.joined(separator: ", "))
        }
        if let locale { parts.append("locale \(locale)") }
        return parts.joined(separator: ", ")
    }
}

extension NormalizationPolicy {
    /// The match key of `text` under this policy.
    ///
    /// Surrounding white space is trimmed and default-ignorable characters (zero-width
    /// spaces, soft hyphens, directional marks) are dropped, so an answer pasted from
    /// elsewhere still matches. The result may contain characters that are not letters;
    /// ``MatchKey/notAWordReason`` says so.
    ///
    /// ```swift
    /// try NormalizationPolicy.standard.key(for: " ＳＴＲＡẞＥ\u{200B} ").text  // "strasse"
    /// ```
    ///
    /// - Complexity: O(n) in the length of `text` and of its normalised form.
    public func key(for text: String) throws(TextError) -> MatchKey {
        if let fast = asciiFastPath(text) { return MatchKey(normalized: fast) }
        var folded = try ICU.foldedKey(text, turkic: usesTurkicCaseFolding)
        folded = applyingLanguageSpelling(folded)
        if foldsAccents {
            folded = try ICU.foldAccents(folded, keeping: String(protectedLetters))
        }
        return MatchKey(normalized: folded.trimmingWhiteSpace())
    }

    /// Whether `letter` can be a letter of a match key under this policy: a letter
    /// (``NotAWordReason``) that is its own key (`A` is not, under case folding; `é` is
    /// not, under accent folding). Lowercase ASCII letters always are.
    package func isKeyLetter(_ letter: Character) -> Bool {
        if let ascii = letter.asciiValue, letter.utf8.count == 1 {
            return ascii >= UInt8(ascii: "a") && ascii <= UInt8(ascii: "z")
        }
        let text = String(letter)
        return NotAWordReason.isLetter(letter) && (try? key(for: text))?.text == text
    }

    /// The display form of `text`: trimmed and in NFC, with its case kept.
    public func displayForm(for text: String) throws(TextError) -> String {
        try ICU.nfc(text.trimmingWhiteSpace())
    }

    /// `text` (already case-folded) with the language's two-letter ligatures spelled out
    /// and, where the language drops them, its apostrophes removed.
    private func applyingLanguageSpelling(_ folded: String) -> String {
        let variants = letterVariants
        let text = variants.isEmpty ? folded : Self.replacing(variants, in: folded)
        let expansions = letterExpansions, apostrophes = dropsApostrophes
        guard !expansions.isEmpty || apostrophes else { return text }
        guard text.contains(where: { c in (apostrophes && Self.apostrophes.contains(c)) || expansions.contains { $0.letter == c } })
        else { return text }
        var result = ""
        for character in text {
            if apostrophes && Self.apostrophes.contains(character) { continue }
            if let expansion = expansions.first(where: { $0.letter == character }) { result += expansion.spelled } else { result.append(character) }
        }
        return result
    }

    /// `text` with each scalar of `variants` replaced (scalar by scalar, so a final
    /// letter with a dagesh, `ךּ`, is a medial one with it too).
    private static func replacing(_ variants: [Unicode.Scalar: String], in text: String) -> String {
        guard text.unicodeScalars.contains(where: { variants[$0] != nil }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = variants[scalar] { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }

    /// ASCII letters need no ICU: their key is their lowercase form (for the default
    /// folding; under Turkic folding only lowercase ASCII is left as it is).
    private func asciiFastPath(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let turkic = usesTurkicCaseFolding
        var start = true
        var pendingSpace = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                if pendingSpace > 0 { return nil }
                bytes.append(byte)
                start = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z") where !turkic:
                if pendingSpace > 0 { return nil }
                bytes.append(byte | 0x20)
                start = false
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !start { pendingSpace += 1 }
            default:
                return nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing Unicode white space.
    func trimmingWhiteSpace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return self }
        return String(scalars[first...last])
    }
}
