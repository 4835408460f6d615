#!/usr/bin/env python3
"""Writes the foreign-word rule's lines into wordlists/LANG/decisions.tsv: words whose
frequency is a foreign word's, accepted (players may type them), never a target.

Usage: foreign-decisions.py LANG [--subtitles DIR]

The rule (issue 27; measured for French, see fr/SOURCES.md "Foreign words"): a form of
wordfreq-LANG.tsv that Hunspell knows in lowercase (`hunspell -s`), of 3 to 8 letters
(the recipes' targets), with a Zipf from 3.0 (the target floor) to under 3.6, and at
least 1.0 more frequent in one of the other five bundled languages (wordfreq 3.1.1):
`este` (fr 3.13, es 6.37), `prima` (fr 3.10, it 6.19), `terra`, `acta`, `lunch`. A
French word that frequent elsewhere is most often that language's word in French text
(a quote, a name, a title); an everyday French word is counted far more at home.

With --subtitles DIR (the content/2018 folder of hermitdave/FrequencyWords, commit 525f9b5,
CC BY-SA 4.0: word counts of OpenSubtitles 2018, the LANG_50k.txt files; pt counts pt and
pt_br) a second source must agree (issue 27, for de es it pt): the word is rarer than
Zipf 3.0 in the language's own film subtitles (a word people say at home, `desistir`,
`Pasta`, `Souvenir`, is counted there) and at least 0.5 more frequent in another
language's subtitles than at home. Zipf of a subtitle list: log10(count / the list's
total count * 10^9).

Spanish and Italian share most stems with Portuguese and each other, so the rule there
also keeps a word whose Hunspell stem (`hunspell -s`) has another form in the frequency
list at most 0.5 below it: a living family at home (`músicas` beside `música`, Italian
`stufe` beside `stufa`, `accurate` beside `accurata`). Not in German, where Hunspell
stems English loans too (`Users` beside `User`, `Brands` beside `Brand`), nor in
Portuguese, whose pt_BR stems link unrelated words (`pari` to `para`, `date` to `data`).

The script replaces the lines it wrote before (their note starts with NOTE) and keeps
every other decision; a word is left out when a more frequent spelling shares its
folded key (the key is read as that one); keys are folded the way the recipe's policy folds them (accents
off when `foldsAccents`). Needs `wordfreq` 3.1.1 and the `hunspell` command.
"""
import json
import math
import os
import subprocess
import sys
import unicodedata

from decisions_file import write_rule_decisions

from wordfreq import zipf_frequency

LANGUAGES = ["en", "es", "fr", "de", "it", "pt"]
ZIPF = (3.0, 3.6)
LENGTH = (3, 8)
ABROAD = 1.0
NOTE = "foreign (tools/foreign-decisions.py):"
SUBTITLE_FLOOR = 3.0       # a word this frequent in the home subtitles is said at home
SUBTITLE_ABROAD = 0.5      # and the subtitles abroad must count it this much more
FAMILY = {"es", "it"}      # languages where a living stem family keeps a word
FAMILY_GAP = 0.5           # another form of the stem at most this much rarer


def families(dic, words):
    """word -> the highest Zipf of another form of its Hunspell stems among `words`."""
    result = subprocess.run(["hunspell", "-d", dic, "-s", "-i", "utf-8"], input="\n".join(words),
                            capture_output=True, text=True, check=True).stdout
    stems, forms = {}, {}
    for line in result.splitlines():
        parts = line.split()
        if len(parts) == 2:
            stems.setdefault(parts[0], set()).add(parts[1])
            forms.setdefault(parts[1], set()).add(parts[0])
    return {w: max((words[f] for s in ss for f in forms[s] if f != w), default=0.0) for w, ss in stems.items()}


def subtitles(folder, lang):
    """word -> Zipf in the 50k list of FrequencyWords' LANG (pt: the higher of pt, pt_br)."""
    table = {}
    for name in (["pt", "pt_br"] if lang == "pt" else [lang]):
        counts = {}
        with open(os.path.join(folder, name, f"{name}_50k.txt"), encoding="utf-8") as f:
            for line in f:
                word, count = line.split()
                counts[word] = int(count)
        total = sum(counts.values())
        for word, count in counts.items():
            table[word] = max(table.get(word, 0.0), math.log10(count / total * 1e9))
    return table


def fold(word, accents):
    if not accents:
        return word
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def main():
    args = sys.argv[1:]
    spoken = None
    if len(args) == 3 and args[1] == "--subtitles":
        spoken = {l: subtitles(args[2], l) for l in LANGUAGES}
        args = args[:1]
    if len(args) != 1 or args[0] not in LANGUAGES:
        sys.exit(__doc__)
    lang = args[0]
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", lang)
    recipe = json.load(open(os.path.join(folder, "recipe.json"), encoding="utf-8"))
    accents = recipe.get("policy", {}).get("foldsAccents", False)
    zipf, best, all_zipf = {}, {}, {}
    with open(os.path.join(folder, f"wordfreq-{lang}.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                word, value = line.rstrip("\n").split("\t")
                best[fold(word, accents)] = max(best.get(fold(word, accents), 0.0), float(value))
                all_zipf[word] = float(value)
                if word.isalpha() and LENGTH[0] <= len(word) <= LENGTH[1] and ZIPF[0] <= float(value) < ZIPF[1]:
                    zipf[word] = float(value)
    dic = next(os.path.join(folder, "hunspell", n) for n in sorted(os.listdir(os.path.join(folder, "hunspell"))) if n.endswith(".dic"))
    asked = list(zipf)
    if lang == "de":  # German nouns are known only capitalised
        asked += [w[:1].upper() + w[1:] for w in zipf]
    known = subprocess.run(["hunspell", "-d", dic[:-4], "-s", "-i", "utf-8"], input="\n".join(asked),
                           capture_output=True, text=True, check=True).stdout
    words = {line.split()[0].lower() for line in known.splitlines() if len(line.split()) == 2} & set(zipf)
    family = families(dic[:-4], all_zipf) if spoken and lang in FAMILY else {}
    found = {}
    for word in sorted(words):
        abroad = max((zipf_frequency(word, other), other) for other in LANGUAGES if other != lang)
        # a key folded from a more frequent spelling is read as that one (`maçon`, not `macon`)
        if abroad[0] >= zipf[word] + ABROAD and zipf[word] >= best[fold(word, accents)]:
            said = ""
            if spoken:
                home = spoken[lang].get(word, 0.0)
                away = max((spoken[other].get(word, 0.0), other) for other in LANGUAGES if other != lang)
                if home >= SUBTITLE_FLOOR or away[0] < home + SUBTITLE_ABROAD:
                    continue
                if family.get(word, 0.0) >= zipf[word] - FAMILY_GAP:
                    continue
                said = f"; subtitles {home:.2f} here, {away[0]:.2f} in {away[1]} (OpenSubtitles 2018)"
            found[fold(word, accents)] = f"{NOTE} Zipf {zipf[word]:.2f} here, {abroad[0]:.2f} in {abroad[1]} (wordfreq 3.1.1){said}: accepted only"
    path = os.path.join(folder, recipe.get("decisions", "decisions.tsv"))
    write_rule_decisions(path, found, NOTE, "the foreign rule")


if __name__ == "__main__":
    main()
