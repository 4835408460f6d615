#!/usr/bin/env bash
# Compares `dictbuild expand` with Hunspell itself on the installed dictionaries
# (/usr/share/hunspell), per language:
#
#   precision  forms we generate that Hunspell rejects (each line checked whole through
#              libhunspell; HUNSPELL_L=1 also counts what `hunspell -l` reports, which
#              splits lines into tokens: "DD.HH." is checked as "DD" and "HH")
#   recall     forms of unmunch's output that Hunspell accepts without compounding and
#              that we do not generate (when unmunch gives more than UNMUNCH_SAMPLE=1000000
#              forms we do not, a fixed random sample of them is checked); and the same
#              for the TOP_WORDS=5000 most frequent words of the language (wordfreq;
#              `pip install wordfreq`)
#
#   Scripts/hunspell-differential.sh                 # es_ES fr_FR de_DE it_IT pt_BR nl
#   Scripts/hunspell-differential.sh de_DE nl
#
# "Without compounding": the word is accepted by Hunspell with the same .dic and an .aff
# whose compounding directives (COMPOUNDFLAG, COMPOUNDBEGIN/MIDDLE/END, COMPOUNDRULE, …)
# are removed. The lists of differences stay in .build/hunspell-differential/<LANG>/.
# Needs hunspell, hunspell-tools (unmunch), the hunspell-* dictionaries, a C compiler.
# Slow-ish (minutes per language): not for CI.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(es_ES fr_FR de_DE it_IT pt_BR nl)
top=${TOP_WORDS:-5000}
sample=${UNMUNCH_SAMPLE:-1000000}

work=.build/hunspell-differential
mkdir -p "$work"
swift build -c release --product dictbuild 2>&1 | grep -v "^\[" || true
dictbuild="$(swift build -c release --show-bin-path)/dictbuild"
cc -O2 -o "$work/hunspell-check" Scripts/hunspell-check.c -l:libhunspell-1.7.so.0
check="$work/hunspell-check"

# parallel_check AFF DIC --rejected|--accepted IN OUT: hunspell-check on two halves at once.
parallel_check() {
    local part
    split -n l/2 -d "$4" "$4.part-"
    for part in "$4".part-0?; do "$check" "$1" "$2" "$3" < "$part" > "$part.out" & done
    wait
    cat "$4".part-0?.out > "$5"
    rm -f "$4".part-0?*
}

for lang in "${langs[@]}"; do
    dic=/usr/share/hunspell/$lang.dic
    aff=/usr/share/hunspell/$lang.aff
    [ -f "$dic" ] || { echo "$lang: $dic is not installed, skipped" >&2; continue; }
    out="$work/$lang"
    mkdir -p "$out"
    # The same dictionary without compounding, and without BREAK (which accepts
    # "a-b" when "a" and "b" are words: a compound too).
    grep -v -E '^(COMPOUNDFLAG|COMPOUNDBEGIN|COMPOUNDMIDDLE|COMPOUNDEND|COMPOUNDLAST|COMPOUNDFIRST|COMPOUNDRULE|BREAK)' "$aff" > "$out/plain.aff"
    echo "BREAK 0" >> "$out/plain.aff"
    cp "$dic" "$out/plain.dic"

    "$dictbuild" expand "$dic" --max-length 1000 2> "$out/expand.log" | LC_ALL=C sort -u > "$out/ours.txt"
    stems=$(grep -o '^[^ ]* [0-9]* stems' "$out/expand.log" | grep -o '[0-9]* stems' | cut -d' ' -f1)
    forms=$(wc -l < "$out/ours.txt")

    # Precision: every form, whole, through libhunspell.
    parallel_check "$aff" "$dic" --rejected "$out/ours.txt" "$out/rejected.txt"
    if [ "${HUNSPELL_L:-0}" = 1 ]; then
        hunspell -d "/usr/share/hunspell/$lang" -l < "$out/ours.txt" | LC_ALL=C sort -u > "$out/rejected-l.txt" || true
        tokens=" (hunspell -l: $(wc -l < "$out/rejected-l.txt") tokens)"
    else
        tokens=""
    fi

    # Recall: unmunch's forms and the most frequent words that we do not generate and
    # that Hunspell accepts without compounding.
    unmunch "$dic" "$aff" 2>/dev/null | grep -v "^[[:space:]]*$" | LC_ALL=C sort -u > "$out/unmunch.txt" || true
    LC_ALL=C comm -23 "$out/unmunch.txt" "$out/ours.txt" > "$out/unmunch-only.txt"
    # unmunch misreads FLAG long and UTF-8 (pt_BR: 83 million lines, nearly all wrong);
    # beyond $sample lines, a fixed random sample of them is checked (and said so).
    only=$(wc -l < "$out/unmunch-only.txt")
    if [ "$only" -gt "$sample" ]; then
        shuf -n "$sample" --random-source=<(yes) "$out/unmunch-only.txt" | LC_ALL=C sort > "$out/unmunch-checked.txt"
        checked="a sample of $sample"
    else
        cp "$out/unmunch-only.txt" "$out/unmunch-checked.txt"
        checked="all"
    fi
    parallel_check "$out/plain.aff" "$out/plain.dic" --accepted "$out/unmunch-checked.txt" "$out/missed-unmunch.txt"

    python3 -c "import sys, wordfreq; print('\\n'.join(wordfreq.top_n_list(sys.argv[1], int(sys.argv[2]))))" \
        "${lang%%_*}" "$top" | LC_ALL=C sort -u > "$out/top.txt"
    "$check" "$out/plain.aff" "$out/plain.dic" --accepted < "$out/top.txt" > "$out/top-accepted.txt"
    LC_ALL=C comm -23 "$out/top-accepted.txt" "$out/ours.txt" > "$out/missed-top.txt"

    sed 's/$/ /' "$out/rejected.txt" | "$check" "$aff" "$dic" --accepted > "$out/rejected-blank.txt"
    printf '%-6s stems %7s  forms %9s  rejected by hunspell %5s%s  unmunch: %s forms, %s we do not make (checked: %s), %s of those accepted  top %s: %s accepted, %s not generated\n' \
        "$lang" "$stems" "$forms" "$(wc -l < "$out/rejected.txt")" "$tokens" "$(wc -l < "$out/unmunch.txt")" \
        "$only" "$checked" "$(wc -l < "$out/missed-unmunch.txt")" \
        "$top" "$(wc -l < "$out/top-accepted.txt")" "$(wc -l < "$out/missed-top.txt")"
    [ -s "$out/rejected.txt" ] && { echo "  rejected:"; python3 Scripts/hunspell-classify.py rejected "$out/rejected.txt" "$out/rejected-blank.txt" "$aff"; }
    [ -s "$out/missed-unmunch.txt" ] && { echo "  unmunch forms not generated:"; python3 Scripts/hunspell-classify.py missed "$out/ours.txt" "$out/missed-unmunch.txt" "$aff"; }
    [ -s "$out/missed-top.txt" ] && { echo "  frequent words not generated:"; python3 Scripts/hunspell-classify.py missed "$out/ours.txt" "$out/missed-top.txt" "$aff"; }
    true
done
