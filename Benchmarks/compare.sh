#!/usr/bin/env bash
# Squramble beside the tools people would use instead, measured in the same run.
#
#     Benchmarks/compare.sh            # the full run (about 10-15 minutes after the builds)
#     QUICK=1 Benchmarks/compare.sh    # fewer repetitions, for trying the script out
#
# 1. installs the peers from Debian when missing (marisa, an, wordplay, wamerican,
#    wamerican-insane, scowl, hyperfine, time);
# 2. prepares the inputs: /usr/share/dict/american-english and american-english-insane,
#    raw and letters-only lowercase, and the bundled English dictionary's recipe (wordlists/en);
# 3. builds release binaries of dictbuild, squramble and the benchmark package;
# 4. runs every measurement with its peers alongside: whole processes under hyperfine
#    (and /usr/bin/time for peak memory), in-process ones under package-benchmark;
# 5. prints one table: medians, the ratio to the peer measured in the same run, and the
#    spread (half the distance between the 25th and 75th percentile, as ± % of the median).
#
# Environment: WORK=DIR keeps inputs and raw results there (default: a new /tmp folder);
# QUICK=1 fewer runs; SKIP_BUILD=1 uses binaries already built.
set -euo pipefail

BENCH=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$BENCH")
WORK=${WORK:-$(mktemp -d /tmp/squramble-bench.XXXXXX)}
mkdir -p "$WORK/results"
export PATH="$PATH:/usr/games"   # an and wordplay live there
QUICK=${QUICK:-0}
if [ "$QUICK" = 1 ]; then
    FAST_RUNS=(--warmup 1 --min-runs 5 --max-runs 10); SLOW_RUNS=(--warmup 1 --runs 3); LOOP_RUNS=(--warmup 1 --runs 2)
else
    FAST_RUNS=(--warmup 3 --min-runs 20 --max-runs 60); SLOW_RUNS=(--warmup 1 --runs 7); LOOP_RUNS=(--warmup 1 --runs 5)
fi
say() { printf '\n== %s (%s)\n' "$*" "$(date +%H:%M:%S)" >&2; }

# ---------------------------------------------------------------------------------------
say "peers"
missing=()
command -v marisa-build >/dev/null || missing+=(marisa)
[ -f /usr/include/marisa.h ] || missing+=(libmarisa-dev)   # the lookup benchmark's peer, in-process
command -v valgrind >/dev/null || missing+=(valgrind)
command -v unmunch >/dev/null || missing+=(hunspell-tools)
[ -f /usr/share/hunspell/es_ES.dic ] || missing+=(hunspell-es)
[ -f /usr/share/hunspell/pt_BR.dic ] || missing+=(hunspell-pt-br)
command -v an >/dev/null || missing+=(an)
command -v wordplay >/dev/null || missing+=(wordplay)
[ -f /usr/share/dict/american-english ] || missing+=(wamerican)
[ -f /usr/share/dict/american-english-insane ] || missing+=(wamerican-insane)
[ -d /usr/share/dict/scowl ] || missing+=(scowl)
command -v hyperfine >/dev/null || missing+=(hyperfine)
[ -x /usr/bin/time ] || missing+=(time)
command -v xz >/dev/null || missing+=(xz-utils)
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
for tool in marisa-build an wordplay hyperfine xz gzip valgrind; do command -v $tool >/dev/null || { echo "missing: $tool" >&2; exit 1; }; done

# The machine and the versions, for the record (Documentation/Performance.md quotes it).
{
    echo "date: $(date -u +%Y-%m-%dT%H:%MZ)"
    echo "commit: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
    echo "nproc: $(nproc)"
    lscpu | grep -E '^(Model name|Architecture|CPU\(s\)|Thread|Core|Socket|L2|L3|CPU max MHz)' || true
    free -h | head -2
    echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    swift --version 2>&1 | head -1
    hyperfine --version
    dpkg-query -W -f '${Package} ${Version}\n' marisa an wordplay wamerican wamerican-insane 2>/dev/null || true
} > "$WORK/results/machine.txt"

# ---------------------------------------------------------------------------------------
say "release builds"
if [ "${SKIP_BUILD:-0}" != 1 ]; then
    swift build -c release --package-path "$ROOT" --product dictbuild >&2
    swift build -c release --package-path "$ROOT" --product squramble >&2
    swift build -c release --package-path "$BENCH" >&2
fi
BIN=$(swift build -c release --package-path "$ROOT" --show-bin-path)
DICTBUILD="$BIN/dictbuild"
SQURAMBLE="$BIN/squramble"

# ---------------------------------------------------------------------------------------
say "inputs in $WORK"
cd "$WORK"
cp /usr/share/dict/american-english small.raw
cp /usr/share/dict/american-english-insane insane.raw
LC_ALL=C grep -x '[a-z][a-z]*' small.raw > small.clean
LC_ALL=C grep -x '[a-z][a-z]*' insane.raw > insane.clean
cp "$BENCH/racks.txt" racks.txt
FREQUENCY="$ROOT/wordlists/en/wordfreq-en.tsv"
INPUTS=(small.raw small.clean insane.raw insane.raw9 insane.clean bundled-en)
# The dictbuild command line for each input. insane.raw is the build issue 3 times: the raw
# insane list with a frequency list, default options. insane.raw9 is the same with targets
# of up to 9 letters (the same words, more targets), the dictionary the solving and playing
# benchmarks below use, so that Twist has 9-letter racks.
dictbuild_args() {
    case $1 in
        bundled-en) echo "build $ROOT/wordlists/en/recipe.json --output $WORK/$1.sqd --force -q" ;;
        insane.raw) echo "build --input $WORK/$1 --frequency $FREQUENCY --output $WORK/$1.sqd --force -q" ;;
        insane.raw9) echo "build --input $WORK/insane.raw --frequency $FREQUENCY --target-max-length 9 --output $WORK/$1.sqd --force -q" ;;
        *) echo "build --input $WORK/$1 --output $WORK/$1.sqd --force -q" ;;
    esac
}
for input in "${INPUTS[@]}"; do
    $DICTBUILD $(dictbuild_args $input)
    # The words the dictionary holds (its match keys): what every peer is given.
    $DICTBUILD list "$input.sqd" --json | python3 -c '
import json, sys
data = json.load(sys.stdin)
words = data["words"] if isinstance(data, dict) else data
for w in words: print(w["key"])' | LC_ALL=C sort > "$input.words"
done

# ---------------------------------------------------------------------------------------
say "build time, peak memory and size"
for input in "${INPUTS[@]}"; do
    hyperfine -N "${SLOW_RUNS[@]}" --export-json "results/build.$input.json" \
        -n dictbuild "$DICTBUILD $(dictbuild_args $input)" \
        -n marisa-build "marisa-build -o $WORK/$input.marisa $WORK/$input.words" \
        -n "sort -u" "env LC_ALL=C sort -u -o $WORK/$input.sorted $WORK/$input.words" >&2
    {
        printf 'dictbuild '; /usr/bin/time -f %M $DICTBUILD $(dictbuild_args $input) 2>&1 >/dev/null | tail -n 1
        printf 'marisa-build '; /usr/bin/time -f %M marisa-build -o "$input.marisa" "$input.words" 2>&1 >/dev/null | tail -n 1
        printf 'sort-u '; /usr/bin/time -f %M env LC_ALL=C sort -u -o "$input.sorted" "$input.words" 2>&1 >/dev/null | tail -n 1
    } > "results/memory.$input.txt"
    # Where dictbuild's time goes, stage by stage (one run).
    DICTBUILD_TIMINGS=1 $DICTBUILD $(dictbuild_args $input) 2> "results/stages.$input.txt" >/dev/null || true
    {
        echo "words $(wc -l < "$input.words")"
        echo "sqd $(stat -c %s "$input.sqd")"
        echo "marisa $(stat -c %s "$input.marisa")"
        echo "gzip $(gzip -9 -c "$input.words" | wc -c)"
        echo "xz $(xz -9 -c "$input.words" | wc -c)"
        echo "text $(stat -c %s "$input.words")"
    } > "results/size.$input.txt"
done

# ---------------------------------------------------------------------------------------
say "Hunspell dictionaries: dictbuild beside unmunch | sort -u | marisa-build"
# The pipeline people use today: unmunch's forms (some of them wrong, see
# Documentation/Building.md), sorted, into a trie. dictbuild expands the rules itself,
# keys, classifies, ranks and writes the whole dictionary.
for lang in es_ES pt_BR; do
    dic=/usr/share/hunspell/$lang.dic aff=/usr/share/hunspell/$lang.aff
    echo "unmunch $dic $aff 2>/dev/null | LC_ALL=C sort -u > $WORK/$lang.unmunched && marisa-build -o $WORK/$lang.marisa $WORK/$lang.unmunched" > "hunspell-peer.$lang.sh"
    hyperfine -N "${SLOW_RUNS[@]}" --export-json "results/hunspell.$lang.json" \
        -n dictbuild "$DICTBUILD build --hunspell $dic --language ${lang%_*} --output $WORK/$lang.sqd --force -q" \
        -n "unmunch, sort -u, marisa-build" "bash hunspell-peer.$lang.sh" >&2
    {
        printf 'dictbuild '; /usr/bin/time -f %M $DICTBUILD build --hunspell $dic --language ${lang%_*} --output $WORK/$lang.sqd --force -q 2>&1 >/dev/null | tail -n 1
        printf 'peer '; /usr/bin/time -f %M bash "hunspell-peer.$lang.sh" 2>&1 >/dev/null | tail -n 1
        echo "sqd $(stat -c %s $lang.sqd)"
        echo "marisa $(stat -c %s $lang.marisa)"
        echo "unmunched $(wc -l < $lang.unmunched)"
        echo "words $($DICTBUILD inspect $lang.sqd --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["words"])')"
    } > "results/hunspell-memory.$lang.txt"
done

# ---------------------------------------------------------------------------------------
say "builder memory per distinct word: synthetic lists of 1 and 4 million words"
# Random distinct lowercase words of 4-12 letters (the same every run): the slope of peak
# memory between the two is what one more word costs.
for n in 1 4; do
    python3 -c "
import random
random.seed($n)
seen = set()
letters = 'abcdefghijklmnopqrstuvwxyz'
while len(seen) < $n * 1000000:
    seen.add(''.join(random.choice(letters) for _ in range(random.randint(4, 12))))
print('\n'.join(sorted(seen)))" > "synthetic$n.txt"
    printf "synthetic$n %s\n" "$(/usr/bin/time -f %M $DICTBUILD build --input synthetic$n.txt --output $WORK/synthetic$n.sqd --force -q 2>&1 >/dev/null | tail -n 1)"
done > results/memory-per-word.txt

# ---------------------------------------------------------------------------------------
say "whole process: squramble solve, an, wordplay on the insane list"
DICT="$WORK/insane.raw9.sqd"
WORDS="$WORK/insane.raw9.words"
mapfile -t ANAGRAM_RACKS < <(awk '$1 == "anagram" { print $2 }' racks.txt)
NINE=$(awk '$1 == "subwords9" { print $2 }' racks.txt)
TWELVE=$(awk '$1 == "subwords12" { print $2 }' racks.txt)
# Every tool: a script that solves the 20 racks one process at a time.
{ echo 'for r in' "${ANAGRAM_RACKS[@]}" '; do "$@" "$r"; done'; } > each-rack.sh
hyperfine -N "${LOOP_RUNS[@]}" --export-json results/solve.anagrams.json \
    -n squramble "bash each-rack.sh $SQURAMBLE solve --exact --dict $DICT" \
    -n an "bash each-rack.sh an -l 1 -d $WORDS" \
    -n wordplay "bash each-rack.sh wordplay -s -i -d1 -f $WORDS" >&2
for size in 9 12; do
    rack=$NINE; [ $size = 12 ] && rack=$TWELVE
    hyperfine -N "${FAST_RUNS[@]}" --export-json "results/solve.subwords$size.json" \
        -n squramble "$SQURAMBLE solve $rack --min-length 1 --dict $DICT" \
        -n an "an -w -d $WORDS $rack" \
        -n wordplay "wordplay $rack -slx -f $WORDS" >&2
    # The answer counts, to show that every tool found the same words.
    {
        echo "squramble $($SQURAMBLE solve $rack --min-length 1 --dict $DICT --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["count"])')"
        echo "an $(an -w -d $WORDS $rack | sort -u | grep -c .)"
        echo "wordplay $(wordplay $rack -slx -f $WORDS | sort -u | grep -c .)"
    } > "results/count.subwords$size.txt"
done
{
    n=0; for r in "${ANAGRAM_RACKS[@]}"; do n=$((n + $($SQURAMBLE solve "$r" --exact --dict $DICT --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["count"])'))); done; echo "squramble $n"
    n=0; for r in "${ANAGRAM_RACKS[@]}"; do n=$((n + $(an -l 1 -d $WORDS "$r" | grep -c .))); done; echo "an $n"
    n=0; for r in "${ANAGRAM_RACKS[@]}"; do n=$((n + $(wordplay -s -i -d1 -f $WORDS "$r" 2>/dev/null | grep -c .))); done; echo "wordplay $n"
} > results/count.anagrams.txt

# ---------------------------------------------------------------------------------------
say "CLI start-up to the first prompt"
# At a pseudo-terminal, as a player starts a game: from exec to the prompt on screen.
export XDG_DATA_HOME="$WORK/xdg"
mkdir -p "$XDG_DATA_HOME"
PROMPT_RUNS=30; [ "$QUICK" = 1 ] && PROMPT_RUNS=5
python3 "$BENCH/first-prompt.py" results/startup.json $PROMPT_RUNS \
    "squramble play (bundled)" -- "$SQURAMBLE" play --seed 1 -- \
    "squramble play (insane)" -- "$SQURAMBLE" play --seed 1 --dict "$DICT"
# The floor: a process that starts and exits.
hyperfine -N "${FAST_RUNS[@]}" --export-json results/startup-floor.json \
    -n "squramble --version" "$SQURAMBLE --version" -n "an --version" "an --version" >&2

# --version and solve (20 racks, a process each) beside an: instructions (callgrind, every
# process whole) and wall time (interleaved rounds).
ROUNDS=20; [ "$QUICK" = 1 ] && ROUNDS=5
"$BENCH/startup.sh" "$SQURAMBLE" "$DICT" "$WORDS" racks.txt results $ROUNDS

# The first open + lookup of a fresh process (cold code, warm page cache), timed inside it.
PROBE="$(swift build -c release --package-path "$BENCH" --show-bin-path)/squramble-probe"
for _ in $(seq $PROMPT_RUNS); do SQURAMBLE_BENCH_DICT="$DICT" "$PROBE" first-open | cut -d' ' -f1; done \
    | python3 -c 'import json, sys; print(json.dumps({"results": [{"command": "first open", "times": [int(l) / 1e9 for l in sys.stdin]}]}))' \
    > results/first-open.json

# ---------------------------------------------------------------------------------------
say "instructions per lookup: Squramble, Set<String>, marisa-trie (callgrind)"
# The same million-query sample as the in-process benchmark (half words, half one-letter
# near misses), a tenth of it; only the lookup loop is counted (--toggle-collect).
export SQURAMBLE_BENCH_DICT="$DICT" SQURAMBLE_BENCH_RACKS="$WORK/racks.txt" SQURAMBLE_BENCH_MARISA="$WORK/insane.raw9.marisa"
[ -f "$SQURAMBLE_BENCH_MARISA" ] || marisa-build -o "$SQURAMBLE_BENCH_MARISA" "$WORK/insane.raw9.words" 2>/dev/null
QUERIES=100000
# valgrind 3.19 gives up on the DWARF of Swift 6.3 binaries ("Possibly corrupted debuginfo
# file"): it reads a copy without debug information (the symbols stay, so the toggle works).
STRIPPED_PROBE="$WORK/squramble-probe.stripped"
cp "$PROBE" "$STRIPPED_PROBE" && strip --strip-debug "$STRIPPED_PROBE"
for workload in lookup:squramble set-lookup:set marisa-lookup:marisa; do
    valgrind --tool=callgrind --toggle-collect='*measuredLookups*' \
        --callgrind-out-file="$WORK/results/callgrind.${workload#*:}.out" "$STRIPPED_PROBE" "${workload%%:*}" $QUERIES >/dev/null 2>&1
    printf '%s %s\n' "${workload#*:}" "$(awk -v n=$QUERIES '/^(summary|totals):/ { print $2 / n; exit }' "$WORK/results/callgrind.${workload#*:}.out")"
done > results/instructions.lookup.txt

# ---------------------------------------------------------------------------------------
say "in-process: package-benchmark (Lexicon, Engine) on the insane dictionary"
(cd "$BENCH" && swift package --allow-writing-to-directory "$WORK/results" benchmark \
    --format influx --path "$WORK/results" --no-progress) >&2

# ---------------------------------------------------------------------------------------
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$WORK/results/machine.txt"
say "table"
python3 "$BENCH/table.py" "$WORK/results" | tee "$WORK/table.md"
sed 's/^/    /' "$WORK/results/machine.txt"
echo "(raw results in $WORK/results)" >&2
