#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a terminal session could not start.
package struct TerminalError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
    package init(message: String) { self.message = message }
}

/// Raw mode, shared by the full-screen review and the game's line editor: keys
/// arrive one by one without Enter, are not echoed, and Ctrl-C, Ctrl-Z and Ctrl-\
/// arrive as keys (the program decides what they do). Output post-processing stays
/// on, so "\n" still returns the carriage.
///
/// Entering arms ``TerminalSignals`` to give the terminal back whatever ends the
/// process; ``leave()`` gives it back now.
package enum RawMode {
    /// Switches `input` to raw mode and writes `enterSequence` to `output`;
    /// `leaveSequence` is written when the terminal is given back.
    package static func enter(input: Int32, output: Int32, enterSequence: [UInt8] = [], leaveSequence: [UInt8]) throws(TerminalError) {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else {
            throw TerminalError(message: "cannot read the terminal settings: \(String(cString: strerror(errno)))")
        }
        TerminalSignals.armRestore(input: input, output: output, saved: saved, leave: leaveSequence)
        var raw = saved
        // Like cfmakeraw, but output post-processing (OPOST) stays on.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            TerminalSignals.restoreTerminal()
            throw TerminalError(message: "cannot switch the terminal to raw mode: \(String(cString: strerror(errno)))")
        }
        if !enterSequence.isEmpty { write(enterSequence, to: output) }
    }

    /// Gives the terminal back: its settings, then the leave sequence. Idempotent.
    package static func leave() {
        TerminalSignals.restoreTerminal()
    }

    /// Rows and columns of the window on `descriptor`, or `nil` when it does not say.
    package static func size(of descriptor: Int32) -> (rows: Int, columns: Int)? {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else { return nil }
        return (Int(window.ws_row), Int(window.ws_col))
    }

    /// Writes all of `bytes` (a closed terminal is ignored).
    package static func write(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
            written += n
        }
    }
}
