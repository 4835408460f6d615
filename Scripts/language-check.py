#!/usr/bin/env python3
"""Measures a built dictionary of one language against wordfreq and names lists.

    Scripts/language-check.py LANG DICT.sqd --dic HUNSPELL.dic [--places places.txt]
        [--firstnames firstnames.csv] [--blocklist blocklist.tsv] [--dictbuild PATH]
        [--top 5000] [--sample 30] [--seed 15]

Prints:
- how many of wordfreq's TOP most frequent words of LANG the dictionary accepts (as the
  game would: `dictbuild lookup`), and every miss by category: blocklisted, longer than
  15 letters, digits or symbols, an apostrophe (elisions such as l' d'), names (a places
  list, a first-names list, or a word the Hunspell expansion has only with a capital),
  abbreviations (only in capitals there), foreign (wordfreq rates it higher in English),
  and real gaps (none of these). German nouns are capitalised in de_DE: with the proper-noun rule
  off, as the German recipe has it, a missing one was dropped by a name list and
  counts under names;
- the targets: how many, how many with a Zipf below 2.0, how many are names by the same
  lists (a names check, not a filter), and a seeded random sample of them.

Needs wordfreq 3.1.1. The first-names file is MatthiasWinkelmann/firstname-database's
firstnames.csv (GNU FDL 1.2): it is read here for checking only and is not part of the
project (see wordlists/de/SOURCES.md).
"""
import argparse
import csv
import json
import random
import subprocess
import sys
import unicodedata

from wordfreq import top_n_list, zipf_frequency

FIRSTNAME_COUNTRIES = {
    "en": ["Great Britain", "Ireland", "U.S.A."],
    "es": ["Spain"],
    "fr": ["France", "Belgium", "Swiss"],
    "de": ["Germany", "Austria", "Swiss"],
    "it": ["Italy", "Swiss"],
    "pt": ["Portugal"],
}


def run_json(args):
    """Runs a dictbuild command that prints JSON and returns it parsed."""
    out = subprocess.run(args, capture_output=True, text=True)
    if out.returncode not in (0, 1):
        sys.exit(f"error: {' '.join(args[:3])} failed: {out.stderr.strip()}")
    return out.stdout


def lookup(dictbuild, sqd, words):
    """`dictbuild lookup --json`, in batches: one result per word."""
    results = []
    for i in range(0, len(words), 500):
        doc = json.loads(run_json([dictbuild, "lookup", sqd, "--json", *words[i:i + 500]]))
        results.extend(doc["results"])
    return results


def expansion_case(dictbuild, dic):
    """(lowercase forms, forms seen only capitalised, forms seen only in capitals,
    forms seen both capitalised and in lowercase)."""
    out = subprocess.run([dictbuild, "expand", dic, "--max-length", "15", "--quiet"],
                         capture_output=True, text=True, check=True).stdout
    lower, capital, upper = set(), set(), set()
    for form in out.split("\n"):
        if not form:
            continue
        folded = form.lower()
        if form == folded:
            lower.add(folded)
        elif form == form.upper() and len(form) > 1:
            upper.add(folded)
        else:
            capital.add(folded)
    return lower, capital - lower, upper - lower - capital, capital & lower


def first_names(path, lang):
    """Lowercased first names used in the language's countries."""
    names = set()
    with open(path, encoding="utf-8") as f:
        rows = csv.DictReader(f, delimiter=";")
        for row in rows:
            if any(row.get(c) for c in FIRSTNAME_COUNTRIES[lang]):
                names.add(unicodedata.normalize("NFC", row["name"]).lower())
    return names


def read_list(path):
    """A one-a-line list, lowercased, comments left out."""
    with open(path, encoding="utf-8") as f:
        return {line.strip().lower() for line in f if line.strip() and not line.startswith("#")}


def category(word, result, lang, lists):
    """Why a frequent word is missing, as the report names it."""
    lower, capital, upper, places, firsts, blocked = lists
    if word in blocked:
        return "blocklisted (blocklist.tsv)"
    if len(word) > 15:
        return "longer than 15 letters"
    if "notAWord" in result and "'" not in word and "’" not in word:
        return "digits or symbols"
    if "'" in word or "’" in word or "." in word:
        return "apostrophe or dot (elision, abbreviation)"
    if word in places or word in firsts or word in capital:
        return "names (places, first names, capitalised in Hunspell)"
    if word in upper or len(word) == 1:
        return "abbreviations and single letters"
    if lang != "en" and zipf_frequency(word, "en") >= zipf_frequency(word, lang):
        return "foreign (at least as frequent in English)"
    return "real gaps"


def coverage(args, lists):
    """Prints the share of the top words accepted and the misses by category."""
    top = top_n_list(args.lang, args.top)
    results = lookup(args.dictbuild, args.sqd, top)
    misses = {}
    for word, result in zip(top, results):
        if "tier" not in result:
            misses.setdefault(category(word, result, args.lang, lists), []).append(word)
    missed = sum(len(v) for v in misses.values())
    print(f"top {len(top)} wordfreq words of {args.lang}: {len(top) - missed} accepted "
          f"({100 * (len(top) - missed) / len(top):.1f} %), {missed} missing")
    for name, words in sorted(misses.items(), key=lambda kv: -len(kv[1])):
        print(f"  {name}: {len(words)}")
        print("    " + " ".join(words))


def targets_report(args, lists):
    """Prints the target count, rare and name-like targets, and a seeded sample."""
    out = subprocess.run([args.dictbuild, "list", args.sqd, "--targets", "--jsonl"],
                         capture_output=True, text=True, check=True).stdout
    targets = [json.loads(line) for line in out.split("\n") if line]
    rare = [t for t in targets if t.get("zipf", 0) < 2.0]
    _, _, _, both, places, firsts, _ = lists
    def plain(t):
        return unicodedata.normalize("NFC", t["display"]).lower()
    named = [plain(t) for t in targets if plain(t) in places or plain(t) in firsts]
    capitalised = [w for w in named if w in both]
    print(f"targets: {len(targets)}; Zipf below 2.0: {len(rare)}; "
          f"a place or first name by the lists: {len(named)}")
    print(f"  of which Hunspell has a capitalised stem too (María and maría): {len(capitalised)}")
    print("    " + " ".join(capitalised))
    print(f"  the others (often common words: amor, azul): {len(named) - len(capitalised)}")
    print("    " + " ".join(w for w in named if w not in both))
    sample = random.Random(args.seed).sample(targets, min(args.sample, len(targets)))
    print(f"{len(sample)} random targets (seed {args.seed}):")
    print("  " + " ".join(f"{t['display']}({t.get('zipf', '-')})" for t in sample))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("lang")
    p.add_argument("sqd")
    p.add_argument("--dic", required=True)
    p.add_argument("--places")
    p.add_argument("--firstnames")
    p.add_argument("--blocklist")
    p.add_argument("--dictbuild", default=".build/release/dictbuild")
    p.add_argument("--top", type=int, default=5000)
    p.add_argument("--sample", type=int, default=30)
    p.add_argument("--seed", type=int, default=15)
    args = p.parse_args()
    lower, capital, upper, both = expansion_case(args.dictbuild, args.dic)
    places = read_list(args.places) if args.places else set()
    firsts = first_names(args.firstnames, args.lang) if args.firstnames else set()
    blocked = set()
    if args.blocklist:
        blocked = {w.split("\t")[0] for w in read_list(args.blocklist)}
    coverage(args, (lower, capital, upper, places, firsts, blocked))
    targets_report(args, (lower, capital, upper, both, places, firsts, blocked))


main()
