#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// What it takes to give a terminal back as it was, kept where a signal handler can
// reach it. A signal handler may only call async-signal-safe functions (`tcsetattr`,
// `write`, `signal`, `raise`), so everything it needs is prepared beforehand: the saved
// settings and the bytes that leave the full-screen mode, in memory that never moves.

/// The escape sequences that undo full-screen mode: reset colours, show the cursor,
/// leave the alternate screen.
let terminalLeaveSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
/// Enter the alternate screen, hide the cursor, clear.
let terminalEnterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H".utf8)

/// State shared with the signal handlers. Written only by the main thread while the
/// handlers that read it are not yet installed, or with signals blocked.
private struct RestoreState {
    var active = false
    var inputFD: Int32 = -1
    var outputFD: Int32 = -1
    var saved = termios()
    var leave: UnsafeMutablePointer<UInt8>? = nil
    var leaveCount = 0
}

nonisolated(unsafe) private var restoreState = RestoreState()
/// Set by SIGINT, SIGTERM and SIGHUP: the session should end as soon as it can.
nonisolated(unsafe) private var quitSignal: sig_atomic_t = 0
/// Set by SIGWINCH: the window changed size, draw again.
nonisolated(unsafe) private var resizeSignal: sig_atomic_t = 0
nonisolated(unsafe) private var handlersInstalled = false

/// Puts the terminal back: saved settings, cursor shown, main screen. Safe to call
/// from a signal handler and more than once; does nothing when nothing was changed.
private func restoreTerminalNow() {
    guard restoreState.active else { return }
    restoreState.active = false
    _ = tcsetattr(restoreState.inputFD, TCSAFLUSH, &restoreState.saved)
    if let leave = restoreState.leave {
        var written = 0
        while written < restoreState.leaveCount {
            let n = write(restoreState.outputFD, leave + written, restoreState.leaveCount - written)
            if n <= 0 { break }
            written += n
        }
    }
}

private func fatalSignalHandler(_ signalNumber: Int32) {
    restoreTerminalNow()
    // Let the default action happen (core dump, exit status) as if we had not been here.
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

private func quitSignalHandler(_ signalNumber: Int32) {
    if quitSignal != 0 {
        // A second request while the first is still being handled: stop now.
        fatalSignalHandler(signalNumber)
        return
    }
    quitSignal = signalNumber
}

private func resizeSignalHandler(_: Int32) {
    resizeSignal = 1
}

private func restoreAtExit() {
    restoreTerminalNow()
}

/// The signals and exits after which the terminal must be given back.
enum TerminalGuard {
    /// Signals that end the session politely: the main loop sees them and quits.
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals of a crash: restore, then die as the signal would have made us.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Remembers how to restore the terminal and installs the handlers that will.
    static func arm(input: Int32, output: Int32, saved: termios) {
        blockingHandledSignals {
            if restoreState.leave == nil {
                let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: terminalLeaveSequence.count)
                buffer.initialize(from: terminalLeaveSequence, count: terminalLeaveSequence.count)
                restoreState.leave = buffer
                restoreState.leaveCount = terminalLeaveSequence.count
            }
            restoreState.inputFD = input
            restoreState.outputFD = output
            restoreState.saved = saved
            restoreState.active = true
            quitSignal = 0
            resizeSignal = 0
        }
        guard !handlersInstalled else { return }
        handlersInstalled = true
        atexit(restoreAtExit)
        for signalNumber in crashSignals { install(signalNumber, handler: fatalSignalHandler) }
        for signalNumber in quitSignals { install(signalNumber, handler: quitSignalHandler) }
        install(SIGWINCH, handler: resizeSignalHandler)
    }

    /// Restores the terminal now (idempotent).
    static func restore() {
        blockingHandledSignals { restoreTerminalNow() }
    }

    /// The quit signal that arrived (SIGINT, SIGTERM…), or `nil`.
    static var pendingQuitSignal: Int32? { quitSignal == 0 ? nil : Int32(quitSignal) }

    /// Whether the window was resized since the last call; clears the flag.
    static func takeResize() -> Bool {
        guard resizeSignal != 0 else { return false }
        resizeSignal = 0
        return true
    }

    /// After a polite quit by signal: restore, then end the process the way the signal
    /// would have (so a shell sees "killed by SIGINT" and stops a script).
    static func reraisePendingQuitSignal() {
        guard let signalNumber = pendingQuitSignal else { return }
        restore()
        signal(signalNumber, SIG_DFL)
        raise(signalNumber)
    }

    private static func install(_ signalNumber: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a blocked read or poll returns EINTR so the loop notices at once.
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    }

    private static func blockingHandledSignals(_ body: () -> Void) {
        var all = sigset_t(), old = sigset_t()
        sigemptyset(&all)
        for signalNumber in quitSignals + [SIGWINCH] { sigaddset(&all, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &all, &old)
        body()
        pthread_sigmask(SIG_SETMASK, &old, nil)
    }
}
