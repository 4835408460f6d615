/// One key a person pressed, decoded from the bytes a terminal sends.
///
/// Letters and other printable characters arrive as ``character(_:)``; keys that send
/// escape sequences (arrows, Home, Delete…) get their own cases, and Ctrl+letter
/// arrives as ``control(_:)`` with the lowercase letter (`Ctrl-C` is `.control("c")`).
package enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    case enter
    case tab
    case backspace
    case escape
    case up, down, left, right
    case home, end, pageUp, pageDown, delete
    case control(Character)
    /// A sequence this decoder does not know (kept so it can be shown or ignored).
    case unknown([UInt8])

    package var description: String {
        switch self {
        case .character(let c): "'\(c)'"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .escape: "Esc"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .delete: "Del"
        case .control(let c): "Ctrl-\(c.uppercased())"
        case .unknown(let bytes): "unknown key " + bytes.map { String($0, radix: 16) }.joined(separator: " ")
        }
    }
}

/// Turns the bytes read from a terminal in raw mode into ``Key``s.
///
/// A terminal sends one byte for most keys, an escape sequence (`ESC [ A` for ↑) for
/// others, and several bytes for a non-ASCII letter; one `read` may hold many keys, or
/// half of one. Feed bytes as they come and take keys while there are whole ones.
/// A lone `ESC` is ambiguous (the Escape key, or the start of a sequence still on its
/// way), so it is only returned as ``Key/escape`` when the caller says no more bytes
/// came in time (`flushing: true`).
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed([0x74, 0x1B, 0x5B, 0x41])   // "t", ↑
/// decoder.next()   // .character("t")
/// decoder.next()   // .up
/// decoder.next()   // nil
/// ```
package struct KeyDecoder: Sendable {
    package private(set) var pending: [UInt8] = []

    package init() {}

    package mutating func feed<S: Sequence>(_ bytes: S) where S.Element == UInt8 {
        pending.append(contentsOf: bytes)
    }

    /// Whether bytes are waiting that do not make a whole key yet.
    package var hasPartialKey: Bool { !pending.isEmpty }

    /// The next whole key, or `nil` when more bytes are needed. With `flushing`, a
    /// partial sequence is given up on: a lone `ESC` becomes ``Key/escape`` and the
    /// rest ``Key/unknown(_:)``.
    package mutating func next(flushing: Bool = false) -> Key? {
        guard let first = pending.first else { return nil }
        switch decode(pending[...]) {
        case .key(let key, let length):
            pending.removeFirst(length)
            return key
        case .incomplete:
            guard flushing else { return nil }
            if first == 0x1B {
                pending.removeFirst()
                return .escape
            }
            let bytes = pending
            pending.removeAll()
            return .unknown(bytes)
        }
    }

    private enum Step { case key(Key, Int), incomplete }

    private func decode(_ bytes: ArraySlice<UInt8>) -> Step {
        let b = bytes[bytes.startIndex]
        switch b {
        case 0x0D, 0x0A: return .key(.enter, 1)
        case 0x09: return .key(.tab, 1)
        case 0x7F, 0x08: return .key(.backspace, 1)
        case 0x1B: return decodeEscape(bytes)
        case 0x00: return .key(.control("@"), 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(b + 0x60))), 1)
        case 0x1C: return .key(.control("\\"), 1)  // Ctrl-\, SIGQUIT outside raw mode
        case 0x1D...0x1F: return .key(.unknown([b]), 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(b))), 1)
        default: return decodeUTF8(bytes)
        }
    }

    private func decodeEscape(_ bytes: ArraySlice<UInt8>) -> Step {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return .incomplete }
        let introducer = bytes[start + 1]
        if introducer == UInt8(ascii: "O") {
            // SS3: ESC O <final>, sent by some terminals for arrows and Home/End.
            guard bytes.count >= 3 else { return .incomplete }
            return .key(Self.finalKey(bytes[start + 2], parameter: nil) ?? .unknown(Array(bytes.prefix(3))), 3)
        }
        guard introducer == UInt8(ascii: "[") else {
            // ESC followed by an ordinary key (Alt+key): report Escape, the key follows on its own.
            return .key(.escape, 1)
        }
        // CSI: ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E).
        var index = start + 2
        var parameter = ""
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) {
            parameter.append(Character(Unicode.Scalar(bytes[index])))
            index += 1
        }
        while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else {
            // Guard against a runaway sequence: nothing real is this long.
            return index - start > 32 ? .key(.unknown(Array(bytes)), bytes.count) : .incomplete
        }
        let final = bytes[index]
        let length = index - start + 1
        guard (0x40...0x7E).contains(final) else { return .key(.unknown(Array(bytes.prefix(length))), length) }
        let key = Self.finalKey(final, parameter: parameter) ?? .unknown(Array(bytes.prefix(length)))
        return .key(key, length)
    }

    private static func finalKey(_ final: UInt8, parameter: String?) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameter?.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    private func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Step {
        let lead = bytes[bytes.startIndex]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .key(.unknown([lead]), 1)
        }
        guard bytes.count >= length else {
            // Wait for the rest only while what came so far is a valid start.
            let tail = bytes.dropFirst()
            return tail.allSatisfy({ $0 & 0xC0 == 0x80 }) ? .incomplete : .key(.unknown([lead]), 1)
        }
        let sequence = Array(bytes.prefix(length))
        var iterator = sequence.makeIterator()
        var utf8 = UTF8()
        if case .scalarValue(let scalar) = utf8.decode(&iterator), sequence.count == length {
            return .key(.character(Character(scalar)), length)
        }
        return .key(.unknown([lead]), 1)
    }
}
