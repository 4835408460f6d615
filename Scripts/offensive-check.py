#!/usr/bin/env python3
"""How many targets of a dictionary a public profanity list marks offensive.

Usage: Scripts/offensive-check.py DICT.sqd LIST [LIST...] [--ours OFFENSIVE.tsv] [--dictbuild PATH]

Prints, for each LIST, the number of targets it marks offensive and those targets;
with --ours, the hits our own list grades `ordinary` (an everyday word, with the
reason) are shown apart, and a second number leaves them out. Exit status 0 even when
targets are found: the number is the result.

The checking list must be another list than the one the dictionary was built from
(wordlists/<lang>/SOURCES.md says which). Formats, told by the file name:

  *.json   dsojevic/profanity-list (MIT): `match` alternatives separated by `|`;
           a `*` in a spelling is dropped (`bi*tch` -> `bitch`)
  *.csv    surge-ai/profanity (MIT): the `text` column
  other    one entry a line, as in LDNOOBW (CC BY 4.0) and LDNOOBWV2 (CC0)

Only entries of one word made of letters are compared (a dictionary holds no phrases),
in lowercase, and with accents folded as well (a key such as `cabron` matches `cabrón`).
Where the lists come from: github.com/dsojevic/profanity-list (en.json),
github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words (en, es, fr,
de, it, pt), github.com/surge-ai/profanity (profanity_en.csv); CI has no copy of
them, so the script takes their paths.

Targets are read with `dictbuild list DICT --targets --jsonl`; --dictbuild names the
program (default: .build/debug/dictbuild, else `swift run dictbuild`).
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import unicodedata


def fold(text):
    """Lowercase, accents removed but ñ kept (as the Spanish keys do)."""
    text = text.lower().replace("ñ", "\0")
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return unicodedata.normalize("NFC", text.replace("\0", "ñ"))


def is_word(text):
    return bool(text) and text.isalpha()


def read_list(path):
    with open(path, encoding="utf-8") as f:
        if path.endswith(".json"):
            spellings = [a.replace("*", "") for entry in json.load(f) for a in entry["match"].split("|")]
        elif path.endswith(".csv"):
            spellings = [row["text"] for row in csv.DictReader(f)]
        else:
            spellings = f.read().split("\n")
    return {s.strip().lower() for s in spellings if is_word(s.strip())}


def read_ours(path):
    """word -> note, for the words our list grades `ordinary`."""
    ordinary = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 2 and not line.startswith("#") and fields[1] == "ordinary":
                ordinary[fold(fields[0])] = fields[2] if len(fields) > 2 else ""
    return ordinary


def targets(dictionary, dictbuild):
    """The targets of `dictionary` as `dictbuild list --jsonl` gives them; one line and
    exit 1 when dictbuild cannot list it (the message names the script that asked)."""
    command = dictbuild + ["list", dictionary, "--targets", "--jsonl"]
    me = os.path.basename(sys.argv[0])
    try:
        run = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        sys.exit(f"{me}: cannot run {command[0]}: {error.strerror}")
    if run.returncode != 0:
        sys.exit(f"{me}: {' '.join(command)} failed: {run.stderr.strip()}")
    return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dictionary")
    parser.add_argument("lists", nargs="+")
    parser.add_argument("--ours", help="our offensive.tsv, to show the hits it grades ordinary apart")
    parser.add_argument("--dictbuild", help="the dictbuild program")
    args = parser.parse_args()
    if args.dictbuild:
        dictbuild = [args.dictbuild]
    elif os.path.exists(".build/debug/dictbuild"):
        dictbuild = [".build/debug/dictbuild"]
    else:
        dictbuild = ["swift", "run", "dictbuild"]
    for path in [args.dictionary] + args.lists + ([args.ours] if args.ours else []):
        if not os.path.isfile(path):
            sys.exit(f"offensive-check: {path}: no such file")
    words = targets(args.dictionary, dictbuild)
    ordinary = read_ours(args.ours) if args.ours else {}
    print(f"{args.dictionary}: {len(words)} targets")
    for path in args.lists:
        listed = read_list(path)
        folded = {fold(w) for w in listed}
        hits = sorted({w["display"] for w in words if w["display"].lower() in listed or fold(w["key"]) in folded})
        print(f"{os.path.basename(path)} ({len(listed)} one-word entries): {len(hits)} targets listed offensive")
        ours = [h for h in hits if fold(h) in ordinary]
        rest = [h for h in hits if fold(h) not in ordinary]
        if rest:
            print("  " + " ".join(rest))
        if args.ours:
            print(f"  of which our list grades {len(ours)} ordinary, leaving {len(rest)}")
            for h in ours:
                print(f"    {h}: {ordinary[fold(h)]}")


if __name__ == "__main__":
    main()
