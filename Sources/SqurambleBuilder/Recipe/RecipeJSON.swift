/// A JSON document read with the line and column of every value and key, so that a
/// recipe's mistakes can be shown where they are.
///
/// Foundation's parser on Linux says only "The given data was not valid JSON"; this one
/// says `line 3, column 12: expected "," or "}" after a member, found "\""`. It reads
/// RFC 8259 JSON and nothing more (no comments, no trailing commas), refuses a key given
/// twice in one object, and nests at most 100 levels deep.
///
/// ```swift
/// let node = try RecipeJSON.parse(Array(#"{"name": "x"}"#.utf8))
/// ```
package struct RecipeJSON: Sendable {
    /// Where a value or key starts: 1-based line, and column in Unicode scalars.
    package struct Position: Sendable, Hashable, CustomStringConvertible {
        package var line: Int
        package var column: Int
        package var description: String { "line \(line), column \(column)" }
    }

    /// One member of an object: its key, where the key is, and its value.
    package struct Member: Sendable {
        package var key: String
        package var position: Position
        package var value: RecipeJSON
    }

    /// What a value is.
    package indirect enum Value: Sendable {
        case object([Member])
        case array([RecipeJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    package var value: Value
    package var position: Position

    /// Why a text is not JSON, and where.
    package struct SyntaxError: Error, Sendable, CustomStringConvertible {
        package var position: Position
        package var reason: String
        package var description: String { "\(position): \(reason)" }
    }

    /// Reads a whole document: one value, with only white space around it.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> RecipeJSON {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        let node = try reader.value(depth: 0)
        reader.skipSpace()
        if reader.index < bytes.count { throw reader.fail("unexpected \(reader.found) after the end of the document") }
        return node
    }
}

/// The byte-by-byte reader behind ``RecipeJSON/parse(_:)``.
private struct Reader {
    package let bytes: [UInt8]
    package var index = 0
    package var line = 1
    package var lineStart = 0

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    package var position: RecipeJSON.Position {
        // Columns count Unicode scalars: every byte but UTF-8 continuation bytes.
        let column = bytes[lineStart..<min(index, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return .init(line: line, column: column)
    }

    /// The next character, quoted, for error messages.
    package var found: String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return text == "\"" ? "'\"'" : "\"\(text)\""
    }

    package func fail(_ reason: String) -> RecipeJSON.SyntaxError { .init(position: position, reason: reason) }

    package mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    package mutating func value(depth: Int) throws(RecipeJSON.SyntaxError) -> RecipeJSON {
        guard depth < 100 else { throw fail("nested more than 100 levels deep") }
        let start = position
        guard index < bytes.count else { throw fail("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return RecipeJSON(value: .object(try members(depth: depth)), position: start)
        case UInt8(ascii: "["): return RecipeJSON(value: .array(try elements(depth: depth)), position: start)
        case UInt8(ascii: "\""): return RecipeJSON(value: .string(try string()), position: start)
        case UInt8(ascii: "t"): try word("true"); return RecipeJSON(value: .bool(true), position: start)
        case UInt8(ascii: "f"): try word("false"); return RecipeJSON(value: .bool(false), position: start)
        case UInt8(ascii: "n"): try word("null"); return RecipeJSON(value: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return RecipeJSON(value: .number(try number()), position: start)
        default: throw fail("expected a value, found \(found)" + (bytes[index] == UInt8(ascii: "'") ? " (JSON strings take double quotes)" : ""))
        }
    }

    package mutating func word(_ text: String) throws(RecipeJSON.SyntaxError) {
        let expected = Array(text.utf8)
        guard bytes[index...].starts(with: expected) else { throw fail("expected a value, found \(found)") }
        index += expected.count
    }

    package mutating func members(depth: Int) throws(RecipeJSON.SyntaxError) -> [RecipeJSON.Member] {
        index += 1
        var members: [RecipeJSON.Member] = []
        var seen: Set<String> = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return members }
        while true {
            skipSpace()
            let keyPosition = position
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("expected a key in double quotes, found \(found)" + (members.isEmpty ? "" : " (a comma before a closing brace?)"))
            }
            let key = try string()
            guard seen.insert(key).inserted else {
                throw .init(position: keyPosition, reason: "\"\(key)\" is given twice in this object")
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected \":\" after the key \"\(key)\", found \(found)") }
            index += 1
            skipSpace()
            members.append(.init(key: key, position: keyPosition, value: try value(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw fail("expected \",\" or \"}\", found the end of the file") }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return members }
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected \",\" or \"}\" after the value of \"\(key)\", found \(found)") }
            index += 1
        }
    }

    package mutating func elements(depth: Int) throws(RecipeJSON.SyntaxError) -> [RecipeJSON] {
        index += 1
        var elements: [RecipeJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw fail("expected a value, found \"]\" (a comma before a closing bracket?)") }
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw fail("expected \",\" or \"]\", found the end of the file") }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
            guard bytes[index] == UInt8(ascii: ",") else { throw fail("expected \",\" or \"]\" in a list, found \(found)") }
            index += 1
        }
    }

    package mutating func string() throws(RecipeJSON.SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ reader: Reader, _ upTo: Int) throws(RecipeJSON.SyntaxError) {
            guard let text = String(validating: reader.bytes[run..<upTo], as: UTF8.self) else {
                throw reader.fail("a string is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                try flush(self, index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw fail(byte == 0x0A ? "a string runs past the end of its line (a missing '\"'?)" : "a control character in a string") }
            if byte == UInt8(ascii: "\\") {
                try flush(self, index)
                scalars.append(try escape())
                run = index
                continue
            }
            index += 1
        }
        throw fail("a string has no closing '\"'")
    }

    package mutating func escape() throws(RecipeJSON.SyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw fail("a string has no closing '\"'") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) {
                index += 2
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else { throw fail("\\u\(String(high, radix: 16)) is half of a surrogate pair") }
            return scalar
        default:
            index -= 1
            throw fail("\\\(found.trimmingQuotes) is not a JSON escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        }
    }

    package mutating func hex4() throws(RecipeJSON.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else { throw fail("\\u needs four hexadecimal digits") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    package func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number as RFC 8259 writes it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    package mutating func number() throws(RecipeJSON.SyntaxError) -> Double {
        let start = index
        func digits(_ reader: inout Reader) -> Int {
            let from = reader.index
            while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) { reader.index += 1 }
            return reader.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let whole = index
        guard digits(&self) > 0 else { throw fail("expected a digit, found \(found)") }
        if bytes[whole] == UInt8(ascii: "0"), index - whole > 1 { throw .init(position: position, reason: "a number cannot start with 0") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw fail("expected a digit after the decimal point, found \(found)") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw fail("expected a digit in the exponent, found \(found)") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw fail("a number out of range") }
        return value
    }
}

private extension String {
    var trimmingQuotes: String { String(dropFirst().dropLast()) }
}
