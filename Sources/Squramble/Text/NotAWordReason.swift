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
        if text.utf8.withContiguousStorageIfAvailable(areLatinLetters) == true { return nil }
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

    /// Whether UTF-8 `bytes` are one or more letters of the Latin scripts whose every
    /// scalar is a letter on its own: A–Z, a–z, and U+00C0–U+024F but × and ÷ (Latin-1,
    /// Latin Extended-A and B: no marks, so each scalar is a whole letter). Most keys of
    /// European languages are, and this answers them without looking up a property;
    /// anything else (`false`) is left to the full check.
    package static func areLatinLetters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x80 {
                guard (byte | 0x20) &- 0x61 < 26 else { return false }
                i += 1
                continue
            }
            guard i + 1 < bytes.count else { return false }
            let next = bytes[i + 1]
            guard next & 0xC0 == 0x80 else { return false }
            switch byte {
            case 0xC3: guard next != 0x97 && next != 0xB7 else { return false }  // U+00C0–U+00FF but × ÷
            case 0xC4...0xC8: break  // U+0100–U+023F
            case 0xC9: guard next < 0x90 else { return false }  // U+0240–U+024F
            default: return false
            }
            i += 2
        }
        return true
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
