#!/usr/bin/env bash
# Issue 26: the build-tool plugin. Examples/PluginExample keeps a recipe and a word list
# in its own target; SqurambleDictionaryPlugin builds them into animals.sqd, bundled as
# its resource. This script builds the example and plays it, adds a word to the list and
# checks the dictionary was rebuilt and takes the word, then checks that the restored
# list and a clean rebuild of the dictionary (plugin outputs deleted) give the first
# file's bytes. It works on a copy of the example (depending on this checkout by path),
# so nothing in the checkout changes; its own build folder: .build-plugin-example.
#
#   Scripts/plugin-example.sh           incremental: reuses the build folder
#   Scripts/plugin-example.sh --clean   deletes it first: the first build is a clean one
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
root="$PWD"
scratch="$root/.build-plugin-example"

clean=0
case "${1:-}" in
    "") ;;
    --clean) clean=1 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "plugin-example.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
esac

fail() { echo "plugin-example.sh: $*" >&2; exit 1; }

[ "$clean" = 1 ] && rm -rf "$scratch/build"
# The copy: the example's manifest and sources, its path dependency pointed at this checkout.
example="$scratch/PluginExample"
rm -rf "$example"
mkdir -p "$example"
cp -R Examples/PluginExample/Package.swift Examples/PluginExample/Sources "$example/"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$example/Package.swift"
grep -q "path: \"$root\"" "$example/Package.swift" || fail "could not point the copy's manifest at $root"
list="$example/Sources/AnimalWords/animals.txt"

log="$scratch/plugin-example.log"
: >"$log"
build() {
    echo "== swift build ($1)" >>"$log"
    if ! swift build --package-path "$example" --scratch-path "$scratch/build" >>"$log" 2>&1; then
        tail -30 "$log"
        fail "Examples/PluginExample does not build ($1; full log: $log)"
    fi
}
# Whether the last build in the log ran the plugin's command.
rebuilt() { awk '/^== swift build/ { ran = 0 } /Building dictionary animals.sqd/ { ran = 1 } END { exit !ran }' "$log"; }

build "first"
bin="$(swift build --package-path "$example" --scratch-path "$scratch/build" --show-bin-path)"
sqd="$bin/PluginExample_AnimalWords.resources/animals.sqd"
found="$(cd "$bin" && find . -name '*.sqd' | sort)"
[ "$found" = "./PluginExample_AnimalWords.resources/animals.sqd" ] \
    || fail "expected animals.sqd alone in $bin, found: ${found:-nothing}"

# Plays one round: the list's words are all there, and the round's answer is credited.
words="$(wc -l <"$list" | tr -d ' ')"
out="$("$bin/AnimalWords")" || fail "AnimalWords failed: $out"
[ "$(sed -n 1p <<<"$out")" = "Animals (PluginExample): $words words" ] || fail "unexpected first line (the list has $words words): $out"
grep -Eq '^scrambled: [A-Z]( [A-Z])+$' <<<"$out" || fail "no scrambled word: $out"
grep -Eq '^answer [a-z]+: correct: ' <<<"$out" || fail "the answer was not credited: $out"
"$bin/AnimalWords" --check ocelot >/dev/null && fail "ocelot is a word before it is in the list"
cp "$sqd" "$scratch/first.sqd"
echo "plugin-example.sh: built and played: $(tr '\n' ';' <<<"$out" | sed 's/;$//; s/;/; /g')"

# Nothing changed: nothing rebuilt (so "rebuilt" below means the change did it). The
# build after a fresh one may still run the command once more: SwiftPM 6.3 compiles the C
# target CICU both for the plugin's tool and for the program, and the next build finds
# the tool relinked. The one after that must be quiet.
build "settling"
build "nothing changed"
rebuilt && fail "the dictionary was rebuilt though nothing changed"

# A word added to the list: the dictionary is rebuilt and takes it.
echo ocelot >>"$list"
build "ocelot added"
rebuilt || fail "the dictionary was not rebuilt after its word list changed"
cmp -s "$sqd" "$scratch/first.sqd" && fail "animals.sqd did not change after its word list changed"
"$bin/AnimalWords" --check ocelot >/dev/null || fail "ocelot was added to the list but is not in animals.sqd"
echo "plugin-example.sh: ocelot added to animals.txt: the dictionary was rebuilt and takes it"

# The list as it was: the first file's bytes again.
cp Examples/PluginExample/Sources/AnimalWords/animals.txt "$list"
build "list restored"
rebuilt || fail "the dictionary was not rebuilt after its word list was restored"
cmp -s "$sqd" "$scratch/first.sqd" || fail "the restored list gives another animals.sqd than the first build"
# A clean build of the dictionary: the plugin's outputs and the bundle deleted.
rm -rf "$scratch/build/plugins/outputs" "$bin/PluginExample_AnimalWords.resources"
build "plugin outputs deleted"
rebuilt || fail "the dictionary was not rebuilt after the plugin's outputs were deleted"
cmp -s "$sqd" "$scratch/first.sqd" || fail "a clean rebuild gives another animals.sqd than the first build"
"$bin/AnimalWords" --check ocelot >/dev/null && fail "ocelot is still a word after the list was restored"
echo "plugin-example.sh: the restored list and a clean rebuild give the first build's bytes ($(wc -c <"$sqd" | tr -d ' ') bytes)"
