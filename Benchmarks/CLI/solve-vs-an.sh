#!/bin/sh
# Whole-process timing of `squramble solve` against Debian's `an -w` on the same words.
#
#   Benchmarks/CLI/solve-vs-an.sh [letters]
#
# Builds the insane-size English dictionary from /usr/share/dict/american-english-insane
# with dictbuild, exports its accepted words as a plain list for `an` (so both tools
# search exactly the same 415,767 words), and runs hyperfine on both.
# Needs: swift, hyperfine, wamerican-insane, an (in /usr/games).
set -eu
letters=${1:-retaining}
here=$(cd "$(dirname "$0")/../.." && pwd)
work=${TMPDIR:-/tmp}/squramble-bench
mkdir -p "$work"
(cd "$here" && swift build -c release --product squramble && swift build -c release --product dictbuild)
bin="$here/.build/release"
"$bin/dictbuild" build --input /usr/share/dict/american-english-insane --output "$work/insane.sqd" --force -q
# Every accepted word: the sub-anagrams of a rack with nine of every letter.
rack=$(python3 -c "
import unicodedata
letters = 'abcdefghijklmnopqrstuvwxyz' + ''.join(chr(c) for c in range(0xe0, 0x180)
    if chr(c).isalpha() and chr(c).islower() and unicodedata.normalize('NFKC', chr(c)) == chr(c) and chr(c).casefold() == chr(c))
print(''.join(c * 9 for c in letters))")
"$bin/squramble" solve "$rack" --min-length 1 --dict "$work/insane.sqd" \
    | sed 's/^[0-9]* letters ([0-9]*): //' | tr ' ' '\n' | LC_ALL=C sort > "$work/insane-words.txt"
echo "words: $(wc -l < "$work/insane-words.txt")"
an=$(command -v an || echo /usr/games/an)
hyperfine -N --warmup 3 --runs 30 \
    "$bin/squramble solve $letters --min-length 1 --dict $work/insane.sqd" \
    "$an -w -d $work/insane-words.txt $letters"
