// swift-tools-version:6.0
import PackageDescription

/// Fuzzing and sanitizer tools (Scripts/fuzz.sh, Scripts/load.sh) set SQURAMBLE_TOOLS=1.
let tools = Context.environment["SQURAMBLE_TOOLS"] == "1"
/// The documentation build (Scripts/docs.sh) sets SQURAMBLE_DOCS=1; only then is the
/// DocC plugin a dependency, so it never reaches users of the library.
let docs = Context.environment["SQURAMBLE_DOCS"] == "1"

let package = Package(
    name: "Squramble",
    products: [
        .library(name: "Squramble", targets: ["Squramble"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // squramble serve: the HTTP server, its clean stop, its log and its sealed game tokens.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
    ],
    targets: [
        // Plain C shim over the system ICU. Its public header includes no ICU header.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n"), .linkedLibrary("icudata")]
        ),
        .target(
            name: "Squramble",
            dependencies: ["CICU"],
            // The bundled dictionaries, built from wordlists/ (see Lexicon.bundled).
            resources: [.copy("Resources")]
        ),
        // The terminal layer both programs share (raw mode, keys, signals and restore,
        // colour rule, text width, line editing, definitions); not a product.
        .target(name: "SqurambleTerminal", dependencies: ["Squramble"]),
        // squramble serve: the engine protocol's commands (shared with `squramble engine`),
        // the HTTP routes over them, the OpenAPI document and the web page's files.
        .target(
            name: "SqurambleServer",
            dependencies: [
                "Squramble",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Resources")]
        ),
        tools
            // The fuzz programs reach DictBuild's readers, so it is a library for them
            // (without its @main file, since libFuzzer runs the program).
            ? .target(
                name: "DictBuild",
                dependencies: ["Squramble", "SqurambleTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                exclude: ["DictBuild.swift"]
            )
            : .executableTarget(
                name: "DictBuild",
                dependencies: ["Squramble", "SqurambleTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser")]
            ),
        tools
            // The player-data fuzzer reaches the statistics store: a library for it too.
            ? .target(
                name: "GameCLI",
                dependencies: ["Squramble", "SqurambleTerminal", "SqurambleServer", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log")],
                exclude: ["GameCLI.swift"]
            )
            : .executableTarget(
                name: "GameCLI",
                dependencies: ["Squramble", "SqurambleTerminal", "SqurambleServer", .product(name: "ArgumentParser", package: "swift-argument-parser"), .product(name: "Logging", package: "swift-log")]
            ),
        // A complete program embedding the engine (Documentation/Embedding.md); not a product.
        .executableTarget(name: "EmbedSquramble", dependencies: ["Squramble"], path: "Examples/EmbedSquramble"),
        // Helpers shared by the test targets; not a product.
        .target(name: "SqurambleTestSupport", path: "Sources/SqurambleTestSupport"),
        .testTarget(name: "CICUTests", dependencies: ["CICU"]),
        .testTarget(name: "SqurambleTerminalTests", dependencies: ["SqurambleTerminal"]),
        .testTarget(name: "SqurambleTests", dependencies: ["Squramble", "SqurambleTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DictBuildTests", dependencies: ["DictBuild", "Squramble", "SqurambleTerminal", "SqurambleTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(
            name: "SqurambleServerTests",
            dependencies: [
                "SqurambleServer", "Squramble",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Scripts"]
        ),
        .testTarget(name: "GameCLITests", dependencies: ["GameCLI", "Squramble", "SqurambleServer", "SqurambleTerminal", "SqurambleTestSupport"], exclude: ["Fixtures", "Scripts"]),
        // Hardening: the checks shared by the fuzzers, the load tests and the fault tests
        // (Documentation/Reliability.md); not a product.
        .target(name: "SqurambleHardening", dependencies: ["Squramble"]),
        .testTarget(
            name: "HardeningTests",
            dependencies: ["Squramble", "SqurambleHardening", "SqurambleTestSupport"],
            // Read through #filePath: crash inputs and scripts' fixtures stay plain files.
            exclude: ["Fixtures"]
        ),
    ]
)

if !tools {
    package.products += [
        .executable(name: "squramble", targets: ["GameCLI"]),
        .executable(name: "dictbuild", targets: ["DictBuild"]),
    ]
}

// Fuzzing and sanitizer tools, only when `Scripts/fuzz.sh` or `Scripts/load.sh` asks
// (SQURAMBLE_TOOLS=1), so a normal build never sees them. libFuzzer brings its own
// `main`, so these programs are built one product at a time, with coverage flags.
if tools {
    package.targets += [
        .target(name: "FuzzDriver", path: "Fuzz/FuzzDriver"),
        .executableTarget(name: "FuzzLexicon", dependencies: ["FuzzDriver", "SqurambleHardening"], path: "Fuzz/FuzzLexicon"),
        .executableTarget(name: "FuzzAnswers", dependencies: ["FuzzDriver", "SqurambleHardening"], path: "Fuzz/FuzzAnswers"),
        .executableTarget(name: "FuzzWordLists", dependencies: ["FuzzDriver", "DictBuild", "Squramble"], path: "Fuzz/FuzzWordLists"),
        .executableTarget(name: "FuzzPlayerData", dependencies: ["FuzzDriver", "DictBuild", "GameCLI", "SqurambleServer", "SqurambleHardening"], path: "Fuzz/FuzzPlayerData"),
        .executableTarget(name: "LoadLexicon", dependencies: ["SqurambleHardening"], path: "Fuzz/LoadLexicon"),
    ]
}

// The DocC plugin, only when `Scripts/docs.sh` asks (SQURAMBLE_DOCS=1): a package that
// depends on Squramble never resolves or fetches it.
if docs {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"))
}
