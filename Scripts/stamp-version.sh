#!/usr/bin/env bash
# Writes the git commit of this checkout into Sources/SqurambleTerminal/BuildVersion.swift,
# so `squramble --version` and `dictbuild --version` say what they were built from.
# No network: `git rev-parse` only. Scripts/install.sh runs it before building and puts
# the file back after (`--restore`).
#
#   Scripts/stamp-version.sh            # stamp the current commit ("-dirty" if changed)
#   Scripts/stamp-version.sh --restore  # put the checked-in file back
set -euo pipefail
cd "$(dirname "$0")/.."
file=Sources/SqurambleTerminal/BuildVersion.swift
case "${1:-}" in
    --restore) git checkout -- "$file" 2>/dev/null || true; exit 0 ;;
    "") ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "stamp-version.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
esac
if commit="$(git rev-parse --short=10 HEAD 2>/dev/null)"; then
    # The stamp itself is not a change of the sources.
    if [ -n "$(git status --porcelain --untracked-files=no -- . ":(exclude)$file" 2>/dev/null)" ]; then commit="$commit-dirty"; fi
else
    commit="unknown (not a git checkout)"
fi
sed -i -E "s|^(    package static let commit = ).*\$|\1\"$commit\"|" "$file"
grep -q "static let commit = \"$commit\"" "$file" || { echo "stamp-version.sh: could not stamp $file" >&2; exit 1; }
echo "$commit"
