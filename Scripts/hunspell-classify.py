#!/usr/bin/env python3
"""Classifies the differences Scripts/hunspell-differential.sh finds for one language.

    hunspell-classify.py missed OURS MISSED     # forms Hunspell accepts that we do not generate
    hunspell-classify.py rejected REJECTED ACCEPTED_WITH_BLANK   # forms Hunspell rejects

Prints one line per kind: the count and a few examples.
"""
import sys

def show(kinds):
    for kind, items in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        print("    %6d %s: %s" % (len(items), kind, " | ".join(items[:6])))

def missed(ours_path, missed_path):
    items = [l.rstrip("\n") for l in open(missed_path, encoding="utf-8", errors="replace") if l.strip("\n")]
    wanted = {}
    for m in items:
        for variant in (m.lower(), m[:1].lower() + m[1:], m.rstrip()):
            wanted.setdefault(variant, []).append(m)
    present = set()
    for line in open(ours_path, encoding="utf-8", errors="replace"):
        w = line.rstrip("\n")
        if w in wanted:
            present.add(w)
    kinds = {}
    for m in items:
        if all(c.isdigit() or c in ".,:-/" for c in m):
            kind = "numbers (Hunspell accepts any number)"
        elif m.rstrip() != m and m.rstrip() in present:
            kind = "stem with a trailing blank in the .dic (we drop the blank)"
        elif m.lower() in present or m[:1].lower() + m[1:] in present:
            kind = "capitalised or upper-case variant of a form we generate (Hunspell accepts those)"
        else:
            kind = "not generated, unexplained"
        kinds.setdefault(kind, []).append(m)
    show(kinds)

def rejected(rejected_path, blank_path):
    items = [l.rstrip("\n") for l in open(rejected_path, encoding="utf-8", errors="replace") if l.strip("\n")]
    blank = set(l.rstrip("\n").rstrip() for l in open(blank_path, encoding="utf-8", errors="replace"))
    kinds = {}
    for r in items:
        kind = ("the .dic has this stem with a trailing blank; Hunspell keeps the blank, we drop it"
                if r in blank else "rejected, unexplained")
        kinds.setdefault(kind, []).append(r)
    show(kinds)

if sys.argv[1] == "missed":
    missed(sys.argv[2], sys.argv[3])
else:
    rejected(sys.argv[2], sys.argv[3])
