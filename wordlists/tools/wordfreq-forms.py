#!/usr/bin/env python3
"""Writes `form<TAB>zipf` for the word forms on standard input that wordfreq knows.

Usage: dictbuild expand hunspell/xx.dic --max-length 15 | wordfreq-forms.py LANG OUTPUT

Meant for the millions of forms a Hunspell expansion gives (`dictbuild expand`). Each
form is lower-cased (German nouns, capitalised stems) and looked up the way wordfreq
looks a word up (NFC, case folding, its tokenizer), but only forms that wordfreq reads
as one token get a value: `aujourd'hui` does, `l'homme` (two tokens) does not. The
value is the one `wordfreq.zipf_frequency` returns; a sample is checked against it
before the file is written. Forms wordfreq does not know are left out (the recipe's
`missingZipf` applies to them). Output is sorted, so reruns give the same file.

Needs `wordfreq` 3.1.1 (pip install wordfreq==3.1.1); its data is CC BY-SA 4.0, see
wordlists/WORDFREQ-NOTICE.md.
"""
import math
import random
import sys
import unicodedata

from wordfreq import get_frequency_dict, tokenize, zipf_frequency


def wordfreq_key(form, lang):
    """The single token wordfreq stores `form` under, or None when it makes several."""
    plain = unicodedata.normalize("NFC", form)
    if plain.isalpha():
        return plain.casefold()
    tokens = tokenize(plain, lang)
    return tokens[0] if len(tokens) == 1 else None


def main():
    lang, output = sys.argv[1], sys.argv[2]
    freqs = get_frequency_dict(lang)
    rows = {}
    read = 0
    for line in sys.stdin:
        form = line.strip().lower()
        if not form:
            continue
        read += 1
        if form in rows:
            continue
        key = wordfreq_key(form, lang)
        if key is not None and key in freqs:
            rows[form] = round(math.log10(freqs[key]) + 9, 2)
    sample = random.Random(15).sample(sorted(rows), min(3000, len(rows)))
    wrong = [f for f in sample if abs(zipf_frequency(f, lang) - rows[f]) > 0.005]
    if wrong:
        sys.exit(f"error: {len(wrong)} of {len(sample)} sampled values differ from "
                 f"zipf_frequency, e.g. {wrong[0]!r}")
    with open(output, "w", encoding="utf-8") as f:
        f.write(f"# Zipf frequencies from wordfreq 3.1.1 ({lang}), CC BY-SA 4.0. "
                "See WORDFREQ-NOTICE.md.\n")
        for form in sorted(rows):
            f.write(f"{form}\t{rows[form]:.2f}\n")
    print(f"{output}: {len(rows)} forms known, of {read} lines read", file=sys.stderr)


main()
