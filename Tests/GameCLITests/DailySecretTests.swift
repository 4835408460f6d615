@testable import GameCLI
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Squramble
import SqurambleTestSupport
import Testing

/// A daily shows none of its answers before it is over, however it is stopped, and
/// goes on where it stopped; its code and practice cannot be used to see them first.
@Suite(.serialized) struct DailySecretTests {
    static let program = BuiltProgram("squramble")

    /// Today's daily on the fixture dictionary: its first two rounds, the second as it
    /// comes after the first is solved.
    static func todaysRounds() throws -> (first: Round, second: Round) {
        let puzzle = DailyPuzzle.today(mode: .unscramble, lexicon: CLIFixture.lexicon)
        var game = try Game(lexicon: CLIFixture.lexicon, options: puzzle.options)
        let first = try #require(game.currentRound)
        game.submit(first.target.key)
        let next = game.nextRound()
        let second = try #require(next)
        return (first, second)
    }

    /// The words of `round` that appear in `text` as the game shows words: in capitals.
    static func answersShown(of round: Round, in text: String) -> [String] {
        let words = Set(text.split { !$0.isLetter }.map(String.init))
        return round.answers.map(\.display).filter { words.contains($0.uppercased()) }
    }

    enum Stop: String, CaseIterable, Sendable {
        case ctrlC = "Ctrl-C", ctrlD = "Ctrl-D", quit = "/quit", terminate = "SIGTERM", hangUp = "SIGHUP"
        var exitCode: Int32 {
            switch self {
            case .ctrlC: 130
            case .ctrlD, .quit: 0
            case .terminate: 143
            case .hangUp: 129
            }
        }
        func apply(to run: PseudoTerminalProgram) {
            switch self {
            case .ctrlC: run.type("\u{3}")
            case .ctrlD: run.type("\u{4}")
            case .quit: run.type("/quit\r")
            case .terminate: run.send(signal: SIGTERM)
            case .hangUp: run.send(signal: SIGHUP)
            }
        }
    }

    enum Point: String, CaseIterable, Sendable {
        case beforeAnyAnswer = "before any answer", afterAWrongAnswer = "after a wrong answer"
        case afterAHint = "after a hint", afterSolvingRoundOne = "after solving round 1"
        var didSomething: Bool { self == .afterAHint || self == .afterSolvingRoundOne }
    }

    struct Case: Sendable, CustomStringConvertible {
        var stop: Stop
        var point: Point
        var description: String { "\(stop.rawValue) \(point.rawValue)" }
    }

    static let cases = Stop.allCases.flatMap { stop in Point.allCases.map { Case(stop: stop, point: $0) } }

    @Test(arguments: cases)
    func aStoppedDailyRevealsNothingAndResumes(_ c: Case) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let (first, second) = try Self.todaysRounds()
        let run = try ScreenTests.start(["daily"], home: home)
        try run.waitForScreen { $0.text.contains("0 hints >") }
        switch c.point {
        case .beforeAnyAnswer: break
        case .afterAWrongAnswer:
            run.type("zzzzz\r")
            try run.waitForScreen { $0.contains("not on offer") }
        case .afterAHint:
            run.type("?\r")
            try run.waitForScreen { $0.contains("letter 1 is") }
        case .afterSolvingRoundOne:
            run.type(first.target.key + "\r")
            try run.waitForScreen { $0.text.contains("2/5 · ") }
        }
        c.stop.apply(to: run)
        // The last line the program prints says what became of the day: wait for it, not
        // for the line before it (on a loaded machine the screen can be read between them).
        let farewell = c.point.didSomething ? "Today's puzzle is kept where you stopped" : "today's puzzle is still yours"
        let screen = try run.waitForScreen { $0.contains("so far") && $0.contains(farewell) }
        #expect(PseudoTerminalProgram.exitCode(try run.waitForExit()) == c.stop.exitCode)
        let text = screen.text
        let hidden = c.point == .afterSolvingRoundOne ? second : first
        #expect(Self.answersShown(of: hidden, in: text).isEmpty, "\(text)")
        #expect(!text.contains("The word was") && !text.contains("Stopped.") && !text.contains("SQ-"), "\(text)")
        #expect(ScreenTests.dailyResults(in: home) == 0)

        // The next daily goes on where this one stopped (through a pipe, stopped again at once).
        let next = try Self.program.run(["daily", "--json"], environment: CLIFixture.environment(dataHome: home))
        let events = CLIFixture.jsonLines(next.stdout)
        let resumed = events.first { $0["kind"] as? String == "resumed" }?["text"] as? String
        switch c.point {
        case .beforeAnyAnswer, .afterAWrongAnswer: #expect(resumed == nil)
        case .afterAHint: #expect(resumed == "resuming at round 1 of 5, 0 points")
        case .afterSolvingRoundOne: #expect(resumed?.hasPrefix("resuming at round 2 of 5") == true)
        }
        if c.point == .afterAHint {
            let round = events.first { $0["event"] as? String == "round_started" }
            #expect((round?["revealed"] as? [Any])?.count == 1)
        }
        #expect(!events.contains { $0["event"] as? String == "round_ended" || $0["target"] != nil || $0["missed"] != nil })
        #expect(events.allSatisfy { $0["code"] == nil })
        #expect(events.last?["kept"] as? Bool == c.point.didSomething)
    }

    /// `/skip` gives up one round: that round is over for good (its word is shown and
    /// it stays given up after a resume); the next round's words stay hidden.
    @Test func aSkippedRoundIsOverForGood() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let (first, _) = try Self.todaysRounds()
        let environment = CLIFixture.environment(dataHome: home)
        let skipped = try Self.program.run(["daily"], input: Data("/skip\n".utf8), environment: environment)
        #expect(skipped.stdout.contains("Skipped. The word was \(first.target.display.uppercased())"))
        let next = CLIFixture.jsonLines(try Self.program.run(["daily", "--json"], environment: environment).stdout)
        let resumed = next.first { $0["kind"] as? String == "resumed" }?["text"] as? String
        #expect(resumed?.hasPrefix("resuming at round 2 of 5") == true)
        #expect(next.first { $0["event"] as? String == "round_started" }?["round"] as? Int == 2)
    }

    /// Today's code plays the daily (it counts, it keeps its secret); practice and
    /// tomorrow's code are refused until their day's daily is over.
    @Test func aDailysCodeIsTheDailyUntilItIsOver() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let lexicon = CLIFixture.lexicon
        let today = DailyPuzzle.today(mode: .unscramble, lexicon: lexicon)
        let todaysGame = try Game(lexicon: lexicon, options: today.options)
        // The code the daily shows once it is over, and one with the same letters but
        // without the daily's mark: both are the daily.
        let code = PuzzleCode(game: todaysGame, daily: today.date).text
        let sameLetters = PuzzleCode(game: todaysGame).text
        #expect(code != sameLetters)
        let (first, _) = try Self.todaysRounds()

        let asDaily = try Self.program.run(["--code", sameLetters], input: Data("?\n".utf8), environment: environment)
        #expect(asDaily.exitCode == 0)
        #expect(asDaily.stderr.contains("This code is today's unscramble daily puzzle: it is played as your daily."))
        #expect(Self.answersShown(of: first, in: asDaily.stdout).isEmpty, "\(asDaily.stdout)")
        #expect(asDaily.stdout.contains("Today's puzzle is kept where you stopped"))

        for arguments in [["--code", code, "--practice"], ["daily", "--practice"]] {
            let practice = try Self.program.run(arguments, input: Data("/skip\n".utf8), environment: environment)
            #expect(practice.exitCode == 1, "\(arguments)")
            #expect(practice.stderr.contains("today's unscramble puzzle is not over yet"))
            #expect(Self.answersShown(of: first, in: practice.stdout).isEmpty)
        }
        let tomorrow = DailyPuzzle(date: today.date.adding(days: 1), mode: .unscramble, lexicon: lexicon)
        let early = try Self.program.run(["--code", PuzzleCode(game: try Game(lexicon: lexicon, options: tomorrow.options)).text],
                                         input: Data("/skip\n".utf8), environment: environment)
        #expect(early.exitCode == 1)
        #expect(early.stderr.contains("is the daily puzzle of \(tomorrow.date), which has not begun here yet"))

        // The code goes on with the daily; once every round is over it is played.
        let finished = try Self.program.run(["--code", code], input: Data("/skip\n/skip\n/skip\n/skip\n/skip\n".utf8), environment: environment)
        #expect(finished.stdout.contains("Resuming today's puzzle"))
        #expect(finished.stdout.contains("Share your result:"))
        #expect(finished.stdout.contains("squramble --code \(code)"), "the code is shown once the daily is over")
        #expect(ScreenTests.dailyResults(in: home) == 1)

        // Afterwards practice replays it, answers and all, and records nothing.
        for arguments in [["daily", "--practice"], ["--code", code, "--practice"]] {
            let practice = try Self.program.run(arguments, input: Data("?\n/skip\n".utf8), environment: environment)
            #expect(practice.exitCode == 0, "\(arguments): \(practice.stderr)")
            #expect(practice.stdout.contains("The word was \(first.target.display.uppercased())"))
            #expect(practice.stdout.contains("Practice: nothing was recorded."))
        }
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
        #expect(ScreenTests.dailyResults(in: home) == 1)
    }

    /// Games whose answers come through a pipe are recorded only with --record;
    /// --practice is never recorded, at a terminal either.
    @Test func scriptsAndPracticeLeaveTheStatisticsAlone() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let piped = try Self.program.run(["--seed", "4"], input: Data("?\n/quit\n".utf8), environment: environment)
        #expect(piped.exitCode == 0)
        #expect(piped.stdout.contains("Not recorded: the answers came through a pipe"))
        #expect(CLIFixture.gamesPlayed(in: home) == 0)
        let recorded = try Self.program.run(["--seed", "4", "--record"], input: Data("?\n/quit\n".utf8), environment: environment)
        #expect(recorded.stdout.contains("Statistics saved"))
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
        let both = try Self.program.run(["--practice", "--record"], input: Data(), environment: environment)
        #expect(both.exitCode == 64)

        let run = try ScreenTests.start(["--seed", "4", "--practice"], home: home)
        try run.waitForScreen { $0.text.contains("0 hints >") }
        run.type("?\r")
        try run.waitForScreen { $0.contains("letter 1 is") }
        run.type("/quit\r")
        try run.waitForScreen { $0.contains("Practice: nothing was recorded.") }
        #expect(PseudoTerminalProgram.exitCode(try run.waitForExit()) == 0)
        #expect(CLIFixture.gamesPlayed(in: home) == 1)
    }
}

/// The prompt and the lines at 40, 60, 80 and 120 columns.
@Suite(.serialized) struct NarrowScreenTests {
    static let facts = TerminalReporter.PromptFacts(round: 3, rounds: 10, score: 1234, clock: "1:05", hints: 2,
                                                    mode: .twist, found: 12, answers: 172)

    @Test(arguments: [(40, "3/10 · 1234 pts · 1:05"), (50, "3/10 · 1234 pts · 1:05 · 2 hints"),
                      (56, "3/10 · 1234 pts · 1:05 · 2 hints · 12/172"), (60, "3/10 · 1234 pts · 1:05 · 2 hints · 12/172 found"),
                      (80, "3/10 · 1234 pts · 1:05 · 2 hints · 12/172 found"), (120, "3/10 · 1234 pts · 1:05 · 2 hints · 12/172 found"),
                      (34, "3/10 1234 pts 1:05"), (28, "3/10 1234 pts 1:05"), (20, nil)])
    func thePromptKeepsRoundScoreAndClockLongest(_ columns: Int, _ expected: String?) {
        #expect(TerminalReporter.fit(TerminalReporter.promptParts(Self.facts), columns: columns) == expected)
    }

    @Test func gridCountsTheWordsFoundWithoutATotal() {
        var facts = Self.facts
        facts.mode = .grid
        facts.found = 1
        facts.answers = 2
        let parts = TerminalReporter.promptParts(facts)
        #expect(parts[0] == "3/10 · 1234 pts · 1:05 · 2 hints · 1 found")
        #expect(parts.allSatisfy { !$0.contains("/2") })
    }

    /// A grid round at a terminal: a word that is not the hidden one scores and the
    /// round goes on; the counter never promises a total the round does not wait for.
    @Test func aGridRoundEndsOnItsHiddenWordAndTheCounterSaysSo() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        var found: (seed: UInt64, round: Round)?
        for seed in UInt64(1)...200 {
            var options = GameOptions(mode: .grid, seed: seed)
            options.rounds = 1
            if let round = try? Game(lexicon: CLIFixture.lexicon, options: options).currentRound, round.answers.count >= 2 {
                found = (seed, round)
                break
            }
        }
        let (seed, round) = try #require(found)
        let other = try #require(round.answers.first { $0.key != round.target.key })
        let run = try ScreenTests.start(["--mode", "grid", "--seed", "\(seed)", "--rounds", "1"], home: home)
        try ScreenTests.waitForInputRow(run, "1/1 · 0 pts · m:ss · 0 hints · 0 found >")
        #expect(run.screen.contains("\(round.answers.count - 1) other word"))
        run.type(other.key + "\r")
        try ScreenTests.waitForInputRow(run, "1/1 · \(other.points) pts · m:ss · 0 hints · 1 found >")
        run.type(round.target.key + "\r")
        let screen = try run.waitForScreen { $0.contains("Game over") }
        #expect(screen.contains("found 2 of \(round.answers.count)"))
        #expect(PseudoTerminalProgram.exitCode(try run.waitForExit()) == 0)
    }

    /// At every width the puzzle code is never cut inside a group (on a narrow window
    /// it goes on lines of its own, broken after dashes), and no line is wider than the
    /// window.
    @Test(arguments: [40, 60, 80, 120])
    func thePuzzleCodeIsNeverCut(_ columns: Int) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        var options = GameOptions(mode: .twist, seed: 42)
        options.rounds = 3
        let code = PuzzleCode(game: try Game(lexicon: CLIFixture.lexicon, options: options)).text
        let run = try ScreenTests.start(["--mode", "twist", "--seed", "42", "--rounds", "3"], home: home, rows: 80, columns: columns)
        for round in 1...3 {
            try run.waitForScreen { $0.text.contains("\(round)/3 · 0 pts") }
            run.type("/skip\r")
        }
        let screen = try run.waitForScreen { $0.contains("Statistics saved") }
        _ = try run.waitForExit()
        let rows = ScreenTests.rows(run.screen)
        for group in code.split(separator: "-") {
            let whole = rows.filter { $0.split(whereSeparator: { $0 == "-" || $0 == " " }).contains(group) }
            #expect(whole.count >= 2, "\(group) of \(code) is cut:\n\(screen.text)")
        }
        let joined = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(joined.components(separatedBy: code).count == 3, "the code, read across its lines, twice")
        #expect(rows.allSatisfy { $0.count < columns }, "\(screen.text)")
    }
}
