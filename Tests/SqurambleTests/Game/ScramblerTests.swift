@testable import Squramble
import Testing

@Suite struct ScramblerTests {
    static func tiles(_ word: String) -> [Tile] { word.map { Tile(letter: String($0), display: String($0)) } }

    @Test(arguments: [
        ("stone", 5), ("test", 4), ("sett", 4), ("aaab", 2), ("aaaa", 0), ("aab", 2),
        ("letter", 6), ("aaabb", 4), ("ab", 2), ("café", 4),
    ])
    func maximumMoved(word: String, expected: Int) {
        #expect(Scrambler.maximumMoved(word.map(String.init)) == expected)
    }

    /// Over many seeds: never a word, never the target, and for 4+ letters every
    /// letter that can move has moved.
    @Test(arguments: ["stone", "planets", "test", "tests", "garden", "aaabb", "letter", "sett", "cat", "banana", "mississippi"])
    func scrambleRulesHoldForManySeeds(word: String) {
        let words: Set<String> = ["stone", "notes", "tones", "onset", "test", "sett", "stet", "tests", "garden",
                                  "danger", "ranged", "gander", "cat", "act", "banana", "letter", "planets"]
        let original = Self.tiles(word)
        for seed in 0..<300 {
            var random = SeededGenerator(seed: UInt64(seed))
            guard let scramble = Scrambler.scramble(original, isWord: { words.contains($0) || $0 == word }, using: &random) else {
                Issue.record("no scramble for \(word) with seed \(seed)")
                return
            }
            let text = scramble.map(\.letter).joined()
            #expect(!words.contains(text) && text != word)
            #expect(scramble.map(\.letter).sorted() == original.map(\.letter).sorted())
            if word.count >= 4 {
                #expect(Scrambler.moved(scramble, from: original) == Scrambler.maximumMoved(original.map(\.letter)))
            }
        }
    }

    @Test func graphemeClustersStayWhole() {
        // "e" + combining acute as one tile: never split from its letter.
        let original = [Tile(letter: "c", display: "c"), Tile(letter: "a", display: "a"),
                        Tile(letter: "f", display: "f"), Tile(letter: "e\u{301}", display: "e\u{301}")]
        var random = SeededGenerator(seed: 4)
        let scramble = Scrambler.scramble(original, isWord: { _ in false }, using: &random)!
        #expect(Set(scramble) == Set(original))
        #expect(scramble.allSatisfy { $0.letter.count == 1 })
    }

    @Test(arguments: ["aaaa", "a", ""])
    func impossibleScramblesGiveNil(word: String) {
        var random = SeededGenerator(seed: 1)
        #expect(Scrambler.scramble(Self.tiles(word), isWord: { $0 == word }, using: &random) == nil)
    }

    @Test func wordWhoseEveryMaximalScrambleIsAWordIsRefused() {
        // Two letters: the only other order is a word too.
        var random = SeededGenerator(seed: 1)
        #expect(Scrambler.scramble(Self.tiles("no"), isWord: { $0 == "no" || $0 == "on" }, using: &random) == nil)
    }
}
