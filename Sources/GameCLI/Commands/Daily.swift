import ArgumentParser
import Foundation
import Squramble
import SqurambleServer
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

    @Flag(help: "Replay today's puzzle without recording it, once you have played it.")
    var practice = false

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        ProcessSetup.ignoreBrokenPipes()
        let lexicon = try dictionary.open()
        try Self.play(DailyPuzzle.today(mode: mode, lexicon: lexicon), lexicon: lexicon, display: display, practice: practice)
    }

    /// The day's result, when the daily `puzzle` is over (recorded in the statistics),
    /// with the current streak.
    static func result(of puzzle: DailyPuzzle, lexicon: Lexicon) -> (DailyResult, streak: Int)? {
        guard case .success(let statistics) = StatisticsStore.forCurrentUser() else { return nil }
        let fingerprint = DictionaryIdentity(lexicon).fingerprint
        guard let days = statistics.read().0.dictionaries[fingerprint]?.daily[puzzle.mode.rawValue],
              let result = days.results[puzzle.date.description] else { return nil }
        return (result, days.currentStreak)
    }

    /// Plays the daily `puzzle` (today's): resumes it where it was stopped, records it
    /// once every round is over, prints the share text. Once it is over, prints the
    /// share text again, or with `practice` replays it without recording (practice is
    /// refused before: it shows answers).
    static func play(_ puzzle: DailyPuzzle, lexicon: Lexicon, display: DisplayOptions, practice: Bool) throws {
        let mode = puzzle.mode
        let fingerprint = DictionaryIdentity(lexicon).fingerprint
        let date = puzzle.date.description
        let title = "Squramble daily #\(puzzle.number) · \(date) · \(mode.rawValue.capitalized) · \(GameRunner.describe(puzzle.options))"
        let statistics = try? StatisticsStore.forCurrentUser().get()
        let progress = statistics.map { DailyProgressStore(statistics: $0, fingerprint: fingerprint, mode: mode) }
        let over = result(of: puzzle, lexicon: lexicon)

        if practice {
            guard over != nil else {
                Diagnostics.error("today's \(mode.rawValue) puzzle is not over yet, and practice shows its answers: play it first (squramble daily\(mode == .unscramble ? "" : " --mode \(mode.rawValue)")), then --practice replays it.")
                throw ExitCode.failure
            }
            let game = try GameRunner.startGame(lexicon: lexicon, options: puzzle.options)
            let result = GameRunner.play(game, title: title + " · practice", display: display, recording: .practice)
            if let status = result.exitStatus { throw ExitCode(status) }
            return
        }
        if let (result, streak) = over {
            progress?.remove()
            share(ShareText.make(puzzle: puzzle, result: result, streak: streak), puzzle: puzzle, alreadyPlayed: true, display: display)
            return
        }
        let saved = progress.flatMap { resumable($0, lexicon: lexicon, today: puzzle) }
        let game = try saved ?? GameRunner.startGame(lexicon: lexicon, options: puzzle.options)
        let result = GameRunner.play(game, title: title, display: display,
                                     daily: GameRunner.DailyPlay(puzzle: puzzle, store: progress, resumed: saved != nil))
        if result.counted {
            let streak = Self.result(of: puzzle, lexicon: lexicon)?.streak ?? 1
            let summary = result.game.summary
            let text = ShareText.make(puzzle: puzzle, result: DailyResult(
                number: puzzle.number, score: summary.score, roundsSolved: summary.roundsSolved,
                rounds: result.game.options.rounds, seconds: summary.seconds, hints: summary.hintsTaken,
                marks: RoundMark.marks(for: result.game)), streak: streak)
            share(text, puzzle: puzzle, alreadyPlayed: false, display: display)
        }
        if let status = result.exitStatus { throw ExitCode(status) }
    }

    /// Today's saved progress as a game to go on with. Progress from an earlier day is
    /// counted for its own day (it can no longer be resumed) and forgotten.
    private static func resumable(_ store: DailyProgressStore, lexicon: Lexicon, today: DailyPuzzle) -> Game? {
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
            _ = GameRunner.record(finished, code: code, ending: .endOfInput, daily: DailyPuzzle(date: date, mode: today.mode, lexicon: lexicon),
                                  environment: ProcessInfo.processInfo.environment)
        }
        store.remove()
        return nil
    }

    private static func share(_ text: String, puzzle: DailyPuzzle, alreadyPlayed: Bool, display: DisplayOptions) {
        let date = puzzle.date.description
        if display.json {
            OutputStream.standardOutput.line(JSONLines.line(ShareEvent(alreadyPlayed: alreadyPlayed, date: date, text: text)))
        } else if alreadyPlayed {
            OutputStream.standardError.line("You have played today's \(puzzle.mode.rawValue) puzzle (#\(puzzle.number)); a new one comes at midnight. Your result:")
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
