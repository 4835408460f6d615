#!/usr/bin/env python3
"""Writes the person and brand names of SCOWL that are not German common words.

Usage: dictbuild expand hunspell/de_DE.dic --max-length 15 |
           german-names.py hunspell/de_DE.dic OUTPUT KEEP_FILE SCOWL_NAMES...

German capitalises every noun, so the proper-noun rule (a word only ever capitalised is
a name) cannot tell `Peter` from `Peter`'s neighbour `Wetter`; a name list must. SCOWL's
English proper-name lists (`english-proper-names.*`, `american-proper-names.*`: first
names, surnames, brands, places, in their international spelling) give the names; this
leaves out those that are German words, so the list never drops a noun:
- a name that is a stem of de_DE.dic with a flag other than S (genitive), m and M
  (diminutive): igerman98 writes names as `Anna/S`, `Peter/SM`, nouns as `Mann/SEPTm`;
- a name that the expansion on standard input makes from another stem (`Sterne` is a
  plural of `Stern`, `Winters` a genitive of `Winter`, `Gene` a plural of `Gen`);
- a name listed in KEEP_FILE, one a line: German words these rules miss (a person's
  judgement, see SOURCES.md).
Only names of letters alone are kept. Output is sorted.
"""
import sys

NAME_FLAGS = set("SmM")


def stems_with_flags(dic):
    """Each stem of a .dic with the set of its flags."""
    stems = {}
    with open(dic, encoding="utf-8") as f:
        next(f)
        for line in f:
            stem, _, rest = line.strip().partition("/")
            flags = rest.split()[0] if rest.strip() else ""
            stems.setdefault(stem, set()).update(flags)
    return stems


def read_names(paths):
    """One-word names of letters from SCOWL lists."""
    names = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            names.update(w for w in (line.strip() for line in f) if w.isalpha())
    return names


def main():
    dic, output, keep_file = sys.argv[1:4]
    stems = stems_with_flags(dic)
    forms = {line.strip() for line in sys.stdin if line.strip()}
    with open(keep_file, encoding="utf-8") as f:
        keep = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    names = read_names(sys.argv[4:])
    german = set()
    for name in names:
        if name in stems:
            if stems[name] - NAME_FLAGS:
                german.add(name)
        elif name in forms:
            german.add(name)
    kept = sorted(names - german - keep)
    with open(output, "w", encoding="utf-8") as f:
        f.write("# Names from SCOWL's proper-name lists that are not German words (see "
                "SOURCES.md). SCOWL licence: ../en/scowl/COPYRIGHT.\n")
        f.writelines(f"{n}\n" for n in kept)
    print(f"{output}: {len(kept)} names; left out as German words: "
          f"{len(german)} by the Hunspell rules, {len(names & keep)} by {keep_file}",
          file=sys.stderr)


main()
