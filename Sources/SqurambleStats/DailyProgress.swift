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
///
/// It is read as `stats.json` is (``BoundedFileRead``): a FIFO or a device in its place
/// is neither waited on nor read, and is left alone; a file too large or damaged is
/// moved aside; one from a newer version, or one this dictionary cannot resume, is
/// moved aside too (kept, never overwritten) with a warning naming where it went.
/// It is removed only once the day it holds is safely in the statistics.
package struct DailyProgressStore: Sendable {
    package let path: String
    /// The lock a daily holds while it is played (one daily of a puzzle at a time):
    /// hidden, beside the file, `.daily-<fingerprint>-<mode>.json.lock`.
    package var lockPath: String {
        let slash = path.lastIndex(of: "/")!
        return String(path[...slash]) + "." + String(path[path.index(after: slash)...]) + ".lock"
    }

    /// The largest saved daily read: a game state takes a few kilobytes.
    package static let sizeLimit = 1 << 20

    package init(statistics: StatisticsStore, fingerprint: String, mode: GameMode) {
        path = statistics.folder + "/daily-\(fingerprint)-\(mode.rawValue).json"
    }

    /// What is saved: nothing, a daily, or something that must be left as it is.
    package enum Loaded: Sendable {
        case none
        case progress(DailyProgress)
        /// Not a regular file (a FIFO, a device, a folder): left alone, and nothing may
        /// be saved over it.
        case untouchable(String)
    }

    /// The saved progress, with a warning for what was found instead (a file moved
    /// aside says where it went); never lost, never waited on.
    package func load() -> (Loaded, String?) {
        let outcome: BoundedFileRead
        do {
            outcome = try BoundedFileRead.read(path, limit: Self.sizeLimit)
        } catch {
            return (.untouchable(path), "the saved daily \(path) cannot be read (\(error.reason)); it is left alone and today's progress is not saved")
        }
        switch outcome {
        case .missing:
            return (.none, nil)
        case .notRegular(let kind):
            return (.untouchable(path), "the saved daily \(path) is \(kind), not a file; it is left alone and today's progress is not saved")
        case .tooLarge(let size):
            return (.none, setAside("is \(size) bytes, more than a saved daily can be"))
        case .contents(let bytes):
            struct VersionOnly: Decodable { var v: Int }
            if let probe = try? JSONDecoder().decode(VersionOnly.self, from: Data(bytes)), probe.v > DailyProgress.version {
                return (.none, setAside("was saved by a newer Squramble (version \(probe.v))", suffix: "newer"))
            }
            if let progress = try? JSONDecoder().decode(DailyProgress.self, from: Data(bytes)), progress.v == DailyProgress.version {
                return (.progress(progress), nil)
            }
            return (.none, setAside("could not be read"))
        }
    }

    /// Moves the saved daily aside (`<name>.<suffix>-<time>`), and says so: `why` is
    /// what was wrong with it.
    package func setAside(_ why: String, suffix: String = "corrupt") -> String {
        var aside = path + ".\(suffix)-\(Int(Date().timeIntervalSince1970))"
        var n = 1
        while access(aside, F_OK) == 0 { n += 1; aside = path + ".\(suffix)-\(Int(Date().timeIntervalSince1970))-\(n)" }
        guard rename(path, aside) == 0 else {
            return "the saved daily \(path) \(why), and it cannot be moved aside (\(String(cString: strerror(errno))))"
        }
        return "the saved daily \(path) \(why); it was moved to \(aside) and is kept there"
    }

    /// Saves `progress` atomically; returns a warning when it cannot (the file saved
    /// before, if any, is then untouched).
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

    /// Takes the daily's lock, waiting at most `seconds` for another `squramble daily`
    /// of the same puzzle; `nil` when it is still in play there.
    package func lock(waitingAtMost seconds: Double) throws(StorageError) -> HeldFileLock? {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try HeldFileLock(lockPath, waitingAtMost: seconds)
    }

    /// Removes the saved daily, once what it held is in the statistics. Only a regular
    /// file is removed: something else in its place is not this program's.
    package func remove() {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
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
