#!/usr/bin/env bash
# Benchmark: dictbuild building from a raw word list plus a frequency list, against
# marisa-build on the same words, in the same run.
#
#   Benchmarks/DictBuild/build-vs-marisa.sh [LIST] [FREQUENCY]
#
# Defaults: /usr/share/dict/american-english-insane (Debian wamerican-insane: 663,473
# lines, with capitals and apostrophes) and wordlists/en/wordfreq-en.tsv.
# Needs: hyperfine, marisa (marisa-build), python3. Prints times, sizes and ratios.
set -euo pipefail
cd "$(dirname "$0")/../.."

LIST=${1:-/usr/share/dict/american-english-insane}
FREQUENCY=${2:-wordlists/en/wordfreq-en.tsv}
RUNS=${RUNS:-5}
for tool in hyperfine marisa-build python3; do
    command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install hyperfine marisa python3)" >&2; exit 1; }
done

swift build -c release --product dictbuild >&2
DICTBUILD=.build/release/dictbuild
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The same words for both: the keys dictbuild keeps from the raw list...
"$DICTBUILD" build --input "$LIST" --frequency "$FREQUENCY" --output "$work/words.sqd" --force -q
"$DICTBUILD" list "$work/words.sqd" --json \
    | python3 -c 'import json,sys; print("\n".join(w["key"] for w in json.load(sys.stdin)["words"]))' > "$work/keys.txt"
# ...and the issue's baseline: the letters-only lowercase lines of the list.
grep -E '^[a-z]+$' "$LIST" | LC_ALL=C sort -u > "$work/letters.txt"

hyperfine --warmup 1 --runs "$RUNS" --export-json "$work/times.json" \
    -n dictbuild "$DICTBUILD build --input $LIST --frequency $FREQUENCY --output $work/bench.sqd --force -q" \
    -n marisa-same-words "marisa-build -o $work/same.marisa $work/keys.txt" \
    -n marisa-letters-only "marisa-build -o $work/letters.marisa $work/letters.txt" >&2

python3 - "$work" "$LIST" <<'PY'
import json, os, sys
work, source = sys.argv[1], sys.argv[2]
times = {r["command"]: r["median"] for r in json.load(open(f"{work}/times.json"))["results"]}
size = lambda name: os.path.getsize(f"{work}/{name}")
lines = sum(1 for _ in open(source, "rb"))
keys = sum(1 for _ in open(f"{work}/keys.txt"))
letters = sum(1 for _ in open(f"{work}/letters.txt"))
print(f"input: {source}, {lines:,} lines; dictbuild keeps {keys:,} words; letters-only lowercase lines: {letters:,}")
print(f"{'':26}{'time (median)':>15}{'bytes':>12}{'bits/word':>11}")
for name, file, n in [("dictbuild build", "bench.sqd", keys), ("marisa-build (same words)", "same.marisa", keys),
                      ("marisa-build (letters-only)", "letters.marisa", letters)]:
    key = {"bench.sqd": "dictbuild", "same.marisa": "marisa-same-words", "letters.marisa": "marisa-letters-only"}[file]
    print(f"{name:26}{times[key]:>13.3f} s{size(file):>12,}{size(file) * 8 / n:>11.1f}")
print(f"ratio time dictbuild / marisa (same words): {times['dictbuild'] / times['marisa-same-words']:.1f}x (bar: 3x)")
print(f"ratio size dictbuild / marisa (same words): {size('bench.sqd') / size('same.marisa'):.2f}x (bar: 2x; the .sqd also holds display forms, frequencies, bands and anagram indexes)")
PY
