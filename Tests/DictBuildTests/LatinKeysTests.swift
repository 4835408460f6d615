@testable import DictBuild
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
}
