#!/usr/bin/env bash
# Start-up beside `an`: `squramble --version` and `squramble solve` on 20 racks (a process
# each), in instructions (callgrind, every process of the run counted) and in wall time
# (the commands interleaved round by round, so that a change of the machine's load weighs
# on all of them; medians in the table).
#
#     Benchmarks/startup.sh SQURAMBLE DICT.sqd WORDS.txt RACKS.txt RESULTS_DIR [ROUNDS]
#
# compare.sh runs it with the insane list's dictionary and words; it can be run alone on
# any dictionary and the plain list of its words (`dictbuild list FILE --json`).
# Writes RESULTS_DIR/instructions.startup.txt and RESULTS_DIR/startup-interleaved.json;
# PARTS=instructions or PARTS=wall does only one of the two.
set -euo pipefail
PARTS=${PARTS:-instructions wall}
SQURAMBLE=$1 DICT=$2 WORDS=$3 RACKS=$4 RESULTS=$5 ROUNDS=${6:-20}
export PATH="$PATH:/usr/games"
AN=$(command -v an)
mapfile -t ANAGRAM_RACKS < <(awk '$1 == "anagram" { print $2 }' "$RACKS")

# valgrind 3.19 cannot read the DWARF of Swift 6.3 binaries: count a copy without debug
# information, placed beside the original so that it finds the bundled dictionaries
# (SwiftPM's resource folders) as the original does.
STRIPPED="$(dirname "$SQURAMBLE")/.squramble-callgrind"
cp "$SQURAMBLE" "$STRIPPED" && strip --strip-debug "$STRIPPED"
trap 'rm -f "$STRIPPED"' EXIT

# The instructions of one process, from exec to exit (the dynamic loader included).
instructions() {
    local out
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$@" >/dev/null 2>&1 || true
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
    rm -f "$out"
}
each_rack() {  # the sum over the 20 racks of one process each
    local total=0 rack
    for rack in "${ANAGRAM_RACKS[@]}"; do total=$((total + $(instructions "$@" "$rack"))); done
    echo $total
}
[[ " $PARTS " == *" instructions "* ]] && {
    echo "squramble-version $(instructions "$STRIPPED" --version)"
    echo "an-version $(instructions "$AN" --version)"
    echo "squramble-solve20 $(each_rack "$STRIPPED" solve --exact --dict "$DICT")"
    echo "an-solve20 $(each_rack "$AN" -l 1 -d "$WORDS")"
} > "$RESULTS/instructions.startup.txt"

# Wall time, interleaved: every round runs each command once, in turn.
[[ " $PARTS " == *" wall "* ]] || exit 0
python3 - "$RESULTS/startup-interleaved.json" "$ROUNDS" "$SQURAMBLE" "$AN" "$DICT" "$WORDS" "${ANAGRAM_RACKS[@]}" <<'PY'
import json, subprocess, sys, time
out, rounds, squramble, an, dictionary, words, *racks = sys.argv[1:]
commands = {
    "squramble --version": [[squramble, "--version"]],
    "an --version": [[an, "--version"]],
    "squramble solve, 20 racks": [[squramble, "solve", "--exact", "--dict", dictionary, r] for r in racks],
    "an, 20 racks": [[an, "-l", "1", "-d", words, r] for r in racks],
}
times = {name: [] for name in commands}
for _ in range(int(rounds) + 1):  # the first round warms the page cache and is dropped
    for name, processes in commands.items():
        start = time.perf_counter()
        for argv in processes:
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times[name].append(time.perf_counter() - start)
with open(out, "w") as f:
    json.dump({"results": [{"command": name, "times": t[1:]} for name, t in times.items()]}, f)
PY
