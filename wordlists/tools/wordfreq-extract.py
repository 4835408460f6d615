#!/usr/bin/env python3
"""Writes `word<TAB>zipf` for the words of some lists that wordfreq knows.

Usage: wordfreq-extract.py LANG OUTPUT LIST [LIST...]

Needs the `wordfreq` package (pip install wordfreq==3.1.1). Its frequency data is
under CC BY-SA 4.0 (see wordlists/WORDFREQ-NOTICE.md). Only lowercase words made of
letters are looked up; words wordfreq does not know are left out (the recipe's
`missingZipf` applies to them). Output is sorted, so reruns give the same file.
"""
import sys
from wordfreq import zipf_frequency

lang, output, lists = sys.argv[1], sys.argv[2], sys.argv[3:]
words = set()
for path in lists:
    with open(path, encoding="utf-8") as f:
        for line in f:
            word = line.strip()
            if word and word.isalpha() and word == word.lower():
                words.add(word)
rows = []
for word in sorted(words):
    z = zipf_frequency(word, lang)
    if z > 0:
        rows.append(f"{word}\t{z:.2f}\n")
with open(output, "w", encoding="utf-8") as f:
    f.write(f"# Zipf frequencies from wordfreq 3.1.1 ({lang}), CC BY-SA 4.0. See WORDFREQ-NOTICE.md.\n")
    f.writelines(rows)
print(f"{output}: {len(rows)} of {len(words)} words", file=sys.stderr)
