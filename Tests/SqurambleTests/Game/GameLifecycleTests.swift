import Foundation
@testable import Squramble
import Testing

@Suite struct GameOptionsTests {
    static func options(_ change: @Sendable (inout GameOptions) -> Void, mode: GameMode = .unscramble) -> GameOptions {
        var options = GameOptions(mode: mode, seed: 1)
        change(&options)
        return options
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var options: GameOptions
        var mentions: String
        var testDescription: String { mentions }
    }

    static let invalid: [Case] = [
        Case(options: options { $0.rounds = 0 }, mentions: "rounds"),
        Case(options: options { $0.rounds = 1001 }, mentions: "rounds"),
        Case(options: options { $0.lengths = 1...5 }, mentions: "lengths"),
        Case(options: options { $0.lengths = 5...65 }, mentions: "lengths"),
        Case(options: options { $0.bands = [] }, mentions: "band"),
        Case(options: options({ $0.minimumWordLength = 1 }, mode: .twist), mentions: "minimum"),
        Case(options: options({ $0.minimumWordLength = 7 }, mode: .twist), mentions: "minimum"),
        Case(options: options({ $0.gridRows = 1 }, mode: .grid), mentions: "rows"),
        Case(options: options({ $0.gridRows = 13 }, mode: .grid), mentions: "rows"),
        Case(options: options({ $0.gridColumns = 11 }, mode: .grid), mentions: "columns"),
        Case(options: options({ $0.gridMaxAnswers = 0 }, mode: .grid), mentions: "answer limit"),
        Case(options: options { $0.timeLimit = 0 }, mentions: "time limit"),
        Case(options: options { $0.timeLimit = .nan }, mentions: "time limit"),
        Case(options: options { $0.timeLimit = .infinity }, mentions: "time limit"),
    ]

    @Test(arguments: invalid)
    func invalidOptionsAreRefusedWithTheirName(_ c: Case) {
        #expect(throws: GameError.self) { try c.options.validate() }
        do {
            _ = try Game(lexicon: EngineFixture.lexicon, options: c.options)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains(c.mentions), "\(error)")
        }
    }

    @Test(arguments: GameMode.allCases)
    func defaultsAreValid(mode: GameMode) throws {
        try GameOptions(mode: mode).validate()
    }

    @Test func noTargetsSaysWhatToChange() {
        let options = Self.options { $0.lengths = 30...40 }
        #expect(throws: GameError.noTargets(lengths: 30...40, bands: options.bands, dictionary: "engine fixture")) {
            try Game(lexicon: EngineFixture.lexicon, options: options)
        }
    }

    @Test func gridWiderThanTheAlphabetCannotBeBuilt() throws {
        let words = try ["stone", "notes"].map {
            LexiconWord(key: try NormalizationPolicy.standard.key(for: $0), display: $0, isTarget: true, band: .easy)
        }
        let lexicon = try Lexicon(bytes: LexiconWriter.encode(words: words, metadata: EngineFixture.metadata))
        let options = Self.options({ $0.gridColumns = 6 }, mode: .grid)
        #expect {
            try Game(lexicon: lexicon, options: options)
        } throws: { error in
            guard case .cannotBuildPuzzle(let message)? = error as? GameError else { return false }
            return message.contains("6 letters")
        }
    }

    @Test(arguments: [("easy", [DifficultyBand.veryEasy, .easy]), ("MEDIUM", [.medium]), ("hard", [.hard, .veryHard]), ("4", [.hard])])
    func difficultyNames(text: String, bands: [DifficultyBand]) {
        #expect(Difficulty(parsing: text)?.bands == bands)
    }

    @Test(arguments: ["", "0", "6", "extreme", "-1"])
    func unknownDifficulty(text: String) {
        #expect(Difficulty(parsing: text) == nil)
    }
}

@Suite struct SaveResumeTests {
    @Test(arguments: GameMode.allCases)
    func roundTripContinuesIdentically(mode: GameMode) throws {
        var options = GameOptions(mode: mode, seed: 77)
        options.bands = DifficultyBand.allCases
        options.timeLimit = 600
        var game = try Game(lexicon: EngineFixture.lexicon, options: options, scoring: EngineFixture.scoring)
        let first = try #require(game.currentRound)
        game.submit(first.answers.last!.key, elapsed: 3)
        game.hint(.letterPlacement, elapsed: 4)
        game.submit("qqq", elapsed: 5)

        let data = try JSONEncoder().encode(game.state)
        let state = try JSONDecoder().decode(GameState.self, from: data)
        #expect(state == game.state)
        var resumed = try Game(resuming: state, lexicon: EngineFixture.lexicon)

        // Both continue the same way: same hints (same random generator state), same rounds.
        for step in 0..<12 {
            #expect(game.hint(.letterPlacement, elapsed: Double(10 + step)) == resumed.hint(.letterPlacement, elapsed: Double(10 + step)))
            #expect(game.shuffle() == resumed.shuffle())
            let guess = game.currentRound?.answers.first?.key ?? "x"
            #expect(game.submit(guess, elapsed: 20) == resumed.submit(guess, elapsed: 20))
            #expect(game.nextRound() == resumed.nextRound())
        }
        #expect(game.state == resumed.state)
    }

    @Test func anotherDictionaryIsRefused() throws {
        let game = try Game(lexicon: EngineFixture.lexicon, options: GameOptions(mode: .unscramble, seed: 1))
        let other = try Lexicon(bytes: EngineFixture.bytes(Array(EngineFixture.lines.dropLast())))
        #expect {
            try Game(resuming: game.state, lexicon: other)
        } throws: { error in
            guard case .dictionaryMismatch? = error as? GameError else { return false }
            return true
        }
    }

    @Test func unknownVersionIsRefused() throws {
        var state = try Game(lexicon: EngineFixture.lexicon, options: GameOptions(mode: .twist, seed: 1)).state
        state.version = 99
        #expect(throws: GameError.self) { try Game(resuming: state, lexicon: EngineFixture.lexicon) }
    }

    @Test func damagedSaveIsADecodingErrorNotACrash() throws {
        let game = try Game(lexicon: EngineFixture.lexicon, options: GameOptions(mode: .grid, seed: 1))
        var json = String(decoding: try JSONEncoder().encode(game.state), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"rounds\"", with: "\"roundz\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameState.self, from: Data(json.utf8)) }
    }
}

@Suite struct ConcurrencyTests {
    /// A whole game played from a seed; returns what was seen, for comparison.
    static func play(seed: UInt64, lexicon: Lexicon) throws -> [String] {
        let mode = GameMode.allCases[Int(seed % 3)]
        var options = GameOptions(mode: mode, seed: seed)
        options.bands = DifficultyBand.allCases
        var game = try Game(lexicon: lexicon, options: options)
        var log: [String] = []
        while let round = game.currentRound {
            log.append(round.letters)
            for answer in round.answers.reversed() { log.append(game.submit(answer.key).description) }
            game.nextRound()
        }
        log.append("\(game.score)")
        return log
    }

    @Test func manyGamesOnManyThreadsAgainstOneDictionary() async throws {
        let lexicon = EngineFixture.lexicon
        let seeds = (UInt64(0)..<96).map { $0 * 31 + 1 }
        let sequential = try seeds.map { try Self.play(seed: $0, lexicon: lexicon) }
        let parallel = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for (i, seed) in seeds.enumerated() {
                group.addTask { (i, try Self.play(seed: seed, lexicon: lexicon)) }
            }
            var results = [[String]](repeating: [], count: seeds.count)
            for try await (i, log) in group { results[i] = log }
            return results
        }
        #expect(parallel == sequential)
    }
}

/// Saved games edited or damaged by hand are refused on resume, never trusted.
@Suite struct TamperedSaveTests {
    struct Tamper: Sendable, CustomTestStringConvertible {
        var name: String
        var change: @Sendable (inout GameState) -> Void
        var testDescription: String { name }
    }

    static let tampers: [Tamper] = [
        Tamper(name: "round renumbered") { $0.rounds[0] = renumbered($0.rounds[0]) },
        Tamper(name: "credited a word it does not accept") { $0.rounds[0].found.append(fake(from: $0.rounds[0].target)) },
        Tamper(name: "credited twice") { $0.rounds[0].found.append($0.rounds[0].found[0]) },
        Tamper(name: "huge points") { $0.rounds[0].found[0].points = .max },
        Tamper(name: "huge score") { $0.rounds[0].score.hints = .max },
        Tamper(name: "negative score") { $0.rounds[0].score.words = -1 },
        Tamper(name: "tile of two letters") { $0.rounds[0].tiles[0].letter = "ab" },
        Tamper(name: "empty tile") { $0.rounds[0].tiles[0].letter = "" },
        Tamper(name: "tiles not the target's") { $0.rounds[0].tiles[0].letter = "q" },
        Tamper(name: "revealed out of range") { $0.rounds[0].revealed.append(RevealedLetter(position: 99, letter: "x")) },
        Tamper(name: "impossible elapsed") { $0.rounds[0].elapsed = 1e300 },
        Tamper(name: "impossible streak") { $0.streak = 99 },
        Tamper(name: "another mode") { $0.options.mode = .unscramble },
        Tamper(name: "more rounds than planned") { $0.options.rounds = 0 },
        Tamper(name: "word not in the dictionary") { $0.rounds[0].found[0].key = "zzzzz" },
    ]

    static func renumbered(_ round: Round) -> Round {
        let data = try! JSONEncoder().encode(round)
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"number\":1", with: "\"number\":7")
        return try! JSONDecoder().decode(Round.self, from: Data(json.utf8))
    }

    static func fake(from answer: Answer) -> Answer {
        var copy = answer
        copy.key = "zz"
        copy.display = "zz"
        copy.length = 2
        return copy
    }

    @Test(arguments: tampers)
    func refused(_ tamper: Tamper) throws {
        var game = EngineFixture.game(.twist, target: "planets")
        game.submit("plane")
        game.hint(.nextLetter)
        var state = game.state
        tamper.change(&state)
        #expect(throws: GameError.self) { try Game(resuming: state, lexicon: EngineFixture.lexicon) }
        // The untouched state resumes.
        _ = try Game(resuming: game.state, lexicon: EngineFixture.lexicon)
    }
}
