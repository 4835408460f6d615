import Squramble

extension BundledDictionary {
    /// The bundled German dictionary (`de.sqd`, the module `SqurambleGerman`), built from
    /// `wordlists/de` by its recipe.
    ///
    /// ```swift
    /// let lexicon = try BundledDictionary.german.open()
    /// ```
    ///
    /// **Licence of the data:** **GPL, version 2 or 3** (Hunspell de_DE, igerman98): the
    /// file is GPL data. A program that ships it passes on the GPL text
    /// (`wordlists/licenses/GPL-2`, `GPL-3`) and offers the file's source (`wordlists/de`,
    /// its recipe and `dictbuild`). The frequencies are wordfreq's, CC BY-SA 4.0. Depend on
    /// this product only if you can meet those terms.
    /// `wordlists/de/SOURCES.md` says where each list came from and what its licence asks
    /// of whoever ships the file; `dictbuild inspect` prints the sources recorded in it.
    public static let german = BundledDictionary(
        language: "de", name: "German", module: "SqurambleGerman",
        licence: "GPL 2 or 3; frequencies CC BY-SA 4.0",
        // The file's name and counts, for help texts; BundledDictionaryTests checks them.
        summary: DictionarySummary(language: "de", name: "Deutsch (Hunspell de_DE, igerman98 20161207)", wordCount: 271_532, targetCount: 13_650)
    )
}

extension Lexicon {
    /// Opens the bundled German dictionary, with no path: `BundledDictionary.german.open()`.
    ///
    /// ```swift
    /// let lexicon = try Lexicon.german()
    /// ```
    ///
    /// Licence of the data: see `BundledDictionary.german`.
    public static func german() throws(LexiconError) -> Lexicon {
        try BundledDictionary.german.open()
    }
}
