#!/usr/bin/env python3
"""Lists the targets that a treebank's tagging says are used mostly as names.

Usage: dictbuild list --targets X.sqd |
           ud-names.py --names LIST... --conllu FILE... [--min-count N] [--min-share S]

The evidence issue 27 asks for to tell `serge` (read first as a name) from `navy` (a
word) is how a spelling is used in running text, which a caseless frequency list such as
wordfreq cannot say. A Universal Dependencies treebank (CoNLL-U) can: every token has a
part of speech, PROPN for a proper noun. For each lowercase spelling this counts its
tokens and its *name uses*: PROPN tokens that stand alone (neither neighbour is PROPN:
`Harry said`, not the `States` of `United States`) or belong to a `flat` chain of
PROPN tokens only (a person's name: `Harry Potter`). A target is printed when
- one of the --names lists has it (a Hunspell .dic's capitalised stems, or a list of
  names one a line, a tab ending the name): some source says it can be a name;
- the treebanks have at least --min-count tokens of it (default 3), and
- at least --min-share of them (default 0.8) are name uses.

Each line is `word<TAB>evidence`, the format of a names input marked `namesFirst` in a
recipe (`explain` quotes the evidence). Standard error gets the tokens read and the count.
Tried for issue 27 and not used by any recipe: see ../licenses/README.md for the numbers.
"""
import collections
import sys
import unicodedata


def key(text):
    return unicodedata.normalize("NFC", text).lower()


def sentences(path):
    """The word lines of each sentence of a CoNLL-U file, split into their ten fields."""
    sentence = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip():
                if sentence:
                    yield sentence
                sentence = []
            elif not line.startswith("#"):
                fields = line.rstrip("\n").split("\t")
                if fields[0].isdigit():  # not a multiword range (1-2) or an empty node (1.1)
                    sentence.append(fields)
    if sentence:
        yield sentence


def name_uses(sentence):
    """For each token, whether it is used as a name (see the module's text)."""
    by_id = {t[0]: t for t in sentence}
    flat = collections.defaultdict(list)
    for t in sentence:
        if t[7].startswith("flat"):
            flat[t[6]].append(t)
    for i, t in enumerate(sentence):
        if t[3] != "PROPN":
            yield False
            continue
        before = sentence[i - 1][3] if i > 0 else None
        after = sentence[i + 1][3] if i + 1 < len(sentence) else None
        head = by_id.get(t[6]) if t[7].startswith("flat") else t
        chain = [head] + flat[head[0]] if head else []
        yield (before != "PROPN" and after != "PROPN") or (len(chain) > 1 and all(c[3] == "PROPN" for c in chain))


def count(paths):
    """Tokens and name uses per lowercase spelling."""
    tokens, names = collections.Counter(), collections.Counter()
    for path in paths:
        for sentence in sentences(path):
            for t, is_name in zip(sentence, name_uses(sentence)):
                tokens[key(t[1])] += 1
                names[key(t[1])] += is_name
    return tokens, names


def read_names(paths):
    """Lowercase name -> the file that lists it first."""
    listed = {}
    for path in paths:
        short = path.rsplit("/", 1)[-1]
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                if path.endswith(".dic"):
                    stem = line.split("/")[0].strip()
                    if not (stem[:1].isupper() and stem[1:].islower()):
                        continue
                else:
                    stem = line.split("\t")[0].strip()
                    if not stem or stem.startswith("#"):
                        continue
                listed.setdefault(key(stem), short)
    return listed


def options(args):
    """--names and --conllu lists, --min-count, --min-share."""
    lists = {"--names": [], "--conllu": []}
    numbers = {"--min-count": 3.0, "--min-share": 0.8}
    current = None
    for arg in args:
        if arg in lists:
            current = lists[arg]
        elif arg in numbers:
            current = arg
        elif isinstance(current, str):
            try:
                numbers[current] = float(arg)
            except ValueError:
                sys.exit(f"ud-names.py: {current} takes a number, not {arg}")
            current = None
        elif current is None:
            sys.exit(f"ud-names.py: unexpected argument {arg} (see the top of the script)")
        else:
            current.append(arg)
    if not lists["--names"] or not lists["--conllu"]:
        sys.exit("ud-names.py: --names and --conllu each need at least one file")
    return lists["--names"], lists["--conllu"], numbers["--min-count"], numbers["--min-share"]


def main():
    names_paths, conllu, min_count, min_share = options(sys.argv[1:])
    try:
        listed = read_names(names_paths)
        tokens, names = count(conllu)
    except (OSError, UnicodeDecodeError) as error:
        sys.exit(f"ud-names.py: {error}")
    flagged = 0
    for line in sys.stdin:
        word = line.split("\t")[0].strip()
        k = key(word)
        n, m = names[k], tokens[k]
        if k in listed and m > 0 and m >= min_count and n / m >= min_share:
            flagged += 1
            print(f"{word}\tUD: {n} of {m} uses a name ({n / m:.0%}); listed in {listed[k]}")
    print(f"{sum(tokens.values())} tokens in {len(conllu)} files; {flagged} flagged", file=sys.stderr)


main()
