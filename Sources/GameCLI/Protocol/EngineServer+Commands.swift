import Foundation
import Squramble
import SqurambleStats

/// What each command does. The replies are in `EngineServer+Replies.swift`.
extension EngineServer {
    // MARK: Commands

    mutating func newGame(_ request: Request) throws(Failure) -> any Encodable {
        let path = try request.string("dictionary")
        if let text = try request.string("code") {
            let puzzle: PuzzleCode
            do { puzzle = try PuzzleCode(parsing: text) } catch { throw Failure("invalid_code", error.description) }
            return try startGame(code: puzzle, path: path)
        }
        let lexicon = try dictionary(path)
        let options = try gameOptions(request)
        let started: Game
        do {
            started = try Game(lexicon: lexicon.0, options: options, scoring: lexicon.1)
        } catch {
            throw Self.failure(starting: error)
        }
        return begin(started)
    }

    /// A game of a puzzle code: on the dictionary given (in the request or to the engine),
    /// or else on the bundled dictionary of the code's language.
    mutating func startGame(code puzzle: PuzzleCode, path: String?) throws(Failure) -> any Encodable {
        let lexicon: (Lexicon, Scoring)
        if path != nil || dictionaryPath != nil {
            lexicon = try dictionary(path)
            let language = lexicon.0.metadata.language.lowercased()
            guard puzzle.language.isEmpty || language.isEmpty || language == puzzle.language.lowercased() else {
                throw Failure("wrong_dictionary", "the puzzle code is for the language “\(puzzle.language)”; this dictionary is “\(lexicon.0.metadata.name)” (\(language))")
            }
        } else if let bundled = DictionaryChoice.bundled(language: puzzle.language.isEmpty ? "en" : puzzle.language) {
            lexicon = (bundled, Scoring(lexicon: bundled))
        } else {
            throw Failure("wrong_dictionary", "the puzzle code is for the language “\(puzzle.language)”, which has no bundled dictionary; give one in \"dictionary\"")
        }
        let started: Game
        do {
            started = try Game(lexicon: lexicon.0, code: puzzle, scoring: lexicon.1)
        } catch {
            throw Self.failure(starting: error)
        }
        return begin(started, daily: puzzle.daily)
    }

    /// Makes `started` the game in play and answers `new` with it.
    private mutating func begin(_ started: Game, daily: CalendarDate? = nil) -> any Encodable {
        game = started
        roundStarted = .now
        code = PuzzleCode(game: started, daily: daily).text
        return NewGame(code: code, options: OptionsView(started.options), dictionary: DictionaryView(started.lexicon),
                       round: RoundView(started.currentRound!, of: started.options.rounds))
    }

    /// The error code of a game that could not start.
    static func failure(starting error: GameError) -> Failure {
        switch error {
        case .invalidOptions: Failure("invalid_options", error.description)
        case .noTargets: Failure("no_targets", error.description)
        case .puzzleNotPlayable: Failure("wrong_dictionary", error.description)
        default: Failure("cannot_start", error.description)
        }
    }

    /// The options of a `new` request without a code.
    func gameOptions(_ request: Request) throws(Failure) -> GameOptions {
        let mode: GameMode
        if let name = try request.string("mode") {
            guard let parsed = GameMode(rawValue: name) else { throw Failure("invalid_field", "\"mode\" must be unscramble, twist or grid, not \"\(Self.printable(name))\"") }
            mode = parsed
        } else {
            mode = .unscramble
        }
        var options = GameOptions(mode: mode, seed: try seed(request))
        if let rounds = try request.integer("rounds", in: 1...1000) { options.rounds = rounds }
        if let value = request.fields["lengths"], value != .null {
            guard case .array(let bounds) = value, bounds.count == 2, let low = bounds[0].integer, let high = bounds[1].integer, low <= high else {
                throw Failure("invalid_field", "\"lengths\" must be [shortest, longest], e.g. [5, 7]")
            }
            options.lengths = low...high
            if mode == .twist { options.minimumWordLength = min(options.minimumWordLength, low) }
        }
        if let value = request.fields["difficulty"], value != .null {
            let text: String
            switch value {
            case .string(let s): text = s
            default: text = value.integer.map(String.init) ?? ""
            }
            guard let difficulty = Difficulty(parsing: text) else {
                throw Failure("invalid_field", "\"difficulty\" must be easy, medium, hard or a band 1 to 5")
            }
            options.bands = difficulty.bands.sorted()
        }
        if let n = try request.integer("min_length", in: 1...64) { options.minimumWordLength = n }
        if let n = try request.integer("grid_rows", in: 1...64) { options.gridRows = n }
        if let n = try request.integer("grid_columns", in: 1...64) { options.gridColumns = n }
        if let n = try request.integer("grid_max_answers", in: 1...100_000) { options.gridMaxAnswers = n }
        if let seconds = try request.number("time_limit") { options.timeLimit = seconds.rounded() }
        return options
    }

    func seed(_ request: Request) throws(Failure) -> UInt64 {
        guard let value = request.fields["seed"], value != .null else { return UInt64.random(in: 0...UInt64(UInt32.max)) }
        switch value {
        case .integer(let n) where n >= 0: return UInt64(n)
        case .unsigned(let n): return n
        case .string(let text):
            if let n = UInt64(text) { return n }
        default: break
        }
        throw Failure("invalid_field", "\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string above 2^53)")
    }

    mutating func guess(_ request: Request) throws(Failure) -> any Encodable {
        guard let word = try request.string("word") else { throw Failure("missing_field", "guess needs \"word\": the answer") }
        try requireRound()
        let elapsed = try elapsed(request)
        let verdict = game!.submit(word, elapsed: elapsed)
        return Guessed(verdict: VerdictView(verdict), round: RoundView(game!.rounds.last!, of: game!.options.rounds),
                       result: roundResult(), gameScore: game!.score)
    }

    mutating func hint(_ request: Request) throws(Failure) -> any Encodable {
        let name = try request.string("kind") ?? "next_letter"
        guard let kind = HintView.kind(named: name) else {
            throw Failure("invalid_field", "\"kind\" must be next_letter, letter_placement, answers_remaining or shuffle")
        }
        try requireRound()
        let hint = game!.hint(kind, elapsed: try elapsed(request))
        return Hinted(hint: HintView(hint, round: game!.rounds.last), round: RoundView(game!.rounds.last!, of: game!.options.rounds),
                      result: roundResult(), gameScore: game!.score)
    }

    mutating func shuffle(_ request: Request) throws(Failure) -> any Encodable {
        try requireRound()
        let hint = game!.shuffle(elapsed: try elapsed(request))
        return Hinted(hint: HintView(hint, round: game!.rounds.last), round: RoundView(game!.rounds.last!, of: game!.options.rounds),
                      result: roundResult(), gameScore: game!.score)
    }

    mutating func skip(_ request: Request) throws(Failure) -> any Encodable {
        try requireRound()
        game!.giveUp(elapsed: try elapsed(request))
        return Skipped(result: roundResult()!, gameScore: game!.score)
    }

    mutating func next() throws(Failure) -> any Encodable {
        guard game != nil else { throw Failure("no_game", "no game yet; start one with {\"cmd\":\"new\"}") }
        if let last = game!.rounds.last, !last.isOver, !game!.isOver {
            throw Failure("round_in_play", "round \(last.number) is still in play; answer it or send {\"cmd\":\"skip\"} first")
        }
        if let round = game!.nextRound() {
            roundStarted = .now
            return NextRound(round: RoundView(round, of: game!.options.rounds), gameOver: false, summary: nil)
        }
        return NextRound(round: nil, gameOver: true, summary: SummaryView(game!.summary))
    }

    func state() -> any Encodable {
        guard let game else { return State(game: nil) }
        return State(game: .init(
            code: code, options: OptionsView(game.options), dictionary: DictionaryView(game.lexicon),
            round: game.rounds.last.map { RoundView($0, of: game.options.rounds) },
            gameOver: game.isOver, score: game.score, summary: SummaryView(game.summary)))
    }

    /// The game's saved form: the engine's `GameState`, as a JSON object to give back to `resume`.
    func save() throws(Failure) -> any Encodable {
        guard let game else { throw Failure("no_game", "no game to save; start one with {\"cmd\":\"new\"}") }
        do {
            let data = try JSONEncoder().encode(game.state)
            return Saved(code: code, state: try JSONDecoder().decode(JSONValue.self, from: data))
        } catch {
            throw Failure("internal", "the game could not be saved: \(error)")
        }
    }

    mutating func resume(_ request: Request) throws(Failure) -> any Encodable {
        guard let value = request.fields["state"], case .object = value else {
            throw Failure("missing_field", "resume needs \"state\": the object a save returned")
        }
        let saved: GameState
        do {
            saved = try JSONDecoder().decode(GameState.self, from: JSONEncoder().encode(value))
        } catch {
            throw Failure("invalid_state", "\"state\" is not a saved game of this version; give the object a save returned")
        }
        let lexicon = try dictionary(try request.string("dictionary"))
        do {
            game = try Game(resuming: saved, lexicon: lexicon.0, scoring: lexicon.1)
        } catch {
            if case .dictionaryMismatch = error { throw Failure("wrong_dictionary", error.description) }
            throw Failure("invalid_state", error.description)
        }
        code = PuzzleCode(game: game!).text
        // The saved clock, within reason (a crafted state may hold any number).
        let elapsed = min(max(game!.rounds.last?.elapsed ?? 0, 0), 366 * 86_400)
        roundStarted = ContinuousClock.now.advanced(by: .milliseconds(-Int64(elapsed.isFinite ? elapsed * 1000 : 0)))
        return state()
    }

    mutating func solve(_ request: Request) throws(Failure) -> any Encodable {
        guard let letters = try request.string("letters") else { throw Failure("missing_field", "solve needs \"letters\"") }
        let (lexicon, _) = try dictionary(try request.string("dictionary"))
        let minimum = try request.integer("min_length", in: 1...64) ?? 2
        let exact = try request.bool("exact") ?? false
        let key: MatchKey
        do { key = try lexicon.policy.key(for: letters) } catch { throw Failure("invalid_field", "\"letters\" cannot be read: \(error)") }
        if let reason = key.notAWordReason { throw Failure("invalid_field", "\"letters\" must be letters only (\(reason))") }
        let ids = exact ? lexicon.anagrams(of: key.multiset) : lexicon.subanagrams(of: key.multiset, minLength: minimum)
        var byLength: [Int: [String]] = [:]
        for id in ids {
            if let entry = lexicon.entry(id) { byLength[entry.key.letterCount, default: []].append(entry.display) }
        }
        return Solved(letters: key.text, count: ids.count,
                      groups: byLength.keys.sorted(by: >).map { SolveResult.Group(length: $0, words: byLength[$0]!) })
    }

    // MARK: Helpers

    mutating func dictionary(_ path: String?) throws(Failure) -> (Lexicon, Scoring) {
        let key = path ?? ""
        if let cached = dictionaries[key] { return cached }
        do {
            let lexicon = try DictionaryChoice.open(path: path ?? dictionaryPath)
            let entry = (lexicon, Scoring(lexicon: lexicon))
            dictionaries[key] = entry
            return entry
        } catch {
            throw Failure("dictionary", error.description)
        }
    }

    func requireRound() throws(Failure) {
        guard let game else { throw Failure("no_game", "no game yet; start one with {\"cmd\":\"new\"}") }
        guard !game.isOver else { throw Failure("game_over", "the game is over; start another with {\"cmd\":\"new\"}") }
        if let last = game.rounds.last, last.isOver {
            throw Failure("round_over", "round \(last.number) is over; send {\"cmd\":\"next\"} for the next one")
        }
    }

    func elapsed(_ request: Request) throws(Failure) -> Double {
        if let given = try request.number("elapsed") { return given }
        let d = roundStarted.duration(to: .now)
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    func roundResult() -> RoundResultView? {
        guard let last = game?.rounds.last, last.isOver else { return nil }
        return RoundResultView(last)
    }

    static func printable(_ text: String) -> String {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.generalCategory.isControlOrInvisible }))
        return cleaned.count > 40 ? String(cleaned.prefix(40)) + "…" : cleaned
    }
}
