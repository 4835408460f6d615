#!/usr/bin/env bash
# Runs schemathesis (PyPI) against a `squramble serve` on a free port: every operation
# of /openapi.json with generated requests, checking statuses, content types and reply
# schemas against the document. A short run (about a minute); 0 failures expected.
#
#   Tests/SqurambleServerTests/Scripts/schemathesis.sh [--release] [--examples N]
#
# Needs `schemathesis` on PATH (`pip install schemathesis`). Exits with schemathesis's status.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export PATH="/opt/swift/usr/bin:$PATH"

configuration=debug
examples=25
while [ $# -gt 0 ]; do
    case "$1" in
        --release) configuration=release ;;
        --examples) examples="$2"; shift ;;
        *) echo "schemathesis.sh: unknown option $1 (use --release, --examples N)" >&2; exit 64 ;;
    esac
    shift
done
command -v schemathesis >/dev/null || { echo "schemathesis.sh: schemathesis is not installed (pip install schemathesis)" >&2; exit 1; }

swift build -c "$configuration" --product squramble >&2
program="$(swift build -c "$configuration" --show-bin-path)/squramble"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
log="$(mktemp)"
SQURAMBLE_SERVER_KEY="$(head -c 32 /dev/urandom | base64)" "$program" serve --port "$port" --dict en --dict es 2>"$log" >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 1 100); do
    curl -fs "http://127.0.0.1:$port/api/v1/hello" >/dev/null 2>&1 && break
    kill -0 "$server" 2>/dev/null || { echo "schemathesis.sh: the server did not start:" >&2; cat "$log" >&2; exit 1; }
    sleep 0.1
done

# positive_data_acceptance is left out: a request that fits the schema may still be
# refused on purpose (a random string is a well-formed but false game token, a random
# language is not served), with a documented 4xx.
schemathesis run "http://127.0.0.1:$port/openapi.json" \
    --checks all --exclude-checks positive_data_acceptance \
    --max-examples "$examples" --workers 2 \
    --suppress-health-check all \
    --seed 2026
