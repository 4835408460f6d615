#!/usr/bin/env python3
"""Unit tests of the rule tools' own logic (issue 27): the decisions file a rule rewrites,
the subtitle Zipfs, accent folding and the offensive-prefix and spoken-word checks. They
use small files written in a temporary folder, no network and no Hunspell; the tools that
import wordfreq are tested only where it is installed (it is for the people who run the
tools). Run: python3 -m unittest discover -s wordlists/tools -p 'test_*.py' (a second).
"""
import importlib.util
import math
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import decisions_file  # noqa: E402

try:
    import wordfreq  # noqa: F401
    HAS_WORDFREQ = True
except ImportError:
    HAS_WORDFREQ = False


def load(name):
    """A tool whose file name has hyphens, imported as a module (its main() does not run)."""
    spec = importlib.util.spec_from_file_location(name.replace("-", "_"), os.path.join(HERE, name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write(folder, name, text):
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


class DecisionsFileTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.path = write(self.folder.name, "decisions.tsv",
                          "# header\n"
                          "alpha\taccepted\tRULE: old\n"
                          "beta\ttarget\ta person's judgement\n"
                          "gamma\taccepted\tOTHER rule\n")

    def tearDown(self):
        self.folder.cleanup()

    def rows(self):
        with open(self.path, encoding="utf-8") as f:
            return f.read().splitlines()

    def test_replaces_its_own_lines_and_keeps_the_others(self):
        decisions_file.write_rule_decisions(self.path, {"delta": "RULE: new"}, "RULE:", "the test rule")
        self.assertEqual(self.rows(), ["# header", "beta\ttarget\ta person's judgement",
                                       "delta\taccepted\tRULE: new", "gamma\taccepted\tOTHER rule"])

    def test_never_overrides_a_decision_it_did_not_make(self):
        decisions_file.write_rule_decisions(self.path, {"beta": "RULE: x", "gamma": "RULE: y", "alpha": "RULE: z"},
                                            "RULE:", "the test rule")
        rows = self.rows()
        self.assertIn("beta\ttarget\ta person's judgement", rows)
        self.assertIn("gamma\taccepted\tOTHER rule", rows)
        self.assertIn("alpha\taccepted\tRULE: z", rows)
        self.assertEqual(rows[1:], sorted(rows[1:]))


class SubtitleListTests(unittest.TestCase):
    """The Zipf of a subtitle list: log10(count / the list's total * 10^9)."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        for name, text in {"de": "ich 600\nnee 300\nrüber 100\n", "pt": "não 500\nconnosco 500\n",
                           "pt_br": "não 900\nvocê 100\n"}.items():
            write(self.folder.name, f"{name}/{name}_50k.txt", text)

    def tearDown(self):
        self.folder.cleanup()

    def test_european_decisions_zipfs(self):
        european = load("european-decisions")
        zipfs = european.subtitle_zipfs(os.path.join(self.folder.name, "de", "de_50k.txt"))
        self.assertAlmostEqual(zipfs["nee"], math.log10(0.3 * 1e9))
        self.assertAlmostEqual(zipfs["rüber"], 8.0)

    @unittest.skipUnless(HAS_WORDFREQ, "needs wordfreq")
    def test_foreign_decisions_takes_the_higher_of_pt_and_pt_br(self):
        foreign = load("foreign-decisions")
        table = foreign.subtitles(self.folder.name, "pt")
        self.assertAlmostEqual(table["não"], math.log10(0.9 * 1e9))       # pt_br: 900 of 1,000
        self.assertAlmostEqual(table["connosco"], math.log10(0.5 * 1e9))  # pt only
        self.assertAlmostEqual(table["você"], 8.0)

    @unittest.skipUnless(HAS_WORDFREQ, "needs wordfreq")
    def test_spoken_takes_only_the_top_words_and_reads_pt_br(self):
        spoken = load("subtitle-spoken")
        self.assertEqual(list(spoken.subtitle_zipfs(self.folder.name, "de", top=2)), ["ich", "nee"])
        self.assertEqual(set(spoken.subtitle_zipfs(self.folder.name, "pt")), {"não", "você"})


class FoldTests(unittest.TestCase):
    def test_folds_accents_only_when_the_policy_does(self):
        european = load("european-decisions")
        self.assertEqual(european.fold("ecrã", True), "ecra")
        self.assertEqual(european.fold("ecrã", False), "ecrã")
        self.assertEqual(european.fold("Übersee", True), "Ubersee")


@unittest.skipUnless(HAS_WORDFREQ, "needs wordfreq")
class SpokenRuleTests(unittest.TestCase):
    def setUp(self):
        self.spoken = load("subtitle-spoken")
        self.folder = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.folder.cleanup()

    def test_an_offensive_word_refuses_the_words_it_begins(self):
        graded = {"fuck", "ass"}
        self.assertTrue(self.spoken.is_offensive("fuckin", graded))
        self.assertTrue(self.spoken.is_offensive("ass", graded))
        # a graded word under 4 letters refuses only itself: `assez` is no `ass`
        self.assertFalse(self.spoken.is_offensive("assez", graded))
        self.assertFalse(self.spoken.is_offensive("nee", graded))

    def test_ordinary_grades_are_not_offensive(self):
        path = write(self.folder.name, "offensive.tsv",
                     "# comment\nMistkerl\tvulgar\tnote\nbirne\tordinary\tnote\n")
        self.assertEqual(self.spoken.offensive_stems(path), {"mistkerl"})


if __name__ == "__main__":
    unittest.main()
