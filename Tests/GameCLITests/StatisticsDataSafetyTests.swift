@testable import GameCLI
import Foundation
import Squramble
import SqurambleServer
@testable import SqurambleStats
import SqurambleTestSupport
import Testing

/// A player's statistics survive what players and other versions do to them: counters
/// at their limit, fields this version does not know, odd files in place of the file.
@Suite struct StatisticsDataSafetyTests {
    static let program = BuiltProgram("squramble")

    /// The statistics folder of a fresh data home, created.
    static func statisticsFolder(_ home: TemporaryFolder) throws -> URL {
        let folder = home.url.appendingPathComponent("squramble")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    // MARK: Counters at their limit

    @Test(arguments: [Int.max, Int.max - 1, Int.min])
    func countersAtTheirLimitSaturateInsteadOfTrapping(start: Int) throws {
        let game = try StatisticsModelTests.finishedGame(seed: 1, solveAll: true)
        var totals = ModeStatistics()
        totals.gamesPlayed = start; totals.gamesWon = start; totals.roundsPlayed = start; totals.roundsSolved = start
        totals.totalScore = start; totals.wordsFound = start; totals.hintsTaken = start
        totals.wordsByLength = ["3": start, "9": 1]
        var record = DictionaryStatistics(name: "x", wordCount: 1)
        record.modes["unscramble"] = totals
        var statistics = Statistics()
        statistics.dictionaries[DictionaryIdentity(game.lexicon).fingerprint] = record
        statistics.record(game, code: "A", ending: "finished", ended: "t", daily: nil)
        let after = try #require(statistics.dictionaries.values.first?.modes["unscramble"])
        let expected = start == Int.min ? Int.min + 1 : Int.max
        #expect(after.gamesPlayed == expected)
        #expect(after.gamesWon == expected)
        #expect(after.roundsPlayed == (start == Int.min ? Int.min + 2 : Int.max))
        // The report of such a record neither traps nor draws a bar of 2⁶³ blocks.
        let text = StatsReport(statistics: statistics, style: .plain, statisticsPath: "s").text
        #expect(text.contains("Unscramble") == (start > 0))
        #expect(after.winRate >= 0 && after.winRate <= 1)
    }

    @Test func aGameEndsNormallyWhenACounterIsAtItsLimit() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        let first = try Self.program.run(["--record", "--seed", "1"], input: Data("?\n/quit\n".utf8), environment: environment, timeout: 60)
        #expect(first.exitCode == 0)
        let file = home.url.appendingPathComponent("squramble/stats.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"gamesPlayed\" : 1", with: "\"gamesPlayed\" : 9223372036854775807")
        #expect(text.contains("9223372036854775807"))
        try Data(text.utf8).write(to: file)
        for _ in 0..<2 {  // the crash used to repeat on every game
            let run = try Self.program.run(["--record", "--seed", "2"], input: Data("?\n/quit\n".utf8), environment: environment, timeout: 60)
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(!run.stderr.contains("warning"), "\(run.stderr)")
            #expect(CLIFixture.gamesPlayed(in: home) == Int.max)
        }
        let stats = try Self.program.run(["stats"], environment: environment, timeout: 60)
        #expect(stats.exitCode == 0)
        #expect(stats.stdout.contains("9223372036854775807 games"))
    }

    // MARK: Fields this version does not know

    @Test func fieldsThisVersionDoesNotKnowSurviveAGame() throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let environment = CLIFixture.environment(dataHome: home)
        _ = try Self.program.run(["--record", "--seed", "1"], input: Data("?\n/quit\n".utf8), environment: environment, timeout: 60)
        let file = home.url.appendingPathComponent("squramble/stats.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        object["achievements"] = ["firstWin": ["when": "2026-01-01", "level": 3]]
        var dictionaries = try #require(object["dictionaries"] as? [String: Any])
        let fingerprint = try #require(dictionaries.keys.first)
        var record = try #require(dictionaries[fingerprint] as? [String: Any])
        record["theme"] = "dark"
        var modes = try #require(record["modes"] as? [String: Any])
        var unscramble = try #require(modes["unscramble"] as? [String: Any])
        unscramble["fastestSolve"] = 1.5
        modes["unscramble"] = unscramble
        record["modes"] = modes
        var history = try #require(record["history"] as? [[String: Any]])
        history[0]["note"] = "my first game"
        record["history"] = history
        dictionaries[fingerprint] = record
        object["dictionaries"] = dictionaries
        try JSONSerialization.data(withJSONObject: object).write(to: file)

        let run = try Self.program.run(["--record", "--seed", "2"], input: Data("?\n/quit\n".utf8), environment: environment, timeout: 60)
        #expect(run.exitCode == 0)
        #expect(CLIFixture.gamesPlayed(in: home) == 2)
        let after = try #require(CLIFixture.statistics(in: home))
        #expect((after["achievements"] as? [String: Any])?["firstWin"] != nil)
        let afterRecord = try #require((after["dictionaries"] as? [String: Any])?[fingerprint] as? [String: Any])
        #expect(afterRecord["theme"] as? String == "dark")
        let afterMode = (afterRecord["modes"] as? [String: Any])?["unscramble"] as? [String: Any]
        #expect(afterMode?["fastestSolve"] as? Double == 1.5)
        let afterHistory = try #require(afterRecord["history"] as? [[String: Any]])
        #expect(afterHistory.count == 2)
        #expect(afterHistory[0]["note"] as? String == "my first game")
        #expect(afterHistory[1]["note"] == nil)
    }

    @Test func aResetDropsUnknownFieldsTooButKeepsTheOldFile() throws {
        let folder = CLIFixture.dataHome()
        defer { folder.remove() }
        let store = StatisticsStore(folder: folder.url.path)
        let old = Data(#"{"version": 1, "dictionaries": {}, "achievements": [1, 2]}"#.utf8)
        try old.write(to: URL(fileURLWithPath: store.path))
        store.update { _ in }
        #expect(try String(contentsOf: URL(fileURLWithPath: store.path), encoding: .utf8).contains("achievements"))
        #expect(store.reset().isEmpty)
        #expect(try !String(contentsOf: URL(fileURLWithPath: store.path), encoding: .utf8).contains("achievements"))
        #expect(try String(contentsOf: URL(fileURLWithPath: store.path + ".bak"), encoding: .utf8).contains("achievements"))
    }

    @Test(arguments: [
        (#"{"a":2}"#, #"{"a":1,"b":{"c":3}}"#, #"{"a":2,"b":{"c":3}}"#),
        (#"{"a":{"x":1}}"#, #"{"a":{"x":0,"y":[1]}}"#, #"{"a":{"x":1,"y":[1]}}"#),
        (#"{"h":[{"k":2},{"k":3}]}"#, #"{"h":[{"k":1,"n":"a"},{"k":2,"n":"b"}]}"#, #"{"h":[{"k":2,"n":"b"},{"k":3}]}"#),
        (#"{"a":[1]}"#, #"{"a":[1,2],"z":null}"#, #"{"a":[1],"z":null}"#),
        (#"{"a":1}"#, #"[1]"#, #"{"a":1}"#),
    ])
    func unknownMembersAreKeptAtEveryDepth(written: String, original: String, expected: String) throws {
        func value(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
        #expect(try value(written).keepingUnknownMembers(of: value(original)) == value(expected))
    }

    // MARK: Odd files in place of stats.json

    enum OddFile: String, CaseIterable, Sendable {
        case fifo, symlinkToDevZero, folder, hugeFile

        /// Makes the odd file at `path`.
        func make(at path: String) throws {
            switch self {
            case .fifo: #expect(mkfifo(path, 0o644) == 0)
            case .symlinkToDevZero: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .hugeFile:
                #expect(FileManager.default.createFile(atPath: path, contents: Data("{\"version\": 1,".utf8)))
                #expect(truncate(path, off_t(StatisticsStore.sizeLimit + 4096)) == 0)  // sparse: no disk used
            }
        }

        /// A regular file that is too large is moved aside; anything else is left alone.
        var isMovedAside: Bool { self == .hugeFile }
    }

    @Test(arguments: OddFile.allCases)
    func anOddFileInPlaceOfTheStatisticsNeitherBlocksNorIsReadWhole(odd: OddFile) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let folder = try Self.statisticsFolder(home)
        let path = folder.appendingPathComponent("stats.json").path
        try odd.make(at: path)
        let environment = CLIFixture.environment(dataHome: home)

        let run = try Self.program.run(["--record", "--seed", "1"], input: Data("?\n/quit\n".utf8), environment: environment, timeout: 30)
        #expect(run.exitCode == 0, "\(odd): exit \(run.exitCode) \(run.stderr)")
        #expect(run.stdout.contains("Game ended"))
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1, "\(run.stderr)")
        let stats = try Self.program.run(["stats"], environment: environment, timeout: 30)
        #expect(stats.exitCode == 0, "\(odd): \(stats.stderr)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("stats.json.corrupt-") }
        if odd.isMovedAside {
            #expect(run.stderr.contains("more than a statistics file can be"))
            #expect(aside.count == 1)
            #expect(CLIFixture.gamesPlayed(in: home) == 1)
        } else {
            #expect(run.stderr.contains("not a file; it is left alone"), "\(run.stderr)")
            #expect(aside.isEmpty)
            var info = stat()
            #expect(lstat(path, &info) == 0)
            let type = info.st_mode & S_IFMT
            let expected: mode_t = switch odd {
            case .fifo: S_IFIFO
            case .symlinkToDevZero: S_IFLNK
            default: S_IFDIR
            }
            #expect(type == expected, "\(odd) was replaced")
            #expect(stats.stderr.contains("not a file"))
        }
    }
}
