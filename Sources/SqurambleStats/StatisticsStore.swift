#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Squramble

/// Reads and updates `stats.json` under `$XDG_DATA_HOME/squramble/` (by default
/// `~/.local/share/squramble/`).
///
/// Every update takes an exclusive lock (`stats.json.lock`), reads the file, changes
/// it and writes it atomically, so two games ending at the same moment both count.
/// A file that cannot be decoded is renamed to `stats.json.corrupt-<time>` with a
/// warning naming it, never overwritten; a folder that cannot be written (a
/// read-only home) gives a warning, and the game is not affected.
package struct StatisticsStore: Sendable {
    package let folder: String
    package var path: String { folder + "/stats.json" }
    package var lockPath: String { folder + "/stats.json.lock" }

    /// The store in `folder`.
    package init(folder: String) {
        self.folder = folder
    }

    /// The store for this user, or `nil` (with the reason) when no home is known.
    package static func forCurrentUser(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<StatisticsStore, StatisticsProblem> {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return .success(StatisticsStore(folder: xdg + "/squramble"))
        }
        if let home = environment["HOME"], !home.isEmpty {
            return .success(StatisticsStore(folder: home + "/.local/share/squramble"))
        }
        return .failure(StatisticsProblem("neither XDG_DATA_HOME nor HOME is set, so there is nowhere to keep statistics"))
    }

    /// How long an update waits for another process holding `stats.json.lock` (an
    /// update takes milliseconds; a lock held longer is a stuck or stopped process),
    /// before it gives up with a problem saying so.
    package static let lockWait = 10.0

    /// The largest `stats.json` read: a hundred games per dictionary take about 20 KB,
    /// so anything near this is not a statistics file.
    package static let sizeLimit = 16 << 20

    /// Reads the statistics without changing anything. A damaged file is reported,
    /// not set aside (that happens on the next update).
    package func read() -> (Statistics, [StatisticsProblem]) {
        do {
            switch try BoundedFileRead.read(path, limit: Self.sizeLimit) {
            case .missing:
                return (Statistics(), [])
            case .notRegular(let kind):
                return (Statistics(), [StatisticsProblem("the statistics \(path) is \(kind), not a file; it is left alone and nothing is read from it")])
            case .tooLarge(let size):
                return (Statistics(), [StatisticsProblem(tooLarge(size))])
            case .contents(let bytes):
                switch decode(bytes) {
                case .success(let stored): return (stored.statistics, [])
                case .failure(let problem): return (Statistics(), [problem])
                }
            }
        } catch {
            return (Statistics(), [StatisticsProblem("cannot read the statistics \(path): \(error.reason)")])
        }
    }

    /// Changes the statistics under the lock and writes them atomically.
    /// Returns the new statistics, and the problems met (warnings to show).
    ///
    /// Fields this version does not know (from a newer version or a hand edit) are
    /// written back unchanged, unless `keepingUnknownFields` is false (a reset).
    @discardableResult
    package func update(keepingUnknownFields: Bool = true, lockWait: Double = StatisticsStore.lockWait, waiting: () -> Void = {},
                        _ change: (inout Statistics) -> Void) -> (Statistics?, [StatisticsProblem]) {
        if let reason = Self.makeFolder(folder) {
            return (nil, [StatisticsProblem("statistics not saved: cannot create the folder \(folder) (\(reason))")])
        }
        var problems: [StatisticsProblem] = []
        do {
            return try FileLock.withLock(at: lockPath, waitingAtMost: lockWait, waiting: waiting) { () -> (Statistics?, [StatisticsProblem]) in
                let stored: StoredStatistics
                switch loadForUpdate(&problems) {
                case .success(let loaded): stored = loaded
                case .failure(let refusal): return (nil, problems + [refusal])
                }
                var statistics = stored.statistics
                change(&statistics)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                var data = try encoder.encode(statistics)
                if keepingUnknownFields, let original = stored.raw {
                    let written = try JSONDecoder().decode(JSONValue.self, from: data)
                    data = try encoder.encode(written.keepingUnknownMembers(of: original))
                }
                try AtomicFile.write(Array(data) + [10], to: path)
                return (statistics, problems)
            }
        } catch {
            return (nil, problems + [StatisticsProblem("statistics not saved: \(error)")])
        }
    }

    /// The statistics to update: the file's, or empty ones after setting a damaged,
    /// unreadable or oversized file aside (with a problem saying where it went). Fails
    /// (nothing may be written) for a file of a newer version, for something that is
    /// not a regular file (a FIFO, a device, a folder: left alone), and for a damaged
    /// file that cannot be moved aside.
    private func loadForUpdate(_ problems: inout [StatisticsProblem]) -> Result<StoredStatistics, StatisticsProblem> {
        let damage: String
        do {
            switch try BoundedFileRead.read(path, limit: Self.sizeLimit) {
            case .missing:
                return .success(StoredStatistics())
            case .notRegular(let kind):
                return .failure(StatisticsProblem("statistics not saved: \(path) is \(kind), not a file; it is left alone (move it away to keep statistics again)"))
            case .tooLarge(let size):
                damage = tooLarge(size)
            case .contents(let bytes):
                switch decode(bytes) {
                case .success(let stored): return .success(stored)
                case .failure(let problem) where problem.isNewerVersion: return .failure(problem)
                case .failure(let problem): damage = problem.message
                }
            }
        } catch {
            // Unreadable (permissions): set it aside rather than write over it.
            guard let aside = setAside() else {
                return .failure(StatisticsProblem("statistics not saved: cannot read \(path) (\(error.reason)) and cannot move it aside"))
            }
            problems.append(StatisticsProblem("could not read the statistics (\(error.reason)); moved it to \(aside) and started afresh"))
            return .success(StoredStatistics())
        }
        guard let aside = setAside() else {
            return .failure(StatisticsProblem("statistics not saved: \(damage), and it cannot be moved aside"))
        }
        problems.append(StatisticsProblem("\(damage); moved it to \(aside) and started afresh"))
        return .success(StoredStatistics())
    }

    private func tooLarge(_ size: Int) -> String {
        "the statistics file \(path) is \(size) bytes, more than a statistics file can be (\(Self.sizeLimit >> 20) MiB)"
    }

    /// Replaces the statistics with empty ones, keeping the old file as `stats.json.bak`.
    package func reset() -> [StatisticsProblem] {
        var problems: [StatisticsProblem] = []
        let backup = path + ".bak"
        let (_, updateProblems) = update(keepingUnknownFields: false) { statistics in
            if FileManager.default.fileExists(atPath: path) {
                _ = unlink(backup)
                if link(path, backup) != 0 {
                    problems.append(StatisticsProblem("could not keep a copy of the old statistics at \(backup)"))
                }
            }
            statistics = Statistics()
        }
        return problems + updateProblems
    }

    /// The statistics in `bytes`, with the whole JSON kept to write back what this
    /// version does not know.
    private func decode(_ bytes: [UInt8]) -> Result<StoredStatistics, StatisticsProblem> {
        struct VersionOnly: Decodable { var version: Int }
        let data = Data(bytes)
        if let probe = try? JSONDecoder().decode(VersionOnly.self, from: data), probe.version > Statistics.currentVersion {
            return .failure(StatisticsProblem(
                "the statistics \(path) were written by a newer Squramble (version \(probe.version)); they are left unchanged and this game is not recorded",
                isNewerVersion: true))
        }
        do {
            let statistics = try JSONDecoder().decode(Statistics.self, from: data)
            return .success(StoredStatistics(statistics: statistics, raw: try JSONDecoder().decode(JSONValue.self, from: data)))
        } catch {
            return .failure(StatisticsProblem("the statistics file \(path) is damaged"))
        }
    }

    /// Renames the file to `stats.json.corrupt-<UTC time>`; returns the new path.
    private func setAside() -> String? {
        var stamp = ISO8601DateFormatter().string(from: Date())
        stamp.removeAll { $0 == ":" || $0 == "-" }
        var target = "\(path).corrupt-\(stamp)"
        var n = 1
        while FileManager.default.fileExists(atPath: target) { n += 1; target = "\(path).corrupt-\(stamp)-\(n)" }
        return rename(path, target) == 0 ? target : nil
    }

    /// Creates `path` and its missing parents (`mkdir -p`); returns why not, or `nil`.
    private static func makeFolder(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 {
            return (info.st_mode & S_IFMT) == S_IFDIR ? nil : "\(path) is not a folder"
        }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex,
           let reason = makeFolder(String(path[..<slash])) {
            return reason
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        return nil
    }
}

/// The statistics read from the file, and the file's whole JSON (`nil` for no file).
private struct StoredStatistics {
    package var statistics = Statistics()
    package var raw: JSONValue?
}

/// Something that went wrong with the statistics: shown as a warning, never fatal.
package struct StatisticsProblem: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var isNewerVersion = false
    package init(_ message: String, isNewerVersion: Bool = false) {
        self.message = message; self.isNewerVersion = isNewerVersion
    }
    package var description: String { message }
}
