#!/usr/bin/env python3
"""Classifies the differences Scripts/hunspell-differential.sh finds for one language.

    hunspell-classify.py missed OURS MISSED AFF # forms Hunspell accepts that we do not generate
    hunspell-classify.py rejected REJECTED ACCEPTED_WITH_BLANK [AFF]   # forms Hunspell rejects

Prints one line per kind: the count and a few examples.
"""
import sys

def show(kinds):
    for kind, items in sorted(kinds.items(), key=lambda kv: -len(kv[1])):
        print("    %6d %s: %s" % (len(items), kind, " | ".join(items[:6])))

def case_variants(word):
    return [word.lower(), word.upper(), word[:1].lower() + word[1:], word[:1].upper() + word[1:]]

def input_conversion(aff_path):
    """The ICONV pairs of an .aff: Hunspell converts what it checks with them (nl: ij -> ĳ)."""
    pairs, header = [], True
    for line in open(aff_path, encoding="utf-8", errors="replace"):
        f = line.split()
        if len(f) >= 2 and f[0] == "ICONV":
            if header:
                header = False
            elif len(f) >= 3:
                pairs.append((f[1], f[2]))
    return sorted(pairs, key=lambda p: -len(p[0]))

def convert(word, pairs):
    out, i = [], 0
    while i < len(word):
        for a, b in pairs:
            if word.startswith(a, i):
                out.append(b); i += len(a); break
        else:
            out.append(word[i]); i += 1
    return "".join(out)

def missed(ours_path, missed_path, aff_path):
    pairs = input_conversion(aff_path)
    items = [l.rstrip("\n") for l in open(missed_path, encoding="utf-8", errors="replace") if l.strip("\n")]
    wanted = {}
    for m in items:
        for variant in case_variants(m) + [m.rstrip(), m.rstrip("."), convert(m, pairs)] + case_variants(convert(m, pairs)):
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
        elif m.endswith(".") and m.rstrip(".") in present:
            kind = "a form we generate and a full stop (Hunspell checks a word without its final full stops)"
        elif m.rstrip() != m and m.rstrip() in present:
            kind = "stem with a trailing blank in the .dic (we drop the blank)"
        elif any(v in present for v in case_variants(m)):
            kind = "another capitalisation of a form we generate (Hunspell accepts Capitalised and UPPER forms)"
        elif convert(m, pairs) != m and any(v in present for v in [convert(m, pairs)] + case_variants(convert(m, pairs))):
            kind = "another spelling of a form we generate, which Hunspell's ICONV table converts (nl: ij to ĳ)"
        else:
            kind = "not generated, unexplained"
        kinds.setdefault(kind, []).append(m)
    show(kinds)

def rejected(rejected_path, blank_path, aff_path=None):
    pairs = input_conversion(aff_path) if aff_path else []
    items = [l.rstrip("\n") for l in open(rejected_path, encoding="utf-8", errors="replace") if l.strip("\n")]
    blank = set(l.rstrip("\n").rstrip() for l in open(blank_path, encoding="utf-8", errors="replace"))
    kinds = {}
    for r in items:
        if r in blank:
            kind = "the .dic has this stem with a trailing blank; Hunspell keeps the blank, we drop it"
        elif convert(r, pairs) != r:
            kind = ("the .dic spells it with what Hunspell's ICONV table converts before looking a word up "
                    "(nl: ij to ĳ), so Hunspell can never find it")
        else:
            kind = "rejected, unexplained"
        kinds.setdefault(kind, []).append(r)
    show(kinds)

if sys.argv[1] == "missed":
    missed(sys.argv[2], sys.argv[3], sys.argv[4])
else:
    rejected(*sys.argv[2:5])
