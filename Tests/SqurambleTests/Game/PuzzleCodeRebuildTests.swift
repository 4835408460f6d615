import Foundation
@testable import Squramble
import SqurambleEnglish
import Testing

/// A code outlives a rebuild of its dictionary: the bundled English file is rebuilt in
/// memory with one target fewer and one more (a new checksum), and the code made before
/// deals the same letters after.
@Suite struct PuzzleCodeRebuildTests {
    static let english = try! Lexicon.english()

    /// Every word of `lexicon` as the writer takes it.
    static func words(of lexicon: Lexicon) -> [LexiconWord] {
        (0..<lexicon.wordCount).compactMap { lexicon.entry(WordID(UInt32($0))) }.map {
            LexiconWord(key: $0.key, display: $0.display, frequency: $0.frequency, isTarget: $0.isTarget, band: $0.band)
        }
    }

    static func rebuilt(_ words: [LexiconWord]) throws -> Lexicon {
        try Lexicon(bytes: try LexiconWriter.encode(words: words, metadata: english.metadata))
    }

    /// The letters each round deals, as the player sees them (key letters, in order).
    static func dealt(_ game: Game) -> [[String]] {
        var game = game
        var rows: [[String]] = []
        while let round = game.currentRound {
            rows.append(round.mode == .grid ? round.grid.flatMap { $0.map(\.letter) } : round.tiles.map(\.letter))
            game.giveUp()
            game.nextRound()
        }
        return rows
    }

    @Test(arguments: GameMode.allCases)
    func aCodeDealsTheSameLettersAfterARebuild(_ mode: GameMode) throws {
        let before = try Game(lexicon: Self.english, options: GameOptions(mode: mode, seed: 2026))
        let code = try PuzzleCode(parsing: PuzzleCode(game: before).text)
        let inCode = Set(before.state.plan!.flatMap { round in
            RoundBuilder(lexicon: Self.english, scoring: before.scoring, options: before.options).fullLengthWords(in: round)
        })
        var words = Self.words(of: Self.english)
        // One target fewer (not one of the code's words) and one more.
        let removed = try #require(words.firstIndex { $0.isTarget && !inCode.contains(Self.english.wordID(for: $0.key)!) })
        words.remove(at: removed)
        words.append(LexiconWord(key: MatchKey(normalized: "squramblez"), display: "squramblez", frequency: 200, isTarget: true, band: .easy))
        words.sort { Fixture.keyOrder($0.key.text, $1.key.text) }
        let after = try Self.rebuilt(words)
        #expect(after.checksum != Self.english.checksum)
        #expect(after.wordCount == Self.english.wordCount)

        let replay = try Game(lexicon: after, code: code)
        #expect(Self.dealt(replay) == Self.dealt(before))
        // The same dictionary gives the very same game, rounds and all.
        #expect(try Game(lexicon: Self.english, code: code).rounds == before.rounds)
    }

    @Test func aRoundWhoseWordsAreGoneIsNamedPlainly() throws {
        let before = try Game(lexicon: Self.english, options: GameOptions(mode: .unscramble, seed: 2026))
        let code = PuzzleCode(game: before)
        let builder = RoundBuilder(lexicon: Self.english, scoring: before.scoring, options: before.options)
        let gone = Set(builder.fullLengthWords(in: code.rounds[1]).compactMap { Self.english.entry($0)?.key })
        let words = Self.words(of: Self.english).filter { !gone.contains($0.key) }
        let after = try Self.rebuilt(words)
        #expect(throws: GameError.puzzleNotPlayable(rounds: [2: code.rounds[1]], dictionary: Self.english.metadata.name)) {
            try Game(lexicon: after, code: code)
        }
        let message = GameError.puzzleNotPlayable(rounds: [2: code.rounds[1]], dictionary: "English").description
        #expect(message.contains("round 2 (\(code.rounds[1]))"))
        #expect(message.contains("make no word of it"))
    }
}
