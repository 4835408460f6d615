#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SqurambleTerminal

/// XON/XOFF flow control (`IXON`) turned off on the game's terminal for the length of a
/// game, so Ctrl-S does not freeze the screen until Ctrl-Q (a player who never heard of
/// either would think the game hung). Ctrl-S then reaches the game as a character, and
/// the answer gets a verdict like any other.
///
/// ```swift
/// let flow = FlowControl.turnOff(on: 0)   // nil when input is not a terminal
/// defer { flow?.restore() }
/// ```
struct FlowControl {
    let descriptor: Int32
    let saved: termios

    /// Turns `IXON` off on `descriptor` if it is a terminal with it on; returns how to put
    /// it back (`nil` when nothing was changed).
    static func turnOff(on descriptor: Int32) -> FlowControl? {
        guard isatty(descriptor) == 1 else { return nil }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0, settings.c_iflag & tcflag_t(IXON) != 0 else { return nil }
        let saved = settings
        settings.c_iflag &= ~tcflag_t(IXON)
        guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else { return nil }
        // Whatever ends or stops the process now gives flow control back with the rest.
        TerminalSignals.armRestore(input: descriptor, output: descriptor, saved: saved, leave: [])
        return FlowControl(descriptor: descriptor, saved: saved)
    }

    /// Puts the terminal's input modes back as they were (only `IXON` differs, so the
    /// other settings a player changed meanwhile are kept).
    func restore() {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return }
        settings.c_iflag |= saved.c_iflag & tcflag_t(IXON)
        _ = tcsetattr(descriptor, TCSANOW, &settings)
        TerminalSignals.disarmRestore()
    }
}
