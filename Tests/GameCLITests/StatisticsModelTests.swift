@testable import GameCLI
import Foundation
import Squramble
@testable import SqurambleStats
import Testing

/// The statistics record, in process: totals, wins, daily streaks, history.
@Suite struct StatisticsModelTests {
    static func finishedGame(seed: UInt64, solveAll: Bool) throws -> Game {
        var options = GameOptions(mode: .unscramble, seed: seed)
        options.rounds = 2
        var game = try Game(lexicon: CLIFixture.lexicon, options: options)
        while let round = game.currentRound {
            if solveAll { game.submit(round.target.key) } else { game.giveUp() }
            game.nextRound()
        }
        return game
    }

    @Test func totalsAndWins() throws {
        var statistics = Statistics()
        statistics.record(try Self.finishedGame(seed: 1, solveAll: true), code: "A", ending: "finished", ended: "t1", daily: nil)
        statistics.record(try Self.finishedGame(seed: 2, solveAll: false), code: "B", ending: "finished", ended: "t2", daily: nil)
        let record = try #require(statistics.dictionaries.values.first)
        let totals = try #require(record.modes["unscramble"])
        #expect(totals.gamesPlayed == 2)
        #expect(totals.gamesWon == 1)
        #expect(totals.roundsPlayed == 4)
        #expect(totals.roundsSolved == 2)
        #expect(totals.wordsFound == 2)
        #expect(totals.bestRoundStreak == 2)
        #expect(totals.wordsByLength.values.reduce(0, +) == 2)
        #expect(record.history.map(\.code) == ["A", "B"])
    }

    @Test func aQuitGameIsNotWonEvenWithEveryPlayedRoundSolved() throws {
        var options = GameOptions(mode: .unscramble, seed: 3)
        options.rounds = 3
        var game = try Game(lexicon: CLIFixture.lexicon, options: options)
        game.submit(game.currentRound!.target.key)
        var statistics = Statistics()
        statistics.record(game, code: "C", ending: "quit", ended: "t", daily: nil)
        #expect(statistics.dictionaries.values.first?.modes["unscramble"]?.gamesWon == 0)
    }

    @Test func dailyStreaksCountConsecutiveDays() throws {
        var statistics = Statistics()
        let lexicon = CLIFixture.lexicon
        func play(_ date: String) throws {
            let puzzle = DailyPuzzle(date: CalendarDate(date)!, mode: .unscramble, lexicon: lexicon)
            var game = try puzzle.makeGame(lexicon: lexicon)
            while game.currentRound != nil { game.giveUp(); game.nextRound() }
            statistics.record(game, code: "D", ending: "finished", ended: date, daily: puzzle)
        }
        func daily() -> DailyStatistics? { statistics.dictionaries.values.first?.daily["unscramble"] }
        try play("2026-02-27")
        try play("2026-02-28")
        try play("2026-03-01")
        #expect(daily()?.currentStreak == 3)
        try play("2026-03-01")  // the same day again: not counted twice
        #expect(daily()?.currentStreak == 3)
        #expect(daily()?.results.count == 3)
        try play("2026-03-03")
        #expect(daily()?.currentStreak == 1)
        #expect(daily()?.bestStreak == 3)
        #expect(daily()?.lastPlayed == "2026-03-03")
        #expect(daily()?.results["2026-03-03"]?.marks == [.missed, .missed, .missed, .missed, .missed])
    }

    @Test func historyKeepsTheLatestGames() throws {
        var statistics = Statistics()
        let game = try Self.finishedGame(seed: 4, solveAll: false)
        for i in 0..<(DictionaryStatistics.historyLength + 5) {
            statistics.record(game, code: "\(i)", ending: "finished", ended: "t", daily: nil)
        }
        let history = try #require(statistics.dictionaries.values.first?.history)
        #expect(history.count == DictionaryStatistics.historyLength)
        #expect(history.last?.code == "\(DictionaryStatistics.historyLength + 4)")
    }

    @Test func aFileOfANewerVersionIsLeftAlone() throws {
        let folder = CLIFixture.dataHome()
        defer { folder.remove() }
        let store = StatisticsStore(folder: folder.url.path)
        let newer = Data(#"{"version": 99, "something": "else"}"#.utf8)
        try newer.write(to: URL(fileURLWithPath: store.path))
        let (saved, problems) = store.update { $0 = Statistics() }
        #expect(saved == nil)
        #expect(problems.first?.description.contains("newer Squramble") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.path)) == newer)
    }
}
