import Foundation
@testable import Squramble
import Testing

/// Puzzle codes as text: what they carry comes back, every typing slip is caught.
@Suite struct PuzzleCodeTests {
    static let lexicon = EngineFixture.lexicon

    static let cases: [PuzzleCode] = [
        PuzzleCode(mode: .unscramble, language: "en", rounds: [DealtLetters(rows: [["e", "n", "r", "a", "g"]])]),
        PuzzleCode(mode: .twist, language: "pt-BR", rounds: [DealtLetters(rows: [["ç", "a", "o", "e", "s", "t", "r"]])],
                   minimumWordLength: 4, bands: [.hard, .veryHard], timeLimit: 86_400),
        PuzzleCode(mode: .unscramble, language: "", rounds: Array(repeating: DealtLetters(rows: [["a", "b", "c"]]), count: 1000)),
        PuzzleCode(mode: .grid, language: "de", rounds: [DealtLetters(rows: [["ä", "b"], ["g\u{303}", "ß"], ["c", "한"]])],
                   daily: CalendarDate("2026-11-27")),
        PuzzleCode(mode: .unscramble, language: "el", rounds: [DealtLetters(rows: [["α", "ω", "ς", "\u{1F600}"]])]),
    ]

    @Test(arguments: cases)
    func roundTrips(_ code: PuzzleCode) throws {
        let text = code.text
        #expect(text.hasPrefix("SQ-"))
        #expect(text.dropFirst(3).split(separator: "-").allSatisfy { $0.count == 4 })
        let back = try PuzzleCode(parsing: text)
        #expect(back == code)
        // Case, spaces, line breaks and dashes do not matter; a link's path is read for its code.
        #expect(try PuzzleCode(parsing: " " + text.lowercased().replacingOccurrences(of: "-", with: " \n") + " ") == code)
        #expect(try PuzzleCode(parsing: "http://127.0.0.1:8080/p/" + text) == code)
    }

    @Test func aGamesCodeCarriesItsPlanAndItsLanguage() throws {
        for mode in GameMode.allCases {
            let game = try Game(lexicon: Self.lexicon, options: GameOptions(mode: mode, seed: 11))
            let code = PuzzleCode(game: game)
            #expect(code.language == "en")
            #expect(code.rounds == game.state.plan)
            #expect(code.rounds.count == game.options.rounds)
            let replay = try Game(lexicon: Self.lexicon, code: try PuzzleCode(parsing: code.text))
            #expect(replay.rounds == game.rounds, "\(mode): the replay's first round differs")
        }
    }

    @Test func everySingleMistypedCharacterIsCaught() throws {
        let game = try Game(lexicon: Self.lexicon, options: GameOptions(mode: .twist, seed: 123_456))
        let text = PuzzleCode(game: game).text
        let characters = Array(text)
        var caught = 0, total = 0
        for index in characters.indices where index >= 3 && characters[index] != "-" {
            for replacement in "0123456789ABCDEFGHJKMNPQRSTVWXYZ" where replacement != characters[index] {
                var typed = characters
                typed[index] = replacement
                total += 1
                if (try? PuzzleCode(parsing: String(typed))) == nil { caught += 1 }
            }
        }
        #expect(total > 500)
        #expect(caught == total)
        // A missing or an extra character too.
        #expect((try? PuzzleCode(parsing: String(text.dropLast()))) == nil)
        #expect((try? PuzzleCode(parsing: text + "7")) == nil)
    }

    @Test func firstVersionCodesAreExplained() {
        // README.md's code before codes carried letters (a seed and a dictionary's checksum).
        #expect(throws: PuzzleCode.ParseError.firstVersion("SQ-200G-7TG7-0007-JHSE-WD3E-PVWN")) {
            try PuzzleCode(parsing: "SQ-200G-7TG7-0007-JHSE-WD3E-PVWN")
        }
        // The same with one character changed is a mistyped code, not an old one.
        #expect(throws: PuzzleCode.ParseError.mistyped("SQ-200G-7TG7-0007-JHSE-WD3E-PVWM")) {
            try PuzzleCode(parsing: "SQ-200G-7TG7-0007-JHSE-WD3E-PVWM")
        }
    }

    @Test func textThatIsNoCodeIsRefusedShortly() {
        for text in ["", "SQ-", "hello", "SQ-!!!!", String(repeating: "SQ-0000", count: 20_000)] {
            #expect(throws: PuzzleCode.ParseError.self) { try PuzzleCode(parsing: text) }
        }
    }
}
