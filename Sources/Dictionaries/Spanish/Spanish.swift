import Squramble

extension BundledDictionary {
    /// The bundled Spanish dictionary (`es.sqd`, the module `SqurambleSpanish`), built from
    /// `wordlists/es` by its recipe.
    ///
    /// ```swift
    /// let lexicon = try BundledDictionary.spanish.open()
    /// ```
    ///
    /// **Licence of the data:** MPL 2.0 (Hunspell es_ES, RLA-ES, taken under the MPL); the
    /// frequencies are wordfreq's, CC BY-SA 4.0. No GPL data.
    /// `wordlists/es/SOURCES.md` says where each list came from and what its licence asks
    /// of whoever ships the file; `dictbuild inspect` prints the sources recorded in it.
    public static let spanish = BundledDictionary(
        language: "es", name: "Spanish", module: "SqurambleSpanish",
        licence: "MPL 2.0; frequencies CC BY-SA 4.0",
        // The file's name and counts, for help texts; BundledDictionaryTests checks them.
        summary: DictionarySummary(language: "es", name: "Español (Hunspell es_ES, LibreOffice dictionaries 7.5.0)", wordCount: 289_672, targetCount: 15_853)
    )
}

extension Lexicon {
    /// Opens the bundled Spanish dictionary, with no path: `BundledDictionary.spanish.open()`.
    ///
    /// ```swift
    /// let lexicon = try Lexicon.spanish()
    /// ```
    ///
    /// Licence of the data: see `BundledDictionary.spanish`.
    public static func spanish() throws(LexiconError) -> Lexicon {
        try BundledDictionary.spanish.open()
    }
}
