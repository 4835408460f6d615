#if canImport(Glibc)
import Glibc
#endif
@testable import GameCLI
import Foundation
import Squramble
@testable import SqurambleStats
import SqurambleTestSupport
import Testing

/// Issue 28: the saved daily is read like `stats.json`, kept until the day it holds is
/// in the statistics, moved aside (never overwritten) when it cannot be resumed, and
/// played by one `squramble daily` at a time; a held statistics lock is waited for
/// within a bound, then reported.
@Suite struct DailySafetyTests {
    static let program = BuiltProgram("squramble")

    static func store(in home: TemporaryFolder) -> DailyProgressStore {
        DailyProgressStore(statistics: StatisticsStore(folder: home.url.appendingPathComponent("squramble").path),
                           fingerprint: DictionaryIdentity(CLIFixture.lexicon).fingerprint, mode: .unscramble)
    }

    static func savedFiles(in home: TemporaryFolder) -> [String] {
        let folder = home.url.appendingPathComponent("squramble").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix("daily-") && !$0.hasSuffix(".lock") }.sorted()
    }

    static func daily(_ input: String, home: TemporaryFolder) throws -> BuiltProgram.Run {
        try program.run(["daily"], input: Data(input.utf8), environment: CLIFixture.environment(dataHome: home), timeout: 30)
    }

    /// Today's daily with a hint taken, saved.
    static func saveHintedDaily(in home: TemporaryFolder) throws -> DailyProgressStore {
        let lexicon = CLIFixture.lexicon
        let today = DailyPuzzle.today(mode: .unscramble, lexicon: lexicon)
        var game = try Game(lexicon: lexicon, options: today.options)
        game.hint(.nextLetter)
        let store = store(in: home)
        #expect(store.save(DailyProgress(date: today.date.description, state: game.state)) == nil)
        return store
    }

    enum Odd: String, CaseIterable, Sendable { case devZero, fifo }

    /// Case 5: a symlink to /dev/zero or a FIFO in the saved daily's place: one warning,
    /// no abort, no wait; it is left alone and the day is played without saving.
    @Test(arguments: Odd.allCases)
    func aSavedDailyThatIsNotAFileIsLeftAlone(_ odd: Odd) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let path = Self.store(in: home).path
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        switch odd {
        case .devZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        case .fifo: try #require(mkfifo(path, 0o644) == 0)
        }
        let run = try Self.daily("?\n", home: home)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let kind = odd == .devZero ? "a character device" : "a FIFO (named pipe)"
        #expect(run.stderr.contains("the saved daily \(path) is \(kind), not a file; it is left alone and today's progress is not saved"), "\(run.stderr)")
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect(info.st_mode & S_IFMT == (odd == .devZero ? S_IFLNK : S_IFIFO))
    }

    /// Case 7: a saved daily from a newer version is moved aside, byte for byte, and
    /// today's progress is saved in its place.
    @Test func aNewerSavedDailyIsKeptAsideNotOverwritten() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let store = Self.store(in: home)
        try FileManager.default.createDirectory(atPath: (store.path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let newer = #"{"v": 9, "date": "2999-01-01", "whatever": [1, 2, 3]}"#
        try newer.write(toFile: store.path, atomically: true, encoding: .utf8)
        let run = try Self.daily("?\n/quit\n", home: home)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("was saved by a newer Squramble (version 9); it was moved to \(store.path).newer-"), "\(run.stderr)")
        let files = Self.savedFiles(in: home)
        let aside = try #require(files.first { $0.contains(".newer-") })
        let folder = home.url.appendingPathComponent("squramble").path
        #expect(try String(contentsOfFile: folder + "/" + aside, encoding: .utf8) == newer)
        // /quit after a hint keeps today's progress, in a file of its own version.
        guard case .progress = store.load().0 else { Issue.record("today's progress was not saved"); return }
    }

    /// Minor case: a saved daily with `"rounds": []` is moved aside with a warning and
    /// today's puzzle is played, not "Game over — 0 of 0 rounds".
    @Test func anEmptySavedDailyIsMovedAside() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let store = try Self.saveHintedDaily(in: home)
        var json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: store.path))) as? [String: Any])
        var state = try #require(json["state"] as? [String: Any])
        state["rounds"] = [Any]()
        json["state"] = state
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: store.path))
        let run = try Self.daily("/quit\n", home: home)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("cannot be resumed with this dictionary today"), "\(run.stderr)")
        #expect(run.stderr.contains("it was moved to \(store.path).unused-"))
        #expect(!run.stdout.contains("0 of 0"))
        #expect(Self.savedFiles(in: home).count == 1)
    }

    /// Case 6: the statistics cannot be written when the day ends (here `stats.json` is
    /// a FIFO, as a full disk would fail the write): the saved daily is kept, and the
    /// next `squramble daily`, once the statistics can be written, counts it.
    @Test func aDayThatCannotBeRecordedIsKeptAndCountedLater() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let store = try Self.saveHintedDaily(in: home)
        let stats = home.url.appendingPathComponent("squramble/stats.json").path
        try #require(mkfifo(stats, 0o644) == 0)
        let first = try Self.daily("\n\n\n\n\n", home: home)
        #expect(first.stderr.contains("statistics not saved"), "\(first.stderr)")
        #expect(first.stderr.contains("today's daily is kept in \(store.path)"), "\(first.stderr)")
        guard case .progress(let kept) = store.load().0 else { Issue.record("the saved daily was lost"); return }
        #expect(try Game(resuming: kept.state, lexicon: CLIFixture.lexicon).isOver)

        unlink(stats)
        let second = try Self.daily("", home: home)
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(second.stderr.contains("You have played today's unscramble puzzle"), "\(second.stderr)")
        #expect(ScreenTests.dailyResults(in: home) == 1)
        #expect(Self.savedFiles(in: home).isEmpty)
    }

    /// Minor case: two `squramble daily` at once: the second waits briefly, then says
    /// the day is in play elsewhere, and counts nothing.
    @Test func aSecondDailyOfThePuzzleIsRefused() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let store = Self.store(in: home)
        let held = try #require(try store.lock(waitingAtMost: 0))
        defer { held.release() }
        let run = try Self.daily("\n\n\n\n\n", home: home)
        #expect(run.exitCode == 1)
        #expect(run.stderr == "squramble: error: today's puzzle is in play in another squramble (\(store.lockPath) is locked): go on there, or end it and run squramble daily again\n", "\(run.stderr)")
        #expect(ScreenTests.dailyResults(in: home) == 0)
    }

    /// Minor case: a held `stats.json.lock` is waited for with a word, within a bound,
    /// then reported; nothing is written.
    @Test func aHeldStatisticsLockIsWaitedForThenReported() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let statistics = StatisticsStore(folder: home.url.appendingPathComponent("squramble").path)
        try FileManager.default.createDirectory(atPath: statistics.folder, withIntermediateDirectories: true)
        let held = try #require(try HeldFileLock(statistics.lockPath, waitingAtMost: 0))
        var told = 0
        let (saved, problems) = statistics.update(lockWait: 0.2, waiting: { told += 1 }) { $0 = Statistics() }
        #expect(saved == nil)
        #expect(told == 1)
        #expect(problems.map(\.description) == ["statistics not saved: cannot lock \(statistics.lockPath): it is held by another process for more than 0.2 s"])
        held.release()
        let (after, none) = statistics.update(lockWait: 0.2, waiting: { told += 1 }) { $0 = Statistics() }
        #expect(after != nil && none.isEmpty && told == 1)
    }
}
