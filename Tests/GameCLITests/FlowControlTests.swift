import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SqurambleTestSupport
import Testing

/// Ctrl-S is a key while a game plays (XON/XOFF flow control is off), and whatever
/// stops or ends the game gives flow control back: a stop by Ctrl-Z leaves the
/// terminal as the player had it until `fg`, and so does an end by two signals in a
/// row. The pseudo-terminal has no job-control shell in front of it, so nothing
/// else would put the settings back.
@Suite(.serialized) struct FlowControlTests {
    static let program = BuiltProgram("squramble")

    static func start(home: TemporaryFolder, extra: [String: String] = [:]) throws -> PseudoTerminalProgram {
        try PseudoTerminalProgram(program.url, ["--seed", "4", "--rounds", "2"],
                                  environment: CLIFixture.environment(dataHome: home, extra: extra))
    }

    static func flowControlOn(_ run: PseudoTerminalProgram) -> Bool {
        run.settings.c_iflag & tcflag_t(IXON) != 0
    }

    /// The line editor (raw mode) and the plain prompt of a terminal without cursor
    /// movement (`TERM=dumb`), where the kernel turns Ctrl-Z into `SIGTSTP`.
    @Test(arguments: ["xterm-256color", "dumb"])
    func ctrlZGivesFlowControlBackUntilTheGameGoesOn(term: String) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let run = try Self.start(home: home, extra: ["TERM": term])
        #expect(Self.flowControlOn(run), "the pseudo-terminal starts with IXON on")
        try run.waitForScreen { $0.text.contains("1/2") }
        #expect(!Self.flowControlOn(run), "off while the game plays")

        run.type("\u{1A}")
        try run.waitForStop()
        #expect(Self.flowControlOn(run), "stopped: the terminal as the player had it")
        #expect(run.settings.c_lflag & tcflag_t(ICANON) != 0)

        run.send(signal: SIGCONT)
        let deadline = Date().addingTimeInterval(15)
        while Self.flowControlOn(run), Date() < deadline { usleep(20_000) }
        #expect(!Self.flowControlOn(run), "continued: off again for the game")

        run.type("/quit\r")
        try run.waitForExit()
        #expect(Self.flowControlOn(run), "ended: back on")
    }

    @Test(arguments: [(SIGHUP, SIGTERM), (SIGTERM, SIGTERM)])
    func twoSignalsInARowGiveFlowControlBack(first: Int32, second: Int32) throws {
        let home = CLIFixture.dataHome()
        defer { home.remove() }
        let run = try Self.start(home: home)
        try run.waitForScreen { $0.text.contains("1/2") }
        #expect(!Self.flowControlOn(run))
        run.send(signal: first)
        run.send(signal: second)
        try run.waitForExit()
        #expect(Self.flowControlOn(run))
    }
}
