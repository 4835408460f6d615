#!/usr/bin/env bash
# Installs squramble and dictbuild where they belong, working from anywhere afterwards:
#   PREFIX/bin/squramble, PREFIX/bin/dictbuild
#   PREFIX/share/squramble/*.sqd            the bundled dictionaries (found from bin/../share/squramble)
#   PREFIX/share/squramble/licenses/        the licences of their data (de.sqd and it.sqd are GPL)
#   PREFIX/share/bash-completion/completions/, PREFIX/share/zsh/site-functions/,
#   PREFIX/share/fish/vendor_completions.d/  shell completions, made by ArgumentParser
#
#   Scripts/install.sh                           # PREFIX=/usr/local, release build
#   PREFIX=$HOME/.local Scripts/install.sh
#   Scripts/install.sh --prefix DIR [--debug] [--scratch-path DIR]
#
# `--version` of both programs names the commit they were built from
# (Scripts/stamp-version.sh stamps it before the build and puts the file back after).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

prefix="${PREFIX:-/usr/local}"
config=release
scratch=.build
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 64; }; prefix="$2"; shift 2 ;;
        --debug) config=debug; shift ;;
        --scratch-path) [ $# -ge 2 ] || { echo "install.sh: --scratch-path needs a folder" >&2; exit 64; }; scratch="$2"; shift 2 ;;
        -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

trap 'Scripts/stamp-version.sh --restore' EXIT
echo "install.sh: building commit $(Scripts/stamp-version.sh) ($config)"
for product in squramble dictbuild; do
    swift build -c "$config" --scratch-path "$scratch" --product "$product" 2>&1 | grep -v '^\[[0-9]*/[0-9]*\]' || true
done
bin="$(swift build -c "$config" --scratch-path "$scratch" --show-bin-path)"
for product in squramble dictbuild; do
    [ -x "$bin/$product" ] || { echo "install.sh: $product did not build" >&2; exit 1; }
done

share="$prefix/share"
install -d "$prefix/bin" "$share/squramble/licenses" "$share/bash-completion/completions" \
    "$share/zsh/site-functions" "$share/fish/vendor_completions.d"
install -m 755 "$bin/squramble" "$bin/dictbuild" "$prefix/bin/"
# The web page and the OpenAPI document of `squramble serve` are the server target's
# resources, found beside the program.
rm -rf "$prefix/bin/Squramble_SqurambleServer.resources"
cp -R "$bin/Squramble_SqurambleServer.resources" "$prefix/bin/"
install -m 644 Sources/Dictionaries/*/*.sqd "$share/squramble/"
install -m 644 wordlists/licenses/* "$share/squramble/licenses/"
for lang in wordlists/*/SOURCES.md; do
    install -m 644 "$lang" "$share/squramble/licenses/SOURCES-$(basename "$(dirname "$lang")").md"
done
for program in squramble dictbuild; do
    "$prefix/bin/$program" --generate-completion-script bash > "$share/bash-completion/completions/$program"
    "$prefix/bin/$program" --generate-completion-script zsh > "$share/zsh/site-functions/_$program"
    "$prefix/bin/$program" --generate-completion-script fish > "$share/fish/vendor_completions.d/$program.fish"
done
echo "install.sh: installed $("$prefix/bin/squramble" --version) in $prefix"
