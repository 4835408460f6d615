import Foundation
import SqurambleTestSupport
import Testing

@Suite struct StatisticsTests {
    static let program = BuiltProgram("squramble")

    @Test func concurrentGamesAreAllRecorded() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let count = 6
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do {
                // Each game takes a hint (something done, so it counts) and ends at the
                // end of input, so all finish together.
                let run = try Self.program.run(["--record", "--seed", String(index)], input: Data("zzz\n?\n".utf8), environment: environment)
                if run.exitCode != 0 { failures.add("game \(index): exit \(run.exitCode) \(run.stderr)") }
                if run.stderr.contains("warning") { failures.add("game \(index): \(run.stderr)") }
            } catch {
                failures.add("game \(index): \(error)")
            }
        }
        #expect(failures.list.isEmpty, "\(failures.list)")
        #expect(CLIFixture.gamesPlayed(in: home) == count)
        let stats = try Self.program.run(["stats", "--json"], environment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any]
        let record = (object?["dictionaries"] as? [String: Any])?.values.first as? [String: Any]
        #expect((record?["history"] as? [Any])?.count == count)
    }

    @Test func aCorruptedFileIsSetAsideWithAWarningNamingIt() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let folder = home.url.appendingPathComponent("squramble")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"dictionaries\": {\"x\": [}".utf8).write(to: folder.appendingPathComponent("stats.json"))
        let environment = CLIFixture.environment(dataHome: home)

        let read = try Self.program.run(["stats"], environment: environment)
        #expect(read.exitCode == 0)
        #expect(read.stderr.contains("stats.json is damaged"))

        let run = try Self.program.run(["--record", "--seed", "1"], input: Data("?\n/quit\n".utf8), environment: environment)
        #expect(run.exitCode == 0)
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("stats.json.corrupt-") }
        #expect(aside.count == 1)
        #expect(run.stderr.contains("warning"))
        #expect(run.stderr.contains(aside.first ?? "?"))
        // The damaged bytes are kept, and a new file counts the game.
        let kept = try String(contentsOf: folder.appendingPathComponent(aside[0]), encoding: .utf8)
        #expect(kept.contains("[}"))
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
    }

    @Test func anUnwritableHomeGivesAWarningAndTheGameStillPlays() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        // A file where the folder should be: nothing can be created under it (as with a read-only home).
        let blocker = try home.write("not a folder", to: "blocked")
        let environment = CLIFixture.environment(dataHome: home, extra: ["XDG_DATA_HOME": blocker.path])
        let run = try Self.program.run(["--record", "--seed", "3", "--rounds", "1"], input: Data("zzz\n\n".utf8), environment: environment)
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("Game over"))
        #expect(run.stderr.contains("warning: statistics not saved"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func statsShowsAndResets() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let empty = try Self.program.run(["stats"], environment: environment)
        #expect(empty.stdout.contains("No games yet"))
        _ = try Self.program.run(["--record", "--seed", "9", "--rounds", "1"], input: Data("\n".utf8), environment: environment)
        _ = try Self.program.run(["--record", "--mode", "twist", "--seed", "9", "--rounds", "1"], input: Data("\n".utf8), environment: environment)
        let shown = try Self.program.run(["stats"], environment: environment)
        #expect(shown.stdout.contains("CLI fixture"))
        #expect(shown.stdout.contains("Unscramble") && shown.stdout.contains("Twist"))
        #expect(shown.stdout.contains("1 game"))
        let reset = try Self.program.run(["stats", "--reset"], environment: environment)
        #expect(reset.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("squramble/stats.json.bak").path))
        let after = try Self.program.run(["stats"], environment: environment)
        #expect(after.stdout.contains("No games yet"))
    }

    @Test func theDailyPuzzleIsPlayedOnceAndSharedWithoutSpoilers() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let first = try Self.program.run(["daily"], input: Data("?\n\n\n\n\n\n".utf8), environment: environment)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Squramble daily #"))
        guard let shareStart = first.stdout.range(of: "Share your result:\n") else {
            Issue.record("no share text: \(first.stdout)")
            return
        }
        let share = String(first.stdout[shareStart.upperBound...])
        #expect(share.hasPrefix("Squramble #"))
        #expect(share.contains("⬛"))
        #expect(share.contains("0/5"))
        #expect(share.contains("1 hint"))
        // No word of the game appears in the share text.
        let words = Set(CLIFixture.words(from: "cli-words.tsv").map(\.key.text).filter { $0.count >= 3 })
        let shareWords = share.lowercased().split { !$0.isLetter }.map(String.init)
        #expect(shareWords.allSatisfy { !words.contains($0) || ["unscramble"].contains($0) }, "\(share)")

        let again = try Self.program.run(["daily"], input: Data("stone\n".utf8), environment: environment)
        #expect(again.exitCode == 0)
        #expect(again.stderr.contains("You have played today's unscramble puzzle"))
        #expect(again.stdout == share)
        // Another mode is another puzzle.
        let twist = try Self.program.run(["daily", "--mode", "twist"], input: Data("\n".utf8), environment: environment)
        #expect(twist.stdout.contains("Twist"))
    }
}

final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var list: [String] { lock.lock(); defer { lock.unlock() }; return items }
}
