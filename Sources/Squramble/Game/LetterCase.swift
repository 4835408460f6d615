import Foundation

/// The one case a dictionary's letters are shown in, on tiles and in words, chosen by
/// its language: so no tile gives away a word's capital (German nouns, names), and the
/// terminal, the engine protocol and the web page show the same letters.
///
/// Every bundled language (and any other, until one asks for another rule) shows
/// capitals, made by the language's own rules (Turkish `i` → `İ`), one letter at a
/// time: a letter whose capital is not one letter keeps its own form, so German `ß`
/// stays `ß` (its capital by the standard rule is `SS`, two tiles' worth, and `ẞ` is
/// missing from many terminal fonts). Scripts without case (Hebrew, Arabic) are
/// shown as they are.
///
/// ```swift
/// let shown = LetterCase(language: "de")
/// shown.letter("g")           // "G"
/// shown.letter("ß")           // "ß"
/// shown.word("Straße")        // "STRAßE"
/// ```
public struct LetterCase: Sendable, Hashable {
    /// The language tag the rule was chosen for (`de`, `tr`, `pt-BR`).
    public let language: String
    private let locale: Locale

    /// The case rule of `language` (a BCP 47 tag; empty means English).
    public init(language: String) {
        self.language = language
        locale = Locale(identifier: language.isEmpty ? "en" : language)
    }

    /// One letter (a grapheme cluster) as a tile shows it.
    public func letter(_ text: String) -> String {
        let upper = text.uppercased(with: locale)
        return upper.count == text.count ? upper : text
    }

    /// A word as the game shows it: each letter as ``letter(_:)`` shows it.
    public func word(_ text: String) -> String {
        text.map { letter(String($0)) }.joined()
    }

    /// `tile` showing its letter in this case.
    public func tile(_ tile: Tile) -> Tile {
        Tile(letter: tile.letter, display: letter(tile.display))
    }
}

extension Lexicon {
    /// How this dictionary's letters are shown (``LetterCase``): by its language.
    public var letterCase: LetterCase { LetterCase(language: metadata.language) }
}
