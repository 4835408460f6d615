#!/usr/bin/env python3
"""Writes wordlists/LANG/subtitle-spoken.txt: the spoken words players type (interjections,
colloquial short forms: German `nen`, `seh`, `hä`; English `bro`, `cos`) that two
frequency sources attest and the language's Hunspell dictionary lacks, for the recipe to
accept as answers (it leaves the file out of targets.inputs: never a puzzle).

Usage: subtitle-spoken.py LANG --subtitles DIR

The rule (issue 27): a word of the 3,000 most frequent of the language's film subtitles
(DIR/LANG/LANG_50k.txt: hermitdave/FrequencyWords content/2018, commit 525f9b5, CC BY-SA
4.0, OpenSubtitles 2018), of 2 letters or more, letters only, that
  - wordfreq 3.1.1 also counts at Zipf 3.5 or more in the language (a second corpus,
    mostly written: the word is not one film's quirk);
  - the language's Hunspell (wordlists/LANG/hunspell) refuses in lowercase, capitalised
    and in capitals (not a word it knows, a noun, a name or an abbreviation it lists);
  - en_US Hunspell refuses, or wordfreq counts less in English than here (not an English
    word quoted in the subtitles: `hey`, `the`); for English itself, en_US accepts in no
    case (not a name such as `Phil`, `Max`);
  - no names input of the recipe has (`names`, `places`, `names-first`), and en_US
    Hunspell does not accept only capitalised (SCOWL's names: `Barry`, `Sarah`, `Mrs`),
    unless wordfreq counts it more here than in English (German `na`, not `Na`);
  - in English, is not a clipped spelling of a Hunspell word (`goin` of `going`);
  - is not, and does not begin with, a word of 4 letters or more that the recipe's
    offensive list grades other than `ordinary` (`fuckin`: a word this list adds is one
    more answer, and an offensive one is none).
Written in lowercase, one a line, sorted, with each word's two Zipfs in the header.
Needs wordfreq 3.1.1 and the `hunspell` command (with en_US for the English check).
"""
import json
import math
import os
import subprocess
import sys

from wordfreq import zipf_frequency

TOP = 3000
WORDFREQ_FLOOR = 3.5
PREFIX = 4          # an offensive word this long or longer also refuses the words it begins


def subtitle_zipfs(folder, lang, top=TOP):
    """The `top` most frequent words of the language's subtitles, each with its Zipf."""
    name = "pt_br" if lang == "pt" else lang
    with open(os.path.join(folder, name, f"{name}_50k.txt"), encoding="utf-8") as f:
        rows = [line.split() for line in f if len(line.split()) == 2]
    total = sum(int(count) for _, count in rows)
    return {word: math.log10(int(count) / total * 1e9) for word, count in rows[:top]}


def hunspell_refused(dictionary, words):
    """The words Hunspell `dictionary` (a path without .dic, or a system name) refuses."""
    done = subprocess.run(["hunspell", "-d", dictionary, "-l", "-i", "utf-8"], input="\n".join(words) + "\n",
                          capture_output=True, text=True, check=True)
    return set(done.stdout.split())


def refused_in_every_case(dictionary, words):
    """The words `dictionary` refuses written in lowercase, capitalised and in capitals."""
    forms = {w: (w, w[:1].upper() + w[1:], w.upper()) for w in words}
    refused = hunspell_refused(dictionary, [f for fs in forms.values() for f in fs])
    return {w for w, fs in forms.items() if all(f in refused for f in fs)}


def offensive_stems(path):
    """The words an offensive list grades other than `ordinary`."""
    with open(path, encoding="utf-8") as f:
        return {line.split("\t")[0].lower() for line in f
                if not line.startswith("#") and line.count("\t") >= 1 and line.split("\t")[1].strip() != "ordinary"}


def is_offensive(word, graded):
    return word in graded or any(word.startswith(g) for g in graded if len(g) >= PREFIX)


def candidates(lang, spoken, home, names, graded):
    """The rule of the module's docstring, on `spoken` ({word: subtitle Zipf})."""
    words = [w for w in spoken if w.isalpha() and len(w) >= 2 and w == w.lower()
             and zipf_frequency(w, lang) >= WORDFREQ_FLOOR]
    unknown = refused_in_every_case(home, words)
    capitalised = {w: w[:1].upper() + w[1:] for w in words}
    english_refused = hunspell_refused("en_US", words + list(capitalised.values()))
    english_names = {w for w in words if w in english_refused and capitalised[w] not in english_refused
                     and (lang == "en" or zipf_frequency(w, "en") >= zipf_frequency(w, lang))}
    clipped = set()
    if lang == "en":
        english_ok = unknown
        dropped_g = {w: w + "g" for w in words if w.endswith("in")}
        clipped = {w for w, full in dropped_g.items() if full not in hunspell_refused("en_US", list(dropped_g.values()))}
    else:
        english_ok = {w for w in words if w in english_refused or zipf_frequency(w, "en") < zipf_frequency(w, lang)}
    return sorted(w for w in words if w in unknown and w in english_ok and w not in names | english_names | clipped
                  and not is_offensive(w, graded))


def main():
    args = sys.argv[1:]
    if len(args) != 3 or args[1] != "--subtitles":
        sys.exit(__doc__)
    lang, folder = args[0], args[2]
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", lang)
    if not os.path.isdir(here):
        sys.exit(f"subtitle-spoken.py: no folder wordlists/{lang}")
    recipe = json.load(open(os.path.join(here, "recipe.json"), encoding="utf-8"))
    home = next((os.path.join(here, i["path"][:-4]) for i in recipe["inputs"] if i.get("kind") == "hunspell"), "en_US")
    names = set()
    for i in recipe["inputs"]:
        if i.get("kind") == "names":
            with open(os.path.join(here, i["path"]), encoding="utf-8", errors="replace") as f:
                names |= {line.split("\t")[0].strip().lower() for line in f if not line.startswith("#")}
    graded = set()
    for i in recipe["inputs"]:
        if i.get("kind") == "blocklist":
            graded |= offensive_stems(os.path.join(here, i["path"]))
    spoken = subtitle_zipfs(folder, lang)
    found = candidates(lang, spoken, home, names, graded)
    header = [f"# Spoken words players type that the dictionary lacks ({lang}), by the rule of",
              "# wordlists/tools/subtitle-spoken.py: among the 3,000 most frequent words of film subtitles",
              "# (OpenSubtitles 2018, hermitdave/FrequencyWords, CC BY-SA 4.0) and at Zipf 3.5 or more in",
              "# wordfreq 3.1.1, unknown to the language's Hunspell in every case. Answers, never targets.",
              "# word: Zipf in the subtitles / in wordfreq",
              "# " + ", ".join(f"{w} {spoken[w]:.2f}/{zipf_frequency(w, lang):.2f}" for w in found)]
    path = os.path.join(here, "subtitle-spoken.txt")
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        f.write("\n".join(header + found) + "\n")
    os.replace(temporary, path)
    print(f"{path}: {len(found)} words: {' '.join(found)}", file=sys.stderr)


if __name__ == "__main__":
    main()
