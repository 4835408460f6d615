import Foundation
import Squramble
import SqurambleDictionaries
@testable import SqurambleServer
import Testing

/// `written` in `GET /api/v1/dictionaries`: the letters a dictionary's words are written
/// with beyond its alphabet, read from its display forms.
@Suite struct WrittenLettersTests {
    @Test func theListGivesEachDictionarysWrittenLetters() async throws {
        try await ServerFixture.withClient { client in
            let reply = try await client.get("/api/v1/dictionaries")
            let list = try #require(reply.json["dictionaries"] as? [[String: Any]])
            let spanish = try #require(list.first { $0["language"] as? String == "es" })
            let alphabet = try #require(spanish["alphabet"] as? [String])
            let written = try #require(spanish["written"] as? [String])
            #expect(alphabet.contains("ñ"), "ñ is a letter of Spanish keys")
            for vowel in ["á", "é", "í", "ó", "ú"] { #expect(written.contains(vowel), "Spanish words are written with \(vowel)") }
            #expect(Set(written).isDisjoint(with: alphabet))
            let english = try #require(list.first { $0["language"] as? String == "en" })
            #expect(english["written"] is [String])
        }
    }

    /// French folds accents and ligatures in its keys: a–z, and `œ`, `ç`, `é` written.
    @Test func frenchIsWrittenWithItsAccentsAndLigature() throws {
        let french = try Lexicon.bundled("fr")
        let written = WrittenLetters.of(french)
        for letter in ["œ", "ç", "é", "è", "à", "ê"] { #expect(written.contains(letter), "\(letter) in \(written)") }
        #expect(written.allSatisfy { $0.count == 1 && $0 == $0.lowercased() && !$0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(Set(written).isDisjoint(with: french.alphabet.map(String.init)))
        // Each one is in some word as the dictionary writes it, and a word written with
        // it is found by its folded key.
        var seen: Set<String> = []
        french.forEachEntry { entry in
            for letter in written where entry.display.lowercased().contains(letter) { seen.insert(letter) }
        }
        #expect(seen == Set(written))
        let heart = try french.policy.key(for: "cœur")
        #expect(french.contains(heart))
    }

    /// A letter of fewer than five words (a stray loanword's) is not offered.
    @Test func aLoanwordsLetterIsLeftOut() throws {
        let policy = NormalizationPolicy(foldsAccents: true)
        // A thousand words written with é, four with ñ, five with ç.
        func spelled(_ number: Int) -> String {
            var n = number, text = ""
            repeat { text.append(Character(UnicodeScalar(UInt8(97 + n % 26)))); n /= 26 } while n > 0
            return text
        }
        var displays = ["café"] + (0..<1000).map { "é" + spelled($0) } + (0..<4).map { "ñ" + spelled($0) } + (0..<5).map { "ç" + spelled($0) }
        displays = Array(Set(displays))
        var words: [LexiconWord] = []
        for display in displays { words.append(LexiconWord(key: try policy.key(for: display), display: display)) }
        let unique = Dictionary(words.map { ($0.key.text, $0) }, uniquingKeysWith: { first, _ in first }).values.sorted { $0.key.text < $1.key.text }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("written-\(UUID().uuidString).sqd").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try LexiconWriter.write(words: unique, metadata: LexiconMetadata(name: "Loans", language: "fr", policy: policy), to: path)
        let written = WrittenLetters.of(try Lexicon.open(at: path))
        #expect(written == ["ç", "é"], "\(written)")
    }
}
