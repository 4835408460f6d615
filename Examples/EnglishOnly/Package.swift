// swift-tools-version:6.0
// A game that ships English only: it depends on the engine and on the English
// dictionary product, nothing else. Scripts/english-only.sh builds it and checks that
// en.sqd is the only dictionary in its build products (no GPL German or Italian data).
import PackageDescription

let package = Package(
    name: "EnglishOnly",
    dependencies: [
        // Named, so this manifest works whatever the checkout's folder is called.
        .package(name: "Squramble", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "EnglishOnly", dependencies: [
            .product(name: "Squramble", package: "Squramble"),
            .product(name: "SqurambleEnglish", package: "Squramble"),
        ]),
    ]
)
