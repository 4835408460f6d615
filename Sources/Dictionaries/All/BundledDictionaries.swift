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
    /// ones, and any other `.sqd` installed beside them in `share/squramble`. No
    /// dictionary is opened.
    public static var bundledLanguages: [String] { dictionariesAtHand().map { $0.summary.language.lowercased() } }

    /// Every dictionary at hand, one a language, sorted by language tag: the bundled
    /// products' files, then any other `.sqd` in ``BundledDictionary/installedFolder``
    /// (a dictionary a person installed beside them; its language tag is read from it).
    /// Each is opened: to list them, ``bundledSummaries()`` opens none.
    ///
    /// ```swift
    /// for lexicon in Lexicon.bundledDictionaries() { print(lexicon.metadata.language, lexicon.targetCount) }
    /// ```
    ///
    /// A file that cannot be opened is left out; ``bundled(_:)`` reports it by name.
    public static func bundledDictionaries() -> [Lexicon] {
        dictionariesAtHand().compactMap { try? open(at: $0.path) }
    }

    /// The name and counts of every dictionary at hand, in the order of
    /// ``bundledDictionaries()``, without opening any: a bundled product's come with the
    /// program (its file is only looked for), an installed file's from its header.
    public static func bundledSummaries() -> [DictionarySummary] {
        dictionariesAtHand().map(\.summary)
    }

    /// The dictionaries at hand for help texts, a line each: language tag, name, and
    /// counts, e.g. `en  English (SCOWL …): 114,229 words, 17,461 targets`; "none" when
    /// none is installed. No dictionary is opened.
    public static func bundledListing() -> [String] {
        let all = bundledSummaries()
        guard !all.isEmpty else { return ["none (no .sqd file found where Squramble looks)"] }
        return all.map(\.line)
    }

    /// Where each dictionary at hand is, with its summary: one a language (the first
    /// found wins: the bundled products, then the installed files by name), sorted by
    /// language tag. Files that are not dictionaries are left out. Looked for once a
    /// process, like the executable's folder: the help texts of `squramble` (the root
    /// command's and `--dict`'s) both list them, and are built on every run.
    static func dictionariesAtHand() -> [(summary: DictionarySummary, path: String)] { atHand }

    private static let atHand: [(summary: DictionarySummary, path: String)] = {
        var found: [(summary: DictionarySummary, path: String)] = []
        for product in BundledDictionary.all {
            guard let path = product.locate(), let summary = product.summary ?? DictionarySummary.read(at: path) else { continue }
            found.append((summary, path))
        }
        // The products' own files in the installed folder are found above, by their product.
        let productFiles = Set(BundledDictionary.all.map(\.fileName))
        for path in BundledDictionary.installedFiles() where !productFiles.contains(String(path.split(separator: "/").last ?? "")) {
            if let summary = DictionarySummary.read(at: path) { found.append((summary, path)) }
        }
        // A handful of entries: a linear search keeps the first of each language without
        // a dictionary keyed by it (whose generic type was half a million instructions to
        // make at start-up).
        var atHand: [(summary: DictionarySummary, path: String)] = []
        for entry in found where !atHand.contains(where: { $0.summary.language.lowercased() == entry.summary.language.lowercased() }) {
            atHand.append(entry)
        }
        return atHand.sorted { $0.summary.language.lowercased() < $1.summary.language.lowercased() }
    }()

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
        let all = dictionariesAtHand()
        if let entry = all.first(where: { $0.summary.language.lowercased() == wanted })
            ?? all.first(where: { $0.summary.language.lowercased().split(separator: "-").first.map(String.init) == wanted }) {
            return try open(at: entry.path)
        }
        throw LexiconError.unreadable(
            path: "\(language).sqd",
            reason: all.isEmpty
                ? "no dictionary was found (looked in \(bundledCandidates(language).joined(separator: ", "))); "
                    + "pass a dictionary with --dict FILE or set SQURAMBLE_DICT"
                : "no bundled dictionary has the language \(language); bundled: "
                    + all.map { "\($0.summary.language) (\($0.summary.name))" }.joined(separator: ", ")
        )
    }

    /// The places ``bundled(_:)`` looks for `LANGUAGE.sqd`, in order.
    public static func bundledCandidates(_ language: String) -> [String] {
        let wanted = language.lowercased()
        if let product = BundledDictionary.all.first(where: { $0.language == wanted }) { return product.candidates }
        return BundledDictionary.installedFolder.map { ["\($0)/\(language).sqd"] } ?? []
    }
}
