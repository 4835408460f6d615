@testable import DictBuild
@testable import SqurambleBuilder
import Squramble
import Testing

/// Keys made letter by letter from the table are the keys ICU makes, for every letter of
/// the table alone and in words, under the policies of the bundled languages.
@Suite struct LatinKeysTests {
    static let policies: [NormalizationPolicy] = [
        NormalizationPolicy(foldsAccents: false, locale: "en"),
        NormalizationPolicy(foldsAccents: true, locale: "es"),
        NormalizationPolicy(foldsAccents: false, locale: "fr"),
        NormalizationPolicy(foldsAccents: true, locale: "de"),
        NormalizationPolicy(foldsAccents: false, locale: "pt"),
        NormalizationPolicy(foldsAccents: true, locale: "fr"),
        NormalizationPolicy(foldsAccents: true, locale: "it"),
    ]

    @Test(arguments: policies)
    func everyLetterAloneAndInWords(_ policy: NormalizationPolicy) throws {
        let table = LatinKeys(policy)
        var fast = 0
        for value in 0xC0...0x24F {
            let letter = String(Unicode.Scalar(value)!)
            for text in [letter, "a" + letter + "b", letter.uppercased() + "x" + letter, "l'" + letter, "x y" + letter] {
                guard let key = table.key(text) else { continue }
                fast += 1
                #expect(key == (try policy.key(for: text)).text, "\(text)")
            }
        }
        // Most letters take the table (not after an apostrophe where keys drop it).
        #expect(fast > (policy.dropsApostrophes ? 1_100 : 1_500))
    }

    @Test(arguments: ["Ñandú", "Ação", "Straße", "Œuvre", "cœur", "ÆQUO", "aujourd'hui", "L’Homme", "po'", "'", "dell\u{02BC}anno", "ĳssel", "ŉ", "ǅemal", " café", "café ", "e\u{301}"])
    func wordsAgreeWithICU(_ text: String) throws {
        for policy in Self.policies {
            let keys = KeyMaker(policy: policy)
            let expected = try? policy.key(for: text)
            #expect(keys.key(text) == expected.flatMap { $0.isEmpty ? nil : $0.text }, "\(text) under \(policy)")
        }
    }

    /// Text of printable ASCII and the letters of U+00C0–U+024F is shown as it is, and
    /// that is what ICU makes of it too; text outside that goes through ICU.
    @Test func plainLatinDisplayTextIsItsNFC() {
        let policy = NormalizationPolicy(foldsAccents: false, locale: "fr")
        var plain = 0
        for value in 0xA0...0x2FF {
            let letter = String(Unicode.Scalar(value)!)
            for text in [letter, "a" + letter + "b", letter.uppercased() + "x" + letter, "l'" + letter] {
                guard DisplayForms.isPlainLatin(text) else { continue }
                plain += 1
                #expect(DisplayForms.normalizedDisplayText(text, policy: policy) == text, "\(text)")
            }
        }
        #expect(plain > 1500)
    }

    @Test(arguments: [" café", "café ", "e\u{301}", "ca\u{AD}fé", "\u{0250}", "tab\tbé", "é\u{200B}"])
    func notPlainLatin(_ text: String) {
        #expect(!DisplayForms.isPlainLatin(text))
    }

    /// Letters and capitals counted from the bytes of ASCII and Latin letters are those
    /// the characters give, for every letter of U+00A0–U+02FF in words.
    @Test func caseCountsOfLatinTextAgreeWithCharacters() {
        for value in 0xA0...0x2FF {
            let letter = String(Unicode.Scalar(value)!)
            for text in [letter, "a" + letter + "b", letter.uppercased() + "x" + letter, "L'" + letter + "1"] {
                var expected = CaseCounts()
                for character in text where character.isLetter { expected.add(capital: character.isUppercase) }
                #expect(CaseCounts(text) == expected, "\(text)")
            }
        }
    }

    /// The one-pass count of ASCII text gives what the characters give, for every ASCII
    /// byte between letters; and `CaseShape.of` answers the same with the shortcut for a
    /// spelling equal to its lowercase key as by counting every spelling.
    @Test func asciiCaseCountsAndTheLowercaseKeyShortcut() {
        let words = ["", "a", "A", "kelly", "Kelly", "NASA", "eBay", "McCartney", "it's", "U.S.", "x1Y", "\u{212A}elly"]
        for text in words + (0..<128).map({ "a" + String(Unicode.Scalar(UInt8($0))) + "B" }) {
            var expected = CaseCounts()
            for character in text where character.isLetter { expected.add(capital: character.isUppercase) }
            #expect(CaseCounts(text) == expected, "\(text)")
        }
        let spellingLists = [["Kelly"], ["kelly"], ["Kelly", "kelly"], ["KELLY", "Kelly"], ["kelly\u{301}"], ["\u{212A}elly"], ["KE"]]
        for texts in spellingLists {
            for keepsCase in [true, false] {
                let forms = texts.map { SurfaceForm(text: $0, firstSeen: SourceLocation(file: "w", line: 1), occurrences: 1, keepsCase: keepsCase) }
                #expect(CaseShape.of(forms, lowercaseKey: "kelly") == CaseShape.of(forms), "\(texts)")
            }
        }
        #expect(CaseShape.of([SurfaceForm(text: "kelly", firstSeen: SourceLocation(file: "w", line: 1), occurrences: 1, keepsCase: true)],
                             lowercaseKey: "kelly") == .lowercase)
    }
}
