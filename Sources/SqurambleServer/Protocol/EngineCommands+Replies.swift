import Squramble
import SqurambleStats

/// A daily puzzle's number and date, in the replies of `daily` and `state`.
package struct DailyView: Codable, Sendable, Hashable {
    package var number: Int
    package var date: String
    package var mode: String
    package init(number: Int, date: String, mode: String) { self.number = number; self.date = date; self.mode = mode }
    package init(_ puzzle: DailyPuzzle) { self.init(number: puzzle.number, date: puzzle.date.description, mode: puzzle.mode.rawValue) }
}

/// The bodies of successful responses, one per command (merged into the envelope).
extension EngineCommands {
    package struct Hello: Encodable {
        var protocolVersion = EngineCommands.version
        var squramble = Squramble.version
        var commands = EngineCommands.commands
        enum CodingKeys: String, CodingKey { case protocolVersion = "protocol", squramble, commands }
    }

    package struct NewGame: Encodable {
        /// `nil` for a daily whose secret is kept (``EngineCommands/keepsDailiesSecret``) until its game is over.
        var code: String?
        var options: OptionsView
        var dictionary: DictionaryView
        var round: RoundView
        var daily: DailyView?
    }

    package struct Guessed: Encodable {
        var verdict: VerdictView
        var round: RoundView
        var result: RoundResultView?
        var gameScore: Int
    }

    package struct Hinted: Encodable {
        var hint: HintView
        var round: RoundView
        var result: RoundResultView?
        var gameScore: Int
    }

    package struct Skipped: Encodable {
        var result: RoundResultView
        var gameScore: Int
    }

    package struct NextRound: Encodable {
        var round: RoundView?
        var gameOver: Bool
        var summary: SummaryView?
        /// The game's code once it is over (`squramble serve`, where a daily's is shown only then).
        var code: String?
    }

    package struct State: Encodable {
        package struct GameView: Encodable {
            /// `nil` for a daily whose secret is kept, until its game is over.
            var code: String?
            var options: OptionsView
            var dictionary: DictionaryView
            var round: RoundView?
            var gameOver: Bool
            var score: Int
            var summary: SummaryView
            var daily: DailyView?
        }
        var game: GameView?
        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(game, forKey: .game)  // null when there is no game
        }
        enum Keys: String, CodingKey { case game }
    }

    package struct Solved: Encodable {
        package struct Group: Encodable, Sendable {
            var length: Int
            var words: [String]
        }
        var letters: String
        var count: Int
        var groups: [Group]
        /// Set where ``SolveLimits`` apply: whether words were left out.
        var truncated: Bool?
    }

    package struct Saved: Encodable {
        var code: String
        var state: JSONValue
    }

    package struct Quit: Encodable {
        var summary: SummaryView?
    }
}
