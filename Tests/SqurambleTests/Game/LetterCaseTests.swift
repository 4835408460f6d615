import Foundation
@testable import Squramble
import Testing

/// Tiles show the dictionary's letters in one case chosen by the language: no tile
/// gives away a word's capital, and a letter whose capital is two letters (ß) stays.
@Suite struct LetterCaseTests {
    struct Case: Sendable, CustomStringConvertible {
        var language: String
        var word: String
        var shown: String
        var description: String { "\(language) \(word)" }
    }

    @Test(arguments: [
        Case(language: "de", word: "Gedanke", shown: "GEDANKE"),
        Case(language: "de", word: "Straße", shown: "STRAßE"),
        Case(language: "de", word: "süß", shown: "SÜß"),
        Case(language: "en", word: "café", shown: "CAFÉ"),
        Case(language: "tr", word: "istif", shown: "İSTİF"),
        Case(language: "es", word: "año", shown: "AÑO"),
        // Greek capitals drop the tonos and keep the dialytika (`ΐ` is `Ϊ`); a Latin
        // letter in a Greek word keeps its accent.
        Case(language: "el", word: "υπομονή", shown: "ΥΠΟΜΟΝΗ"),
        Case(language: "el", word: "ευφυΐα", shown: "ΕΥΦΥΪΑ"),
        Case(language: "el", word: "διϋλιστήριο", shown: "ΔΙΫΛΙΣΤΗΡΙΟ"),
        Case(language: "el-GR", word: "Ὀδυσσεύς", shown: "ΟΔΥΣΣΕΥΣ"),
        Case(language: "el", word: "café", shown: "CAFÉ"),
        // Hebrew words are shown as they are; their tiles show final letters in medial
        // form (ScriptMatchingTests).
        Case(language: "", word: "stone", shown: "STONE"),
    ])
    func wordsAndLettersAreShownInTheLanguagesCase(_ c: Case) {
        let letterCase = LetterCase(language: c.language)
        #expect(letterCase.word(c.word) == c.shown)
        #expect(c.word.map { letterCase.letter(String($0)) }.joined() == c.shown)
    }

    /// A German dictionary with nouns.
    static let german: Lexicon = {
        var metadata = EngineFixture.metadata
        metadata.language = "de"
        let words = ["Gedanke", "tanken", "Anker", "danken", "Straße", "Rasse", "Tasse"].map {
            LexiconWord(key: try! NormalizationPolicy.standard.key(for: $0), display: $0, frequency: 200, isTarget: true, band: .veryEasy)
        }.sorted { Array($0.key.text).lexicographicallyPrecedes(Array($1.key.text), by: KeyOrder.precedes) }
        return try! Lexicon(bytes: try! LexiconWriter.encode(words: words, metadata: metadata))
    }()

    static func round(_ target: String, mode: GameMode = .unscramble) -> Round {
        let options = GameOptions(mode: mode, seed: 3)
        let builder = RoundBuilder(lexicon: german, scoring: Scoring(lexicon: german), options: options)
        var random = SeededGenerator(seed: 3, stream: 1)
        return builder.makeRound(number: 1, target: german.entry(for: try! NormalizationPolicy.standard.key(for: target))!, random: &random)!
    }

    @Test func aNounsTilesAreAllCapitals() {
        let round = Self.round("gedanke")
        #expect(round.tiles.map(\.display).sorted() == ["A", "D", "E", "E", "G", "K", "N"])
        #expect(round.targetLetters.map(\.display) == ["G", "E", "D", "A", "N", "K", "E"])
    }

    /// `ß` is matched as `ss` (the key folds it), and shown as itself: one tile for both letters.
    @Test func sharpSIsOneTileForItsTwoLetters() throws {
        let round = Self.round("Straße", mode: .twist)
        #expect(round.targetLetters.map(\.display) == ["S", "T", "R", "A", "ß", "E"])
        #expect(round.targetLetters.map(\.letter) == ["s", "t", "r", "a", "ss", "e"])
        #expect(round.rackLetters.sorted() == ["a", "e", "r", "s", "s", "s", "t"])
        var options = GameOptions(mode: .twist, seed: 3)
        options.lengths = 7...7
        var game = try Game(lexicon: Self.german, options: options)
        game.state.rounds[0] = round
        #expect(game.submit("strasse") == .correct(round.target))
        #expect(game.submit("TASSE").isCredited)
        #expect(game.submit("Straßes") == .lettersNotOnOffer(["s"]))
        // A saved game with such a tile resumes.
        let resumed = try Game(resuming: game.state, lexicon: Self.german)
        #expect(resumed.rounds[0].tiles.count == 6)
    }

    @Test func hintsRevealTheLetterAsItsTileShowsIt() {
        var game = try! Game(lexicon: Self.german, options: GameOptions(mode: .unscramble, seed: 3))
        game.state.rounds[0] = Self.round("gedanke")
        #expect(game.hint(.nextLetter) == .nextLetter(position: 0, letter: "G"))
        #expect(game.hint(.nextLetter) == .nextLetter(position: 1, letter: "E"))
    }

    /// A game saved with tiles in mixed case (before this rule) is shown in it when resumed.
    @Test func aResumedGameShowsItsTilesInTheLanguagesCase() throws {
        var game = try Game(lexicon: Self.german, options: GameOptions(mode: .unscramble, seed: 3))
        game.state.rounds[0] = Self.round("gedanke")
        game.hint(.nextLetter)
        var text = String(decoding: try JSONEncoder().encode(game.state), as: UTF8.self)
        for letter in ["A", "D", "E", "K", "N"] {
            text = text.replacingOccurrences(of: "\"display\":\"\(letter)\"", with: "\"display\":\"\(letter.lowercased())\"")
        }
        #expect(text.contains("\"display\":\"d\""))
        let state = try JSONDecoder().decode(GameState.self, from: Data(text.utf8))
        let resumed = try Game(resuming: state, lexicon: Self.german)
        let round = try #require(resumed.currentRound)
        #expect((round.tiles + round.targetLetters).allSatisfy { $0.display == $0.display.uppercased() })
    }
}
