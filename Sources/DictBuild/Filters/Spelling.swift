import Squramble

/// A spelling as the rules see it: a ``SurfaceForm``, or a spelling still in the
/// builder's reading tables.
protocol Spelling {
    var text: String { get }
    var keepsCase: Bool { get }
    /// Its letters and capitals, when they were counted already (while reading).
    var caseCounts: CaseCounts? { get }
}

extension Spelling {
    var caseCounts: CaseCounts? { nil }
}

/// How many letters a spelling has, how many of them are capitals, and whether the first
/// is: what ``CaseShape/of(_:)`` asks of each spelling. Counted from the bytes of
/// an ASCII line as it is read; from the text for any other.
struct CaseCounts: Sendable, Hashable {
    var letters: UInt16 = 0
    var capitals: UInt16 = 0
    var startsWithCapital = false

    init() {}

    /// The counts of an ASCII spelling (a letter: a byte in A–Z or a–z).
    @inline(__always)
    init(ascii bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes {
            let capital = byte &- 0x41 < 26
            guard capital || byte &- 0x61 < 26 else { continue }
            add(capital: capital)
        }
    }

    init(_ text: String) {
        let ascii = text.withUTF8Bytes { bytes in
            guard ASCIIBytes.areASCII(bytes) else { return false }
            self = CaseCounts(ascii: bytes)
            return true
        }
        if !ascii {
            for character in text where character.isLetter { add(capital: character.isUppercase) }
        }
    }

    @inline(__always)
    mutating func add(capital: Bool) {
        if letters == 0 { startsWithCapital = capital }
        if letters < .max { letters += 1 }
        if capital && capitals < .max { capitals += 1 }
    }
}

extension SurfaceForm: Spelling {}

/// The case a word shows across the inputs that keep case: what the proper-noun and
/// abbreviation rules read.
///
/// Spellings `Brick` and `brick` are `.lowercase` (a common word), `Kelly` alone is
/// `.capitalized`, `NASA` `.allCaps`, `McCartney` and `eBay` `.innerCapitalsLong`; spellings only
/// from caseless inputs are `.unknown`.
enum CaseShape: Sendable {
    case lowercase, capitalized, allCaps, innerCapitalsShort, innerCapitalsLong, unknown

    /// `lowercase` as soon as one form from a case-keeping input has no capital letter:
    /// `Brick` + `brick` is a common word. Otherwise the most telling capitalised form.
    static func of(_ forms: some Sequence<some Spelling>) -> CaseShape {
        var first: CaseShape?, capitalized = false
        for form in forms where form.keepsCase {
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
