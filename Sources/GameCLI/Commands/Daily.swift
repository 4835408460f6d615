import ArgumentParser
import Foundation
import Squramble
import SqurambleServer
import SqurambleStats
import SqurambleTerminal

struct Daily: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
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
        var progress = statistics.map { DailyProgressStore(statistics: $0, fingerprint: fingerprint, mode: mode) }

        if practice {
            guard result(of: puzzle, lexicon: lexicon) != nil else {
                Diagnostics.squramble.error("today's \(mode.rawValue) puzzle is not over yet, and practice shows its answers: play it first (squramble daily\(mode == .unscramble ? "" : " --mode \(mode.rawValue)")), then --practice replays it.")
                throw ExitCode.failure
            }
            let game = try GameRunner.startGame(lexicon: lexicon, options: puzzle.options)
            let result = GameRunner.play(game, title: title + " · practice", display: display, recording: .practice)
            if let status = result.exitStatus { throw ExitCode(status) }
            return
        }
        // One daily of a puzzle at a time: a second one waits a moment, then says where it is.
        let held = try progress.flatMap { try lock($0) }
        if held == nil { progress = nil }
        defer { held?.release() }
        if let (result, streak) = result(of: puzzle, lexicon: lexicon) {
            progress?.remove()
            share(ShareText.make(puzzle: puzzle, result: result, streak: streak), puzzle: puzzle, alreadyPlayed: true, display: display)
            return
        }
        var saved: Game?
        if let store = progress {
            switch resumable(store, lexicon: lexicon, today: puzzle) {
            case .fresh: break
            case .resume(let game): saved = game
            case .notSaving: progress = nil
            case .counted:
                // Today's daily, finished before but counted only now: its share text.
                if let (result, streak) = result(of: puzzle, lexicon: lexicon) {
                    share(ShareText.make(puzzle: puzzle, result: result, streak: streak), puzzle: puzzle, alreadyPlayed: true, display: display)
                }
                return
            case .stuck(let path):
                Diagnostics.squramble.error("today's \(mode.rawValue) puzzle is over but could not be counted; it is kept in \(path): run squramble daily again once the statistics can be saved")
                throw ExitCode.failure
            }
        }
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

    /// How long a second `squramble daily` of the same puzzle waits for the first.
    static let lockWait = 2.0

    /// The daily's lock, or `nil` (with a warning: progress is then not saved) when the
    /// lock file cannot be made. Throws (after saying so) when another `squramble daily`
    /// of the same puzzle holds it.
    private static func lock(_ store: DailyProgressStore) throws -> HeldFileLock? {
        do {
            if let held = try store.lock(waitingAtMost: lockWait) { return held }
        } catch {
            Diagnostics.squramble.warning("\(error); today's progress is not saved")
            return nil
        }
        Diagnostics.squramble.error("today's puzzle is in play in another squramble (\(store.lockPath) is locked): go on there, or end it and run squramble daily again")
        throw ExitCode.failure
    }

    /// What the saved daily means for today's game.
    private enum SavedDaily {
        /// Nothing to resume: a fresh game, whose progress is saved.
        case fresh
        /// Today's daily, where it was stopped.
        case resume(Game)
        /// Something that must not be saved over is in the file's place: play without saving.
        case notSaving
        /// Today's daily was over and is now counted.
        case counted
        /// Today's daily is over but cannot be counted (kept at that path).
        case stuck(String)
    }

    /// Today's saved progress as a game to go on with. A finished daily, or one of an
    /// earlier day (which can no longer be resumed), is counted for its own day, then
    /// forgotten; one that cannot be counted now is kept for the next run. A file this
    /// version cannot resume is moved aside, never saved over.
    private static func resumable(_ store: DailyProgressStore, lexicon: Lexicon, today: DailyPuzzle) -> SavedDaily {
        let (loaded, problem) = store.load()
        if let problem { Diagnostics.squramble.warning(problem) }
        let progress: DailyProgress
        switch loaded {
        case .none: return .fresh
        case .untouchable: return .notSaving
        case .progress(let found): progress = found
        }
        guard let game = try? Game(resuming: progress.state, lexicon: lexicon), !game.rounds.isEmpty,
              let date = CalendarDate(progress.date), date <= today.date else {
            Diagnostics.squramble.warning(store.setAside("cannot be resumed with this dictionary today (another dictionary's, a later date's, or no round in it)", suffix: "unused"))
            return .fresh
        }
        let isToday = date == today.date
        if isToday, game.options != today.options {
            Diagnostics.squramble.warning(store.setAside("is not today's puzzle of this dictionary", suffix: "unused"))
            return .fresh
        }
        if isToday, !game.isOver { return .resume(game) }
        guard game.hasProgress else {
            store.remove()
            return .fresh
        }
        var finished = game
        if let round = finished.currentRound, !round.isOver { finished.giveUp(elapsed: round.elapsed) }
        let code = PuzzleCode(game: finished, daily: date).text
        let note = GameRunner.record(finished, code: code, ending: isToday ? .finished : .endOfInput,
                                     daily: DailyPuzzle(date: date, mode: today.mode, lexicon: lexicon),
                                     environment: ProcessInfo.processInfo.environment)
        guard note.saved else {
            if isToday { return .stuck(store.path) }
            Diagnostics.squramble.warning("the daily of \(progress.date) is kept in \(store.path) until it can be counted; today's progress is not saved")
            return .notSaving
        }
        store.remove()
        return isToday ? .counted : .fresh
    }

    private static func share(_ text: String, puzzle: DailyPuzzle, alreadyPlayed: Bool, display: DisplayOptions) {
        let date = puzzle.date.description
        if display.json {
            StandardStream.output.line(JSONLines.line(ShareEvent(alreadyPlayed: alreadyPlayed, date: date, text: text)))
        } else if alreadyPlayed {
            StandardStream.error.line("You have played today's \(puzzle.mode.rawValue) puzzle (#\(puzzle.number)); a new one comes at midnight. Your result:")
            StandardStream.output.line(text)
        } else {
            StandardStream.output.line()
            StandardStream.output.line("Share your result:")
            StandardStream.output.line(text)
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
