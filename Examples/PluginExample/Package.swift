// swift-tools-version:6.0
// A game that keeps its word list in its own sources: SqurambleDictionaryPlugin builds
// `animals.recipe.json` (and the list it names) into `animals.sqd` at build time, bundled
// as a resource. Scripts/plugin-example.sh builds it, plays it, changes the list and
// checks the dictionary is rebuilt, and that a rebuild gives the same bytes.
import PackageDescription

let package = Package(
    name: "PluginExample",
    dependencies: [
        // Named, so this manifest works whatever the checkout's folder is called.
        .package(name: "Squramble", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "AnimalWords",
            dependencies: [.product(name: "Squramble", package: "Squramble")],
            plugins: [.plugin(name: "SqurambleDictionaryPlugin", package: "Squramble")]
        ),
    ]
)
