#!/usr/bin/env python3
"""Writes the European Portuguese rule's lines into wordlists/pt/decisions.tsv: words of
Portugal's Portuguese, accepted (a player from Portugal types them), never a target of
the Brazilian dictionary.

Usage: european-decisions.py DIR

DIR is the content/2018 folder of hermitdave/FrequencyWords (commit 525f9b5, CC BY-SA
4.0: word counts of the OpenSubtitles 2018 film subtitles), whose pt/pt_50k.txt counts
subtitles made in Portugal and pt_br/pt_br_50k.txt those made in Brazil. The rule
(issue 27: `planeado`, `sida` were targets of a dictionary Brazilians play): a form of
wordfreq-pt.tsv of 3 to 8 letters with a Zipf of 3.0 or more (a possible target) that
  1. is at least 1.0 more frequent in Portugal's subtitles than in Brazil's (a word
     missing from the Brazilian list counts as that list's lowest Zipf), and
  2. is under Zipf 3.0 in Brazil's subtitles (a word Brazilians say, `sabes`, `teu`,
     `contigo`, stays a target however much more Portugal says it).
`planeado` 4.3 against 2.9, `ecrã` 4.1 against 2.6, `sida` 3.8 against under 2.5.
Hunspell pt_PT is not asked: pt_BR.dic itself has Portugal's spellings before the 1990
agreement (`tecto`, `excepção`, `bacano`), which Portugal's subtitles still count.

Zipf of a subtitle list: log10(count / the list's total count * 10^9). The script
replaces the lines it wrote before (their note starts with NOTE) and keeps every other
decision, as ../tools/foreign-decisions.py does; keys are folded as the recipe folds.
"""
import json
import math
import os
import sys
import unicodedata

from decisions_file import write_rule_decisions

GAP = 1.0
BRAZIL_CEILING = 3.0
LENGTH = (3, 8)
FLOOR = 3.0
NOTE = "European Portuguese (tools/european-decisions.py):"


def subtitle_zipfs(path):
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            word, count = line.split()
            counts[word] = int(count)
    total = sum(counts.values())
    return {w: math.log10(c / total * 1e9) for w, c in counts.items()}


def fold(word, accents):
    if not accents:
        return word
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit(__doc__)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "pt")
    recipe = json.load(open(os.path.join(folder, "recipe.json"), encoding="utf-8"))
    accents = recipe.get("policy", {}).get("foldsAccents", False)
    portugal = subtitle_zipfs(os.path.join(sys.argv[1], "pt", "pt_50k.txt"))
    brazil = subtitle_zipfs(os.path.join(sys.argv[1], "pt_br", "pt_br_50k.txt"))
    lowest = min(brazil.values())
    zipf, best = {}, {}
    with open(os.path.join(folder, "wordfreq-pt.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                word, value = line.rstrip("\n").split("\t")
                best[fold(word, accents)] = max(best.get(fold(word, accents), 0.0), float(value))
                if word.isalpha() and LENGTH[0] <= len(word) <= LENGTH[1] and float(value) >= FLOOR:
                    zipf[word] = float(value)
    ruled = {w for w in zipf if w in portugal and brazil.get(w, lowest) < BRAZIL_CEILING
             and portugal[w] >= brazil.get(w, lowest) + GAP and zipf[w] >= best[fold(w, accents)]}
    found = {}
    for word in sorted(ruled):
        shown = f"{brazil[word]:.2f}" if word in brazil else f"under {lowest:.2f}"
        found[fold(word, accents)] = (f"{NOTE} subtitles Zipf {portugal[word]:.2f} in Portugal, {shown} in Brazil "
                                      f"(OpenSubtitles 2018): accepted only")
    path = os.path.join(folder, recipe.get("decisions", "decisions.tsv"))
    write_rule_decisions(path, found, NOTE, "the European Portuguese rule")


if __name__ == "__main__":
    main()
