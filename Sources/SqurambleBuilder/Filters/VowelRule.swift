import Foundation

/// Whether a word has a vowel of its script: a word of the Latin, Greek or Cyrillic
/// script without one is read as an abbreviation written in lowercase (`gps`, `pvc`,
/// Polish `np`), which Hunspell dictionaries list as words (``Rule/targetNoVowel``).
///
/// The vowels are the letters whose base letter (without its accents: `ą`, `ő`, `ά`,
/// `ё`) is one of `a e i o u y æ ø œ ı ə`, `α ε η ι ο υ ω`, or `а е и о у ы э ю я ъ і ї є`
/// (Bulgarian `ъ` is a vowel). An `r` or `l` (`ŕ`, `ĺ`; Cyrillic `р`, `л`) between two
/// consonants counts as one too, as it carries the syllable in Czech, Slovak, Serbian,
/// Croatian and Slovene (`vlk`, `prst`, `smrt`, `крв`), where it never does in an
/// abbreviation's first or last letter (`html`, `lcd`). A word with a letter of another
/// script (Hebrew and Arabic write no short vowels; Chinese has no letters of that kind)
/// is never flagged.
///
/// ```swift
/// VowelRule.hasNoVowel("gps")    // true
/// VowelRule.hasNoVowel("prst")   // false: r between p and s
/// VowelRule.hasNoVowel("שלום")   // false: not a script the rule knows
/// ```
package enum VowelRule {
    /// A spelling from an input that keeps case written in capitals alone, of two letters
    /// or more (`BMI`), when `forms` has one and the inputs give it in at least as many
    /// lines as its lowercase spelling: the other evidence of an abbreviation that
    /// ``Rule/targetNoVowel`` takes (`bmi` listed beside `BMI`). A word a dictionary lists
    /// in more lowercase lines than capital ones is a word of its own too (Danish `alt`,
    /// everything: six lines give `alt`, two give `ALT`; `ris`, rice, beside `RIS`).
    package static func capitalsSpelling(_ forms: some Sequence<some Spelling>) -> String? {
        var capitals: (text: String, lines: Int)?, lowercaseLines = 0
        for form in forms where form.keepsCase {
            let counts = form.caseCounts ?? CaseCounts(form.text)
            if counts.capitals == 0 {
                lowercaseLines += form.lineCount
            } else if counts.letters >= 2, counts.capitals == counts.letters, form.lineCount > capitals?.lines ?? 0 {
                capitals = (form.text, form.lineCount)
            }
        }
        guard let capitals, capitals.lines >= lowercaseLines else { return nil }
        return capitals.text
    }

    /// What a letter is, for the rule.
    private enum Kind { case vowel, liquid, consonant }

    /// Whether `word` (a key: lowercase) is of the Latin, Greek or Cyrillic script and has
    /// no vowel.
    package static func hasNoVowel(_ word: String) -> Bool {
        var kinds: [Kind] = []
        for scalar in word.unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            guard let kind = kind(of: scalar) else { return false }
            if kind == .vowel { return false }
            kinds.append(kind)
        }
        guard !kinds.isEmpty else { return false }
        // A liquid between two consonants carries the syllable.
        for index in kinds.indices.dropFirst().dropLast() where kinds[index] == .liquid {
            if kinds[index - 1] != .liquid, kinds[index + 1] != .liquid { return false }
        }
        return true
    }

    /// The kind of a letter, from its base letter; `nil` for a character of another
    /// script (or not a letter), which the rule does not judge.
    private static func kind(of scalar: Unicode.Scalar) -> Kind? { table[scalar.value] }

    /// Every letter of the scripts the rule knows, by its scalar, worked out once.
    private static let table: [UInt32: Kind] = {
        let vowels = Set("aeiouyæøœıə" + "αεηιουω" + "аеиоуыэюяъіїє")
        let liquids: Set<Character> = ["r", "l", "р", "л"]
        let ranges: [ClosedRange<UInt32>] = [0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x370...0x3FF, 0x1F00...0x1FFF, 0x400...0x4FF]
        var table: [UInt32: Kind] = [:]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
            let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
            guard let letter = Character(base).lowercased().first else { continue }
            table[value] = vowels.contains(letter) ? .vowel : liquids.contains(letter) ? .liquid : .consonant
        }
        return table
    }()
}
