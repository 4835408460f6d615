/// The three ways to play.
public enum GameMode: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// One word per round, shown scrambled; any anagram in the dictionary solves it.
    case unscramble
    /// A rack of letters from one target; find every word of at least
    /// ``GameOptions/minimumWordLength`` letters. The round ends when a longest word is found.
    case twist
    /// Rows of letters; a word takes one letter from each row, top to bottom.
    /// One target is hidden; every valid word counts.
    case grid

    public var description: String { rawValue }
}

/// A named difficulty, as a player chooses it: which ``DifficultyBand``s targets come from.
///
/// ```swift
/// Difficulty.easy.bands          // [.veryEasy, .easy]
/// Difficulty(parsing: "4")       // .band(.hard)
/// ```
public enum Difficulty: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The two easiest bands: ``DifficultyBand/veryEasy`` and ``DifficultyBand/easy``.
    case easy
    /// The middle band, ``DifficultyBand/medium``.
    case medium
    /// The two hardest bands: ``DifficultyBand/hard`` and ``DifficultyBand/veryHard``.
    case hard
    /// Exactly one band.
    case band(DifficultyBand)

    /// The bands this difficulty draws targets from.
    public var bands: [DifficultyBand] {
        switch self {
        case .easy: [.veryEasy, .easy]
        case .medium: [.medium]
        case .hard: [.hard, .veryHard]
        case .band(let band): [band]
        }
    }

    /// Reads "easy", "medium", "hard" or a band number 1...5; `nil` for anything else.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "easy": self = .easy
        case "medium": self = .medium
        case "hard": self = .hard
        default:
            guard let number = Int(text), let band = DifficultyBand(rawValue: number) else { return nil }
            self = .band(band)
        }
    }

    public var description: String {
        switch self {
        case .easy: "easy"
        case .medium: "medium"
        case .hard: "hard"
        case .band(let band): "\(band.rawValue)"
        }
    }
}

/// Everything that decides a game, apart from the dictionary.
///
/// The same options (seed included) and the same dictionary give the same game on
/// every machine.
///
/// ```swift
/// var options = GameOptions(mode: .twist, seed: 7)
/// options.lengths = 7...7           // a 7-letter rack
/// options.minimumWordLength = 4
/// options.timeLimit = 120
/// let game = try Game(lexicon: lexicon, options: options)
/// ```
public struct GameOptions: Sendable, Hashable, Codable {
    /// The way to play; ``init(mode:seed:)`` sets the other options' defaults from it.
    public var mode: GameMode
    /// How many rounds the game has (1...1000).
    public var rounds: Int
    /// The lengths targets are chosen from (letters, i.e. grapheme clusters).
    /// Unscramble: the word's length. Twist: the rack's size. Grid: ignored, see ``gridRows``.
    public var lengths: ClosedRange<Int>
    /// The difficulty bands targets are chosen from (at least one).
    ///
    /// Targets are drawn uniformly among the dictionary's targets of ``targetLengths``
    /// in these bands. Within a game no target comes twice, nor does a word that was a
    /// full-length answer of an earlier round (e.g. SLATE after STALE).
    public var bands: [DifficultyBand]
    /// Twist: the shortest word that counts (2...the rack size).
    public var minimumWordLength: Int
    /// Grid: the number of rows, which is also the length of every answer (2...12).
    public var gridRows: Int
    /// Grid: letters per row (2...10).
    public var gridColumns: Int
    /// Grid: the most valid words a grid may hold (the hidden target included).
    /// The generator fills the grid so that there are at most this many.
    public var gridMaxAnswers: Int
    /// Seconds per round, or `nil` for untimed rounds.
    public var timeLimit: Double?
    /// The seed of everything random in the game.
    public var seed: UInt64

    /// Options with the defaults of `mode`.
    ///
    /// | mode | rounds | lengths | bands | other |
    /// |---|---|---|---|---|
    /// | unscramble | 5 | 5...7 | easy, medium | |
    /// | twist | 3 | 6...7 | easy, medium | words of 3+ letters |
    /// | grid | 3 | — | easy, medium | 5 rows × 4 letters, at most 6 answers |
    public init(mode: GameMode = .unscramble, seed: UInt64 = 0) {
        self.mode = mode
        self.seed = seed
        bands = [.veryEasy, .easy, .medium]
        minimumWordLength = 3
        gridRows = 5
        gridColumns = 4
        gridMaxAnswers = 6
        timeLimit = nil
        switch mode {
        case .unscramble: rounds = 5; lengths = 5...7
        case .twist: rounds = 3; lengths = 6...7
        case .grid: rounds = 3; lengths = 5...5
        }
    }

    /// The lengths targets are drawn from in this mode (``gridRows`` for Grid).
    public var targetLengths: ClosedRange<Int> {
        mode == .grid ? gridRows...gridRows : lengths
    }

    /// Checks every value; the error says which one is wrong and what is allowed.
    public func validate() throws(GameError) {
        func bad(_ message: String) -> GameError { .invalidOptions(message) }
        guard (1...1000).contains(rounds) else { throw bad("rounds must be 1...1000, not \(rounds)") }
        guard lengths.lowerBound >= 2, lengths.upperBound <= 64 else {
            throw bad("word lengths must be within 2...64, not \(lengths.lowerBound)...\(lengths.upperBound)")
        }
        guard !bands.isEmpty else { throw bad("choose at least one difficulty band") }
        if mode == .twist {
            guard minimumWordLength >= 2, minimumWordLength <= lengths.lowerBound else {
                throw bad("the minimum word length must be 2...\(lengths.lowerBound) (the smallest rack), not \(minimumWordLength)")
            }
        }
        if mode == .grid {
            guard (2...12).contains(gridRows) else { throw bad("grid rows must be 2...12, not \(gridRows)") }
            guard (2...10).contains(gridColumns) else { throw bad("grid columns must be 2...10, not \(gridColumns)") }
            guard (1...1000).contains(gridMaxAnswers) else {
                throw bad("the grid's answer limit must be 1...1000, not \(gridMaxAnswers)")
            }
        }
        if let timeLimit {
            guard timeLimit.isFinite, timeLimit >= 1, timeLimit <= 86_400 else {
                throw bad("the time limit must be 1...86400 seconds, not \(timeLimit)")
            }
        }
    }
}

/// Why a game could not be started or resumed. (Playing never throws: see ``Verdict``.)
public enum GameError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option is out of range; the message names it and the allowed values.
    case invalidOptions(String)
    /// The dictionary has no target of the requested lengths and bands.
    case noTargets(lengths: ClosedRange<Int>, bands: [DifficultyBand], dictionary: String)
    /// No fair puzzle could be built (e.g. a grid wider than the dictionary's alphabet).
    case cannotBuildPuzzle(String)
    /// A saved game belongs to another dictionary.
    case dictionaryMismatch(expected: DictionaryIdentity, found: DictionaryIdentity)
    /// A saved game is damaged or from an unknown version.
    case invalidSavedGame(String)
    /// A puzzle code's rounds whose letters make no word of the dictionary at hand (the
    /// words are gone from this build of it), with their letters.
    case puzzleNotPlayable(rounds: [Int: DealtLetters], dictionary: String)

    public var description: String {
        switch self {
        case .invalidOptions(let message):
            return "invalid game options: \(message)"
        case let .noTargets(lengths, bands, dictionary):
            let bandList = bands.map(\.description).joined(separator: ", ")
            return "the dictionary \(dictionary) has no target words of \(lengths.lowerBound)–\(lengths.upperBound) letters "
                + "in the bands \(bandList); choose other lengths or another difficulty"
        case .cannotBuildPuzzle(let message):
            return "no fair puzzle could be built: \(message)"
        case let .dictionaryMismatch(expected, found):
            return "this saved game was played with the dictionary \(expected), not \(found); open that dictionary to resume it"
        case .invalidSavedGame(let message):
            return "the saved game cannot be resumed: \(message)"
        case let .puzzleNotPlayable(rounds, dictionary):
            let list = rounds.keys.sorted().prefix(3).map { "round \($0) (\(rounds[$0]!))" }.joined(separator: ", ")
            let more = rounds.count > 3 ? " and \(rounds.count - 3) more" : ""
            return "this puzzle cannot be played with \(dictionary): the letters of \(list)\(more) make no word of it; "
                + "the code was made with a build of the dictionary that had such a word"
        }
    }
}
