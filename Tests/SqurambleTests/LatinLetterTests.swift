@testable import Squramble
import Testing

/// The quick answer for Latin letters agrees with the full check on every scalar of
/// U+0000–U+02FF, alone and after a letter, and on text it must leave to the full check.
@Suite struct LatinLetterShortcutTests {
    @Test(arguments: Array(0x00...0x2FF))
    func agreesWithTheFullCheck(_ value: Int) throws {
        let scalar = try #require(Unicode.Scalar(value))
        for text in [String(scalar), "a" + String(scalar), String(scalar) + "é"] {
            let quick = text.utf8.withContiguousStorageIfAvailable(NotAWordReason.areLatinLetters) ?? false
            if quick {
                // Only a text of letters may take the shortcut.
                var found = false
                for character in text where !NotAWordReason.isLetter(character) { found = true }
                #expect(!found, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) taken for letters")
            }
        }
    }

    @Test(arguments: ["", "e\u{301}", "a-b", "a b", "×", "ñandú", "Łódź", "ǅ", "ǀ"])
    func answersLikeTheFullCheck(_ text: String) {
        let quick = text.utf8.withContiguousStorageIfAvailable(NotAWordReason.areLatinLetters) ?? false
        let letters = !text.isEmpty && text.allSatisfy(NotAWordReason.isLetter)
        #expect(!quick || letters)
        #expect(NotAWordReason.classify(text) == nil || !letters)
    }
}
