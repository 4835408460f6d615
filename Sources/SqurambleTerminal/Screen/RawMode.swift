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
/// process; ``leave()`` gives it back now. The one place the programs change the
/// terminal's settings: raw mode here, flow control alone in ``FlowControl`` (a game
/// on a terminal that cannot be redrawn); changes nest, and what is given back is the
/// terminal as the program found it.
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

extension RawMode {
    /// XON/XOFF flow control (`IXON`) turned off on the game's terminal for the length of a
    /// game, so Ctrl-S does not freeze the screen until Ctrl-Q (a player who never heard of
    /// either would think the game hung). Ctrl-S then reaches the game as a character, and
    /// the answer gets a verdict like any other.
    ///
    /// ```swift
    /// let flow = RawMode.FlowControl.turnOff(on: 0)   // nil when input is not a terminal
    /// defer { flow?.restore() }
    /// ```
    package struct FlowControl: Sendable {
        package let descriptor: Int32
        package let saved: termios

        /// Turns `IXON` off on `descriptor` if it is a terminal with it on; returns how to put
        /// it back (`nil` when nothing was changed).
        package static func turnOff(on descriptor: Int32) -> FlowControl? {
            guard isatty(descriptor) == 1 else { return nil }
            var settings = termios()
            guard tcgetattr(descriptor, &settings) == 0, settings.c_iflag & tcflag_t(IXON) != 0 else { return nil }
            let saved = settings
            settings.c_iflag &= ~tcflag_t(IXON)
            guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else { return nil }
            // Whatever ends or stops the process now gives flow control back with the rest.
            TerminalSignals.armRestore(input: descriptor, output: descriptor, saved: saved, leave: [])
            return FlowControl(descriptor: descriptor, saved: saved)
        }

        /// Puts the terminal's input modes back as they were (only `IXON` differs, so the
        /// other settings a player changed meanwhile are kept).
        package func restore() {
            var settings = termios()
            guard tcgetattr(descriptor, &settings) == 0 else { return }
            settings.c_iflag |= saved.c_iflag & tcflag_t(IXON)
            _ = tcsetattr(descriptor, TCSANOW, &settings)
            TerminalSignals.disarmRestore()
        }
    }
}
