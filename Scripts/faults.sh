#!/usr/bin/env bash
# The fault tests, longer: kill -9 loops (dictbuild build, review decisions, stats
# writes), full and read-only disks, Ctrl-C at every stage, and the engine flood.
# They are the HardeningTests suites that `swift test` runs with short settings.
#
#   Scripts/faults.sh                          # 200 kill-loop iterations, 1,000,000 engine requests
#   Scripts/faults.sh --iterations 1000 --requests 100000
#
# Needs root for the tmpfs disks (otherwise those tests say "skipped" and the
# ulimit -f and permission tests still run). See Documentation/Reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

iterations=200
requests=1000000
while [ $# -gt 0 ]; do
    case "$1" in
        --iterations) iterations="$2"; shift 2 ;;
        --requests) requests="$2"; shift 2 ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "faults.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
    esac
done

swift build --build-tests 2>&1 | grep -v "^\[[0-9]*/[0-9]*\]" || true
SQURAMBLE_FAULT_ITERATIONS="$iterations" SQURAMBLE_ENGINE_REQUESTS="$requests" \
    swift test --skip-build --filter 'HardeningTests\.(KillLoopTests|FullDiskTests|InterruptTests|EngineFloodTests)' 2>&1 \
    | grep -E "^(kill -9|dictbuild build|squramble play|engine flood)|✘|✔ Suite|Test run|skipped"
