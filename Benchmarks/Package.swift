// swift-tools-version:6.1
// Benchmarks live in their own package, depending on the library by path, so that
// nothing here (package-benchmark and its dependencies) ever reaches a user of Squramble.
//
//     Benchmarks/compare.sh                      # everything, with the peer tools, one table
//     cd Benchmarks && swift package benchmark   # the in-process benchmarks alone
//
// The in-process benchmarks read their inputs from environment variables (see
// Sources/BenchmarkInputs); compare.sh prepares and sets them.
import PackageDescription

let package = Package(
    name: "SqurambleBenchmarks",
    dependencies: [
        .package(name: "Squramble", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // marisa-trie (libmarisa, C++; Debian's libmarisa-dev), the peer for lookups, behind
        // a C header of its own. Only the benchmarks link it: no product of the library does.
        .target(
            name: "CMarisa",
            linkerSettings: [.linkedLibrary("marisa")]
        ),
        // The same inputs, racks and lookup samples for every benchmark and the probe.
        .target(
            name: "BenchmarkInputs",
            dependencies: ["CMarisa", .product(name: "Squramble", package: "Squramble"),
                           .product(name: "SqurambleEnglish", package: "Squramble")]
        ),
        // The dictionary: open, lookups, anagrams and sub-anagrams, each beside its baseline
        // (a Set<String> of the same words, a naive scan of every word).
        .executableTarget(
            name: "Lexicon",
            dependencies: [
                "BenchmarkInputs",
                .product(name: "Squramble", package: "Squramble"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Lexicon",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The engine: verdicts, Twist rounds, Grid rounds.
        .executableTarget(
            name: "Engine",
            dependencies: [
                "BenchmarkInputs",
                .product(name: "Squramble", package: "Squramble"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Engine",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // One workload at a time, in a plain process, for `valgrind --tool=callgrind`.
        .executableTarget(
            name: "squramble-probe",
            dependencies: ["BenchmarkInputs", .product(name: "Squramble", package: "Squramble"),
                           .product(name: "SqurambleEnglish", package: "Squramble")]
        ),
    ]
)
