#!/usr/bin/env bash
# Issue 28's reproductions, as the issue writes them, each under `ulimit -v 4194304`
# (4 GiB of address space) and `/usr/bin/time -v`: one line per case with its exit
# status, peak memory, wall time and the last lines it printed. Too big or too slow for
# `swift test` (300 MB lines, 100,000 exploding stems, a 1,000,000-line decisions file);
# not run by CI. Documentation/Reliability.md quotes a run.
#
#   Scripts/attack-check.sh                 # the debug build in .build (swift build first)
#   Scripts/attack-check.sh --bin DIR       # programs from DIR (e.g. .build/release)
#   Scripts/attack-check.sh --only dup      # the cases whose name contains "dup"
#
# Needs python3 and /usr/bin/time (Debian: apt-get install time).
set -uo pipefail
cd "$(dirname "$0")/.."
bin=.build/debug
only=""
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) bin="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "attack-check.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
    esac
done
[ -x /usr/bin/time ] || { echo "attack-check.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
bin="$(cd "$bin" && pwd)"
dictbuild="$bin/dictbuild"; squramble="$bin/squramble"
[ -x "$dictbuild" ] && [ -x "$squramble" ] || { echo "attack-check.sh: build dictbuild and squramble first (swift build)" >&2; exit 1; }
work="$(mktemp -d /tmp/squramble-attacks.XXXXXX)"
trap 'rm -rf "$work"' EXIT
cd "$work"

python3 - <<'EOF'
import itertools, string
letters = string.ascii_lowercase
# Case 1: 20 suffix classes that continue into each other (through one AF alias), 100 rules
# each with a 3-letter ending: a 32 KB .aff; one stem, then 100,000 stems.
classes = "ABCDEFGHIJKLMNOPQRST"
endings = ("".join(t) for t in itertools.product(letters, repeat=3))
lines = ["SET UTF-8", "AF 1", "AF " + classes]
for c in classes:
    lines.append(f"SFX {c} Y 100")
    lines += [f"SFX {c} 0 {next(endings)}/1 ." for _ in range(100)]
aff = "\n".join(lines) + "\n"
for name in ("chain", "chain100k"): open(name + ".aff", "w").write(aff)
open("chain.dic", "w").write("1\nstem/1\n")
with open("chain100k.dic", "w") as f:
    f.write("100000\n")
    for t in itertools.islice(itertools.product(letters, repeat=4), 100000): f.write("".join(t) + "/1\n")
# Case 2: one class header and rule repeated 10,000 and 20,000 times; 20,000 distinct classes.
for n in (10000, 20000):
    open(f"dup{n}.aff", "w").write("SET UTF-8\n" + "SFX A Y 1\nSFX A 0 s .\n" * n)
    open(f"dup{n}.dic", "w").write("1\ncat\n")
open("distinct.aff", "w").write("SET UTF-8\nFLAG num\n" + "".join(f"SFX {i} Y 1\nSFX {i} 0 s .\n" for i in range(1, 20001)))
open("distinct.dic", "w").write("1\ncat\n")
# Case 3: a .dic line of 300 MB and one of 50 MB.
for mb in (50, 300):
    open(f"long{mb}.aff", "w").write("SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n")
    with open(f"long{mb}.dic", "w") as f:
        f.write("2\ncat/S\n"); f.write("a" * (mb << 20)); f.write("/S\n")
# Case 4: every 3-letter string; one stem with 200 prefixes x 200 suffixes.
open("three.txt", "w").write("".join("".join(t) + "\n" for t in itertools.product(letters, repeat=3)))
pairs = ["".join(t) for t in itertools.product(letters, repeat=2)]
open("cross.aff", "w").write("SET UTF-8\nPFX P Y 200\n" + "".join(f"PFX P 0 {p} .\n" for p in pairs[:200])
                             + "SFX S Y 200\n" + "".join(f"SFX S 0 {s} .\n" for s in pairs[200:400]))
open("cross.dic", "w").write("1\nmot/PS\n")
# Minor: a decisions file of 1,000,000 lines, and 20 words to decide.
with open("big.tsv", "w") as f:
    f.write("# Squramble review decisions. One word per line, sorted by key:\n# key<TAB>decision<TAB>note      decision is target, accepted or drop\n")
    for t in itertools.islice(itertools.product(letters, repeat=5), 1000000): f.write("".join(t) + "\taccepted\n")
open("fresh.txt", "w").write("".join(f"zz{a}{b}\t5\n" for a in "abcd" for b in "abcde"))
EOF

# run NAME TIMEOUT COMMAND…: one table row.
run() {
    local name="$1" limit="$2"; shift 2
    [ -n "$only" ] && [[ "$name" != *"$only"* ]] && return
    local tv err rc peak wall msg
    tv="$(mktemp)"; err="$(mktemp)"
    ( ulimit -v 4194304; timeout "$limit" /usr/bin/time -v -o "$tv" "$@" > /dev/null 2> "$err" < /dev/null ); rc=$?
    peak="$(awk -F': ' '/Maximum resident/ { printf "%.0f MB", $2 / 1024 }' "$tv")"
    wall="$(awk -F': ' '/Elapsed \(wall/ { print $2 }' "$tv")"
    [ "$rc" = 124 ] && { wall="over ${limit} s (stopped)"; peak="-"; }
    msg="$(grep -v -e '^\s*$' -e '^Command ' "$err" | tail -2 | cut -c1-220 | tr '\n' ' ')"
    printf '| %s | %s | %s | %s | %s |\n' "$name" "$rc" "${peak:-?}" "${wall:-?}" "$msg"
    rm -f "$tv" "$err"
}

echo "| case | exit | peak memory | wall time | what it said (last lines) |"
echo "|---|---|---|---|---|"
run "1 one exploding stem (build)" 1800 "$dictbuild" build --hunspell chain.dic --output o.sqd --force -q
run "1 100,000 exploding stems (build)" 3600 "$dictbuild" build --hunspell chain100k.dic --output o.sqd --force -q
run "1 100,000 exploding stems (expand)" 3600 "$dictbuild" expand chain100k.dic --quiet
run "2 dup 10,000 headers (expand)" 600 "$dictbuild" expand dup10000.dic
run "2 dup 20,000 headers (expand)" 600 "$dictbuild" expand dup20000.dic
run "2 20,000 distinct classes (expand)" 600 "$dictbuild" expand distinct.dic
run "3 300 MB .dic line (build)" 600 "$dictbuild" build --hunspell long300.dic --output o.sqd --force -q
run "3 50 MB .dic line (build)" 600 "$dictbuild" build --hunspell long50.dic --output o.sqd --force -q
run "4 every 3-letter string (build)" 600 "$dictbuild" build --input three.txt --output o.sqd --force -q
run "4 200 prefixes x 200 suffixes (build)" 600 "$dictbuild" build --hunspell cross.dic --output o.sqd --force -q
run "minor /dev/zero as --input" 120 "$dictbuild" build --input /dev/zero --output o.sqd --force -q
run "minor /dev/zero as .aff" 120 "$dictbuild" expand cross.dic --aff /dev/zero
run "minor /dev/zero as .dic" 120 "$dictbuild" expand /dev/zero --aff cross.aff

# Minor: the time a decision takes to reach the disk with 1,000,000 decisions in the file.
if [ -z "$only" ] || [[ "review" == *"$only"* ]]; then
python3 - "$dictbuild" <<'EOF'
import os, pty, select, sys, time
dictbuild = sys.argv[1]
pid, fd = pty.fork()
if pid == 0:
    os.environ["TERM"] = "xterm-256color"; os.environ["COLUMNS"] = "100"; os.environ["LINES"] = "30"
    os.execv(dictbuild, [dictbuild, "review", "--words", "fresh.txt", "--decisions", "big.tsv", "--no-definitions"])
screen = b""
def drain(seconds):
    global screen
    end = time.time() + seconds
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.01)
        if r:
            try: screen = (screen + os.read(fd, 65536))[-4096:]
            except OSError: return
def marker():
    j = ".big.tsv.journal"
    return (os.path.getsize(j) if os.path.exists(j) else 0, os.stat("big.tsv").st_mtime_ns)
started = time.time()
while b"zz" not in screen.lower() and time.time() - started < 300: drain(0.1)
opened = time.time() - started
times = []
for _ in range(10):
    before = marker(); t0 = time.time()
    os.write(fd, b"t")
    while marker() == before and time.time() - t0 < 120: drain(0.01)
    times.append(time.time() - t0)
t0 = time.time(); os.write(fd, b"q")
try: os.waitpid(pid, 0)
except ChildProcessError: pass
close = time.time() - t0
lines = sum(1 for _ in open("big.tsv"))
print(f"| minor 1M-line decisions file, 10 decisions | - | - | median {sorted(times)[5]*1000:.0f} ms, max {max(times)*1000:.0f} ms a decision (open {opened:.1f} s, quit {close:.1f} s) | file now {lines} lines |")
EOF
fi
