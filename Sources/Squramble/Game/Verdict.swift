/// A word a round accepts: one of its answers.
public struct Answer: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The word's id in the dictionary.
    public var id: WordID
    /// The match key (what a player's input is compared with).
    public var key: String
    /// The display form (NFC, as tiles show it).
    public var display: String
    /// The number of letters (grapheme clusters of the key).
    public var length: Int
    /// What the word is worth (``Scoring/wordPoints(for:)``), before time, streak and hints.
    public var points: Int

    /// An answer from its parts.
    public init(id: WordID, key: String, display: String, length: Int, points: Int) {
        self.id = id; self.key = key; self.display = display; self.length = length; self.points = points
    }

    public var description: String { display }
}

/// What the engine says about one typed answer, and why.
///
/// A verdict never throws and never traps, whatever was typed (invalid UTF-8 decoded
/// with replacement characters, control characters, a megabyte of text, emoji).
///
/// ```swift
/// switch game.submit("stone") {
/// case .correct(let word): print("Yes! \(word.display) +\(word.points)")
/// case .anotherValidWord(let word): print("\(word.display) is a word too, +\(word.points)")
/// case .lettersNotOnOffer(let letters): print("No \(letters.joined(separator: ", ")) on offer")
/// default: print(verdict)
/// }
/// ```
public enum Verdict: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The round's target word. Credited.
    case correct(Answer)
    /// A valid answer that is not the target (another anagram, a shorter Twist word,
    /// another word through the grid). Credited.
    case anotherValidWord(Answer)
    /// This answer was already credited in this round. Nothing changes.
    case alreadyFound(Answer)
    /// Made of letters on offer, of a valid length, but not a word of the dictionary.
    case notAWord(String)
    /// Uses letters the round does not offer, or more often than offered (in Grid:
    /// a letter not in its row). Each such letter is listed once, in the order typed,
    /// in key form.
    case lettersNotOnOffer([String])
    /// The answer must have exactly `expected` letters (Unscramble, Grid).
    case wrongLength(expected: Int, actual: Int)
    /// The answer has fewer letters than the round's minimum (Twist).
    case tooShort(minimum: Int, actual: Int)
    /// Not letters at all: digits, emoji, punctuation, spaces, nothing typed...
    case notLetters(NotAWordReason)
    /// The round's time limit had passed; the round is now over.
    case timeUp
    /// No round is in play (it was solved, given up or timed out, or the game is over).
    case roundOver

    /// Whether the answer was credited just now.
    public var isCredited: Bool {
        switch self {
        case .correct, .anotherValidWord: true
        default: false
        }
    }

    /// The credited answer, if any.
    public var creditedAnswer: Answer? {
        switch self {
        case .correct(let answer), .anotherValidWord(let answer): answer
        default: nil
        }
    }

    /// The points this verdict added to the round's word points.
    public var points: Int { creditedAnswer?.points ?? 0 }

    /// A short, readable line for a player.
    public var description: String {
        switch self {
        case .correct(let answer): "correct: \(answer.display) (+\(answer.points))"
        case .anotherValidWord(let answer): "another valid word: \(answer.display) (+\(answer.points))"
        case .alreadyFound(let answer): "already found: \(answer.display)"
        case .notAWord(let typed): "not a word: \(typed)"
        case .lettersNotOnOffer(let letters): "letters not on offer: \(letters.joined(separator: " "))"
        case let .wrongLength(expected, actual): "wrong length: \(actual) letters, the answer has \(expected)"
        case let .tooShort(minimum, actual): "too short: \(actual) letters, words need at least \(minimum)"
        case .notLetters(let reason): "not letters: \(reason)"
        case .timeUp: "time is up"
        case .roundOver: "the round is over"
        }
    }
}
