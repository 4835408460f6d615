#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/) with coverage and AddressSanitizer, replays the
# saved inputs (Tests/HardeningTests/Fixtures/fuzz/<target>/), then fuzzes each target.
#
#   Scripts/fuzz.sh                       # CI settings: every target, 2,000 runs each
#   Scripts/fuzz.sh --runs 1000000 lexicon
#   Scripts/fuzz.sh --seconds 3600 --jobs 2 answers
#   Scripts/fuzz.sh --no-asan --seconds 600    # coverage only: about 3x more inputs/s
#
# Targets: lexicon (the .sqd reader), answers (normalisation and verdicts of typed
# answers), wordlists (DictBuild's input-list readers), playerdata (decisions files and
# stats.json, read and written back; saved dailies; review journals). The corpus grows in .build-fuzz/corpus/<target>
# across runs. A crash, or an input taking more than 10 s (a hang), stops the run with
# exit 1 and leaves the input in .build-fuzz/artifacts/; commit it to
# Tests/HardeningTests/Fixtures/fuzz/<target>/crash-<what> (swift test replays it) and
# fix the bug.
# See Documentation/Reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

runs=2000
seconds=""
# Seconds one input may take before libFuzzer reports it as a hang ("timeout-…").
timeout=10
# Seconds one bundled dictionary may take when it is replayed (a whole listing).
real_timeout=300
jobs=1
asan=1
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        --no-asan) asan=0; shift ;;
        -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
        lexicon|answers|wordlists|playerdata) targets+=("$1"); shift ;;
        *) echo "fuzz.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(lexicon answers wordlists playerdata)

product() {
    case "$1" in
        lexicon) echo FuzzLexicon ;;
        answers) echo FuzzAnswers ;;
        wordlists) echo FuzzWordLists ;;
        playerdata) echo FuzzPlayerData ;;
    esac
}

swiftc_path="$(command -v swiftc)"
runtime="$(ls "$(dirname "$swiftc_path")"/../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -1)"
if [ -z "$runtime" ]; then
    echo "fuzz.sh: libFuzzer (libclang_rt.fuzzer_no_main) not found next to $swiftc_path; this toolchain cannot fuzz" >&2
    exit 1
fi

# Coverage instrumentation everywhere; libFuzzer without its main() linked into the
# fuzz programs, whose own main calls LLVMFuzzerRunDriver (Fuzz/FuzzDriver).
scratch=.build-fuzz
# Release (-O) runs about 10x more inputs a second than debug; -enable-testing lets a
# fuzz target reach DictBuild's internal readers with @testable import.
flags=(-c release -Xswiftc -enable-testing -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table
       -Xlinker --whole-archive -Xlinker "$runtime" -Xlinker --no-whole-archive -Xlinker -lstdc++)
if [ "$asan" = 1 ]; then
    flags+=(-Xswiftc -sanitize=address)
else
    scratch=.build-fuzz-noasan
fi
work="$scratch/work"
mkdir -p "$work/artifacts"

status=0
for target in "${targets[@]}"; do
    name="$(product "$target")"
    if [ ! -d "Fuzz/$name" ]; then
        echo "fuzz.sh: $target: Fuzz/$name is not in this checkout, skipped" >&2
        continue
    fi
    echo "== $target: building $name ($( [ "$asan" = 1 ] && echo "coverage + AddressSanitizer" || echo "coverage only" ))"
    swift build --scratch-path "$scratch" --product "$name" "${flags[@]}" 2>&1 \
        | grep -v -e "Cannot export local symbol" -e "^\[[0-9]*/[0-9]*\]" || true
    bin="$(swift build --scratch-path "$scratch" -c release --show-bin-path)/$name"
    [ -x "$bin" ] || { echo "fuzz.sh: $name did not build" >&2; exit 1; }

    corpus="$work/corpus/$target"
    saved="Tests/HardeningTests/Fixtures/fuzz/$target"
    mkdir -p "$corpus" "$saved"
    "$bin" --write-seeds "$corpus"

    # Every saved input and every real file once (a crash here is a regression).
    replay=()
    while IFS= read -r -d '' f; do replay+=("$f"); done < <(find "$saved" -type f ! -name 'README*' -print0)
    if [ ${#replay[@]} -gt 0 ]; then
        echo "== $target: replaying ${#replay[@]} saved inputs"
        "$bin" -rss_limit_mb=4096 -timeout="$timeout" "${replay[@]}" > "$work/$target-replay.log" 2>&1 || {
            tail -40 "$work/$target-replay.log"; echo "fuzz.sh: $target: a saved input crashes" >&2; exit 1; }
    fi
    # The bundled dictionaries, once each: a probe lists every word, and the Italian file
    # holds 2.4 million, which takes longer than a fuzzing input may under
    # AddressSanitizer; a hang here would still be stopped, at $real_timeout seconds.
    if [ "$target" = lexicon ]; then
        real=()
        while IFS= read -r -d '' f; do real+=("$f"); done < <(find Sources/Dictionaries -name '*.sqd' -print0 2>/dev/null)
        if [ ${#real[@]} -gt 0 ]; then
            echo "== $target: replaying ${#real[@]} bundled dictionaries"
            "$bin" -rss_limit_mb=4096 -timeout="$real_timeout" "${real[@]}" > "$work/$target-real.log" 2>&1 || {
                tail -40 "$work/$target-real.log"; echo "fuzz.sh: $target: a bundled dictionary crashes" >&2; exit 1; }
        fi
    fi

    limit=(-runs="$runs")
    [ -n "$seconds" ] && limit=(-max_total_time="$seconds")
    echo "== $target: fuzzing (${limit[*]}, $jobs job(s))"
    log="$work/$target-fuzz.log"
    set +e
    if [ "$jobs" -gt 1 ]; then
        "$bin" "${limit[@]}" -jobs="$jobs" -workers="$jobs" -timeout="$timeout" -rss_limit_mb=2048 -max_len=65536 \
            -artifact_prefix="$work/artifacts/$target-" -print_final_stats=1 "$corpus" > "$log" 2>&1
    else
        "$bin" "${limit[@]}" -timeout="$timeout" -rss_limit_mb=2048 -max_len=65536 \
            -artifact_prefix="$work/artifacts/$target-" -print_final_stats=1 "$corpus" > "$log" 2>&1
    fi
    rc=$?
    set -e
    executed="$(cat "$log" fuzz-*.log 2>/dev/null | awk '/stat::number_of_executed_units/ {s += $2} END {print s + 0}' || true)"
    rm -f fuzz-*.log
    echo "$target: $executed inputs executed, corpus $(ls "$corpus" | wc -l) files, exit $rc"
    if [ "$rc" != 0 ]; then
        grep -E "ERROR|Fatal error|Test unit written|Base64|SUMMARY" "$log" | head -20
        echo "fuzz.sh: $target found a crash; the input is in $work/artifacts/ (see $log)" >&2
        status=1
    fi
done
exit "$status"
