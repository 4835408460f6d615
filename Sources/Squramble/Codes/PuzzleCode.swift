/// A short text that names one puzzle exactly — the letters of every round, in the order
/// they are dealt — and the language it is for.
///
/// ```
/// SQ-2508-D4WC-XB90-8SCV-0KZ4-1HBR-6GNM-6M00-T0C8
/// ```
///
/// `squramble play --code CODE`, the engine's `new` with `"code"` and a browser at
/// `/p/CODE` all deal the same letters in the same order, round after round. A code
/// carries letters rather than a seed and a dictionary's checksum, so it outlives every
/// rebuild of its dictionary: targets and answers are taken from the dictionary at hand
/// (``Game/init(lexicon:code:scoring:)``), and a round whose letters make no word of it
/// any more is named plainly (``GameError/puzzleNotPlayable(rounds:dictionary:)``).
/// The layout is in `Documentation/PuzzleCodes.md`.
public struct PuzzleCode: Sendable, Hashable, CustomStringConvertible {
    /// The layout version this library writes (the first nibble of the first byte).
    public static let version: UInt8 = 2

    /// The way the puzzle is played.
    public var mode: GameMode
    /// The language of the dictionary it was made with (its metadata's tag, e.g. `en`;
    /// empty when that dictionary named none).
    public var language: String
    /// Each round's letters, in play order.
    public var rounds: [DealtLetters]
    /// Twist: the shortest word that counts.
    public var minimumWordLength: Int
    /// The difficulty bands the game was made for: of the words a round's letters make,
    /// a target of these bands is the one the round hides.
    public var bands: [DifficultyBand]
    /// Seconds per round, or `nil` for untimed rounds.
    public var timeLimit: Double?
    /// The day whose daily puzzle this is, or `nil` for any other game.
    public var daily: CalendarDate?

    /// A code from its parts.
    public init(mode: GameMode, language: String, rounds: [DealtLetters], minimumWordLength: Int = 3,
                bands: [DifficultyBand] = GameOptions().bands, timeLimit: Double? = nil, daily: CalendarDate? = nil) {
        self.mode = mode
        self.language = language
        self.rounds = rounds
        self.minimumWordLength = minimumWordLength
        self.bands = bands.sorted()
        self.timeLimit = timeLimit
        self.daily = daily
    }

    /// The code of `game`: every round it plans, the language of its dictionary and the
    /// options that change play (twist's shortest word, the time limit).
    /// - Parameters:
    ///   - game: the game, from its first round on (its plan, or the rounds it has).
    ///   - daily: the day, when the game is that day's daily puzzle.
    public init(game: Game, daily: CalendarDate? = nil) {
        let plan = game.state.plan ?? game.rounds.map {
            DealtLetters(rows: $0.mode == .grid ? $0.grid.map { $0.map(\.letter) } : [$0.rackLetters])
        }
        self.init(mode: game.options.mode, language: game.lexicon.metadata.language, rounds: plan,
                  minimumWordLength: game.options.minimumWordLength, bands: game.options.bands,
                  timeLimit: game.options.timeLimit, daily: daily)
    }

    /// The options a game of this code is played with: its mode, rounds, lengths (those
    /// of its letters), twist's shortest word and time limit. The seed is unused: the
    /// letters are given.
    public var gameOptions: GameOptions {
        var options = GameOptions(mode: mode, seed: 0)
        options.rounds = rounds.count
        let lengths = rounds.map { $0.rows.first?.count ?? 0 }
        if let low = lengths.min(), let high = lengths.max(), mode != .grid { options.lengths = low...high }
        if mode == .twist { options.minimumWordLength = minimumWordLength }
        options.bands = bands
        if mode == .grid, let first = rounds.first {
            options.gridRows = first.rows.count
            options.gridColumns = first.rows.map(\.count).max() ?? options.gridColumns
            options.lengths = options.gridRows...options.gridRows
        }
        options.timeLimit = timeLimit
        return options
    }

    public var description: String { text }

    static let modes: [GameMode] = [.unscramble, .twist, .grid]

    /// The option fields a code may carry, as bit flags of its second byte.
    enum Field: Int {
        case minimumWordLength = 0, timeLimit, daily, bands
        var bit: UInt8 { 1 << UInt8(rawValue) }
    }

    /// The longest text ``init(parsing:)`` reads: the code of the largest game options
    /// allow (a thousand grids of 12 rows × 10 letters) fits.
    public static let longestText = 262_144
}
