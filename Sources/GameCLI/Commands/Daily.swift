import ArgumentParser
import Foundation
import Squramble
import SqurambleStats

struct Daily: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play today's puzzle: the same for everyone with the same dictionary.",
        discussion: """
            Each mode has one puzzle per day, on your own calendar date (it changes at \
            your midnight). It counts as played once it ends (every round, or /quit) \
            after you did something; stopped before that (Ctrl-C, Ctrl-D, a closed \
            terminal) it is kept, and running this again the same day goes on where \
            you stopped. Afterwards a spoiler-free share text is printed.
            """
    )

    @Option(help: "The kind of game.")
    var mode: GameMode = .unscramble

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        ProcessSetup.ignoreBrokenPipes()
        let lexicon = try dictionary.open()
        let puzzle = DailyPuzzle.today(mode: mode, lexicon: lexicon)
        let fingerprint = DictionaryIdentity(lexicon).fingerprint
        let date = puzzle.date.description
        let statistics = try? StatisticsStore.forCurrentUser().get()
        let progress = statistics.map { DailyProgressStore(statistics: $0, fingerprint: fingerprint, mode: mode) }

        if let statistics {
            let (recorded, _) = statistics.read()
            if let days = recorded.dictionaries[fingerprint]?.daily[mode.rawValue], let result = days.results[date] {
                progress?.remove()
                share(ShareText.make(puzzle: puzzle, result: result, streak: days.currentStreak), date: date, alreadyPlayed: true, puzzle: puzzle)
                return
            }
        }
        let saved = progress.flatMap { resumable($0, lexicon: lexicon, today: puzzle) }
        let game = try saved ?? GameRunner.startGame(lexicon: lexicon, options: puzzle.options)
        let title = "Squramble daily #\(puzzle.number) · \(date) · \(mode.rawValue.capitalized) · \(GameRunner.describe(puzzle.options))"
        let result = GameRunner.play(game, title: title, display: display,
                                     daily: GameRunner.DailyPlay(puzzle: puzzle, store: progress, resumed: saved != nil))
        if result.counted {
            var streak = 1
            if let statistics {
                streak = statistics.read().0.dictionaries[fingerprint]?.daily[mode.rawValue]?.currentStreak ?? 1
            }
            let summary = result.game.summary
            let text = ShareText.make(puzzle: puzzle, result: DailyResult(
                number: puzzle.number, score: summary.score, roundsSolved: summary.roundsSolved,
                rounds: result.game.options.rounds, seconds: summary.seconds, hints: summary.hintsTaken,
                marks: RoundMark.marks(for: result.game)), streak: streak)
            share(text, date: date, alreadyPlayed: false, puzzle: puzzle)
        }
        if let status = result.exitStatus { throw ExitCode(status) }
    }

    /// Today's saved progress as a game to go on with. Progress from an earlier day is
    /// counted for its own day (it can no longer be resumed) and forgotten.
    private func resumable(_ store: DailyProgressStore, lexicon: Lexicon, today: DailyPuzzle) -> Game? {
        let (loaded, problem) = store.load()
        if let problem { Diagnostics.warning(problem) }
        guard let progress = loaded else { return nil }
        guard let game = try? Game(resuming: progress.state, lexicon: lexicon) else {
            Diagnostics.warning("the saved daily \(store.path) does not fit this dictionary; it is left as it is")
            return nil
        }
        if progress.date == today.date.description, game.options == today.options { return game }
        if let date = CalendarDate(progress.date), date < today.date, game.hasProgress {
            var finished = game
            if let round = finished.currentRound, !round.isOver { finished.giveUp(elapsed: round.elapsed) }
            let code = PuzzleCode(game: finished, daily: date).text
            _ = GameRunner.record(finished, code: code, ending: .endOfInput, daily: DailyPuzzle(date: date, mode: mode, lexicon: lexicon),
                                  environment: ProcessInfo.processInfo.environment)
        }
        store.remove()
        return nil
    }

    private func share(_ text: String, date: String, alreadyPlayed: Bool, puzzle: DailyPuzzle) {
        if display.json {
            OutputStream.standardOutput.line(JSONLines.line(ShareEvent(alreadyPlayed: alreadyPlayed, date: date, text: text)))
        } else if alreadyPlayed {
            OutputStream.standardError.line("You have played today's \(mode.rawValue) puzzle (#\(puzzle.number)); a new one comes at midnight. Your result:")
            OutputStream.standardOutput.line(text)
        } else {
            OutputStream.standardOutput.line()
            OutputStream.standardOutput.line("Share your result:")
            OutputStream.standardOutput.line(text)
        }
    }
}

private struct ShareEvent: Encodable {
    var v = JSONEventReporter.version
    var event = "share"
    var alreadyPlayed: Bool
    var date: String
    var text: String
}
