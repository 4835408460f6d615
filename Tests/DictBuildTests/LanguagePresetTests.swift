@testable import DictBuild
@testable import SqurambleBuilder
import Foundation
import Squramble
import SqurambleTestSupport
import Testing

/// The language presets: what they fill into recipes and quick builds, the keys they make
/// (builder and library alike), elided forms, names in German, and display forms, each
/// through the real pipeline.
@Suite struct LanguagePresetTests {
    // MARK: Keys: the library's and the builder's agree

    struct KeyCase: Sendable, CustomTestStringConvertible {
        var language: String
        var typed: String
        var key: String
        var testDescription: String { "\(language): \(typed) → \(key)" }
    }

    static let keyCases: [KeyCase] = [
        .init(language: "fr", typed: "cœur", key: "coeur"),
        .init(language: "fr", typed: "CŒUR", key: "coeur"),
        .init(language: "fr", typed: "coeur", key: "coeur"),
        .init(language: "fr", typed: "ex-æquo", key: "ex-aequo"),
        .init(language: "fr", typed: "aujourd'hui", key: "aujourdhui"),
        .init(language: "fr", typed: "aujourd’hui", key: "aujourdhui"),
        .init(language: "fr", typed: "élève", key: "eleve"),
        .init(language: "fr", typed: "l'homme", key: "lhomme"),
        .init(language: "it", typed: "po'", key: "po"),
        .init(language: "it", typed: "perché", key: "perche"),
        .init(language: "es", typed: "Niño", key: "niño"),
        .init(language: "es", typed: "él", key: "el"),
        .init(language: "de", typed: "Mädchen", key: "mädchen"),
        .init(language: "de", typed: "Straße", key: "strasse"),
        .init(language: "de", typed: "STRASSE", key: "strasse"),
        .init(language: "de", typed: "Œuvre", key: "oeuvre"),
        .init(language: "pt", typed: "Ação", key: "acao"),
        .init(language: "nl", typed: "café", key: "cafe"),
        // Other scripts (words from Debian's hunspell-el, -ru, -he, -ar, -tr).
        .init(language: "el", typed: "ΕΦΘΑΝΕ", key: "εφθανε"),
        .init(language: "el", typed: "έφθανε", key: "εφθανε"),
        .init(language: "el", typed: "κούρβες", key: "κουρβεσ"),
        .init(language: "ru", typed: "плётшие", key: "плетшие"),
        .init(language: "ru", typed: "ПЛЕТШИЕ", key: "плетшие"),
        .init(language: "ru", typed: "мой", key: "мой"),
        .init(language: "uk", typed: "їжак", key: "їжак"),
        .init(language: "be", typed: "воўк", key: "воўк"),
        .init(language: "he", typed: "שלום", key: "שלומ"),
        .init(language: "he", typed: "סֵפֶר", key: "ספר"),
        .init(language: "ar", typed: "أَكَلَ", key: "اكل"),
        .init(language: "ar", typed: "ٱلكتاب", key: "الكتاب"),
        .init(language: "ar", typed: "سؤال", key: "سؤال"),
        .init(language: "sv", typed: "moské", key: "moske"),
        .init(language: "sv", typed: "MOSKÉN", key: "mosken"),
        .init(language: "sv", typed: "Åsnor", key: "åsnor"),
        .init(language: "tr", typed: "ILIK", key: "ılık"),
        .init(language: "tr", typed: "İSTİF", key: "istif"),
        .init(language: "tr", typed: "kâr", key: "kar"),
        .init(language: "az", typed: "İLDIRIM", key: "ildırım"),
        // English keeps its keys as they were: the bundled file must not change.
        .init(language: "en", typed: "don't", key: "don't"),
        .init(language: "en", typed: "cœur", key: "cœur"),
    ]

    @Test(arguments: keyCases)
    func libraryAndBuilderMakeTheSameKey(_ c: KeyCase) throws {
        let policy = LanguagePreset.named(c.language).policy(locale: c.language)
        #expect(try policy.key(for: c.typed).text == c.key)
        #expect(KeyMaker(policy: policy).key(c.typed) == c.key)
    }

    @Test(arguments: LanguagePreset.all + [LanguagePreset.neutral])
    func presetAgreesWithTheLibrary(_ preset: LanguagePreset) throws {
        let policy = preset.policy(locale: preset.code.isEmpty ? "und" : preset.code)
        // A preset elides exactly where the library drops apostrophes from keys.
        #expect(preset.apostrophes.elides == policy.dropsApostrophes)
        // Every letter of the alphabet is a key letter (a tile), so no word of the
        // alphabet is refused by the file writer.
        for letter in preset.alphabet ?? "" { #expect(policy.isKeyLetter(letter), "\(letter)") }
        #expect(LanguagePreset.named(preset.code.isEmpty ? "xx" : preset.code + "-XX") == preset)
    }

    // MARK: Elision

    struct ElisionCase: Sendable, CustomTestStringConvertible {
        var language: String
        var spelling: String
        var elided: Bool
        var testDescription: String { "\(language): \(spelling) \(elided ? "elided" : "a word")" }
    }

    static let elisionCases: [ElisionCase] = [
        .init(language: "fr", spelling: "l'homme", elided: true),
        .init(language: "fr", spelling: "L'Homme", elided: true),
        .init(language: "fr", spelling: "qu'il", elided: true),
        .init(language: "fr", spelling: "jusqu’ici", elided: true),
        .init(language: "fr", spelling: "d'abord", elided: true),
        .init(language: "fr", spelling: "jusqu'", elided: true),
        .init(language: "fr", spelling: "presqu'", elided: true),
        .init(language: "fr", spelling: "aujourd'hui", elided: false),
        .init(language: "fr", spelling: "presqu'île", elided: false),
        .init(language: "fr", spelling: "quelqu'un", elided: false),
        .init(language: "fr", spelling: "prud'homme", elided: false),
        .init(language: "fr", spelling: "homme", elided: false),
        .init(language: "it", spelling: "dell'anno", elided: true),
        .init(language: "it", spelling: "l'uomo", elided: true),
        .init(language: "it", spelling: "c'è", elided: true),
        .init(language: "it", spelling: "po'", elided: false),
        .init(language: "en", spelling: "don't", elided: false),
        .init(language: "de", spelling: "geht's", elided: false),
    ]

    @Test(arguments: elisionCases)
    func elidedForms(_ c: ElisionCase) {
        #expect(LanguagePreset.named(c.language).apostrophes.isElided(c.spelling) == c.elided)
    }

    // MARK: Quick builds of small lists through the real pipeline

    struct BuildCase: Sendable, CustomTestStringConvertible {
        var name: String
        var options: [String]
        var words: [String]
        var frequency: String? = nil
        var names: [String] = []
        /// key → expected tier (nil: not in the file), display, and drop reason.
        var expect: [(key: String, tier: Tier?, display: String?, reason: Rule?)]
        var testDescription: String { name }
    }

    static let buildCases: [BuildCase] = [
        .init(name: "French: œ is oe, aujourd'hui is one word, elided forms are left out",
              options: ["--language", "fr"],
              words: ["cœur", "coeur", "sœur", "aujourd'hui", "l'homme", "qu'il", "homme", "l'as", "las"],
              expect: [("coeur", .target, "cœur", nil), ("soeur", .target, "sœur", nil),
                       ("aujourdhui", .accepted, "aujourd'hui", nil), ("lhomme", .dropped, nil, .elision),
                       ("quil", .dropped, nil, .elision), ("homme", .target, "homme", nil),
                       // `l'as` is elided, but `las` is a word of its own.
                       ("las", .target, "las", nil)]),
        .init(name: "French: the tiles show a spelling the inputs have, without an accent no plain spelling lacks",
              options: ["--language", "fr"],
              words: ["mais", "maïs", "ou", "où", "Café", "cafe"],
              expect: [("mais", .target, "mais", nil), ("ou", .accepted, "ou", nil), ("cafe", .target, "cafe", nil)]),
        .init(name: "French: frequency evidence decides the spelling",
              options: ["--language", "fr", "--frequency", "frequency.tsv"],
              words: ["mais", "maïs", "élève", "élevé"],
              frequency: "mais\t6.62\nmaïs\t3.99\nélève\t4.67\nélevé\t4.76\n",
              expect: [("mais", .target, "mais", nil), ("eleve", .target, "élevé", nil)]),
        .init(name: "Spanish: ñ is a letter of its own, el and si show without accents",
              options: ["--language", "es"],
              words: ["año", "ano", "el", "él", "si", "sí", "niño"],
              expect: [("año", .target, "año", nil), ("ano", .target, "ano", nil), ("el", .accepted, "el", nil),
                       ("si", .accepted, "si", nil), ("niño", .target, "niño", nil)]),
        .init(name: "Spanish: each spelling has its own frequency (más over mas, si over sí, ágora when only it is listed)",
              options: ["--language", "es", "--frequency", "frequency.tsv"],
              words: ["más", "mas", "si", "sí", "agora", "ágora"],
              frequency: "más\t6.6\nmas\t4.5\nsi\t6.59\nsí\t5.75\nágora\t3.1\n",
              expect: [("mas", .target, "más", nil), ("si", .accepted, "si", nil), ("agora", .target, "ágora", nil)]),
        .init(name: "German: nouns are not names; names come from name lists; ß spells ss",
              options: ["--language", "de", "--names", "names.txt"],
              words: ["Haus", "Frau", "Mann", "Straße", "Mädchen", "Maße", "Masse", "Buße", "Berlin", "schön", "schon", "ÄgypterIn", "Ägypterin", "AachenerIn"],
              names: ["Berlin"],
              expect: [("haus", .target, "Haus", nil), ("frau", .target, "Frau", nil), ("mann", .target, "Mann", nil),
                       ("strasse", .target, "Straße", nil), ("mädchen", .target, "Mädchen", nil),
                       // Both spellings are words, and without evidence the one with
                       // fewer letters shows (frequency lists fold ß into ss, too).
                       ("masse", .target, "Maße", nil), ("busse", .target, "Buße", nil),
                       ("berlin", .dropped, nil, .nameList), ("ägypterin", .accepted, "Ägypterin", nil), ("aachenerin", .dropped, nil, .properNoun), ("schön", .target, "schön", nil), ("schon", .target, "schon", nil)]),
        .init(name: "Italian: po' is a word, dell'anno two",
              options: ["--language", "it"],
              words: ["po'", "dell'anno", "anno", "perché"],
              expect: [("po", .accepted, "po'", nil), ("dellanno", .dropped, nil, .elision), ("anno", .target, "anno", nil),
                       ("perche", .target, "perché", nil)]),
        // Words and Zipf values of Debian's hunspell-el and wordfreq 3.1.1.
        .init(name: "Greek: tiles show the spelling without an enclitic's second accent",
              options: ["--language", "el"],
              words: ["φύλαξη", "φύλαξή", "άδειασε", "άδειασέ", "κόμματος", "κόμματός"],
              expect: [("φυλαξη", .target, "φύλαξη", nil), ("αδειασε", .target, "άδειασε", nil),
                       ("κομματοσ", .target, "κόμματος", nil)]),
        .init(name: "Greek: the more frequent spelling shows (frequencies: greekFrequenciesGoToAWordsOwnSpellings)",
              options: ["--language", "el", "--frequency", "frequency.tsv"],
              words: ["πράξεων", "πράξεών", "μερί", "λουλά", "μητέρα", "που", "πού"],
              frequency: "πράξεων\t3.98\nπράξεών\t3.30\nμέρι\t3.52\nλούλα\t3.01\nλουλα\t2.5\nμητέρα\t5.20\nμητερα\t3.1\nπου\t7.11\nπού\t5.34\n",
              expect: [("πραξεων", .target, "πράξεων", nil), ("μητερα", .target, "μητέρα", nil), ("που", .target, "που", nil),
                       ("μερι", .target, "μερί", nil), ("λουλα", .target, "λουλά", nil)]),
        .init(name: "Swedish: é folds, å ä ö are letters of their own",
              options: ["--language", "sv"],
              words: ["moské", "moskén", "åsna", "asna", "äta"],
              expect: [("moske", .target, "moské", nil), ("mosken", .target, "moskén", nil), ("åsna", .target, "åsna", nil),
                       ("asna", .target, "asna", nil), ("äta", .target, "äta", nil)]),
        .init(name: "English: names by case, contractions left out, as before",
              options: ["--language", "en"],
              words: ["Kelly", "don't", "cat", "café", "cafe"],
              expect: [("kelly", .dropped, nil, .properNoun), ("don't", .dropped, nil, .contraction), ("cat", .target, "cat", nil),
                       ("café", .target, "café", nil), ("cafe", .target, "cafe", nil)]),
    ]

    /// Greek keys fold the tonos, but a frequency list's value goes to a word only
    /// through its own spellings: `μερί` (a thigh) does not get `μέρι`'s (a name), nor
    /// `λουλά` `Λούλα`'s or the value of `λουλα` typed without tonos, which may be either.
    @Test func greekFrequenciesGoToAWordsOwnSpellings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("μερί\nλουλά\nμητέρα\nπράξεων\nπράξεών\nκαι\nτετάρτες\n", to: "words.txt")
        _ = try folder.write("μέρι\t3.52\nλούλα\t3.01\nλουλα\t2.5\nμητέρα\t5.20\nμητερα\t5.3\nπράξεών\t3.30\nπράξεων\t3.98\nκαι\t7.5\nτετάρτεσ\t3.01\n",
                             to: "frequency.tsv")
        let expected: [String: Double?] = ["μερι": nil, "λουλα": nil, "μητερα": 5.3, "πραξεων": 3.98, "και": 7.5, "τεταρτεσ": 3.01]
        for language in ["el", "el-GR"] {
            let recipe = try QuickRecipeOptions.parse(["--input", "words.txt", "--frequency", "frequency.tsv", "--language", language]).makeRecipe()
            let result = try Builder(recipe: recipe, folder: folder.url.path).run()
            for (key, zipf) in expected { #expect(result.record(for: key)?.zipf == zipf, "\(language) \(key)") }
        }
        // Where accents do not tell words apart (Spanish), a key keeps every spelling's value.
        let spanish = try QuickRecipeOptions.parse(["--input", "words.txt", "--frequency", "frequency.tsv", "--language", "es",
                                                    "--no-filter", "alphabet"]).makeRecipe()
        #expect(try Builder(recipe: spanish, folder: folder.url.path).run().record(for: "μερι")?.zipf == 3.52)
    }

    @Test(arguments: buildCases)
    func quickBuild(_ c: BuildCase) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(c.words.joined(separator: "\n") + "\n", to: "words.txt")
        if let frequency = c.frequency { _ = try folder.write(frequency, to: "frequency.tsv") }
        if !c.names.isEmpty { _ = try folder.write(c.names.joined(separator: "\n") + "\n", to: "names.txt") }
        let recipe = try QuickRecipeOptions.parse(["--input", "words.txt"] + c.options).makeRecipe()
        let result = try Builder(recipe: recipe, folder: folder.url.path, encodesFile: true).run()
        for (key, tier, display, reason) in c.expect {
            let record = result.record(for: key)
            #expect(record?.tier == tier ?? .dropped, "\(key)")
            if let display { #expect(record?.display == display, "\(key)") }
            if let reason { #expect(record?.reason == reason, "\(key)") }
            // What the file holds is what a player's answer finds.
            let lexicon = try Lexicon(bytes: try #require(result.file))
            #expect(lexicon.contains(MatchKey(normalized: key)) == (tier != nil && tier != .dropped), "\(key) in the file")
        }
    }

    // MARK: What the preset fills in, and what a recipe says wins

    @Test func presetFillsWhatARecipeLeavesOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(#"{"name": "x", "language": "de", "inputs": [{"path": "w.txt"}]}"#, to: "de.json")
        _ = try folder.write(#"""
            {"name": "x", "language": "de", "inputs": [{"path": "w.txt"}], "policy": {"foldsAccents": false, "locale": "de"},
             "alphabet": null, "displayForm": "accents", "filters": {"properNouns": true}}
            """#, to: "explicit.json")
        let preset = try Recipe.load(folder.file("de.json").path).recipe
        #expect(preset.policy == NormalizationPolicy(foldsAccents: true, locale: "de"))
        #expect(preset.alphabet == LanguagePreset.german.alphabet)
        #expect(preset.displayForm == .common)
        #expect(!preset.filters.properNouns)
        let explicit = try Recipe.load(folder.file("explicit.json").path).recipe
        #expect(explicit.policy == NormalizationPolicy(foldsAccents: false, locale: "de"))
        #expect(explicit.alphabet == nil)
        #expect(explicit.displayForm == .accents)
        #expect(explicit.filters.properNouns)
    }

    @Test(arguments: LanguagePreset.all.map(\.code) + ["xx"])
    func aRecipeWrittenOutReadsBackTheSame(_ language: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var recipes = [try QuickRecipeOptions.parse(["--input", "w.txt", "--language", language]).makeRecipe()]
        var other = recipes[0]
        other.alphabet = other.alphabet == nil ? "abc" : nil
        other.displayForm = .frequent
        other.filters.properNouns.toggle()
        other.policy.foldsAccents.toggle()
        recipes.append(other)
        for recipe in recipes {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let file = try folder.write(String(decoding: try encoder.encode(recipe), as: UTF8.self), to: "r.json")
            #expect(try Recipe.load(file.path).recipe == recipe)
        }
    }

    /// German tiles show a noun as the dictionary lists it, not as the lowercase form a
    /// verb's affixes also make (`Ende`, not `ende` from `enden`); two headwords (`Essen`,
    /// `essen`) keep the lowercase rule, a spelling with an inner capital (`GiB`) or a name
    /// of a names list (`Brecht`) does not push out a word. Where capitals mark names
    /// (English), the lowercase spelling shows, as before.
    @Test(arguments: [
        ("de", [("ende", "Ende"), ("essen", "essen"), ("gib", "gib"), ("brecht", "brecht")]),
        ("en", [("ende", "ende"), ("essen", "essen"), ("gib", "gib"), ("brecht", "brecht")]),
    ])
    func tilesShowTheDictionarysNoun(_ language: String, _ expected: [(key: String, display: String)]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("SET UTF-8\nSFX V Y 1\nSFX V n 0 n\nSFX X Y 1\nSFX X t 0 t\n", to: "de.aff")
        _ = try folder.write("7\nEnde\nenden/V\nEssen\nessen\nGiB\ngibt/X\nBrecht\nbrechtn/V\n", to: "de.dic")
        _ = try folder.write("Brecht\n", to: "names.txt")
        let recipe = try QuickRecipeOptions.parse(["--hunspell", "de.dic", "--names", "names.txt", "--language", language]).makeRecipe()
        let result = try Builder(recipe: recipe, folder: folder.url.path).run()
        for (key, display) in expected {
            #expect(result.record(for: key)?.display == display, "\(key)")
            #expect(result.record(for: key)?.tier == .target, "\(key)")
        }
        #expect(result.record(for: "ende")?.forms.map(\.headword) == [true, false])
    }

    @Test func quickOptionsWinOverThePreset() throws {
        let preset = try QuickRecipeOptions.parse(["--input", "w", "--language", "fr"]).makeRecipe()
        #expect(preset.policy.foldsAccents && preset.alphabet == LanguagePreset.latin && preset.displayForm == .common)
        let chosen = try QuickRecipeOptions.parse(["--input", "w", "--language", "fr", "--no-fold-accents", "--alphabet", "abc",
                                                   "--display-form", "accents", "--no-filter", "elisions"]).makeRecipe()
        #expect(!chosen.policy.foldsAccents && chosen.alphabet == "abc" && chosen.displayForm == .accents)
        #expect(chosen.elision == nil && preset.elision != nil)
        #expect(throws: (any Error).self) { try QuickRecipeOptions.parse(["--fold-accents", "--no-fold-accents"]) }
    }

    @Test func explainSaysAnElidedFormIsTwoWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("homme\naujourd'hui\nl'homme\n", to: "words.txt")
        let explain = try BuiltProgram("dictbuild").run(["explain", "--input", "words.txt", "--language", "fr", "l'homme", "qu'il", "aujourdhui"],
                                                        currentDirectory: folder.url)
        #expect(explain.exitCode == 0, "\(explain.stderr)")
        #expect(explain.stdout.contains("l'homme: dropped") && explain.stdout.contains("elision"), "\(explain.stdout)")
        #expect(explain.stdout.contains("qu'il: not a word — elided word joined to the next (l'homme), two words"), "\(explain.stdout)")
        #expect(explain.stdout.contains("aujourdhui → aujourd'hui: accepted"), "\(explain.stdout)")
    }

    @Test func printRecipeShowsWhatThePresetFilledIn() throws {
        let dictbuild = BuiltProgram("dictbuild")
        let printed = try dictbuild.run(["build", "--input", "w.txt", "--language", "de", "--print-recipe"])
        #expect(printed.exitCode == 0, "\(printed.stderr)")
        for text in [#""properNouns" : false"#, #""displayForm" : "common""#, #""foldsAccents" : true"#, #""alphabet" : "abcdefghijklmnopqrstuvwxyzäöü""#] {
            #expect(printed.stdout.contains(text), "\(text)")
        }
    }
}
