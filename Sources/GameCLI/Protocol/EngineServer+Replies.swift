import Squramble
import SqurambleStats

/// The bodies of successful responses, one per command (merged into the envelope).
extension EngineServer {
    struct Hello: Encodable {
        var protocolVersion = EngineServer.version
        var squramble = Squramble.version
        var commands = EngineServer.commands
        enum CodingKeys: String, CodingKey { case protocolVersion = "protocol", squramble, commands }
    }

    struct NewGame: Encodable {
        var code: String
        var options: OptionsView
        var dictionary: DictionaryView
        var round: RoundView
    }

    struct Guessed: Encodable {
        var verdict: VerdictView
        var round: RoundView
        var result: RoundResultView?
        var gameScore: Int
    }

    struct Hinted: Encodable {
        var hint: HintView
        var round: RoundView
        var result: RoundResultView?
        var gameScore: Int
    }

    struct Skipped: Encodable {
        var result: RoundResultView
        var gameScore: Int
    }

    struct NextRound: Encodable {
        var round: RoundView?
        var gameOver: Bool
        var summary: SummaryView?
    }

    struct State: Encodable {
        struct GameView: Encodable {
            var code: String
            var options: OptionsView
            var dictionary: DictionaryView
            var round: RoundView?
            var gameOver: Bool
            var score: Int
            var summary: SummaryView
        }
        var game: GameView?
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(game, forKey: .game)  // null when there is no game
        }
        enum Keys: String, CodingKey { case game }
    }

    struct Solved: Encodable {
        var letters: String
        var count: Int
        var groups: [SolveResult.Group]
    }

    struct Saved: Encodable {
        var code: String
        var state: JSONValue
    }

    struct Quit: Encodable {
        var summary: SummaryView?
    }
}
