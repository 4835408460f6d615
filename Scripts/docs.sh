#!/usr/bin/env bash
# Builds the DocC documentation of the Squramble library (Sources/Squramble/Squramble.docc
# and the doc comments) and fails on any DocC warning, any undocumented public symbol,
# or any public type the landing page's topics leave out.
#
#   Scripts/docs.sh                  # CI: build and check; the archive is left in
#                                    # .build-docs/plugins/Swift-DocC/outputs/Squramble.doccarchive
#   Scripts/docs.sh --preview        # serve it on http://localhost:8080 while you write
#
# The DocC plugin (swift-docc-plugin, exact 1.5.0) is a dependency only when
# SQURAMBLE_DOCS=1, which this script sets (see Package.swift), so a package that depends
# on Squramble never resolves it. The build has its own scratch folder, .build-docs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export SQURAMBLE_DOCS=1

scratch=.build-docs
case "${1:-}" in
    "") ;;
    --preview)
        exec swift package --scratch-path "$scratch" --disable-sandbox preview-documentation --target Squramble ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "docs.sh: unknown argument $1 (try --help)" >&2; exit 64 ;;
esac

log="$scratch/docs.log"
mkdir -p "$scratch"
# --warnings-as-errors: a broken link, a missing parameter, an unknown topic fails the build.
if ! swift package --scratch-path "$scratch" generate-documentation --target Squramble \
        --warnings-as-errors --analyze >"$log" 2>&1; then
    grep -E -A8 '(warning|error):' "$log" || tail -40 "$log"
    echo "docs.sh: the documentation does not build cleanly (full log: $log)" >&2
    exit 1
fi
# DocC does not count symbols without a comment; the symbol graph it read does.
graph="$(find "$scratch" -path '*extracted-symbols*' -name Squramble.symbols.json | head -1)"
if [ -z "$graph" ]; then
    echo "docs.sh: no symbol graph for Squramble under $scratch (did the plugin change where it puts it?)" >&2
    exit 1
fi
python3 Scripts/doc-coverage.py "$graph"
# Every public type has a place in the landing page's topics (Squramble.docc/Squramble.md):
# DocC puts one that has none in a group of its own making.
archive="$scratch/plugins/Swift-DocC/outputs/Squramble.doccarchive"
python3 - "$archive/data/documentation/squramble.json" <<'PY'
import json, sys
page = json.load(open(sys.argv[1], encoding='utf-8'))
loose = [i.rsplit('/', 1)[-1] for s in page.get('topicSections', []) if s.get('generated') for i in s['identifiers']]
if loose:
    print('docs.sh: not in a topic of Squramble.docc/Squramble.md: ' + ', '.join(loose), file=sys.stderr)
    sys.exit(1)
PY
echo "docs.sh: documentation built: $archive"
