#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one wait for input the programs have: standard input (or any descriptor) and
/// the self-pipe of ``TerminalSignals`` watched together with `poll(2)`, so that a key,
/// a line, a quit signal, a resize or a deadline each ends the wait, whichever is first.
///
/// The callers — the game's ``LineReader`` and line editor, the review's
/// ``FullScreenTerminal`` — check signals, clocks and decoded keys at the top of their
/// loops, then wait here, then read.
///
/// ```swift
/// switch InputWait.wait(for: 0, timeoutMilliseconds: InputWait.milliseconds(until: deadline)) {
/// case .readable: // read(2) will not block
/// case .woken, .timedOut: continue  // look at signals and clocks again
/// case .failed: // the input is gone
/// }
/// ```
package enum InputWait {
    package enum Outcome: Equatable, Sendable {
        /// The descriptor has input, or its end (`read` returns 0): reading will not block.
        case readable
        /// A handled signal arrived (its wake-up byte was drained): look at
        /// ``TerminalSignals`` again.
        case woken
        /// Nothing within the timeout.
        case timedOut
        /// `poll` itself failed; treat the input as ended.
        case failed
    }

    /// Waits for input on `descriptor`, a signal, or `timeoutMilliseconds` (-1: for ever).
    package static func wait(for descriptor: Int32, timeoutMilliseconds: Int32) -> Outcome {
        let wakeUp = TerminalSignals.wakeUpDescriptor
        var requests = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                        pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&requests, wakeUp >= 0 ? 2 : 1, timeoutMilliseconds)
        if ready < 0 { return errno == EINTR ? .woken : .failed }
        if ready == 0 { return .timedOut }
        if wakeUp >= 0, requests[1].revents != 0 { TerminalSignals.drainWakeUps() }
        return requests[0].revents != 0 ? .readable : .woken
    }

    /// The timeout, in whole milliseconds rounded up, that ends a wait at `instant`
    /// (0 when it has passed).
    package static func milliseconds(until instant: ContinuousClock.Instant) -> Int32 {
        let (seconds, attoseconds) = ContinuousClock.now.duration(to: instant).components
        return Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
    }

    /// The shorter of two timeouts, where -1 means none.
    package static func sooner(_ first: Int32, _ second: Int32) -> Int32 {
        first < 0 ? second : second < 0 ? first : min(first, second)
    }
}
