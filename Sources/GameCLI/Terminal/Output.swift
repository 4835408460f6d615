#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Squramble
import SqurambleTerminal

/// One of the process's output streams, written with `write(2)` at once — no
/// buffering, so a script reading a pipe sees every line as soon as it is printed.
struct OutputStream: Sendable {
    let descriptor: Int32

    static let standardOutput = OutputStream(descriptor: 1)
    static let standardError = OutputStream(descriptor: 2)

    /// Whether the stream is a terminal.
    var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `text` whole. A closed pipe (`EPIPE`) or another failure is ignored:
    /// the game goes on and its statistics are still saved.
    func write(_ text: String) {
        FileDescriptorIO.writeAll(text, to: descriptor)
    }

    /// Writes `text` and a line break.
    func line(_ text: String = "") { write(text + "\n") }

    /// Writes lines of text; at a terminal each is folded to the window's width between
    /// words (continuation lines indented `hanging` more), through pipes as they are.
    func writeFolded(_ text: String, hanging: Int = 2) {
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

/// Diagnostics, always on standard error, prefixed with the program's name.
enum Diagnostics {
    static func warning(_ message: String) {
        OutputStream.standardError.line("squramble: warning: \(message)")
    }

    static func error(_ message: String) {
        OutputStream.standardError.line("squramble: error: \(message)")
    }
}

/// The process-wide settings every command starts with: a closed pipe must not kill
/// the process before it saves statistics.
enum ProcessSetup {
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}

extension Style {
    /// Decides whether to colour output written to `stream`.
    static func decide(for stream: OutputStream, noColorFlag: Bool, environment: [String: String]) -> Style {
        decide(isTerminal: stream.isTerminal, noColorFlag: noColorFlag, environment: environment)
    }
}
