import ArgumentParser
import Squramble

@main
struct GameCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "squramble",
        abstract: "Unscramble, twist and grid word games in the terminal.",
        version: Squramble.version
    )
}
