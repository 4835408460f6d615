import ArgumentParser
import Squramble

@main
struct GameCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "squramble",
        abstract: "Unscramble, twist and grid word games in the terminal.",
        discussion: """
            Plain `squramble` starts a game at once on the bundled English dictionary. \
            The dictionary comes from --dict FILE, else $SQURAMBLE_DICT, else the bundled one.
            """,
        version: Squramble.version,
        subcommands: [Play.self, Daily.self, Solve.self, Stats.self, Engine.self],
        defaultSubcommand: Play.self
    )
}
