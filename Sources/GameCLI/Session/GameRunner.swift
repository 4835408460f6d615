import ArgumentParser
import Foundation
import Squramble
import SqurambleServer
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

    /// The dictionary a puzzle code was made with: the one given (checked), or the
    /// bundled one with that checksum.
    static func dictionary(for puzzle: PuzzleCode, options: DictionaryOptions) throws -> Lexicon {
        let explicit = DictionaryChoice.isExplicit(path: options.path)
        let lexicon = try options.open()
        if lexicon.checksum == puzzle.dictionaryChecksum { return lexicon }
        if !explicit, let bundled = DictionaryChoice.bundled(withChecksum: puzzle.dictionaryChecksum) { return bundled }
        let mine = DictionaryIdentity(lexicon)
        let wanted = puzzle.dictionaryFingerprint
        let name = DictionaryChoice.bundled(withChecksum: puzzle.dictionaryChecksum).map { "the bundled dictionary “\($0.metadata.name)”" }
            ?? knownDictionaryName(fingerprint: wanted).map { "“\($0)” (fingerprint \(wanted)), which you have played before" }
            ?? "a dictionary not found here (the code holds only its fingerprint, \(wanted); it is not one of the bundled \(DictionaryChoice.bundledNames))"
        let fix = DictionaryChoice.bundled(withChecksum: puzzle.dictionaryChecksum) != nil
            ? "Leave out --dict and $\(DictionaryChoice.environmentVariable) to use it"
            : "Play it with that dictionary: --dict FILE or $\(DictionaryChoice.environmentVariable)"
        Diagnostics.error("the puzzle code was made with another dictionary, \(name); this one is “\(mine.name)” (fingerprint \(mine.fingerprint)). \(fix).")
        throw ExitCode.failure
    }

    /// The name of a dictionary with this fingerprint in the player's statistics.
    private static func knownDictionaryName(fingerprint: String) -> String? {
        guard case .success(let store) = StatisticsStore.forCurrentUser() else { return nil }
        return store.read().0.dictionaries[fingerprint]?.name
    }

    static func startGame(lexicon: Lexicon, options: GameOptions) throws -> Game {
        do {
            return try Game(lexicon: lexicon, options: options)
        } catch {
            if case .invalidOptions = error {
                Diagnostics.error(error.description)
                throw ExitCode.validationFailure
            }
            Diagnostics.error(error.description)
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

    /// Plays `game` on standard input and output, then records it in the statistics
    /// when it counts: something was done, and (a daily) it ended rather than stopped.
    static func play(_ game: Game, title: String, display: DisplayOptions, daily: DailyPlay? = nil) -> Result {
        let environment = ProcessInfo.processInfo.environment
        let code = PuzzleCode(options: game.options, lexicon: game.lexicon).text
        TerminalSignals.install()
        // Ctrl-S is a key like any other while the game plays (no XON/XOFF freeze).
        let flowControl = FlowControl.turnOff(on: 0)
        let (reporter, input, lineInput) = makeScreen(display: display, environment: environment, language: game.lexicon.metadata.language)
        defer { lineInput?.finish(); flowControl?.restore() }
        reporter.gameStarted(game, code: code, title: title)
        if let daily, daily.resumed, let round = game.currentRound {
            reporter.note(.resumed(round: round.number, of: game.options.rounds, score: game.score), game: game)
        }
        var session = PlaySession(game: game, reporter: reporter, input: input,
                                  definitions: DefinitionSource(language: game.lexicon.metadata.language))
        if let daily, let store = daily.store {
            session.changed = { game in
                guard game.hasProgress else { return }
                if let problem = store.save(DailyProgress(date: daily.puzzle.date.description, state: game.state)) {
                    Diagnostics.warning(problem)
                }
            }
        }
        let ending = session.run()
        lineInput?.finish()
        flowControl?.restore()
        let finished = session.game
        // Whether the player did something, judged before a stop closed the round in play.
        let before = session.stoppedGame ?? finished
        let counts = before.hasProgress && (daily == nil || ending == .finished || ending == .quit)
        let note: StatisticsNote
        if counts {
            note = record(finished, code: code, ending: ending, daily: daily?.puzzle, environment: environment)
            daily?.store?.remove()
        } else if daily != nil, before.hasProgress {
            session.changed(before)
            note = StatisticsNote(saved: false, line: "Today's puzzle is kept where you stopped: run squramble daily again today to go on.")
        } else {
            note = StatisticsNote(saved: false, line: "Nothing was played, so nothing was recorded\(daily == nil ? "" : ": today's puzzle is still yours").")
        }
        reporter.gameEnded(finished, ending: ending, code: code, statistics: note)
        let status: Int32? = ending == .interrupted
            ? TerminalSignals.exitStatus(for: TerminalSignals.pendingQuitSignal ?? SIGINT)
            : nil
        return Result(game: finished, ending: ending, exitStatus: status, counted: counts)
    }

    /// The reporter and the input: JSON events, plain lines through pipes, or the
    /// edited input row at a terminal that can be redrawn.
    private static func makeScreen(display: DisplayOptions, environment: [String: String], language: String)
        -> (any GameReporter, any AnswerSource, TerminalLineInput?) {
        if display.json { return (JSONEventReporter(), PipedLines(), nil) }
        let output = OutputStream.standardOutput
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
            Diagnostics.warning("statistics not saved: \(problem)")
            return StatisticsNote(saved: false, line: nil)
        }
        let ended = ISO8601DateFormatter().string(from: Date())
        let (saved, problems) = store.update { statistics in
            statistics.record(game, code: code, ending: ending.rawValue, ended: ended, daily: daily)
        }
        for problem in problems { Diagnostics.warning(problem.description) }
        guard let saved else { return StatisticsNote(saved: false, line: nil) }
        let mode = game.options.mode.rawValue
        let fingerprint = DictionaryIdentity(game.lexicon).fingerprint
        guard let totals = saved.dictionaries[fingerprint]?.modes[mode] else { return StatisticsNote(saved: true, line: nil) }
        let rate = Int((totals.winRate * 100).rounded())
        let games = totals.gamesPlayed == 1 ? "1 \(mode) game" : "\(totals.gamesPlayed) \(mode) games"
        return StatisticsNote(saved: true, line: "Statistics saved: \(games) on this dictionary, \(rate)% won, best\u{A0}score\u{A0}\(totals.bestScore).")
    }
}
