#!/usr/bin/env python3
"""Lists the public symbols of a module that have no documentation comment, from the
symbol graph the compiler extracts (the one `swift package generate-documentation`
leaves in its scratch folder).

    Scripts/doc-coverage.py PATH/Squramble.symbols.json

A symbol counts as documented when its comment has a summary line: a first line
that is not empty. Members the compiler makes up (`hashValue`, `hash(into:)` of a
synthesised `Hashable`) have no place in the source and are skipped; a member whose
only comment is its protocol's (`description` of `CustomStringConvertible`) counts as
documented, as DocC shows that comment. Exit status 1 when any symbol is undocumented."""
import json, sys

def undocumented(graph):
    """(file, line, kind, path) of every symbol with a source location and no summary line."""
    missing = []
    for symbol in graph['symbols']:
        location = symbol.get('location')
        if location is None:
            continue
        lines = (symbol.get('docComment') or {}).get('lines') or []
        if lines and lines[0]['text'].strip():
            continue
        path = location['uri'].split('/Sources/', 1)[-1]
        missing.append((path, location['position']['line'] + 1,
                        symbol['kind']['displayName'], '.'.join(symbol['pathComponents'])))
    return sorted(missing)

def main():
    if len(sys.argv) != 2:
        print('usage: doc-coverage.py PATH/Module.symbols.json', file=sys.stderr)
        return 64
    try:
        with open(sys.argv[1], encoding='utf-8') as file:
            graph = json.load(file)
    except (OSError, ValueError) as error:
        print(f'doc-coverage.py: cannot read the symbol graph {sys.argv[1]}: {error}', file=sys.stderr)
        return 1
    missing = undocumented(graph)
    for path, line, kind, name in missing:
        print(f'{path}:{line}: {kind} {name} has no documentation comment')
    written = sum(1 for symbol in graph['symbols'] if symbol.get('location') is not None)
    print(f'doc-coverage: {written - len(missing)} of {written} public symbols documented '
          f'({len(graph["symbols"]) - written} without a place in the source skipped: synthesised, or inherited from the standard library)', file=sys.stderr)
    return 1 if missing else 0

if __name__ == '__main__':
    sys.exit(main())
