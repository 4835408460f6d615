/// Writes JSON text byte by byte, for the replies a server sends many times a second
/// (`JSONEncoder` was a seventh of a judged guess). The output is the same bytes
/// ``JSONLines/encoder()`` writes for the same value — keys in byte order, `/` and
/// non-ASCII unescaped, `"`, `\` and control characters escaped, a whole double without
/// `.0` — and `JSONWriterTests` holds the two to that.
///
/// ```swift
/// var json = JSONWriter()
/// json.object(VerdictView(verdict))   // {"credited":true,"message":…}
/// json.bytes
/// ```
///
/// A type writes its members with ``JSONObjectBody/writeMembers(to:)``, keys in byte
/// order (what `.sortedKeys` does), optionals left out when `nil` (what synthesized
/// `Encodable` does). A reply's envelope (``ProtocolReply``: `cmd`, `game`, `ok`, `v`)
/// is merged into its body's members in that order by the writer itself.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    private var needsComma = false
    private var depth = 0
    /// The reply's envelope, merged into the object at depth 1 (see ``reply(_:)``).
    private var envelope: Envelope?

    package init(capacity: Int = 2048) { bytes.reserveCapacity(capacity) }

    // MARK: Values

    package mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Runs that need no escape (a token is a kilobyte of them) are copied at once.
            var run = 0
            for i in utf8.indices {
                let byte = utf8[i]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run ..< i]))
                escape(byte)
                run = i + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0..<0x20: bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), Self.hex(byte >> 4), Self.hex(byte & 0xF)])
        default: bytes.append(byte)  // " and \
        }
    }

    package mutating func int(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)  // a small string: no allocation
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? [0x74, 0x72, 0x75, 0x65] : [0x66, 0x61, 0x6C, 0x73, 0x65])
    }

    /// As ``JSONLines/encoder()``: the shortest text that reads back the same, without a
    /// trailing `.0`; infinities and NaN as the strings `inf`, `-inf`, `nan`.
    package mutating func double(_ value: Double) {
        guard value.isFinite else { return string(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf") }
        separate()
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    package mutating func object(_ body: some JSONObjectBody) {
        beginObject()
        body.writeMembers(to: &self)
        endObject()
    }

    package mutating func objects<Body: JSONObjectBody>(_ bodies: [Body]) {
        beginArray()
        for body in bodies { object(body) }
        endArray()
    }

    /// A `[String: String]` object, its keys in byte order.
    package mutating func stringMap(_ map: [String: String]) {
        beginObject()
        for key in map.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            separate()
            needsComma = false
            stringKey(key)
            string(map[key]!)
        }
        endObject()
    }

    // MARK: Members

    /// Starts the member `key` (its value is written next).
    package mutating func key(_ key: StaticString) {
        mergeEnvelope(before: key)
        rawKey(key)
    }

    package mutating func member(_ key: StaticString, _ value: String) { self.key(key); string(value) }
    package mutating func member(_ key: StaticString, _ value: Int) { self.key(key); int(value) }
    package mutating func member(_ key: StaticString, _ value: Bool) { self.key(key); bool(value) }
    package mutating func member(_ key: StaticString, _ value: Double) { self.key(key); double(value) }
    package mutating func member(_ key: StaticString, _ value: [String]) { self.key(key); strings(value) }
    package mutating func member(_ key: StaticString, _ value: some JSONObjectBody) { self.key(key); object(value) }
    package mutating func member<Body: JSONObjectBody>(_ key: StaticString, _ value: [Body]) { self.key(key); objects(value) }

    /// The member, or nothing when `value` is `nil` (as `encodeIfPresent`).
    package mutating func optional(_ key: StaticString, _ value: String?) { if let value { member(key, value) } }
    package mutating func optional(_ key: StaticString, _ value: Int?) { if let value { member(key, value) } }
    package mutating func optional(_ key: StaticString, _ value: Bool?) { if let value { member(key, value) } }
    package mutating func optional(_ key: StaticString, _ value: Double?) { if let value { member(key, value) } }
    package mutating func optional(_ key: StaticString, _ value: [String]?) { if let value { member(key, value) } }
    package mutating func optional(_ key: StaticString, _ value: (some JSONObjectBody)?) { if let value { member(key, value) } }

    // MARK: Structure

    package mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma = false; depth += 1 }
    package mutating func endObject() {
        mergeEnvelope(before: nil)
        bytes.append(UInt8(ascii: "}")); needsComma = true; depth -= 1
    }
    package mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma = false; depth += 1 }
    package mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true; depth -= 1 }

    private static func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10 }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    private mutating func rawKey(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }  // keys are plain ASCII: nothing to escape
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    private mutating func stringKey(_ key: String) {
        string(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }
}

/// A value written as a JSON object by ``JSONWriter``.
package protocol JSONObjectBody {
    /// Writes the members, keys in byte order, `nil` optionals left out.
    func writeMembers(to json: inout JSONWriter)
}

// MARK: The reply's envelope

extension JSONWriter {
    /// What ``ProtocolReply`` puts beside a command's own members over HTTP.
    struct Envelope {
        var cmd: String
        var game: String?
        var ok: Bool
        /// The next of ``keys`` to write.
        var next = 0
        static let keys: [StaticString] = ["cmd", "game", "ok", "v"]
    }

    /// One reply: `body`'s members and the envelope's, in one object, keys in byte order.
    package mutating func reply(_ body: some JSONObjectBody, cmd: String, ok: Bool, game: String?) {
        envelope = Envelope(cmd: cmd, game: game, ok: ok)
        object(body)
        envelope = nil
    }

    /// Writes the envelope's members whose keys come before `key` (all that are left when `nil`).
    private mutating func mergeEnvelope(before key: StaticString?) {
        guard depth == 1, var pending = envelope else { return }
        envelope = nil  // its members are written with plain keys, not merged again
        while pending.next < Envelope.keys.count {
            let name = Envelope.keys[pending.next]
            if let key, !Self.precedes(name, key) { break }
            pending.next += 1
            switch pending.next - 1 {
            case 0: if !pending.cmd.isEmpty { rawKey(name); string(pending.cmd) }
            case 1: if let game = pending.game { rawKey(name); string(game) }
            case 2: rawKey(name); bool(pending.ok)
            default: rawKey(name); int(ProtocolReply.version)
            }
        }
        envelope = pending
    }

    static func precedes(_ a: StaticString, _ b: StaticString) -> Bool {
        a.withUTF8Buffer { a in b.withUTF8Buffer { b in a.lexicographicallyPrecedes(b) } }
    }
}
