import Foundation
import Squramble

// Plain `Codable` views of the engine's values, shared by `play --json` events and
// the `engine` protocol. Keys are written in snake_case (see ``JSONLines``).

/// Writes one JSON value per line.
package enum JSONLines {
    package static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    package static func line(_ value: some Encodable) -> String {
        guard let data = try? encoder().encode(value) else { return #"{"v":1,"ok":false,"error":{"code":"internal","message":"could not encode the response"}}"# }
        return String(decoding: data, as: UTF8.self)
    }
}

package struct DictionaryView: Codable, Sendable {
    package var name: String
    package var language: String
    package var fingerprint: String
    package var words: Int
    package var path: String?

    package init(_ lexicon: Lexicon) {
        name = lexicon.metadata.name
        language = lexicon.metadata.language
        fingerprint = DictionaryIdentity(lexicon).fingerprint
        words = lexicon.wordCount
        path = lexicon.path
    }
}

package struct OptionsView: Codable, Sendable {
    package var mode: String
    package var rounds: Int
    package var lengths: [Int]?
    package var difficulty: [Int]
    package var minimumWordLength: Int?
    package var gridRows: Int?
    package var gridColumns: Int?
    package var gridMaxAnswers: Int?
    package var timeLimit: Double?
    package var seed: String

    package init(_ options: GameOptions) {
        mode = options.mode.rawValue
        rounds = options.rounds
        lengths = options.mode == .grid ? nil : [options.lengths.lowerBound, options.lengths.upperBound]
        difficulty = options.bands.map(\.rawValue)
        minimumWordLength = options.mode == .twist ? options.minimumWordLength : nil
        if options.mode == .grid {
            gridRows = options.gridRows; gridColumns = options.gridColumns; gridMaxAnswers = options.gridMaxAnswers
        }
        timeLimit = options.timeLimit
        seed = String(options.seed)  // as text: 64-bit seeds do not fit a JSON double
    }
}

package struct LengthCountView: Codable, Sendable {
    package var length: Int
    package var total: Int
    package var found: Int
}

package struct RoundView: Codable, Sendable {
    package var round: Int
    package var of: Int
    package var mode: String
    /// The tiles in order (Unscramble, Twist); empty in Grid.
    package var tiles: [String]
    /// The rows, top to bottom (Grid); empty otherwise.
    package var grid: [[String]]
    /// The number of letters an answer must have (Twist: at least).
    package var minimumLength: Int
    package var targetLength: Int
    package var timeLimit: Double?
    package var status: String
    package var found: [String]
    package var answers: [LengthCountView]
    package var revealed: [RevealedView]
    package var score: Int
    /// Twist only: whether a longest word was found (the round is solved; `skip` moves on).
    package var goalReached: Bool?

    package struct RevealedView: Codable, Sendable {
        var position: Int
        var letter: String
    }

    package init(_ round: Round, of rounds: Int) {
        self.round = round.number
        of = rounds
        mode = round.mode.rawValue
        tiles = round.tiles.map(\.display)
        grid = round.grid.map { $0.map(\.display) }
        minimumLength = round.minimumLength
        targetLength = round.target.length
        timeLimit = round.timeLimit
        status = RoundView.statusName(round.status)
        found = round.found.map(\.display)
        answers = round.answerCounts.map { LengthCountView(length: $0.length, total: $0.total, found: $0.found) }
        revealed = round.revealed.map { RevealedView(position: $0.position, letter: $0.letter) }
        score = round.score.total
        goalReached = round.mode == .twist ? round.isGoalReached : nil
    }

    package static func statusName(_ status: RoundStatus) -> String {
        switch status {
        case .inPlay: "in_play"
        case .solved: "solved"
        case .gaveUp: "gave_up"
        case .timedOut: "timed_out"
        }
    }
}

package struct VerdictView: Codable, Sendable {
    /// correct, another_valid_word, already_found, not_a_word, letters_not_on_offer,
    /// wrong_length, too_short, not_letters, too_long, time_up, round_over.
    package var verdict: String
    package var credited: Bool
    package var word: String?
    package var points: Int
    package var letters: [String]?
    package var expected: Int?
    package var actual: Int?
    package var reason: String?
    package var message: String

    package init(_ verdict: Verdict) {
        self.verdict = "round_over"
        credited = verdict.isCredited
        points = verdict.points
        message = verdict.description
        switch verdict {
        case .correct(let answer): self.verdict = "correct"; word = answer.display
        case .anotherValidWord(let answer): self.verdict = "another_valid_word"; word = answer.display
        case .alreadyFound(let answer): self.verdict = "already_found"; word = answer.display
        case .notAWord(let typed): self.verdict = "not_a_word"; word = typed
        case .lettersNotOnOffer(let letters): self.verdict = "letters_not_on_offer"; self.letters = letters
        case let .wrongLength(expected, actual): self.verdict = "wrong_length"; self.expected = expected; self.actual = actual
        case let .tooShort(minimum, actual): self.verdict = "too_short"; expected = minimum; self.actual = actual
        case .notLetters(let why): self.verdict = "not_letters"; reason = VerdictView.reasonName(why)
        case .timeUp: self.verdict = "time_up"
        case .roundOver: self.verdict = "round_over"
        }
    }

    /// A line too long to be an answer: refused before the engine sees it.
    package static func tooLong(bytes: Int) -> VerdictView {
        var view = VerdictView(.roundOver)
        view.verdict = "too_long"
        view.credited = false
        view.actual = bytes
        view.message = "not a word: a line of \(bytes) bytes is far too long"
        return view
    }

    package static func reasonName(_ reason: NotAWordReason) -> String {
        switch reason {
        case .empty: "empty"
        case .unreadable: "unreadable"
        case .controlCharacters: "control_characters"
        case .emoji: "emoji"
        case .digits: "digits"
        case .spaces: "spaces"
        case .punctuation: "punctuation"
        case .symbols: "symbols"
        }
    }
}

package struct HintView: Codable, Sendable {
    /// next_letter, letter_placement, answers_remaining, shuffle, refused.
    package var hint: String
    package var position: Int?
    package var letter: String?
    package var answers: [LengthCountView]?
    package var tiles: [String]?
    package var grid: [[String]]?
    package var cost: Int
    package var reason: String?
    package var message: String

    package init(_ hint: Hint, round: Round?) {
        message = hint.description
        cost = hint.kind?.cost ?? 0
        switch hint {
        case let .nextLetter(position, letter): self.hint = "next_letter"; self.position = position; self.letter = letter
        case let .letterPlacement(letter, position): self.hint = "letter_placement"; self.position = position; self.letter = letter
        case .answersRemaining(let counts):
            self.hint = "answers_remaining"
            answers = counts.map { LengthCountView(length: $0.length, total: $0.total, found: $0.found) }
        case .shuffled(let tiles):
            self.hint = "shuffle"
            if round?.mode == .grid { grid = round?.grid.map { $0.map(\.display) } } else { self.tiles = tiles.map(\.display) }
        case .refused(let why):
            self.hint = "refused"
            reason = why.rawValue
        }
    }

    package static func kindName(_ kind: HintKind) -> String {
        switch kind {
        case .nextLetter: "next_letter"
        case .letterPlacement: "letter_placement"
        case .answersRemaining: "answers_remaining"
        case .shuffle: "shuffle"
        }
    }

    package static func kind(named name: String) -> HintKind? {
        HintKind.allCases.first { kindName($0) == name }
    }
}

package struct ScoreView: Codable, Sendable {
    package var words: Int
    package var time: Int
    package var streak: Int
    package var hints: Int
    package var total: Int

    package init(_ score: ScoreBreakdown) {
        words = score.words; time = score.time; streak = score.streak; hints = score.hints; total = score.total
    }
}

package struct RoundResultView: Codable, Sendable {
    package var round: Int
    package var status: String
    package var target: String
    package var found: [String]
    package var missed: [String]
    /// Short definitions of the target and missed words, where the program has them (HTTP only).
    package var definitions: [String: String]?
    package var score: ScoreView
    package var seconds: Double

    package init(_ round: Round) {
        self.round = round.number
        status = RoundView.statusName(round.status)
        target = round.target.display
        found = round.found.map(\.display)
        missed = round.remainingAnswers.map(\.display)
        score = ScoreView(round.score)
        seconds = (round.elapsed * 10).rounded() / 10
    }
}

package struct SummaryView: Codable, Sendable {
    package var score: Int
    package var roundsPlayed: Int
    package var roundsSolved: Int
    package var wordsFound: Int
    package var hints: Int
    package var bestStreak: Int
    package var longestWord: String?
    package var seconds: Double

    package init(_ summary: GameSummary) {
        score = summary.score
        roundsPlayed = summary.roundsPlayed
        roundsSolved = summary.roundsSolved
        wordsFound = summary.wordsFound
        hints = summary.hintsTaken
        bestStreak = summary.bestStreak
        longestWord = summary.longestWord?.display
        seconds = (summary.seconds * 10).rounded() / 10
    }
}
