import Squramble

extension BundledDictionary {
    /// The bundled French dictionary (`fr.sqd`, the module `SqurambleFrench`), built from
    /// `wordlists/fr` by its recipe.
    ///
    /// ```swift
    /// let lexicon = try BundledDictionary.french.open()
    /// ```
    ///
    /// **Licence of the data:** MPL 2.0 (Hunspell fr « Classique » 7.0, Grammalecte); the
    /// frequencies are wordfreq's, CC BY-SA 4.0. No GPL data.
    /// `wordlists/fr/SOURCES.md` says where each list came from and what its licence asks
    /// of whoever ships the file; `dictbuild inspect` prints the sources recorded in it.
    public static let french = BundledDictionary(
        language: "fr", name: "French", module: "SqurambleFrench",
        licence: "MPL 2.0; frequencies CC BY-SA 4.0",
        // The file's name and counts, for help texts; BundledDictionaryTests checks them.
        summary: DictionarySummary(language: "fr", name: "Français (Hunspell fr « Classique » 7.0, Grammalecte)", wordCount: 208_141, targetCount: 14_050)
    )
}

extension Lexicon {
    /// Opens the bundled French dictionary, with no path: `BundledDictionary.french.open()`.
    ///
    /// ```swift
    /// let lexicon = try Lexicon.french()
    /// ```
    ///
    /// Licence of the data: see `BundledDictionary.french`.
    public static func french() throws(LexiconError) -> Lexicon {
        try BundledDictionary.french.open()
    }
}
