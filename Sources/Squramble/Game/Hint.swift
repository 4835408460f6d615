/// The hints a player may ask for. Their costs are set in ``Scoring``.
public enum HintKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Reveals the next letter of the target, from the start (in Grid: which tile of
    /// the next row the target uses). Cost: ``Scoring/nextLetterCost``.
    case nextLetter
    /// Reveals where one letter goes: a random position of the target not yet
    /// revealed, and its letter. Cost: ``Scoring/letterPlacementCost``.
    case letterPlacement
    /// How many answers are still to find, by length (Twist and Grid only).
    /// Cost: ``Scoring/answersRemainingCost``.
    case answersRemaining
    /// Reorders the tiles (in Grid, the tiles of every row). Free.
    case shuffle

    /// What this hint costs, in points taken from the round's score.
    public var cost: Int { Scoring.cost(of: self) }

    public var description: String {
        switch self {
        case .nextLetter: "next letter"
        case .letterPlacement: "where a letter goes"
        case .answersRemaining: "answers remaining"
        case .shuffle: "shuffle"
        }
    }
}

/// How many answers of one length a round has, and how many are found.
public struct AnswerCount: Sendable, Hashable, Codable {
    /// The length in letters these answers have.
    public var length: Int
    /// How many answers of this length the round accepts.
    public var total: Int
    /// How many of them the player has found.
    public var found: Int
    /// How many are still to find: `total - found`.
    public var remaining: Int { total - found }
    /// A count for one length.
    public init(length: Int, total: Int, found: Int) {
        self.length = length; self.total = total; self.found = found
    }
}

/// Why a hint could not be given. Nothing is charged.
public enum HintRefusal: String, Sendable, Hashable, Codable, CustomStringConvertible {
    /// This hint does not exist in the round's mode (e.g. answers remaining in Unscramble).
    case notInThisMode
    /// Every letter of the target is already revealed.
    case nothingLeftToReveal
    /// No round is in play.
    case roundOver

    public var description: String {
        switch self {
        case .notInThisMode: "that hint is not available in this mode"
        case .nothingLeftToReveal: "every letter is already revealed"
        case .roundOver: "the round is over"
        }
    }
}

/// What a hint revealed. Asking never throws; a hint that cannot be given is
/// ``refused(_:)`` and costs nothing.
///
/// ```swift
/// switch game.hint(.letterPlacement, elapsed: 12) {
/// case let .letterPlacement(letter, position): print("\(letter) goes in position \(position + 1)")
/// case .refused(let reason): print("no hint: \(reason)")
/// default: break
/// }
/// ```
public enum Hint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The target's letter at `position` (0-based; in Grid the row), in display form.
    case nextLetter(position: Int, letter: String)
    /// The target's letter at `position` (0-based; in Grid the row), in display form.
    case letterPlacement(letter: String, position: Int)
    /// The answers still to find, by length, longest first.
    case answersRemaining([AnswerCount])
    /// The tiles in their new order (Unscramble, Twist) — in Grid, see ``Round/grid``.
    case shuffled([Tile])
    /// No hint was given, for the reason given; nothing is charged.
    case refused(HintRefusal)

    /// The kind of hint this answers, or `nil` when refused.
    public var kind: HintKind? {
        switch self {
        case .nextLetter: .nextLetter
        case .letterPlacement: .letterPlacement
        case .answersRemaining: .answersRemaining
        case .shuffled: .shuffle
        case .refused: nil
        }
    }

    public var description: String {
        switch self {
        case let .nextLetter(position, letter): return "letter \(position + 1) is \(letter)"
        case let .letterPlacement(letter, position): return "\(letter) goes in position \(position + 1)"
        case .answersRemaining(let counts):
            let left = counts.reduce(0) { $0 + $1.remaining }
            let parts = counts.filter { $0.remaining > 0 }.map { "\($0.remaining) of \($0.length) letters" }
            return left == 0 ? "no answers left" : "\(left) left: \(parts.joined(separator: ", "))"
        case .shuffled(let tiles): return "shuffled: \(tiles.map(\.display).joined(separator: " "))"
        case .refused(let reason): return "no hint: \(reason)"
        }
    }
}
