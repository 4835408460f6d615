"""Writes a rule's decisions into a recipe's decisions file (shared by the rule tools).

A rule tool finds words and a note for each; `write_rule_decisions` puts them in the
decisions file as `key<TAB>accepted<TAB>note` lines, sorted by key. Lines the rule wrote
before (their note holds the rule's NOTE) are replaced, comment lines stay at the top, and
a word that already has a decision of another kind (a person's, or another rule's) keeps
it: a rule never overrides a decision it did not make.
"""
import sys


def write_rule_decisions(path, found, note_marker, rule_name):
    """Rewrites `path` with `found` ({key: note}); prints how many decisions were added."""
    lines = open(path, encoding="utf-8").read().splitlines()
    header = [l for l in lines if l.startswith("#")]
    rows = {l.split("\t")[0]: l for l in lines if l and not l.startswith("#") and note_marker not in l}
    added = 0
    for key, note in found.items():
        if key not in rows:
            rows[key] = f"{key}\taccepted\t{note}"
            added += 1
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(header + [rows[k] for k in sorted(rows)]) + "\n")
    print(f"{path}: {added} decisions of {rule_name} ({len(found)} words found)", file=sys.stderr)
