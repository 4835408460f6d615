import Squramble

/// A spelling as the rules see it: a ``SurfaceForm``, or a spelling still in the
/// builder's reading tables.
package protocol Spelling {
    var text: String { get }
    var keepsCase: Bool { get }
    /// Its letters and capitals, when they were counted already (while reading).
    var caseCounts: CaseCounts? { get }
    /// How many lines of the inputs gave it.
    var lineCount: Int { get }
}

extension Spelling {
    package var caseCounts: CaseCounts? { nil }
}

/// How many letters a spelling has, how many of them are capitals, and whether the first
/// is: what ``CaseShape/of(_:)`` asks of each spelling. Counted from the bytes of ASCII
/// text and of text of ASCII and the Latin letters U+00C0–U+024F (a table of those
/// letters' answers); from the characters of any other.
package struct CaseCounts: Sendable, Hashable {
    package var letters: UInt16 = 0
    package var capitals: UInt16 = 0
    package var startsWithCapital = false

    package init() {}

    package init(_ text: String) {
        if let counts = text.withUTF8Bytes({ Self.counts(ascii: $0) }) {
            self = counts
        } else if !countsLatin(text) {
            for character in text where character.isLetter { add(capital: character.isUppercase) }
        }
    }

    /// The counts of ASCII `bytes` in one pass, `nil` when a byte is past ASCII. The
    /// counters are plain integers, clamped once at the end (what ``add(capital:)``'s
    /// saturation gives), so the loop has one branch a byte that is a letter.
    @inline(__always)
    private static func counts(ascii bytes: UnsafeBufferPointer<UInt8>) -> CaseCounts? {
        var letters = 0, capitals = 0, startsWithCapital = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let capital = byte &- 0x41 < 26
            guard capital || byte &- 0x61 < 26 else { continue }
            if letters == 0 { startsWithCapital = capital }
            letters += 1
            capitals += capital ? 1 : 0
        }
        var counts = CaseCounts()
        counts.letters = UInt16(clamping: letters); counts.capitals = UInt16(clamping: capitals)
        counts.startsWithCapital = startsWithCapital
        return counts
    }

    /// Counts `text` if it is made of ASCII and letters of U+00C0–U+024F (two bytes of
    /// UTF-8 each), and says whether it was. In such text every character is one scalar
    /// (no mark, nothing that joins), so the table of those letters answers what
    /// `Character.isLetter` and `isUppercase` would.
    private mutating func countsLatin(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var counts = CaseCounts(), i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x80 {
                    let capital = byte &- 0x41 < 26
                    if capital || byte &- 0x61 < 26 { counts.add(capital: capital) }
                    i += 1
                    continue
                }
                guard byte >= 0xC3, byte <= 0xC9, i + 1 < bytes.count, bytes[i + 1] & 0xC0 == 0x80 else { return false }
                let value = Int(byte & 0x1F) << 6 | Int(bytes[i + 1] & 0x3F)
                guard value <= 0x24F else { return false }
                let letter = Self.latinLetters[value - 0xC0]
                if letter != 0 { counts.add(capital: letter == 2) }
                i += 2
            }
            self = counts
            return true
        }
    }

    /// For U+00C0 + i: 0 when it is not a letter, 1 for a letter, 2 for a capital (as
    /// `Character` says).
    private static let latinLetters: [UInt8] = (0xC0...0x24F).map { value in
        let character = Character(Unicode.Scalar(UInt32(value))!)
        return character.isLetter ? (character.isUppercase ? 2 : 1) : 0
    }

    @inline(__always)
    package mutating func add(capital: Bool) {
        if letters == 0 { startsWithCapital = capital }
        if letters < .max { letters += 1 }
        if capital && capitals < .max { capitals += 1 }
    }
}

extension SurfaceForm: Spelling {
    package var lineCount: Int { occurrences }
}

/// The case a word shows across the inputs that keep case: what the proper-noun and
/// abbreviation rules read.
///
/// Spellings `Brick` and `brick` are `.lowercase` (a common word), `Kelly` alone is
/// `.capitalized`, `NASA` `.allCaps`, `McCartney` and `eBay` `.innerCapitalsLong`; spellings only
/// from caseless inputs are `.unknown`.
package enum CaseShape: Sendable {
    case lowercase, capitalized, allCaps, innerCapitalsShort, innerCapitalsLong, unknown

    /// `lowercase` as soon as one form from a case-keeping input has no capital letter:
    /// `Brick` + `brick` is a common word. Otherwise the most telling capitalised form.
    ///
    /// `lowercaseKey`: the key's text when it is lowercase ASCII letters alone (the key of
    /// most spellings of most lists). A spelling of the same bytes has no capital, which
    /// the comparison tells without counting: for a spelling that is its key's own text,
    /// both are the same string.
    package static func of(_ forms: some Sequence<some Spelling>, lowercaseKey: String? = nil) -> CaseShape {
        var first: CaseShape?, capitalized = false
        for form in forms where form.keepsCase {
            if let lowercaseKey, form.text.utf8.count == lowercaseKey.utf8.count, form.text == lowercaseKey {
                return .lowercase
            }
            let counts = form.caseCounts ?? CaseCounts(form.text)
            if counts.capitals == 0 { return .lowercase }
            let shape: CaseShape
            if counts.capitals == counts.letters && counts.letters >= 2 { shape = .allCaps }
            else if counts.startsWithCapital && (counts.capitals == 1 || counts.letters <= 3) { shape = .capitalized }
            else { shape = counts.letters <= 3 ? .innerCapitalsShort : .innerCapitalsLong }
            if first == nil { first = shape }
            if shape == .capitalized { capitalized = true }
        }
        guard let first else { return .unknown }
        return capitalized ? .capitalized : first
    }
}
