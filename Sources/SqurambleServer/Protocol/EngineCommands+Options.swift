import Foundation
import Squramble

/// Reading a game's options from a request, `solve`, and the checks every round command makes.
extension EngineCommands {
    // MARK: Options

    static func mode(_ request: ProtocolRequest) throws(ProtocolFailure) -> GameMode {
        guard let name = try request.string("mode") else { return .unscramble }
        guard let mode = GameMode(rawValue: name) else {
            throw ProtocolFailure("invalid_field", "\"mode\" must be unscramble, twist or grid, not \"\(ProtocolRequest.printable(name))\"")
        }
        return mode
    }

    /// The options of `new` (without `code`).
    static func options(from request: ProtocolRequest) throws(ProtocolFailure) -> GameOptions {
        let mode = try mode(request)
        var options = GameOptions(mode: mode, seed: try seed(request))
        if let rounds = try request.integer("rounds", in: 1...1000) { options.rounds = rounds }
        if let value = request["lengths"] {
            guard case .array(let bounds) = value, bounds.count == 2, let low = bounds[0].integer, let high = bounds[1].integer, low <= high else {
                throw ProtocolFailure("invalid_field", "\"lengths\" must be [shortest, longest], e.g. [5, 7]")
            }
            options.lengths = low...high
            if mode == .twist { options.minimumWordLength = min(options.minimumWordLength, low) }
        }
        if let value = request["difficulty"] {
            let text: String
            switch value {
            case .string(let s): text = s
            default: text = value.integer.map(String.init) ?? ""
            }
            guard let difficulty = Difficulty(parsing: text) else {
                throw ProtocolFailure("invalid_field", "\"difficulty\" must be easy, medium, hard or a band 1 to 5")
            }
            options.bands = difficulty.bands.sorted()
        }
        if let n = try request.integer("min_length", in: 1...64) { options.minimumWordLength = n }
        if let n = try request.integer("grid_rows", in: 1...64) { options.gridRows = n }
        if let n = try request.integer("grid_columns", in: 1...64) { options.gridColumns = n }
        if let n = try request.integer("grid_max_answers", in: 1...100_000) { options.gridMaxAnswers = n }
        if let seconds = try request.number("time_limit") { options.timeLimit = seconds.rounded() }
        _ = try request.bool("practice")  // nothing is recorded here either way
        return options
    }

    static func seed(_ request: ProtocolRequest) throws(ProtocolFailure) -> UInt64 {
        guard let value = request["seed"] else { return UInt64.random(in: 0...UInt64(UInt32.max)) }
        switch value {
        case .integer(let n) where n >= 0: return UInt64(n)
        case .unsigned(let n): return n
        case .string(let text):
            if let n = UInt64(text) { return n }
        default: break
        }
        throw ProtocolFailure("invalid_field", "\"seed\" must be a whole number from 0 to 18446744073709551615 (as a string above 2^53)")
    }

    // MARK: solve

    /// How much `solve` may take and give (`squramble serve`); the engine sets none.
    package struct SolveLimits: Sendable {
        package var letters: Int
        package var words: Int
        package init(letters: Int, words: Int) { self.letters = letters; self.words = words }
    }

    func solve(_ request: ProtocolRequest) throws(ProtocolFailure) -> Solved {
        guard let letters = try request.string("letters") else { throw ProtocolFailure("missing_field", "solve needs \"letters\"") }
        let lexicon = try shelf.dictionary(for: request).lexicon
        let minimum = try request.integer("min_length", in: 1...64) ?? 2
        let exact = try request.bool("exact") ?? false
        if let limits = solveLimits, letters.unicodeScalars.count > limits.letters * 4 {
            throw ProtocolFailure("invalid_field", "\"letters\" may have at most \(limits.letters) letters")
        }
        let key: MatchKey
        do { key = try lexicon.policy.key(for: letters) } catch { throw ProtocolFailure("invalid_field", "\"letters\" cannot be read: \(error)") }
        if let reason = key.notAWordReason { throw ProtocolFailure("invalid_field", "\"letters\" must be letters only (\(reason))") }
        if let limits = solveLimits, key.letterCount > limits.letters {
            throw ProtocolFailure("invalid_field", "\"letters\" may have at most \(limits.letters) letters, not \(key.letterCount)")
        }
        let ids = exact ? lexicon.anagrams(of: key.multiset) : lexicon.subanagrams(of: key.multiset, minLength: minimum)
        let kept = solveLimits.map { ids.prefix($0.words) } ?? ids[...]
        var byLength: [Int: [String]] = [:]
        for id in kept {
            if let entry = lexicon.entry(id) { byLength[entry.key.letterCount, default: []].append(entry.display) }
        }
        return Solved(letters: key.text, count: ids.count,
                      groups: byLength.keys.sorted(by: >).map { Solved.Group(length: $0, words: byLength[$0]!) },
                      truncated: solveLimits.map { _ in kept.count < ids.count })
    }

    // MARK: Helpers

    /// The game, if a round of it is in play.
    func requireRound(_ game: GameInPlay?) throws(ProtocolFailure) -> GameInPlay {
        guard let game else { throw ProtocolFailure("no_game", "no game yet; start one with {\"cmd\":\"new\"}") }
        guard !game.game.isOver else { throw ProtocolFailure("game_over", "the game is over; start another with {\"cmd\":\"new\"}") }
        if let last = game.game.rounds.last, last.isOver {
            throw ProtocolFailure("round_over", "round \(last.number) is over; send {\"cmd\":\"next\"} for the next one")
        }
        return game
    }

    /// Seconds since the round started: the request's `elapsed` where it is believed,
    /// else measured.
    func elapsed(_ request: ProtocolRequest, _ game: GameInPlay, now: Double) throws(ProtocolFailure) -> Double {
        if trustsElapsed, let given = try request.number("elapsed") { return given }
        return max(0, now - game.roundStarted)
    }

    func roundResult(_ game: GameInPlay) -> RoundResultView? {
        guard let last = game.game.rounds.last, last.isOver else { return nil }
        var view = RoundResultView(last)
        if let definitions {
            let language = game.game.lexicon.metadata.language
            var defined: [String: String] = [:]
            for word in ([view.target] + view.missed).prefix(Self.definedWords) where defined[word] == nil {
                if let text = definitions.definition(of: word, language: language) { defined[word] = text }
            }
            if !defined.isEmpty { view.definitions = defined }
        }
        return view
    }

    func dictionaryView(_ lexicon: Lexicon) -> DictionaryView {
        var view = DictionaryView(lexicon)
        if !shelf.showsPaths { view.path = nil }
        return view
    }
}
