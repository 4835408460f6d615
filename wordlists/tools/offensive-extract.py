#!/usr/bin/env python3
"""Writes wordlists/LANG/offensive.tsv: a public profanity list, graded, plus the
project's own grades and additions.

Usage: offensive-extract.py LANG SOURCE

  LANG    en, es, fr, de, it or pt
  SOURCE  for en: profanity_en.csv of surge-ai/profanity (MIT);
          otherwise: data/LANG.txt of LDNOOBWV2 (CC0)

Reads wordlists/LANG/offensive-additions.tsv (the project's grades, same format as
the output) and writes wordlists/LANG/offensive.tsv, sorted, with a header. Needs
`wordfreq` (pip install wordfreq==3.1.1) for the Zipf rule below.

What is taken from the source: entries of one word made of letters (phrases, digits,
spellings like `@ss` are left out). How each is graded:

- en: by surge-ai's category and severity (1 mild .. 3 severe): racial/ethnic,
  sexual orientation/gender (severity 2.2 and up), mental or physical disability
  (2 and up) and political slurs are `slur`; sexual anatomy/acts `sexual`; the rest
  `vulgar`, except ethnic and disability words below those severities, physical
  attributes and animal references, which are `sensitive`.
- other languages: LDNOOBWV2 is not graded and holds many everyday words
  (`comer`, `perro`, `japón`). Every entry with a wordfreq Zipf of 2.5 or more was
  read by hand: the offensive ones are graded in offensive-additions.tsv, and the
  rest are written as `ordinary` (an everyday word, never a form of a listed one).
  Entries below Zipf 2.5 were not all read and are left out: no bundled recipe makes
  a target of so rare a word, and the forms guessed from them hit everyday words
  (`fachar` made `fachada` a form). The additions hold the rare ones that matter
  most, slurs above all, which a dictionary refuses even as answers.
- offensive-additions.tsv wins over both, and adds words the source lacks.
"""
import csv
import os
import sys
import unicodedata
from wordfreq import zipf_frequency

LEVELS = ("slur", "sexual", "vulgar", "sensitive", "ordinary")
HAND_GRADED_ZIPF = 2.5


def surge_level(row):
    category, severity = row["category_1"], float(row["severity_rating"])
    if category == "racial / ethnic slurs" or category == "political":
        return "slur" if severity >= 2.0 else "sensitive"
    if category == "sexual orientation / gender":
        return "slur" if severity >= 2.2 else "vulgar"
    if category in ("mental disability", "physical disability"):
        return "slur" if severity >= 2.0 else "sensitive"
    if category == "sexual anatomy / sexual acts":
        return "sexual"
    if category in ("physical attributes", "animal references"):
        return "sensitive"
    return "vulgar"


def fold(text):
    """Lowercase without accents, ñ kept: how the keys of a folding policy compare."""
    text = text.lower().replace("ñ", "\0")
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return text.replace("\0", "ñ")


def is_word(text):
    return text.isalpha() and text == text.lower()


def read_source(lang, path):
    """word -> (level, note)"""
    entries = {}
    if lang == "en":
        with open(path, encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                word = row["text"].strip()
                if not is_word(word):
                    continue
                note = f"surge-ai: {row['category_1']}, severity {row['severity_rating']}"
                entries.setdefault(word, (surge_level(row), note))
        return entries
    with open(path, encoding="utf-8") as f:
        words = {line.strip() for line in f if is_word(line.strip())}
    # Spellings that differ only in accents are one key: the most frequent decides.
    zipf = {}
    for word in words:
        zipf[fold(word)] = max(zipf.get(fold(word), 0), zipf_frequency(word, lang))
    for word in sorted(words):
        if zipf[fold(word)] >= HAND_GRADED_ZIPF:
            entries[word] = ("ordinary", "LDNOOBWV2; an everyday word (read by hand, not graded offensive)")
    return entries


def read_additions(path):
    additions = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) < 2 or fields[1] not in LEVELS:
                sys.exit(f"{path}:{number}: expected word<TAB>level<TAB>note, level one of {', '.join(LEVELS)}")
            additions[fields[0]] = (fields[1], "Squramble: " + (fields[2] if len(fields) > 2 else "own grade"))
    return additions


HEADER = """# Offensive words for a casual word game ({lang}), graded. Made by
# wordlists/tools/offensive-extract.py from {source} and offensive-additions.tsv;
# see SOURCES.md ("Offensive words"). Do not edit by hand: edit the additions and rerun.
#
# word<TAB>level<TAB>note, the level one of
#   slur       insults a group of people (ethnic, sexual orientation, gender, disability)
#   sexual     sexual acts and anatomy, prostitution, pornography
#   vulgar     swearing, crude insults, excrement
#   sensitive  no swear word but no puzzle either: violence and abuse, and words offensive
#              only in some senses (escort, cocky, concha)
#   ordinary   listed by the source or formed like a listed word, but an everyday word:
#              never blocked, never taken for a form of a listed word
# The recipe's blocklist.levels says what each level does (default: slurs refused, the
# rest accepted as answers but never a target); the language's endings catch the forms
# of every listed word (rape -> raping, rapist).
"""


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    lang, source = sys.argv[1], sys.argv[2]
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", lang)
    entries = read_source(lang, source)
    additions = read_additions(os.path.join(folder, "offensive-additions.tsv"))
    # A graded spelling settles every source spelling of the same key (`pezon` is `pezón`).
    graded = {fold(word) for word in additions}
    entries = {word: entry for word, entry in entries.items() if word in additions or fold(word) not in graded}
    entries.update(additions)
    name = "surge-ai/profanity profanity_en.csv" if lang == "en" else f"LDNOOBWV2 data/{lang}.txt"
    output = os.path.join(folder, "offensive.tsv")
    with open(output, "w", encoding="utf-8") as f:
        f.write(HEADER.format(lang=lang, source=name))
        for word in sorted(entries):
            level, note = entries[word]
            f.write(f"{word}\t{level}\t{note}\n")
    counts = {level: sum(1 for l, _ in entries.values() if l == level) for level in LEVELS}
    print(f"{output}: " + ", ".join(f"{n} {level}" for level, n in counts.items()), file=sys.stderr)


main()
