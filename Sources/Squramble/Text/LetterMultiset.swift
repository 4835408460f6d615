/// A multiset of letters (grapheme clusters): a rack, or a word's anagram signature.
///
/// Two words are anagrams exactly when their multisets are equal, and a word can be
/// made from a rack when the rack ``contains(_:)`` the word's multiset.
///
/// ```swift
/// let rack = LetterMultiset("tset")
/// rack == LetterMultiset("test")            // true
/// rack.contains(LetterMultiset("set"))      // true
/// rack.missingLetters(for: LetterMultiset("tests"))   // ["s"]
/// ```
public struct LetterMultiset: Sendable, Hashable, CustomStringConvertible {
    /// The letters in ascending Unicode scalar order, repeated as often as they occur.
    public let sortedLetters: [Character]

    /// The multiset of `letters`, in any order.
    public init<S: Sequence>(_ letters: S) where S.Element == Character {
        sortedLetters = letters.sorted(by: KeyOrder.precedes)
    }

    /// The anagram signature: the sorted letters as one string.
    public var signature: String { String(sortedLetters) }

    /// The number of letters, counting repeats.
    public var count: Int { sortedLetters.count }

    /// How many times each letter occurs.
    public var counts: [Character: Int] {
        sortedLetters.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// Whether every letter of `other` is available here, as often as `other` needs it.
    /// - Complexity: O(n + m).
    public func contains(_ other: LetterMultiset) -> Bool {
        missingLetters(for: other).isEmpty
    }

    /// The letters of `other` that this multiset cannot supply (with repeats),
    /// in sorted order. Empty when `other` fits.
    public func missingLetters(for other: LetterMultiset) -> [Character] {
        var missing: [Character] = []
        var i = sortedLetters.startIndex
        for letter in other.sortedLetters {
            while i < sortedLetters.endIndex, KeyOrder.precedes(sortedLetters[i], letter) { i += 1 }
            if i < sortedLetters.endIndex, sortedLetters[i] == letter {
                i += 1
            } else {
                missing.append(letter)
            }
        }
        return missing
    }

    /// This multiset without the letters of `other`, or `nil` when `other` does not fit.
    public func subtracting(_ other: LetterMultiset) -> LetterMultiset? {
        var remaining = sortedLetters
        for letter in other.sortedLetters {
            guard let index = remaining.firstIndex(of: letter) else { return nil }
            remaining.remove(at: index)
        }
        return LetterMultiset(remaining)
    }

    public var description: String { signature }

}
