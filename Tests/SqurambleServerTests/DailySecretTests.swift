import Foundation
import Squramble
@testable import SqurambleServer
import Testing

/// A daily keeps its secret over HTTP as in the terminal (Documentation/HTTPAPI.md, "A
/// daily's secret"): no code before its game is over, and no way round it with the
/// code, the same letters under another code, or the daily's seed.
@Suite struct DailySecretTests {
    static let today = CalendarDate(Date(), in: TimeZone(identifier: "UTC")!)
    static let puzzle = DailyPuzzle(date: today, mode: .unscramble, lexicon: ServerFixture.english)

    static func dailyGame() throws -> Game { try puzzle.makeGame(lexicon: ServerFixture.english) }

    @Test func aDailysCodeIsGivenOnlyOnceItsGameIsOver() async throws {
        let expected = PuzzleCode(game: try Self.dailyGame(), daily: Self.today).text
        try await ServerFixture.withClient { client in
            let started = try await client.command("daily", ["mode": "unscramble"])
            #expect(started.status == 200)
            #expect(started.json["code"] == nil)
            var token = try #require(started.token)
            let state = try await client.command("state", ["game": token])
            let view = try #require(state.json["state"] as? [String: Any])
            #expect(view["code"] == nil, "state of a daily in play: no code")
            #expect(view["daily"] != nil)
            #expect(!state.text.contains(expected) && !started.text.contains(expected))
            // Every round given up: its answers are the player's own to see, not the code.
            while true {
                let skipped = try await client.command("skip", ["game": token])
                #expect(!skipped.text.contains(expected))
                token = try #require(skipped.token)
                let next = try await client.command("next", ["game": token])
                token = try #require(next.token)
                if next.json["game_over"] as? Bool == true {
                    #expect(next.json["code"] as? String == expected, "the reply that ends the daily gives its code")
                    break
                }
                #expect(next.json["code"] == nil, "no code while a round is left")
            }
            let over = try await client.command("state", ["game": token])
            #expect((over.json["state"] as? [String: Any])?["code"] as? String == expected)
        }
    }

    @Test func aCodeOrSeedDealingTodaysDailyPlaysTheDaily() async throws {
        let game = try Self.dailyGame()
        let tiles = game.currentRound!.tiles.map(\.display)
        // The code the daily shows once over, the same letters without the daily mark,
        // and the daily's own options (its seed): each one starts the daily itself.
        let marked = PuzzleCode(game: game, daily: Self.today).text
        let unmarked = PuzzleCode(game: game).text
        // (English's daily is the default options, five rounds, with the day's seed.)
        let byOptions: [String: any Sendable] = ["mode": "unscramble", "seed": String(Self.puzzle.options.seed), "rounds": Self.puzzle.options.rounds]
        try await ServerFixture.withClient { client in
            for (what, body) in [("its code", ["code": marked]), ("its letters", ["code": unmarked]), ("its seed", byOptions)] as [(String, [String: any Sendable])] {
                let reply = try await client.command("new", body)
                #expect(reply.status == 200, "\(what): \(reply.text)")
                #expect((reply.json["daily"] as? [String: Any])?["number"] as? Int == Self.puzzle.number, "\(what) is played as the daily")
                #expect(reply.json["code"] == nil, "\(what): no code before the daily is over")
                #expect(reply.round?["tiles"] as? [String] == tiles, "\(what) deals the daily's letters")
                #expect(!reply.text.contains(marked) && !reply.text.contains(unmarked))
            }
        }
    }

    @Test func someOfADailysLettersAreRefusedWhileItIsInPlay() async throws {
        let game = try Self.dailyGame()
        let letters = PuzzleCode(game: game).rounds
        // Made by hand from the daily's board: its first round alone, and in Twist.
        let firstRound = PuzzleCode(mode: .unscramble, language: "en", rounds: [letters[0]]).text
        let asTwist = PuzzleCode(mode: .twist, language: "en", rounds: letters).text
        try await ServerFixture.withClient { client in
            for code in [firstRound, asTwist] {
                let reply = try await client.command("new", ["code": code])
                #expect(reply.status == 422)
                #expect(reply.errorCode == "daily_in_play")
                #expect(reply.token == nil)
            }
        }
    }

    @Test func anEarlierDaysDailyCodeIsAPuzzleLikeAnyOther() async throws {
        let day = Self.today.adding(days: -7)
        let old = DailyPuzzle(date: day, mode: .twist, lexicon: ServerFixture.english)
        let code = PuzzleCode(game: try old.makeGame(lexicon: ServerFixture.english), daily: day).text
        try await ServerFixture.withClient { client in
            let reply = try await client.command("new", ["code": code])
            #expect(reply.status == 200)
            #expect(reply.json["daily"] == nil, "over everywhere: not a daily any more")
            #expect(reply.json["code"] as? String == code)
            let skipped = try await client.command("skip", ["game": try #require(reply.token)])
            #expect((skipped.json["result"] as? [String: Any])?["missed"] != nil)
        }
    }
}
