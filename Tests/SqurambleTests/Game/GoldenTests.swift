import Foundation
@testable import Squramble
import Testing

/// Golden files pin what a seed gives. A difference means every saved puzzle code and
/// daily puzzle changes for players: only regenerate (`SQURAMBLE_UPDATE_GOLDEN=1 swift
/// test --filter GoldenTests`) when that is intended, and say so in the commit.
@Suite struct GoldenTests {
    static let folder = EngineFixture.fixturesFolder.appendingPathComponent("golden")

    static func check(_ text: String, against name: String) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SQURAMBLE_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record("\(name):\(line.offset + 1) expected\n  \(line.element.0)\nbut got\n  \(line.element.1)")
        } else if a.count != b.count {
            Issue.record("\(name): expected \(a.count) lines, got \(b.count)")
        }
    }

    static func describe(_ game: Game) -> String {
        var lines: [String] = []
        var game = game
        while let round = game.currentRound {
            let letters = round.mode == .grid
                ? round.grid.map { $0.map(\.letter).joined() }.joined(separator: "/")
                : round.tiles.map(\.letter).joined()
            lines.append("  round \(round.number): \(round.target.key) shown \(letters) answers \(round.answers.count): "
                + round.answers.prefix(8).map(\.key).joined(separator: " "))
            if case .letterPlacement(let letter, let position) = game.hint(.letterPlacement) {
                lines.append("    placement hint: \(letter) at \(position)")
            }
            game.nextRound()
        }
        return lines.joined(separator: "\n")
    }

    @Test func seededGames() throws {
        var text = "# Seeded games on Fixtures/engine-words.tsv (see GoldenTests).\n"
        for mode in GameMode.allCases {
            for seed: UInt64 in [1, 2, 3, 2026, .max] {
                var options = GameOptions(mode: mode, seed: seed)
                options.rounds = 3
                options.bands = DifficultyBand.allCases
                let game = try Game(lexicon: EngineFixture.lexicon, options: options, scoring: EngineFixture.scoring)
                text += "\(mode) seed \(seed)\n" + Self.describe(game) + "\n"
            }
        }
        try Self.check(text, against: "seeded-games.txt")
    }

    /// The daily seeds do not depend on the fixture's bytes: a fixed identity.
    @Test func dailySeeds() throws {
        let identity = DictionaryIdentity(name: "any", checksum: 0x1234_5678, wordCount: 100_000)
        var text = "# DailyPuzzle.seed for a dictionary with checksum 12345678 and 100000 words.\n"
        for date in ["2026-01-01", "2026-02-28", "2026-03-01", "2027-12-31"] {
            for mode in GameMode.allCases {
                text += "\(date) \(mode) \(DailyPuzzle.seed(date: CalendarDate(date)!, mode: mode, dictionary: identity))\n"
            }
        }
        try Self.check(text, against: "daily-seeds.txt")
    }

    @Test func dailyPuzzlesOnTheFixture() throws {
        var text = "# Daily puzzles on Fixtures/engine-words.tsv (they change when its .sqd bytes change).\n"
        for date in ["2026-01-01", "2026-07-14"] {
            for mode in GameMode.allCases {
                let daily = DailyPuzzle(date: CalendarDate(date)!, mode: mode, lexicon: EngineFixture.lexicon)
                text += "\(date) \(mode) #\(daily.number)\n" + Self.describe(try daily.makeGame(lexicon: EngineFixture.lexicon)) + "\n"
            }
        }
        try Self.check(text, against: "daily-puzzles.txt")
    }
}

@Suite struct DailyPuzzleTests {
    @Test(arguments: GameMode.allCases)
    func sameDateSameDictionarySamePuzzle(mode: GameMode) throws {
        let date = CalendarDate("2026-05-05")!
        let a = DailyPuzzle(date: date, mode: mode, lexicon: EngineFixture.lexicon)
        let b = DailyPuzzle(date: date, mode: mode, lexicon: EngineFixture.lexicon)
        #expect(a == b)
        #expect(try a.makeGame(lexicon: EngineFixture.lexicon).state == b.makeGame(lexicon: EngineFixture.lexicon).state)
        let next = DailyPuzzle(date: date.adding(days: 1), mode: mode, lexicon: EngineFixture.lexicon)
        #expect(next.options.seed != a.options.seed)
        #expect(next.number == a.number + 1)
    }

    @Test func anotherDictionaryGivesAnotherPuzzle() throws {
        let other = try Lexicon(bytes: EngineFixture.bytes(Array(EngineFixture.lines.dropLast())))
        let date = CalendarDate("2026-05-05")!
        #expect(DailyPuzzle(date: date, mode: .twist, lexicon: other).options.seed
            != DailyPuzzle(date: date, mode: .twist, lexicon: EngineFixture.lexicon).options.seed)
    }

    /// At one instant, a player in Kiribati and one in American Samoa are on different
    /// dates, so they get different puzzles; each gets the puzzle of their own date.
    @Test(arguments: ["2026-03-10T10:30:00Z", "2026-12-31T10:00:00Z", "2027-01-01T10:59:59Z"])
    func theDateIsThePlayersLocalDate(instant: String) throws {
        let now = try #require(ISO8601DateFormatter().date(from: instant))
        let east = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        let west = try #require(TimeZone(identifier: "Pacific/Pago_Pago"))
        let kiribati = DailyPuzzle.today(mode: .unscramble, lexicon: EngineFixture.lexicon, now: now, timeZone: east)
        let samoa = DailyPuzzle.today(mode: .unscramble, lexicon: EngineFixture.lexicon, now: now, timeZone: west)
        #expect(kiribati.date.dayNumber - samoa.date.dayNumber == 2 || kiribati.date.dayNumber - samoa.date.dayNumber == 1)
        #expect(kiribati != samoa)
        #expect(kiribati == DailyPuzzle(date: CalendarDate(now, in: east), mode: .unscramble, lexicon: EngineFixture.lexicon))
        // Samoa reaches Kiribati's date 25 hours later, and then gets the same puzzle.
        let later = DailyPuzzle.today(mode: .unscramble, lexicon: EngineFixture.lexicon,
                                      now: now.addingTimeInterval(25 * 3600), timeZone: west)
        #expect(later == kiribati)
    }

    @Test func numberCountsFromTheEpoch() {
        #expect(DailyPuzzle(date: DailyPuzzle.epoch, mode: .grid, lexicon: EngineFixture.lexicon).number == 1)
        #expect(DailyPuzzle(date: CalendarDate("2026-02-01")!, mode: .grid, lexicon: EngineFixture.lexicon).number == 32)
    }

    @Test(arguments: GameMode.allCases)
    func dailyOptionsFitTheDictionary(mode: GameMode) throws {
        // A dictionary with only 4-letter targets still has a daily puzzle in every mode.
        let words = try ["stone", "notes", "tones", "test", "nest", "note", "tone", "sent", "nets", "tens", "ones", "toes"].map { w in
            LexiconWord(key: try NormalizationPolicy.standard.key(for: w), display: w,
                        isTarget: w.count == 4, band: w.count == 4 ? .veryHard : nil)
        }
        let lexicon = try Lexicon(bytes: LexiconWriter.encode(words: words, metadata: EngineFixture.metadata))
        let daily = DailyPuzzle(date: CalendarDate("2026-09-09")!, mode: mode, lexicon: lexicon)
        let game = try daily.makeGame(lexicon: lexicon)
        #expect(game.currentRound?.target.length == 4)
    }
}
