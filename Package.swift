// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Squramble",
    products: [
        .library(name: "Squramble", targets: ["Squramble"]),
        .executable(name: "dictbuild", targets: ["DictBuild"]),
        .executable(name: "squramble", targets: ["GameCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
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
            resources: [.copy("Resources/en.sqd"), .copy("Resources/es.sqd")]
        ),
        .executableTarget(
            name: "DictBuild",
            dependencies: ["Squramble", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "GameCLI",
            dependencies: ["Squramble", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // A complete program embedding the engine (Documentation/Embedding.md); not a product.
        .executableTarget(name: "EmbedSquramble", dependencies: ["Squramble"], path: "Examples/EmbedSquramble"),
        // Helpers shared by the test targets; not a product.
        .target(name: "SqurambleTestSupport", path: "Sources/SqurambleTestSupport"),
        .testTarget(name: "CICUTests", dependencies: ["CICU"]),
        .testTarget(name: "SqurambleTests", dependencies: ["Squramble", "SqurambleTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "DictBuildTests", dependencies: ["DictBuild", "Squramble", "SqurambleTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "GameCLITests", dependencies: ["GameCLI", "Squramble", "SqurambleTestSupport"], exclude: ["Fixtures", "Scripts"]),
    ]
)
