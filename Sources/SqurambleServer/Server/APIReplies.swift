import Foundation
import Hummingbird
import Squramble

/// Replies of the HTTP API: JSON bodies, the status that fits an error code.
enum APIReply {
    /// The HTTP status of a protocol error code (Documentation/HTTPAPI.md, "Errors").
    static func status(of code: String) -> HTTPResponse.Status {
        switch code {
        case "invalid_json", "invalid_utf8": .badRequest
        case "not_found": .notFound
        case "method_not_allowed": .methodNotAllowed
        case "round_over", "round_in_play", "game_over": .conflict
        case "too_large", "line_too_long": .contentTooLarge
        case "unsupported_media_type": .unsupportedMediaType
        case "internal", "dictionary": .internalServerError
        default: .unprocessableContent
        }
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let data = (try? JSONLines.encoder().encode(value))
            ?? Data(#"{"v":1,"ok":false,"error":{"code":"internal","message":"the reply could not be written"}}"#.utf8)
        return Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A reply of the protocol (``ProtocolReply/json``: by ``JSONWriter`` where it can).
    static func json(_ reply: ProtocolReply, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: reply.json)))
    }

    static func failure(_ failure: ProtocolFailure, command: String = "") -> Response {
        json(ProtocolReply(id: nil, cmd: command, failure: failure), status: status(of: failure.code))
    }
}

/// `GET /api/v1/hello`.
struct HTTPHello: Encodable {
    var protocolVersion = ProtocolReply.version
    var squramble = Squramble.version
    var commands: [String]
    var languages: [String]
    enum CodingKeys: String, CodingKey { case protocolVersion = "protocol", squramble, commands, languages }
}

/// One entry of `GET /api/v1/dictionaries`.
struct DictionaryInfo: Encodable {
    var language: String
    var name: String
    /// The letters of the dictionary's keys, for an on-screen keyboard.
    var alphabet: [String]
    /// The letters its words are written with beyond ``alphabet`` (é, œ where accents
    /// fold), for the same keyboard: typing them is never needed, but allowed.
    var written: [String]
    var words: Int
    var targets: Int
    var licence: String
    var fingerprint: String
    var `default`: Bool

    init(_ lexicon: Lexicon, written: [String], isDefault: Bool) {
        language = lexicon.metadata.language
        name = lexicon.metadata.name
        alphabet = lexicon.alphabet.map(String.init)
        self.written = written
        words = lexicon.wordCount
        targets = lexicon.targetCount
        licence = lexicon.metadata.sources.map { "\($0.name): \($0.license)" }.joined(separator: "; ")
        fingerprint = DictionaryIdentity(lexicon).fingerprint
        `default` = isDefault
    }
}

struct DictionaryList: Encodable {
    var dictionaries: [DictionaryInfo]
}

/// `POST /api/v1/state`: the protocol's `state` object, under `state` (`game` is the token).
struct HTTPState: Encodable {
    var state: EngineCommands<ServedDictionaries>.State.GameView
}
