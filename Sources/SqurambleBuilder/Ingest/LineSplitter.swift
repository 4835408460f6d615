import Squramble

/// Where a line came from: a file and a 1-based line number.
package struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var description: String { "\(file):\(line)" }


    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line) < (b.file, b.line)
    }
}

/// A line of an input file that could not be used, and why.
package struct UnusableLine: Sendable, Hashable, Codable, CustomStringConvertible {
    package var location: SourceLocation
    package var reason: String
    package var description: String { "\(location): \(reason)" }

}

/// Why an input file could not be read at all.
package struct InputError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "cannot read \(path): \(reason)" }

}

/// What reading one file found, line by line.
package struct LineTally: Sendable, Hashable, Codable {
    package var file: String
    /// Lines in the file (a final line without a newline counts).
    package var lines = 0
    /// Lines handed on to the parser.
    package var used = 0
    /// Blank and `#` comment lines.
    package var ignored = 0
    /// Every unusable line, in file order (for a Hunspell dictionary, the first few of
    /// each kind: see `unlisted`).
    package var unusable: [UnusableLine] = []
    /// Unusable lines counted but not listed in `unusable`.
    package var unlisted = 0
    /// For a Hunspell dictionary: what expanding it made.
    package var expansion: ExpansionSummary?

    mutating func skip(_ line: Int, _ reason: String) {
        unusable.append(UnusableLine(location: SourceLocation(file: file, line: line), reason: reason))
    }
}

extension LineTally {
    /// A tally of `file`, nothing read yet.
    package init(file: String) {
        self.file = file
    }
}

/// Splits a text file into lines, byte by byte, and refuses the lines a word list
/// cannot contain: invalid UTF-8 (never repaired), NUL and other control
/// characters, and lines longer than ``maximumLineBytes``.
///
/// A byte-order mark at the start is dropped, `CRLF` is read as `LF`, blank lines and
/// lines whose first non-blank character is `#` are ignored. Reading never stops at a
/// bad line: it is recorded in the ``LineTally`` with its line number and reading goes on.
///
/// ```swift
/// var tally = LineTally(file: "words.txt")
/// try LineSplitter.forEachLine(of: "words.txt", tally: &tally) { text, line in print(line, text) }
/// ```
package enum LineSplitter {
    /// The longest line accepted, in bytes. Real entries are far shorter.
    package static let maximumLineBytes = 1024

    /// Reads `path` and calls `body` with each usable line (without its line end).
    /// `body` returns `nil` when it used the line, or why it could not.
    package static func forEachLine(
        of path: String, tally: inout LineTally, comments: Bool = true,
        _ body: (_ text: String, _ line: Int) throws -> String?
    ) throws {
        try forEachLineBytes(of: path, tally: &tally, comments: comments) { bytes, line in
            try body(String(decoding: bytes, as: UTF8.self), line)
        }
    }

    /// Like ``forEachLine(of:tally:comments:_:)``, handing `body` the line's bytes
    /// (checked to be valid UTF-8) instead of a `String`, for readers that can skip
    /// making one.
    package static func forEachLineBytes(
        of path: String, tally: inout LineTally, comments: Bool = true,
        _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ line: Int) throws -> String?
    ) throws {
        try read(path).withUnsafeBufferPointer { try forEachLineBytes(in: $0, tally: &tally, comments: comments, body) }
    }

    /// The bytes of the file at `path`; a missing or unreadable file is an ``InputError``.
    package static func read(_ path: String) throws -> [UInt8] {
        try InputFile.read(path)
    }

    /// Splits bytes already in memory (see ``forEachLine(of:tally:comments:_:)``).
    package static func forEachLine(
        in bytes: [UInt8], tally: inout LineTally, comments: Bool = true,
        _ body: (_ text: String, _ line: Int) throws -> String?
    ) rethrows {
        try forEachLine(in: bytes[...], tally: &tally, comments: comments, body)
    }

    /// Splits a part of an array of bytes (see ``forEachLine(of:tally:comments:_:)``).
    package static func forEachLine(
        in bytes: ArraySlice<UInt8>, tally: inout LineTally, comments: Bool = true,
        _ body: (_ text: String, _ line: Int) throws -> String?
    ) rethrows {
        try bytes.withUnsafeBufferPointer { buffer in
            try forEachLineBytes(in: buffer, tally: &tally, comments: comments) { line, number in
                try body(String(decoding: line, as: UTF8.self), number)
            }
        }
    }

    /// Splits bytes in memory, handing `body` each usable line's bytes.
    package static func forEachLineBytes(
        in buffer: UnsafeBufferPointer<UInt8>, tally: inout LineTally, comments: Bool = true,
        _ body: (_ bytes: UnsafeBufferPointer<UInt8>, _ line: Int) throws -> String?
    ) rethrows {
        var start = 0
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { start = 3 }
        var lineNumber = 0
        while start < buffer.count {
            var end = start
            while end < buffer.count, buffer[end] != 0x0A { end += 1 }
            lineNumber += 1
            var stop = end
            if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
            let line = UnsafeBufferPointer(rebasing: buffer[start..<stop])
            start = end + 1
            if let reason = problem(in: line) {
                tally.skip(lineNumber, reason)
                continue
            }
            // Blank or comment?
            var first = 0
            while first < line.count, line[first] == 0x20 || line[first] == 0x09 { first += 1 }
            if first == line.count || (comments && line[first] == UInt8(ascii: "#")) {
                tally.ignored += 1
                continue
            }
            if let reason = try body(line, lineNumber) {
                tally.skip(lineNumber, reason)
            } else {
                tally.used += 1
            }
        }
        tally.lines = lineNumber
    }

    /// Why a line cannot be used, or `nil` when it can.
    package static func problem(in line: UnsafeBufferPointer<UInt8>) -> String? {
        if line.count > maximumLineBytes {
            return "line too long (\(line.count) bytes; the limit is \(maximumLineBytes))"
        }
        // Printable ASCII and tabs, by far the usual line, need one quick pass.
        var plain = true
        for byte in line where byte &- 0x20 >= 0x5F && byte != 0x09 { plain = false; break }
        if plain { return nil }
        var ascii = true
        for (offset, byte) in line.enumerated() {
            if byte == 0 { return "NUL byte at column \(offset + 1)" }
            if byte < 0x20 && byte != 0x09 { return "control character \(hex(byte)) at column \(offset + 1)" }
            if byte == 0x7F { return "control character U+007F at column \(offset + 1)" }
            if byte >= 0x80 { ascii = false }
        }
        if ascii { return nil }
        // Validate UTF-8 ourselves: decoding with repair would hide the damage.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = line.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if (0x80...0x9F).contains(scalar.value) {
                    return "control character U+\(hex4(scalar.value)) at byte \(offset + 1)"
                }
                if scalar.value == 0xFEFF { return "byte-order mark inside the line at byte \(offset + 1)" }
                offset += encoded.count
            case .error:
                return "invalid UTF-8 at byte \(offset + 1)"
            case .emptyInput:
                return nil
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String { "U+" + hex4(UInt32(byte)) }
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension String {
    /// The text without white space at either end (any Unicode white space, as a note or
    /// a word list's line may have).
    package func trimmingWhiteSpaceForNotes() -> String {
        // Fast path: nothing to trim at either end (the usual case for a word list line).
        let utf8 = self.utf8
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return self }
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
