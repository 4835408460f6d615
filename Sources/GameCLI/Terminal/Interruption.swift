#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C (`SIGINT`), `SIGTERM` and `SIGHUP`, caught so that a game can end cleanly:
/// the handler only records the signal; the input loop notices it (its `poll` is
/// interrupted) and ends the game with its summary and saved statistics.
enum Interruption {
    /// The signal received, or 0.
    private static let received = Atomic<Int32>(0)

    /// Installs the handlers. Call once, before reading input.
    static func install() {
        _ = received.load(ordering: .relaxed)  // initialise the global before any signal
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                Interruption.received.store(number, ordering: .relaxed)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0  // no SA_RESTART: a blocked poll or read returns EINTR
            sigaction(signalNumber, &action, nil)
        }
    }

    /// The signal that asked the program to stop, if any.
    static var signal: Int32? {
        let value = received.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// The conventional exit status after a signal: 128 + its number (130 for Ctrl-C).
    static func exitStatus(for signalNumber: Int32) -> Int32 { 128 + signalNumber }
}
