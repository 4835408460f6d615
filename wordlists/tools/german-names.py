#!/usr/bin/env python3
"""Writes the person and brand names of SCOWL that are not German common words.

Usage: dictbuild expand hunspell/de_DE.dic --max-length 15 |
           german-names.py hunspell/de_DE.dic OUTPUT KEEP_FILE --proper LISTS... --upper LISTS...

German capitalises every noun, so the proper-noun rule (a word only ever capitalised is
a name) cannot tell `Peter` from `Peter`'s neighbour `Wetter`; a name list must. SCOWL's
English proper-name lists (`--proper`: `english-proper-names.*`, `american-proper-names.*`:
first names, surnames, brands, places, in their international spelling) give the names;
this leaves out those that are German words, so the list never drops a noun:
- a name that is a stem of de_DE.dic with a flag other than S (genitive), m and M
  (diminutive): igerman98 writes names as `Anna/S`, `Peter/SM`, nouns as `Mann/SEPTm`;
- a name that the expansion on standard input makes from another stem (`Sterne` is a
  plural of `Stern`, `Winters` a genitive of `Winter`, `Gene` a plural of `Gen`);
- a name listed in KEEP_FILE, one a line: German words these rules miss (a person's
  judgement, see SOURCES.md).
SCOWL's lists of capitalised words (`--upper`: `english-upper.*`, `american-upper.*`) hold
many more first names (`Anna`, `Peter`, `Thomas`) but also words German has as nouns
(`Chaos`, `Yoga`, `Atlas`); from them only the names of a stem that igerman98 writes as a
person's name are taken: flags S and M alone, no `m` (`Anna/S`, `Peter/SM`, `Hans`).
Only names of letters alone are kept. Output is sorted.
"""
import sys

NAME_FLAGS = set("SmM")
PERSON_FLAGS = set("SM")


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


def split_lists(args):
    """The files after --proper and after --upper."""
    lists = {"--proper": [], "--upper": []}
    current = None
    for arg in args:
        if arg in lists:
            current = arg
        elif current is None:
            sys.exit(f"error: {arg}: name lists come after --proper or --upper")
        else:
            lists[current].append(arg)
    return lists["--proper"], lists["--upper"]


def main():
    dic, output, keep_file = sys.argv[1:4]
    proper, upper = split_lists(sys.argv[4:])
    stems = stems_with_flags(dic)
    forms = {line.strip() for line in sys.stdin if line.strip()}
    with open(keep_file, encoding="utf-8") as f:
        keep = {line.strip() for line in f if line.strip() and not line.startswith("#")}
    names = read_names(proper)
    persons = {n for n in read_names(upper) - names
               if n in stems and not stems[n] - PERSON_FLAGS}
    german = set()
    for name in names:
        if name in stems:
            if stems[name] - NAME_FLAGS:
                german.add(name)
        elif name in forms:
            german.add(name)
    kept = sorted((names - german - keep) | (persons - keep))
    with open(output, "w", encoding="utf-8") as f:
        f.write("# Names from SCOWL's proper-name lists that are not German words (see "
                "SOURCES.md). SCOWL licence: ../en/scowl/COPYRIGHT.\n")
        f.writelines(f"{n}\n" for n in kept)
    print(f"{output}: {len(kept)} names ({len(persons - keep)} from --upper); "
          f"left out as German words: "
          f"{len(german)} by the Hunspell rules, {len(names & keep)} by {keep_file}",
          file=sys.stderr)


main()
