import Squramble

extension BundledDictionary {
    /// The bundled Portuguese dictionary (`pt.sqd`, the module `SquramblePortuguese`), built from
    /// `wordlists/pt` by its recipe.
    ///
    /// ```swift
    /// let lexicon = try BundledDictionary.portuguese.open()
    /// ```
    ///
    /// **Licence of the data:** MPL (Hunspell pt_BR, VERO 3.2, and Hunspell pt_PT, whose
    /// forms are answers only, taken under the MPL); the frequencies are wordfreq's,
    /// CC BY-SA 4.0. No GPL data.
    /// `wordlists/pt/SOURCES.md` says where each list came from and what its licence asks
    /// of whoever ships the file; `dictbuild inspect` prints the sources recorded in it.
    public static let portuguese = BundledDictionary(
        language: "pt", name: "Portuguese", module: "SquramblePortuguese",
        licence: "MPL; frequencies CC BY-SA 4.0",
        // The file's name and counts, for help texts; BundledDictionaryTests checks them.
        summary: DictionarySummary(language: "pt", name: "Português (Hunspell pt_BR, VERO 3.2)", wordCount: 628_838, targetCount: 14_680)
    )
}

extension Lexicon {
    /// Opens the bundled Portuguese dictionary, with no path: `BundledDictionary.portuguese.open()`.
    ///
    /// ```swift
    /// let lexicon = try Lexicon.portuguese()
    /// ```
    ///
    /// Licence of the data: see `BundledDictionary.portuguese`.
    public static func portuguese() throws(LexiconError) -> Lexicon {
        try BundledDictionary.portuguese.open()
    }
}
