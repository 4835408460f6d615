#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Squramble
import SqurambleHardening
import SqurambleTestSupport
import Testing

/// `kill -9` at random moments while a program writes a file people care about:
/// afterwards the file is always the old or the new complete version, never a mix,
/// never half-written. Each loop prints what it saw (Documentation/Reliability.md).
/// `SQURAMBLE_FAULT_ITERATIONS=500 swift test --filter KillLoopTests` (or
/// `Scripts/faults.sh`) runs them longer.
@Suite(.serialized) struct KillLoopTests {
    static let scowl = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../wordlists/en/scowl").standardized

    // MARK: dictbuild build

    @Test func killDuringDictbuildBuild() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let small = ["english-words.10", "english-words.20"].map { Self.scowl.appendingPathComponent($0).path }
        let large = ["english-words.35"].map { Self.scowl.appendingPathComponent($0).path }
        func arguments(_ lists: [String], _ output: URL) -> [String] {
            ["build"] + lists.flatMap { ["--input", $0] } + ["--output", output.path, "--force", "--quiet"]
        }
        // The two complete versions, and how long each takes to build.
        var durations: [Double] = []
        for (lists, name) in [(small, "a.sqd"), (large, "b.sqd")] {
            durations.append(try measure { () throws in
                let status = try KillableRun("dictbuild", arguments(lists, folder.file(name))).wait()
                #expect(status == 0)
            })
        }
        let versions = [try #require(fileBytes(folder.file("a.sqd"))), try #require(fileBytes(folder.file("b.sqd")))]
        let output = folder.file("out.sqd")
        try Data(versions[0]).write(to: output)

        var moments = KillMoments(seed: 1)
        var killed = 0, caughtWriting = 0, oldKept = 0, newWritten = 0
        let iterations = FaultSettings.iterations(default: 9)
        for i in 0..<iterations {
            let current = try #require(fileBytes(output))
            let old = versions.firstIndex(of: current)
            try #require(old != nil, "out.sqd is neither version")
            let new = 1 - old!
            let run = try KillableRun("dictbuild", arguments(new == 0 ? small : large, output))
            // Every third run is killed in the middle of writing the file itself.
            if i % 3 == 2 {
                if run.killWhileWriting(in: folder.url) { killed += 1; caughtWriting += 1 }
            } else {
                let moment = moments.next(duration: durations[new])
                if run.kill(after: moment) { killed += 1 }
            }
            let after = try #require(fileBytes(output), "out.sqd disappeared")
            if after == versions[old!] { oldKept += 1 } else if after == versions[new] { newWritten += 1 } else {
                Issue.record("after a kill out.sqd (\(after.count) bytes) is neither the old nor the new dictionary")
                return
            }
            try Lexicon.open(at: output.path).verify()
        }
        let leftovers = temporaryLeftovers(in: folder.url)
        print("kill -9 during dictbuild build: \(iterations) runs, \(killed) killed (\(caughtWriting) while writing), old kept \(oldKept), new written \(newWritten), "
              + "\(leftovers.count) temporary files left by killed writers")
        #expect(oldKept + newWritten == iterations)
        #expect(killed > 0)
    }

    // MARK: squramble stats

    /// Total games counted in a stats file (every dictionary, every mode).
    static func gamesPlayed(_ bytes: [UInt8]) -> Int? {
        guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let dictionaries = json["dictionaries"] as? [String: Any] else { return nil }
        var total = 0
        for case let dictionary as [String: Any] in dictionaries.values {
            for case let mode as [String: Any] in ((dictionary["modes"] as? [String: Any]) ?? [:]).values {
                total += (mode["gamesPlayed"] as? Int) ?? 0
            }
        }
        return total
    }

    @Test func killDuringStatsWrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = ["XDG_DATA_HOME": folder.url.path]
        let stats = folder.file("squramble/stats.json")
        // A hint makes the game count (a game where nothing was done is not recorded).
        let input = Data("cat\n?\n".utf8)
        func play(_ seed: Int) throws -> KillableRun {
            try KillableRun("squramble", ["play", "--record", "--rounds", "1", "--seed", "\(seed)", "--no-color"], environment: environment, input: input)
        }
        let duration = try measure { () throws in
            let status = try play(0).wait()
            #expect(status == 0)
        }
        var previous = try #require(fileBytes(stats).flatMap(Self.gamesPlayed))
        #expect(previous == 1)

        var moments = KillMoments(seed: 2)
        var killed = 0, caughtWriting = 0, oldKept = 0, newWritten = 0
        let iterations = FaultSettings.iterations(default: 25)
        for i in 1...iterations {
            let before = fileBytes(stats)
            let run = try play(i)
            if i % 3 == 2 {
                if run.killWhileWriting(in: folder.file("squramble")) { killed += 1; caughtWriting += 1 }
            } else if run.kill(after: moments.next(duration: duration)) {
                killed += 1
            }
            let after = try #require(fileBytes(stats), "stats.json disappeared")
            guard let games = Self.gamesPlayed(after) else {
                Issue.record("after a kill stats.json is not a complete statistics file: \(String(decoding: after.prefix(200), as: UTF8.self))")
                return
            }
            if after == before { oldKept += 1 } else if games == previous + 1 { newWritten += 1 } else {
                Issue.record("games went from \(previous) to \(games)")
            }
            previous = games
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("squramble").path)) ?? []
        #expect(!names.contains { $0.contains("corrupt") }, "a statistics file was set aside as damaged: \(names)")
        print("kill -9 during a stats write: \(iterations) games, \(killed) killed (\(caughtWriting) while writing), old kept \(oldKept), new written \(newWritten), "
              + "\(temporaryLeftovers(in: folder.file("squramble")).count) temporary files left")
        #expect(oldKept + newWritten == iterations)
    }

    // MARK: dictbuild review

    /// What a decisions file says: key → verdict; `nil` when the file is not complete.
    static func decisions(_ bytes: [UInt8]) -> [String: String]? {
        guard bytes.isEmpty || bytes.last == 0x0A else { return nil }
        var result: [String: String] = [:]
        var previousKey: String?
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, !fields[0].isEmpty, ["target", "accepted", "drop"].contains(fields[1]),
                  result[fields[0]] == nil else { return nil }
            // Sorted by key (UTF-8 byte order), one line per word.
            if let previousKey, !Array(previousKey.utf8).lexicographicallyPrecedes(Array(fields[0].utf8)) { return nil }
            previousKey = fields[0]
            result[fields[0]] = fields[1]
        }
        return result
    }

    /// The decisions a session leaves: the file's, with the complete lines of its journal
    /// (``DecisionJournal``: a session appends there, and folds it in when it ends) applied.
    static func decisions(file: URL) -> [String: String]? {
        guard var result = decisions(fileBytes(file) ?? []) else { return nil }
        let journal = String(decoding: fileBytes(file.deletingLastPathComponent().appendingPathComponent("." + file.lastPathComponent + ".journal")) ?? [], as: UTF8.self)
        for line in journal.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 2, ["target", "accepted", "drop", "-"].contains(fields[1]) else { return nil }
            result[fields[0]] = fields[1] == "-" ? nil : fields[1]
        }
        return result
    }

    @Test func killDuringReviewDecisions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try String(contentsOf: Self.scowl.appendingPathComponent("english-words.10"), encoding: .isoLatin1)
        let words = Array(Set(source.split(separator: "\n").map(String.init).filter {
            $0.count >= 3 && $0.count <= 8 && $0.allSatisfy { $0 >= "a" && $0 <= "z" }
        })).sorted().prefix(400)
        let list = try folder.write(words.enumerated().map { "\($1)\t\(String(format: "%.2f", 6 - Double($0) * 0.01))" }.joined(separator: "\n") + "\n", to: "words.txt")
        let decisionsFile = folder.file("decisions.tsv")

        var rng = SplitMix(seed: 3)
        var known: [String: String] = [:]
        var typed = 0, killed = 0, caughtWriting = 0, changed = 0, unchanged = 0
        let iterations = FaultSettings.iterations(default: 10)
        for i in 0..<iterations {
            let run = try PseudoTerminalProgram(BuiltProgram("dictbuild").url,
                                                ["review", "--words", list.path, "--decisions", decisionsFile.path, "--queue", "common"])
            try run.waitForScreen { $0.contains("[t] target") }
            let journal = folder.file(".decisions.tsv.journal")
            let before = (fileBytes(decisionsFile) ?? []) + (fileBytes(journal) ?? [])
            // A burst of decisions, one key each, then kill -9 in the middle of it or just after.
            let keys = (0..<Int.random(in: 1...6, using: &rng)).map { _ in ["t", "a", "d"].randomElement(using: &rng)! }
            let killAt = Int.random(in: 0...keys.count, using: &rng)
            for (index, key) in keys.enumerated() {
                if index == killAt { break }
                run.type(key)
                typed += 1
                usleep(UInt32.random(in: 0...4_000, using: &rng))
            }
            if i % 3 == 2 {
                // Killed as a decision is written: one more, then kill as soon as the
                // journal grows (or a fold's temporary file appears).
                let size = fileBytes(journal)?.count ?? 0
                run.type("t")
                typed += 1
                let deadline = Date().addingTimeInterval(10)
                while Date() < deadline, kill(run.pid, 0) == 0, (fileBytes(journal)?.count ?? 0) == size,
                      !waitForTemporaryFile(in: folder.url, timeout: 0.001, alive: { true }) { usleep(100) }
                if Date() < deadline { caughtWriting += 1 }
            } else {
                usleep(UInt32.random(in: 0...30_000, using: &rng))
            }
            run.send(signal: SIGKILL)
            let status = try run.waitForExit()
            if PseudoTerminalProgram.signal(status) == SIGKILL { killed += 1 }
            let after = (fileBytes(decisionsFile) ?? []) + (fileBytes(journal) ?? [])
            guard let decided = Self.decisions(file: decisionsFile) else {
                Issue.record("after a kill the decisions file or its journal is not complete:\n\(String(decoding: after.suffix(300), as: UTF8.self))")
                return
            }
            for key in known.keys where decided[key] == nil {
                Issue.record("the decision for \(key) was lost")
            }
            #expect(decided.count <= typed, "more decisions than keys typed")
            if after == before { unchanged += 1 } else { changed += 1 }
            known = decided
        }
        print("kill -9 during review decisions: \(iterations) sessions, \(typed) decision keys typed, \(killed) killed (\(caughtWriting) while writing), "
              + "\(known.count) decisions kept, file changed in \(changed) and untouched in \(unchanged) sessions, "
              + "\(temporaryLeftovers(in: folder.url).count) temporary files left")
        #expect(killed == iterations)
    }
}
