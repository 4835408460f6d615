/// The lines of a Hunspell file, as Hunspell reads them: split at `LF`, a `CR` before it
/// dropped, a UTF-8 byte-order mark at the very start dropped, numbered from 1.
package enum HunspellLines {
    /// The longest line read, in bytes (64 KiB): far more than any stem, rule or alias
    /// line of a real dictionary, whose longest lines are AF aliases of a few hundred
    /// bytes. A longer line is reported (``HunspellProblemKind/lineTooLong``) and skipped,
    /// so a stem of 50 MB is never decoded or expanded.
    package static let maximumLineBytes = 64 << 10

    /// The problem a line longer than ``maximumLineBytes`` is.
    static func tooLong(_ line: UnsafeBufferPointer<UInt8>, number: Int, file: String) -> HunspellProblem {
        HunspellProblem(kind: .lineTooLong, file: file, line: number,
                        reason: "\(line.count) bytes, more than the \(maximumLineBytes >> 10) KiB a line may have; skipped")
    }

    /// Calls `body` with each line's bytes (without its line end) and 1-based number;
    /// `body` returns `false` to stop.
    package static func forEach(
        in buffer: UnsafeBufferPointer<UInt8>,
        _ body: (_ line: UnsafeBufferPointer<UInt8>, _ number: Int) -> Bool
    ) {
        var start = 0
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
        var number = 0
        while start < buffer.count {
            var end = start
            while end < buffer.count, buffer[end] != 0x0A { end += 1 }
            number += 1
            var stop = end
            if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
            if !body(UnsafeBufferPointer(rebasing: buffer[start..<stop]), number) { return }
            start = end + 1
        }
    }

    /// The fields of a line separated by spaces and tabs (Hunspell's separators).
    static func fields(of line: UnsafeBufferPointer<UInt8>) -> [UnsafeBufferPointer<UInt8>] {
        var fields: [UnsafeBufferPointer<UInt8>] = []
        var i = 0
        while i < line.count {
            while i < line.count, isBlank(line[i]) { i += 1 }
            let start = i
            while i < line.count, !isBlank(line[i]) { i += 1 }
            if i > start { fields.append(UnsafeBufferPointer(rebasing: line[start..<i])) }
        }
        return fields
    }

    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Whether a line is blank or a `#` comment.
    static func isBlankOrComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in line where !isBlank(byte) { return byte == UInt8(ascii: "#") }
        return true
    }

    /// A field as text, for keywords and messages (invalid bytes shown as U+FFFD).
    package static func text(_ field: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: field, as: UTF8.self)
    }

    /// The value of a decimal field as `atoi` reads it (leading digits; 0 when none), capped.
    static func number(_ field: UnsafeBufferPointer<UInt8>) -> Int {
        var value = 0
        for byte in field {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { break }
            value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
        }
        return value
    }
}
