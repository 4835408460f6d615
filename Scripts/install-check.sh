#!/usr/bin/env bash
# Issue 26: an install works anywhere. Copies this checkout to a temporary folder,
# installs from there into a temporary prefix (Scripts/install.sh --debug), deletes the
# copy and its build folder, then from another working folder: plays a round, solves,
# checks --version and the completions, builds a dictionary with dictbuild and plays
# it; and, with the installed dictionaries moved away, checks that nothing is found
# (no path back to a source checkout).
#
#   Scripts/install-check.sh             # from a copy of the checkout, built from scratch
#   Scripts/install-check.sh --in-place  # CI: installs from this checkout's own debug build,
#                                        # then moves the whole checkout (build folder and
#                                        # all) out of the way while the installed programs
#                                        # run, and puts it back

set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
in_place=0
case "${1:-}" in
    "") ;;
    --in-place) in_place=1 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "install-check.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
esac

work="$(mktemp -d "${TMPDIR:-/tmp}/squramble-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() { echo "install-check.sh: $*" >&2; exit 1; }

commit="$(git rev-parse --short=10 HEAD)"
if [ "$in_place" = 1 ]; then
    Scripts/install.sh --prefix "$work/prefix" --debug >"$work/install.log" 2>&1 \
        || { tail -30 "$work/install.log"; fail "Scripts/install.sh failed"; }
    root="$PWD"
    hidden="$root.moved-by-install-check.$$"
    mv "$root" "$hidden"
    trap 'mv "$hidden" "$root"; rm -rf "$work"' EXIT
    [ ! -e "$root" ] || fail "the checkout is still at $root"
else
    # The checkout as it is (tracked and new files, not the build folders), with its git
    # folder so the commit can be stamped.
    mkdir -p "$work/src"
    git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf - | tar -C "$work/src" -xf -
    cp -R .git "$work/src/.git" 2>/dev/null || cp -R "$(git rev-parse --git-dir)" "$work/src/.git"
    (cd "$work/src" && Scripts/install.sh --prefix "$work/prefix" --debug >"$work/install.log" 2>&1) \
        || { tail -30 "$work/install.log"; fail "Scripts/install.sh failed"; }
    rm -rf "$work/src"
    [ ! -e "$work/src" ] || fail "the checkout copy is still there"
fi

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

# The web game from the installed program: its page and its API.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$bin/squramble" serve --port "$port" >"$work/serve.log" 2>&1 &
server=$!
page=""
for _ in $(seq 1 100); do
    page="$(python3 -c "import urllib.request,sys; print(urllib.request.urlopen('http://127.0.0.1:$port/').read().decode())" 2>/dev/null)" && break
    sleep 0.3
done
kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true
case "$page" in *"<html"*) ;; *) fail "squramble serve did not serve its page: $(tail -3 "$work/serve.log")" ;; esac

# Without its share/squramble, the program finds no dictionary: nothing points back
# to the sources it was built from.
mv "$work/prefix/share/squramble" "$work/prefix/share/moved"
if out="$("$bin/squramble" solve stone 2>&1)"; then fail "a dictionary was found with none installed: $out"; fi
[ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "not one line when no dictionary is installed: $out"
echo "install-check.sh: installed from a deleted copy (commit $commit), played, solved and built a dictionary from $work/elsewhere"
