#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Squramble

/// Why the full-screen session could not start.
struct TerminalError: Error, Sendable, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// What woke up the key loop.
enum TerminalEvent: Equatable, Sendable {
    case key(Key)
    /// The window changed size: lay the screen out again.
    case resize
    /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrived: finish up and leave.
    case quitSignal(Int32)
    /// Nothing happened within the timeout.
    case idle
    /// Standard input was closed (the terminal went away).
    case endOfInput
}

/// A terminal in full-screen, raw mode: keys arrive one by one without Enter and are
/// not echoed, the screen is the alternate one (the shell's scrollback is left alone),
/// and the cursor is hidden.
///
/// Whatever ends the session — ``leave()``, a thrown error (call `leave()` in a
/// `defer`), `exit()`, Ctrl-C, `kill`, a crash — the terminal gets its settings, its
/// cursor and its main screen back (see ``TerminalGuard``).
///
/// ```swift
/// let terminal = try FullScreenTerminal()
/// try terminal.enter()
/// defer { terminal.leave() }
/// terminal.draw(["hello"])
/// if case .key(.character("q")) = terminal.nextEvent() { … }
/// ```
final class FullScreenTerminal {
    let input: Int32
    let output: Int32
    private var saved = termios()
    private var entered = false
    private var decoder = KeyDecoder()
    private var queued: [TerminalEvent] = []
    /// How long to wait for the rest of an escape sequence before taking ESC as Escape.
    var escapeDelayMilliseconds: Int32 = 40

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
        guard isatty(input) == 1 else {
            throw TerminalError(message: "review needs a terminal on standard input (use --export/--import to work without one)")
        }
        guard isatty(output) == 1 else {
            throw TerminalError(message: "review needs a terminal on standard output (use --export/--import to work without one)")
        }
        self.input = input
        self.output = output
    }

    /// Switches to raw mode and the alternate screen.
    func enter() throws(TerminalError) {
        guard !entered else { return }
        guard tcgetattr(input, &saved) == 0 else {
            throw TerminalError(message: "cannot read the terminal settings: \(String(cString: strerror(errno)))")
        }
        TerminalGuard.arm(input: input, output: output, saved: saved)
        var raw = saved
        // Like cfmakeraw, but output post-processing stays on so "\n" still returns the carriage.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            TerminalGuard.restore()
            throw TerminalError(message: "cannot switch the terminal to raw mode: \(String(cString: strerror(errno)))")
        }
        entered = true
        write(terminalEnterSequence)
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    func leave() {
        guard entered else { return }
        entered = false
        TerminalGuard.restore()
    }

    /// Stops the process as Ctrl-Z would in a normal terminal: the terminal is given back
    /// first, and taken again (raw mode, alternate screen) when the shell continues it.
    func suspend() {
        guard entered else { return }
        leave()
        kill(getpid(), SIGSTOP)
        // Here again after SIGCONT.
        try? enter()
    }

    /// Rows and columns of the window (24×80 when the terminal does not say).
    var size: (rows: Int, columns: Int) {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            return (Int(window.ws_row), Int(window.ws_col))
        }
        return (24, 80)
    }

    /// Draws a whole frame: line `i` of `lines` on row `i + 1`, the rest of each row
    /// and the rows below cleared. One write, so the screen never shows half a frame.
    func draw(_ lines: [String], clearFirst: Bool = false) {
        var frame = clearFirst ? "\u{1B}[2J" : ""
        let rows = size.rows
        for (index, line) in lines.prefix(rows).enumerated() {
            frame += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        if lines.count < rows {
            frame += "\u{1B}[\(lines.count + 1);1H\u{1B}[J"
        }
        write(Array(frame.utf8))
    }

    func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: output) }
    }

    /// Waits for the next key, resize or quit signal, at most `timeoutMilliseconds`
    /// (-1: for ever).
    func nextEvent(timeoutMilliseconds: Int32 = -1) -> TerminalEvent {
        if !queued.isEmpty { return queued.removeFirst() }
        while true {
            if let signalNumber = TerminalGuard.pendingQuitSignal { return .quitSignal(signalNumber) }
            if TerminalGuard.takeResize() { return .resize }
            if let key = decoder.next() { return .key(key) }
            // Half an escape sequence waits only a moment for the rest.
            let waiting = decoder.hasPartialKey ? escapeDelayMilliseconds : timeoutMilliseconds
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, waiting)
            if ready < 0 {
                if errno == EINTR { continue }
                return .endOfInput
            }
            if ready == 0 {
                if decoder.hasPartialKey, let key = decoder.next(flushing: true) { return .key(key) }
                return .idle
            }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .endOfInput
            }
            if count == 0 { return .endOfInput }
            decoder.feed(buffer[0..<count])
        }
    }
}
