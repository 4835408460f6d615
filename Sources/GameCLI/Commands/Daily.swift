import ArgumentParser
import Foundation
import Squramble

struct Daily: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play today's puzzle: the same for everyone with the same dictionary.",
        discussion: """
            Each mode has one puzzle per day, on your own calendar date (it changes at \
            your midnight). It can be played once; afterwards, and when you run this \
            again that day, a spoiler-free share text is printed.
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

        if case .success(let store) = StatisticsStore.forCurrentUser() {
            let (statistics, _) = store.read()
            if let days = statistics.dictionaries[fingerprint]?.daily[mode.rawValue], let result = days.results[date] {
                let share = ShareText.make(puzzle: puzzle, result: result, streak: days.currentStreak)
                if display.json {
                    OutputStream.standardOutput.line(JSONLines.line(ShareEvent(alreadyPlayed: true, date: date, text: share)))
                } else {
                    OutputStream.standardError.line("You have played today's \(mode.rawValue) puzzle (#\(puzzle.number)); a new one comes at midnight. Your result:")
                    OutputStream.standardOutput.line(share)
                }
                return
            }
        }

        let game = try GameRunner.startGame(lexicon: lexicon, options: puzzle.options)
        let title = "Squramble daily #\(puzzle.number) · \(date) · \(mode.rawValue.capitalized) · \(GameRunner.describe(puzzle.options))"
        let result = GameRunner.play(game, title: title, display: display, daily: puzzle)

        var streak = 1
        if case .success(let store) = StatisticsStore.forCurrentUser() {
            streak = store.read().0.dictionaries[fingerprint]?.daily[mode.rawValue]?.currentStreak ?? 1
        }
        let summary = result.game.summary
        let share = ShareText.make(puzzle: puzzle, result: DailyResult(
            number: puzzle.number, score: summary.score, roundsSolved: summary.roundsSolved,
            rounds: result.game.options.rounds, seconds: summary.seconds, hints: summary.hintsTaken,
            marks: RoundMark.marks(for: result.game)), streak: streak)
        if display.json {
            OutputStream.standardOutput.line(JSONLines.line(ShareEvent(alreadyPlayed: false, date: date, text: share)))
        } else {
            OutputStream.standardOutput.line()
            OutputStream.standardOutput.line("Share your result:")
            OutputStream.standardOutput.line(share)
        }
        if let status = result.exitStatus { throw ExitCode(status) }
    }
}

private struct ShareEvent: Encodable {
    var v = JSONEventReporter.version
    var event = "share"
    var alreadyPlayed: Bool
    var date: String
    var text: String
}
