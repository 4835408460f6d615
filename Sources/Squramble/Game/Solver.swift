/// The answers of one length.
public struct AnswerGroup: Sendable, Hashable, Codable {
    /// The length in letters every answer of the group has.
    public var length: Int
    /// In key order.
    public var answers: [Answer]
    /// A group of `answers`, all of `length` letters.
    public init(length: Int, answers: [Answer]) { self.length = length; self.answers = answers }
}

extension Round {
    /// Every answer, grouped by length, longest first (each group in key order).
    public var answerGroups: [AnswerGroup] { AnswerGroup.grouping(answers) }
}

extension AnswerGroup {
    /// Groups answers that are already longest first.
    static func grouping(_ answers: [Answer]) -> [AnswerGroup] {
        var groups: [AnswerGroup] = []
        for answer in answers {
            if groups.last?.length == answer.length {
                groups[groups.count - 1].answers.append(answer)
            } else {
                groups.append(AnswerGroup(length: answer.length, answers: [answer]))
            }
        }
        return groups
    }
}

/// Why letters could not be solved.
public enum SolveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Something other than letters (white space is allowed and ignored).
    case notLetters(NotAWordReason)
    /// More letters than ``Solver/maximumLetters``.
    case tooManyLetters(count: Int, maximum: Int)

    public var description: String {
        switch self {
        case .notLetters(let reason): "not letters: \(reason)"
        case let .tooManyLetters(count, maximum): "\(count) letters is too many: give at most \(maximum)"
        }
    }
}

/// Every word that a set of letters makes — the tool of players checking a rack and of
/// setters checking a puzzle.
///
/// ```swift
/// let solver = Solver(lexicon: lexicon)
/// for group in try solver.solve("tenalps", minimumLength: 4) {
///     print(group.length, group.answers.map(\.display))
/// }
/// try solver.solve("stone", exact: true)    // the anagrams only: notes, onset, stone, tones…
/// ```
public struct Solver: Sendable {
    /// The dictionary the words come from.
    public let lexicon: Lexicon
    /// The scoring that gives each answer its ``Answer/points``.
    public let scoring: Scoring

    /// The most letters one query may have.
    public static let maximumLetters = 32

    /// A solver for `lexicon`; without `scoring`, it measures the letter rarity of
    /// `lexicon` (see ``Scoring/init(lexicon:)``).
    public init(lexicon: Lexicon, scoring: Scoring? = nil) {
        self.lexicon = lexicon
        self.scoring = scoring ?? Scoring(lexicon: lexicon)
    }

    /// The words made of `letters` (each used at most once; white space ignored),
    /// of at least `minimumLength` letters — or, when `exact`, of all of them —
    /// grouped by length, longest first. Normalised with the dictionary's policy.
    /// - Complexity: a pruned walk of the dictionary, not a scan of every word.
    public func solve(_ letters: String, minimumLength: Int = 1, exact: Bool = false) throws(SolveError) -> [AnswerGroup] {
        let squeezed = String(letters.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        guard squeezed.utf8.count <= Self.maximumLetters * 16 else {
            throw .tooManyLetters(count: squeezed.count, maximum: Self.maximumLetters)
        }
        let key: MatchKey
        do {
            key = try lexicon.policy.key(for: squeezed)
        } catch {
            throw .notLetters(.unreadable)
        }
        if let reason = key.notAWordReason { throw .notLetters(reason) }
        let count = key.letterCount
        guard count <= Self.maximumLetters else { throw .tooManyLetters(count: count, maximum: Self.maximumLetters) }
        let ids = exact
            ? lexicon.anagrams(of: key.multiset)
            : lexicon.subanagrams(of: key.multiset, minLength: max(1, minimumLength))
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: GameOptions())
        return AnswerGroup.grouping(builder.sortedAnswers(ids))
    }
}
