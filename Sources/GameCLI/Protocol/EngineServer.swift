import Foundation
import Squramble
import SqurambleServer
import SqurambleStats
import SqurambleTerminal

/// The `squramble engine` protocol: JSON Lines on standard input and output.
///
/// One request per line, one response per line, in order. Every response carries
/// `"v"` (the protocol version), the request's `"id"` (echoed as given) and `"ok"`.
/// Whatever arrives — bad JSON, invalid UTF-8, a megabyte line, an unknown command —
/// the answer is a response with `"ok": false` and an error code; the server never
/// stops on bad input. It ends at `quit` or the end of input.
///
/// The commands themselves are ``EngineCommands`` (shared with `squramble serve`); this
/// is the framing, and the game held between lines. The protocol is documented, with a
/// full session, in `Documentation/EngineProtocol.md`.
struct EngineServer {
    let commands: EngineCommands<EngineShelf>
    var reader = LineReader()
    let out = StandardStream.output
    var game: GameInPlay?
    /// The clock rounds are timed by: seconds since the engine started.
    private let started = ContinuousClock.now

    init(dictionaryPath: String?) {
        commands = EngineCommands(shelf: EngineShelf(defaultPath: dictionaryPath))
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

    private var now: Double {
        let d = started.duration(to: .now)
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// Answers one line; returns the response and whether to stop.
    mutating func respond(to line: InputLine) -> (String, Bool) {
        let request: ProtocolRequest
        do throws(ProtocolFailure) {
            request = try Self.request(line)
        } catch {
            return (ProtocolReply(id: .null, cmd: "", failure: error).line, false)
        }
        let command: String
        do throws(ProtocolFailure) {
            guard let name = try request.string("cmd") else {
                throw ProtocolFailure("missing_field", "a request needs \"cmd\": one of \(EngineCommands<EngineShelf>.commands.joined(separator: ", "))")
            }
            command = name
        } catch {
            return (ProtocolReply(id: request.id, cmd: "", failure: error).line, false)
        }
        do throws(ProtocolFailure) {
            let outcome = try commands.perform(command, request, game: game, now: now)
            game = outcome.game
            return (ProtocolReply(id: request.id, cmd: command, payload: outcome.reply).line, outcome.quit)
        } catch {
            return (ProtocolReply(id: request.id, cmd: command, failure: error).line, false)
        }
    }

    /// A line as a request: a JSON object in UTF-8, of at most ``LineReader/longestLine`` bytes.
    static func request(_ line: InputLine) throws(ProtocolFailure) -> ProtocolRequest {
        if line.isTooLong {
            throw ProtocolFailure("line_too_long", "a request line may have at most \(LineReader.longestLine) bytes; this one has \(line.length)")
        }
        guard let text = String(validating: line.bytes, as: UTF8.self) else {
            throw ProtocolFailure("invalid_utf8", "the line is not valid UTF-8; send JSON in UTF-8")
        }
        if text.trimmingWhiteSpace().isEmpty {
            throw ProtocolFailure("invalid_json", "the line is empty; send one JSON object per line")
        }
        return try ProtocolRequest(json: Data(text.utf8), what: "the line", example: "send one JSON object per line, e.g. {\"id\":1,\"cmd\":\"hello\"}")
    }
}

/// The engine's dictionaries: the one it was started with, or any path or bundled
/// language a request names, each opened once.
final class EngineShelf: DictionaryShelf {
    let defaultPath: String?
    private var opened: [String: OpenDictionary] = [:]

    init(defaultPath: String?) { self.defaultPath = defaultPath }

    var showsPaths: Bool { true }

    func dictionary(for request: ProtocolRequest) throws(ProtocolFailure) -> OpenDictionary {
        try open(try request.string("dictionary"))
    }

    /// The dictionary given (in the request or to the engine), if it is of the code's
    /// language; else the bundled dictionary of the code's language.
    func dictionary(forCode code: PuzzleCode, request: ProtocolRequest) throws(ProtocolFailure) -> OpenDictionary {
        let path = try request.string("dictionary")
        if path != nil || defaultPath != nil {
            let dictionary = try open(path)
            let language = dictionary.lexicon.metadata.language.lowercased()
            guard code.language.isEmpty || language.isEmpty || language == code.language.lowercased() else {
                throw ProtocolFailure("wrong_dictionary", "the puzzle code is for the language “\(code.language)”; this dictionary is “\(dictionary.lexicon.metadata.name)” (\(language))")
            }
            return dictionary
        }
        let language = code.language.isEmpty ? "en" : code.language
        if let bundled = DictionaryChoice.bundled(language: language) { return OpenDictionary(bundled) }
        throw ProtocolFailure("wrong_dictionary", "the puzzle code is for the language “\(code.language)”, which has no bundled dictionary; give one in \"dictionary\"")
    }

    private func open(_ path: String?) throws(ProtocolFailure) -> OpenDictionary {
        let key = path ?? ""
        if let cached = opened[key] { return cached }
        do {
            let dictionary = OpenDictionary(try DictionaryChoice.open(path: path ?? defaultPath))
            opened[key] = dictionary
            return dictionary
        } catch {
            throw ProtocolFailure("dictionary", error.description)
        }
    }
}
