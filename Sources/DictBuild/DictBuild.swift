import ArgumentParser
import Squramble
import SqurambleBuilder
import SqurambleDictionaries
import SqurambleTerminal

@main
struct DictBuild: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dictbuild",
        abstract: "Build word-game dictionaries (.sqd) from raw word lists.",
        discussion: """
            Quick start:
              dictbuild build --input /usr/share/dict/american-english --output words.sqd
              dictbuild lookup words.sqd cat Kelly
              dictbuild explain /usr/share/dict/american-english Kelly
              dictbuild build wordlists/en/recipe.json --dry-run

            Bundled dictionaries (squramble --language picks one by its language tag):
            \(Lexicon.bundledListing().map { "  " + $0 }.joined(separator: "\n"))
            """,
        version: BuildVersion.line,
        subcommands: [Build.self, Frequency.self, Offensive.self, Expand.self, Explain.self, Inspect.self, Verify.self, List.self, Lookup.self, Review.self]
    )
}
