import Foundation
import Squramble
import SqurambleStats
import SqurambleTerminal

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
    static let commands = ["hello", "new", "guess", "hint", "shuffle", "skip", "next", "state", "save", "resume", "solve", "quit"]

    let dictionaryPath: String?
    var reader = LineReader()
    let out = OutputStream.standardOutput
    /// Opened dictionaries by path ("" for the default one), and their scoring tables.
    var dictionaries: [String: (Lexicon, Scoring)] = [:]
    var game: Game?
    var code = ""
    var roundStarted = ContinuousClock.now

    init(dictionaryPath: String?) {
        self.dictionaryPath = dictionaryPath
    }

    /// Serves requests until `quit`, the end of input or a signal.
    /// Returns the signal's exit status after a signal, otherwise `nil`.
    mutating func run() -> Int32? {
        TerminalSignals.install()
        while true {
            switch reader.next() {
            case .endOfInput:
                return nil
            case .deadlinePassed, .tick:
                continue  // never asked for
            case .interrupted:
                return TerminalSignals.exitStatus(for: TerminalSignals.pendingQuitSignal ?? SIGINT)
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

    mutating func perform(_ command: String, _ request: Request) throws(Failure) -> any Encodable {
        switch command {
        case "hello": return Hello()
        case "new": return try newGame(request)
        case "guess": return try guess(request)
        case "hint": return try hint(request)
        case "shuffle": return try shuffle(request)
        case "skip": return try skip(request)
        case "next": return try next()
        case "state": return state()
        case "save": return try save()
        case "resume": return try resume(request)
        case "solve": return try solve(request)
        case "quit": return Quit(summary: game.map { SummaryView($0.summary) })
        default:
            throw Failure("unknown_command", "\"\(Self.printable(command))\" is not a command; the commands are \(Self.commands.joined(separator: ", "))")
        }
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
}
