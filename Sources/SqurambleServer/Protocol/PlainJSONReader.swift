import Squramble

/// Reads the common request (`{"game":"…","word":"…"}`) without `JSONDecoder`, whose
/// `Decodable` walk was a tenth of a judged guess: objects, arrays, strings, `true`,
/// `false` and `null`, in strict RFC 8259.
///
/// It reads only what it can read exactly as `JSONDecoder` into ``JSONValue`` does, and
/// returns `nil` for anything else — a number (the protocol's rules for whole, large and
/// fractional numbers are `JSONValue`'s own), a surrogate escape, a repeated key, deep
/// nesting, any error — so that the caller decodes those with `JSONDecoder` as before,
/// with its errors. `PlainJSONReaderTests` compares the two on a table of bodies.
struct PlainJSONReader {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var depth = 0
    static let deepest = 64

    /// The value of `bytes`, or `nil` when `JSONDecoder` must read them.
    static func value(of bytes: UnsafeRawBufferPointer) -> JSONValue? {
        var reader = PlainJSONReader(bytes: bytes)
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.position == bytes.count ? value : nil
    }

    private init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func value() -> JSONValue? {
        skipSpace()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return nil  // a number, or not JSON
        }
    }

    private mutating func literal(_ text: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = text.utf8CodeUnitCount
        guard bytes.count - position >= count else { return nil }
        for i in 0..<count where bytes[position + i] != text.utf8Start[i] { return nil }
        position += count
        return value
    }

    private mutating func object() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.deepest else { return nil }
        position += 1  // {
        var members: [String: JSONValue] = [:]
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            guard let value = value(), members.updateValue(value, forKey: key) == nil else { return nil }
            skipSpace()
            guard position < bytes.count else { return nil }
            let next = bytes[position]
            position += 1
            if next == UInt8(ascii: "}") { return .object(members) }
            guard next == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func array() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.deepest else { return nil }
        position += 1  // [
        var elements: [JSONValue] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipSpace()
            guard position < bytes.count else { return nil }
            let next = bytes[position]
            position += 1
            if next == UInt8(ascii: "]") { return .array(elements) }
            guard next == UInt8(ascii: ",") else { return nil }
        }
    }

    /// A string from its opening quote; the bytes are valid UTF-8 (the caller checked).
    private mutating func string() -> String? {
        position += 1  // "
        let start = position
        // The common case: no escape, copied at once.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                defer { position += 1 }
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start ..< position]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { return nil }
            position += 1
        }
        var text = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[start ..< position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
            case 0..<0x20: return nil
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    // Outside the surrogates only: a pair (or a lone half) is JSONDecoder's to read.
                    guard let code = hex4(), !(0xD800...0xDFFF).contains(code), let scalar = Unicode.Scalar(code) else { return nil }
                    text.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            default: text.append(byte)
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - position >= 4 else { return nil }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            position += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }
}
