#!/usr/bin/env bash
# Trial builds of the language recipes in wordlists/, into a temporary folder (the
# bundled files in Sources/Dictionaries are left alone), with each build's words,
# targets, file size, time and peak memory, and Scripts/language-check.py's measures.
#
#   Scripts/language-trials.sh [LANG...] [--firstnames firstnames.csv]
#
# LANG defaults to es fr de it pt. Needs a release dictbuild (swift build -c release
# --product dictbuild), GNU time (/usr/bin/time), wordfreq 3.1.1. --firstnames is
# MatthiasWinkelmann/firstname-database's firstnames.csv (GNU FDL 1.2, for checking only).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DICTBUILD="$ROOT/.build/release/dictbuild"
[ -x "$DICTBUILD" ] || { echo "error: build it first: swift build -c release --product dictbuild" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time is missing: apt-get install -y time" >&2; exit 1; }
LANGS=() FIRSTNAMES=()
while [ $# -gt 0 ]; do
    case "$1" in
        --firstnames) FIRSTNAMES=(--firstnames "$2"); shift 2 ;;
        *) LANGS+=("$1"); shift ;;
    esac
done
[ ${#LANGS[@]} -gt 0 ] || LANGS=(es fr de it pt)
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
total=0
for lang in "${LANGS[@]}"; do
    dir="$ROOT/wordlists/$lang"
    recipe="$dir/recipe.json"
    [ -f "$recipe" ] || { echo "error: no recipe for $lang in $dir" >&2; exit 1; }
    /usr/bin/time -v "$DICTBUILD" build "$recipe" --output "$OUT/$lang.sqd" --force -q \
        > "$OUT/$lang.report" 2> "$OUT/$lang.time"
    size=$(stat -c %s "$OUT/$lang.sqd")
    total=$((total + size))
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$OUT/$lang.time")
    cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.1f", s }' "$OUT/$lang.time")
    peak=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$OUT/$lang.time")
    echo "== $lang: $(basename "$recipe")"
    "$DICTBUILD" inspect "$OUT/$lang.sqd" | grep -E '^ *words:' || true
    echo "file $size bytes; build $wall wall, $cpu s CPU, peak $peak MiB"
    dic=$(ls "$dir"/hunspell/*.dic)
    extra=()
    [ -f "$dir/places.txt" ] && extra+=(--places "$dir/places.txt")
    [ -f "$dir/blocklist.tsv" ] && extra+=(--blocklist "$dir/blocklist.tsv")
    python3 "$ROOT/Scripts/language-check.py" "$lang" "$OUT/$lang.sqd" --dic "$dic" \
        --dictbuild "$DICTBUILD" "${extra[@]}" "${FIRSTNAMES[@]}"
done
echo "== all: $total bytes for ${LANGS[*]}"
