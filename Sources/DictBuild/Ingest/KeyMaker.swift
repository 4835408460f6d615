import Squramble

/// Makes match keys for the readers: the key of a word under the recipe's policy, and a
/// spelling's own key (case-folded, accents kept), which tells spellings of one key apart.
///
/// Lowercase ASCII letters are their own key under every policy, and printable ASCII
/// needs no ICU either: NFKC leaves it alone and case folding lowers A–Z (except under
/// Turkic rules, where `I` folds to `ı`), so those paths skip ICU.
///
/// ```swift
/// let keys = KeyMaker(policy: NormalizationPolicy(foldsAccents: true, locale: "fr"))
/// keys.key("Élève")        // "eleve"
/// keys.formKey("Élève")    // "élève"
/// ```
struct KeyMaker: Sendable {
    let policy: NormalizationPolicy
    /// The policy without accent folding, for ``formKey(_:)``.
    private let formPolicy: NormalizationPolicy
    private let turkic: Bool

    init(policy: NormalizationPolicy) {
        self.policy = policy
        formPolicy = NormalizationPolicy(foldsAccents: false, locale: policy.locale)
        turkic = policy.usesTurkicCaseFolding
    }

    /// Whether a printable ASCII line's key is the line in lowercase.
    var lowersASCII: Bool { !turkic }

    /// The match key of `text`, or `nil` when it has none (normalisation failed, or left
    /// nothing).
    func key(_ text: String) -> String? {
        if !text.isEmpty && Self.isLowercaseASCII(text) { return text }
        if !turkic, let ascii = Self.asciiKey(text) { return ascii }
        guard let k = try? policy.key(for: text), !k.isEmpty else { return nil }
        return k.text
    }

    /// A spelling's own key: case-folded, accents kept (to choose between spellings).
    func formKey(_ text: String) -> String? {
        if !turkic, let ascii = Self.asciiKey(text) { return ascii }
        guard let k = try? formPolicy.key(for: text), !k.isEmpty else { return nil }
        return k.text
    }

    /// The key of printable ASCII text without surrounding spaces: the text in lowercase.
    static func asciiKey(_ text: String) -> String? {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20,
              bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    static func isLowercaseASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
    }

    /// Removes punctuation and spaces inside a word (the `notLetters` filter switched off).
    static func removingPunctuation(_ text: String) -> String {
        String(text.filter { character in
            switch NotAWordReason.classify(String(character)) {
            case .punctuation?, .spaces?: false
            default: true
            }
        })
    }
}
