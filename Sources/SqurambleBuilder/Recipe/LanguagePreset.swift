import Squramble

/// What a language changes in a build: one entry per language, the one place where the
/// builder's language rules live (the table is in `Documentation/Building.md`).
///
/// A recipe (or a quick build's `--language`) names its language; every field the
/// preset covers that the recipe leaves out comes from the preset, and a field the
/// recipe sets wins. `build --print-recipe` shows the filled-in values.
///
/// ```swift
/// let french = LanguagePreset.named("fr-CA")      // the French preset
/// french.alphabet                                  // "abcdefghijklmnopqrstuvwxyz"
/// french.apostrophes.isElided("l'homme")           // true
/// french.apostrophes.isElided("aujourd'hui")       // false: keyed aujourdhui
/// ```
///
/// What the keys are made of (accents that fold, letters of their own such as `ñ`,
/// `œ` → `oe`, apostrophes dropped) is the library's part of a language
/// (``NormalizationPolicy``), because the engine keys a player's answer the same way;
/// the preset chooses whether accents fold, and which letters are tiles.
package struct LanguagePreset: Sendable, Hashable {
    /// The primary language subtag ("fr"); empty for the neutral preset.
    package var code: String
    /// The language's name in English, for documentation and messages.
    package var name: String
    /// Whether keys fold accents (`élève` is `eleve`), keeping the language's own letters.
    package var foldsAccents: Bool
    /// The letters of the language's keys, so its tiles (`filters.alphabet`); `nil`
    /// allows any letter.
    package var alphabet: String?
    /// Whether a word only ever capitalised is a name (`filters.properNouns`). Not in
    /// German, which capitalises every noun: names come from `names` inputs there.
    package var namesByCase: Bool
    /// What an apostrophe inside a word means.
    package var apostrophes: ApostropheRule
    /// Which spelling tiles show when a key has several.
    package var displayForm: DisplayFormPreference
    /// How the language makes a demonym from a place name, as endings in the form of
    /// `blocklist.inflectionSuffixes` (`er`: `Köln` → `Kölner`; `en>ner`: `München` →
    /// `Münchner`). A word of the build that a place of a `names` input of places
    /// (``RecipeInput/places``) makes this way is an answer, never a target
    /// (``Rule/targetDemonym``). Empty: no rule.
    package var demonymEndings: [String] = []
    /// When a Hunspell dictionary's prefix rules add clitics (conjunctions,
    /// prepositions, the article, written onto the next word: Hebrew `ו` `ה` `ב` `כ` `ל`
    /// `מ` `ש`, Arabic `و` `ف` `ب` `ك` `ل` `س` `ال` and the question `أ`): the single
    /// clitics that are applied (`הבית`, `الكتاب`). Their combinations (`וכשהבית`,
    /// `أفبالكتاب`) are not: they make hundreds of forms a stem (`he_IL.aff` has classes
    /// of 962 prefix rules), billions in all. `nil`: every prefix rule applies.
    package var cliticPrefixes: Set<String>? = nil
    /// Whether spellings that fold to one key are different words often enough that a
    /// frequency list's value of one must not go to another (Greek `μέρι`, a name, and
    /// `μερί`, a thigh): each key is then credited with its own spellings' values only
    /// (``FrequencyTable/creditOnlyOwnSpellings(of:keys:)``). Matching still folds.
    package var accentsTellWordsApart = false

    /// The preset of a language code ("pt-BR" is Portuguese); the neutral one for a
    /// language without a preset.
    package static func named(_ language: String) -> LanguagePreset {
        let primary = NormalizationPolicy(locale: language).language ?? ""
        return all.first { $0.code == primary } ?? neutral
    }

    /// The normalisation policy of a recipe in `language` that does not give one.
    package func policy(locale language: String) -> NormalizationPolicy {
        NormalizationPolicy(foldsAccents: foldsAccents, locale: language)
    }

    package static let latin = "abcdefghijklmnopqrstuvwxyz"

    /// For a language without a preset: keys keep accents, any letter is allowed, names
    /// are told by case, apostrophes make possessives and contractions, and tiles show
    /// the spelling with more accents. English shares these rules.
    package static let neutral = LanguagePreset(code: "", name: "any other language", foldsAccents: false, alphabet: nil,
                                        namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .accents)

    /// Every language with a preset, in the order of the documentation's table.
    package static let all: [LanguagePreset] = [english, spanish, french, german, italian, portuguese, dutch,
                                                swedish, turkish, azerbaijani, greek, russian, ukrainian, belarusian, hebrew, arabic]

    package static let english = LanguagePreset(code: "en", name: "English", foldsAccents: false, alphabet: nil,
                                        namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .accents)
    package static let spanish = LanguagePreset(code: "es", name: "Spanish", foldsAccents: true, alphabet: "abcdefghijklmnñopqrstuvwxyz",
                                        namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .common)
    package static let french = LanguagePreset(code: "fr", name: "French", foldsAccents: true, alphabet: latin, namesByCase: true,
                                       apostrophes: .elision(articles: ApostropheRule.frenchElisions, truncationsAreWords: false),
                                       displayForm: .common)
    package static let german = LanguagePreset(code: "de", name: "German", foldsAccents: true, alphabet: latin + "äöü",
                                       namesByCase: false, apostrophes: .possessivesAndContractions, displayForm: .common,
                                       demonymEndings: germanDemonymEndings)
    /// `Köln` → `Kölner`, `Bochum` → `Bochumer`; `Dresden` → `Dresdner`, `München` →
    /// `Münchner`; `Basel` → `Basler`; `Spanien` → `Spanier`. Not `en>er` (`Bremen` →
    /// `Bremer`): it takes `Sieger`, `Sender`, `Esser` and `Bretter` for the people of
    /// Siegen, Senden, Essen and Bretten.
    package static let germanDemonymEndings = ["er", "en>ner", "el>ler", "ien>ier"]
    package static let italian = LanguagePreset(code: "it", name: "Italian", foldsAccents: true, alphabet: latin, namesByCase: true,
                                        apostrophes: .elision(articles: nil, truncationsAreWords: true), displayForm: .common)
    package static let portuguese = LanguagePreset(code: "pt", name: "Portuguese", foldsAccents: true, alphabet: latin,
                                           namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .common)
    package static let dutch = LanguagePreset(code: "nl", name: "Dutch", foldsAccents: true, alphabet: latin,
                                      namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .common)

    // Other scripts and their letters (`Documentation/TextNormalisation.md`, "Scripts"):
    // what folds is the library's (``NormalizationPolicy``), by the policy's locale.

    /// Turkish: I/ı and İ/i by the Turkic case rules; ç ğ ö ş ü letters of their own,
    /// the circumflex of loanwords (`kâr`) folded.
    package static let turkish = LanguagePreset(code: "tr", name: "Turkish", foldsAccents: true,
                                        alphabet: "abcçdefgğhıijklmnoöprsştuüvyz", namesByCase: true,
                                        apostrophes: .possessivesAndContractions, displayForm: .accents)
    /// Azerbaijani (Latin): Turkish's rules and letters, with ə, q and x.
    package static let azerbaijani = LanguagePreset(code: "az", name: "Azerbaijani", foldsAccents: true,
                                            alphabet: "abcçdeəfgğhxıijkqlmnoöprsştuüvyz", namesByCase: true,
                                            apostrophes: .possessivesAndContractions, displayForm: .accents)
    /// Greek: tonos and dialytika fold (`έφθανε` is `εφθανε`), final sigma is σ (case
    /// folding), tiles in capitals without accents. Tiles show the spelling players use
    /// (`common`): `φύλαξη`, not `φύλαξή`, the spelling before an enclitic (`η φύλαξή
    /// του`) that el_GR.dic lists too. Frequencies go to a key's own spellings only.
    package static let greek = LanguagePreset(code: "el", name: "Greek", foldsAccents: true, alphabet: "αβγδεζηθικλμνξοπρστυφχψω",
                                      namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .common,
                                      accentsTellWordsApart: true)
    /// Swedish: å ä ö are letters of their own; the accent of loanwords folds (`moské`
    /// is `moske`, as Swedes often type it).
    package static let swedish = LanguagePreset(code: "sv", name: "Swedish", foldsAccents: true, alphabet: latin + "åäö",
                                        namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .common)

    /// Russian: ё is е (as Russians type), й a letter of its own, stress marks fold;
    /// words show ё where the dictionary has it.
    package static let russian = LanguagePreset(code: "ru", name: "Russian", foldsAccents: true,
                                        alphabet: "абвгдежзийклмнопрстуфхцчшщъыьэюя", namesByCase: true,
                                        apostrophes: .possessivesAndContractions, displayForm: .accents)
    /// Ukrainian: й and ї letters of their own (stress marks fold). No alphabet: the
    /// apostrophe of `п'ять` is spelling the filters do not yet know.
    package static let ukrainian = LanguagePreset(code: "uk", name: "Ukrainian", foldsAccents: true, alphabet: nil,
                                          namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .accents)
    /// Belarusian: ё (always written), й and ў letters of their own.
    package static let belarusian = LanguagePreset(code: "be", name: "Belarusian", foldsAccents: true, alphabet: nil,
                                           namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .accents)
    /// Hebrew: final letters are their medial letter (keys and tiles), niqqud folds;
    /// Hunspell prefixes are clitics, applied one at a time.
    package static let hebrew = LanguagePreset(code: "he", name: "Hebrew", foldsAccents: true, alphabet: "אבגדהוזחטיכלמנסעפצקרשת",
                                       namesByCase: true, apostrophes: .possessivesAndContractions, displayForm: .common,
                                       cliticPrefixes: ["ו", "ה", "ב", "כ", "ל", "מ", "ש"])
    /// Arabic: harakat, tatweel, and hamza or madda on an alef fold (`أ` `إ` `آ` `ٱ` are
    /// `ا`); ء ؤ ئ ة ى are letters of their own; tiles in isolated form; Hunspell
    /// prefixes are clitics, of which the article `ال` and `ب` (with, by) are applied,
    /// one at a time (`الكتاب`, the book; `بسبب`, because of): `ar.dic` then makes 8.9
    /// million forms in 175 s of processor time and 768 MiB, and 98.4 % of wordfreq's
    /// 1,000 most frequent words are accepted (97.7 % with `ال` alone, 71.4 % with no
    /// prefix). With all the single ones (و ف ب ك ل ال) it was still growing at 1.2 GB
    /// after 20 minutes.
    package static let arabic = LanguagePreset(code: "ar", name: "Arabic", foldsAccents: true,
                                       alphabet: "ءابتثجحخدذرزسشصضطظعغفقكلمنهويةىؤئ", namesByCase: true,
                                       apostrophes: .possessivesAndContractions, displayForm: .common,
                                       cliticPrefixes: ["ال", "ب"])
}
