#!/usr/bin/env bash
# The browser tests: starts the built `squramble serve` on a free port, waits for it,
# runs Tests/BrowserTests/run.py in headless Chromium, and stops the server.
#
#   Tests/BrowserTests/run.sh                      # after `swift build`
#   Tests/BrowserTests/run.sh --screenshots Documentation/Web
#   Tests/BrowserTests/run.sh -k daily             # only the tests whose name has "daily"
#
# Needs /usr/bin/chromium and /usr/bin/chromedriver (Debian: chromium, chromium-driver)
# and Selenium (pip install selenium). SQURAMBLE=path/to/squramble picks another build.
set -euo pipefail
cd "$(dirname "$0")/../.."

export PATH="/opt/swift/usr/bin:$PATH"
squramble="${SQURAMBLE:-$(swift build --show-bin-path)/squramble}"
if [ ! -x "$squramble" ]; then
    echo "browser tests: $squramble is not built; run swift build first" >&2
    exit 1
fi

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
log="$(mktemp -t squramble-serve.XXXXXX)"
"$squramble" serve --host 127.0.0.1 --port "$port" >"$log" 2>&1 &
server=$!
stop() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -f "$log"
}
trap stop EXIT

for _ in $(seq 1 300); do
    if python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
        "http://127.0.0.1:$port/api/v1/hello" >/dev/null 2>&1; then break; fi
    if ! kill -0 "$server" 2>/dev/null; then
        echo "browser tests: squramble serve stopped before answering:" >&2
        cat "$log" >&2
        exit 1
    fi
    sleep 0.2
done

status=0
python3 Tests/BrowserTests/run.py --base "http://127.0.0.1:$port" --squramble "$squramble" "$@" || status=$?
if [ "$status" -ne 0 ]; then
    echo "browser tests: the server's log:" >&2
    tail -n 40 "$log" >&2
fi
exit "$status"
