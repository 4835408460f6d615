import Squramble

/// Everything `squramble` remembers between games, kept per dictionary.
///
/// Stored as JSON in `stats.json` (see ``StatisticsStore``). The schema is versioned;
/// a file of a newer version is left alone, not rewritten.
package struct Statistics: Codable, Sendable, Equatable {
    package static let currentVersion = 1

    package var version = Statistics.currentVersion
    /// By dictionary fingerprint (``DictionaryIdentity/fingerprint``).
    package var dictionaries: [String: DictionaryStatistics] = [:]
}

/// The record of one dictionary.
package struct DictionaryStatistics: Codable, Sendable, Equatable {
    package var name: String
    package var wordCount: Int
    /// By mode name.
    package var modes: [String: ModeStatistics] = [:]
    /// Daily puzzles, by mode name.
    package var daily: [String: DailyStatistics] = [:]
    /// The latest games, newest last (at most ``DictionaryStatistics/historyLength``).
    package var history: [GameRecord] = []

    package static let historyLength = 100
}

/// Totals for one mode on one dictionary.
package struct ModeStatistics: Codable, Sendable, Equatable {
    package var gamesPlayed = 0
    /// Games in which every round was solved.
    package var gamesWon = 0
    package var roundsPlayed = 0
    package var roundsSolved = 0
    package var bestScore = 0
    package var totalScore = 0
    package var wordsFound = 0
    package var hintsTaken = 0
    /// The longest run of consecutive solved rounds in one game.
    package var bestRoundStreak = 0
    /// Credited words by their number of letters (keys are lengths, as text for JSON).
    package var wordsByLength: [String: Int] = [:]

    /// Games won per game played, between 0 and 1 even when a hand edit made the
    /// counts disagree.
    package var winRate: Double { gamesPlayed <= 0 ? 0 : min(1, max(0, Double(gamesWon) / Double(gamesPlayed))) }
}

/// Daily puzzles of one mode.
package struct DailyStatistics: Codable, Sendable, Equatable {
    /// Results by date (`YYYY-MM-DD`).
    package var results: [String: DailyResult] = [:]
    /// Consecutive days played, up to the latest one played.
    package var currentStreak = 0
    package var bestStreak = 0
    package var lastPlayed: String?
}

/// How a daily puzzle went: enough for the share text, no words.
package struct DailyResult: Codable, Sendable, Equatable {
    package var number: Int
    package var score: Int
    package var roundsSolved: Int
    package var rounds: Int
    package var seconds: Double
    package var hints: Int
    /// One mark per round: solved, solved with hints, not solved.
    package var marks: [RoundMark]

    /// How a daily went, field by field.
    package init(number: Int, score: Int, roundsSolved: Int, rounds: Int, seconds: Double, hints: Int, marks: [RoundMark]) {
        self.number = number; self.score = score; self.roundsSolved = roundsSolved; self.rounds = rounds
        self.seconds = seconds; self.hints = hints; self.marks = marks
    }
}

package enum RoundMark: String, Codable, Sendable {
    case solved, solvedWithHints, missed
}

/// One game in the history.
package struct GameRecord: Codable, Sendable, Equatable {
    /// When it ended, ISO 8601 in UTC.
    package var ended: String
    package var mode: String
    package var code: String
    package var score: Int
    package var rounds: Int
    package var roundsSolved: Int
    /// How it ended: finished, quit, endOfInput, interrupted.
    package var ending: String
    package var daily: String?
}

extension Statistics {
    /// Adds a finished (or interrupted) game.
    package mutating func record(_ game: Game, code: String, ending: String, ended: String, daily: DailyPuzzle?) {
        let identity = DictionaryIdentity(game.lexicon)
        var record = dictionaries[identity.fingerprint] ?? DictionaryStatistics(name: identity.name, wordCount: identity.wordCount)
        record.name = identity.name
        record.wordCount = identity.wordCount
        let summary = game.summary
        let mode = game.options.mode.rawValue
        var totals = record.modes[mode] ?? ModeStatistics()
        totals.gamesPlayed.add(1)
        // Won: the game was played to its end and every round was solved.
        if game.isOver, summary.roundsPlayed > 0, summary.roundsSolved == summary.roundsPlayed { totals.gamesWon.add(1) }
        totals.roundsPlayed.add(summary.roundsPlayed)
        totals.roundsSolved.add(summary.roundsSolved)
        totals.bestScore = max(totals.bestScore, summary.score)
        totals.totalScore.add(summary.score)
        totals.wordsFound.add(summary.wordsFound)
        totals.hintsTaken.add(summary.hintsTaken)
        totals.bestRoundStreak = max(totals.bestRoundStreak, summary.bestStreak)
        for word in game.rounds.flatMap(\.found) { totals.wordsByLength[String(word.length), default: 0].add(1) }
        record.modes[mode] = totals

        if let daily {
            var days = record.daily[mode] ?? DailyStatistics()
            let date = daily.date.description
            if days.results[date] == nil {
                days.results[date] = DailyResult(
                    number: daily.number, score: summary.score, roundsSolved: summary.roundsSolved,
                    rounds: game.options.rounds, seconds: summary.seconds, hints: summary.hintsTaken,
                    marks: RoundMark.marks(for: game))
                if let last = days.lastPlayed.flatMap(CalendarDate.init), last.adding(days: 1) == daily.date {
                    days.currentStreak.add(1)
                } else if days.lastPlayed != date {
                    days.currentStreak = 1
                }
                if (days.lastPlayed.flatMap(CalendarDate.init) ?? daily.date) <= daily.date { days.lastPlayed = date }
                days.bestStreak = max(days.bestStreak, days.currentStreak)
            }
            record.daily[mode] = days
        }

        record.history.append(GameRecord(
            ended: ended, mode: mode, code: code, score: summary.score, rounds: summary.roundsPlayed,
            roundsSolved: summary.roundsSolved, ending: ending, daily: daily?.date.description))
        if record.history.count > DictionaryStatistics.historyLength {
            record.history.removeFirst(record.history.count - DictionaryStatistics.historyLength)
        }
        dictionaries[identity.fingerprint] = record
    }
}

extension Int {
    /// Adds `other`, stopping at `Int.max` (or `Int.min`) instead of trapping: a counter
    /// near the limit, from a hand edit or a damaged file, must not end every game in a
    /// crash.
    package mutating func add(_ other: Int) {
        let (sum, overflow) = addingReportingOverflow(other)
        self = overflow ? (other > 0 ? .max : .min) : sum
    }
}

extension RoundMark {
    package static func marks(for game: Game) -> [RoundMark] {
        (0..<game.options.rounds).map { index in
            guard index < game.rounds.count else { return .missed }
            let round = game.rounds[index]
            guard round.status == .solved else { return .missed }
            return round.hintsTaken.isEmpty ? .solved : .solvedWithHints
        }
    }

    package var square: String {
        switch self {
        case .solved: "🟩"
        case .solvedWithHints: "🟨"
        case .missed: "⬛"
        }
    }
}
