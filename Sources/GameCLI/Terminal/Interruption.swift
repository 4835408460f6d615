#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C (`SIGINT`), Ctrl-\\ (`SIGQUIT`), `SIGTERM` and `SIGHUP`, caught so that a
/// game can end cleanly. (Left to the Swift runtime, `SIGQUIT` would stop the game
/// with a backtrace prompt.)
///
/// The handler only records the signal and writes one byte to a pipe (the
/// "self-pipe"): the signal may be delivered to any thread of the process, so the
/// input loop does not rely on its `poll` being interrupted — it watches the pipe
/// too, wakes up, and ends the game with its summary and saved statistics.
enum Interruption {
    /// The signal received, or 0.
    private static let received = Atomic<Int32>(0)
    /// The pipe's ends, or -1 before ``install()``.
    private static let readEnd = Atomic<Int32>(-1)
    private static let writeEnd = Atomic<Int32>(-1)

    /// The signals that end a game (or the engine) politely.
    static let handled: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

    /// Installs the handlers. Call once, before reading input.
    static func install() {
        guard readEnd.load(ordering: .acquiring) < 0 else { return }
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for fd in ends {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            writeEnd.store(ends[1], ordering: .releasing)
            readEnd.store(ends[0], ordering: .releasing)
        }
        for signalNumber in handled {
            // A signal ignored by whoever started us (a background job, nohup) stays ignored.
            var current = sigaction()
            if sigaction(signalNumber, nil, &current) == 0, isIgnored(current) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                Interruption.received.store(number, ordering: .relaxed)
                let fd = Interruption.writeEnd.load(ordering: .relaxed)
                if fd >= 0 {
                    var byte: UInt8 = 1
                    _ = write(fd, &byte, 1)
                }
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
        // A parent may have started us with these signals blocked (the mask survives
        // exec); unblock them, or Ctrl-C would never arrive.
        var set = sigset_t()
        sigemptyset(&set)
        for signalNumber in handled { sigaddset(&set, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        guard let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
    }

    /// The descriptor that becomes readable when a signal arrives (-1 before ``install()``).
    static var wakeUpDescriptor: Int32 { readEnd.load(ordering: .acquiring) }

    /// The signal that asked the program to stop, if any.
    static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// The conventional exit status after a signal: 128 + its number (130 for Ctrl-C).
    static func exitStatus(for signalNumber: Int32) -> Int32 { 128 + signalNumber }
}
