#!/usr/bin/env bash
# Issue 26: a game that depends on the engine and the English dictionary product alone
# (Examples/EnglishOnly, a package depending on this checkout by path) builds, opens
# English with no path, and carries no other dictionary: en.sqd is the only .sqd in its
# build products. Its own build folder: .build-english-only.
#
#   Scripts/english-only.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root="$PWD"
scratch="$root/.build-english-only"

case "${1:-}" in
    "") ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    *) echo "english-only.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
esac

mkdir -p "$scratch"
log="$scratch/english-only.log"
if ! swift build --package-path Examples/EnglishOnly --scratch-path "$scratch" >"$log" 2>&1; then
    tail -30 "$log"
    echo "english-only.sh: Examples/EnglishOnly does not build (full log: $log)" >&2
    exit 1
fi
bin="$(swift build --package-path Examples/EnglishOnly --scratch-path "$scratch" --show-bin-path)"
# The build products of this build only: the binary's folder, not the package copies.
found="$(cd "$bin" && find . -name '*.sqd' | sort)"
if [ "$found" != "./Squramble_SqurambleEnglish.resources/en.sqd" ]; then
    echo "english-only.sh: expected en.sqd alone in $bin, found:" >&2
    echo "${found:-nothing}" | sed 's/^/  /' >&2
    exit 1
fi
out="$("$bin/EnglishOnly")" || { echo "english-only.sh: EnglishOnly failed" >&2; exit 1; }
case "$out" in
    "en: "*"words; the round's word is credited") echo "english-only.sh: $out; en.sqd is its only dictionary" ;;
    *) echo "english-only.sh: unexpected output: $out" >&2; exit 1 ;;
esac
