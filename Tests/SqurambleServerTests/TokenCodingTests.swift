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

    @Test func everyStateReadsBackAsItWas() throws {
        for game in try Self.playedGames() {
            let contents = GameSeal.Contents(state: game.state, code: PuzzleCode(game: game).text, started: 1_790_000_000.125,
                                             daily: game.options.mode == .twist ? DailyView(number: 3, date: "2026-01-03", mode: "twist") : nil)
            let bytes = try TokenCoding.encode(contents)
            let back = try TokenCoding.decode(GameSeal.Contents.self, from: bytes)
            #expect(back.state == game.state)
            #expect(back.code == contents.code && back.started == contents.started && back.daily == contents.daily)
            let json = try JSONEncoder().encode(contents)
            #expect(bytes.count * 2 < json.count, "compact: \(bytes.count) bytes against \(json.count) of JSON")
        }
    }

    @Test func bytesItDidNotWriteAreRefused() throws {
        let game = try #require(try Self.playedGames().first)
        let bytes = try TokenCoding.encode(GameSeal.Contents(state: game.state, code: "SQ", started: 0, daily: nil))
        var refused = 0
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            if (try? TokenCoding.decode(GameSeal.Contents.self, from: Array(bytes[..<cut]))) == nil { refused += 1 }
        }
        #expect(refused == (0..<bytes.count).filter { $0 % max(1, bytes.count / 40) == 0 }.count, "every cut is refused")
        #expect((try? TokenCoding.decode(GameSeal.Contents.self, from: bytes + [0])) == nil, "bytes left over")
        #expect((try? TokenCoding.decode(GameSeal.Contents.self, from: [UInt8](repeating: 0xFF, count: 64))) == nil)
    }
}
