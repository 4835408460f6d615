import Foundation
import Hummingbird
import Squramble

/// The API's commands: each POST route reads a JSON body, opens the game token if the
/// command plays a game, runs the engine protocol's command (``EngineCommands``) and
/// replies with its reply and the new token.
package struct SqurambleAPI: Sendable {
    package let commands: EngineCommands<ServedDictionaries>
    package let seal: GameSeal
    /// The largest request body read.
    package static let bodyLimit = 64 * 1024
    /// The commands routed as `POST /api/v1/<command>`.
    package static let posted = ["new", "daily", "guess", "hint", "shuffle", "skip", "next", "state", "solve"]
    /// The longest answer read, in characters.
    static let longestWord = 1000
    /// The commands that need a game token.
    static let playing: Set<String> = ["guess", "hint", "shuffle", "skip", "next", "state"]

    package init(dictionaries: ServedDictionaries, seal: GameSeal, definitions: (any WordDefinitions)? = nil) {
        var commands = EngineCommands(shelf: dictionaries, trustsElapsed: false, timeZone: TimeZone(identifier: "UTC")!, dailyWindow: 1,
                                      solveLimits: .init(letters: 32, words: 2000))
        commands.definitions = definitions
        commands.keepsDailiesSecret = true
        self.commands = commands
        self.seal = seal
    }

    var dictionaries: ServedDictionaries { commands.shelf }

    func hello() -> Response {
        APIReply.json(ProtocolReply(id: nil, cmd: "hello", payload: HTTPHello(commands: Self.posted, languages: dictionaries.languages)))
    }

    func dictionaryList() -> Response {
        let list = dictionaries.all.indices.map { DictionaryInfo(dictionaries.all[$0].lexicon, written: dictionaries.written[$0], isDefault: $0 == 0) }
        return APIReply.json(ProtocolReply(id: nil, cmd: "dictionaries", payload: DictionaryList(dictionaries: list)))
    }

    /// `POST /api/v1/<command>`.
    func respond(to command: String, _ request: Request) async -> Response {
        do throws(ProtocolFailure) {
            let fields = try await Self.body(of: request)
            return try perform(command, fields)
        } catch {
            return APIReply.failure(error, command: command)
        }
    }

    func perform(_ command: String, _ request: ProtocolRequest) throws(ProtocolFailure) -> Response {
        if command == "guess", let word = try request.string("word"), word.count > Self.longestWord {
            throw ProtocolFailure("invalid_field", "\"word\" may have at most \(Self.longestWord) characters")
        }
        var game: GameInPlay?
        if Self.playing.contains(command) {
            guard let token = try request.string("game") else {
                throw ProtocolFailure("missing_field", "\(command) needs \"game\": the token the last reply gave")
            }
            game = try seal.open(token, on: dictionaries)
        }
        let now = Date().timeIntervalSince1970
        let outcome = try commands.perform(command, request, game: game, now: now)
        guard let after = outcome.game else {
            return APIReply.json(ProtocolReply(id: nil, cmd: command, payload: outcome.reply))
        }
        let payload: any Encodable = command == "state" ? HTTPState(state: commands.stateView(after)) : outcome.reply
        return APIReply.json(ProtocolReply(id: nil, cmd: command, payload: payload, token: try seal.seal(after)))
    }

    /// The body as a request: JSON, an object, at most ``bodyLimit`` bytes.
    static func body(of request: Request) async throws(ProtocolFailure) -> ProtocolRequest {
        let type = request.headers[.contentType]?.lowercased() ?? ""
        guard type.hasPrefix("application/json") || (type.hasPrefix("application/") && type.contains("+json")) else {
            throw ProtocolFailure("unsupported_media_type", "send the body as JSON, with Content-Type: application/json")
        }
        let tooLarge = ProtocolFailure("too_large", "a request body may have at most \(bodyLimit) bytes")
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > bodyLimit { throw tooLarge }
        let buffer: ByteBuffer
        do { buffer = try await request.body.collect(upTo: bodyLimit) } catch { throw tooLarge }
        let bytes = Data(buffer.readableBytesView)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw ProtocolFailure("invalid_utf8", "the body is not valid UTF-8; send JSON in UTF-8")
        }
        return try ProtocolRequest(json: bytes, what: "the body", example: "send one JSON object, e.g. {\"mode\":\"twist\"}")
    }
}
