#!/usr/bin/env python3
"""Lists the targets of a bundled dictionary that look like a form of a word its
offensive list grades (not `ordinary`), for a person to read.

Usage: offensive-neighbours.py [--dictbuild PATH] LANG [LANG ...]

The builder catches a listed word's forms by the language's endings and by the
Hunspell stem that made them. What neither sees is a form the endings do not make
and a Hunspell dictionary lists as a stem of its own: a gender counterpart (`cretina`
listed, `cretino` not), an umlaut plural (`Arsch`, `Ärsche`), a derived adjective or
noun (`vagina`, `vaginal`; `nazi`, `nazismo`), or a verb made from a noun (`viol`,
`violer`; `puta`, `putear`; pt `trepada`, `trepar`). This script guesses such neighbours from each listed word with a few
rewrites per language and prints the ones that are targets, a line each:

    LANG <TAB> target <TAB> listed word <TAB> its level

Most hits are everyday words that happen to look alike (`pollo` beside `polla`,
`tetto` beside `tetta`): nothing here is a verdict. A hit that is offensive belongs
in wordlists/LANG/offensive-additions.tsv, and a listed word whose ending makes an
everyday word a form goes there as `ordinary` (`violent`). Exit 0 whatever it finds.
"""
import glob
import importlib.util
import os
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def offensive_check():
    """Scripts/offensive-check.py as a module: its `fold` and `targets`, shared."""
    spec = importlib.util.spec_from_file_location("offensive_check", os.path.join(ROOT, "Scripts", "offensive-check.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECK = offensive_check()
fold = CHECK.fold

# (removed, added): a listed word ending in `removed` gives the neighbour with
# `added` in its place. An empty `removed` appends.
REWRITES = {
    "en": [("", "al"), ("a", "al"), ("s", ""), ("", "ism"), ("", "s")],
    "es": [("o", "a"), ("a", "o"), ("os", "as"), ("as", "os"), ("as", "a"), ("os", "o"), ("es", ""),
           ("", "al"), ("a", "al"), ("", "ismo"), ("a", "ear"), ("o", "ear"), ("a", "ar"), ("o", "ar")],
    "pt": [("o", "a"), ("a", "o"), ("os", "as"), ("as", "os"), ("as", "a"), ("os", "o"), ("ais", "al"), ("es", ""),
           ("ao", "a"), ("ao", "o"), ("", "al"), ("a", "al"), ("", "ismo"), ("a", "ar"), ("o", "ar"), ("ada", "ar")],
    "it": [("o", "a"), ("a", "o"), ("i", "e"), ("e", "i"), ("i", "o"), ("i", "a"), ("a", "ata"), ("a", "ate"),
           ("", "ale"), ("a", "ale"), ("", "ismo")],
    "fr": [("e", ""), ("", "e"), ("s", ""), ("aux", "al"), ("", "er"), ("e", "er"), ("e", "erie"), ("", "erie"),
           ("", "isme"), ("", "al"), ("", "ale")],
    "de": [("e", ""), ("en", ""), ("", "e"), ("", "en"), ("", "zeit"), ("", "ismus")],
}


def graded_words(lang):
    """Single words of wordlists/LANG/offensive.tsv, folded, with their level."""
    graded = {}
    with open(os.path.join(ROOT, "wordlists", lang, "offensive.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 2 and " " not in fields[0]:
                graded[fold(fields[0])] = fields[1]
    return graded


def targets(dictbuild, lang):
    """The targets of the bundled LANG.sqd: folded word -> shown spelling."""
    sqd = next(iter(glob.glob(os.path.join(ROOT, "Sources", "Dictionaries", "*", lang + ".sqd"))), "")
    return {fold(word["display"]): word["display"] for word in CHECK.targets(sqd, [dictbuild])}


def neighbours(word, lang):
    """The guessed neighbours of listed `word`, in the order of REWRITES."""
    found = []
    for removed, added in REWRITES[lang]:
        if removed and not word.endswith(removed):
            continue
        found.append((word[: len(word) - len(removed)] if removed else word) + added)
    if lang == "de" and "a" in word:
        # An umlaut plural: Arsch -> Ärsche (folded, the umlaut is gone).
        found.append(word + "e")
    return found


def main(argv):
    dictbuild = os.path.join(ROOT, ".build-release", "release", "dictbuild")
    if len(argv) >= 2 and argv[0] == "--dictbuild":
        dictbuild, argv = argv[1], argv[2:]
    unknown = [lang for lang in argv if lang not in REWRITES]
    if not argv or unknown:
        sys.exit("usage: offensive-neighbours.py [--dictbuild PATH] LANG [LANG ...] (LANG: "
                 + ", ".join(REWRITES) + ")")
    for lang in argv:
        graded = graded_words(lang)
        shown = targets(dictbuild, lang)
        printed = set()
        for word, level in sorted(graded.items()):
            if level == "ordinary" or len(word) < 4:
                continue
            for neighbour in neighbours(word, lang):
                if neighbour in shown and neighbour not in graded and neighbour not in printed:
                    printed.add(neighbour)
                    print(f"{lang}\t{shown[neighbour]}\t{word}\t{level}")
        print(f"{lang}: {len(printed)} targets look like a form of a graded word", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
