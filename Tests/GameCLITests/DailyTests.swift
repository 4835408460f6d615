@testable import GameCLI
import Foundation
import Squramble
@testable import SqurambleStats
import SqurambleTestSupport
import Testing

/// When a daily counts: once every round is over; stopped earlier (`/quit` too) it is
/// kept for the same day when something was done, and leaves no trace otherwise.
@Suite struct DailyTests {
    static let program = BuiltProgram("squramble")

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var input: String
        var arguments: [String] = []
        /// Whether the day is used up (recorded, with a share text).
        var counts: Bool
        /// Whether progress is kept to resume.
        var kept: Bool
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "--json with no input", input: "", arguments: ["--json"], counts: false, kept: false),
        Case(name: "no input", input: "", counts: false, kept: false),
        Case(name: "a wrong word, then the end of input", input: "zzzzz\n", counts: false, kept: false),
        Case(name: "/quit with nothing done", input: "/quit\n", counts: false, kept: false),
        Case(name: "a hint, then the end of input", input: "?\n", counts: false, kept: true),
        Case(name: "a hint, then /quit", input: "?\n/quit\n", counts: false, kept: true),
        Case(name: "every round skipped", input: "\n\n\n\n\n", counts: true, kept: false),
    ]

    @Test(arguments: cases)
    func aDailyCountsOnlyOnceEveryRoundIsOver(_ c: Case) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let run = try Self.program.run(["daily"] + c.arguments, input: Data(c.input.utf8), environment: CLIFixture.environment(dataHome: home))
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(ScreenTests.dailyResults(in: home) == (c.counts ? 1 : 0))
        #expect(run.stdout.contains(c.arguments.contains("--json") ? "\"event\":\"share\"" : "Share your result:") == c.counts)
        let folder = home.url.appendingPathComponent("squramble").path
        let saved = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("daily-") }
        #expect(saved.count == (c.kept ? 1 : 0), "\(saved)")
        if c.kept { #expect(run.stdout.contains("Today's puzzle is kept where you stopped")) }
        if !c.counts {
            // Nothing of its answers, and not its code, before the daily is over.
            #expect(!run.stdout.contains("The word was") && !run.stdout.contains("SQ-") && !run.stdout.contains("round_ended"), "\(run.stdout)")
        }
    }

    @Test func aSavedDailyFromAnEarlierDayCountsForThatDay() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let lexicon = CLIFixture.lexicon
        let today = DailyPuzzle.today(mode: .unscramble, lexicon: lexicon)
        let earlier = today.date.adding(days: -1)
        var game = try Game(lexicon: lexicon, options: DailyPuzzle(date: earlier, mode: .unscramble, lexicon: lexicon).options)
        game.hint(.nextLetter)
        let store = DailyProgressStore(statistics: StatisticsStore(folder: home.url.appendingPathComponent("squramble").path),
                                       fingerprint: DictionaryIdentity(lexicon).fingerprint, mode: .unscramble)
        #expect(store.save(DailyProgress(date: earlier.description, state: game.state)) == nil)

        // Today's run is a fresh puzzle (nothing done, so today stays unplayed) …
        let run = try Self.program.run(["daily"], input: Data("/quit\n".utf8), environment: CLIFixture.environment(dataHome: home))
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("Resuming"))
        // … and yesterday's stopped daily was counted for yesterday.
        let dictionaries = CLIFixture.statistics(in: home)?["dictionaries"] as? [String: Any]
        let daily = ((dictionaries?.values.first as? [String: Any])?["daily"] as? [String: Any])?["unscramble"] as? [String: Any]
        let results = daily?["results"] as? [String: Any] ?? [:]
        #expect(Array(results.keys) == [earlier.description])
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }
}
