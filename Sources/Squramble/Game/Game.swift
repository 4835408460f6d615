/// Which dictionary a game, a daily puzzle or a puzzle code belongs to.
///
/// Two dictionaries with the same checksum and word count are taken to be the same file.
public struct DictionaryIdentity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The dictionary's name from its metadata, e.g. "English (SCOWL 60)".
    public var name: String
    /// The CRC-32 stored in its header.
    public var checksum: UInt32
    /// The number of words in it.
    public var wordCount: Int

    /// An identity from its parts (for instance, read back from a saved game).
    public init(name: String, checksum: UInt32, wordCount: Int) {
        self.name = name; self.checksum = checksum; self.wordCount = wordCount
    }

    /// The identity of an opened dictionary.
    public init(_ lexicon: Lexicon) {
        self.init(name: lexicon.metadata.name, checksum: lexicon.checksum, wordCount: lexicon.wordCount)
    }

    /// Whether both name the same file (names are not compared).
    public func matches(_ other: DictionaryIdentity) -> Bool {
        checksum == other.checksum && wordCount == other.wordCount
    }

    /// A short code for the dictionary: its checksum in 8 hex digits.
    public var fingerprint: String {
        let hex = String(checksum, radix: 16)
        return String(repeating: "0", count: max(0, 8 - hex.count)) + hex
    }

    public var description: String { "“\(name)” (\(wordCount) words, \(fingerprint))" }
}

/// Everything about a game in progress that needs saving: `Codable`.
///
/// ```swift
/// let saved = try JSONEncoder().encode(game.state)
/// // ... later, maybe in another process:
/// let state = try JSONDecoder().decode(GameState.self, from: saved)
/// var resumed = try Game(resuming: state, lexicon: lexicon)
/// ```
public struct GameState: Sendable, Hashable, Codable {
    /// The version of this saved form; ``Game/init(resuming:lexicon:scoring:)`` refuses others.
    public static let currentVersion = 1

    /// The version of the saved form this state was made with (``currentVersion`` when new).
    public var version: Int
    /// The options the game was started with, seed included.
    public var options: GameOptions
    /// The dictionary the game is played on; resuming needs the same one.
    public var dictionary: DictionaryIdentity
    /// The rounds started so far; the last one may be in play.
    public var rounds: [Round]
    /// Consecutive solved rounds up to now.
    public var streak: Int
    /// Set when the dictionary ran out of fresh targets before the planned rounds.
    public var ranOutOfTargets: Bool
    /// The letters every round of the game deals, planned when the game starts (what its
    /// ``PuzzleCode`` carries); `nil` only in games saved by versions before codes
    /// carried letters, whose later rounds are planned when they start.
    public var plan: [DealtLetters]?
}

/// A summary of a finished (or interrupted) game.
public struct GameSummary: Sendable, Hashable, Codable {
    /// The mode the game was played in.
    public var mode: GameMode
    /// The rounds started, the last one included even when unfinished.
    public var roundsPlayed: Int
    /// The rounds that ended solved.
    public var roundsSolved: Int
    /// The game's total score.
    public var score: Int
    /// The words credited, over all rounds.
    public var wordsFound: Int
    /// The hints taken, over all rounds.
    public var hintsTaken: Int
    /// The longest run of consecutive solved rounds.
    public var bestStreak: Int
    /// The longest credited word, if any.
    public var longestWord: Answer?
    /// The sum of each round's elapsed time, in seconds.
    public var seconds: Double
}

/// A game: a sequence of rounds on one dictionary, with a score.
///
/// `Game` is a value: copy it, send it to another task, save its ``state``. It never
/// reads the clock — pass the seconds elapsed since the round started to the calls
/// that care about time — so a seeded game is fully reproducible.
///
/// ```swift
/// let lexicon = try Lexicon.open(at: "en.sqd")
/// var game = try Game(lexicon: lexicon, options: GameOptions(mode: .unscramble, seed: 42))
/// while let round = game.currentRound {
///     print(round.letters)
///     let verdict = game.submit(readLine() ?? "", elapsed: 12.5)
///     print(verdict)
///     if game.currentRound?.isOver == true { game.nextRound() }
/// }
/// print(game.summary.score)
/// ```
///
/// The first round starts at once. When a round is over, ``nextRound()`` starts the
/// next; after the last one ``currentRound`` is `nil` and ``isOver`` is `true`.
public struct Game: Sendable {
    /// The dictionary the game plays on.
    public let lexicon: Lexicon
    /// The scoring table (letter rarity of ``lexicon``).
    public let scoring: Scoring
    /// Everything to save.
    public internal(set) var state: GameState

    /// Starts a game: checks the options and starts the first round.
    ///
    /// - Parameters:
    ///   - lexicon: the dictionary targets and answers come from.
    ///   - options: the mode, rounds, lengths, bands, time limit and seed.
    ///   - scoring: the letter rarity of `lexicon`; pass one ``Scoring`` to
    ///     many games on the same dictionary to skip measuring it each time.
    /// - Throws: ``GameError/invalidOptions(_:)``, ``GameError/noTargets(lengths:bands:dictionary:)``,
    ///   ``GameError/cannotBuildPuzzle(_:)``.
    public init(lexicon: Lexicon, options: GameOptions, scoring: Scoring? = nil) throws(GameError) {
        try options.validate()
        self.lexicon = lexicon
        self.scoring = scoring ?? Scoring(lexicon: lexicon)
        state = GameState(
            version: GameState.currentVersion, options: options, dictionary: DictionaryIdentity(lexicon),
            rounds: [], streak: 0, ranOutOfTargets: false, plan: nil
        )
        try startFirstRound()
    }

    /// Starts the game a puzzle code names: the same letters in the same order, round
    /// after round, with the options the code carries; targets and answers come from
    /// `lexicon`, so a code outlives a rebuild of its dictionary.
    ///
    /// ```swift
    /// let code = try PuzzleCode(parsing: "SQ-…")
    /// var game = try Game(lexicon: try Lexicon.open(at: "\(code.language).sqd"), code: code)
    /// ```
    /// - Throws: ``GameError/puzzleNotPlayable(rounds:dictionary:)`` when some round's
    ///   letters make no word of `lexicon` (the word is gone from this build), and the
    ///   errors of ``init(lexicon:options:scoring:)`` for its options.
    public init(lexicon: Lexicon, code: PuzzleCode, scoring: Scoring? = nil) throws(GameError) {
        let options = code.gameOptions
        try options.validate()
        self.lexicon = lexicon
        self.scoring = scoring ?? Scoring(lexicon: lexicon)
        state = GameState(
            version: GameState.currentVersion, options: options, dictionary: DictionaryIdentity(lexicon),
            rounds: [], streak: 0, ranOutOfTargets: false, plan: code.rounds
        )
        try startPlannedGame()
    }

    /// Resumes a saved game on the dictionary it was played with.
    /// - Throws: ``GameError/dictionaryMismatch(expected:found:)`` for another dictionary,
    ///   ``GameError/invalidSavedGame(_:)`` for an unknown version or a state that is not
    ///   consistent (edited or damaged: every round, word and tile is checked).
    public init(resuming state: GameState, lexicon: Lexicon, scoring: Scoring? = nil) throws(GameError) {
        guard state.version == GameState.currentVersion else {
            throw .invalidSavedGame("it is version \(state.version); this library reads version \(GameState.currentVersion)")
        }
        let identity = DictionaryIdentity(lexicon)
        guard state.dictionary.matches(identity) else {
            throw .dictionaryMismatch(expected: state.dictionary, found: identity)
        }
        try state.options.validate()
        try state.validate(against: lexicon)
        self.lexicon = lexicon
        self.scoring = scoring ?? Scoring(lexicon: lexicon)
        self.state = state
        // A game saved before tiles had one case shows them in it now.
        let letterCase = lexicon.letterCase
        for r in self.state.rounds.indices { self.state.rounds[r].show(in: letterCase) }
    }

    /// The options the game was started with.
    public var options: GameOptions { state.options }
    /// The rounds started so far, the current one last.
    public var rounds: [Round] { state.rounds }

    /// The round being played or just finished; `nil` once the game is over.
    public var currentRound: Round? {
        guard let last = state.rounds.last else { return nil }
        return isOver ? nil : last
    }

    /// Whether every round is over and no further round can start.
    public var isOver: Bool {
        guard let last = state.rounds.last else { return true }
        return last.isOver && (state.rounds.count >= state.options.rounds || state.ranOutOfTargets)
    }

    /// The game's score: the sum of its rounds' totals.
    public var score: Int { state.rounds.reduce(0) { $0 + $1.score.total } }

    /// The game so far in numbers: rounds, score, words, hints, best streak.
    public var summary: GameSummary {
        var best = 0, run = 0
        for round in state.rounds {
            if round.status == .solved { run += 1; best = max(best, run) } else if round.isOver { run = 0 }
        }
        let words = state.rounds.flatMap(\.found)
        return GameSummary(
            mode: state.options.mode,
            roundsPlayed: state.rounds.count,
            roundsSolved: state.rounds.filter { $0.status == .solved }.count,
            score: score,
            wordsFound: words.count,
            hintsTaken: state.rounds.reduce(0) { $0 + $1.hintsTaken.count },
            bestStreak: best,
            longestWord: words.max { ($0.length, $1.key) < ($1.length, $0.key) },
            seconds: state.rounds.reduce(0) { $0 + $1.elapsed }
        )
    }
}
