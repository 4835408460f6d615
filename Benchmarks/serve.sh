#!/usr/bin/env bash
# squramble serve under load (issue 25): wrk at 64 connections on POST /api/v1/guess
# (a real answer judged on a sealed game token) beside the same server's trivial route
# (GET /api/v1/hello: the framework's own ceiling), in alternating slices of one run,
# then the server's resident memory sampled over a longer run of guesses.
#
#   Benchmarks/serve.sh                   # 3 × 10 s per route, alternating; memory over 10 minutes
#   Benchmarks/serve.sh --short           # 5 s per route, memory over 30 s (to try it)
#   Benchmarks/serve.sh --seconds 20 --rounds 5 --rss-seconds 120 --connections 64 --threads 2
#   Benchmarks/serve.sh --scratch-path .build-release   # build somewhere else than .build
#   Benchmarks/serve.sh --debug --short                 # the debug build, to try the script
#
# Needs wrk (Debian: apt-get install wrk), curl and python3. Not a test: figures depend
# on the machine; Documentation/Performance.md quotes them with the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds=10 rounds=3 rss_seconds=600 connections=64 threads=2 scratch=() configuration=release
while [ $# -gt 0 ]; do
    case "$1" in
        --short) seconds=5 rounds=1 rss_seconds=30 ;;
        --seconds) seconds="$2"; shift ;;
        --rounds) rounds="$2"; shift ;;
        --rss-seconds) rss_seconds="$2"; shift ;;
        --connections) connections="$2"; shift ;;
        --threads) threads="$2"; shift ;;
        --scratch-path) scratch=(--scratch-path "$2"); shift ;;
        --debug) configuration=debug ;;
        *) echo "serve.sh: unknown option $1" >&2; exit 64 ;;
    esac
    shift
done
command -v wrk >/dev/null || { echo "serve.sh: wrk is not installed (apt-get install wrk)" >&2; exit 1; }

swift build -c "$configuration" "${scratch[@]}" --product squramble >&2
program="$(swift build -c "$configuration" "${scratch[@]}" --show-bin-path)/squramble"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
work="$(mktemp -d)"
SQURAMBLE_SERVER_KEY="$(head -c 32 /dev/urandom | base64)" "$program" serve --port "$port" --dict en >/dev/null 2>"$work/log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 100); do curl -fs "$base/api/v1/hello" >/dev/null 2>&1 && break; sleep 0.1; done

# A Twist game and one of its answers: every request judges a real word on the same token.
curl -fs -H 'Content-Type: application/json' -d '{"mode":"twist","rounds":1,"seed":2026}' "$base/api/v1/new" >"$work/new.json"
python3 - "$work" "$base" <<'PY'
import json, sys, urllib.request
work, base = sys.argv[1], sys.argv[2]
game = json.load(open(f"{work}/new.json"))
letters = "".join(game["round"]["tiles"])
ask = urllib.request.Request(f"{base}/api/v1/solve", data=json.dumps({"letters": letters, "min_length": 3}).encode(),
                             headers={"Content-Type": "application/json"})
words = [w for g in json.load(urllib.request.urlopen(ask))["groups"] for w in g["words"]]
body = json.dumps({"game": game["game"], "word": words[len(words) // 2]})
open(f"{work}/guess.lua", "w").write(
    'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
    f"wrk.body = {json.dumps(body)}\n")
print(f"guess: {words[len(words) // 2]!r} on a Twist rack {letters!r}, token of {len(game['game'])} characters", file=sys.stderr)
PY

# Requests per second and latency percentiles from wrk's report, one slice at a time:
# hello and guess alternate (--rounds slices of --seconds each), so that a change in the
# machine's load during the run weighs on both routes alike.
measure() {  # name, slice, then wrk's arguments
    local name="$1" slice="$2"; shift 2
    wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency "$@" >"$work/$name.$slice.txt"
}
echo "$configuration build; wrk: $threads threads, $connections connections, $rounds × ${seconds} s per route, alternating; $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for slice in $(seq 1 "$rounds"); do
    measure hello "$slice" "$base/api/v1/hello"
    measure guess "$slice" -s "$work/guess.lua" "$base/api/v1/guess"
done
python3 - "$work" "$rounds" <<'PY'
import re, statistics, sys
work, rounds = sys.argv[1], int(sys.argv[2])
def ms(value):
    number, unit = re.match(r"([\d.]+)(us|ms|s|m)", value).groups()
    return float(number) * {"us": 0.001, "ms": 1, "s": 1000, "m": 60000}[unit]
def read(name, slice):
    text = open(f"{work}/{name}.{slice}.txt").read()
    if "requests in" not in text or "50%" not in text:
        sys.exit(f"serve.sh: wrk gave no figures for {name} (slice {slice}):\n{text}")
    found = re.search(r"(\d+) requests in ([\d.]+)(ms|s|m)", text)
    requests, seconds = int(found.group(1)), float(found.group(2)) * {"ms": 0.001, "s": 1, "m": 60}[found.group(3)]
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    return dict(requests=requests, seconds=seconds, p50=ms(re.search(r"50%\s+(\S+)", text).group(1)),
                p99=ms(re.search(r"99%\s+(\S+)", text).group(1)), errors=int(errors.group(1)) if errors else 0)
runs = {name: [read(name, s) for s in range(1, rounds + 1)] for name in ("hello", "guess")}
for s in range(rounds):
    h, g = runs["hello"][s], runs["guess"][s]
    print(f"slice {s + 1}: hello {h['requests'] / h['seconds']:8.0f} req/s, guess {g['requests'] / g['seconds']:8.0f} req/s, "
          f"guess / hello = {(g['requests'] / g['seconds']) / (h['requests'] / h['seconds']):.2f}")
rate = {}
for name in ("hello", "guess"):
    r = runs[name]
    rate[name] = sum(x["requests"] for x in r) / sum(x["seconds"] for x in r)
    errors = sum(x["errors"] for x in r)
    print(f"{name:<6} {rate[name]:>10.0f} req/s   p50 {statistics.median(x['p50'] for x in r):7.2f} ms   "
          f"p99 {statistics.median(x['p99'] for x in r):7.2f} ms   (latencies: median of the slices)" + (f"   NON-2XX {errors}" if errors else ""))
print(f"guess / hello = {rate['guess'] / rate['hello']:.2f}")
PY

# Resident memory while guesses keep coming, sampled every 10 s (every second when short).
interval=$(( rss_seconds >= 120 ? 10 : 1 ))
wrk -t"$threads" -c"$connections" -d"${rss_seconds}s" -s "$work/guess.lua" "$base/api/v1/guess" >/dev/null &
load=$!
samples=()
for _ in $(seq 1 $(( rss_seconds / interval ))); do
    sleep "$interval"
    samples+=("$(awk '/VmRSS/ {print $2}' "/proc/$server/status")")
done
wait "$load" || true
printf '%s\n' "${samples[@]}" | python3 -c "
import sys
kib = [int(line) for line in sys.stdin if line.strip()]
n = len(kib)
print(f'RSS over {$rss_seconds} s of guesses ({n} samples): first {kib[0] / 1024:.1f} MiB, peak {max(kib) / 1024:.1f} MiB, '
      f'last {kib[-1] / 1024:.1f} MiB; peak of the first half {max(kib[:n // 2 or 1]) / 1024:.1f} MiB, of the second half {max(kib[n // 2:]) / 1024:.1f} MiB')
"
