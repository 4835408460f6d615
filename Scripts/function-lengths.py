#!/usr/bin/env python3
"""Lists the functions (and initialisers, subscripts, computed bodies) of Swift files
that are longer than a limit, longest first.

    Scripts/function-lengths.py [--limit 80] [PATH...]   # default: Sources/DictBuild

A function's length is counted from the line of its `func`/`init`/`subscript` keyword to
the line of the brace that closes its body. Braces inside strings and comments are
skipped. Exit status 1 when some function is over the limit."""
import argparse, os, re, sys

DECL = re.compile(r'^\s*(?:@[\w()]+\s+)*(?:(?:public|private|fileprivate|internal|package|static|class|'
                  r'mutating|nonmutating|override|final|nonisolated|@inline\(__always\)|@discardableResult)\s+)*'
                  r'(func\s+[^\s(<]+|init[?!]?|subscript)\s*[(<]')

def strip(line, state):
    """The line without string literals and comments; `state` carries block comments and
    multi-line strings from line to line."""
    out, i = [], 0
    while i < len(line):
        if state['block']:
            end = line.find('*/', i)
            if end < 0: return ''.join(out)
            state['block'] = False; i = end + 2; continue
        if state['multiline']:
            end = line.find('"""', i)
            if end < 0: return ''.join(out)
            state['multiline'] = False; i = end + 3; continue
        if line.startswith('//', i): break
        if line.startswith('/*', i): state['block'] = True; i += 2; continue
        if line.startswith('"""', i): state['multiline'] = True; i += 3; continue
        if line[i] == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == '\\' else 1
            i += 1; continue
        out.append(line[i]); i += 1
    return ''.join(out)

def functions(path):
    lines = open(path, encoding='utf-8').read().split('\n')
    state = {'block': False, 'multiline': False}
    depth, open_decls, found = 0, [], []
    pending = None
    for n, raw in enumerate(lines, 1):
        code = strip(raw, state)
        m = DECL.match(code)
        if m and pending is None: pending = (n, m.group(1).replace('func ', ''))
        for ch in code:
            if ch == '{':
                depth += 1
                if pending: open_decls.append((depth, pending)); pending = None
            elif ch == '}':
                if open_decls and open_decls[-1][0] == depth:
                    _, (start, name) = open_decls.pop()
                    found.append((n - start + 1, path, start, name))
                depth -= 1
    return found

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--limit', type=int, default=80)
    parser.add_argument('paths', nargs='*', default=['Sources/DictBuild'])
    args = parser.parse_args()
    found = []
    for root in args.paths:
        for folder, _, files in os.walk(root):
            for name in files:
                if name.endswith('.swift'): found += functions(os.path.join(folder, name))
    over = sorted((f for f in found if f[0] > args.limit), reverse=True)
    for length, path, start, name in over:
        print(f'{length:4d} lines  {path}:{start}  {name}')
    longest = max(found, default=(0, '', 0, ''))
    print(f'{len(found)} functions, {len(over)} over {args.limit} lines; longest {longest[0]} ({longest[1]}:{longest[2]} {longest[3]})',
          file=sys.stderr)
    return 1 if over else 0

sys.exit(main())
