/// One letter tile as a player sees it.
///
/// A tile is one grapheme cluster — a combining accent never leaves its letter.
public struct Tile: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The letter in key form (what answers are compared with), e.g. "e".
    public var letter: String
    /// The letter as the tile shows it: taken from the word's display form (NFC),
    /// e.g. "É"; the key letter when the display form does not split letter by
    /// letter; in the one case of the dictionary's language (``LetterCase``).
    public var display: String

    /// A tile showing `display` for the key letter `letter`.
    public init(letter: String, display: String) {
        self.letter = letter; self.display = display
    }

    public var description: String { display }
}

/// Where a round stands.
public enum RoundStatus: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// Answers are being taken.
    case inPlay
    /// Solved: the target (Unscramble: any anagram; Grid: the hidden word) was found, or
    /// in Twist a longest word was found before the round ended (see ``Round/goalReachedAt``).
    case solved
    /// The player gave up.
    case gaveUp
    /// The time limit passed.
    case timedOut

    /// Whether the round takes no more answers: every status but ``inPlay``.
    public var isOver: Bool { self != .inPlay }
    public var description: String {
        switch self {
        case .inPlay: "in play"
        case .solved: "solved"
        case .gaveUp: "given up"
        case .timedOut: "time up"
        }
    }
}

/// A letter of the target that a hint revealed.
public struct RevealedLetter: Sendable, Hashable, Codable {
    /// 0-based position in the target (in Grid, the row).
    public var position: Int
    /// In display form.
    public var letter: String
}

/// One round: its puzzle, every answer it accepts, and what the player has done.
///
/// Rounds are values: reading one from ``Game/currentRound`` gives a snapshot.
/// Every accepted answer is in ``answers`` — the engine enumerates them when the
/// round starts, so a player is never refused a valid word.
///
/// ```swift
/// if let round = game.currentRound {
///     print("Round \(round.number): \(round.letters)")       // the tiles, in their order
///     print(round.answerCounts.map { "\($0.found)/\($0.total) of \($0.length)" })
/// }
/// if let done = game.rounds.last, done.isOver {
///     print("missed:", done.remainingAnswers.map(\.display))
/// }
/// ```
public struct Round: Sendable, Hashable, Codable {
    /// 1-based.
    public let number: Int
    /// The mode the round is played in.
    public let mode: GameMode
    /// The word the round was built from (Unscramble, Twist) or hides (Grid).
    public let target: Answer
    /// The tiles on offer, in their current order (Unscramble, Twist). Empty in Grid.
    public internal(set) var tiles: [Tile]
    /// The rows of a Grid, top to bottom, each in its current order. Empty otherwise.
    public internal(set) var grid: [[Tile]]
    /// The fewest letters an answer may have (Twist: the chosen minimum; otherwise
    /// the target's length).
    public let minimumLength: Int
    /// Seconds, or `nil` when untimed.
    public let timeLimit: Double?
    /// Every answer the round accepts, longest first, then in key order.
    public let answers: [Answer]
    /// The answers credited so far, in the order found.
    public internal(set) var found: [Answer]
    /// The hints taken, in order (refused hints are not listed).
    public internal(set) var hintsTaken: [HintKind]
    /// The target letters revealed by hints.
    public internal(set) var revealed: [RevealedLetter]
    /// Whether the round is in play, solved, given up or timed out.
    public internal(set) var status: RoundStatus
    /// The round's points so far, by rule.
    public internal(set) var score: ScoreBreakdown
    /// The latest elapsed time reported for the round, in seconds.
    public internal(set) var elapsed: Double
    /// Twist: when (elapsed seconds) the first longest word was found, which opens the
    /// next round; `nil` before that and in the other modes. A Twist round goes on after
    /// it until every word is found, the time is up or the player moves on, and it
    /// counts as solved however it ends; its time bonus is taken at this moment.
    public internal(set) var goalReachedAt: Double?

    /// The target's letters in order, as tiles (what hints reveal).
    public internal(set) var targetLetters: [Tile]

    /// The round's own random generator (shuffles, hints).
    var generator: SeededGenerator
    /// Answer keys → index in ``answers``; rebuilt on decoding, never saved.
    let answerIndex: [String: Int]

    init(number: Int, mode: GameMode, target: Answer, targetLetters: [Tile], tiles: [Tile], grid: [[Tile]],
         minimumLength: Int, timeLimit: Double?, answers: [Answer], generator: SeededGenerator) {
        self.number = number
        self.mode = mode
        self.target = target
        self.targetLetters = targetLetters
        self.tiles = tiles
        self.grid = grid
        self.minimumLength = minimumLength
        self.timeLimit = timeLimit
        self.answers = answers
        self.generator = generator
        found = []
        hintsTaken = []
        revealed = []
        status = .inPlay
        score = ScoreBreakdown()
        elapsed = 0
        goalReachedAt = nil
        answerIndex = Self.index(answers)
    }

    static func index(_ answers: [Answer]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(answers.count)
        for (i, answer) in answers.enumerated() { index[answer.key] = i }
        return index
    }

    enum CodingKeys: String, CodingKey {
        case number, mode, target, targetLetters, tiles, grid, minimumLength, timeLimit, answers
        case found, hintsTaken, revealed, status, score, elapsed, goalReachedAt, generator
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        number = try c.decode(Int.self, forKey: .number)
        mode = try c.decode(GameMode.self, forKey: .mode)
        target = try c.decode(Answer.self, forKey: .target)
        targetLetters = try c.decode([Tile].self, forKey: .targetLetters)
        tiles = try c.decode([Tile].self, forKey: .tiles)
        grid = try c.decode([[Tile]].self, forKey: .grid)
        minimumLength = try c.decode(Int.self, forKey: .minimumLength)
        timeLimit = try c.decodeIfPresent(Double.self, forKey: .timeLimit)
        answers = try c.decode([Answer].self, forKey: .answers)
        found = try c.decode([Answer].self, forKey: .found)
        hintsTaken = try c.decode([HintKind].self, forKey: .hintsTaken)
        revealed = try c.decode([RevealedLetter].self, forKey: .revealed)
        status = try c.decode(RoundStatus.self, forKey: .status)
        score = try c.decode(ScoreBreakdown.self, forKey: .score)
        elapsed = try c.decode(Double.self, forKey: .elapsed)
        goalReachedAt = try c.decodeIfPresent(Double.self, forKey: .goalReachedAt)
        generator = try c.decode(SeededGenerator.self, forKey: .generator)
        answerIndex = Self.index(answers)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(number, forKey: .number)
        try c.encode(mode, forKey: .mode)
        try c.encode(target, forKey: .target)
        try c.encode(targetLetters, forKey: .targetLetters)
        try c.encode(tiles, forKey: .tiles)
        try c.encode(grid, forKey: .grid)
        try c.encode(minimumLength, forKey: .minimumLength)
        try c.encodeIfPresent(timeLimit, forKey: .timeLimit)
        try c.encode(answers, forKey: .answers)
        try c.encode(found, forKey: .found)
        try c.encode(hintsTaken, forKey: .hintsTaken)
        try c.encode(revealed, forKey: .revealed)
        try c.encode(status, forKey: .status)
        try c.encode(score, forKey: .score)
        try c.encode(elapsed, forKey: .elapsed)
        try c.encodeIfPresent(goalReachedAt, forKey: .goalReachedAt)
        try c.encode(generator, forKey: .generator)
    }

    /// Shows every tile and revealed letter in `letterCase`.
    mutating func show(in letterCase: LetterCase) {
        targetLetters = targetLetters.map(letterCase.tile)
        tiles = tiles.map(letterCase.tile)
        grid = grid.map { $0.map(letterCase.tile) }
        revealed = revealed.map { RevealedLetter(position: $0.position, letter: letterCase.letter($0.letter)) }
    }

    /// Whether the round is over (solved, given up or timed out).
    public var isOver: Bool { status.isOver }

    /// Twist: whether a longest word was found, so the player may move on to the next
    /// round as solved (``Game/giveUp(elapsed:)`` then ends it as solved).
    public var isGoalReached: Bool { goalReachedAt != nil }

    /// The number of letters of the longest answer (Twist's goal).
    public var longestAnswerLength: Int { answers.first?.length ?? target.length }

    /// Answers to find and found, by length, longest first.
    public var answerCounts: [AnswerCount] {
        var totals: [Int: Int] = [:]
        var founds: [Int: Int] = [:]
        for answer in answers { totals[answer.length, default: 0] += 1 }
        for answer in found { founds[answer.length, default: 0] += 1 }
        return totals.keys.sorted(by: >).map { AnswerCount(length: $0, total: totals[$0]!, found: founds[$0] ?? 0) }
    }

    /// The answers not found yet, longest first.
    public var remainingAnswers: [Answer] {
        let foundKeys = Set(found.map(\.key))
        return answers.filter { !foundKeys.contains($0.key) }
    }

    /// The tiles as the player reads them: ``tiles`` joined, or the grid's rows.
    public var letters: String {
        mode == .grid
            ? grid.map { $0.map(\.display).joined(separator: " ") }.joined(separator: "\n")
            : tiles.map(\.display).joined(separator: " ")
    }
}
