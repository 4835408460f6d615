/// Why a piece of input is not a word at all, before any dictionary is asked.
///
/// ```swift
/// NotAWordReason.classify("c4t")      // .digits
/// NotAWordReason.classify("🙂")       // .emoji
/// NotAWordReason.classify("cat")      // nil: letters only
/// ```
public enum NotAWordReason: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Nothing but white space or invisible characters.
    case empty
    /// Replacement characters: the input was not valid text (e.g. invalid UTF-8).
    case unreadable
    /// Control characters, or unassigned or private-use code points.
    case controlCharacters
    /// Emoji.
    case emoji
    /// Digits or other numbers.
    case digits
    /// Spaces between letters.
    case spaces
    /// Punctuation: hyphens, apostrophes, full stops...
    case punctuation
    /// Other symbols: currency, maths, arrows...
    case symbols

    public var description: String {
        switch self {
        case .empty: "nothing was typed"
        case .unreadable: "the text could not be read (invalid encoding)"
        case .controlCharacters: "it contains control or unassigned characters"
        case .emoji: "emoji are not letters"
        case .digits: "digits are not letters"
        case .spaces: "a word has no spaces"
        case .punctuation: "punctuation is not a letter"
        case .symbols: "symbols are not letters"
        }
    }

    /// The reason `text` is not made of letters only, or `nil` when it is.
    /// When several reasons apply, the first in declaration order wins.
    public static func classify(_ text: String) -> NotAWordReason? {
        var found: Set<NotAWordReason> = []
        var sawLetter = false
        for character in text {
            if isLetter(character) { sawLetter = true; continue }
            for scalar in character.unicodeScalars {
                if let reason = reason(for: scalar, in: character) { found.insert(reason) }
            }
        }
        if !sawLetter && found.isSubset(of: [.spaces]) { return .empty }
        let order: [NotAWordReason] = [.unreadable, .controlCharacters, .emoji, .digits, .spaces, .punctuation, .symbols]
        if let first = order.first(where: found.contains) { return first }
        return sawLetter ? nil : .empty
    }

    /// A letter: a grapheme cluster whose first scalar is alphabetic and whose other
    /// scalars are letters, marks or joiners (an Indic conjunct is one letter).
    static func isLetter(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isAlphabetic,
              !first.properties.isEmojiPresentation else { return false }
        return scalars.dropFirst().allSatisfy { scalar in
            if scalar.properties.isAlphabetic && !scalar.properties.isEmojiPresentation { return true }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return scalar.value == 0x200D || scalar.value == 0x200C
            }
        }
    }

    private static func reason(for scalar: Unicode.Scalar, in character: Character) -> NotAWordReason? {
        let properties = scalar.properties
        if scalar.value == 0xFFFD { return .unreadable }
        if properties.isDefaultIgnorableCodePoint { return nil }
        if properties.isEmojiPresentation || (properties.isEmoji && scalar.value > 0x7F && !properties.isAlphabetic) {
            return .emoji
        }
        switch properties.generalCategory {
        case .control, .format, .unassigned, .privateUse, .surrogate:
            return .controlCharacters
        case .decimalNumber, .letterNumber, .otherNumber:
            return .digits
        case .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return .spaces
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return .punctuation
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return .symbols
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return .symbols  // a mark with no letter to sit on
        default:
            return properties.isAlphabetic ? nil : .symbols
        }
    }
}
