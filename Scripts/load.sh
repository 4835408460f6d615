#!/usr/bin/env bash
# The concurrent-query load test under Thread Sanitizer: one memory-mapped dictionary
# queried from every core at once, every answer compared with the single-threaded one.
#
#   Scripts/load.sh                         # CI: 5 s on the generated and bundled dictionaries
#   Scripts/load.sh --seconds 600           # longer
#   Scripts/load.sh --no-tsan --seconds 60 --threads 16 path/to/big.sqd
#
# Builds only the Squramble library and Fuzz/LoadLexicon in
# .build-tsan, so it costs far less than `swift test --sanitize=thread`.
# See Documentation/Reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds=5
tsan=1
extra=()
paths=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds="$2"; shift 2 ;;
        --threads|--queries) extra+=("$1" "$2"); shift 2 ;;
        --no-tsan) tsan=0; shift ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        -*) echo "load.sh: unknown option $1 (try --help)" >&2; exit 64 ;;
        *) paths+=("$1"); shift ;;
    esac
done

scratch=.build-load
flags=(-c release)
if [ "$tsan" = 1 ]; then
    scratch=.build-tsan
    flags+=(--sanitize=thread)
fi
echo "== building LoadLexicon ($( [ "$tsan" = 1 ] && echo "Thread Sanitizer" || echo "no sanitizer" ))"
swift build --scratch-path "$scratch" "${flags[@]}" --product LoadLexicon 2>&1 | grep -v "^\[[0-9]*/[0-9]*\]" || true
bin="$(swift build --scratch-path "$scratch" "${flags[@]}" --show-bin-path)/LoadLexicon"

# The generated dictionary, then every bundled one (or the files given).
if [ ${#paths[@]} -eq 0 ]; then
    "$bin" --seconds "$seconds" "${extra[@]}"
    for f in Sources/Dictionaries/*/*.sqd; do
        if [ -f "$f" ]; then "$bin" --seconds "$seconds" "${extra[@]}" "$f"; fi
    done
else
    "$bin" --seconds "$seconds" "${extra[@]}" "${paths[@]}"
fi
# TSAN_OPTIONS default halt_on_error=0 exits 66 after a report; set -e stops here then.
echo "load.sh: no mismatches$( [ "$tsan" = 1 ] && echo ", no data race reported" )"
