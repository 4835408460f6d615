import Squramble

extension BundledDictionary {
    /// The bundled English dictionary (`en.sqd`, the module `SqurambleEnglish`), built from
    /// `wordlists/en` by its recipe.
    ///
    /// ```swift
    /// let lexicon = try BundledDictionary.english.open()
    /// ```
    ///
    /// **Licence of the data:** SCOWL's notice (a permissive licence: copy, modify and
    /// distribute with the notice kept, `wordlists/en/scowl/COPYRIGHT`); the frequencies
    /// are wordfreq's, CC BY-SA 4.0 (`wordlists/WORDFREQ-NOTICE.md`). No GPL data.
    /// `wordlists/en/SOURCES.md` says where each list came from and what its licence asks
    /// of whoever ships the file; `dictbuild inspect` prints the sources recorded in it.
    public static let english = BundledDictionary(
        language: "en", name: "English", module: "SqurambleEnglish",
        licence: "SCOWL notice; frequencies CC BY-SA 4.0",
        // The file's name and counts, for help texts; BundledDictionaryTests checks them.
        summary: DictionarySummary(language: "en", name: "English (SCOWL 2020.12.07, size 70)", wordCount: 114_328, targetCount: 17_446)
    )
}

extension Lexicon {
    /// Opens the bundled English dictionary, with no path: `BundledDictionary.english.open()`.
    ///
    /// ```swift
    /// let lexicon = try Lexicon.english()
    /// ```
    ///
    /// Licence of the data: see `BundledDictionary.english`.
    public static func english() throws(LexiconError) -> Lexicon {
        try BundledDictionary.english.open()
    }
}
