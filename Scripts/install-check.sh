#!/usr/bin/env bash
# Issue 26: an install works anywhere. Copies this checkout to a temporary folder,
# installs from there into a temporary prefix (Scripts/install.sh --debug), deletes the
# copy and its build folder, then from another working folder: plays a round, solves,
# checks --version and the completions, builds a dictionary with dictbuild and plays
# it; and, with the installed dictionaries moved away, checks that nothing is found
# (no path back to a source checkout).
#
#   Scripts/install-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
case "${1:-}" in
    "") ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) echo "install-check.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
esac

work="$(mktemp -d "${TMPDIR:-/tmp}/squramble-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() { echo "install-check.sh: $*" >&2; exit 1; }

# The checkout as it is (tracked and new files, not the build folders), with its git
# folder so the commit can be stamped.
mkdir -p "$work/src"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -C "$work/src" -xf -
cp -R .git "$work/src/.git" 2>/dev/null || cp -R "$(git rev-parse --git-dir)" "$work/src/.git"
commit="$(git rev-parse --short=10 HEAD)"
(cd "$work/src" && Scripts/install.sh --prefix "$work/prefix" --debug >"$work/install.log" 2>&1) \
    || { tail -30 "$work/install.log"; fail "Scripts/install.sh failed"; }
rm -rf "$work/src"
[ ! -e "$work/src" ] || fail "the checkout copy is still there"

bin="$work/prefix/bin"
mkdir -p "$work/elsewhere" && cd "$work/elsewhere"
export SQURAMBLE_DICT="" XDG_DATA_HOME="$work/data" HOME="$work/home"

out="$(printf '/quit\n' | "$bin/squramble" play --rounds 1 --seed 7 2>&1)" || fail "a round did not play: $out"
case "$out" in *"Round 1 of 1"*) ;; *) fail "no round was dealt: $out" ;; esac
out="$("$bin/squramble" solve stone)" || fail "solve failed: $out"
case "$out" in *notes*) ;; *) fail "solve stone did not find notes: $out" ;; esac
out="$("$bin/squramble" solve casa --language es)" || fail "solve in Spanish failed: $out"
case "$out" in *saca*) ;; *) fail "the Spanish dictionary was not found: $out" ;; esac
for program in squramble dictbuild; do
    version="$("$bin/$program" --version)"
    case "$version" in *"(commit $commit"*) ;; *) fail "$program --version does not name commit $commit: $version" ;; esac
done
for file in bash-completion/completions/squramble zsh/site-functions/_dictbuild fish/vendor_completions.d/squramble.fish; do
    grep -q "dictbuild\|squramble" "$work/prefix/share/$file" || fail "no completion in share/$file"
done

printf 'stone\nnotes\nonset\ntones\nsteno\nseton\n' > words.txt
"$bin/dictbuild" build --input words.txt --output words.sqd -q || fail "dictbuild could not build from another folder"
out="$("$bin/squramble" solve tones --dict words.sqd)" || fail "the built dictionary does not play: $out"
case "$out" in *onset*) ;; *) fail "the built dictionary lacks onset: $out" ;; esac

# Without its share/squramble, the program finds no dictionary: nothing points back
# to the sources it was built from.
mv "$work/prefix/share/squramble" "$work/prefix/share/moved"
if out="$("$bin/squramble" solve stone 2>&1)"; then fail "a dictionary was found with none installed: $out"; fi
[ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "not one line when no dictionary is installed: $out"
echo "install-check.sh: installed from a deleted copy (commit $commit), played, solved and built a dictionary from $work/elsewhere"
