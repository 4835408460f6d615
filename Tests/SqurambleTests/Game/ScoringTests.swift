import Squramble
import Testing

@Suite struct ScoringTests {
    /// e common, q rare: counts chosen to land in each tier.
    static let scoring = Scoring(letterCounts: ["e": 1000, "s": 250, "g": 100, "k": 84, "x": 20, "j": 19, "q": 1])

    @Test(arguments: [
        ("e", 0), ("s", 0), ("g", 1), ("k", 1), ("x", 2), ("j", 3), ("q", 3), ("ž", 3),
    ] as [(Character, Int)])
    func rarityTiers(letter: Character, rarity: Int) {
        #expect(Self.scoring.rarity(of: letter) == rarity)
    }

    @Test(arguments: [
        ("ees", 30),            // 3 letters, common
        ("eess", 40),           // 4 letters
        ("eesse", 60),          // 5 letters: 50 + 10 beyond the fourth
        ("eeeeeeeee", 140),     // 9 letters: 90 + 50
        ("qes", 45),            // q adds 5 × 3
        ("gkxj", 40 + 5 * (1 + 1 + 2 + 3)),
    ])
    func wordPoints(word: String, points: Int) {
        #expect(Self.scoring.wordPoints(for: Array(word)) == points)
    }

    @Test(arguments: [
        (0.0, 60.0, 60), (10.4, 60.0, 49), (59.9, 60.0, 0), (75.0, 60.0, 0),
        (0.0, nil, 60), (12.7, nil, 48), (60.0, nil, 0), (600.0, nil, 0), (-5.0, nil, 60), (Double.nan, 30.0, 30),
    ] as [(Double, Double?, Int)])
    func timeBonus(elapsed: Double, limit: Double?, bonus: Int) {
        #expect(Scoring.timeBonus(elapsed: elapsed, timeLimit: limit) == bonus)
    }

    @Test(arguments: [(0, 0), (1, 0), (2, 10), (3, 20), (6, 50), (7, 50), (100, 50)])
    func streakBonus(streak: Int, bonus: Int) {
        #expect(Scoring.streakBonus(streak: streak) == bonus)
    }

    @Test(arguments: [(HintKind.nextLetter, 20), (.letterPlacement, 15), (.answersRemaining, 5), (.shuffle, 0)])
    func hintCosts(kind: HintKind, cost: Int) {
        #expect(kind.cost == cost)
        #expect(Scoring.cost(of: kind) == cost)
    }

    @Test(arguments: [
        (ScoreBreakdown(words: 100, time: 20, streak: 10, hints: 35), 95),
        (ScoreBreakdown(words: 10, time: 0, streak: 0, hints: 40), 0),
        (ScoreBreakdown(), 0),
    ])
    func roundTotalNeverNegative(score: ScoreBreakdown, total: Int) {
        #expect(score.total == total)
    }
}
