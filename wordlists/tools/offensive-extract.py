#!/usr/bin/env python3
"""Writes wordlists/LANG/offensive.tsv: a public profanity list, graded, plus the
project's own grades and additions.

Usage: offensive-extract.py LANG SOURCE [--cuss FILE...] [--compounds LIST... --known LIST]

  LANG    en, es, fr, de, it or pt
  SOURCE  for en: profanity_en.csv of surge-ai/profanity (MIT);
          otherwise: data/LANG.txt of LDNOOBWV2 (CC0)
  --cuss  the language's file of words/cuss (MIT): index.js for en, es.js, fr.js,
          it.js, pt.js (and pt-pt.js, the option repeated): a second source
  --compounds  word lists of the build that no Hunspell rule makes (German
          compounds.txt, additions.txt): their compounds of a listed word and their
          English loans are graded (see below)
  --known the language's words, one a line (`dictbuild expand hunspell/de_DE.dic`):
          a compound whose ending is a longer known word is not one of the listed word
          (`Vormarsch` is `Marsch`, not `Arsch`)

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
- words/cuss (`--cuss`, MIT): each entry has a "sureness" from 0 to 2 (how likely
  the word is used as a profanity rather than in clean text); the entries of one word
  made of letters with sureness 2 are `vulgar` (cuss has no categories: never a
  target, still an answer). They win over the first source's `ordinary` (an entry read
  as everyday there, `orto`, is regional slang for cuss) but not over a grade of the
  first source or of offensive-additions.tsv. Sureness 0 and 1 (`addict`, `beaver`)
  are left out, and so are entries under Zipf 2.5 (as for LDNOOBWV2: too rare to be
  targets, and the endings guessed on them hit everyday words: `floo` + `r`). What
  the entries of Zipf 2.5 and more caught among the targets was read by hand, and the
  everyday words are `ordinary` in offensive-additions.tsv (`mettre`, `leche`, `floor`).
- compounds (`--compounds`, German): a word of those lists whose last part of three
  letters or more, after at least three letters, is a listed `sexual`, `vulgar` or
  `slur` word takes its level (`slur` as `vulgar`: the compound is an answer, never
  dropped): `Analsex`, `Telefonsex`. And a word of those lists that
  ../en/offensive.tsv grades `sexual`, `vulgar` or `slur` is an English loan
  (`Handjob`) and takes that level, `slur` as `vulgar`.
- offensive-additions.tsv wins over all of these, and adds words the source lacks.
"""
import csv
import os
import re
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


CUSS_LINE = re.compile(r"""^\s*(?:'([^']*)'|"([^"]*)"|([^\s:'"]+))\s*:\s*([0-2])\s*,?\s*$""")


def read_cuss(path):
    """word -> sureness, from a words/cuss module (`  word: 2,` or `'a b': 1,`)."""
    ratings = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            match = CUSS_LINE.match(line)
            if match:
                word = match.group(1) or match.group(2) or match.group(3)
                ratings[word] = int(match.group(4))
    if not ratings:
        sys.exit(f"{path}: no entries of words/cuss (word: rating) found")
    return ratings


def add_cuss(lang, entries, paths):
    added = 0
    for path in paths:
        for word, rating in sorted(read_cuss(path).items()):
            if rating < 2 or not is_word(word) or zipf_frequency(word, lang) < HAND_GRADED_ZIPF:
                continue
            if word in entries and entries[word][0] != "ordinary":
                continue
            entries[word] = ("vulgar", f"words/cuss {os.path.basename(path)}: sureness 2 (likely a profanity)")
            added += 1
    return added


def read_words(paths):
    words = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            words += [line.strip() for line in f if line.strip() and not line.startswith("#")]
    return words


COMPOUND_LEVELS = ("sexual", "vulgar", "slur")


def add_compounds(entries, additions, paths, known, folder):
    """Compounds of a listed word (last part) and English loans, among words no Hunspell rule makes."""
    listed = {w.lower(): level for w, (level, _) in {**entries, **additions}.items() if level in COMPOUND_LEVELS}
    english = {}
    with open(os.path.join(folder, "..", "en", "offensive.tsv"), encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if not line.startswith("#") and len(fields) >= 2 and fields[1] in COMPOUND_LEVELS:
                english[fields[0].lower()] = fields[1]
    added = 0
    for word in read_words(paths):
        key = word.lower()
        if not is_word(key) or key in entries or key in additions:
            continue
        found = None
        if key in english:
            found = (english[key], f"an English loan: ../en/offensive.tsv grades {key} {english[key]}")
        else:
            for cut in range(3, len(key) - 2):
                head = key[cut:]
                if head in listed and not any(key[c:] in known for c in range(1, cut)):
                    found = (listed[head], f"a compound of {head} ({listed[head]}), its last part")
                    break
        if found:
            level = "vulgar" if found[0] == "slur" else found[0]
            entries[key] = (level, found[1])
            added += 1
    return added


def parse_arguments(argv):
    if len(argv) < 3 or argv[1].startswith("-"):
        sys.exit(__doc__)
    lang, source, lists, option = argv[1], argv[2], {"--cuss": [], "--compounds": [], "--known": []}, None
    for arg in argv[3:]:
        if arg in lists:
            option = arg
        elif option:
            lists[option].append(arg)
        else:
            sys.exit(__doc__)
    if lists["--compounds"] and not lists["--known"]:
        sys.exit("offensive-extract: --compounds needs --known (the language's words)")
    return lang, source, lists["--cuss"], lists["--compounds"], lists["--known"]


def main():
    lang, source, cuss, compounds, known = parse_arguments(sys.argv)
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", lang)
    entries = read_source(lang, source)
    additions = read_additions(os.path.join(folder, "offensive-additions.tsv"))
    if cuss:
        print(f"words/cuss: {add_cuss(lang, entries, cuss)} entries of sureness 2 graded vulgar", file=sys.stderr)
    if compounds:
        print(f"compounds and loans: {add_compounds(entries, additions, compounds, {w.lower() for w in read_words(known)}, folder)} graded", file=sys.stderr)
    # A graded spelling settles every source spelling of the same key (`pezon` is `pezón`).
    graded = {fold(word) for word in additions}
    entries = {word: entry for word, entry in entries.items() if word in additions or fold(word) not in graded}
    entries.update(additions)
    name = "surge-ai/profanity profanity_en.csv" if lang == "en" else f"LDNOOBWV2 data/{lang}.txt"
    if cuss:
        name += ", words/cuss " + " ".join(os.path.basename(p) for p in cuss)
    if compounds:
        name += ", the compounds and loans of " + " ".join(os.path.basename(p) for p in compounds)
    output = os.path.join(folder, "offensive.tsv")
    with open(output, "w", encoding="utf-8") as f:
        f.write(HEADER.format(lang=lang, source=name))
        for word in sorted(entries):
            level, note = entries[word]
            f.write(f"{word}\t{level}\t{note}\n")
    counts = {level: sum(1 for l, _ in entries.values() if l == level) for level in LEVELS}
    print(f"{output}: " + ", ".join(f"{n} {level}" for level, n in counts.items()), file=sys.stderr)


main()
