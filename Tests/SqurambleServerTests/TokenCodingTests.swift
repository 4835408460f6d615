import Foundation
import Squramble
@testable import SqurambleServer
import Testing

/// The compact form a token seals reads back exactly what was written, for games in
/// every mode and state, and refuses bytes it did not write without crashing.
@Suite struct TokenCodingTests {
    /// Games played a little in every way: words, hints of each kind, shuffles, a round
    /// given up, the next round, a time limit, a finished game.
    static func playedGames() throws -> [Game] {
        var games: [Game] = []
        for (index, mode) in GameMode.allCases.enumerated() {
            var options = GameOptions(mode: mode, seed: UInt64(40 + index))
            options.rounds = 2
            if mode == .unscramble { options.timeLimit = 90 }
            var game = try Game(lexicon: ServerFixture.english, options: options)
            games.append(game)
            let round = try #require(game.currentRound)
            _ = game.submit(round.answers.last!.display, elapsed: 1.5)
            _ = game.submit("qqqq", elapsed: 2)
            for kind in HintKind.allCases { _ = game.hint(kind, elapsed: 3) }
            _ = game.shuffle(elapsed: 3.25)
            games.append(game)
            game.giveUp(elapsed: 4)
            _ = game.nextRound()
            games.append(game)
            game.giveUp(elapsed: 5)
            _ = game.nextRound()
            games.append(game)
        }
        return games
    }

    static func contents(_ game: Game) -> GameSeal.Contents {
        GameSeal.Contents(state: game.state, code: PuzzleCode(game: game).text, started: 1_790_000_000.125,
                          daily: game.options.mode == .twist ? DailyView(number: 3, date: "2026-01-03", mode: "twist") : nil)
    }

    @Test func everyStateReadsBackAsItWas() throws {
        for game in try Self.playedGames() {
            let contents = Self.contents(game)
            let bytes = TokenCoding.encode(contents)
            let back = try TokenCoding.decode(bytes)
            // `==` of the state compares every stored property, the rounds' generators,
            // answer indexes and scores included.
            #expect(back.state == game.state)
            #expect(back.code == contents.code && back.started == contents.started && back.daily == contents.daily)
            let json = try JSONEncoder().encode(game.state)
            #expect(bytes.count * 3 < json.count, "compact: \(bytes.count) bytes against \(json.count) of JSON")
            // The game plays on the same after it: the same hint, shuffle and verdict.
            var original = game, restored = try Game(restoring: back.state, lexicon: ServerFixture.english, scoring: game.scoring)
            if original.currentRound?.isOver == false {
                #expect(original.shuffle(elapsed: 9) == restored.shuffle(elapsed: 9))
                #expect(original.submit(game.currentRound!.answers.first!.display, elapsed: 9) ==
                        restored.submit(game.currentRound!.answers.first!.display, elapsed: 9))
                #expect(original.state == restored.state)
            }
        }
    }

    /// Every field, and nothing else: the compact form writes each stored property of
    /// these types by hand, so a property added to one of them must be added there
    /// (`Sources/Squramble/Game/GameState+Compact.swift`, then a new token context).
    @Test func theCoderKnowsEveryField() throws {
        let game = try #require(try Self.playedGames().last)
        let round = try #require(game.state.rounds.last)
        let revealed = try #require(try Self.playedGames().flatMap { $0.state.rounds.flatMap(\.revealed) }.first)
        let counted: [(String, Any, Int)] = [
            ("GameState", game.state, 7), ("GameOptions", game.options, 10), ("DictionaryIdentity", game.state.dictionary, 3),
            ("Round", round, 18), ("Answer", round.target, 5), ("Tile", round.targetLetters[0], 2),
            ("ScoreBreakdown", round.score, 4), ("RevealedLetter", revealed, 2),
            ("DealtLetters", DealtLetters(rows: []), 1), ("GameSeal.Contents", Self.contents(game), 4),
            ("DailyView", DailyView(number: 1, date: "", mode: ""), 3),
        ]
        for (name, value, fields) in counted {
            #expect(Mirror(reflecting: value).children.count == fields, "\(name) has another number of stored properties than the token coder writes")
        }
    }

    @Test func bytesItDidNotWriteAreRefused() throws {
        for game in try Self.playedGames().suffix(4) {
            let bytes = TokenCoding.encode(Self.contents(game))
            for cut in 0..<bytes.count {
                #expect((try? TokenCoding.decode(Array(bytes[..<cut]))) == nil, "cut at \(cut) of \(bytes.count)")
            }
            #expect((try? TokenCoding.decode(bytes + [0])) == nil, "bytes left over")
            // An edited byte is read or refused, never a crash (AES-GCM refuses edits before this).
            for position in bytes.indices {
                var edited = bytes
                edited[position] ^= 0x80
                _ = try? TokenCoding.decode(edited)
            }
        }
        #expect((try? TokenCoding.decode([UInt8](repeating: 0xFF, count: 64))) == nil)
        #expect((try? TokenCoding.decode([])) == nil)
    }

    /// A token of the previous layout (`squramble-game-token/2`), sealed with the
    /// server's own key, is refused with the message every bad token gets.
    @Test func aTokenOfTheOldLayoutIsRefused() async throws {
        let keyBytes = Data((0..<32).map { UInt8(255 - $0) })
        let seal = try GameSeal(base64: keyBytes.base64EncodedString(), from: "test")
        let key = try #require(AESGCM.Key(keyBytes))
        let game = try #require(try Self.playedGames().first)
        let plain = TokenCoding.encode(Self.contents(game))
        let old = Base64URL.encode(try AESGCM.seal(plain, key: key, context: Data("squramble-game-token/2".utf8)))
        #expect(throws: ProtocolFailure.self) { try seal.open(old, on: ServerFixture.dictionaries) }
        do {
            _ = try seal.open(old, on: ServerFixture.dictionaries)
        } catch {
            #expect(error.code == "invalid_state")
            #expect(error.message.contains("not a game token of this server"))
        }
        let current = Base64URL.encode(try AESGCM.seal(plain, key: key, context: GameSeal.context))
        #expect(try seal.open(current, on: ServerFixture.dictionaries).game.state == game.state)
    }
}
