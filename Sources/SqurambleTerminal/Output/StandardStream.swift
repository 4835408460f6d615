#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Squramble

/// Standard output or standard error, written with `write(2)` at once: no buffering, so
/// a script reading a pipe sees every line as soon as it is printed. The one way the
/// programs write text: results to ``output``, diagnostics and progress to ``error``.
package struct StandardStream: Sendable {
    package let descriptor: Int32

    package static let output = StandardStream(descriptor: 1)
    package static let error = StandardStream(descriptor: 2)

    /// Whether the stream is a terminal.
    package var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `text` whole. A closed pipe (`EPIPE`) or another failure is not an error
    /// here: a game goes on and saves its statistics. Returns whether it was written.
    @discardableResult
    package func write(_ text: String) -> Bool {
        FileDescriptorIO.writeAll(text, to: descriptor) == 0
    }

    /// Writes `bytes` whole; returns whether they were written.
    @discardableResult
    package func write(bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: descriptor) } == 0
    }

    /// Writes `text` and a line break.
    package func line(_ text: String = "") { write(text + "\n") }

    /// Writes lines of text; at a terminal each is folded to the window's width between
    /// words (continuation lines indented `hanging` more), through pipes as they are.
    package func writeFolded(_ text: String, hanging: Int = 2) {
        guard ColourRule.allowsCursorMovement(isTerminal: isTerminal, environment: ProcessInfo.processInfo.environment),
              let columns = RawMode.size(of: descriptor)?.columns else {
            write(text)
            return
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        write(lines.flatMap { TextWidth.fold($0, width: columns - 1, hangingIndent: hanging) }.map { $0 + "\n" }.joined())
    }
}

/// Warnings and errors, one line each on standard error, in one form for every program:
/// `prefix` (the program's name and a colon, or nothing), then `warning: ` or `error: `.
package struct Diagnostics: Sendable {
    package let prefix: String

    package init(prefix: String) { self.prefix = prefix }

    package func warning(_ message: String) { StandardStream.error.line("\(prefix)warning: \(message)") }
    package func error(_ message: String) { StandardStream.error.line("\(prefix)error: \(message)") }
}
