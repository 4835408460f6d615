import Foundation
import Squramble

/// The `squramble engine` protocol: JSON Lines on standard input and output.
///
/// One request per line, one response per line, in order. Every response carries
/// `"v"` (the protocol version, ``version``), the request's `"id"` (echoed as given)
/// and `"ok"`. Whatever arrives — bad JSON, invalid UTF-8, a megabyte line, an
/// unknown command — the answer is a response with `"ok": false` and an error code;
/// the server never stops on bad input. It ends at `quit` or the end of input.
///
/// The protocol is documented, with a full session, in `Documentation/EngineProtocol.md`.
struct EngineServer {
    static let version = 1
    static let commands = ["hello", "new", "guess", "hint", "shuffle", "skip", "next", "state", "solve", "quit"]

    let dictionaryPath: String?
    private var reader = LineReader()
    private let out = OutputStream.standardOutput
    /// Opened dictionaries by path ("" for the default one), and their scoring tables.
    private var dictionaries: [String: (Lexicon, Scoring)] = [:]
    private var game: Game?
    private var code = ""
    private var roundStarted = ContinuousClock.now

    init(dictionaryPath: String?) {
        self.dictionaryPath = dictionaryPath
    }

    /// Serves requests until `quit`, the end of input or a signal.
    /// Returns the signal's exit status after a signal, otherwise `nil`.
    mutating func run() -> Int32? {
        Interruption.install()
        while true {
            switch reader.next() {
            case .endOfInput, .deadlinePassed:
                return nil
            case .interrupted:
                return Interruption.exitStatus(for: Interruption.signal ?? SIGINT)
            case .line(let line):
                let (response, quit) = respond(to: line)
                out.line(response)
                if quit { return nil }
            }
        }
    }

    // MARK: Requests

    /// A failed request: the error code and a message that says how to fix it.
    struct Failure: Error {
        var code: String
        var message: String
        init(_ code: String, _ message: String) { self.code = code; self.message = message }
    }

    /// The fields of one request.
    struct Request {
        var fields: [String: JSONValue]
        var id: JSONValue { fields["id"] ?? .null }

        func string(_ name: String) throws(Failure) -> String? {
            guard let value = fields[name], value != .null else { return nil }
            guard case .string(let text) = value else { throw Failure("invalid_field", "\"\(name)\" must be a string, not \(value.typeName)") }
            return text
        }

        func integer(_ name: String, in range: ClosedRange<Int>) throws(Failure) -> Int? {
            guard let value = fields[name], value != .null else { return nil }
            guard let number = value.integer else { throw Failure("invalid_field", "\"\(name)\" must be a whole number, not \(value.typeName == "a number" ? "a fraction" : value.typeName)") }
            guard range.contains(number) else { throw Failure("invalid_field", "\"\(name)\" must be \(range.lowerBound) to \(range.upperBound), not \(number)") }
            return number
        }

        func number(_ name: String) throws(Failure) -> Double? {
            guard let value = fields[name], value != .null else { return nil }
            guard let number = value.number, number.isFinite, number >= 0 else {
                throw Failure("invalid_field", "\"\(name)\" must be a number of seconds, 0 or more")
            }
            return number
        }

        func bool(_ name: String) throws(Failure) -> Bool? {
            guard let value = fields[name], value != .null else { return nil }
            guard case .bool(let flag) = value else { throw Failure("invalid_field", "\"\(name)\" must be true or false, not \(value.typeName)") }
            return flag
        }
    }

    /// Answers one line; returns the response and whether to stop.
    mutating func respond(to line: InputLine) -> (String, Bool) {
        if line.isTooLong {
            return (failure(.null, "", Failure("line_too_long", "a request line may have at most \(LineReader.longestLine) bytes; this one has \(line.length)")), false)
        }
        guard let text = String(validating: line.bytes, as: UTF8.self) else {
            return (failure(.null, "", Failure("invalid_utf8", "the line is not valid UTF-8; send JSON in UTF-8")), false)
        }
        if text.trimmingWhiteSpace().isEmpty {
            return (failure(.null, "", Failure("invalid_json", "the line is empty; send one JSON object per line")), false)
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            return (failure(.null, "", Failure("invalid_json", "the line is not JSON; send one JSON object per line, e.g. {\"id\":1,\"cmd\":\"hello\"}")), false)
        }
        guard case .object(let fields) = value else {
            return (failure(.null, "", Failure("invalid_json", "a request is a JSON object, not \(value.typeName)")), false)
        }
        let request = Request(fields: fields)
        let command: String
        do throws(Failure) {
            guard let name = try request.string("cmd") else { throw Failure("missing_field", "a request needs \"cmd\": one of \(Self.commands.joined(separator: ", "))") }
            command = name
        } catch {
            return (failure(request.id, "", error), false)
        }
        do throws(Failure) {
            let payload = try perform(command, request)
            return (success(request.id, command, payload), command == "quit")
        } catch {
            return (failure(request.id, command, error), false)
        }
    }

    private mutating func perform(_ command: String, _ request: Request) throws(Failure) -> any Encodable {
        switch command {
        case "hello": return Hello()
        case "new": return try newGame(request)
        case "guess": return try guess(request)
        case "hint": return try hint(request)
        case "shuffle": return try shuffle(request)
        case "skip": return try skip(request)
        case "next": return try next()
        case "state": return state()
        case "solve": return try solve(request)
        case "quit": return Quit(summary: game.map { SummaryView($0.summary) })
        default:
            throw Failure("unknown_command", "\"\(Self.printable(command))\" is not a command; the commands are \(Self.commands.joined(separator: ", "))")
        }
    }

    // MARK: Commands

    private mutating func newGame(_ request: Request) throws(Failure) -> any Encodable {
        let path = try request.string("dictionary")
        var lexicon = try dictionary(path)
        var options: GameOptions
        if let text = try request.string("code") {
            let puzzle: PuzzleCode
            do { puzzle = try PuzzleCode(parsing: text) } catch { throw Failure("invalid_code", error.description) }
            if lexicon.0.checksum != puzzle.dictionaryChecksum {
                if path == nil, dictionaryPath == nil, let bundled = DictionaryChoice.bundled(withChecksum: puzzle.dictionaryChecksum) {
                    lexicon = (bundled, Scoring(lexicon: bundled))
                } else {
                    throw Failure("wrong_dictionary", "the puzzle code was made with another dictionary (fingerprint \(puzzle.dictionaryFingerprint)); this one is \(DictionaryIdentity(lexicon.0).fingerprint); give its path in \"dictionary\"")
                }
            }
            options = puzzle.options
        } else {
            let mode: GameMode
            if let name = try request.string("mode") {
                guard let parsed = GameMode(rawValue: name) else { throw Failure("invalid_field", "\"mode\" must be unscramble, twist or grid, not \"\(Self.printable(name))\"") }
                mode = parsed
            } else {
                mode = .unscramble
            }
            options = GameOptions(mode: mode, seed: try seed(request))
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
        }
        do {
            let started = try Game(lexicon: lexicon.0, options: options, scoring: lexicon.1)
            game = started
        } catch {
            switch error {
            case .invalidOptions: throw Failure("invalid_options", error.description)
            case .noTargets: throw Failure("no_targets", error.description)
            default: throw Failure("cannot_start", error.description)
            }
        }
        roundStarted = .now
        code = PuzzleCode(options: options, lexicon: lexicon.0).text
        return NewGame(code: code, options: OptionsView(options), dictionary: DictionaryView(lexicon.0),
                       round: RoundView(game!.currentRound!, of: options.rounds))
    }

    private func seed(_ request: Request) throws(Failure) -> UInt64 {
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

    private mutating func guess(_ request: Request) throws(Failure) -> any Encodable {
        guard let word = try request.string("word") else { throw Failure("missing_field", "guess needs \"word\": the answer") }
        try requireRound()
        let elapsed = try elapsed(request)
        let verdict = game!.submit(word, elapsed: elapsed)
        return Guessed(verdict: VerdictView(verdict), round: RoundView(game!.rounds.last!, of: game!.options.rounds),
                       result: roundResult(), gameScore: game!.score)
    }

    private mutating func hint(_ request: Request) throws(Failure) -> any Encodable {
        let name = try request.string("kind") ?? "next_letter"
        guard let kind = HintView.kind(named: name) else {
            throw Failure("invalid_field", "\"kind\" must be next_letter, letter_placement, answers_remaining or shuffle")
        }
        try requireRound()
        let hint = game!.hint(kind, elapsed: try elapsed(request))
        return Hinted(hint: HintView(hint, round: game!.rounds.last), round: RoundView(game!.rounds.last!, of: game!.options.rounds),
                      result: roundResult(), gameScore: game!.score)
    }

    private mutating func shuffle(_ request: Request) throws(Failure) -> any Encodable {
        try requireRound()
        let hint = game!.shuffle(elapsed: try elapsed(request))
        return Hinted(hint: HintView(hint, round: game!.rounds.last), round: RoundView(game!.rounds.last!, of: game!.options.rounds),
                      result: roundResult(), gameScore: game!.score)
    }

    private mutating func skip(_ request: Request) throws(Failure) -> any Encodable {
        try requireRound()
        game!.giveUp(elapsed: try elapsed(request))
        return Skipped(result: roundResult()!, gameScore: game!.score)
    }

    private mutating func next() throws(Failure) -> any Encodable {
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

    private func state() -> any Encodable {
        guard let game else { return State(game: nil) }
        return State(game: .init(
            code: code, options: OptionsView(game.options), dictionary: DictionaryView(game.lexicon),
            round: game.rounds.last.map { RoundView($0, of: game.options.rounds) },
            gameOver: game.isOver, score: game.score, summary: SummaryView(game.summary)))
    }

    private mutating func solve(_ request: Request) throws(Failure) -> any Encodable {
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

    private mutating func dictionary(_ path: String?) throws(Failure) -> (Lexicon, Scoring) {
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

    private func requireRound() throws(Failure) {
        guard let game else { throw Failure("no_game", "no game yet; start one with {\"cmd\":\"new\"}") }
        guard !game.isOver else { throw Failure("game_over", "the game is over; start another with {\"cmd\":\"new\"}") }
        if let last = game.rounds.last, last.isOver {
            throw Failure("round_over", "round \(last.number) is over; send {\"cmd\":\"next\"} for the next one")
        }
    }

    private func elapsed(_ request: Request) throws(Failure) -> Double {
        if let given = try request.number("elapsed") { return given }
        let d = roundStarted.duration(to: .now)
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    private func roundResult() -> RoundResultView? {
        guard let last = game?.rounds.last, last.isOver else { return nil }
        return RoundResultView(last)
    }

    static func printable(_ text: String) -> String {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.generalCategory.isControlOrInvisible }))
        return cleaned.count > 40 ? String(cleaned.prefix(40)) + "…" : cleaned
    }

    // MARK: Responses

    private struct Envelope: Encodable {
        var id: JSONValue
        var ok: Bool
        var cmd: String
        var payload: any Encodable
        enum Keys: String, CodingKey { case v, id, ok, cmd }
        func encode(to encoder: any Encoder) throws {
            try payload.encode(to: encoder)
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(EngineServer.version, forKey: .v)
            try c.encode(id, forKey: .id)
            try c.encode(ok, forKey: .ok)
            if !cmd.isEmpty { try c.encode(cmd, forKey: .cmd) }
        }
    }

    private struct ErrorBody: Encodable {
        struct Detail: Encodable { var code: String; var message: String }
        var error: Detail
    }

    private func success(_ id: JSONValue, _ command: String, _ payload: any Encodable) -> String {
        JSONLines.line(Envelope(id: id, ok: true, cmd: command, payload: payload))
    }

    private func failure(_ id: JSONValue, _ command: String, _ failure: Failure) -> String {
        JSONLines.line(Envelope(id: id, ok: false, cmd: command, payload: ErrorBody(error: .init(code: failure.code, message: failure.message))))
    }

    private struct Hello: Encodable {
        var protocolVersion = EngineServer.version
        var squramble = Squramble.version
        var commands = EngineServer.commands
        enum CodingKeys: String, CodingKey { case protocolVersion = "protocol", squramble, commands }
    }

    private struct NewGame: Encodable {
        var code: String
        var options: OptionsView
        var dictionary: DictionaryView
        var round: RoundView
    }

    private struct Guessed: Encodable {
        var verdict: VerdictView
        var round: RoundView
        var result: RoundResultView?
        var gameScore: Int
    }

    private struct Hinted: Encodable {
        var hint: HintView
        var round: RoundView
        var result: RoundResultView?
        var gameScore: Int
    }

    private struct Skipped: Encodable {
        var result: RoundResultView
        var gameScore: Int
    }

    private struct NextRound: Encodable {
        var round: RoundView?
        var gameOver: Bool
        var summary: SummaryView?
    }

    private struct State: Encodable {
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

    private struct Solved: Encodable {
        var letters: String
        var count: Int
        var groups: [SolveResult.Group]
    }

    private struct Quit: Encodable {
        var summary: SummaryView?
    }
}
