import Foundation
import Squramble
import SqurambleDictionaries
import SqurambleHardening
import Testing

/// The answer fuzzer's oracle without libFuzzer: saved inputs, then 3,000 random byte
/// strings (mostly letters, some invalid UTF-8, controls, marks, full-width forms)
/// typed into games of every mode on the bundled dictionaries.
@Suite struct AnswerFuzzTests {
    static let games: [Game] = AnswerProbe.games(on: Lexicon.bundledLanguages.compactMap { try? Lexicon.bundled($0) })

    @Test(arguments: HardeningFixtures.files(in: "fuzz/answers"))
    func savedInput(_ url: URL) throws {
        AnswerProbe.probe(try HardeningFixtures.bytes(url), games: Self.games)
    }

    @Test func randomTyping() throws {
        try #require(Self.games.count == 3 * Lexicon.bundledLanguages.count && Self.games.count >= 18,
                     "each bundled dictionary (six languages) gives a game of each of the three modes")
        var rng = SplitMix(seed: 11)
        let pieces: [[UInt8]] = ["e", "s", "t", "o", "n", "a", "r", "ñ", "é", "ß", "Ｓ", "ﬁ", "\u{301}", "İ", "ı", "🙂", "1", " ", "\t", "\u{200B}", "\u{0}"].map { Array($0.utf8) }
            + [[0xFF], [0xC3], [0xE2, 0x80], [0x0A]]
        var credited = 0, verdicts = 0
        for _ in 0..<3_000 {
            var bytes: [UInt8] = [UInt8.random(in: 0...255, using: &rng)]
            for _ in 0..<Int.random(in: 0...24, using: &rng) { bytes += pieces[min(Int.random(in: 0..<pieces.count, using: &rng), Int.random(in: 0..<pieces.count, using: &rng))] }
            let judged = AnswerProbe.probe(bytes, games: Self.games)
            verdicts += judged.count
            credited += judged.filter(\.isCredited).count
        }
        // Also each round's own answers, typed in capitals: all credited.
        for (index, game) in Self.games.enumerated() {
            let answers = game.currentRound!.answers.prefix(5).map { $0.display.uppercased() }
            let judged = AnswerProbe.probe([UInt8(index)] + Array(answers.joined(separator: "\n").utf8), games: Self.games)
            #expect(judged.first?.isCredited == true, "\(answers) → \(judged)")
        }
        print("answer probe: \(verdicts) verdicts, \(credited) credited")
    }
}
