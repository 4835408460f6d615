/// A word after normalisation: what the dictionary and the engine compare.
///
/// Make one with ``NormalizationPolicy/key(for:)``. Its ``letters`` are grapheme
/// clusters, so a combining accent is never separated from its letter.
///
/// ```swift
/// let key = try NormalizationPolicy.standard.key(for: "Cafe\u{301}")
/// key.text           // "café"
/// key.letters        // ["c", "a", "f", "é"]
/// key.letterCount    // 4
/// ```
public struct MatchKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The normalised text.
    public let text: String

    /// Wraps text that is already normalised. Use ``NormalizationPolicy/key(for:)``
    /// for anything a person typed.
    public init(normalized text: String) {
        self.text = text
    }

    /// The letters of the key, as grapheme clusters.
    public var letters: [Character] { Array(text) }

    /// The number of letters (grapheme clusters).
    public var letterCount: Int { text.count }

    /// Whether the key has no letters.
    public var isEmpty: Bool { text.isEmpty }

    /// The letters as a multiset, the key's anagram signature.
    public var multiset: LetterMultiset { LetterMultiset(text) }

    /// Why this key is not a word at all, or `nil` when it is made of letters only.
    public var notAWordReason: NotAWordReason? { NotAWordReason.classify(text) }

    public static func < (lhs: MatchKey, rhs: MatchKey) -> Bool {
        KeyOrder.precedes(lhs.text, rhs.text)
    }

    public var description: String { text }
}
