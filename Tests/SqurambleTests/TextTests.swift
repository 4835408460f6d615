import Foundation
import Squramble
import Testing

/// One input and the key it must give under a policy.
struct KeyCase: Sendable, CustomTestStringConvertible {
    var input: String
    var expected: String
    var policy: NormalizationPolicy = .standard
    var note: String
    var testDescription: String { "\(note): \(input.debugDescription) → \(expected.debugDescription)" }
}

@Suite struct MatchKeyTests {
    static let turkish = NormalizationPolicy(locale: "tr")
    static let spanish = NormalizationPolicy(foldsAccents: true, locale: "es")
    static let french = NormalizationPolicy(foldsAccents: true, locale: "fr")
    static let accents = NormalizationPolicy(foldsAccents: true)

    static let cases: [KeyCase] = [
        // Case
        KeyCase(input: "test", expected: "test", note: "lower"),
        KeyCase(input: "TEST", expected: "test", note: "upper"),
        KeyCase(input: "Test", expected: "test", note: "title"),
        KeyCase(input: "ÉLÈVE", expected: "élève", note: "upper with accents keeps accents"),
        KeyCase(input: "ǅemal", expected: "džemal", note: "title-case digraph"),
        // Composed vs decomposed
        KeyCase(input: "caf\u{E9}", expected: "caf\u{E9}", note: "composed é"),
        KeyCase(input: "cafe\u{301}", expected: "caf\u{E9}", note: "decomposed é becomes composed"),
        KeyCase(input: "A\u{30A}ngstr\u{F6}m", expected: "\u{E5}ngstr\u{F6}m", note: "A + ring"),
        KeyCase(input: "\u{212B}", expected: "\u{E5}", note: "angstrom sign"),
        // Full-width Latin (Chinese/Japanese keyboards)
        KeyCase(input: "ＴＥＳＴ", expected: "test", note: "full-width upper"),
        KeyCase(input: "ｔｅｓｔ", expected: "test", note: "full-width lower"),
        KeyCase(input: "Ｃａｆé", expected: "caf\u{E9}", note: "full-width mixed"),
        // Ligatures
        KeyCase(input: "ﬁne", expected: "fine", note: "fi ligature"),
        KeyCase(input: "ﬂow", expected: "flow", note: "fl ligature"),
        KeyCase(input: "oﬃce", expected: "office", note: "ffi ligature"),
        KeyCase(input: "ĳs", expected: "ijs", note: "Dutch ij"),
        // German sharp s
        KeyCase(input: "Straße", expected: "strasse", note: "ß folds to ss"),
        KeyCase(input: "STRASSE", expected: "strasse", note: "SS"),
        KeyCase(input: "STRAẞE", expected: "strasse", note: "capital sharp s"),
        // Greek final sigma
        KeyCase(input: "ΟΔΟΣ", expected: "οδοσ", note: "capital sigma"),
        KeyCase(input: "οδος", expected: "οδοσ", note: "final sigma folds to sigma"),
        KeyCase(input: "Ὀδυσσεύς", expected: "ὀδυσσεύσ", note: "polytonic Greek"),
        // Turkish under the default policy
        KeyCase(input: "I", expected: "i", note: "default: I → i"),
        KeyCase(input: "İstanbul", expected: "i\u{307}stanbul", note: "default: İ → i + dot above"),
        KeyCase(input: "ılık", expected: "ılık", note: "default: dotless ı stays"),
        // Turkish under a Turkish policy
        KeyCase(input: "I", expected: "ı", policy: turkish, note: "tr: I → ı"),
        KeyCase(input: "İstanbul", expected: "istanbul", policy: turkish, note: "tr: İ → i"),
        KeyCase(input: "ILIK", expected: "ılık", policy: turkish, note: "tr: ILIK"),
        KeyCase(input: "ılık", expected: "ılık", policy: turkish, note: "tr: ılık"),
        KeyCase(input: "iyi", expected: "iyi", policy: turkish, note: "tr: lowercase i stays"),
        // Accent folding, locale-aware
        KeyCase(input: "élève", expected: "eleve", policy: accents, note: "fold: élève"),
        KeyCase(input: "ÉLÈVE", expected: "eleve", policy: french, note: "fr fold: ÉLÈVE"),
        KeyCase(input: "Árbol", expected: "arbol", policy: spanish, note: "es: á folds"),
        KeyCase(input: "NIÑO", expected: "niño", policy: spanish, note: "es: ñ is a letter"),
        KeyCase(input: "nin\u{303}o", expected: "niño", policy: spanish, note: "es: decomposed ñ is kept"),
        KeyCase(input: "pingüino", expected: "pinguino", policy: spanish, note: "es: ü folds"),
        KeyCase(input: "niño", expected: "nino", policy: accents, note: "no locale: ñ folds"),
        KeyCase(input: "Çağrı", expected: "çağrı", policy: NormalizationPolicy(foldsAccents: true, locale: "tr"), note: "tr fold keeps ç ğ"),
        // Language spelling: ligatures of two letters, apostrophes that are not letters
        KeyCase(input: "cœur", expected: "coeur", policy: french, note: "fr: œ is oe"),
        KeyCase(input: "ŒUVRE", expected: "oeuvre", policy: french, note: "fr: Œ is oe"),
        KeyCase(input: "cœur", expected: "coeur", policy: NormalizationPolicy(locale: "fr"), note: "fr: œ is oe without accent folding"),
        KeyCase(input: "ex æquo", expected: "ex aequo", policy: french, note: "fr: æ is ae"),
        KeyCase(input: "aujourd'hui", expected: "aujourdhui", policy: french, note: "fr: apostrophe dropped"),
        KeyCase(input: "Aujourd\u{2019}hui", expected: "aujourdhui", policy: french, note: "fr: curly apostrophe dropped"),
        KeyCase(input: "po\u{2BC}", expected: "po", policy: NormalizationPolicy(foldsAccents: true, locale: "it"), note: "it: modifier apostrophe dropped"),
        KeyCase(input: "Œuvre", expected: "oeuvre", policy: NormalizationPolicy(foldsAccents: true, locale: "de"), note: "de: œ is oe"),
        KeyCase(input: "Mädchen", expected: "mädchen", policy: NormalizationPolicy(foldsAccents: true, locale: "de"), note: "de: ä is a letter"),
        KeyCase(input: "Blåbær", expected: "blåbær", policy: NormalizationPolicy(foldsAccents: true, locale: "da"), note: "da: æ is a letter"),
        KeyCase(input: "don't", expected: "don't", policy: NormalizationPolicy(foldsAccents: true, locale: "en"), note: "en: apostrophe kept"),
        KeyCase(input: "cœur", expected: "cœur", policy: NormalizationPolicy(foldsAccents: true, locale: "en"), note: "en: keys as they were"),
        // Invisible characters and white space
        KeyCase(input: "  test\n", expected: "test", note: "surrounding white space"),
        KeyCase(input: "te\u{200B}st", expected: "test", note: "zero-width space"),
        KeyCase(input: "te\u{AD}st", expected: "test", note: "soft hyphen"),
        KeyCase(input: "\u{200F}test\u{200E}", expected: "test", note: "directional marks"),
        KeyCase(input: "\u{FEFF}test", expected: "test", note: "byte-order mark"),
        KeyCase(input: "te\u{2060}st", expected: "test", note: "word joiner"),
        KeyCase(input: "\u{3000}test\u{3000}", expected: "test", note: "ideographic spaces"),
        // Hangul
        KeyCase(input: "한글", expected: "한글", note: "precomposed Hangul"),
        KeyCase(input: "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", expected: "한글", note: "Hangul jamo compose"),
        KeyCase(input: "ㄱ", expected: "ᄀ", note: "compatibility jamo"),
        // Expansions
        KeyCase(input: "㍿", expected: "株式会社", note: "one code point, four letters"),
        KeyCase(input: "ﷺ", expected: "صلى الله عليه وسلم", note: "Arabic ligature expands to 18 code points"),
        KeyCase(input: String(repeating: "ﷺ", count: 500),
                expected: String(repeating: "صلى الله عليه وسلم", count: 500), note: "many long expansions"),
        KeyCase(input: String(repeating: "ﬃ", count: 10_000), expected: String(repeating: "ffi", count: 10_000), note: "10,000 ligatures"),
    ]

    @Test(arguments: cases)
    func key(_ c: KeyCase) throws {
        #expect(try c.policy.key(for: c.input).text == c.expected)
    }

    @Test func keysAreIdempotent() throws {
        for c in Self.cases {
            let once = try c.policy.key(for: c.input).text
            #expect(try c.policy.key(for: once).text == once, "\(c.note)")
        }
    }

    @Test func veryLongInput() throws {
        let input = String(repeating: "Ab", count: 500_000)
        let key = try NormalizationPolicy.standard.key(for: input)
        #expect(key.letterCount == 1_000_000)
        #expect(key.text.hasPrefix("abab"))
    }
}

@Suite struct LetterTests {
    struct LettersCase: Sendable {
        var input: String
        var letters: [String]
    }

    static let cases: [LettersCase] = [
        LettersCase(input: "cafe\u{301}", letters: ["c", "a", "f", "é"]),
        LettersCase(input: "niño", letters: ["n", "i", "ñ", "o"]),
        LettersCase(input: "한글", letters: ["한", "글"]),
        LettersCase(input: "नमस्ते", letters: ["न", "म", "स्ते"]),  // a conjunct is one cluster (Unicode 15.1 rule GB9c)
        LettersCase(input: "x\u{301}\u{323}", letters: ["x\u{323}\u{301}"]),
    ]

    @Test(arguments: cases)
    func lettersAreGraphemeClusters(_ c: LettersCase) throws {
        let key = try NormalizationPolicy.standard.key(for: c.input)
        #expect(key.letters.map(String.init) == c.letters)
        #expect(key.letterCount == c.letters.count)
    }

    @Test func combiningAccentStaysWithItsLetter() throws {
        // "é" spelled with a combining accent is one letter, never "e" + "´".
        let key = try NormalizationPolicy.standard.key(for: "e\u{301}te\u{301}")
        #expect(key.letters.count == 3)
        #expect(key.multiset.counts[Character("é")] == 2)
    }

    @Test func multisetSignature() {
        #expect(LetterMultiset("test").signature == "estt")
        #expect(LetterMultiset("sett") == LetterMultiset("test"))
        #expect(LetterMultiset("tset") != LetterMultiset("tsetz"))
    }

    struct FitCase: Sendable {
        var rack: String
        var word: String
        var missing: String
    }

    static let fits: [FitCase] = [
        FitCase(rack: "stone", word: "notes", missing: ""),
        FitCase(rack: "stone", word: "tones", missing: ""),
        FitCase(rack: "stone", word: "toes", missing: ""),
        FitCase(rack: "stone", word: "tooth", missing: "hot"),
        FitCase(rack: "letter", word: "settle", missing: "s"),
        FitCase(rack: "niño", word: "nino", missing: "n"),
        FitCase(rack: "", word: "a", missing: "a"),
        FitCase(rack: "abc", word: "", missing: ""),
    ]

    @Test(arguments: fits)
    func rackFit(_ c: FitCase) {
        let rack = LetterMultiset(c.rack)
        let word = LetterMultiset(c.word)
        #expect(String(rack.missingLetters(for: word)) == String(LetterMultiset(c.missing).sortedLetters))
        #expect(rack.contains(word) == c.missing.isEmpty)
        if c.missing.isEmpty {
            #expect(rack.subtracting(word)?.count == rack.count - word.count)
        } else {
            #expect(rack.subtracting(word) == nil)
        }
    }
}

@Suite struct NotAWordTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var reason: NotAWordReason?
        var testDescription: String { input.debugDescription }
    }

    static let cases: [Case] = [
        Case(input: "word", reason: nil),
        Case(input: "élève", reason: nil),
        Case(input: "한글", reason: nil),
        Case(input: "नमस्ते", reason: nil),
        Case(input: "", reason: .empty),
        Case(input: "   ", reason: .empty),
        Case(input: "\u{200B}", reason: .empty),
        Case(input: "c4t", reason: .digits),
        Case(input: "１２３", reason: .digits),
        Case(input: "Ⅻ", reason: nil),  // Roman numeral twelve is alphabetic (a letter number)
        Case(input: "don't", reason: .punctuation),
        Case(input: "well-known", reason: .punctuation),
        Case(input: "two words", reason: .spaces),
        Case(input: "a+b", reason: .symbols),
        Case(input: "$$$", reason: .symbols),
        Case(input: "🙂", reason: .emoji),
        Case(input: "cat🐈", reason: .emoji),
        Case(input: "👍🏽", reason: .emoji),
        Case(input: "a\u{0007}b", reason: .controlCharacters),
        Case(input: "\u{E000}", reason: .controlCharacters),
        Case(input: "ca\u{FFFD}t", reason: .unreadable),
        Case(input: "\u{301}", reason: .symbols),
    ]

    @Test(arguments: cases)
    func classification(_ c: Case) {
        #expect(NotAWordReason.classify(c.input) == c.reason)
    }

    @Test func keyOfInvalidUTF8IsUnreadable() throws {
        let bytes: [UInt8] = [0x63, 0x61, 0xFF, 0x74]
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(try NormalizationPolicy.standard.key(for: text).notAWordReason == .unreadable)
    }

    @Test func reasonsReadLikeSentences() {
        for reason in [NotAWordReason.empty, .unreadable, .controlCharacters, .emoji, .digits, .spaces, .punctuation, .symbols] {
            #expect(reason.description.count > 10)
            #expect(reason.description.first?.isLowercase == true)
        }
    }
}

@Suite struct PolicyTests {
    @Test func versionsAreKnown() {
        let versions = UnicodeVersions.current
        #expect(versions.icu.contains("."))
        #expect(versions.unicode.contains("."))
    }

    @Test(arguments: [("tr", true), ("az-Latn", true), ("TR", true), ("en", false), ("es", false)])
    func turkicFolding(locale: String, turkic: Bool) {
        #expect(NormalizationPolicy(locale: locale).usesTurkicCaseFolding == turkic)
    }

    @Test func policyRoundTripsThroughJSON() throws {
        let policy = NormalizationPolicy(foldsAccents: true, locale: "es")
        let data = try JSONEncoder().encode(policy)
        #expect(try JSONDecoder().decode(NormalizationPolicy.self, from: data) == policy)
    }

    @Test func displayFormIsNFCWithCaseKept() throws {
        #expect(try NormalizationPolicy.standard.displayForm(for: " Cafe\u{301} ") == "Caf\u{E9}")
    }
}
