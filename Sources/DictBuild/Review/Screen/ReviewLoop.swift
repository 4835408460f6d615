import SqurambleBuilder
import SqurambleTerminal

/// The key loop of the review screen: one key, one action, the screen drawn again.
///
/// | key | action |
/// |---|---|
/// | `t` | keep as target |
/// | `a` | keep as accepted only |
/// | `d` | drop |
/// | `s`, Space | skip (no decision) |
/// | `u`, Backspace | undo the last step (several times to go further back) |
/// | `n` | type a note for this word (Enter keeps it, Esc cancels) |
/// | `q`, Ctrl-C, Ctrl-D, Ctrl-\\ | quit |
/// | Ctrl-Z | suspend (the terminal is restored; `fg` comes back) |
/// | Ctrl-L | draw the screen again |
///
/// Nothing needs Enter, and a decision is saved before the next word shows.
struct ReviewLoop {
    /// How the sitting ended.
    struct Outcome {
        var decided: Int
        var remaining: Int
        /// The signal that ended it, to be raised again once the terminal is restored.
        var signal: Int32?
    }

    var screen: ReviewScreen
    /// Redraw this often when no key comes, to keep the pace current.
    var idleRedrawMilliseconds: Int32 = 5000

    mutating func run(_ session: inout ReviewSession, on terminal: FullScreenTerminal) -> Outcome {
        var clear = true
        while true {
            let size = terminal.size
            terminal.draw(screen.lines(for: session, rows: size.rows, columns: size.columns), clearFirst: clear)
            clear = false
            switch terminal.nextEvent(timeoutMilliseconds: idleRedrawMilliseconds) {
            case .idle:
                continue
            case .resize:
                clear = true
            case .quitSignal(let number):
                return Outcome(decided: session.decidedCount, remaining: session.remaining, signal: number)
            case .endOfInput:
                return Outcome(decided: session.decidedCount, remaining: session.remaining, signal: nil)
            case .key(.control("z")):
                // Ctrl-Z: give the shell its terminal back, stop, and come back on `fg`.
                terminal.suspend()
                clear = true
            case .key(let key):
                if !handle(key, &session) {
                    return Outcome(decided: session.decidedCount, remaining: session.remaining, signal: nil)
                }
            }
        }
    }

    /// Applies one key. Returns `false` to quit.
    mutating func handle(_ key: Key, _ session: inout ReviewSession) -> Bool {
        if case .note(let text) = screen.mode {
            switch key {
            case .enter:
                session.setNote(text)
                screen.mode = .deciding
                screen.message = text.isEmpty ? "note removed" : "note kept for \(session.current?.display ?? "")"
            case .escape:
                screen.mode = .deciding
                screen.message = "note cancelled"
            case .backspace:
                screen.mode = .note(String(text.dropLast()))
            case .control("c"), .control("d"), .control("\\"):
                return false
            case .character(let c) where text.count < 200:
                screen.mode = .note(text + String(c))
            default:
                break
            }
            return true
        }
        switch key {
        case .character("t"), .character("T"): decide(.target, &session)
        case .character("a"), .character("A"): decide(.accepted, &session)
        case .character("d"), .character("D"): decide(.drop, &session)
        case .character("s"), .character("S"), .character(" "):
            if let word = session.current {
                session.skip()
                screen.message = "\(word.display) skipped"
            }
        case .character("u"), .character("U"), .backspace:
            do {
                if let step = try session.undo() {
                    screen.message = "undone: " + (step.replaced == nil ? "skip of \(step.key)" : "decision on \(step.key)")
                } else {
                    screen.message = "nothing to undo"
                }
            } catch {
                screen.message = "could not undo: \(error)"
            }
        case .character("n"), .character("N"):
            if session.current != nil { screen.mode = .note(session.currentNote ?? "") }
        case .character("q"), .character("Q"), .control("c"), .control("d"), .control("\\"):
            return false
        case .resizeLikeRefresh:
            break
        default:
            screen.message = "\(key) does nothing here; the keys are below"
        }
        return true
    }

    private mutating func decide(_ verdict: ReviewVerdict, _ session: inout ReviewSession) {
        guard let word = session.current else { return }
        do {
            try session.decide(verdict)
            let label = verdict == .accepted ? "accepted only" : verdict.rawValue
            screen.message = "\(word.display) → \(label)"
        } catch {
            screen.message = "NOT SAVED: \(error) — the word stays on screen"
        }
    }
}

private extension Key {
    /// Ctrl-L, the usual "draw the screen again".
    static var resizeLikeRefresh: Key { .control("l") }
}
