import Foundation
import Squramble

/// A daily puzzle stopped before its end (Ctrl-C, a closed terminal, the end of
/// input), kept so it can be resumed the same day where it stopped.
///
/// The rule: a daily counts as played — in the statistics, the streak and the share
/// text — once it ends (every round played, or `/quit`) after the player did
/// something (a word credited, a hint, a round over). Stopped any other way with
/// something done, it is saved here after every answer and resumed by the next
/// `squramble daily` that day; stopped with nothing done, it leaves no trace.
/// A saved daily from an earlier day can no longer be resumed: it is then counted
/// for its own day as it stood.
package struct DailyProgress: Codable, Sendable {
    package static let version = 1
    package var v = DailyProgress.version
    /// The puzzle's date, `YYYY-MM-DD`.
    package var date: String
    package var state: GameState

    /// A daily of `date` (`YYYY-MM-DD`) as it stands.
    package init(date: String, state: GameState) {
        self.date = date; self.state = state
    }
}

/// Reads and writes the ``DailyProgress`` of one dictionary and mode, next to the
/// statistics: `daily-<fingerprint>-<mode>.json`, written atomically.
package struct DailyProgressStore: Sendable {
    package let path: String

    package init(statistics: StatisticsStore, fingerprint: String, mode: GameMode) {
        path = statistics.folder + "/daily-\(fingerprint)-\(mode.rawValue).json"
    }

    /// The saved progress; a damaged file is reported and moved aside, never lost.
    package func load() -> (DailyProgress?, String?) {
        guard let bytes = try? AtomicFile.read(path) else { return (nil, nil) }
        if let progress = try? JSONDecoder().decode(DailyProgress.self, from: Data(bytes)), progress.v == DailyProgress.version {
            return (progress, nil)
        }
        let aside = path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
        rename(path, aside)
        return (nil, "the saved daily \(path) could not be read; it was moved to \(aside)")
    }

    /// Saves `progress` atomically; returns a warning when it cannot.
    package func save(_ progress: DailyProgress) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(progress)
            try AtomicFile.write(Array(data), to: path)
            return nil
        } catch {
            return "the daily's progress could not be saved: \(error)"
        }
    }

    package func remove() {
        unlink(path)
    }
}

extension Game {
    /// Whether the player did something that counts: a word credited, a hint taken or
    /// a round over. A game without it is not recorded (quitting at once is no loss).
    package var hasProgress: Bool {
        rounds.contains { !$0.found.isEmpty || !$0.hintsTaken.isEmpty || $0.isOver }
    }
}
