import ArgumentParser
import Squramble

extension GameMode: ExpressibleByArgument {
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// None: a mode's description is its raw value. ArgumentParser's default finds that
    /// out by interpolating every case (dynamic casts, conformance lookups: 0.6 M
    /// instructions of every start-up, as `play` is reflected on every run).
    public static var allValueDescriptions: [String: String] { [:] }
}

/// A range of word lengths as typed: `6` or `5-7`.
struct LengthRange: ExpressibleByArgument, Sendable {
    var range: ClosedRange<Int>

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let low = Int(parts[0]), let high = Int(parts.last!), low >= 1, low <= high else { return nil }
        range = low...high
    }

    static var defaultValueDescription: String { "A-B" }
}

extension Difficulty: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public static var allValueStrings: [String] { ["easy", "medium", "hard", "1", "2", "3", "4", "5"] }
}

/// The options that shape a new game (`play`).
struct GameSettings: ParsableArguments {
    @Option(help: "The kind of game.")
    var mode: GameMode?

    // Numbers are taken as they come (`parsing: .unconditional`), so `-1` is refused as
    // a bad number, not mistaken for an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("How many rounds (1-1000).", valueName: "n"))
    var rounds: Int?

    @Option(help: ArgumentHelp("Word lengths, e.g. 6 or 5-7 (Unscramble: the word; Twist: the rack; Grid: the rows).", valueName: "A-B"))
    var length: LengthRange?

    @Option(help: ArgumentHelp("How hard the words are: easy (bands 1-2), medium (3), hard (4-5), or one band from 1 (very easy) to 5 (very hard).", valueName: "level"))
    var difficulty: Difficulty?

    @Option(name: .customLong("min-length"), parsing: .unconditional, help: ArgumentHelp("Twist: the shortest word that counts.", valueName: "n"))
    var minimumLength: Int?

    @Option(name: .customLong("time-limit"), parsing: .unconditional, help: ArgumentHelp("Seconds per round (default: untimed).", valueName: "seconds"))
    var timeLimit: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("The seed of the game (default: a random one). The same seed gives the same game.", valueName: "n"))
    var seed: UInt64?

    var isEmpty: Bool {
        mode == nil && rounds == nil && length == nil && difficulty == nil && minimumLength == nil && timeLimit == nil && seed == nil
    }

    func validate() throws {
        if let rounds, !(1...1000).contains(rounds) { throw ValidationError("--rounds must be 1 to 1000, not \(rounds).") }
        if let timeLimit, !(1...86_400).contains(timeLimit) { throw ValidationError("--time-limit must be 1 to 86400 seconds, not \(timeLimit).") }
        if let length, !(2...64).contains(length.range.lowerBound) || length.range.upperBound > 64 {
            throw ValidationError("--length must be within 2-64, not \(length.range.lowerBound)-\(length.range.upperBound).")
        }
        if let length, mode == .grid, length.range.count != 1 || length.range.lowerBound > 12 {
            throw ValidationError("--length for a grid is one number of rows, 2 to 12.")
        }
        if minimumLength != nil, (mode ?? .unscramble) != .twist {
            throw ValidationError("--min-length applies to --mode twist only.")
        }
    }

    /// The options of a new game with these settings.
    func options(seed defaultSeed: UInt64) -> GameOptions {
        var options = GameOptions(mode: mode ?? .unscramble, seed: seed ?? defaultSeed)
        if let rounds { options.rounds = rounds }
        if let length {
            if options.mode == .grid {
                options.gridRows = length.range.lowerBound
            } else {
                options.lengths = length.range
                if options.mode == .twist, minimumLength == nil {
                    options.minimumWordLength = min(options.minimumWordLength, length.range.lowerBound)
                }
            }
        }
        if let difficulty { options.bands = difficulty.bands.sorted() }
        if let minimumLength { options.minimumWordLength = minimumLength }
        if let timeLimit { options.timeLimit = Double(timeLimit) }
        return options
    }
}

/// How a game is shown.
struct DisplayOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: "No colour, even at a terminal (NO_COLOR does the same).")
    var noColor = false

    @Flag(help: "Write one JSON event per line instead of the game screen (for programs).")
    var json = false
}
