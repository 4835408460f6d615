import Squramble

extension BundledDictionary {
    /// The bundled Italian dictionary (`it.sqd`, the module `SqurambleItalian`), built from
    /// `wordlists/it` by its recipe.
    ///
    /// ```swift
    /// let lexicon = try BundledDictionary.italian.open()
    /// ```
    ///
    /// **Licence of the data:** **GPL 3** (Hunspell it_IT 5.1.0, LibreItalia): the file is
    /// GPL data. A program that ships it passes on the GPL text
    /// (`wordlists/licenses/GPL-3`) and offers the file's source (`wordlists/it`, its
    /// recipe and `dictbuild`). The frequencies are wordfreq's, CC BY-SA 4.0. Depend on
    /// this product only if you can meet those terms.
    /// `wordlists/it/SOURCES.md` says where each list came from and what its licence asks
    /// of whoever ships the file; `dictbuild inspect` prints the sources recorded in it.
    public static let italian = BundledDictionary(
        language: "it", name: "Italian", module: "SqurambleItalian",
        licence: "GPL 3; frequencies CC BY-SA 4.0",
        // The file's name and counts, for help texts; BundledDictionaryTests checks them.
        summary: DictionarySummary(language: "it", name: "Italiano (Hunspell it_IT 5.1.0, LibreItalia)", wordCount: 318_933, targetCount: 15_448)
    )
}

extension Lexicon {
    /// Opens the bundled Italian dictionary, with no path: `BundledDictionary.italian.open()`.
    ///
    /// ```swift
    /// let lexicon = try Lexicon.italian()
    /// ```
    ///
    /// Licence of the data: see `BundledDictionary.italian`.
    public static func italian() throws(LexiconError) -> Lexicon {
        try BundledDictionary.italian.open()
    }
}
