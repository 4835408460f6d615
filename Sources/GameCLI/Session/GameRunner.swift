import ArgumentParser
import Foundation
import Squramble

/// What `play` and `daily` share: opening the dictionary of a code, starting a game,
/// playing it, recording it.
enum GameRunner {
    struct Result {
        var game: Game
        var ending: GameEnding
        var exitStatus: Int32?
    }

    /// The dictionary a puzzle code was made with: the one given (checked), or the
    /// bundled one with that checksum.
    static func dictionary(for puzzle: PuzzleCode, options: DictionaryOptions) throws -> Lexicon {
        let explicit = DictionaryChoice.isExplicit(path: options.path)
        let lexicon = try options.open()
        if lexicon.checksum == puzzle.dictionaryChecksum { return lexicon }
        if !explicit, let bundled = DictionaryChoice.bundled(withChecksum: puzzle.dictionaryChecksum) { return bundled }
        let mine = DictionaryIdentity(lexicon)
        let fix = DictionaryChoice.bundled(withChecksum: puzzle.dictionaryChecksum).map {
            "It was made with the bundled dictionary “\($0.metadata.name)”: leave out --dict and $\(DictionaryChoice.environmentVariable)"
        } ?? "Play it with the same dictionary: --dict FILE or $\(DictionaryChoice.environmentVariable)"
        Diagnostics.error("""
            the puzzle code was made with another dictionary (fingerprint \(puzzle.dictionaryFingerprint)); \
            this one is “\(mine.name)” (fingerprint \(mine.fingerprint)). \(fix).
            """)
        throw ExitCode.failure
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

    /// Plays `game` on standard input and output, then records it in the statistics.
    static func play(_ game: Game, title: String, display: DisplayOptions, daily: DailyPuzzle?) -> Result {
        let environment = ProcessInfo.processInfo.environment
        let code = PuzzleCode(options: game.options, lexicon: game.lexicon).text
        let reporter: any GameReporter = display.json
            ? JSONEventReporter()
            : TerminalReporter(
                style: Style.decide(for: .standardOutput, noColorFlag: display.noColor, environment: environment),
                prompts: isatty(0) == 1,
                redraws: OutputStream.standardOutput.isTerminal && environment["TERM"] != "dumb",
                language: game.lexicon.metadata.language)
        Interruption.install()
        let flowControl = FlowControl.turnOff(on: 0)
        reporter.gameStarted(game, code: code, title: title)
        var session = PlaySession(game: game, reporter: reporter)
        let ending = session.run()
        flowControl?.restore()
        let finished = session.game

        let note = record(finished, code: code, ending: ending, daily: daily, environment: environment)
        reporter.gameEnded(finished, ending: ending, code: code, statistics: note)
        let status: Int32? = ending == .interrupted
            ? Interruption.exitStatus(for: Interruption.signal ?? SIGINT)
            : nil
        return Result(game: finished, ending: ending, exitStatus: status)
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
        return StatisticsNote(saved: true, line: "Statistics saved: \(games) on this dictionary, \(rate)% won, best score \(totals.bestScore).")
    }
}
