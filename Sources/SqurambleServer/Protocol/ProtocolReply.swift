import Foundation
import Squramble

/// One response of the protocol: the envelope (`v`, `id`, `ok`, `cmd`) with the
/// command's own fields beside it, or `error`; over HTTP, the sealed game as `game`.
package struct ProtocolReply: Encodable {
    /// The request's `id`; `nil` leaves the key out (HTTP has no ids).
    package var id: JSONValue?
    package var ok: Bool
    package var cmd: String
    package var payload: any Encodable
    /// The sealed game (HTTP only).
    package var token: String?

    package init(id: JSONValue?, cmd: String, payload: any Encodable, token: String? = nil) {
        self.id = id; ok = true; self.cmd = cmd; self.payload = payload; self.token = token
    }

    package init(id: JSONValue?, cmd: String, failure: ProtocolFailure) {
        self.id = id; ok = false; self.cmd = cmd; payload = ErrorBody(error: .init(code: failure.code, message: failure.message))
    }

    enum Keys: String, CodingKey { case v, id, ok, cmd, game }

    package func encode(to encoder: any Encoder) throws {
        try payload.encode(to: encoder)
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(ProtocolReply.version, forKey: .v)
        if let id { try c.encode(id, forKey: .id) }
        try c.encode(ok, forKey: .ok)
        if !cmd.isEmpty { try c.encode(cmd, forKey: .cmd) }
        if let token { try c.encode(token, forKey: .game) }
    }

    /// The protocol's version, `v` in every response.
    package static let version = 1

    struct ErrorBody: Encodable {
        struct Detail: Encodable { var code: String; var message: String }
        var error: Detail
    }

    /// The reply as one line of JSON (snake_case keys, sorted).
    package var line: String { JSONLines.line(self) }

    /// The reply as JSON bytes, the same as ``line``'s: written by ``JSONWriter`` when the
    /// payload is one of its types and there is no `id` (HTTP), else by `JSONEncoder`.
    package var json: [UInt8] {
        if id == nil, let body = payload as? any JSONObjectBody {
            var writer = JSONWriter()
            writer.reply(body, cmd: cmd, ok: ok, game: token)
            return writer.bytes
        }
        return Array(line.utf8)
    }
}
