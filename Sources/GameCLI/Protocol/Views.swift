import Foundation
import Squramble

// Plain `Codable` views of the engine's values, shared by `play --json` events and
// the `engine` protocol. Keys are written in snake_case (see ``JSONLines``).

/// Writes one JSON value per line.
enum JSONLines {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    static func line(_ value: some Encodable) -> String {
        guard let data = try? encoder().encode(value) else { return #"{"v":1,"ok":false,"error":{"code":"internal","message":"could not encode the response"}}"# }
        return String(decoding: data, as: UTF8.self)
    }
}

struct DictionaryView: Codable, Sendable {
    var name: String
    var language: String
    var fingerprint: String
    var words: Int
    var path: String

    init(_ lexicon: Lexicon) {
        name = lexicon.metadata.name
        language = lexicon.metadata.language
        fingerprint = DictionaryIdentity(lexicon).fingerprint
        words = lexicon.wordCount
        path = lexicon.path
    }
}

struct OptionsView: Codable, Sendable {
    var mode: String
    var rounds: Int
    var lengths: [Int]?
    var difficulty: [Int]
    var minimumWordLength: Int?
    var gridRows: Int?
    var gridColumns: Int?
    var gridMaxAnswers: Int?
    var timeLimit: Double?
    var seed: String

    init(_ options: GameOptions) {
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

struct LengthCountView: Codable, Sendable {
    var length: Int
    var total: Int
    var found: Int
}

struct RoundView: Codable, Sendable {
    var round: Int
    var of: Int
    var mode: String
    /// The tiles in order (Unscramble, Twist); empty in Grid.
    var tiles: [String]
    /// The rows, top to bottom (Grid); empty otherwise.
    var grid: [[String]]
    /// The number of letters an answer must have (Twist: at least).
    var minimumLength: Int
    var targetLength: Int
    var timeLimit: Double?
    var status: String
    var found: [String]
    var answers: [LengthCountView]
    var revealed: [RevealedView]
    var score: Int
    /// Twist only: whether a longest word was found (the round is solved; `skip` moves on).
    var goalReached: Bool?

    struct RevealedView: Codable, Sendable {
        var position: Int
        var letter: String
    }

    init(_ round: Round, of rounds: Int) {
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

    static func statusName(_ status: RoundStatus) -> String {
        switch status {
        case .inPlay: "in_play"
        case .solved: "solved"
        case .gaveUp: "gave_up"
        case .timedOut: "timed_out"
        }
    }
}

struct VerdictView: Codable, Sendable {
    /// correct, another_valid_word, already_found, not_a_word, letters_not_on_offer,
    /// wrong_length, too_short, not_letters, too_long, time_up, round_over.
    var verdict: String
    var credited: Bool
    var word: String?
    var points: Int
    var letters: [String]?
    var expected: Int?
    var actual: Int?
    var reason: String?
    var message: String

    init(_ verdict: Verdict) {
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
    static func tooLong(bytes: Int) -> VerdictView {
        var view = VerdictView(.roundOver)
        view.verdict = "too_long"
        view.credited = false
        view.actual = bytes
        view.message = "not a word: a line of \(bytes) bytes is far too long"
        return view
    }

    static func reasonName(_ reason: NotAWordReason) -> String {
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

struct HintView: Codable, Sendable {
    /// next_letter, letter_placement, answers_remaining, shuffle, refused.
    var hint: String
    var position: Int?
    var letter: String?
    var answers: [LengthCountView]?
    var tiles: [String]?
    var grid: [[String]]?
    var cost: Int
    var reason: String?
    var message: String

    init(_ hint: Hint, round: Round?) {
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

    static func kindName(_ kind: HintKind) -> String {
        switch kind {
        case .nextLetter: "next_letter"
        case .letterPlacement: "letter_placement"
        case .answersRemaining: "answers_remaining"
        case .shuffle: "shuffle"
        }
    }

    static func kind(named name: String) -> HintKind? {
        HintKind.allCases.first { kindName($0) == name }
    }
}

struct ScoreView: Codable, Sendable {
    var words: Int
    var time: Int
    var streak: Int
    var hints: Int
    var total: Int

    init(_ score: ScoreBreakdown) {
        words = score.words; time = score.time; streak = score.streak; hints = score.hints; total = score.total
    }
}

struct RoundResultView: Codable, Sendable {
    var round: Int
    var status: String
    var target: String
    var found: [String]
    var missed: [String]
    var score: ScoreView
    var seconds: Double

    init(_ round: Round) {
        self.round = round.number
        status = RoundView.statusName(round.status)
        target = round.target.display
        found = round.found.map(\.display)
        missed = round.remainingAnswers.map(\.display)
        score = ScoreView(round.score)
        seconds = (round.elapsed * 10).rounded() / 10
    }
}

struct SummaryView: Codable, Sendable {
    var score: Int
    var roundsPlayed: Int
    var roundsSolved: Int
    var wordsFound: Int
    var hints: Int
    var bestStreak: Int
    var longestWord: String?
    var seconds: Double

    init(_ summary: GameSummary) {
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
