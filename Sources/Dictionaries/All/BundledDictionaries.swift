import Squramble
import SqurambleEnglish
import SqurambleFrench
import SqurambleGerman
import SqurambleItalian
import SquramblePortuguese
import SqurambleSpanish

extension BundledDictionary {
    /// Every dictionary that ships with Squramble, sorted by language tag. Depending on
    /// this product (`SqurambleDictionaries`) brings all six, the GPL German and Italian
    /// files among them; depend on a language's own product to ship only that one.
    public static let all: [BundledDictionary] = [.german, .english, .spanish, .french, .italian, .portuguese]
}

extension Lexicon {
    /// The language tags of the dictionaries at hand (lowercased, sorted): the bundled
    /// ones, and any other `.sqd` installed beside them in `share/squramble`.
    public static var bundledLanguages: [String] { bundledDictionaries().map { $0.metadata.language.lowercased() } }

    /// Every dictionary at hand, one a language, sorted by language tag: the bundled
    /// products' files, then any other `.sqd` in ``BundledDictionary/installedFolder``
    /// (a dictionary a person installed beside them; its language tag is read from it).
    ///
    /// ```swift
    /// for lexicon in Lexicon.bundledDictionaries() { print(lexicon.metadata.language, lexicon.targetCount) }
    /// ```
    ///
    /// A file that cannot be opened is left out; ``bundled(_:)`` reports it by name.
    public static func bundledDictionaries() -> [Lexicon] {
        var byLanguage: [String: Lexicon] = [:]
        let found = BundledDictionary.all.compactMap { try? $0.open() }
            + BundledDictionary.installedFiles().compactMap { try? open(at: $0) }
        for lexicon in found {
            let language = lexicon.metadata.language.lowercased()
            if byLanguage[language] == nil { byLanguage[language] = lexicon }
        }
        return byLanguage.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The dictionaries at hand for help texts, a line each: language tag, name, and
    /// counts, e.g. `en  English (SCOWL …): 110,388 words, 17,601 targets`; "none" when
    /// none is installed.
    public static func bundledListing() -> [String] {
        let all = bundledDictionaries()
        guard !all.isEmpty else { return ["none (no .sqd file found where Squramble looks)"] }
        return all.map { lexicon in
            "\(lexicon.metadata.language)  \(lexicon.metadata.name): \(grouped(lexicon.wordCount)) words, "
                + "\(grouped(lexicon.targetCount)) targets"
        }
    }

    /// `12345` as `12,345`.
    private static func grouped(_ n: Int) -> String {
        var digits = String(n), result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }

    /// Opens the dictionary at hand whose language tag is `language` (`"de"` also finds
    /// an installed `de-CH` when there is no `de`).
    ///
    /// ```swift
    /// let english = try Lexicon.bundled()          // English
    /// let spanish = try Lexicon.bundled("es")
    /// ```
    public static func bundled(_ language: String = "en") throws(LexiconError) -> Lexicon {
        let wanted = language.lowercased()
        if let product = BundledDictionary.all.first(where: { $0.language == wanted }) {
            return try product.open()
        }
        let all = bundledDictionaries()
        if let lexicon = all.first(where: { $0.metadata.language.lowercased() == wanted })
            ?? all.first(where: { $0.metadata.language.lowercased().split(separator: "-").first.map(String.init) == wanted }) {
            return lexicon
        }
        throw LexiconError.unreadable(
            path: "\(language).sqd",
            reason: all.isEmpty
                ? "no dictionary was found (looked in \(bundledCandidates(language).joined(separator: ", "))); "
                    + "pass a dictionary with --dict FILE or set SQURAMBLE_DICT"
                : "no bundled dictionary has the language \(language); bundled: "
                    + all.map { "\($0.metadata.language) (\($0.metadata.name))" }.joined(separator: ", ")
        )
    }

    /// The places ``bundled(_:)`` looks for `LANGUAGE.sqd`, in order.
    public static func bundledCandidates(_ language: String) -> [String] {
        let wanted = language.lowercased()
        if let product = BundledDictionary.all.first(where: { $0.language == wanted }) { return product.candidates }
        return BundledDictionary.installedFolder.map { ["\($0)/\(language).sqd"] } ?? []
    }
}
