#!/usr/bin/env python3
"""Cuts a small excerpt out of an installed Hunspell dictionary for the tests: some stems
(the words asked for, then every k-th line of the .dic) and, of the .aff, the directives
and exactly the affix classes those stems reach (through continuation classes too).
Suggestion tables (TRY, KEY, REP, MAP, PHONE) and comments are left out.

    Scripts/hunspell-excerpt.py es_ES Tests/DictBuildTests/Fixtures/hunspell/excerpts/es_ES \
        --stems 200 --words casa,niño,tener
    Scripts/hunspell-excerpt.py it_IT .../it_IT --words casa,andare --skip-flags T,X,q,r,I
"""
import argparse, re

SKIPPED = {b"TRY", b"KEY", b"REP", b"MAP", b"PHONE"}

def flags_of(field, flag_type, aliases):
    if aliases:
        try:
            return aliases[int(field) - 1]
        except (ValueError, IndexError):
            return []
    if flag_type == "long":
        return [field[i:i + 2] for i in range(0, len(field) - 1, 2)]
    if flag_type == "num":
        return [f for f in field.split(b",") if f]
    if flag_type == "UTF-8":
        return [c.encode() for c in field.decode("utf-8", "replace")]
    return [bytes([b]) for b in field]

def entry_end(line):
    """Where the word/flags part of a .dic line ends (before morphological fields)."""
    m = re.search(rb"[ \t]+\S\S:", line)
    end = m.start() if m and m.start() > 0 else len(line)
    tab = line.find(b"\t")
    return min(end, tab) if tab >= 0 else end

def split_entry(line):
    part = line[:entry_end(line)]
    i = 1
    while True:
        slash = part.find(b"/", i)
        if slash < 0:
            return part, b""
        if part[slash - 1:slash] != b"\\":
            return part[:slash], part[slash + 1:].rstrip()
        i = slash + 1

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lang")
    parser.add_argument("out")
    parser.add_argument("--stems", type=int, default=200)
    parser.add_argument("--words", default="")
    parser.add_argument("--skip-flags", default="", help="leave out (unless asked for) stems with one of these flags")
    args = parser.parse_args()
    aff = open("/usr/share/hunspell/%s.aff" % args.lang, "rb").read().split(b"\n")
    dic = open("/usr/share/hunspell/%s.dic" % args.lang, "rb").read().split(b"\n")

    flag_type, aliases = "char", []
    classes = {}  # (kind, flag) -> [line indices]
    for i, raw in enumerate(aff):
        f = raw.split()
        if not f:
            continue
        if f[0] == b"FLAG" and len(f) > 1:
            flag_type = f[1].decode()
        if f[0] == b"AF" and len(f) > 1 and not re.fullmatch(rb"\d+", f[1]):
            aliases.append(flags_of(f[1], flag_type, []))
        if f[0] in (b"PFX", b"SFX") and len(f) > 1:
            key = (f[0], flags_of(f[1], flag_type, [])[0] if flag_type != "num" else f[1])
            classes.setdefault(key, []).append(i)

    wanted = set(w.encode() for w in args.words.split(",") if w)
    # Lines starting with "/" are notes, not stems (Hunspell 1.7.1 reads them as the word "/").
    stems = [l for l in dic[1:] if l.strip() and not l.startswith(b"/")]
    chosen = [l for l in stems if split_entry(l)[0] in wanted]
    step = max(1, len(stems) // max(1, args.stems - len(chosen)))
    chosen_set = set(chosen)
    skipped = set(f.encode() for f in args.skip_flags.split(",") if f)
    for l in stems[::step]:
        if len(chosen_set) >= args.stems:
            break
        if not skipped.intersection(flags_of(split_entry(l)[1], flag_type, aliases)):
            chosen_set.add(l)
    chosen = [l for l in stems if l in chosen_set]

    used, todo = set(), []
    for l in chosen:
        todo += flags_of(split_entry(l)[1], flag_type, aliases)
    while todo:
        flag = todo.pop()
        if flag in used:
            continue
        used.add(flag)
        for kind in (b"PFX", b"SFX"):
            for i in classes.get((kind, flag), []):
                f = aff[i].split()
                if len(f) > 3 and b"/" in f[3]:
                    todo += flags_of(f[3].split(b"/", 1)[1], flag_type, aliases)

    out = []
    for i, raw in enumerate(aff):
        f = raw.split()
        if not f or f[0].startswith(b"#") or f[0] in SKIPPED:
            continue
        if f[0] in (b"PFX", b"SFX"):
            key = (f[0], flags_of(f[1], flag_type, [])[0] if flag_type != "num" else f[1]) if len(f) > 1 else None
            if key is None or key[1] not in used:
                continue
        out.append(raw.rstrip(b"\r"))
    if aff[0].startswith(b"\xef\xbb\xbf") and not out[0].startswith(b"\xef\xbb\xbf"):
        out[0] = b"\xef\xbb\xbf" + out[0]
    open(args.out + ".aff", "wb").write(b"\n".join(out) + b"\n")
    open(args.out + ".dic", "wb").write(b"%d\n" % len(chosen) + b"\n".join(c.rstrip(b"\r") for c in chosen) + b"\n")
    print("%s: %d stems, %d affix classes" % (args.out, len(chosen), len(used)))

main()
