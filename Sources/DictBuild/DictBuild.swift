import ArgumentParser
import Squramble

@main
struct DictBuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dictbuild",
        abstract: "Build word-game dictionaries (.sqd) from raw word lists.",
        version: Squramble.version,
        subcommands: [Review.self]
    )
}
