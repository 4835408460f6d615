import ArgumentParser
import Foundation
import Squramble
import SqurambleServer
import SqurambleStats
import SqurambleTerminal

/// What `play` and `daily` share: opening the dictionary of a code, starting a game,
/// playing it, recording it.
enum GameRunner {
    struct Result {
        var game: Game
        var ending: GameEnding
        var exitStatus: Int32?
        /// Whether the game was recorded (see ``play(_:title:display:daily:)``).
        var counted: Bool
    }

    /// The dictionary to play a puzzle code with: the one given, when it is of the code's
    /// language, or else the bundled dictionary of that language.
    static func dictionary(for puzzle: PuzzleCode, options: DictionaryOptions) throws -> Lexicon {
        if DictionaryChoice.isExplicit(path: options.path) {
            let lexicon = try options.open()
            let language = lexicon.metadata.language
            if !puzzle.language.isEmpty, !language.isEmpty, language.lowercased() != puzzle.language.lowercased() {
                Diagnostics.squramble.error("the puzzle code is for \(languageName(puzzle.language)); the dictionary given is “\(lexicon.metadata.name)” (\(language)). "
                    + "Leave out --dict and $\(DictionaryChoice.environmentVariable) to play it with the bundled one, or give a dictionary of that language.")
                throw ExitCode.failure
            }
            return lexicon
        }
        if let bundled = DictionaryChoice.bundled(language: puzzle.language.isEmpty ? "en" : puzzle.language) { return bundled }
        Diagnostics.squramble.error("the puzzle code is for \(languageName(puzzle.language)), and no bundled dictionary is of that language "
            + "(bundled: \(DictionaryChoice.bundledNames)); play it with one: --dict FILE or $\(DictionaryChoice.environmentVariable)")
        throw ExitCode.failure
    }

    /// "the language “xx”", or "a dictionary with no language" for an empty tag.
    private static func languageName(_ tag: String) -> String {
        tag.isEmpty ? "a dictionary that names no language" : "the language “\(tag)”"
    }

    /// Starts the game a code names, or says plainly why this dictionary cannot play it.
    static func startGame(lexicon: Lexicon, code: PuzzleCode) throws -> Game {
        do {
            return try Game(lexicon: lexicon, code: code)
        } catch {
            Diagnostics.squramble.error(error.description)
            throw ExitCode.failure
        }
    }

    static func startGame(lexicon: Lexicon, options: GameOptions) throws -> Game {
        do {
            return try Game(lexicon: lexicon, options: options)
        } catch {
            if case .invalidOptions = error {
                Diagnostics.squramble.error(error.description)
                throw ExitCode.validationFailure
            }
            Diagnostics.squramble.error(error.description)
            throw ExitCode.failure
        }
    }

    /// "5 rounds · 5–7 letters", for titles.
    static func describe(_ options: GameOptions) -> String {
        var parts = [options.rounds == 1 ? "1 round" : "\(options.rounds) rounds"]
        switch options.mode {
        case .unscramble, .twist:
            let l = options.lengths
            parts.append(l.count == 1 ? "\(l.lowerBound) letters" : "\(l.lowerBound)–\(l.upperBound) letters")
        case .grid:
            parts.append("\(options.gridRows) rows × \(options.gridColumns)")
        }
        if let limit = options.timeLimit { parts.append("\(Int(limit)) s per round") }
        return parts.joined(separator: " · ")
    }

    /// Where a daily's progress is kept while it is played (see ``DailyProgress``).
    struct DailyPlay {
        var puzzle: DailyPuzzle
        var store: DailyProgressStore?
        var resumed: Bool
    }

    /// Whether a game that ends is recorded in the statistics, and if not, why.
    enum Recording: Equatable {
        case record
        /// `--practice`: played for its own sake.
        case practice
        /// Standard input is not a terminal (a script, a test) and `--record` was not given.
        case notInteractive

        /// `--practice`, `--record` and whether standard input is a terminal.
        static func decide(practice: Bool, record: Bool, interactive: Bool = isatty(0) == 1) -> Recording {
            if practice { return .practice }
            return record || interactive ? .record : .notInteractive
        }

        /// The line the end screen says when the game is not recorded.
        var reason: String? {
            switch self {
            case .record: nil
            case .practice: "Practice: nothing was recorded."
            case .notInteractive: "Not recorded: the answers came through a pipe, not from a terminal (--record records such games)."
            }
        }
    }

    /// Plays `game` on standard input and output, then records it in the statistics
    /// when it counts: something was done, and it was not practice or a script
    /// (`recording`). A daily (`daily`) counts only once every round is over: stopped
    /// before that (`/quit`, the end of input, a signal), it shows nothing of its
    /// answers and is kept to go on with the same day.
    static func play(_ game: Game, title: String, display: DisplayOptions, daily: DailyPlay? = nil,
                     recording: Recording = .record) -> Result {
        let environment = ProcessInfo.processInfo.environment
        let code = PuzzleCode(game: game, daily: daily?.puzzle.date).text
        TerminalSignals.install()
        // Ctrl-S is a key like any other while the game plays (no XON/XOFF freeze).
        let flowControl = RawMode.FlowControl.turnOff(on: 0)
        let (reporter, input, lineInput) = makeScreen(display: display, environment: environment, language: game.lexicon.metadata.language)
        defer { lineInput?.finish(); flowControl?.restore() }
        // A daily's code would replay it with its answers: shown only once it is over.
        reporter.gameStarted(game, code: daily == nil ? code : nil, title: title)
        if let daily, daily.resumed, let round = game.currentRound {
            reporter.note(.resumed(round: round.number, of: game.options.rounds, score: game.score), game: game)
        }
        var session = PlaySession(game: game, reporter: reporter, input: input,
                                  definitions: DefinitionSource(language: game.lexicon.metadata.language))
        session.keepsRoundOnStop = daily != nil
        if let daily, let store = daily.store {
            session.changed = { game in
                guard game.hasProgress else { return }
                if let problem = store.save(DailyProgress(date: daily.puzzle.date.description, state: game.state)) {
                    Diagnostics.squramble.warning(problem)
                }
            }
        }
        let ending = session.run()
        lineInput?.finish()
        flowControl?.restore()
        let finished = session.game
        let status: Int32? = ending == .interrupted
            ? TerminalSignals.exitStatus(for: TerminalSignals.pendingQuitSignal ?? SIGINT)
            : nil
        if daily != nil, !finished.isOver {
            let line: String
            if finished.hasProgress {
                session.changed(finished)
                line = "Today's puzzle is kept where you stopped: run squramble daily again today to go on."
            } else {
                line = "Nothing was played, so nothing was recorded: today's puzzle is still yours."
            }
            reporter.gameStopped(finished, ending: ending, statistics: StatisticsNote(saved: false, line: line))
            return Result(game: finished, ending: ending, exitStatus: status, counted: false)
        }
        // Whether the player did something, judged before a stop closed the round in play.
        let before = session.stoppedGame ?? finished
        let counts = before.hasProgress && (daily != nil || recording == .record)
        let note: StatisticsNote
        if counts {
            note = record(finished, code: code, ending: ending, daily: daily?.puzzle, environment: environment)
            if let store = daily?.store, let puzzle = daily?.puzzle {
                // The saved daily goes only once the day is in the statistics; if it is
                // not (a full disk, a held lock), the finished game is kept in its place
                // (or, failing that, the progress saved before) to be counted next time.
                if note.saved {
                    store.remove()
                } else {
                    let problem = store.save(DailyProgress(date: puzzle.date.description, state: finished.state))
                    Diagnostics.squramble.warning(problem.map { "\($0); the progress saved before is kept in \(store.path)" }
                        ?? "today's daily is kept in \(store.path); the next squramble daily counts it")
                }
            }
        } else if before.hasProgress || recording == .practice, let reason = recording.reason {
            note = StatisticsNote(saved: false, line: reason)
        } else {
            note = StatisticsNote(saved: false, line: "Nothing was played, so nothing was recorded.")
        }
        reporter.gameEnded(finished, ending: ending, code: code, statistics: note)
        return Result(game: finished, ending: ending, exitStatus: status, counted: counts)
    }

    /// The reporter and the input: JSON events, plain lines through pipes, or the
    /// edited input row at a terminal that can be redrawn.
    private static func makeScreen(display: DisplayOptions, environment: [String: String], language: String)
        -> (any GameReporter, any AnswerSource, TerminalLineInput?) {
        if display.json { return (JSONEventReporter(), PipedLines(), nil) }
        let output = StandardStream.output
        let style = Style.decide(for: output, noColorFlag: display.noColor, environment: environment)
        let prompts = isatty(0) == 1
        var lineInput: TerminalLineInput?
        if prompts, ColourRule.allowsCursorMovement(isTerminal: output.isTerminal, environment: environment) {
            lineInput = try? TerminalLineInput(resetsStyle: style.isEnabled)
        }
        let reporter = TerminalReporter(style: style, prompts: prompts, lineInput: lineInput,
                                        foldsLines: ColourRule.allowsCursorMovement(isTerminal: output.isTerminal, environment: environment),
                                        language: language)
        return (reporter, lineInput ?? PipedLines(), lineInput)
    }

    /// Saves the game in the statistics; warnings go to standard error.
    static func record(_ game: Game, code: String, ending: GameEnding, daily: DailyPuzzle?, environment: [String: String]) -> StatisticsNote {
        let store: StatisticsStore
        switch StatisticsStore.forCurrentUser(environment: environment) {
        case .success(let found): store = found
        case .failure(let problem):
            Diagnostics.squramble.warning("statistics not saved: \(problem)")
            return StatisticsNote(saved: false, line: nil)
        }
        let ended = ISO8601DateFormatter().string(from: Date())
        let (saved, problems) = store.update(waiting: {
            StandardStream.error.line("squramble: waiting for another squramble to finish with the statistics (\(store.lockPath) is locked)…")
        }) { statistics in
            statistics.record(game, code: code, ending: ending.rawValue, ended: ended, daily: daily)
        }
        for problem in problems { Diagnostics.squramble.warning(problem.description) }
        guard let saved else { return StatisticsNote(saved: false, line: nil) }
        let mode = game.options.mode.rawValue
        let fingerprint = DictionaryIdentity(game.lexicon).fingerprint
        guard let totals = saved.dictionaries[fingerprint]?.modes[mode] else { return StatisticsNote(saved: true, line: nil) }
        let rate = Int((totals.winRate * 100).rounded())
        let games = totals.gamesPlayed == 1 ? "1 \(mode) game" : "\(totals.gamesPlayed) \(mode) games"
        return StatisticsNote(saved: true, line: "Statistics saved: \(games) on this dictionary, \(rate)% won, best\u{A0}score\u{A0}\(totals.bestScore).")
    }
}
