import Squramble

/// What an apostrophe in a spelling means in a language.
package enum ApostropheRule: Sendable, Hashable {
    /// English and most languages: the apostrophe stays in the key, and a spelling with
    /// one is a possessive (`cat's`) or a contraction (`don't`), left out.
    case possessivesAndContractions
    /// French and Italian: apostrophes are dropped from keys
    /// (``NormalizationPolicy/dropsApostrophes``), and a spelling whose part before an
    /// apostrophe is an elided word (`l'homme`, `qu'il`, `dell'anno`) is two words, left
    /// out as `elision`; `articles` lists those words (lowercase, without the
    /// apostrophe), or is `nil` when every word before an apostrophe is one (Italian).
    /// Other spellings are words (`aujourd'hui`, keyed `aujourdhui`). A spelling ending
    /// in an apostrophe is a word (Italian `po'`) only if `truncationsAreWords`;
    /// otherwise it is an elided word on its own (French `jusqu'`, `presqu'`).
    case elision(articles: Set<String>?, truncationsAreWords: Bool)

    /// The French words that elide before a vowel (`le`, `la` → `l'`; `que` → `qu'`; …).
    /// `presqu'` and `quelqu'` are left out: `presqu'île` and `quelqu'un` are words.
    package static let frenchElisions: Set<String> = ["c", "ç", "d", "j", "l", "m", "n", "s", "t", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu"]

    /// Whether `spelling` is elided words rather than one word (always `false` for
    /// ``possessivesAndContractions``).
    package func isElided(_ spelling: String) -> Bool {
        guard case .elision(let articles, let truncationsAreWords) = self,
              let apostrophe = spelling.firstIndex(where: { NormalizationPolicy.apostrophes.contains($0) }) else { return false }
        let rest = spelling[spelling.index(after: apostrophe)...]
        if rest.allSatisfy({ NormalizationPolicy.apostrophes.contains($0) }) { return !truncationsAreWords }
        guard let articles else { return true }
        return articles.contains(spelling[..<apostrophe].lowercased())
    }

    /// Whether the language drops apostrophes from keys and leaves elided forms out.
    package var elides: Bool {
        if case .elision = self { return true }
        return false
    }
}

extension ApostropheRule {
    /// Whether `text` has an apostrophe, straight or curly.
    package static func hasApostrophe(_ text: String) -> Bool {
        let (straight, maybeCurly) = text.withUTF8Bytes { bytes in (bytes.contains(0x27), bytes.contains(0xE2)) }
        return straight || (maybeCurly && text.unicodeScalars.contains("\u{2019}"))
    }
}
