import Squramble
import SqurambleStats

/// The spoiler-free text a player pastes to friends: the puzzle, one mark per round,
/// the result, the time and the hints — never a word.
///
/// ```
/// Squramble #325 · Unscramble · 2026-11-21
/// 🟩🟩🟨⬛🟩 4/5 · 312 pts · 2:41 · 1 hint · streak 3
/// ```
enum ShareText {
    static func make(puzzle: DailyPuzzle, result: DailyResult, streak: Int) -> String {
        let marks = result.marks.map(\.square).joined()
        var parts = ["\(marks) \(result.roundsSolved)/\(result.rounds)", "\(result.score) pts", TerminalReporter.clock(result.seconds)]
        parts.append(result.hints == 1 ? "1 hint" : "\(result.hints) hints")
        if streak > 1 { parts.append("streak \(streak)") }
        return "Squramble #\(puzzle.number) · \(puzzle.mode.rawValue.capitalized) · \(puzzle.date)\n" + parts.joined(separator: " · ")
    }
}
