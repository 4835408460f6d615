#!/usr/bin/env bash
# The ingest boundary (Documentation/Building.md, "The ingest boundary"): the builder's
# Sources/SqurambleBuilder/Ingest must depend on the engine alone. This compiles that
# folder as a module of its own beside the engine and its ICU shim, in a scratch package,
# so a file of Ingest/ that names a type of Pipeline/, Filters/, Recipe/ or Report/ fails
# here with the compiler's error. (Ingest/ stays a folder of the builder's module in the
# package itself: across modules its hot functions would not be inlined.)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/Sources"
ln -s "$root/Sources/CICU" "$scratch/Sources/CICU"
ln -s "$root/Sources/Squramble" "$scratch/Sources/Squramble"
ln -s "$root/Sources/SqurambleBuilder/Ingest" "$scratch/Sources/IngestAlone"
cat > "$scratch/Package.swift" <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "IngestBoundary",
    targets: [
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "Squramble", dependencies: ["CICU"]),
        .target(name: "IngestAlone", dependencies: ["Squramble"]),
    ]
)
MANIFEST
# The folder's files import the engine as `Squramble`, and nothing else of the package.
if ! log=$(cd "$scratch" && swift build --target IngestAlone 2>&1); then
    printf '%s\n' "$log" | grep -E '^[^ |].*error:' | sed "s|$scratch/Sources/IngestAlone|Sources/SqurambleBuilder/Ingest|" | sort -u | head -20 >&2
    echo "ingest-boundary: Sources/SqurambleBuilder/Ingest does not build on the engine alone (above)" >&2
    exit 1
fi
echo "ingest-boundary: Sources/SqurambleBuilder/Ingest builds on the engine alone"
