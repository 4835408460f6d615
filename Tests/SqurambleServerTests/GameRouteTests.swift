import Foundation
import Squramble
@testable import SqurambleServer
import Testing

/// The game routes, played through: new, guess, hint, shuffle, skip, next, state.
@Suite struct GameRouteTests {
    @Test func aGameIsPlayedToItsEndThroughTheRoutes() async throws {
        try await ServerFixture.withClient { client in
            let started = try await client.command("new", ["mode": "unscramble", "rounds": 2, "seed": 2026])
            #expect(started.status == 200)
            #expect(started.json["cmd"] as? String == "new")
            #expect((started.json["code"] as? String)?.hasPrefix("SQ-") == true)
            #expect((started.json["dictionary"] as? [String: Any])?["path"] == nil, "no file path reaches a client")
            var token = try #require(started.token)

            let wrong = try await client.command("guess", ["game": token, "word": "qqqq"])
            #expect(wrong.status == 200)
            #expect((wrong.json["verdict"] as? [String: Any])?["verdict"] as? String == "letters_not_on_offer")
            token = try #require(wrong.token)

            let hint = try await client.command("hint", ["game": token])
            #expect((hint.json["hint"] as? [String: Any])?["hint"] as? String == "next_letter")
            #expect((hint.round?["revealed"] as? [Any])?.count == 1)
            token = try #require(hint.token)

            let shuffled = try await client.command("shuffle", ["game": token])
            #expect((shuffled.json["hint"] as? [String: Any])?["hint"] as? String == "shuffle")
            token = try #require(shuffled.token)

            let early = try await client.command("next", ["game": token])
            #expect(early.status == 409)
            #expect(early.errorCode == "round_in_play")

            let skipped = try await client.command("skip", ["game": token])
            let result = try #require(skipped.json["result"] as? [String: Any])
            #expect(result["status"] as? String == "gave_up")
            #expect((result["missed"] as? [String])?.isEmpty == false, "the end of a round shows the words missed")
            token = try #require(skipped.token)

            let over = try await client.command("guess", ["game": token, "word": "again"])
            #expect(over.status == 409)
            #expect(over.errorCode == "round_over")

            let second = try await client.command("next", ["game": token])
            #expect(second.json["game_over"] as? Bool == false)
            #expect(second.round?["round"] as? Int == 2)
            token = try #require(second.token)
            token = try #require(try await client.command("skip", ["game": token]).token)
            let last = try await client.command("next", ["game": token])
            #expect(last.json["game_over"] as? Bool == true)
            #expect((last.json["summary"] as? [String: Any])?["rounds_played"] as? Int == 2)
            token = try #require(last.token)

            let state = try await client.command("state", ["game": token])
            #expect((state.json["state"] as? [String: Any])?["game_over"] as? Bool == true)
            #expect((state.json["state"] as? [String: Any])?["code"] as? String == started.json["code"] as? String)
            let ended = try await client.command("skip", ["game": token])
            #expect(ended.status == 409)
            #expect(ended.errorCode == "game_over")
        }
    }

    @Test func aCorrectAnswerIsCreditedAndTimedByTheServer() async throws {
        try await ServerFixture.withClient { client in
            let started = try await client.command("new", ["seed": 7, "rounds": 1])
            let token = try #require(started.token)
            // The answer, from the engine itself: the same code deals the same round.
            let code = try #require(started.json["code"] as? String)
            let game = try Game(lexicon: ServerFixture.english, code: try PuzzleCode(parsing: code))
            let target = try #require(game.currentRound?.target.display)
            let guessed = try await client.command("guess", ["game": token, "word": target, "elapsed": 0.001])
            let verdict = try #require(guessed.json["verdict"] as? [String: Any])
            #expect(["correct", "another_valid_word"].contains(verdict["verdict"] as? String))
            #expect(verdict["credited"] as? Bool == true)
            let result = try #require(guessed.json["result"] as? [String: Any])
            #expect(result["status"] as? String == "solved")
            #expect(result["target"] as? String == target)
        }
    }

    @Test func aCodeReplaysTheSameGameAsTheTerminal() async throws {
        let options = {
            var options = GameOptions(mode: .twist, seed: 99)
            options.rounds = 1
            return options
        }()
        let game = try Game(lexicon: ServerFixture.spanish, options: options)
        let code = PuzzleCode(game: game).text
        let expected = game.currentRound!.tiles.map(\.display)
        var recoded = PuzzleCode(game: game)
        recoded.language = "de"
        let german = recoded
        try await ServerFixture.withClient { client in
            let reply = try await client.command("new", ["code": code])
            #expect(reply.status == 200)
            #expect(reply.json["code"] as? String == code)
            #expect(reply.round?["tiles"] as? [String] == expected)
            #expect((reply.json["dictionary"] as? [String: Any])?["language"] as? String == "es", "the code picks its dictionary")

            let mistyped = try await client.command("new", ["code": String(code.dropLast()) + (code.hasSuffix("0") ? "1" : "0")])
            #expect(mistyped.status == 422)
            #expect(mistyped.errorCode == "invalid_code")
            let elsewhere = try await client.command("new", ["code": german.text])
            #expect(elsewhere.errorCode == "wrong_dictionary", "no German dictionary is served here")
        }
    }

    @Test func theDailyIsTheTerminalsDailyAndKeepsItsSecret() async throws {
        let today = CalendarDate(Date(), in: TimeZone(identifier: "UTC")!)
        let puzzle = DailyPuzzle(date: today, mode: .unscramble, lexicon: ServerFixture.english)
        let game = try puzzle.makeGame(lexicon: ServerFixture.english)
        let target = game.currentRound!.target
        try await ServerFixture.withClient { client in
            let reply = try await client.command("daily", ["mode": "unscramble"])
            #expect(reply.status == 200)
            #expect((reply.json["daily"] as? [String: Any])?["number"] as? Int == puzzle.number)
            #expect(reply.json["code"] == nil, "no code before the daily is over (DailySecretTests)")
            #expect(reply.round?["tiles"] as? [String] == game.currentRound!.tiles.map(\.display))
            #expect(!reply.text.lowercased().contains("\"\(target.display.lowercased())\""), "the reply does not name the hidden word")
            let token = try #require(reply.token)
            let sealed = try #require(Base64URL.decode(token))
            #expect(sealed.range(of: Data(target.key.utf8)) == nil, "the token does not show the hidden word")
            #expect(sealed.range(of: Data("\"rounds\"".utf8)) == nil, "the token is not readable JSON")

            let yesterday = try await client.command("daily", ["date": today.adding(days: -1).description])
            #expect(yesterday.status == 200, "a player west of UTC may still be on yesterday")
            let faraway = try await client.command("daily", ["date": today.adding(days: 30).description])
            #expect(faraway.status == 422)
            #expect(faraway.errorCode == "invalid_field")
            let notADate = try await client.command("daily", ["date": "tomorrow"])
            #expect(notADate.errorCode == "invalid_field")
        }
    }

    @Test func solveIsBounded() async throws {
        try await ServerFixture.withClient { client in
            let solved = try await client.command("solve", ["letters": "retaining"])
            #expect(solved.status == 200)
            #expect((solved.json["count"] as? Int ?? 0) > 100)
            #expect(solved.json["truncated"] as? Bool == false)
            let many = try await client.command("solve", ["letters": "abcdefghijklmnopqrstuvwxyzaeiouts", "min_length": 2])
            #expect(many.status == 422, "at most 32 letters")
            let wide = try await client.command("solve", ["letters": "aeiourstlnmdcpbgh", "min_length": 2])
            let words = (wide.json["groups"] as? [[String: Any]] ?? []).reduce(0) { $0 + (($1["words"] as? [String])?.count ?? 0) }
            #expect(words <= 2000)
            #expect(wide.json["truncated"] as? Bool == ((wide.json["count"] as? Int ?? 0) > 2000))
            let spanish = try await client.command("solve", ["letters": "año", "language": "es", "exact": true])
            #expect(spanish.status == 200)
        }
    }
}

/// Definitions, where the server has some, come with a round's result.
@Suite struct DefinitionTests {
    struct Glossary: WordDefinitions {
        func definition(of word: String, language: String) -> String? { language == "en" ? "meaning of \(word)" : nil }
    }

    @Test func aRoundsResultDefinesItsTargetAndTheWordsMissed() async throws {
        let api = SqurambleAPI(dictionaries: ServerFixture.dictionaries, seal: ServerFixture.seal, definitions: Glossary())
        try await ServerFixture.withClient(api: api) { client in
            let token = try #require(try await client.command("new", ["seed": 5, "rounds": 1]).token)
            let skipped = try await client.command("skip", ["game": token])
            let result = try #require(skipped.json["result"] as? [String: Any])
            let target = try #require(result["target"] as? String)
            let definitions = try #require(result["definitions"] as? [String: String])
            #expect(definitions[target] == "meaning of \(target)")
            for word in result["missed"] as? [String] ?? [] { #expect(definitions[word] == "meaning of \(word)") }

            let spanish = try #require(try await client.command("new", ["seed": 5, "rounds": 1, "language": "es"]).token)
            let none = try await client.command("skip", ["game": spanish])
            #expect((none.json["result"] as? [String: Any])?["definitions"] == nil, "no definitions: no field")
        }
    }
}
