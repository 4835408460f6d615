#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SqurambleTerminal

/// Where a game's lines come from: ``LineReader`` (pipes, or a terminal that cannot
/// be redrawn) or ``TerminalLineInput`` (a terminal, with line editing).
protocol AnswerSource: AnyObject {
    /// Waits for the next line, the end of input, a signal, `deadline` or `tick`.
    func next(deadline: ContinuousClock.Instant?, tick: ContinuousClock.Instant?) -> LineReader.Event
    /// Drops what was typed and not yet sent (a round's time ran out).
    func discardTypedInput()
}

/// Standard input as whole lines, read by ``LineReader``.
final class PipedLines: AnswerSource {
    private var reader = LineReader()

    func next(deadline: ContinuousClock.Instant?, tick: ContinuousClock.Instant?) -> LineReader.Event {
        reader.next(deadline: deadline, tick: tick)
    }

    func discardTypedInput() { reader.discardTypedInput() }
}

/// The game's input line at a terminal: raw mode, the ``LineEditor`` (arrows,
/// Home/End, word deletion, history) and one row that is always redrawn whole, so it
/// never wraps, whatever the width, the prompt's clock or the window's size.
///
/// The row is the prompt (the reporter gives one for each width, see ``begin(prompt:)``)
/// and the line scrolled sideways to keep the cursor in view ``LineView``. Everything
/// else the game prints goes on the lines above, like a transcript. Ctrl-C ends the
/// game as `SIGINT` would; Ctrl-Z gives the terminal back and stops until `fg`.
final class TerminalLineInput: AnswerSource {
    private let input: Int32 = 0
    private let output: Int32 = 1
    private var editor = LineEditor(capacity: 4096)
    private var decoder = KeyDecoder()
    /// The prompt for a number of columns.
    private var prompt: (Int) -> String = { _ in "> " }
    /// Whether the row with the prompt is on screen and being edited.
    private var isEditing = false
    /// The cursor's column at the last draw, and the width it was drawn for.
    private var drawnColumn = 0
    /// Keys changed the line since it was last drawn.
    private var needsDraw = false
    /// How long the rest of an escape sequence may take before ESC is Escape.
    private let escapeDelayMilliseconds: Int32 = 40

    /// What giving the terminal back writes: a colour reset when colours are used.
    private let leaveSequence: [UInt8]

    /// Switches the terminal to raw mode (given back by ``finish()`` or whatever ends
    /// the process, see ``TerminalSignals``).
    init(resetsStyle: Bool) throws(TerminalError) {
        leaveSequence = resetsStyle ? Array("\u{1B}[0m".utf8) : []
        try RawMode.enter(input: input, output: output, leaveSequence: leaveSequence)
    }

    /// Gives the terminal back.
    func finish() {
        RawMode.leave()
    }

    /// The window's width (80 when the terminal does not say).
    var columns: Int { RawMode.size(of: output)?.columns ?? 80 }

    /// Starts a new input row with `prompt` (a function of the width, so it can fit).
    func begin(prompt: @escaping (Int) -> String) {
        self.prompt = prompt
        isEditing = true
        draw()
    }

    /// Changes the prompt of the row being edited (the clock ticked).
    func update(prompt: @escaping (Int) -> String) {
        self.prompt = prompt
        if isEditing { draw() }
    }

    /// Ends the row being edited, leaving it on screen, before the game prints
    /// something (time is up, the game stops).
    func endRow() {
        guard isEditing else { return }
        isEditing = false
        write("\r\n")
    }

    func discardTypedInput() {
        editor.clear()
        tcflush(input, TCIFLUSH)
        decoder = KeyDecoder()
    }

    func next(deadline: ContinuousClock.Instant?, tick: ContinuousClock.Instant?) -> LineReader.Event {
        while true {
            if TerminalSignals.pendingQuitSignal != nil { return .interrupted }
            if TerminalSignals.takeResize() { redrawAfterResize() }
            // Every key already read is applied before the row is drawn once (a paste
            // of a thousand characters is one redraw, not a thousand).
            while let key = decoder.next() {
                if let event = handle(key) { return event }
            }
            if needsDraw { draw() }
            var timeout: Int32 = decoder.hasPartialKey ? escapeDelayMilliseconds : -1
            for instant in [deadline, tick].compactMap({ $0 }) {
                if ContinuousClock.now >= instant { return instant == deadline ? .deadlinePassed : .tick }
                timeout = InputWait.sooner(timeout, InputWait.milliseconds(until: instant))
            }
            switch InputWait.wait(for: input, timeoutMilliseconds: timeout) {
            case .failed:
                return .endOfInput
            case .woken:
                continue
            case .timedOut:
                // Half an escape sequence that waited long enough is a key of its own (Escape).
                if decoder.hasPartialKey, let key = decoder.next(flushing: true) {
                    if let event = handle(key) { return event }
                    if needsDraw { draw() }
                }
                continue
            case .readable:
                break
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { endRow(); return .endOfInput }
            decoder.feed(buffer[0..<count])
        }
    }

    // MARK: Keys

    private func handle(_ key: Key) -> LineReader.Event? {
        // Ctrl-\ quits as it would outside raw mode: the quit signal, which ends the game
        // with its summary and exit status 131 (raw mode turns the terminal's own off).
        if key == .control("\\") {
            kill(getpid(), SIGQUIT)
            return nil
        }
        switch editor.handle(key) {
        case .none:
            return nil
        case .redraw:
            needsDraw = true
            return nil
        case .submit(let line):
            let dropped = editor.overflow
            // Show the whole line as typed (as far as it fits), then go to the next row.
            draw(characters: Array(line), cursor: line.count)
            endRow()
            editor.remember(line)
            let bytes = Array(line.utf8)
            return .line(InputLine(bytes: bytes, length: bytes.count + dropped))
        case .endOfInput:
            endRow()
            return .endOfInput
        case .interrupt:
            endRow()
            return .interrupted
        case .suspend:
            suspend()
            return nil
        }
    }

    /// Ctrl-Z: the terminal as it was, the process stopped; on `fg`, raw mode and the row again.
    private func suspend() {
        write("\r\n")
        RawMode.leave()
        kill(getpid(), SIGSTOP)
        // Here again after SIGCONT.
        try? RawMode.enter(input: input, output: output, leaveSequence: leaveSequence)
        if isEditing { draw() }
    }

    // MARK: Drawing

    private func draw() {
        draw(characters: editor.characters, cursor: editor.cursor)
    }

    private func draw(characters: [Character], cursor: Int) {
        needsDraw = false
        let width = columns
        let text = prompt(width)
        let (_, cursorColumn) = LineView.window(characters, cursor: cursor, room: max(2, width - 1 - TextWidth.of(text)))
        drawnColumn = TextWidth.of(text) + cursorColumn
        write(LineView.render(prompt: text, characters: characters, cursor: cursor, columns: width))
    }

    /// After the window changed size. A terminal that reflows its lines (tmux, most
    /// terminal emulators) may have split the row, leaving the cursor below its start:
    /// go back up to it, clear to the end of the screen and draw the row for the new width.
    private func redrawAfterResize() {
        guard isEditing else { return }
        let up = drawnColumn / max(1, columns)
        write((up > 0 ? "\u{1B}[\(up)A" : "") + "\r\u{1B}[J")
        draw()
    }

    private func write(_ text: String) {
        RawMode.write(Array(text.utf8), to: output)
    }
}
