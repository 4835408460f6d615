#!/usr/bin/env python3
"""Writes the frequent words Hunspell accepts only as compounds (German `Krankenhaus`).

Usage: dictbuild expand hunspell/de_DE.dic --max-length 15 |
           hunspell-compounds.py LANG hunspell/de_DE OUTPUT [--min-zipf 2.5]

`dictbuild` expands stems and affixes, not compounds (an open set). This finds the
compounds players will type anyway: every word of wordfreq's list for LANG with at least
MIN_ZIPF that the expansion on standard input lacks, spelled as Hunspell would accept it,
is checked with `hunspell -d DICT -G` (the spell checker itself, compounding included).
wordfreq keeps words lowercased and, for German, with `ß` folded to `ss`, so each word is
tried lowercased, capitalised (a noun), and with each `ss` as `ß`; the first spelling
Hunspell accepts is written. Only letters, 2 to 15 of them. Output is sorted.

Needs `wordfreq` 3.1.1 and Debian's `hunspell`.
"""
import itertools
import subprocess
import sys

from wordfreq import get_frequency_dict, zipf_frequency


def spellings(word):
    """The spellings to try for a wordfreq word, most likely first."""
    parts = word.split("ss")
    variants = []
    for joins in itertools.product(["ss", "ß"], repeat=len(parts) - 1):
        variants.append(parts[0] + "".join(j + p for j, p in zip(joins, parts[1:])))
    return [v for base in variants for v in (base, base[:1].upper() + base[1:])]


def main():
    args = sys.argv[1:]
    min_zipf = 2.5
    if "--min-zipf" in args:
        i = args.index("--min-zipf")
        min_zipf = float(args[i + 1])
        del args[i:i + 2]
    lang, dictionary, output = args
    have = {line.strip().lower() for line in sys.stdin if line.strip()}
    wanted = [w for w in get_frequency_dict(lang)
              if w.isalpha() and 2 <= len(w) <= 15 and zipf_frequency(w, lang) >= min_zipf]
    candidates = {w: spellings(w) for w in wanted
                  if not any(s.lower() in have for s in spellings(w))}
    tries = sorted({s for ss in candidates.values() for s in ss})
    checked = subprocess.run(["hunspell", "-d", dictionary, "-i", "utf-8", "-G"],
                             input="\n".join(tries) + "\n", capture_output=True,
                             text=True, check=True).stdout
    accepted = set(checked.split())
    found = sorted({next(s for s in ss if s in accepted)
                    for ss in candidates.values() if any(s in accepted for s in ss)})
    with open(output, "w", encoding="utf-8") as f:
        f.write(f"# Words of wordfreq 3.1.1 ({lang}, Zipf >= {min_zipf}) that Hunspell accepts\n"
                "# only as compounds. CC BY-SA 4.0, see WORDFREQ-NOTICE.md and SOURCES.md.\n")
        f.writelines(f"{w}\n" for w in found)
    print(f"{output}: {len(found)} of {len(candidates)} words the expansion lacks",
          file=sys.stderr)


main()
