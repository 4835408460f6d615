import Foundation
import Squramble

/// The letters a dictionary's words are written with beyond its alphabet: those its keys
/// fold away (French `é`, `œ`, `ç`; Spanish `á`; German `ß` where it folds to `ss`), read
/// from its display forms, so an on-screen keyboard can offer them. Typing them is never
/// needed (a key folds them the same way), but a player writes `cœur` as it is written.
///
/// ```swift
/// WrittenLetters.of(try Lexicon.bundled("fr"))   // ["à", "â", "ç", "è", "é", …, "œ"]
/// ```
package enum WrittenLetters {
    /// A letter is kept when at least this many words are written with it: not the
    /// letter of a stray loanword or two (`å` in English's `smörgåsbord`).
    static let minimumWords = 5

    /// The letters, lowercase (by the language's rules), NFC, sorted; ASCII letters and
    /// letters of the alphabet are left out.
    package static func of(_ lexicon: Lexicon) -> [String] {
        let alphabet = Set(lexicon.alphabet.map(String.init))
        let locale = Locale(identifier: lexicon.metadata.language.isEmpty ? "en" : lexicon.metadata.language)
        var wordsWith: [String: Int] = [:]
        var lowered: [Character: String?] = [:]
        lexicon.forEachDisplayForm { _, display in
            guard display.utf8.contains(where: { $0 >= 0x80 }) else { return }
            var letters: Set<String> = []
            for character in display where !character.isASCII && character.isLetter {
                let lower: String?
                if let known = lowered[character] {
                    lower = known
                } else {
                    let text = String(character).lowercased(with: locale).precomposedStringWithCanonicalMapping
                    lower = text.count == 1 && !alphabet.contains(text) ? text : nil
                    lowered[character] = lower
                }
                if let lower { letters.insert(lower) }
            }
            for letter in letters { wordsWith[letter, default: 0] += 1 }
        }
        return wordsWith.filter { $0.value >= minimumWords }.keys.sorted()
    }
}
