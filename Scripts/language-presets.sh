#!/usr/bin/env bash
# Shows what the language presets do to quick builds of the installed Hunspell
# dictionaries (/usr/share/hunspell): for German, French, Spanish and Italian, the
# report's line for the Hunspell input, the proper-noun and elision counts, and
# `dictbuild lookup` of the words the presets are about (nouns, ligatures, elided forms,
# display forms).
#
#   Scripts/language-presets.sh                  # de fr es it
#   Scripts/language-presets.sh fr               # one language
#   FREQUENCY_DIR=/tmp/wf Scripts/language-presets.sh
#   DICTBUILD=.build/debug/dictbuild Scripts/language-presets.sh de
#
# With FREQUENCY_DIR, a file FREQUENCY_DIR/wordfreq-<lang>.tsv (word<TAB>zipf) is given
# to the build as --frequency, so display forms follow the frequency evidence; one can
# be made with wordfreq (`pip install wordfreq`):
#   python3 -c 'import math,wordfreq; [print(f"{w}\t{math.log10(p*1e9):.2f}") for w,p in wordfreq.get_frequency_dict("fr").items() if p >= 1e-8]' > wordfreq-fr.tsv
# The dictionaries stay in .build/language-presets/. Not for CI (a minute or more a language).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(de fr es it)

# DICTBUILD=path uses a dictbuild already built.
if [ -z "${DICTBUILD:-}" ]; then
    swift build -c release --product dictbuild >&2
    DICTBUILD=$(swift build -c release --show-bin-path)/dictbuild
fi
dictbuild=$DICTBUILD
work=.build/language-presets
mkdir -p "$work"

for lang in "${langs[@]}"; do
    case $lang in
        de) dic=de_DE; words=(Haus Frau Mann Straße STRASSE Mädchen Buße Busse Maße Masse Ägypterin schön schon) ;;
        fr) dic=fr_FR; words=(cœur coeur œuvre sœur "aujourd'hui" aujourdhui "presqu'île" "quelqu'un" "l'homme" "qu'il" mais maïs ou où élève élevé) ;;
        es) dic=es_ES; words=(el él si sí más mas año ano niños casas) ;;
        it) dic=it_IT; words=("po'" po "dell'anno" "l'uomo" perché anno) ;;
        *) echo "no examples for $lang" >&2; continue ;;
    esac
    frequency=()
    if [ -n "${FREQUENCY_DIR:-}" ] && [ -f "$FREQUENCY_DIR/wordfreq-$lang.tsv" ]; then
        frequency=(--frequency "$FREQUENCY_DIR/wordfreq-$lang.tsv")
    fi
    out="$work/$lang.sqd"
    echo "== $lang: dictbuild build --hunspell /usr/share/hunspell/$dic.dic ${frequency[*]} --language $lang -o $out --force"
    "$dictbuild" build --hunspell "/usr/share/hunspell/$dic.dic" "${frequency[@]}" --language "$lang" -o "$out" --force \
        2>/dev/null | grep -E '^(wrote|words:)|Hunspell:|^  (proper-noun|elision|abbreviation) ' || true
    echo "== dictbuild lookup $out ${words[*]}"
    "$dictbuild" lookup "$out" "${words[@]}" || true
done
