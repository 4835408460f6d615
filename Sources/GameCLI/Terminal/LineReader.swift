#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SqurambleTerminal

/// One line of input, as bytes: the program decodes it itself, so invalid UTF-8 is
/// noticed instead of silently replaced.
struct InputLine: Sendable {
    /// The line without its line break (and without a trailing CR), at most
    /// ``LineReader/longestLine`` bytes.
    var bytes: [UInt8]
    /// The full length of the line in bytes; more than `bytes.count` when it was cut.
    var length: Int

    var isTooLong: Bool { length > bytes.count }
    /// Whether the bytes are valid UTF-8.
    var isValidUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }
    /// The text, with U+FFFD for every invalid byte sequence.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Reads standard input line by line with `read(2)`, waiting with `poll(2)` so that
/// a time limit or a signal can end the wait.
///
/// Lines longer than ``longestLine`` bytes are cut there (the rest is read and
/// dropped), so a pasted megabyte costs no memory and gets one short answer.
struct LineReader {
    /// The most bytes of one line that are kept.
    static let longestLine = 64 * 1024

    enum Event {
        case line(InputLine)
        case endOfInput
        /// A quit signal arrived (see ``TerminalSignals``).
        case interrupted
        /// The deadline passed with no complete line.
        case deadlinePassed
        /// A tick asked for with `tick` came, with no complete line yet.
        case tick
    }

    let descriptor: Int32
    private var pending: [UInt8] = []
    /// Bytes of the current line already dropped because it was too long.
    private var dropped = 0
    private var reachedEnd = false
    private var isFirstLine = true

    init(descriptor: Int32 = 0) {
        self.descriptor = descriptor
    }

    /// Waits for the next line, the end of input, a signal, `deadline` or `tick`
    /// (a moment to redraw a clock; the partial line typed so far is kept).
    mutating func next(deadline: ContinuousClock.Instant? = nil, tick: ContinuousClock.Instant? = nil) -> Event {
        while true {
            if let line = takeLine() { return .line(line) }
            if reachedEnd {
                if pending.isEmpty && dropped == 0 { return .endOfInput }
                return .line(finishLine(upTo: pending.count, skipping: 0))
            }
            if TerminalSignals.pendingQuitSignal != nil { return .interrupted }
            var timeout: Int32 = -1
            if let deadline {
                if ContinuousClock.now >= deadline { return .deadlinePassed }
                timeout = InputWait.milliseconds(until: deadline)
            }
            if let tick {
                if ContinuousClock.now >= tick { return .tick }
                timeout = InputWait.sooner(timeout, InputWait.milliseconds(until: tick))
            }
            switch InputWait.wait(for: descriptor, timeoutMilliseconds: timeout) {
            case .readable: readAvailable()
            case .woken, .timedOut: continue  // the deadline, tick and signals are checked at the top
            case .failed: reachedEnd = true
            }
        }
    }

    /// At a terminal, drops what was typed but not yet sent with Return (`tcflush`).
    /// Through pipes every line is kept.
    mutating func discardTypedInput() {
        guard isatty(descriptor) == 1 else { return }
        tcflush(descriptor, TCIFLUSH)
        if pending.firstIndex(of: 10) == nil { pending.removeAll(); dropped = 0 }
    }

    private mutating func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
        if n < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            reachedEnd = true
            return
        }
        if n == 0 { reachedEnd = true; return }
        pending.append(contentsOf: chunk[0..<n])
        // Keep at most one line's worth of a line that has no end yet.
        if pending.firstIndex(of: 10) == nil, pending.count > Self.longestLine {
            dropped += pending.count - Self.longestLine
            pending.removeLast(pending.count - Self.longestLine)
        }
    }

    private mutating func takeLine() -> InputLine? {
        guard let newline = pending.firstIndex(of: 10) else { return nil }
        return finishLine(upTo: newline, skipping: 1)
    }

    private mutating func finishLine(upTo end: Int, skipping: Int) -> InputLine {
        var bytes = Array(pending[0..<end])
        var length = bytes.count + dropped
        pending.removeFirst(min(pending.count, end + skipping))
        dropped = 0
        if bytes.count > Self.longestLine {
            bytes.removeLast(bytes.count - Self.longestLine)
        }
        if bytes.last == 13 { bytes.removeLast(); length -= 1 }  // CRLF
        if isFirstLine, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {  // a byte-order mark
            bytes.removeFirst(3); length -= 3
        }
        isFirstLine = false
        return InputLine(bytes: bytes, length: length)
    }
}
