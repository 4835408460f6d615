#!/usr/bin/env bash
# Issue 15's numbers for the bundled dictionaries, one block per language: rare targets,
# coverage of the 5,000 most frequent words, names among targets and targets a public
# profanity list marks, with the lists Documentation/Measuring.md names. The sample
# measure needs a person, so it is not run here (see Measuring.md, "sample").
#
#   Scripts/measure-bundled.sh --firstnames firstnames.csv --countries DIR --ldnoobw DIR
#                              [--dsojevic en.json] [--borderline N] [--subtitles DIR] [LANG...]
#
# --firstnames  MatthiasWinkelmann/firstname-database's firstnames.csv (GNU FDL 1.2: the
#               names of the language's countries are written to a temporary folder,
#               used for the check and deleted)
# --countries   a checkout of umpirsky/country-list (data/LANG/country.txt)
# --ldnoobw     a checkout of LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words
#               (the checking list: the bundled files are built from its V2, not from it)
# --dsojevic    dsojevic/profanity-list's en.json, a second checking list for English
# --borderline  how many of the targets an offensive or names input touches to print,
#               each with the rule that let it through (default 40; -1 all; the count
#               per rule is always printed)
# --subtitles  hermitdave/FrequencyWords' content/2018 folder: the share of the 3,000 most
#               frequent words of the language's film subtitles (DIR/LANG/LANG_50k.txt, pt:
#               pt_br) the dictionary accepts, raw and with names, foreign words and
#               fragments aside, each set aside by stated evidence (the language's and the
#               English-speaking countries' first names, the country list, the recipe's
#               names inputs, Hunspell; measure-dictionary.py subtitle_exclusions), every
#               word set aside printed
# LANG defaults to en es fr de it pt. Needs a release dictbuild (swift build -c release
# --build-path .build-release --product dictbuild, or DICTBUILD=PATH), python3 with
# wordfreq 3.1.1, and hunspell with the languages' dictionaries.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DICTBUILD=${DICTBUILD:-"$ROOT/.build-release/release/dictbuild"}
[ -x "$DICTBUILD" ] || { echo "error: no dictbuild at $DICTBUILD: build it (swift build -c release --build-path .build-release --product dictbuild) or set DICTBUILD" >&2; exit 2; }
FIRSTNAMES="" COUNTRIES="" LDNOOBW="" DSOJEVIC="" BORDERLINE=40 SUBTITLES="" LANGS=()
while [ $# -gt 0 ]; do
    case "$1" in
        --firstnames) FIRSTNAMES=$2; shift 2 ;;
        --countries) COUNTRIES=$2; shift 2 ;;
        --ldnoobw) LDNOOBW=$2; shift 2 ;;
        --dsojevic) DSOJEVIC=$2; shift 2 ;;
        --borderline) BORDERLINE=$2; shift 2 ;;
        --subtitles) SUBTITLES=$2; shift 2 ;;
        -*) echo "error: unknown option $1" >&2; exit 2 ;;
        *) LANGS+=("$1"); shift ;;
    esac
done
for need in FIRSTNAMES COUNTRIES LDNOOBW; do
    [ -n "${!need}" ] || { echo "error: --$(echo "$need" | tr 'A-Z' 'a-z') is required (see the top of $0)" >&2; exit 2; }
done
[ -f "$FIRSTNAMES" ] || { echo "error: no file $FIRSTNAMES" >&2; exit 2; }
[ ${#LANGS[@]} -gt 0 ] || LANGS=(en es fr de it pt)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# The first names of the countries where the language is spoken, one a line.
python3 - "$FIRSTNAMES" "$TMP" <<'PY'
import csv, sys
columns = {"en": ["Great Britain", "Ireland", "U.S.A."], "es": ["Spain"], "fr": ["France", "Belgium"],
           "de": ["Germany", "Austria", "Swiss"], "it": ["Italy"], "pt": ["Portugal"]}
with open(sys.argv[1], encoding="utf-8") as f:
    rows = list(csv.DictReader(f, delimiter=";"))
for lang, countries in list(columns.items()) + [("en-" + l, columns["en"] + c) for l, c in columns.items()]:
    names = sorted({r["name"].replace("+", " ").strip() for r in rows if any((r.get(c) or "").strip() for c in countries)})
    with open(f"{sys.argv[2]}/first-{lang}.txt", "w", encoding="utf-8") as out:
        out.write("\n".join(names) + "\n")
PY

measure() { python3 "$ROOT/Scripts/measure-dictionary.py" --dictbuild "$DICTBUILD" "$@" 2>&1 | grep -v '^  not counted'; }
for lang in "${LANGS[@]}"; do
    sqd="$(ls "$ROOT"/Sources/Dictionaries/*/"$lang.sqd" 2>/dev/null | head -1)"
    dir="$ROOT/wordlists/$lang"
    [ -f "$sqd" ] || { echo "error: no bundled dictionary $sqd" >&2; exit 2; }
    echo "== $lang"
    measure rare "$sqd"
    coverage=()
    [ "$lang" = en ] && coverage=(--exclude "$dir"/scowl/*abbreviations*)
    lists=("$TMP/first-$lang.txt" "$COUNTRIES/data/$lang/country.txt")
    [ -f "$dir/places.txt" ] && lists+=("$dir/places.txt")
    # German nouns are capitalised, so the lowercase rule of coverage leaves them out.
    [ "$lang" = de ] && coverage+=(--capitalised --exclude-names "${lists[@]}")
    measure coverage "$sqd" "${coverage[@]}" --list 20
    common=(--common "$dir/names-also-words.txt")
    [ -f "$dir/places-also-nouns.txt" ] && common+=("$dir/places-also-nouns.txt")
    measure names "$sqd" "${lists[@]}" "${common[@]}" --list 20
    checking=("$LDNOOBW/$lang")
    [ "$lang" = en ] && [ -n "$DSOJEVIC" ] && checking+=("$DSOJEVIC")
    python3 "$ROOT/Scripts/offensive-check.py" "$sqd" "${checking[@]}" --ours "$dir/offensive.tsv" --dictbuild "$DICTBUILD"
    measure borderline "$sqd" "$dir/recipe.json" --list "$BORDERLINE"
    if [ -n "$SUBTITLES" ]; then
        sub=$lang; [ "$lang" = pt ] && sub=pt_br
        # Film subtitles carry English-speaking names in every language (`john`, `jack`).
        measure subtitles "$sqd" "$SUBTITLES/$sub/${sub}_50k.txt" --recipe "$dir/recipe.json" --list 30 \
            --exclude "$TMP/first-en-$lang.txt" "$COUNTRIES/data/$lang/country.txt"
    fi
done
