#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The signals both programs catch, and the promise that goes with them: whatever
/// ends the process, a terminal switched to raw mode gets its settings back.
///
/// - Quit signals (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`) are recorded, and the
///   program's loop ends politely (a game with its summary and saved statistics, a
///   review with its decisions kept). A second one before the first is handled stops
///   the process at once, the terminal restored.
/// - `SIGWINCH` (the window changed size) is recorded for ``takeResize()``.
/// - `SIGTSTP` (Ctrl-Z where the terminal sends it, or `kill -TSTP`) gives the
///   terminal back while the process is stopped and puts the program's settings back
///   when it is continued.
/// - Crash signals (`SIGSEGV`, `SIGABRT`…) and `exit()` restore the terminal, then
///   the process dies as it would have.
///
/// Every handler only stores into atomics, writes one byte to a pipe (the
/// "self-pipe": a signal may be delivered to any thread, so a loop waiting in `poll`
/// watches ``wakeUpDescriptor`` instead of relying on `EINTR`) and, for the restore,
/// calls `tcsetattr` and `write` on memory prepared beforehand — all async-signal-safe.
package enum TerminalSignals {
    package static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    package static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// The quit signal received, or 0.
    private static let received = Atomic<Int32>(0)
    private static let resized = Atomic<Bool>(false)
    private static let readEnd = Atomic<Int32>(-1)
    private static let writeEnd = Atomic<Int32>(-1)
    private static let installed = Atomic<Bool>(false)
    /// Whether ``plan`` describes a terminal to restore.
    private static let restoreArmed = Atomic<Bool>(false)
    /// What restoring takes, allocated once and never freed (a handler may read it).
    private static let planHandle = PlanHandle()
    private static var plan: UnsafeMutablePointer<RestorePlan> { planHandle.pointer }

    /// Installs the handlers (once; later calls do nothing).
    package static func install() {
        _ = planHandle  // allocated here, never first in a handler
        guard !installed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for fd in ends {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            writeEnd.store(ends[1], ordering: .releasing)
            readEnd.store(ends[0], ordering: .releasing)
        }
        for number in quitSignals where !isIgnored(number) {
            // A signal ignored by whoever started us (a background job, nohup) stays ignored.
            setHandler(number) { number in
                if TerminalSignals.received.exchange(number, ordering: .relaxed) != 0 {
                    TerminalSignals.dieRestored(number)  // a second request: stop now
                }
                TerminalSignals.wakeUp()
            }
        }
        setHandler(SIGWINCH) { _ in
            TerminalSignals.resized.store(true, ordering: .relaxed)
            TerminalSignals.wakeUp()
        }
        for number in crashSignals { setHandler(number) { TerminalSignals.dieRestored($0) } }
        if !isIgnored(SIGTSTP) { setHandler(SIGTSTP) { _ in TerminalSignals.stopRestored() } }
        atexit { TerminalSignals.restoreNow() }
        // A parent may have started us with these signals blocked (the mask survives
        // exec); unblock them, or Ctrl-C would never arrive.
        var set = sigset_t()
        sigemptyset(&set)
        for number in quitSignals + [SIGWINCH] { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The descriptor that becomes readable when a signal arrives (-1 before ``install()``).
    /// Poll it beside the input; ``drainWakeUps()`` empties it.
    package static var wakeUpDescriptor: Int32 { readEnd.load(ordering: .acquiring) }

    /// Reads the bytes the handlers wrote, so that `poll` waits again.
    package static func drainWakeUps() {
        let fd = wakeUpDescriptor
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress!, $0.count) }) > 0 {}
    }

    /// The quit signal that asked the program to stop, if any.
    package static var pendingQuitSignal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Whether the window was resized since the last call; clears the flag.
    package static func takeResize() -> Bool {
        resized.exchange(false, ordering: .relaxed)
    }

    /// The conventional exit status after a signal: 128 + its number (130 for Ctrl-C).
    package static func exitStatus(for signalNumber: Int32) -> Int32 { 128 + signalNumber }

    /// Remembers how to give the terminal on `input`/`output` back: the `saved`
    /// settings, then `leave` (escape sequences such as "show the cursor").
    ///
    /// Changes nest: when a restore is already armed for `input` (flow control turned
    /// off for a game, then raw mode for its line editor), the settings kept are the
    /// outer ones, the terminal as the program found it; `leave` is the newer one.
    package static func armRestore(input: Int32, output: Int32, saved: termios, leave: [UInt8]) {
        install()
        blockingHandledSignals {
            let previous = plan.pointee.leave
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, leave.count))
            bytes.initialize(from: leave, count: leave.count)
            let nested = restoreArmed.load(ordering: .acquiring) && plan.pointee.input == input
            let outer = nested ? plan.pointee.saved : saved
            plan.pointee = RestorePlan(input: input, output: output, saved: outer, leave: bytes, leaveCount: leave.count)
            previous?.deallocate()
            restoreArmed.store(true, ordering: .releasing)
        }
    }

    /// Gives the terminal back now (idempotent; nothing happens when nothing is armed).
    package static func restoreTerminal() {
        blockingHandledSignals { restoreNow() }
    }

    /// Forgets the armed restore without touching the terminal: for a caller that has
    /// put back what it changed itself.
    package static func disarmRestore() {
        blockingHandledSignals { restoreArmed.store(false, ordering: .releasing) }
    }

    /// After a polite quit by signal: restore, then end the process the way the signal
    /// would have (so a shell sees "killed by SIGINT" and stops a script).
    package static func reraisePendingQuitSignal() {
        guard let number = pendingQuitSignal else { return }
        restoreTerminal()
        signal(number, SIG_DFL)
        raise(number)
    }

    // MARK: Internals

    /// The one place shared, unsynchronised memory lives. Invariant: the plan is
    /// written only by ``armRestore(input:output:saved:leave:)`` with every handled
    /// signal blocked on that thread, and read by ``restoreNow()`` only after
    /// `restoreArmed` (an atomic) was set after the write.
    private final class PlanHandle: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<RestorePlan>
        init() {
            pointer = .allocate(capacity: 1)
            pointer.initialize(to: RestorePlan())
        }
    }

    private struct RestorePlan {
        var input: Int32 = -1
        var output: Int32 = -1
        var saved = termios()
        var leave: UnsafeMutablePointer<UInt8>? = nil
        var leaveCount = 0
    }

    /// Async-signal-safe: atomics, `tcsetattr`, `write`.
    private static func restoreNow() {
        guard restoreArmed.exchange(false, ordering: .acquiringAndReleasing) else { return }
        _ = tcsetattr(plan.pointee.input, TCSAFLUSH, &plan.pointee.saved)
        guard let leave = plan.pointee.leave else { return }
        var written = 0
        while written < plan.pointee.leaveCount {
            let n = write(plan.pointee.output, leave + written, plan.pointee.leaveCount - written)
            if n <= 0 { break }
            written += n
        }
    }

    private static func dieRestored(_ number: Int32) {
        restoreNow()
        // Let the default action happen (core dump, exit status) as if we had not been here.
        signal(number, SIG_DFL)
        raise(number)
    }

    /// Async-signal-safe: the terminal as it was found while the process is stopped,
    /// the program's settings again once it is continued. `SIGSTOP` rather than the
    /// default action of `SIGTSTP`, which the kernel discards for a process group with
    /// no parent to continue it (a program started in a session of its own).
    private static func stopRestored() {
        var current = termios()
        let input = plan.pointee.input
        let armed = restoreArmed.load(ordering: .acquiring) && tcgetattr(input, &current) == 0
        if armed { _ = tcsetattr(input, TCSADRAIN, &plan.pointee.saved) }
        raise(SIGSTOP)
        // Here again after SIGCONT.
        if armed { _ = tcsetattr(input, TCSADRAIN, &current) }
    }

    private static func wakeUp() {
        let fd = writeEnd.load(ordering: .relaxed)
        guard fd >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }

    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
        #else
        let handler = current.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
    }

    private static func setHandler(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a blocked read or poll returns EINTR, and the self-pipe wakes the rest.
        action.sa_flags = 0
        sigaction(number, &action, nil)
    }

    private static func blockingHandledSignals(_ body: () -> Void) {
        var all = sigset_t(), old = sigset_t()
        sigemptyset(&all)
        for number in quitSignals + crashSignals + [SIGWINCH] { sigaddset(&all, number) }
        pthread_sigmask(SIG_BLOCK, &all, &old)
        body()
        pthread_sigmask(SIG_SETMASK, &old, nil)
    }
}
