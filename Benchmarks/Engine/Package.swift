// swift-tools-version:6.0
// Benchmarks live in their own package so that their dependencies never reach users.
// Run: swift run -c release --package-path Benchmarks/Engine EngineBenchmarks [DICT.sqd]
import PackageDescription

let package = Package(
    name: "SqurambleBenchmarks",
    dependencies: [
        .package(name: "Squramble", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: [.product(name: "Squramble", package: "Squramble")]
        ),
    ]
)
