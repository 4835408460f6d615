@testable import GameCLI
import Squramble
import SqurambleTerminal
import Testing
#if canImport(Glibc)
import Glibc
import SqurambleDefinitions
#endif

/// What a typed line asks for.
@Suite struct PlayerInputTests {
    static let cases: [(String, PlayerInput)] = [
        ("stone", .answer("stone")),
        ("  Stone ", .answer("  Stone ")),
        ("", .empty),
        ("   ", .empty),
        ("\t", .empty),
        ("/skip", .giveUp),
        ("/S", .giveUp),
        ("/next", .next),
        ("/n", .next),
        ("/found", .found),
        ("/define keel", .define("keel")),
        ("/D  Keeled ", .define("Keeled")),
        ("/define", .define("")),
        ("?", .hint(.nextLetter)),
        ("??", .hint(.letterPlacement)),
        ("?#", .hint(.answersRemaining)),
        ("!", .shuffle),
        ("/quit", .quit),
        ("/help", .help),
        ("/bogus", .unknownCommand("/bogus")),
        ("/definitely", .unknownCommand("/definitely")),
    ]

    @Test(arguments: cases)
    func parses(_ typed: String, _ expected: PlayerInput) {
        let bytes = Array(typed.utf8)
        #expect(PlayerInput(InputLine(bytes: bytes, length: bytes.count)) == expected)
    }
}

/// `/define`: no spoilers of the round in play; WordNet for English, a reason otherwise.
@Suite struct DefinitionSourceTests {
    static func isText(_ result: PlayNote.DefinitionResult) -> Bool {
        if case .text = result { return true }
        return false
    }

    @Test func wordsStillToFindAreNotDefinedAndFoundOnesAre() throws {
        var options = GameOptions(mode: .twist, seed: 3)
        options.rounds = 1
        var game = try Game(lexicon: CLIFixture.lexicon, options: options)
        let round = game.currentRound!
        let source = DefinitionSource(language: "en")
        let word = round.answers[0].display
        guard case .notYetFound = source.look(up: word, in: game) else {
            Issue.record("\(word) was defined while still to find")
            return
        }
        game.submit(word)
        let found = source.look(up: word, in: game)
        if access(WordNetDefinitions.standardFolder + "/index.noun", R_OK) == 0 {
            #expect(Self.isText(found), "\(word): \(found)")
        } else if case .unavailable(let reason) = found {
            #expect(reason.contains("WordNet is not installed"))
        } else {
            Issue.record("without WordNet: \(found)")
        }
        guard case .noWord = source.look(up: "", in: game) else { Issue.record("an empty /define"); return }
    }

    @Test func otherLanguagesSayWhy() throws {
        let game = try Game(lexicon: CLIFixture.lexicon, options: GameOptions(mode: .unscramble, seed: 1))
        guard case .unavailable(let reason) = DefinitionSource(language: "es").look(up: "casa", in: game) else {
            Issue.record("Spanish words were looked up in WordNet")
            return
        }
        #expect(reason.contains("English only"))
    }
}
