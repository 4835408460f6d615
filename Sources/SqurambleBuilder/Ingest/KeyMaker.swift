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
package struct KeyMaker: Sendable {
    /// What it knows, in one object: a copy of a key maker (into a closure that keys
    /// millions of forms, say) costs one reference count, not one for each of its
    /// policies' strings and tables.
    private final class Tables: Sendable {
        let policy: NormalizationPolicy
        /// The policy without accent folding, for ``formKey(_:)``.
        let formPolicy: NormalizationPolicy
        let turkic: Bool
        /// Whether the language drops apostrophes from keys (``NormalizationPolicy/dropsApostrophes``).
        let dropsApostrophes: Bool
        /// The keys of the Latin letters, for text that needs no more (see ``LatinKeys``).
        let latin: LatinKeys?
        let latinForms: LatinKeys?

        package init(policy: NormalizationPolicy) {
            self.policy = policy
            formPolicy = NormalizationPolicy(foldsAccents: false, locale: policy.locale)
            turkic = policy.usesTurkicCaseFolding
            dropsApostrophes = policy.dropsApostrophes
            latin = turkic ? nil : LatinKeys(policy)
            latinForms = turkic ? nil : LatinKeys(formPolicy)
        }
    }

    private let tables: Tables

    package init(policy: NormalizationPolicy) { tables = Tables(policy: policy) }

    var policy: NormalizationPolicy { tables.policy }
    /// Whether the language drops apostrophes from keys (``NormalizationPolicy/dropsApostrophes``).
    var dropsApostrophes: Bool { tables.dropsApostrophes }

    /// Whether a printable ASCII line's key is the line in lowercase.
    var lowersASCII: Bool { !tables.turkic }

    /// The match key of `text`, or `nil` when it has none (normalisation failed, or left
    /// nothing).
    package func key(_ text: String) -> String? {
        if dropsApostrophes, ApostropheRule.hasApostrophe(text) { return Self.withoutApostrophes(text).flatMap(key) }
        if !text.isEmpty && Self.isLowercaseASCII(text) { return text }
        if !tables.turkic, let ascii = Self.asciiKey(text) { return ascii }
        if let key = tables.latin?.key(text) { return key }
        guard let k = try? tables.policy.key(for: text), !k.isEmpty else { return nil }
        return k.text
    }

    /// A spelling's own key: case-folded, accents kept (to choose between spellings).
    package func formKey(_ text: String) -> String? {
        if dropsApostrophes, ApostropheRule.hasApostrophe(text) { return Self.withoutApostrophes(text).flatMap(formKey) }
        if !tables.turkic, let ascii = Self.asciiKey(text) { return ascii }
        if let key = tables.latinForms?.key(text) { return key }
        guard let k = try? tables.formPolicy.key(for: text), !k.isEmpty else { return nil }
        return k.text
    }

    /// The key of printable ASCII text without surrounding spaces: the text in lowercase.
    static func asciiKey(_ text: String) -> String? {
        text.withUTF8Bytes { bytes in
            ASCIIBytes.isTrimmedPrintable(bytes) ? String(decoding: bytes.map(ASCIIBytes.lowercased), as: UTF8.self) : nil
        }
    }

    /// `text` without its apostrophes, or `nil` when nothing else is left; what the
    /// policy does to it, done before the shortcuts, which keep ASCII punctuation.
    static func withoutApostrophes(_ text: String) -> String? {
        let rest = String(text.filter { !NormalizationPolicy.apostrophes.contains($0) })
        return rest.isEmpty ? nil : rest
    }

    static func isLowercaseASCII(_ text: String) -> Bool {
        text.withUTF8Bytes(ASCIIBytes.areLowercaseLetters)
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

/// The key of every letter of U+00C0–U+024F (Latin-1, Latin Extended-A and B) under one
/// policy, worked out once through ICU, so that text of printable ASCII and those
/// letters is keyed without ICU: a letter by letter concatenation of their keys.
///
/// That is exact because such text holds no combining mark: nothing composes or
/// reorders across two letters, and case folding and accent folding go letter by letter.
/// A letter whose key is not made of ASCII and such letters again (a compatibility
/// character such as `ŉ` or `ǅ`) is left out of the table, and text containing one goes
/// to ICU, as does text starting or ending with a space.
///
/// ```swift
/// let keys = LatinKeys(NormalizationPolicy(foldsAccents: true, locale: "es"))
/// keys.key("Niño")   // "niño": ñ is a Spanish letter of its own
/// keys.key("Ação")   // "acao"
/// ```
struct LatinKeys: Sendable {
    /// The UTF-8 key of U+00C0 + i, or empty when ICU must decide.
    private let keys: [[UInt8]]
    /// Whether the policy drops apostrophes: then text with one is left to ICU.
    private let dropsApostrophes: Bool
    private static let first: UInt32 = 0xC0, last: UInt32 = 0x24F

    package init(_ policy: NormalizationPolicy) {
        dropsApostrophes = policy.dropsApostrophes
        keys = (Self.first...Self.last).map { value in
            let letter = String(Unicode.Scalar(value)!)
            guard NotAWordReason.classify(letter) == nil, let key = try? policy.key(for: letter).text,
                  key.unicodeScalars.allSatisfy({ $0.isASCII ? $0.properties.isLowercase : (Self.first...Self.last).contains($0.value) })
            else { return [] }
            return Array(key.utf8)
        }
    }

    /// The key of `text`, or `nil` when it is not made of printable ASCII and letters of
    /// the table (or starts or ends with a space).
    package func key(_ text: String) -> String? {
        text.withUTF8Bytes { bytes -> String? in
            guard let firstByte = bytes.first, firstByte != 0x20, bytes.last != 0x20 else { return nil }
            var key: [UInt8] = []
            key.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x80 {
                    guard byte &- 0x20 < 0x5F, byte != 0x27 || !dropsApostrophes else { return nil }
                    key.append(ASCIIBytes.lowercased(byte))
                    i += 1
                    continue
                }
                guard byte >= 0xC3, byte <= 0xC9, i + 1 < bytes.count, bytes[i + 1] & 0xC0 == 0x80 else { return nil }
                let value = UInt32(byte & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                guard value >= Self.first, value <= Self.last else { return nil }
                let letter = keys[Int(value - Self.first)]
                guard !letter.isEmpty else { return nil }
                key.append(contentsOf: letter)
                i += 2
            }
            return String(decoding: key, as: UTF8.self)
        }
    }
}
