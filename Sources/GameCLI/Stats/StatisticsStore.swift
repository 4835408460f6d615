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
struct StatisticsStore: Sendable {
    let folder: String
    var path: String { folder + "/stats.json" }
    var lockPath: String { folder + "/stats.json.lock" }

    /// The store for this user, or `nil` (with the reason) when no home is known.
    static func forCurrentUser(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<StatisticsStore, StatisticsProblem> {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return .success(StatisticsStore(folder: xdg + "/squramble"))
        }
        if let home = environment["HOME"], !home.isEmpty {
            return .success(StatisticsStore(folder: home + "/.local/share/squramble"))
        }
        return .failure(StatisticsProblem("neither XDG_DATA_HOME nor HOME is set, so there is nowhere to keep statistics"))
    }

    /// Reads the statistics without changing anything. A damaged file is reported,
    /// not set aside (that happens on the next update).
    func read() -> (Statistics, [StatisticsProblem]) {
        do {
            guard let bytes = try AtomicFile.read(path) else { return (Statistics(), []) }
            switch decode(bytes) {
            case .success(let statistics): return (statistics, [])
            case .failure(let problem): return (Statistics(), [problem])
            }
        } catch {
            return (Statistics(), [StatisticsProblem("cannot read the statistics \(path): \(error.reason)")])
        }
    }

    /// Changes the statistics under the lock and writes them atomically.
    /// Returns the new statistics, and the problems met (warnings to show).
    @discardableResult
    func update(_ change: (inout Statistics) -> Void) -> (Statistics?, [StatisticsProblem]) {
        var problems: [StatisticsProblem] = []
        if let reason = Self.makeFolder(folder) {
            return (nil, [StatisticsProblem("statistics not saved: cannot create the folder \(folder) (\(reason))")])
        }
        do {
            return try FileLock.withLock(at: lockPath) { () -> (Statistics?, [StatisticsProblem]) in
                var statistics = Statistics()
                let existing: [UInt8]?
                do {
                    existing = try AtomicFile.read(path)
                } catch {
                    let reason = (error as? StorageError)?.reason ?? "\(error)"
                    // Unreadable (permissions): set it aside rather than write over it.
                    guard let aside = setAside() else {
                        return (nil, [StatisticsProblem("statistics not saved: cannot read \(path) (\(reason)) and cannot move it aside")])
                    }
                    problems.append(StatisticsProblem("could not read the statistics (\(reason)); moved it to \(aside) and started afresh"))
                    existing = nil
                }
                if let existing {
                    switch decode(existing) {
                    case .success(let decoded):
                        statistics = decoded
                    case .failure(let problem) where problem.isNewerVersion:
                        return (nil, [problem])
                    case .failure(let problem):
                        guard let aside = setAside() else {
                            return (nil, [StatisticsProblem("statistics not saved: \(problem.message), and it cannot be moved aside")])
                        }
                        problems.append(StatisticsProblem("\(problem.message); moved it to \(aside) and started afresh"))
                    }
                }
                change(&statistics)
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let data = try encoder.encode(statistics)
                try AtomicFile.write(Array(data) + [10], to: path)
                return (statistics, problems)
            }
        } catch let error as StorageError {
            return (nil, problems + [StatisticsProblem("statistics not saved: \(error)")])
        } catch {
            return (nil, problems + [StatisticsProblem("statistics not saved: \(error)")])
        }
    }

    /// Replaces the statistics with empty ones, keeping the old file as `stats.json.bak`.
    func reset() -> [StatisticsProblem] {
        var problems: [StatisticsProblem] = []
        let backup = path + ".bak"
        let (_, updateProblems) = update { statistics in
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

    private func decode(_ bytes: [UInt8]) -> Result<Statistics, StatisticsProblem> {
        struct VersionOnly: Decodable { var version: Int }
        let data = Data(bytes)
        if let probe = try? JSONDecoder().decode(VersionOnly.self, from: data), probe.version > Statistics.currentVersion {
            return .failure(StatisticsProblem(
                "the statistics \(path) were written by a newer Squramble (version \(probe.version)); they are left unchanged and this game is not recorded",
                isNewerVersion: true))
        }
        do {
            return .success(try JSONDecoder().decode(Statistics.self, from: data))
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

/// Something that went wrong with the statistics: shown as a warning, never fatal.
struct StatisticsProblem: Error, Sendable, CustomStringConvertible {
    var message: String
    var isNewerVersion = false
    init(_ message: String, isNewerVersion: Bool = false) {
        self.message = message; self.isNewerVersion = isNewerVersion
    }
    var description: String { message }
}
