#!/usr/bin/env python3
"""Prints compare.sh's one table from the raw results it left in a folder.

    python3 Benchmarks/table.py RESULTS_DIR

Times are medians. "ratio" is Squramble's figure divided by the peer's, both measured in the
same run (below 1: Squramble is faster or smaller). "spread" is half the distance between
the 25th and 75th percentile, as a percentage of the median, for Squramble / the peer.
"""
import csv
import glob
import json
import os
import statistics
import sys

RESULTS = sys.argv[1] if len(sys.argv) > 1 else "results"
INPUT_NAMES = {
    "small.raw": "american-english, raw",
    "small.clean": "american-english, letters-only lowercase",
    "insane.raw": "american-english-insane, raw + frequency list",
    "insane.raw9": "american-english-insane, raw + frequency list, 9-letter targets",
    "insane.clean": "american-english-insane, letters-only lowercase",
    "bundled-en": "bundled English recipe (wordlists/en)",
}


def quantiles(values):
    values = sorted(values)
    if len(values) == 1:
        return values[0], values[0], values[0]
    q = statistics.quantiles(values, n=4, method="inclusive")
    return q[0], statistics.median(values), q[2]


class Figure:
    """A median with its 25th and 75th percentiles, in a base unit (seconds, bytes, KiB)."""

    def __init__(self, p25, median, p75, unit):
        self.p25, self.median, self.p75, self.unit = p25, median, p75, unit

    @property
    def spread(self):
        if self.median == 0 or self.p25 is None:
            return None
        return (self.p75 - self.p25) / 2 / self.median * 100

    def with_bits(self, words):
        """A size that also shows its bits per word."""
        self.words = words
        return self

    def scaled(self, factor):
        return Figure(*(None if v is None else v * factor for v in (self.p25, self.median, self.p75)), self.unit)

    def text(self):
        v = self.median
        if self.unit == "s":
            if v < 1e-6:
                return f"{v * 1e9:.0f} ns"
            if v < 1e-3:
                return f"{v * 1e6:.2f} µs"
            if v < 1:
                return f"{v * 1e3:.2f} ms"
            return f"{v:.3f} s"
        if self.unit == "B":
            words = getattr(self, "words", None)
            return f"{v:,.0f} B" + (f" ({v * 8 / words:.1f} bits/word)" if words else "")
        if self.unit == "KiB":
            return f"{v / 1024:,.1f} MiB"
        if self.unit == "instructions" and v >= 1e5:
            return f"{v / 1e6:,.1f} M instructions"
        if self.unit == "bits":
            return f"{v:.1f} bits/word"
        return f"{v:g} {self.unit}"


def exact(value, unit):
    return Figure(None, value, None, unit)


def hyperfine(name):
    path = os.path.join(RESULTS, name + ".json")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        data = json.load(f)
    out = {}
    for result in data["results"]:
        p25, med, p75 = quantiles(result["times"])
        out[result["command"]] = Figure(p25, med, p75, "s")
    return out


def pairs(name):
    path = os.path.join(RESULTS, name + ".txt")
    if not os.path.exists(path):
        return {}
    out = {}
    with open(path) as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2:
                out[parts[0]] = float(parts[1])
    return out


def influx():
    """package-benchmark's influx export: per benchmark, the wall clock's percentiles (ns)."""
    out = {}
    for path in glob.glob(os.path.join(RESULTS, "**", "*.influx.csv"), recursive=True):
        with open(path, newline="") as f:
            for fields in csv.reader(f):
                if not fields or fields[0].startswith("#") or fields[0] == "measurement" or len(fields) < 15:
                    continue
                metric, test = fields[6], fields[8]
                percentile, value = float(fields[9]), float(fields[10])
                if "wall" in metric.lower():
                    out.setdefault(test, {})[percentile] = (value, fields[7])
    figures = {}
    for test, by_percentile in out.items():
        # The values are nanoseconds whatever the unit column (package-benchmark's display unit) says.
        get = lambda p: by_percentile.get(p, (None, ""))[0]
        figures[test] = Figure(get(25.0) * 1e-9, get(50.0) * 1e-9, get(75.0) * 1e-9, "s")
    return figures


rows = []


def row(group, what, ours, peer_name, peer, target="", met=None, note=""):
    ratio = ""
    if ours is not None and peer is not None and peer.median:
        ratio = f"{ours.median / peer.median:.3g}×"
    spread = "/".join("–" if f is None or f.spread is None else f"±{f.spread:.0f}%" for f in (ours, peer))
    verdict = "" if met is None else (" ✓" if met else " ✗ MISSED")
    rows.append((group, what, ours.text() if ours else "–", peer_name, peer.text() if peer else "–", ratio,
                 (target + verdict).strip(), spread, note))


# Build time, peak memory, size.
for key, name in INPUT_NAMES.items():
    times = hyperfine("build." + key)
    if not times:
        continue
    memory = pairs("memory." + key)
    sizes = pairs("size." + key)
    ours = times.get("dictbuild")
    marisa = times.get("marisa-build")
    words = int(sizes.get("words", 0))
    label = f"{name} ({words:,} words)"
    stages = ""
    stages_path = os.path.join(RESULTS, f"stages.{key}.txt")
    if os.path.exists(stages_path):
        with open(stages_path) as f:
            stages = "stages: " + ", ".join(line.strip().split(",")[0] for line in f if " ms" in line)
    row("build", label, ours, "marisa-build", marisa, "≤ 3×",
        None if not (ours and marisa) else ours.median <= 3 * marisa.median, stages)
    row("build", label, ours, "LC_ALL=C sort -u", times.get("sort -u"))
    mem = lambda k: exact(memory[k], "KiB") if k in memory else None
    sort_memory = mem("sort-u")
    row("peak memory", label, mem("dictbuild"), "marisa-build", mem("marisa-build"), "", None,
        "" if sort_memory is None else f"sort -u: {sort_memory.text()}")
    if words:
        sized = lambda key: exact(sizes[key], "B").with_bits(words)
        sqd, marisa_size = sized("sqd"), sized("marisa")
        row("size", label, sqd, "marisa trie", marisa_size, "≤ 2×", sqd.median <= 2 * marisa_size.median,
            f"plain list: {sizes['text']:,.0f} B")
        row("size", label, sqd, "gzip -9 of the list", sized("gzip"))
        row("size", label, sqd, "xz -9 of the list", sized("xz"))

# Hunspell dictionaries, beside the pipeline people use today.
for lang in ("es_ES", "pt_BR"):
    times = hyperfine("hunspell." + lang)
    if not times:
        continue
    facts = pairs("hunspell-memory." + lang)
    label = f"Hunspell {lang}: {int(facts.get('words', 0)):,} words (unmunch: {int(facts.get('unmunched', 0)):,} lines)"
    ours, peer = times.get("dictbuild"), times.get("unmunch, sort -u, marisa-build")
    row("build", label, ours, "unmunch, sort -u, marisa-build", peer, "≤ 1×",
        None if not (ours and peer) else ours.median <= peer.median)
    if "dictbuild" in facts and "peer" in facts:
        row("peak memory", label, exact(facts["dictbuild"], "KiB"), "unmunch, sort -u, marisa-build", exact(facts["peer"], "KiB"))
    if "sqd" in facts and "marisa" in facts:
        row("size", label, exact(facts["sqd"], "B"), "marisa trie of unmunch's forms", exact(facts["marisa"], "B"))

# Memory per distinct word: the slope between the two synthetic lists.
per_word = pairs("memory-per-word")
if "synthetic1" in per_word and "synthetic4" in per_word:
    slope = (per_word["synthetic4"] - per_word["synthetic1"]) * 1024 / 3e6
    row("peak memory", "builder, per distinct word (synthetic 1 M → 4 M words)", Figure(None, slope, None, "B"), "", None,
        "< 150 B", slope < 150, f"peaks {per_word['synthetic1'] / 1024:.0f} / {per_word['synthetic4'] / 1024:.0f} MiB")

# Whole-process solving on the insane list.
counts = {k: pairs("count." + k) for k in ("anagrams", "subwords9", "subwords12")}
for key, what in (("anagrams", "anagrams of 20 racks, one process each"),
                  ("subwords9", "all sub-words of a 9-letter rack"),
                  ("subwords12", "all sub-words of a 12-letter rack")):
    times = hyperfine("solve." + key)
    if not times:
        continue
    ours = times.get("squramble")
    c = counts.get(key, {})
    note = "answers: " + ", ".join(f"{k} {int(v)}" for k, v in c.items())
    an = times.get("an")
    row("solve, whole process", what, ours, "an", an, "≥ 5× faster",
        None if not (ours and an) else an.median >= 5 * ours.median, note)
    row("solve, whole process", what, ours, "wordplay", times.get("wordplay"), "", None, note)

# In-process (package-benchmark).
bench = influx()
get = lambda name: bench.get(name)
if bench:
    first = get("open + first lookup")
    row("in-process", "open + first lookup", first, "Set<String> build", get("Set<String> build, all words"),
        "< 1 ms", None if first is None else first.median < 1e-3)
    cold = hyperfine("first-open").get("first open")
    row("in-process", "open + first lookup, first in a fresh process", cold, "", None, "", None,
        "cold code: Foundation's first JSON decode, lazy symbol binding, page faults")
    insane_marisa = hyperfine("build.insane.raw").get("marisa-build")
    encode = get("LexiconWriter.encode, all words")
    row("build", "the .sqd writer alone, in-process (insane words, already normalised)", encode,
        "marisa-build, whole process", insane_marisa, "≤ 3×", None if not (encode and insane_marisa) else encode.median <= 3 * insane_marisa.median)
    ours, peer = get("lookup x1M: Lexicon.wordID"), get("lookup x1M: Set<String>.contains")
    row("in-process", "1M lookups, half near-misses", ours, "Set<String>.contains", peer, "≤ 2×",
        None if not (ours and peer) else ours.median <= 2 * peer.median)
    marisa = get("lookup x1M: marisa-trie lookup")
    row("in-process", "1M lookups, half near-misses", ours, "marisa-trie lookup", marisa, "",
        None)
    row("in-process", "anagrams of 20 racks", get("anagrams x20 racks: Lexicon.anagrams"), "naive scan",
        get("anagrams x20 racks: naive scan"))
    for n in ("9", "12"):
        row("in-process", f"all sub-words of a {n}-letter rack", get(f"subwords {n}-letter rack: Lexicon.subanagrams"),
            "naive scan", get(f"subwords {n}-letter rack: naive scan"))
    verdict = next((v for k, v in bench.items() if k.startswith("verdict x")), None)
    batch = next((int(k.split("x")[1].split(",")[0]) for k in bench if k.startswith("verdict x")), 1000)
    set_lookup = get("lookup x1M: Set<String>.contains")
    per = lambda f, n: None if f is None else f.scaled(1 / n)
    verdict_one = per(verdict, batch)
    row("engine", "verdict for one typed answer", verdict_one, "Set<String>.contains", per(set_lookup, 1e6),
        "< 2 µs", None if verdict_one is None else verdict_one.median < 2e-6)
    normalisation = next((v for k, v in bench.items() if k.startswith("normalisation x")), None)
    row("engine", "  of which normalisation", per(normalisation, batch), "", None)
    twist = next((v for k, v in bench.items() if k.startswith("Twist round")), None)
    row("engine", "Twist round, 9-letter rack, all answers", twist, "naive scan, 9 letters",
        get("subwords 9-letter rack: naive scan"), "< 1 ms", None if twist is None else twist.median < 1e-3)
    grid = get("Grid round, 5 rows x 4, generated + enumerated")
    row("engine", "Grid round, 5 × 4, generated + enumerated", grid, "", None, "< 5 ms",
        None if grid is None else grid.median < 5e-3)
    row("engine", "Scoring(lexicon:), once per dictionary", get("Scoring(lexicon:), once per dictionary"), "", None)

# Instructions per lookup (callgrind, the lookup loop alone), the same queries for all three.
instructions = pairs("instructions.lookup")
if "squramble" in instructions:
    ours = exact(instructions["squramble"], "instructions")
    for peer_key, peer_name, target, test in (("marisa", "marisa-trie lookup", "fewer", lambda o, p: o < p),
                                              ("set", "Set<String>.contains", "", None)):
        if peer_key in instructions:
            peer = exact(instructions[peer_key], "instructions")
            row("in-process", "instructions per lookup (callgrind)", ours, peer_name, peer, target,
                None if test is None else test(ours.median, peer.median))

startup = hyperfine("startup")
floor = hyperfine("startup-floor")
for name, figure in startup.items():
    row("CLI start-up", name + ", to the first prompt (pty)", figure, "squramble --version", floor.get("squramble --version"),
        "< 50 ms", figure.median < 0.05)
if floor:
    row("CLI start-up", "process floor: squramble --version", floor.get("squramble --version"), "an --version",
        floor.get("an --version"))

# Start-up beside an (Benchmarks/startup.sh): whole processes, the loader included.
counted = pairs("instructions.startup")
interleaved = hyperfine("startup-interleaved")
for what, ours_key, peer_key, ours_name, peer_name in (
        ("version", "squramble-version", "an-version", "squramble --version", "an --version"),
        ("solve20", "squramble-solve20", "an-solve20", "squramble solve, 20 racks", "an, 20 racks")):
    label = "--version" if what == "version" else "solve, 20 racks, a process each"
    if ours_key in counted and peer_key in counted:
        ours, peer = exact(counted[ours_key], "instructions"), exact(counted[peer_key], "instructions")
        row("CLI start-up", f"{label}, instructions (callgrind)", ours, peer_name, peer, "≤ 2×",
            ours.median <= 2 * peer.median)
    if ours_name in interleaved and peer_name in interleaved:
        ours, peer = interleaved[ours_name], interleaved[peer_name]
        row("CLI start-up", f"{label}, wall (interleaved rounds)", ours, peer_name, peer, "≤ 2×",
            ours.median <= 2 * peer.median)

headers = ("", "measurement", "Squramble", "peer", "peer's", "ratio", "target", "spread", "note")
print("| " + " | ".join(headers) + " |")
print("|" + "|".join("---" for _ in headers) + "|")
for r in rows:
    print("| " + " | ".join(r) + " |")
