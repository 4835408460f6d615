@testable import Squramble
import Testing

@Suite struct HintTests {
    @Test func nextLetterRevealsInOrderThenRefuses() {
        var game = EngineFixture.game(.unscramble, target: "stone")
        for (position, letter) in ["S", "T", "O", "N", "E"].enumerated() {
            #expect(game.hint(.nextLetter) == .nextLetter(position: position, letter: letter))
        }
        #expect(game.hint(.nextLetter) == .refused(.nothingLeftToReveal))
        #expect(game.hint(.letterPlacement) == .refused(.nothingLeftToReveal))
        #expect(game.rounds[0].score.hints == 5 * Scoring.nextLetterCost)
        #expect(game.rounds[0].hintsTaken == Array(repeating: .nextLetter, count: 5))
    }

    @Test func letterPlacementRevealsAHiddenPositionAndNextLetterSkipsIt() throws {
        for seed in UInt64(0)..<30 {
            var game = EngineFixture.game(.unscramble, target: "planets", seed: seed)
            guard case let .letterPlacement(letter, position) = game.hint(.letterPlacement) else {
                Issue.record("no placement"); return
            }
            #expect(Array("PLANETS").map(String.init)[position] == letter)
            var revealed: Set<Int> = [position]
            for _ in 0..<6 {
                guard case let .nextLetter(p, l) = game.hint(.nextLetter) else { Issue.record("no next letter"); return }
                #expect(!revealed.contains(p))
                #expect(Array("PLANETS").map(String.init)[p] == l)
                revealed.insert(p)
            }
            #expect(revealed.count == 7)
            #expect(game.rounds[0].score.hints == Scoring.letterPlacementCost + 6 * Scoring.nextLetterCost)
        }
    }

    /// The letter as its tile shows it: the display form, in the language's case.
    @Test func hintsShowTheDisplayForm() {
        var game = EngineFixture.game(.unscramble, target: "café")
        for _ in 0..<3 { game.hint(.nextLetter) }
        #expect(game.hint(.nextLetter) == .nextLetter(position: 3, letter: "É"))
    }

    @Test func answersRemainingCountsByLength() throws {
        var game = EngineFixture.game(.twist, target: "planets")
        let round = try #require(game.currentRound)
        guard case .answersRemaining(let before) = game.hint(.answersRemaining) else { Issue.record("refused"); return }
        #expect(before.reduce(0) { $0 + $1.total } == round.answers.count)
        #expect(before.map(\.length) == before.map(\.length).sorted(by: >))
        game.submit("plane")
        game.submit("tap")
        guard case .answersRemaining(let after) = game.hint(.answersRemaining) else { Issue.record("refused"); return }
        #expect(after.first { $0.length == 5 }?.found == 1)
        #expect(after.first { $0.length == 3 }?.found == 1)
        #expect(after.reduce(0) { $0 + $1.remaining } == round.answers.count - 2)
        #expect(game.rounds[0].score.hints == 2 * Scoring.answersRemainingCost)
    }

    @Test func answersRemainingIsNotAnUnscrambleHint() {
        var game = EngineFixture.game(.unscramble, target: "stone")
        #expect(game.hint(.answersRemaining) == .refused(.notInThisMode))
        #expect(game.rounds[0].score.hints == 0)
        #expect(game.rounds[0].hintsTaken.isEmpty)
    }

    @Test func shuffleIsFreeAndKeepsTheScrambleRules() throws {
        var game = EngineFixture.game(.unscramble, target: "stone")
        let anagrams: Set<String> = ["stone", "notes", "tones", "onset", "seton", "steno"]
        for _ in 0..<50 {
            let before = game.currentRound?.tiles.map(\.letter)
            guard case .shuffled(let tiles) = game.shuffle() else { Issue.record("refused"); return }
            #expect(tiles.map(\.letter) != before)
            let text = tiles.map(\.letter).joined()
            #expect(!anagrams.contains(text))
            #expect(tiles.map(\.letter).sorted() == ["e", "n", "o", "s", "t"])
            #expect(Scrambler.moved(tiles, from: game.rounds[0].targetLetters) == 5)
            #expect(game.currentRound?.tiles == tiles)
        }
        #expect(game.rounds[0].score.hints == 0)
        #expect(game.rounds[0].hintsTaken.isEmpty)
    }

    @Test func gridHintsPointIntoRows() throws {
        var game = EngineFixture.game(.grid, target: "stone")
        let before = try #require(game.currentRound).grid
        #expect(game.hint(.nextLetter) == .nextLetter(position: 0, letter: "S"))
        #expect(game.hint(.nextLetter) == .nextLetter(position: 1, letter: "T"))
        guard case .answersRemaining(let counts) = game.hint(.answersRemaining) else { Issue.record("refused"); return }
        #expect(counts.map(\.length) == [5])
        game.shuffle()
        let after = try #require(game.currentRound).grid
        #expect(zip(before, after).allSatisfy { Set($0) == Set($1) })
        #expect(game.rounds[0].score.hints == 2 * Scoring.nextLetterCost + Scoring.answersRemainingCost)
    }

    @Test(arguments: HintKind.allCases)
    func noHintAfterTheRound(kind: HintKind) {
        var game = EngineFixture.game(.twist, target: "planets")
        game.giveUp()
        #expect(game.hint(kind) == .refused(.roundOver))
    }
}

@Suite struct RoundScoreTests {
    @Test func solvedRoundsEarnTimeAndStreak() throws {
        var options = GameOptions(mode: .unscramble, seed: 11)
        options.rounds = 4
        var game = try Game(lexicon: EngineFixture.lexicon, options: options, scoring: EngineFixture.scoring)
        var expectedStreak = [0, 10, 0, 0]
        for index in 0..<4 {
            let round = try #require(game.currentRound)
            if index == 2 {
                game.giveUp(elapsed: 3)
                expectedStreak[2] = 0
            } else {
                game.hint(.nextLetter, elapsed: 1)
                #expect(game.submit(round.target.key, elapsed: 12.6) == .correct(round.target))
                let score = game.rounds[index].score
                #expect(score.words == round.target.points)
                #expect(score.time == 48)
                #expect(score.streak == expectedStreak[index])
                #expect(score.hints == 20)
                #expect(score.total == round.target.points + 48 + expectedStreak[index] - 20)
            }
            game.nextRound()
        }
        #expect(game.isOver)
        #expect(game.currentRound == nil)
        #expect(game.score == game.rounds.reduce(0) { $0 + $1.score.total })
        let summary = game.summary
        #expect(summary.roundsPlayed == 4 && summary.roundsSolved == 3 && summary.bestStreak == 2)
        #expect(summary.hintsTaken == 3)
    }

    @Test func timedRoundBonusIsSecondsLeft() {
        var game = EngineFixture.game(.unscramble, target: "stone") { $0.timeLimit = 90 }
        game.submit("stone", elapsed: 30.2)
        #expect(game.rounds[0].score.time == 59)
    }
}

@Suite struct TileTests {
    /// Tiles are whole grapheme clusters in NFC, from the display form (café → É), in
    /// the language's case; a letter the key spells with two is one tile (straße → ß
    /// for ss).
    @Test(arguments: [("café", ["C", "A", "F", "\u{C9}"]), ("naïve", ["N", "A", "\u{CF}", "V", "E"]),
                      ("straße", ["S", "T", "R", "A", "ß", "E"])])
    func tilesAreNFCGraphemes(word: String, letters: [String]) throws {
        let round = EngineFixture.round(.unscramble, target: word)
        #expect(round.targetLetters.map { Array($0.display.unicodeScalars) } == letters.map { Array($0.unicodeScalars) })
        for tile in round.tiles + round.targetLetters {
            #expect(tile.display.count == 1 && tile.letter.count == (tile.display == "ß" ? 2 : 1))
            #expect(Array(tile.display.unicodeScalars) == Array(try NormalizationPolicy.standard.displayForm(for: tile.display).unicodeScalars))
        }
    }
}
