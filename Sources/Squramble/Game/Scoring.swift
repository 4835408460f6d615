/// How points are earned and spent — every rule of scoring lives in this type.
///
/// **A round's score** = word points + time bonus + streak bonus − hint costs,
/// never below zero. The game's score is the sum of its rounds.
///
/// | rule | points |
/// |---|---|
/// | length | 10 per letter, plus 10 more per letter beyond the fourth |
/// | rarity | 5 × the rarity (0...3) of each letter of the word |
/// | time | when the round is solved: 1 per whole second left of the time limit; untimed rounds: 60 − whole seconds taken, not below 0 |
/// | streak | when the round is solved: 10 × (streak − 1), at most 50; the streak counts consecutive solved rounds of the game, this one included |
/// | hints | next letter −20, where a letter goes −15, answers remaining −5, shuffle free |
///
/// Every credited answer of a round earns its word points (the target, other anagrams,
/// shorter Twist words, other words through a Grid). A round is *solved* when its
/// target, or in Unscramble any anagram, is found. A Twist round is solved once any
/// longest word is found, but it goes on (every other word still earns its points)
/// until every word is found, the time is up or the player moves on; its time bonus
/// counts the seconds up to that longest word.
///
/// **Letter rarity** comes from the dictionary itself, so it fits any language: the
/// letters of an evenly spaced sample of up to 1,024 words are counted, and a letter
/// whose count is at least ¼ of the commonest letter's is 0, at least 1/12 is 1, at
/// least 1/50 is 2, and rarer (or unseen) letters are 3. In English, E and S are 0,
/// G and K are 1, X and Z are 2, J and Q are 3.
///
/// ```swift
/// let scoring = Scoring(lexicon: lexicon)           // compute once, share between games
/// scoring.wordPoints(for: Array("quiz"))            // 40 + 5 × (3 + 0 + 0 + 2)
/// ```
public struct Scoring: Sendable, Hashable {
    /// The rarity (0...3) of each letter seen in the sample, keyed by the letter's key form.
    public let rarity: [Character: Int]

    /// Points per letter of a credited word.
    public static let pointsPerLetter = 10
    /// Extra points per letter beyond ``longWordThreshold``.
    public static let pointsPerLongLetter = 10
    /// The length (in letters) beyond which each letter earns ``pointsPerLongLetter`` more.
    public static let longWordThreshold = 4
    /// Points per rarity step of each letter.
    public static let pointsPerRarity = 5
    /// The rarity of a letter the sample never saw.
    public static let maximumRarity = 3
    /// Untimed rounds: the seconds within which solving earns a time bonus.
    public static let untimedBonusSeconds = 60
    /// Streak bonus points per solved round before this one in the streak.
    public static let pointsPerStreakStep = 10
    /// The largest streak bonus a round can earn.
    public static let maximumStreakBonus = 50
    /// The cost of a ``HintKind/nextLetter`` hint.
    public static let nextLetterCost = 20
    /// The cost of a ``HintKind/letterPlacement`` hint.
    public static let letterPlacementCost = 15
    /// The cost of a ``HintKind/answersRemaining`` hint.
    public static let answersRemainingCost = 5
    /// The cost of a ``HintKind/shuffle``: none.
    public static let shuffleCost = 0

    /// The sample size used to measure letter rarity.
    public static let raritySampleSize = 1024

    /// Measures letter rarity on `lexicon` (reads at most ``raritySampleSize`` entries).
    /// Deterministic: the same dictionary always gives the same table.
    public init(lexicon: Lexicon) {
        var counts: [Character: Int] = [:]
        let total = lexicon.wordCount
        let sample = min(total, Self.raritySampleSize)
        for i in 0..<sample {
            let id = WordID(UInt32(truncatingIfNeeded: i * total / sample))
            // The key alone: a whole entry also looks up display form, frequency and band.
            guard let key = lexicon.key(id) else { continue }
            for letter in key.text { counts[letter, default: 0] += 1 }
        }
        self.init(letterCounts: counts)
    }

    /// A table from letter counts (for tests and custom scoring).
    public init(letterCounts: [Character: Int]) {
        let commonest = max(1, letterCounts.values.max() ?? 1)
        var table: [Character: Int] = [:]
        for (letter, count) in letterCounts {
            // count ≥ commonest/4, /12, /50 (in Double: no overflow for any count).
            let share = Double(max(0, count)) / Double(commonest)
            let rarity: Int
            if share >= 1.0 / 4 { rarity = 0 }
            else if share >= 1.0 / 12 { rarity = 1 }
            else if share >= 1.0 / 50 { rarity = 2 }
            else { rarity = Self.maximumRarity }
            table[letter] = rarity
        }
        rarity = table
    }

    /// The rarity (0...3) of one letter (in key form).
    public func rarity(of letter: Character) -> Int {
        rarity[letter] ?? Self.maximumRarity
    }

    /// The points a credited word earns: length plus rarity.
    public func wordPoints(for letters: [Character]) -> Int {
        let length = letters.count
        let lengthPoints = Self.pointsPerLetter * length
            + Self.pointsPerLongLetter * max(0, length - Self.longWordThreshold)
        let rarityPoints = letters.reduce(0) { $0 + Self.pointsPerRarity * rarity(of: $1) }
        return lengthPoints + rarityPoints
    }

    /// The bonus for solving a round after `elapsed` seconds.
    public static func timeBonus(elapsed: Double, timeLimit: Double?) -> Int {
        let taken = elapsed.isFinite ? max(0, elapsed) : 0
        if let timeLimit {
            let left = (timeLimit - taken).rounded(.down)
            return left > 0 && left.isFinite ? Int(min(left, 1e9)) : 0
        }
        let seconds = min(taken.rounded(.down), Double(untimedBonusSeconds))
        return untimedBonusSeconds - Int(seconds)
    }

    /// The bonus for solving a round that makes a streak of `streak` solved rounds.
    public static func streakBonus(streak: Int) -> Int {
        min(maximumStreakBonus, pointsPerStreakStep * min(max(0, streak - 1), maximumStreakBonus))
    }

    /// What a hint costs.
    public static func cost(of kind: HintKind) -> Int {
        switch kind {
        case .nextLetter: nextLetterCost
        case .letterPlacement: letterPlacementCost
        case .answersRemaining: answersRemainingCost
        case .shuffle: shuffleCost
        }
    }
}

/// A round's points, rule by rule (see ``Scoring``).
public struct ScoreBreakdown: Sendable, Hashable, Codable {
    /// Word points of every credited answer (length and rarity).
    public var words: Int = 0
    /// The time bonus, when the round was solved.
    public var time: Int = 0
    /// The streak bonus, when the round was solved.
    public var streak: Int = 0
    /// The cost of the hints taken (a positive number, subtracted).
    public var hints: Int = 0

    /// A breakdown from its parts; all zero by default.
    public init(words: Int = 0, time: Int = 0, streak: Int = 0, hints: Int = 0) {
        self.words = words; self.time = time; self.streak = streak; self.hints = hints
    }

    /// The round's score: words + time + streak − hints, never below zero.
    public var total: Int { max(0, words + time + streak - hints) }
}
