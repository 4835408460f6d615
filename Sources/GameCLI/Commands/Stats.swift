import ArgumentParser
import Foundation
import Squramble
import SqurambleServer
import SqurambleStats
import SqurambleTerminal

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show your statistics: games, win rate, best scores, daily streaks, words by length.",
        discussion: "Kept per dictionary in $XDG_DATA_HOME/squramble/stats.json (default ~/.local/share/squramble/)."
    )

    @Flag(help: "Write the statistics as JSON.")
    var json = false

    @Flag(help: "Forget every statistic (the old file is kept as stats.json.bak).")
    var reset = false

    @Flag(name: .customLong("no-color"), help: "No colour, even at a terminal.")
    var noColor = false

    func run() throws {
        ProcessSetup.ignoreBrokenPipes()
        let store: StatisticsStore
        switch StatisticsStore.forCurrentUser() {
        case .success(let found): store = found
        case .failure(let problem):
            Diagnostics.squramble.error(problem.description)
            throw ExitCode.failure
        }
        if reset {
            let problems = store.reset()
            for problem in problems { Diagnostics.squramble.warning(problem.description) }
            StandardStream.output.line("Statistics reset (\(store.path)).")
            return
        }
        let (statistics, problems) = store.read()
        for problem in problems where !problem.isNewerVersion {
            Diagnostics.squramble.warning("\(problem); it is kept as it is, and moved aside when the next game is saved")
        }
        for problem in problems where problem.isNewerVersion { Diagnostics.squramble.warning(problem.description) }
        if json {
            StandardStream.output.line(JSONLines.line(statistics))
            return
        }
        let style = Style.decide(for: .output, noColorFlag: noColor, environment: ProcessInfo.processInfo.environment)
        let columns = ColourRule.allowsCursorMovement(isTerminal: StandardStream.output.isTerminal, environment: ProcessInfo.processInfo.environment)
            ? RawMode.size(of: StandardStream.output.descriptor)?.columns : nil
        let report = StatsReport(statistics: statistics, style: style, statisticsPath: store.path, columns: columns)
        StandardStream.output.writeFolded(report.text, hanging: 4)
    }
}

/// The statistics as a person reads them.
struct StatsReport {
    let statistics: Statistics
    let style: Style
    let statisticsPath: String
    /// The window's width at a terminal: a narrow one gets a smaller indent and shorter
    /// bars, so every row still fits; `nil` (pipes) keeps the full layout.
    var columns: Int? = nil

    /// "1 hint", "2 hints".
    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    var text: String {
        if statistics.dictionaries.isEmpty {
            return "No games yet. Start one with: squramble\n"
        }
        var lines: [String] = []
        let narrow = (columns ?? .max) < 72
        let indent = String(repeating: " ", count: narrow ? 4 : 15)
        // Bars of up to 20 blocks, fewer when the row would not fit: indent, label, "NN ", " NNN".
        let longestBar = max(4, min(20, (columns ?? .max) - 1 - indent.count - 16 - 3 - 5))
        for (fingerprint, record) in statistics.dictionaries.sorted(by: { $0.value.name < $1.value.name }) {
            if !lines.isEmpty { lines.append("") }
            lines.append(style.bold(record.name) + style.dim(" · \(record.wordCount) words · \(fingerprint)"))
            for mode in GameMode.allCases {
                guard let totals = record.modes[mode.rawValue], totals.gamesPlayed > 0 else { continue }
                let rate = Int((totals.winRate * 100).rounded())
                let average = totals.totalScore / totals.gamesPlayed
                let name = mode.rawValue.capitalized.padding(toLength: 13, withPad: " ", startingAt: 0)
                lines.append("  \(style.accent(name))\(Self.count(totals.gamesPlayed, "game")) · \(rate)% won · best \(totals.bestScore) · average \(average)")
                lines.append(indent + "\(totals.roundsSolved) of \(Self.count(totals.roundsPlayed, "round")) solved · "
                    + "\(Self.count(totals.wordsFound, "word")) · \(Self.count(totals.hintsTaken, "hint")) · best streak \(totals.bestRoundStreak)")
                let lengths = totals.wordsByLength.compactMap { entry in Int(entry.key).map { ($0, entry.value) } }.sorted { $0.0 < $1.0 }
                let most = lengths.map(\.1).max() ?? 1
                for (index, (length, count)) in lengths.enumerated() {
                    let bar = String(repeating: "▇", count: max(1, Int(Double(longestBar) * Double(max(count, 0)) / Double(max(most, 1)))))
                    let label = index == 0 ? "words by length " : String(repeating: " ", count: 16)
                    lines.append(indent + label + "\(length < 10 ? " " : "")\(length) \(style.accent(bar)) \(count)")
                }
            }
            for mode in GameMode.allCases {
                guard let days = record.daily[mode.rawValue], !days.results.isEmpty else { continue }
                lines.append("  \(style.accent("Daily " + mode.rawValue)): \(days.results.count) played · streak \(days.currentStreak) "
                    + "(best \(days.bestStreak)) · last played \(days.lastPlayed ?? "never")")
            }
        }
        lines.append(style.dim("A game is won when every round is solved. Kept in \(statisticsPath)."))
        return lines.joined(separator: "\n") + "\n"
    }
}
