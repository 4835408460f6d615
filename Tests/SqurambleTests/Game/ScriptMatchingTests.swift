import Foundation
@testable import Squramble
import Testing

/// Script-aware matching (`Documentation/TextNormalisation.md`, "Scripts"): a player
/// types what the tiles show, on the language's usual keyboard, and it counts. The words
/// are from Debian's Hunspell dictionaries (hunspell-el, -ru, -he, -ar, -tr); the
/// policies are the ones the builder's presets give those languages (accents folded,
/// locale set), which `LanguagePresetTests` checks on the builder's side.
@Suite struct ScriptMatchingTests {
    struct KeyCase: Sendable, CustomTestStringConvertible {
        var language: String
        var typed: [String]
        var key: String
        var testDescription: String { "\(language): \(typed.joined(separator: ", ")) → \(key)" }
    }

    static func policy(_ language: String) -> NormalizationPolicy {
        NormalizationPolicy(foldsAccents: true, locale: language)
    }

    static let keyCases: [KeyCase] = [
        // Greek: tonos and dialytika fold, final sigma is σ, capitals without accents match.
        .init(language: "el", typed: ["έφθανε", "ΕΦΘΑΝΕ", "Έφθανε", "εφθανε"], key: "εφθανε"),
        .init(language: "el", typed: ["κούρβες", "κουρβες", "ΚΟΥΡΒΕΣ", "ΚΟΎΡΒΕΣ"], key: "κουρβεσ"),
        .init(language: "el", typed: ["προϊόν", "ΠΡΟΪΟΝ", "προιον"], key: "προιον"),
        .init(language: "el", typed: ["ΐ", "ι", "Ϊ"], key: "ι"),
        // Russian: ё is е; й stays a letter of its own; a stress mark folds.
        .init(language: "ru", typed: ["плётшие", "плетшие", "ПЛЁТШИЕ", "ПЛЕТШИЕ"], key: "плетшие"),
        .init(language: "ru", typed: ["ёлка", "елка", "ЁЛКА"], key: "елка"),
        .init(language: "ru", typed: ["мой", "МОЙ"], key: "мой"),
        .init(language: "ru", typed: ["мо\u{301}й"], key: "мой"),
        // Ukrainian and Belarusian keep ї, й; Belarusian ё and ў.
        .init(language: "uk", typed: ["їжак", "ЇЖАК"], key: "їжак"),
        .init(language: "be", typed: ["ёлка", "ЁЛКА"], key: "ёлка"),
        .init(language: "be", typed: ["воўк", "ВОЎК"], key: "воўк"),
        // Hebrew: final letters are their medial letter; niqqud folds.
        .init(language: "he", typed: ["שלום", "שלומ"], key: "שלומ"),
        .init(language: "he", typed: ["מים", "מימ", "מַיִם"], key: "מימ"),
        .init(language: "he", typed: ["ספר", "סֵפֶר"], key: "ספר"),
        .init(language: "he", typed: ["ארץ", "ארצ"], key: "ארצ"),
        // Arabic: harakat and tatweel fold, hamza and madda on alef fold; ؤ ئ stay.
        .init(language: "ar", typed: ["أكل", "اكل", "أَكَلَ", "أكـــل"], key: "اكل"),
        .init(language: "ar", typed: ["إسلام", "اسلام", "إِسْلَام"], key: "اسلام"),
        .init(language: "ar", typed: ["آمن", "امن"], key: "امن"),
        .init(language: "ar", typed: ["ٱلكتاب", "الكتاب", "ﺍﻟﻜﺘﺎﺏ"], key: "الكتاب"),
        .init(language: "ar", typed: ["سؤال"], key: "سؤال"),
        .init(language: "ar", typed: ["مسائل"], key: "مسائل"),
        // Turkish and Azerbaijani: dotted and dotless i stay apart, in either case.
        .init(language: "tr", typed: ["ılık", "ILIK"], key: "ılık"),
        .init(language: "tr", typed: ["istif", "İSTİF"], key: "istif"),
        .init(language: "az", typed: ["İldırım", "ildırım", "İLDIRIM"], key: "ildırım"),
    ]

    @Test(arguments: keyCases)
    func whatAPlayerTypesHasTheWordsKey(_ c: KeyCase) throws {
        for typed in c.typed {
            #expect(try Self.policy(c.language).key(for: typed).text == c.key, "\(typed)")
        }
    }

    /// Letters the language keeps apart stay apart.
    @Test(arguments: [("ru", "й", "и"), ("uk", "ї", "і"), ("be", "ё", "е"), ("be", "ў", "у"), ("ar", "ؤ", "و"),
                      ("ar", "ة", "ه"), ("ar", "ى", "ي"), ("tr", "ı", "i"), ("he", "ש", "ס")])
    func lettersOfTheirOwnStayApart(_ language: String, _ a: String, _ b: String) throws {
        #expect(try Self.policy(language).key(for: a).text != Self.policy(language).key(for: b).text)
    }

    /// Other languages' keys are as they were: Hebrew final letters fold only in
    /// Hebrew-script languages, ё only where accents fold.
    @Test func otherLanguagesKeepTheirKeys() throws {
        #expect(try NormalizationPolicy(locale: "en").key(for: "שלום").text == "שלום")
        #expect(try NormalizationPolicy(locale: "ru").key(for: "ёлка").text == "ёлка")
        #expect(try NormalizationPolicy(foldsAccents: true, locale: "fr").key(for: "й").text == "и")
    }

    // MARK: Through the game

    static func lexicon(_ language: String, _ words: [String], target: String) throws -> Lexicon {
        let policy = policy(language)
        var metadata = EngineFixture.metadata
        metadata.language = language
        metadata.policy = policy
        var byKey: [String: LexiconWord] = [:]
        for word in words {
            let key = try policy.key(for: word)
            let isTarget = word == target
            byKey[key.text] = LexiconWord(key: key, display: word, frequency: 200, isTarget: isTarget, band: isTarget ? .veryEasy : nil)
        }
        let sorted = byKey.values.sorted { Array($0.key.text).lexicographicallyPrecedes(Array($1.key.text), by: KeyOrder.precedes) }
        return try Lexicon(bytes: try LexiconWriter.encode(words: sorted, metadata: metadata))
    }

    struct GameCase: Sendable, CustomTestStringConvertible {
        var language: String
        var words: [String]
        var target: String
        /// The target's tiles, in the word's order.
        var tiles: [String]
        /// What a player types: the tiles, and other spellings a keyboard gives.
        var typed: [String]
        var testDescription: String { "\(language): \(target)" }
    }

    static let gameCases: [GameCase] = [
        .init(language: "el", words: ["έφθανε", "φθάνε", "κούρβες", "κούρβα"], target: "έφθανε",
              tiles: ["Ε", "Φ", "Θ", "Α", "Ν", "Ε"], typed: ["ΕΦΘΑΝΕ", "έφθανε", "εφθανε"]),
        .init(language: "el", words: ["κούρβες", "κούρβα"], target: "κούρβες",
              tiles: ["Κ", "Ο", "Υ", "Ρ", "Β", "Ε", "Σ"], typed: ["κουρβες", "ΚΟΥΡΒΕΣ", "κούρβες"]),
        .init(language: "ru", words: ["плётшие", "плетший"], target: "плётшие",
              tiles: ["П", "Л", "Ё", "Т", "Ш", "И", "Е"], typed: ["плетшие", "ПЛЁТШИЕ", "плётшие"]),
        .init(language: "he", words: ["שלום", "מים", "ספר"], target: "שלום",
              tiles: ["ש", "ל", "ו", "מ"], typed: ["שלומ", "שלום"]),
        .init(language: "he", words: ["ארץ", "ספר"], target: "ארץ",
              tiles: ["א", "ר", "צ"], typed: ["ארצ", "ארץ"]),
        .init(language: "ar", words: ["أكل", "كتاب"], target: "أكل",
              tiles: ["ا", "ك", "ل"], typed: ["اكل", "أكل", "أَكَلَ"]),
        .init(language: "ar", words: ["إِسْلَام", "كتاب"], target: "إِسْلَام",
              tiles: ["ا", "س", "ل", "ا", "م"], typed: ["اسلام", "إسلام"]),
    ]

    /// The round's tiles show the folded letters, and typing them (or the word as the
    /// dictionary spells it) is the right answer.
    @Test(arguments: gameCases)
    func aPlayerTypesWhatTheTilesShow(_ c: GameCase) throws {
        let lexicon = try Self.lexicon(c.language, c.words, target: c.target)
        for typed in c.typed {
            var options = GameOptions(mode: .unscramble, seed: 7)
            options.lengths = 3...8
            var game = try Game(lexicon: lexicon, options: options)
            let round = try #require(game.currentRound)
            #expect(round.targetLetters.map(\.display) == c.tiles)
            #expect(round.tiles.map(\.display).sorted() == c.tiles.sorted())
            let verdict = game.submit(typed)
            #expect(verdict.isCredited, "\(typed): \(verdict)")
        }
    }

    /// Words keep their spelling (a Hebrew final letter, an Arabic hamza) where the game
    /// shows a word rather than a tile.
    @Test func wordsKeepTheirSpelling() {
        #expect(LetterCase(language: "he").word("שלום") == "שלום")
        #expect(LetterCase(language: "he").letter("ם") == "מ")
        #expect(LetterCase(language: "ar", policy: Self.policy("ar")).letter("أ") == "ا")
        #expect(LetterCase(language: "ar", policy: Self.policy("ar")).letter("بَ") == "ب")
        #expect(LetterCase(language: "el").letter("έ") == "Ε")
        #expect(LetterCase(language: "en").letter("ם") == "ם")
    }
}
