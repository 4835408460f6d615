import ArgumentParser
import Squramble
import SqurambleDictionaries
import SqurambleTerminal

@main
struct GameCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "squramble",
        abstract: "Unscramble, twist and grid word games in the terminal.",
        discussion: """
            Plain `squramble` starts a game at once on the bundled English dictionary. \
            The dictionary comes from --dict FILE|LANGUAGE or --language LANGUAGE, else \
            $SQURAMBLE_DICT, else the bundled English one.

            Bundled dictionaries (--language picks one by its language tag):
            \(Lexicon.bundledListing().map { "  " + $0 }.joined(separator: "\n"))
            """,
        version: BuildVersion.line,
        subcommands: [Play.self, Daily.self, Solve.self, Stats.self, Engine.self, Serve.self],
        defaultSubcommand: Play.self
    )

    /// Runs the command. A usage error is reported like every other error of the
    /// program — `squramble: error: …` on one line, then where to find the options —
    /// and exits with status 64; help and `--version` print as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = self.message(for: error)
            guard code == .validationFailure, !message.isEmpty else { exit(withError: error) }
            Diagnostics.squramble.error(message.split(separator: "\n").joined(separator: " "))
            StandardStream.error.line("squramble: see `squramble help` or `squramble COMMAND --help` for the options.")
            exit(withError: ExitCode.validationFailure)
        }
    }
}
