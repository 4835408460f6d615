// swift-tools-version:6.0
// Benchmarks for the `.sqd` format, kept out of the main package so nothing here
// reaches users. Run: swift run -c release --package-path Benchmarks/LexiconFormat lexicon-format-bench WORDLIST
import PackageDescription

let package = Package(
    name: "LexiconFormatBench",
    dependencies: [.package(name: "Squramble", path: "../..")],
    targets: [
        .executableTarget(
            name: "LexiconFormatBench",
            dependencies: [.product(name: "Squramble", package: "Squramble")]
        ),
    ]
)
