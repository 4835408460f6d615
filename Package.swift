// swift-tools-version:6.0
import PackageDescription

/// The documentation build (Scripts/docs.sh) sets SQURAMBLE_DOCS=1; only then is the
/// DocC plugin a dependency, so it never reaches users of the library.
let docs = Context.environment["SQURAMBLE_DOCS"] == "1"

/// The bundled dictionaries: one target and library product each, named for its
/// language, carrying `LANGUAGE.sqd` as a resource (Sources/Dictionaries/NAME). A game
/// depends on the engine and the languages it ships, nothing more.
let dictionaries: [(name: String, file: String)] = [
    ("English", "en.sqd"), ("Spanish", "es.sqd"), ("French", "fr.sqd"),
    ("German", "de.sqd"), ("Italian", "it.sqd"), ("Portuguese", "pt.sqd"),
]
/// `SqurambleDictionaries`: all of them at once, with `BundledDictionary.all` to list them.
let allDictionaries: [Target.Dependency] = ["SqurambleDictionaries"]

let package = Package(
    name: "Squramble",
    products: [
        .library(name: "Squramble", targets: ["Squramble"]),
    ] + dictionaries.map { .library(name: "Squramble\($0.name)", targets: ["Squramble\($0.name)"]) } + [
        // Every bundled dictionary, the GPL German and Italian files among them.
        .library(name: "SqurambleDictionaries", targets: ["SqurambleDictionaries"]),
        .library(name: "SqurambleBuilder", targets: ["SqurambleBuilder"]),
        .executable(name: "squramble", targets: ["GameCLI"]),
        .executable(name: "dictbuild", targets: ["DictBuild"]),
        // Builds a package's own `NAME.recipe.json` into a `NAME.sqd` resource at build time.
        .plugin(name: "SqurambleDictionaryPlugin", targets: ["SqurambleDictionaryPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // squramble serve: the HTTP server, its clean stop, its log and its sealed game tokens.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        // Only for the server tests' in-process client (NIOEmbedded); Hummingbird brings it.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
    ],
    targets: [
        // Plain C shim over the system ICU. Its public header includes no ICU header. It
        // calls libicuuc alone (normalisation, case folding, properties), which brings its
        // data library; linking libicui18n too made every process load and relocate it
        // (1.8 M instructions of `squramble --version`; Documentation/Performance.md).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // Plain C shim over the system OpenSSL (libcrypto): AES-256-GCM for the server's
        // game tokens. Its public header includes no OpenSSL header. libcrypto is loaded
        // with dlopen when `serve` first needs it, not linked: every other command starts
        // without it (Documentation/Performance.md, "CLI start-up beside `an`").
        .target(name: "CSeal"),
        // Plain C: glibc's allocator settings (`mallopt`) for `dictbuild build`. Its header
        // includes no C library header.
        .target(name: "CAllocator"),
        // The engine. No word data: the dictionaries are products of their own (below).
        .target(name: "Squramble", dependencies: ["CICU"]),
        .target(
            name: "SqurambleDictionaries",
            dependencies: ["Squramble"] + dictionaries.map { .target(name: "Squramble\($0.name)") },
            path: "Sources/Dictionaries/All"
        ),
        // The terminal layer both programs share (raw mode, keys, signals and restore,
        // styles and the colour rule, text width, line editing); not a product.
        .target(name: "SqurambleTerminal", dependencies: ["Squramble"]),
        // Definitions of words (WordNet where the machine has it) for the terminal game,
        // the review screen and the web game; not a product.
        .target(name: "SqurambleDefinitions", dependencies: ["Squramble"]),
        // The builder: pipeline, filters, recipes, Hunspell reader, review model, reports;
        // its speed machinery (Ingest/) is not public API.
        .target(name: "SqurambleBuilder", dependencies: ["Squramble"]),
        // Player statistics, the daily puzzle's progress and the JSON values they keep (squramble's files); not a product.
        .target(name: "SqurambleStats", dependencies: ["Squramble"]),
        // `dictbuild`: the command line over the builder, and the review screen.
        .executableTarget(
            name: "DictBuild",
            dependencies: ["Squramble", "SqurambleBuilder", "SqurambleTerminal", "SqurambleDefinitions", "CAllocator"] + allDictionaries
                + [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The build-tool plugin and the one tool it runs (a recipe in, a `.sqd` out), which
        // links the builder alone: no argument parser, terminal layer or bundled dictionary.
        .plugin(name: "SqurambleDictionaryPlugin", capability: .buildTool(), dependencies: ["DictionaryCompiler"]),
        .executableTarget(name: "DictionaryCompiler", dependencies: ["SqurambleBuilder"]),
        // squramble serve: the engine protocol's commands (shared with `squramble engine`),
        // the HTTP routes over them, the OpenAPI document and the web page's files.
        .target(
            name: "SqurambleServer",
            dependencies: [
                "Squramble", "CSeal", "SqurambleDefinitions",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources")]
        ),
        // `squramble`: play, daily, solve, stats, the engine protocol, serve.
        .executableTarget(
            name: "GameCLI",
            dependencies: ["Squramble", "SqurambleStats", "SqurambleTerminal", "SqurambleServer", "SqurambleDefinitions"] + allDictionaries
                + [.product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log")]
        ),
        // A complete program embedding the engine (Documentation/Embedding.md); not a product.
        .executableTarget(name: "EmbedSquramble", dependencies: ["Squramble", "SqurambleEnglish"], path: "Examples/EmbedSquramble"),
        // Helpers shared by the test targets; not a product.
        .target(name: "SqurambleTestSupport", path: "Sources/SqurambleTestSupport"),
        .testTarget(name: "CICUTests", dependencies: ["CICU"]),
        .testTarget(name: "SqurambleTerminalTests", dependencies: ["SqurambleTerminal"]),
        .testTarget(name: "SqurambleTests", dependencies: ["Squramble", "SqurambleEnglish", "SqurambleTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DictBuildTests", dependencies: ["DictBuild", "CAllocator", "DictionaryCompiler", "SqurambleBuilder", "Squramble", "SqurambleTerminal", "SqurambleDefinitions", "SqurambleTestSupport"] + allDictionaries, resources: [.copy("Fixtures")]),
        .testTarget(
            name: "SqurambleServerTests",
            dependencies: [
                "SqurambleServer", "Squramble", "SqurambleDictionaries",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Scripts"]
        ),
        .testTarget(name: "GameCLITests", dependencies: ["GameCLI", "SqurambleStats", "SqurambleServer", "Squramble", "SqurambleTerminal", "SqurambleDefinitions", "SqurambleTestSupport"] + allDictionaries, exclude: ["Fixtures", "Scripts"]),
        // Hardening: the checks shared by the fuzzers, the load tests and the fault tests
        // (Documentation/Reliability.md); not a product.
        .target(name: "SqurambleHardening", dependencies: ["Squramble"]),
        .testTarget(
            name: "HardeningTests",
            dependencies: ["Squramble", "SqurambleHardening", "SqurambleTestSupport"] + allDictionaries,
            // Read through #filePath: crash inputs and scripts' fixtures stay plain files.
            exclude: ["Fixtures"]
        ),
    ]
)

package.targets += dictionaries.map { dictionary in
    .target(
        name: "Squramble\(dictionary.name)",
        dependencies: ["Squramble"],
        path: "Sources/Dictionaries/\(dictionary.name)",
        resources: [.copy(dictionary.file)]
    )
}

// Fuzzing and load programs (Scripts/fuzz.sh, Scripts/load.sh): clients of the libraries
// like any other, built by every `swift build`. libFuzzer brings its own `main`, so the
// scripts build them one product at a time with coverage flags and libFuzzer linked in
// (FuzzerFallback stands in for it otherwise).
package.targets += [
    .target(name: "FuzzerFallback", path: "Fuzz/FuzzerFallback"),
    .target(name: "FuzzDriver", dependencies: ["FuzzerFallback"], path: "Fuzz/FuzzDriver"),
    .executableTarget(name: "FuzzLexicon", dependencies: ["FuzzDriver", "SqurambleHardening"], path: "Fuzz/FuzzLexicon"),
    .executableTarget(name: "FuzzAnswers", dependencies: ["FuzzDriver", "SqurambleHardening"] + allDictionaries, path: "Fuzz/FuzzAnswers"),
    .executableTarget(name: "FuzzWordLists", dependencies: ["FuzzDriver", "SqurambleBuilder", "Squramble"], path: "Fuzz/FuzzWordLists"),
    .executableTarget(name: "FuzzPlayerData", dependencies: ["FuzzDriver", "SqurambleBuilder", "SqurambleStats", "SqurambleHardening"], path: "Fuzz/FuzzPlayerData"),
    .executableTarget(name: "LoadLexicon", dependencies: ["SqurambleHardening"], path: "Fuzz/LoadLexicon"),
]

// The DocC plugin, only when `Scripts/docs.sh` asks (SQURAMBLE_DOCS=1): a package that
// depends on Squramble never resolves or fetches it.
if docs {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"))
}
