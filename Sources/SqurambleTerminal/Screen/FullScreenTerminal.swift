#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What woke up the key loop.
package enum TerminalEvent: Equatable, Sendable {
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
/// cursor and its main screen back (see ``RawMode`` and ``TerminalSignals``).
///
/// ```swift
/// let terminal = try FullScreenTerminal()
/// try terminal.enter()
/// defer { terminal.leave() }
/// terminal.draw(["hello"])
/// if case .key(.character("q")) = terminal.nextEvent() { … }
/// ```
package final class FullScreenTerminal {
    /// The escape sequences that undo full-screen mode: reset colours, show the cursor,
    /// leave the alternate screen.
    package static let leaveSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
    /// Enter the alternate screen, hide the cursor, clear.
    package static let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H".utf8)

    package let input: Int32
    package let output: Int32
    private var entered = false
    private var decoder = KeyDecoder()
    private var queued: [TerminalEvent] = []
    /// How long to wait for the rest of an escape sequence before taking ESC as Escape.
    package var escapeDelayMilliseconds: Int32 = 40

    /// Refuses standard input or output that is not a terminal; `program` names what
    /// needs one and `advice` says how to do without ("review", "use --export…").
    package init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, program: String, advice: String) throws(TerminalError) {
        for (descriptor, name) in [(input, "input"), (output, "output")] where isatty(descriptor) != 1 {
            throw TerminalError(message: "\(program) needs a terminal on standard \(name) (\(advice))")
        }
        self.input = input
        self.output = output
    }

    /// Switches to raw mode and the alternate screen.
    package func enter() throws(TerminalError) {
        guard !entered else { return }
        try RawMode.enter(input: input, output: output, enterSequence: Self.enterSequence, leaveSequence: Self.leaveSequence)
        entered = true
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    package func leave() {
        guard entered else { return }
        entered = false
        RawMode.leave()
    }

    /// Stops the process as Ctrl-Z would in a normal terminal: the terminal is given back
    /// first, and taken again (raw mode, alternate screen) when the shell continues it.
    package func suspend() {
        guard entered else { return }
        leave()
        kill(getpid(), SIGSTOP)
        // Here again after SIGCONT.
        try? enter()
    }

    /// Rows and columns of the window (24×80 when the terminal does not say).
    package var size: (rows: Int, columns: Int) {
        RawMode.size(of: output) ?? (24, 80)
    }

    /// Draws a whole frame: line `i` of `lines` on row `i + 1`, the rest of each row
    /// and the rows below cleared. One write, so the screen never shows half a frame.
    package func draw(_ lines: [String], clearFirst: Bool = false) {
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

    package func write(_ bytes: [UInt8]) {
        RawMode.write(bytes, to: output)
    }

    /// Waits for the next key, resize or quit signal, at most `timeoutMilliseconds`
    /// (-1: for ever).
    package func nextEvent(timeoutMilliseconds: Int32 = -1) -> TerminalEvent {
        if !queued.isEmpty { return queued.removeFirst() }
        while true {
            if let signalNumber = TerminalSignals.pendingQuitSignal { return .quitSignal(signalNumber) }
            if TerminalSignals.takeResize() { return .resize }
            if let key = decoder.next() { return .key(key) }
            // Half an escape sequence waits only a moment for the rest.
            let waiting = decoder.hasPartialKey ? escapeDelayMilliseconds : timeoutMilliseconds
            switch InputWait.wait(for: input, timeoutMilliseconds: waiting) {
            case .failed:
                return .endOfInput
            case .woken:
                continue  // a signal: checked at the top
            case .timedOut:
                if decoder.hasPartialKey, let key = decoder.next(flushing: true) { return .key(key) }
                return .idle
            case .readable:
                break
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
