@testable import Squramble
import Testing

/// Properties over many seeds, checked against brute force over the fixture word list.
@Suite struct ModePropertyTests {
    static let seeds = (UInt64(0)..<120).map { $0 &* 0x9E37_79B9 &+ 17 }

    static func game(_ mode: GameMode, seed: UInt64, configure: (inout GameOptions) -> Void = { _ in }) throws -> Game {
        var options = GameOptions(mode: mode, seed: seed)
        options.bands = DifficultyBand.allCases
        configure(&options)
        return try Game(lexicon: EngineFixture.lexicon, options: options, scoring: EngineFixture.scoring)
    }

    /// Plays every round of `game`, checking `check` on each, giving each up.
    static func eachRound(_ game: inout Game, _ check: (Round, Game) throws -> Void) rethrows {
        while let round = game.currentRound {
            try check(round, game)
            game.nextRound()
        }
    }

    @Test func unscrambleRounds() throws {
        for seed in Self.seeds {
            var game = try Self.game(.unscramble, seed: seed) { $0.lengths = 4...7; $0.rounds = 4 }
            var targets: Set<WordID> = []
            var families: Set<String> = []
            try Self.eachRound(&game) { round, game in
                // No target twice, nor an anagram of an earlier one (it was an answer then).
                #expect(families.insert(LetterMultiset(round.target.key).signature).inserted)
                let entry = try #require(EngineFixture.lexicon.entry(round.target.id))
                #expect(entry.isTarget)
                #expect((4...7).contains(round.target.length))
                #expect(targets.insert(round.target.id).inserted, "target repeated")
                // The scramble: same letters, not a word, every movable letter moved.
                let scramble = round.tiles.map(\.letter)
                #expect(scramble.sorted() == round.target.key.map(String.init).sorted())
                #expect(!EngineFixture.keys.contains(scramble.joined()))
                #expect(Scrambler.moved(round.tiles, from: round.targetLetters) == Scrambler.maximumMoved(scramble))
                // Every accepted answer is enumerated and every enumerated answer is accepted.
                let answers = Set(round.answers.map(\.key))
                #expect(answers == EngineFixture.bruteForceAnagrams(of: Array(round.target.key)))
                for key in answers {
                    var copy = game
                    #expect(copy.submit(key).isCredited, "\(key) refused")
                }
            }
        }
    }

    @Test func twistRounds() throws {
        for seed in Self.seeds {
            let minimum = Int(seed % 3) + 2
            var game = try Self.game(.twist, seed: seed) { $0.lengths = 6...7; $0.minimumWordLength = minimum; $0.rounds = 2 }
            Self.eachRound(&game) { round, game in
                #expect(round.minimumLength == minimum)
                let expected = EngineFixture.bruteForceSubwords(of: Array(round.target.key), minLength: minimum)
                #expect(Set(round.answers.map(\.key)) == expected)
                #expect(round.answers.count == expected.count)
                #expect(!EngineFixture.keys.contains(round.tiles.map(\.letter).joined()))
                // Longest first, grouped by length.
                #expect(round.answers.map(\.length) == round.answers.map(\.length).sorted(by: >))
                // Credit every answer, shortest first: the first longest word reaches the
                // goal, and the round goes on until the last word ends it as solved.
                var copy = game
                var earned = 0
                let shortestFirst = Array(round.answers.reversed())
                let goal = shortestFirst.firstIndex { $0.length == round.longestAnswerLength }!
                for (index, answer) in shortestFirst.enumerated() {
                    #expect(copy.currentRound?.isOver == false)
                    let verdict = copy.submit(answer.display, elapsed: Double(index))
                    #expect(verdict.isCredited, "\(answer.key) refused")
                    earned += verdict.points
                    #expect(copy.rounds.last?.goalReachedAt == (index >= goal ? Double(goal) : nil))
                }
                #expect(copy.rounds.last?.status == .solved)
                #expect(copy.rounds.last?.score.words == earned)
                // A longest word alone reaches the goal; the round goes on, and moving on
                // ends it as solved, with the time bonus of the moment of the goal.
                var direct = game
                #expect(direct.submit(round.answers[0].key, elapsed: 5).isCredited)
                #expect(direct.rounds.last?.status == .inPlay)
                #expect(direct.rounds.last?.goalReachedAt == 5)
                if round.answers.count > 1 { #expect(direct.submit(round.answers[1].key, elapsed: 20).isCredited) }
                direct.giveUp(elapsed: 30)
                #expect(direct.rounds.last?.status == .solved)
                #expect(direct.rounds.last?.score.time == Scoring.timeBonus(elapsed: 5, timeLimit: nil))
                // Without the goal, giving up is giving up.
                var none = game
                none.giveUp(elapsed: 1)
                #expect(none.rounds.last?.status == .gaveUp)
            }
        }
    }

    @Test func gridRounds() throws {
        for seed in Self.seeds {
            let columns = Int(seed % 3) + 2
            let limit = Int(seed % 5) + 1
            var game = try Self.game(.grid, seed: seed) {
                $0.gridRows = 5; $0.gridColumns = columns; $0.gridMaxAnswers = limit; $0.rounds = 2
            }
            Self.eachRound(&game) { round, game in
                let rows = round.grid.map { $0.map(\.letter) }
                #expect(rows.count == 5)
                for (r, row) in rows.enumerated() {
                    #expect(row.count == columns)
                    #expect(Set(row).count == columns, "repeated letter in row \(r)")
                    #expect(row.contains(String(Array(round.target.key)[r])))
                }
                let expected = EngineFixture.bruteForceGrid(rows)
                #expect(Set(round.answers.map(\.key)) == expected)
                #expect(round.answers.count <= limit)
                #expect(expected.contains(round.target.key))
                for answer in round.answers {
                    var copy = game
                    #expect(copy.submit(answer.key).isCredited)
                }
                for path in GridVerdictTests.paths(rows).prefix(200) where !expected.contains(path) {
                    var copy = game
                    #expect(copy.submit(path) == .notAWord(path))
                }
            }
        }
    }

    /// Targets are drawn uniformly, and a round hides the best word of the drawn
    /// target's letters: over many seeds every rack of matching targets comes up about as
    /// often as it has matching targets (STALE, SLATE, STEAL and LEAST: four times as
    /// often as BREAD), and its hidden word is the most frequent of them.
    @Test func targetsAreUniform() throws {
        let matching = EngineFixture.lines.filter { $0.band != nil && $0.key.letterCount == 5 }
        let rack = { (key: String) in String(key.sorted()) }
        let weights = Dictionary(grouping: matching, by: { rack($0.key.text) }).mapValues(\.count)
        var counts: [String: Int] = [:]
        let games = 4000
        for seed in 0..<games {
            let game = try Self.game(.unscramble, seed: UInt64(seed)) { $0.lengths = 5...5; $0.rounds = 1 }
            let target = game.rounds[0].target
            counts[rack(target.key), default: 0] += 1
            let sameLetters = matching.filter { rack($0.key.text) == rack(target.key) }
            let best = sameLetters.map { $0.frequency ?? 0 }.max() ?? 0
            #expect(EngineFixture.lexicon.entry(target.id)?.frequency ?? 0 == best, "\(target.key) is not the most frequent of its letters")
        }
        #expect(Set(counts.keys) == Set(weights.keys))
        let chi2 = weights.reduce(0.0) { sum, item in
            let expected = Double(games) * Double(item.value) / Double(matching.count)
            let seen = Double(counts[item.key] ?? 0)
            return sum + (seen - expected) * (seen - expected) / expected
        }
        // Generous: the 99.99th percentile of chi-squared for ~40 degrees of freedom is about 85.
        #expect(chi2 < 90, "counts \(counts)")
    }

    @Test func noTargetRepeatsAndTheGameEndsWhenTargetsRunOut() throws {
        let fourLetterTargets = EngineFixture.lines.filter { $0.band != nil && $0.key.letterCount == 4 }.count
        var game = try Self.game(.unscramble, seed: 5) { $0.lengths = 4...4; $0.rounds = 50 }
        var targets: [String] = []
        while let round = game.currentRound {
            targets.append(round.target.key)
            game.submit(round.target.key)
            game.nextRound()
        }
        #expect(targets.count == Set(targets).count)
        #expect(targets.count == fourLetterTargets)
        #expect(game.state.ranOutOfTargets)
        #expect(game.isOver && game.nextRound() == nil)
    }

    @Test func bandsAreRespected() throws {
        for band in DifficultyBand.allCases {
            let available = EngineFixture.lines.filter { $0.band == band }.count
            guard available > 0 else { continue }
            var game = try Self.game(.unscramble, seed: 9) { $0.bands = [band]; $0.lengths = 2...12; $0.rounds = 3 }
            Self.eachRound(&game) { round, _ in
                #expect(EngineFixture.lexicon.entry(round.target.id)?.band == band)
            }
        }
    }
}
