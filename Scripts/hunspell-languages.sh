#!/usr/bin/env bash
# Builds every installed Debian Hunspell dictionary (/usr/share/hunspell, from the
# hunspell-* packages) with one quick-build command each, and prints the table of
# Documentation/Languages.md: forms made, words kept, targets, time, peak memory, and
# whether frequency and offensive-word data were found. Nightly-length (hours for all
# of them), not for .ci/run.
#
#   Scripts/hunspell-languages.sh                     # every .dic in /usr/share/hunspell
#   Scripts/hunspell-languages.sh el_GR ru_RU he_IL   # some of them
#   Scripts/hunspell-languages.sh --install           # first apt-get install every hunspell-* package
#   Scripts/hunspell-languages.sh --frequencies sv_SE # first `dictbuild frequency sv` (wordfreq, pip install wordfreq)
#   HURTLEX=path/to/hurtlex Scripts/hunspell-languages.sh sv_SE
#                                     # first `dictbuild offensive sv HURTLEX/lexica/SV/1.2/hurtlex_SV.tsv`
#
# The command each language gets is the one a new user would type:
#   dictbuild build --hunspell /usr/share/hunspell/X.dic --language TAG --output X.sqd
# which finds the language's frequency list in the frequency folder when `dictbuild
# frequency LANG` made one ($SQURAMBLE_FREQUENCY_DIR, else ~/.local/share/squramble/frequency;
# with --frequencies the script makes it first, for the languages wordfreq has, and the
# English list of the loanword rule, "+ English" in the table), plus
# --blocklist wordlists/LANG/offensive.tsv when the project has one; else it finds the
# offensive-word list `dictbuild offensive` made from HurtLex ($SQURAMBLE_OFFENSIVE_DIR, else
# ~/.local/share/squramble/offensive; with HURTLEX, a copy of valeriobasile/hurtlex, the
# script makes it first: CC BY-NC-SA 4.0, not shipped). TAG is the file's
# name with "-" for "_" (ar_AE → ar-AE), cut to language and region. Budgets are
# dictbuild's defaults unless given in DICTBUILD_ARGS (e.g. "--max-hunspell-seconds 600").
# Needs a release dictbuild (swift build -c release --product dictbuild, or DICTBUILD=path)
# and GNU time (/usr/bin/time). HUNSPELL_DIR=folder reads the .dic files from another folder. Dictionaries and reports stay in .build/hunspell-languages/.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DICTBUILD=${DICTBUILD:-$ROOT/.build/release/dictbuild}
[ -x "$DICTBUILD" ] || { echo "error: build it first: swift build -c release --product dictbuild (or set DICTBUILD)" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time is missing: apt-get install -y time" >&2; exit 1; }
HUNSPELL_DIR=${HUNSPELL_DIR:-/usr/share/hunspell}
NAMES=()
FREQUENCIES=no
for arg in "$@"; do
    case $arg in
        --install)
            mapfile -t packages < <(apt-cache search --names-only '^hunspell-' | cut -d' ' -f1 | grep -v -e '-tools$' -e '^hunspell-dbg')
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >&2 ;;
        --frequencies) FREQUENCIES=yes ;;
        -*) echo "error: unknown option $arg" >&2; exit 64 ;;
        *) NAMES+=("$arg") ;;
    esac
done
if [ ${#NAMES[@]} -eq 0 ]; then
    for dic in $HUNSPELL_DIR/*.dic; do
        [ -L "$dic" ] && continue   # a region's link to another file: built once, under its target's name
        NAMES+=("$(basename "$dic" .dic)")
    done
fi
WORK="$ROOT/.build/hunspell-languages"
mkdir -p "$WORK"
echo "| dictionary | tag | stems | forms made | words kept | targets | time | peak memory | frequency | offensive list | result |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---|---|---|"
# The English list, for the loanword rule of every other language's build.
if [ "$FREQUENCIES" = yes ]; then
    "$DICTBUILD" frequency en 2> "$WORK/en.frequency.err" || grep -q 'already exists' "$WORK/en.frequency.err" \
        || sed 's/^/  /' "$WORK/en.frequency.err" >&2
fi
for name in "${NAMES[@]}"; do
    dic=$HUNSPELL_DIR/$name.dic
    [ -f "$dic" ] || { echo "| $name | | | | | | | | | | no $dic |"; continue; }
    tag=$(echo "$name" | tr '_' '-' | cut -d- -f1-2)
    lang=${tag%%-*}
    extra=()
    offensive=no
    code=$(echo "$lang" | tr a-z A-Z); case $code in NB|NN) code=NO ;; esac
    if [ -n "${HURTLEX:-}" ] && [ -f "$HURTLEX/lexica/$code/1.2/hurtlex_$code.tsv" ] && [ ! -f "$ROOT/wordlists/$lang/offensive.tsv" ]; then
        "$DICTBUILD" offensive "$lang" "$HURTLEX/lexica/$code/1.2/hurtlex_$code.tsv" --force 2> "$WORK/$name.offensive.err" \
            || sed 's/^/  /' "$WORK/$name.offensive.err" >&2
    fi
    if [ "$FREQUENCIES" = yes ]; then
        "$DICTBUILD" frequency "$lang" --force 2> "$WORK/$name.frequency.err" || sed 's/^/  /' "$WORK/$name.frequency.err" >&2
    fi
    if [ -f "$ROOT/wordlists/$lang/offensive.tsv" ]; then
        extra+=(--blocklist "$ROOT/wordlists/$lang/offensive.tsv"); offensive="project's"
    fi
    # shellcheck disable=SC2086
    if /usr/bin/time -v "$DICTBUILD" build --hunspell "$dic" --language "$tag" --output "$WORK/$name.sqd" --force -q \
        --report-json "$WORK/$name.json" "${extra[@]}" ${DICTBUILD_ARGS:-} 2> "$WORK/$name.err"; then
        result=built
    else
        result="failed: $(grep -v -e '^\s' -e '^Command being timed' "$WORK/$name.err" | grep -m1 -i 'error' | cut -c1-220 | tr '|' '/')"
    fi
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$WORK/$name.err")
    peak=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f MiB", $2 / 1024 }' "$WORK/$name.err")
    counts="| | | | |" frequency=? found_offensive=?
    if [ "$result" = built ]; then
        IFS=$'\t' read -r counts frequency found_offensive < <(python3 - "$WORK/$name.json" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
h = next((i.get("expansion") for i in r["inputs"] if i.get("expansion")), None) or {}
found = r.get("found", [])
frequency = "wordfreq (found)" if any(f.startswith("frequency list") for f in found) else "no" if "noFrequency" in r.get("missing", []) else "given"
if any(f.startswith("English frequency list") for f in found): frequency += " + English"
offensive = "HurtLex (found)" if any(f.startswith("offensive-word list") for f in found) else "no" if "noOffensiveList" in r.get("missing", []) else "given"
print(f"| {h.get('stems', 0):,} | {h.get('forms', 0):,} | {r['accepted']:,} | {r['targets']:,} |\t{frequency}\t{offensive}")
EOF
)
        [ "$offensive" = no ] && offensive=$found_offensive
    fi
    echo "| $name | $tag $counts $wall | $peak | $frequency | $offensive | $result |"
done
