import Foundation
@testable import Squramble
import Testing

/// The kinds of verdict, without their payloads, for tables.
enum VerdictKind: String, Sendable {
    case correct, anotherValidWord, alreadyFound, notAWord, lettersNotOnOffer, wrongLength, tooShort, notLetters, timeUp, roundOver

    init(_ verdict: Verdict) {
        switch verdict {
        case .correct: self = .correct
        case .anotherValidWord: self = .anotherValidWord
        case .alreadyFound: self = .alreadyFound
        case .notAWord: self = .notAWord
        case .lettersNotOnOffer: self = .lettersNotOnOffer
        case .wrongLength: self = .wrongLength
        case .tooShort: self = .tooShort
        case .notLetters: self = .notLetters
        case .timeUp: self = .timeUp
        case .roundOver: self = .roundOver
        }
    }
}

struct VerdictCase: Sendable, CustomTestStringConvertible {
    var mode: GameMode
    var target: String
    /// Answers typed before the one judged.
    var before: [String] = []
    var input: String
    var expected: Verdict
    var testDescription: String { "\(mode) \(target): \(before) then \(input.prefix(20).debugDescription) → \(expected)" }
}

@Suite struct VerdictTests {
    static func answer(_ word: String) -> Answer {
        let builder = RoundBuilder(lexicon: EngineFixture.lexicon, scoring: EngineFixture.scoring, options: GameOptions())
        return builder.answer(for: EngineFixture.entry(word))
    }

    static let cases: [VerdictCase] = [
        // Unscramble "stone": every verdict.
        VerdictCase(mode: .unscramble, target: "stone", input: "stone", expected: .correct(answer("stone"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "STONE", expected: .correct(answer("stone"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "ＳＴＯＮＥ", expected: .correct(answer("stone"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "  Stone\u{200B}\n", expected: .correct(answer("stone"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "s\u{AD}tone", expected: .correct(answer("stone"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "notes", expected: .anotherValidWord(answer("notes"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "onset", expected: .anotherValidWord(answer("onset"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "stoen", expected: .notAWord("stoen")),
        VerdictCase(mode: .unscramble, target: "stone", input: "ston", expected: .wrongLength(expected: 5, actual: 4)),
        VerdictCase(mode: .unscramble, target: "stone", input: "ton", expected: .wrongLength(expected: 5, actual: 3)),
        VerdictCase(mode: .unscramble, target: "stone", input: "stones", expected: .lettersNotOnOffer(["s"])),
        VerdictCase(mode: .unscramble, target: "stone", input: "stoqx", expected: .lettersNotOnOffer(["q", "x"])),
        VerdictCase(mode: .unscramble, target: "stone", input: "st0ne", expected: .notLetters(.digits)),
        VerdictCase(mode: .unscramble, target: "stone", input: "", expected: .notLetters(.empty)),
        VerdictCase(mode: .unscramble, target: "stone", input: " \u{200B} ", expected: .notLetters(.empty)),
        VerdictCase(mode: .unscramble, target: "stone", input: "🙂", expected: .notLetters(.emoji)),
        VerdictCase(mode: .unscramble, target: "stone", input: "st one", expected: .notLetters(.spaces)),
        VerdictCase(mode: .unscramble, target: "stone", input: "st-one", expected: .notLetters(.punctuation)),
        VerdictCase(mode: .unscramble, target: "stone", input: "st\u{FFFD}ne", expected: .notLetters(.unreadable)),
        VerdictCase(mode: .unscramble, target: "stone", input: "stone\u{7}", expected: .notLetters(.controlCharacters)),
        VerdictCase(mode: .unscramble, target: "stone", input: "\u{202E}stone", expected: .correct(answer("stone"))),
        VerdictCase(mode: .unscramble, target: "stone", input: "ston$", expected: .notLetters(.symbols)),
        VerdictCase(mode: .unscramble, target: "stone", input: String(repeating: "a", count: 1_000_000),
                    expected: .lettersNotOnOffer(["a"])),
        VerdictCase(mode: .unscramble, target: "stone", input: String(repeating: "stone", count: 100_000),
                    expected: .lettersNotOnOffer(["s", "t", "o", "n", "e"])),
        VerdictCase(mode: .unscramble, target: "stone", before: ["stoen"], input: "tones", expected: .anotherValidWord(answer("tones"))),
        VerdictCase(mode: .unscramble, target: "stone", before: ["notes"], input: "stone", expected: .roundOver),
        // Unicode targets.
        VerdictCase(mode: .unscramble, target: "café", input: "CAFÉ", expected: .correct(answer("café"))),
        VerdictCase(mode: .unscramble, target: "café", input: "cafe\u{301}", expected: .correct(answer("café"))),
        VerdictCase(mode: .unscramble, target: "café", input: "cafe", expected: .lettersNotOnOffer(["e"])),
        VerdictCase(mode: .unscramble, target: "straße", input: "STRASSE", expected: .correct(answer("straße"))),
        VerdictCase(mode: .unscramble, target: "straße", input: "Straße", expected: .correct(answer("straße"))),
        VerdictCase(mode: .unscramble, target: "straße", input: "straẞe", expected: .correct(answer("straße"))),
        VerdictCase(mode: .unscramble, target: "fizz", input: "ﬁzz", expected: .correct(answer("fizz"))),
        VerdictCase(mode: .unscramble, target: "naïve", input: "NAI\u{308}VE", expected: .correct(answer("naïve"))),
        // Twist "planets", words of 3+.
        VerdictCase(mode: .twist, target: "planets", input: "planets", expected: .correct(answer("planets"))),
        VerdictCase(mode: .twist, target: "planets", input: "plane", expected: .anotherValidWord(answer("plane"))),
        VerdictCase(mode: .twist, target: "planets", input: "Pets", expected: .anotherValidWord(answer("pets"))),
        VerdictCase(mode: .twist, target: "planets", before: ["plane"], input: "PLANE", expected: .alreadyFound(answer("plane"))),
        VerdictCase(mode: .twist, target: "planets", before: ["plane", "tap"], input: "plane", expected: .alreadyFound(answer("plane"))),
        VerdictCase(mode: .twist, target: "planets", input: "pa", expected: .tooShort(minimum: 3, actual: 2)),
        VerdictCase(mode: .twist, target: "planets", input: "a", expected: .tooShort(minimum: 3, actual: 1)),
        VerdictCase(mode: .twist, target: "planets", input: "plz", expected: .lettersNotOnOffer(["z"])),
        VerdictCase(mode: .twist, target: "planets", input: "apple", expected: .lettersNotOnOffer(["p"])),
        VerdictCase(mode: .twist, target: "planets", input: "planetss", expected: .lettersNotOnOffer(["s"])),
        VerdictCase(mode: .twist, target: "planets", input: "lpat", expected: .notAWord("lpat")),
        VerdictCase(mode: .twist, target: "planets", input: "p l a n", expected: .notLetters(.spaces)),
        VerdictCase(mode: .twist, target: "planets", before: ["planets"], input: "plane", expected: .anotherValidWord(answer("plane"))),
        VerdictCase(mode: .twist, target: "planets", before: ["plane", "pales"], input: "sent", expected: .anotherValidWord(answer("sent"))),
        // Grid "stone": wrong length and not letters; the rest is in GridVerdictTests.
        VerdictCase(mode: .grid, target: "stone", input: "stone", expected: .correct(answer("stone"))),
        VerdictCase(mode: .grid, target: "stone", input: "ston", expected: .wrongLength(expected: 5, actual: 4)),
        VerdictCase(mode: .grid, target: "stone", input: "stones", expected: .wrongLength(expected: 5, actual: 6)),
        VerdictCase(mode: .grid, target: "stone", input: "5tone", expected: .notLetters(.digits)),
        VerdictCase(mode: .grid, target: "stone", before: ["stone"], input: "stone", expected: .roundOver),
    ]

    @Test(arguments: cases)
    func verdict(_ c: VerdictCase) {
        var game = EngineFixture.game(c.mode, target: c.target)
        for earlier in c.before { game.submit(earlier) }
        #expect(game.submit(c.input) == c.expected)
    }

    @Test func creditedWordsAddTheirPoints() {
        var game = EngineFixture.game(.twist, target: "planets")
        let plane = game.submit("plane")
        let pets = game.submit("pets")
        #expect(game.currentRound?.score.words == plane.points + pets.points)
        #expect(plane.points == EngineFixture.scoring.wordPoints(for: Array("plane")))
        game.submit("plane")   // already found: nothing more
        game.submit("zzz")
        #expect(game.currentRound?.score.words == plane.points + pets.points)
        #expect(game.currentRound?.found.map(\.key) == ["plane", "pets"])
    }

    @Test func accentFoldingDictionaryAcceptsPlainLetters() throws {
        let policy = NormalizationPolicy(foldsAccents: true, locale: "fr")
        let words = try ["café", "face", "naïve", "stone", "notes"].map { word in
            LexiconWord(key: try policy.key(for: word), display: try policy.displayForm(for: word),
                        frequency: 30, isTarget: word != "face" && word != "notes", band: word != "face" && word != "notes" ? .easy : nil)
        }
        let lexicon = try Lexicon(bytes: LexiconWriter.encode(words: words, metadata: LexiconMetadata(name: "fr", language: "fr", policy: policy)))
        var options = GameOptions(mode: .unscramble, seed: 3)
        options.lengths = 4...5
        options.rounds = 5
        var game = try Game(lexicon: lexicon, options: options)
        var seen: [String] = []
        while let round = game.currentRound {
            seen.append(round.target.display)
            if round.target.display == "café" {
                #expect(round.tiles.contains { $0.display == "É" && $0.letter == "e" })
                #expect(game.submit("cafe") == .correct(round.target))
            } else if round.target.display == "naïve" {
                #expect(game.submit("NAIVE") == .correct(round.target))
            } else {
                game.giveUp()
            }
            game.nextRound()
        }
        #expect(seen.contains("café") && seen.contains("naïve"))
    }

    @Test func everyVerdictHasAReadableLine() {
        for c in Self.cases {
            let line = c.expected.description
            #expect(!line.isEmpty && !line.contains("\n"))
        }
        #expect(Verdict.timeUp.description == "time is up")
    }
}

@Suite struct GridVerdictTests {
    @Test func lettersOutsideTheirRowAndNonWords() throws {
        var game = EngineFixture.game(.grid, target: "stone")
        let round = try #require(game.currentRound)
        let rows = round.grid.map { $0.map(\.letter) }
        // A letter of the alphabet missing from the first row, then the target's other letters.
        let outsider = try #require(EngineFixture.lexicon.alphabet.map(String.init).first { !rows[0].contains($0) })
        #expect(game.submit(outsider + "tone") == .lettersNotOnOffer([outsider]))
        // A path through the grid that is not a word.
        let path = try #require(Self.paths(rows).first { !round.answers.map(\.key).contains($0) })
        #expect(game.submit(path) == .notAWord(path))
        // Every other answer is another valid word; the target ends the round.
        for answer in round.answers where answer.key != "stone" {
            #expect(game.submit(answer.key) == .anotherValidWord(answer))
        }
        #expect(game.submit("stone") == .correct(round.target))
        #expect(game.currentRound?.status == .solved || game.isOver)
    }

    static func paths(_ rows: [[String]]) -> [String] {
        rows.reduce([""]) { prefixes, row in prefixes.flatMap { p in row.map { p + $0 } } }
    }
}

@Suite struct TimeAndRoundEndTests {
    @Test func answerAfterTheTimeLimitEndsTheRound() {
        var game = EngineFixture.game(.twist, target: "planets") { $0.timeLimit = 30 }
        #expect(game.submit("plane", elapsed: 10).isCredited)
        #expect(game.submit("pets", elapsed: 30) == .timeUp)
        #expect(game.rounds[0].status == .timedOut)
        #expect(game.submit("tap", elapsed: 31) == .timeUp)
        #expect(game.rounds[0].found.map(\.key) == ["plane"])
        #expect(game.rounds[0].score.time == 0)
    }

    @Test func checkTimeEndsTheRoundWithoutAnAnswer() {
        var game = EngineFixture.game(.unscramble, target: "stone") { $0.timeLimit = 5 }
        let stillInPlay = game.checkTime(elapsed: 4.9)
        let afterLimit = game.checkTime(elapsed: 5)
        #expect(stillInPlay && !afterLimit)
        #expect(game.rounds[0].status == .timedOut)
        #expect(game.hint(.nextLetter) == .refused(.roundOver))
    }

    @Test func givingUpEndsTheRoundAndTheStreak() {
        var game = EngineFixture.game(.unscramble, target: "stone") { $0.rounds = 3 }
        game.submit("stone")
        game.nextRound()
        game.giveUp()
        #expect(game.rounds[1].status == .gaveUp)
        #expect(game.submit("anything") == .roundOver)
        #expect(game.state.streak == 0)
    }

    @Test func elapsedNeverRunsBackwards() {
        var game = EngineFixture.game(.unscramble, target: "stone") { $0.timeLimit = 60 }
        game.submit("x", elapsed: 20)
        game.submit("y", elapsed: 5)
        game.submit("z", elapsed: .nan)
        game.submit("z", elapsed: -.infinity)
        #expect(game.rounds[0].elapsed == 20)
        #expect(game.submit("stone", elapsed: .infinity) == .timeUp)
    }
}
