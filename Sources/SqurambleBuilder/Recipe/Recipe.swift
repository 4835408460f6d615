import Foundation
import Squramble

/// How to build one dictionary: its inputs, its policy and the rules of its two tiers.
///
/// Recipes are JSON files (see `Documentation/Building.md`). Every field but
/// `name`, `language` and `inputs` may be left out; the defaults are listed on each
/// property. Paths are relative to the folder of the recipe file.
package struct Recipe: Sendable, Codable, Hashable {
    /// The version of the recipe format.
    package static let currentVersion = 1

    package var version: Int = Recipe.currentVersion
    /// A short name recorded in the dictionary, e.g. "English (SCOWL)".
    package var name: String
    /// BCP 47 language code, e.g. "en".
    package var language: String
    /// How words become match keys. Default: the language preset's (NFKC + case folding,
    /// accent folding where the preset folds).
    package var policy: NormalizationPolicy = .standard
    /// The letters of the language, lowercase. Keys with other letters are dropped
    /// (the `alphabet` filter). Default: the language preset's (none: every letter).
    package var alphabet: String?
    /// Where `dictbuild build RECIPE` writes the dictionary, unless `--output` says otherwise.
    package var output: String?
    /// How to choose what tiles show when a key is spelled several ways. Default: the
    /// language preset's.
    package var displayForm: DisplayFormPreference = .accents
    /// The sources recorded in the dictionary header (name, licence, detail).
    package var sources: [LexiconSource] = []
    package var inputs: [RecipeInput]
    /// The decisions file (see ``ReviewDecisions``). Missing file = no decisions yet.
    package var decisions: String?
    package var frequency = FrequencyRules()
    package var blocklist = BlocklistRules()
    package var filters = FilterSwitches()
    /// Rules for every word players may type and be credited for. Default: 2–15 letters.
    package var accepted = Recipe.defaultAccepted
    /// Rules for the words the game may choose to scramble. Default: 3–8 letters.
    package var targets = Recipe.defaultTargets
    /// What expanding each Hunspell input may cost: set by `dictbuild build`'s options,
    /// not a field of the recipe file (a machine's limit, not the dictionary's).
    package var hunspellBudget = HunspellBudget()

    package static let defaultAccepted = TierRules(minLength: 2, maxLength: 15)
    package static let defaultTargets = TierRules(minLength: 3, maxLength: 8)

    package init(name: String, language: String, policy: NormalizationPolicy = .standard, inputs: [RecipeInput]) {
        self.name = name; self.language = language; self.policy = policy; self.inputs = inputs
        let preset = LanguagePreset.named(language)
        alphabet = preset.alphabet
        displayForm = preset.displayForm
        filters.properNouns = preset.namesByCase
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case version, name, language, policy, alphabet, output, displayForm, sources, inputs, decisions, frequency, blocklist, filters, accepted, targets
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? Self.currentVersion
        guard version <= Self.currentVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: c,
                debugDescription: "recipe version \(version) is newer than this dictbuild reads (\(Self.currentVersion))")
        }
        name = try c.decode(String.self, forKey: .name)
        language = try c.decode(String.self, forKey: .language)
        // A field the recipe leaves out comes from the language's preset.
        let preset = LanguagePreset.named(language)
        policy = try c.decodeIfPresent(NormalizationPolicy.self, forKey: .policy) ?? preset.policy(locale: language)
        alphabet = c.contains(.alphabet) ? try c.decodeIfPresent(String.self, forKey: .alphabet) : preset.alphabet
        output = try c.decodeIfPresent(String.self, forKey: .output)
        displayForm = try decodeChoice(DisplayFormPreference.self, c, .displayForm) ?? preset.displayForm
        sources = try c.decodeIfPresent([LexiconSource].self, forKey: .sources) ?? []
        inputs = try c.decode([RecipeInput].self, forKey: .inputs)
        decisions = try c.decodeIfPresent(String.self, forKey: .decisions)
        frequency = try c.decodeIfPresent(FrequencyRules.self, forKey: .frequency) ?? FrequencyRules()
        blocklist = try c.decodeIfPresent(BlocklistRules.self, forKey: .blocklist) ?? BlocklistRules()
        filters = try c.decodeIfPresent(FilterSwitches.self, forKey: .filters) ?? FilterSwitches()
        let filterKeys = try? c.nestedContainer(keyedBy: FilterSwitches.CodingKeys.self, forKey: .filters)
        if !(filterKeys?.contains(.properNouns) ?? false) { filters.properNouns = preset.namesByCase }
        accepted = try c.decodeIfPresent(PartialTierRules.self, forKey: .accepted)?.filling(Self.defaultAccepted) ?? Self.defaultAccepted
        targets = try c.decodeIfPresent(PartialTierRules.self, forKey: .targets)?.filling(Self.defaultTargets) ?? Self.defaultTargets
    }
}

extension Recipe {
    /// Writes every field, `alphabet` too when it is `nil` (as `null`): a recipe read back
    /// is the same recipe, where a missing field would be the language preset's.
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(name, forKey: .name)
        try c.encode(language, forKey: .language)
        try c.encode(policy, forKey: .policy)
        try c.encode(alphabet, forKey: .alphabet)
        try c.encodeIfPresent(output, forKey: .output)
        try c.encode(displayForm, forKey: .displayForm)
        try c.encode(sources, forKey: .sources)
        try c.encode(inputs, forKey: .inputs)
        try c.encodeIfPresent(decisions, forKey: .decisions)
        try c.encode(frequency, forKey: .frequency)
        try c.encode(blocklist, forKey: .blocklist)
        try c.encode(filters, forKey: .filters)
        try c.encode(accepted, forKey: .accepted)
        try c.encode(targets, forKey: .targets)
    }

    /// The preset of the recipe's language (``LanguagePreset/named(_:)``).
    package var preset: LanguagePreset { LanguagePreset.named(language) }

    /// The apostrophe rule, when the language elides and the `elisions` filter is on.
    package var elision: ApostropheRule? {
        let rule = preset.apostrophes
        return rule.elides && filters.elisions && policy.dropsApostrophes ? rule : nil
    }
}

/// Which spelling of a word tiles show, when the inputs spell one key several ways
/// (after the rule that a common word shows in lowercase).
package enum DisplayFormPreference: String, Sendable, Codable, CaseIterable {
    /// The spelling with more accents (`café` over `cafe`), then the more frequent one.
    case accents
    /// The spelling the frequency lists give as more common (for lists where both
    /// spellings are words, such as Spanish `ágora`/`agora`), then the one with more accents.
    case frequent
    /// The spelling players use most, always one an input has: among a common word's
    /// spellings with the fewest capitals (its lowercase ones if it has any; a German
    /// noun keeps its capital), the most frequent, then the one with fewer accents (never an
    /// accent that the plain spelling lacks, without evidence: `mais` over `maïs`).
    case common
}

/// What a recipe input is.
package enum InputKind: String, Sendable, Codable, CaseIterable {
    /// A plain word list, one word per line: the words of the dictionary.
    case words
    /// A list of proper names: a word found here is dropped as a name unless it was
    /// also seen in lowercase in a `words` input that keeps case.
    case names
    /// A list of abbreviations and acronyms, with the same exception as `names`.
    case abbreviations
    /// A frequency list: `word<TAB>count`, `word count` or `word<TAB>zipf`.
    case frequency
    /// A blocklist: `word<TAB>severity[<TAB>note]`.
    case blocklist
    /// A Hunspell dictionary (`X.dic`, with its affix rules in `X.aff` or `affixes`):
    /// the words of the dictionary, every form its rules allow.
    case hunspell

    /// Whether the input gives the dictionary's words (a `words` list or a Hunspell
    /// dictionary): each has a bit in a key's inputs, and may be named in `inputs` of a tier.
    package var givesWords: Bool { self == .words || self == .hunspell }
}

/// One input file of a recipe.
package struct RecipeInput: Sendable, Codable, Hashable {
    /// Relative to the recipe's folder.
    package var path: String
    package var kind: InputKind = .words
    /// A name to refer to this input (reports, `targets.inputs`). Default: the file name.
    package var name: String?
    /// For `words`: the lowest Zipf frequency the list implies for its words (a graded
    /// list such as SCOWL's size levels says "at least this common"). Default: none.
    package var zipf: Double?
    /// For `words`: the list was lower-cased by its makers, so its lowercase forms say
    /// nothing about proper nouns. Default `false`.
    package var caseless: Bool?
    /// For `frequency`: how to read the numbers. Default `auto`.
    package var format: FrequencyTable.Format?
    /// For `hunspell`: the affix file, relative to the recipe's folder. Default: the
    /// `.dic` file's path with `.aff`.
    package var affixes: String?
    /// The name of the entry in `sources` this file comes from (documentation).
    package var source: String?
    /// For `names`: its entries are places, so the language's demonyms of them
    /// (``LanguagePreset/demonymEndings``: `Köln` → `Kölner`) are never targets.
    /// Default `false`: person names make no demonyms.
    package var places: Bool?
    /// For `names`: its entries are read first as names, even where a word of the build
    /// is also written in lowercase (`serge`, a cloth, is read as the first name): a word
    /// it lists is an answer, never a target (``Rule/targetName``). A tab on a line ends
    /// the name; what follows is the evidence `explain` quotes. Default `false`: a names
    /// list drops only words never written in lowercase (``Rule/nameList``).
    package var namesFirst: Bool?
    /// For `frequency`: the language the list counts, when it is another than the
    /// recipe's (`"en"`). Its numbers are no word's frequency; a word the recipe's own
    /// lists measure that is ``FrequencyRules/loanwordMargin`` or more above it there is
    /// a loanword of that language (`road` in Swedish): an answer, never a target
    /// (``Rule/targetLoanword``). Default: the recipe's language.
    package var language: String?

    package init(path: String, kind: InputKind = .words, name: String? = nil, zipf: Double? = nil, caseless: Bool? = nil) {
        self.path = path; self.kind = kind; self.name = name; self.zipf = zipf; self.caseless = caseless
    }

    package enum CodingKeys: String, CodingKey, CaseIterable { case path, kind, name, zipf, caseless, format, affixes, source, places, namesFirst, language }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        path = try c.decode(String.self, forKey: .path)
        kind = try decodeChoice(InputKind.self, c, .kind) ?? .words
        name = try c.decodeIfPresent(String.self, forKey: .name)
        zipf = try c.decodeIfPresent(Double.self, forKey: .zipf)
        caseless = try c.decodeIfPresent(Bool.self, forKey: .caseless)
        format = try decodeChoice(FrequencyTable.Format.self, c, .format)
        affixes = try c.decodeIfPresent(String.self, forKey: .affixes)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        places = try c.decodeIfPresent(Bool.self, forKey: .places)
        namesFirst = try c.decodeIfPresent(Bool.self, forKey: .namesFirst)
        language = try c.decodeIfPresent(String.self, forKey: .language)
    }

    /// A frequency list of another language (``language``), read for the loanword rule only.
    package var isForeignFrequency: Bool { kind == .frequency && language != nil }

    /// The name used in reports.
    package var displayName: String { name ?? (path.split(separator: "/").last.map(String.init) ?? path) }
}

/// How frequencies are combined and what a word missing from every source gets.
package struct FrequencyRules: Sendable, Codable, Hashable {
    /// The Zipf value assumed, for thresholds and difficulty, for a word that no
    /// frequency list and no graded input mentions. Such words are stored without a
    /// frequency. Default 0: unknown words count as rare.
    package var missingZipf: Double = 0
    /// Which frequency counts when a graded input implies one and the lists measure
    /// another, and whether a target needs a measured one. Default `highest`.
    package var evidence: FrequencyEvidence = .highest
    /// How many Zipf a word must be more frequent in a list of another language
    /// (``RecipeInput/language``) than in the recipe's own lists to be read as a
    /// loanword (``Rule/targetLoanword``). Default: no loanword rule.
    package var loanwordMargin: Double?
    package enum CodingKeys: String, CodingKey, CaseIterable { case missingZipf, evidence, loanwordMargin }
    package init() {}
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        missingZipf = try c.decodeIfPresent(Double.self, forKey: .missingZipf) ?? 0
        evidence = try decodeChoice(FrequencyEvidence.self, c, .evidence) ?? .highest
        loanwordMargin = try c.decodeIfPresent(Double.self, forKey: .loanwordMargin)
    }
}

/// How much a word's frequency must rest on a count to make the word a target.
///
/// A frequency list *measures* a word (wordfreq counted it); a graded input (SCOWL's
/// size level, ``RecipeInput/zipf``) or ``FrequencyRules/missingZipf`` only *infers*
/// one. Under `measured`, `obtuser` (SCOWL level 35, an inferred 3.5, a measured 1.2)
/// counts as 1.2 and is accepted only.
package enum FrequencyEvidence: String, Sendable, Codable, CaseIterable {
    /// The highest of the measured and the inferred values counts, and either makes a
    /// target.
    case highest
    /// A measured value counts whenever there is one (an inferred value only fills in
    /// for a word no list measures), and a target needs a measured value: a word with an
    /// inferred one only is accepted, not a target (``Rule/targetUnmeasured``), and goes
    /// to review.
    case measured
}

/// What becomes of the words of the blocklists, level by level, and which endings make
/// their forms.
///
/// ```json
/// "blocklist": {"levels": {"slur": "drop", "sexual": "accepted", "vulgar": "accepted", "sensitive": "accepted"}}
/// ```
///
/// The first recipe format said `"blockAtOrBelow": n` instead (1 slurs, 2 and vulgar
/// words, 3 and sensitive words: dropped; the rest left alone); it is still read.
package struct BlocklistRules: Sendable, Codable, Hashable {
    /// The best tier a listed word (or a form of one) of each level may get. Default:
    /// ``OffensiveLevels/standard``.
    package var levels = OffensiveLevels.standard
    /// Endings that make a form of a listed word (`ing`, or `e>ing`: `rape` → `raping`).
    /// Default: the language's list (``defaultSuffixes(for:)``).
    package var inflectionSuffixes: [String]?

    package enum CodingKeys: String, CodingKey, CaseIterable { case levels, inflectionSuffixes, blockAtOrBelow }

    package init() {}
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let level = try c.decodeIfPresent(Int.self, forKey: .blockAtOrBelow) {
            guard let blocked = Severity.atOrAbove(legacy: level) else {
                throw DecodingError.dataCorruptedError(forKey: .blockAtOrBelow, in: c,
                    debugDescription: "must be 1 (slurs), 2 (and vulgar words) or 3 (and sensitive words), found \(level)")
            }
            guard !c.contains(.levels) else {
                throw DecodingError.dataCorruptedError(forKey: .levels, in: c,
                    debugDescription: "give levels or the older blockAtOrBelow, not both")
            }
            levels = OffensiveLevels(dropping: blocked)
        } else {
            levels = try c.decodeIfPresent(OffensiveLevels.self, forKey: .levels) ?? .standard
        }
        inflectionSuffixes = try c.decodeIfPresent([String].self, forKey: .inflectionSuffixes)
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(levels, forKey: .levels)
        try c.encodeIfPresent(inflectionSuffixes, forKey: .inflectionSuffixes)
    }

    /// The endings of a language's inflections and derivations. An ending `removed>added`
    /// replaces the word's last letters (`a>ita`: `puta` → `putita`); only endings that
    /// seldom turn a listed word into an unrelated common one are here (no Spanish `a>o`:
    /// `perra` → `perro`). A listed word of fewer than four letters only takes plurals.
    package static func defaultSuffixes(for language: String) -> [String] {
        switch language.split(separator: "-").first.map({ $0.lowercased() }) ?? language {
        case "en": ["s", "es", "ed", "d", "ing", "er", "ers", "r", "rs", "est", "y", "ier", "iest", "ily", "iness",
                    "ist", "ists", "e>ing", "e>ist", "e>ists", "e>y", "y>ies", "y>ied", "y>ier", "y>iest", "y>ily", "y>iness"]
        case "es": ["s", "es", "a>ita", "a>itas", "o>ito", "o>itos", "a>aza", "a>azas", "o>azo", "o>azos", "a>ón", "o>ón",
                    "a>ones", "o>ones", "a>ona", "a>onas", "ar>ado", "ar>ada", "ar>ados", "ar>adas", "ar>ando",
                    "er>ido", "er>ida", "er>idos", "er>idas", "er>iendo", "ir>ido", "ir>ida", "ir>idos", "ir>idas", "ir>iendo"]
        case "fr": ["s", "x", "e", "es", "er>é", "er>ée", "er>és", "er>ées", "er>ant", "er>e", "er>es", "er>ent",
                    "eur>euse", "eur>euses", "é>ée", "é>és", "é>ées"]
        case "de": ["e", "en", "er", "es", "n", "s", "em", "ern", "en>t", "en>te", "en>ten", "en>st", "en>er", "en>ers"]
        case "it": ["o>i", "io>i", "o>a", "o>e", "a>e", "a>he", "o>hi", "o>one", "o>oni", "a>ona", "a>one",
                    "are>ato", "are>ata", "are>ati", "are>ate", "are>ando"]
        case "pt": ["s", "es", "a>inha", "a>inhas", "o>inho", "o>inhos", "a>ão", "o>ão", "ão>ões",
                    "ar>ado", "ar>ada", "ar>ados", "ar>adas", "ar>ando", "er>ido", "er>ida", "er>endo"]
        default: ["s"]
        }
    }
}

/// The best tier a listed word of each ``Severity`` may get: `drop` (refused even as an
/// answer), `accepted` (an answer, never a puzzle) or `target` (the list changes nothing).
package struct OffensiveLevels: Sendable, Codable, Hashable {
    package var slur: ReviewVerdict
    package var sexual: ReviewVerdict
    package var vulgar: ReviewVerdict
    package var sensitive: ReviewVerdict

    /// The default: slurs are refused, and nothing listed is ever a puzzle.
    package static let standard = OffensiveLevels(slur: .drop, sexual: .accepted, vulgar: .accepted, sensitive: .accepted)

    package init(slur: ReviewVerdict, sexual: ReviewVerdict, vulgar: ReviewVerdict, sensitive: ReviewVerdict) {
        self.slur = slur; self.sexual = sexual; self.vulgar = vulgar; self.sensitive = sensitive
    }

    /// `blocked` dropped, every other level left alone (what `blockAtOrBelow` meant).
    package init(dropping blocked: [Severity]) {
        self.init(slur: .target, sexual: .target, vulgar: .target, sensitive: .target)
        for level in blocked { self[level] = .drop }
    }

    package enum CodingKeys: String, CodingKey, CaseIterable { case slur, sexual, vulgar, sensitive }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let standard = Self.standard
        slur = try decodeChoice(ReviewVerdict.self, c, .slur) ?? standard.slur
        sexual = try decodeChoice(ReviewVerdict.self, c, .sexual) ?? standard.sexual
        vulgar = try decodeChoice(ReviewVerdict.self, c, .vulgar) ?? standard.vulgar
        sensitive = try decodeChoice(ReviewVerdict.self, c, .sensitive) ?? standard.sensitive
    }

    package subscript(level: Severity) -> ReviewVerdict {
        get {
            switch level {
            case .slur: slur
            case .sexual: sexual
            case .vulgar: vulgar
            case .sensitive: sensitive
            }
        }
        set {
            switch level {
            case .slur: slur = newValue
            case .sexual: sexual = newValue
            case .vulgar: vulgar = newValue
            case .sensitive: sensitive = newValue
            }
        }
    }
}

/// The automatic filters, each switched on (`true`, the default) or off.
package struct FilterSwitches: Sendable, Codable, Hashable {
    package var notLetters = true
    package var possessives = true
    package var contractions = true
    /// Elided forms (`l'homme`), in a language whose preset elides (French, Italian).
    package var elisions = true
    /// Words only ever capitalised (`Kelly`); off in German, where every noun is.
    package var properNouns = true
    /// Words with capitals inside (`McCartney`, German `ÄgypterIn`), under the `proper-noun` rule.
    package var innerCapitals = true
    package var nameLists = true
    package var abbreviations = true
    package var blocklist = true
    package var alphabet = true
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case notLetters, possessives, contractions, elisions, properNouns, innerCapitals, nameLists, abbreviations, blocklist, alphabet
    }
    package init() {}
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        notLetters = try c.decodeIfPresent(Bool.self, forKey: .notLetters) ?? true
        possessives = try c.decodeIfPresent(Bool.self, forKey: .possessives) ?? true
        contractions = try c.decodeIfPresent(Bool.self, forKey: .contractions) ?? true
        elisions = try c.decodeIfPresent(Bool.self, forKey: .elisions) ?? true
        properNouns = try c.decodeIfPresent(Bool.self, forKey: .properNouns) ?? true
        innerCapitals = try c.decodeIfPresent(Bool.self, forKey: .innerCapitals) ?? true
        nameLists = try c.decodeIfPresent(Bool.self, forKey: .nameLists) ?? true
        abbreviations = try c.decodeIfPresent(Bool.self, forKey: .abbreviations) ?? true
        blocklist = try c.decodeIfPresent(Bool.self, forKey: .blocklist) ?? true
        alphabet = try c.decodeIfPresent(Bool.self, forKey: .alphabet) ?? true
    }
}

/// The rules of one tier.
package struct TierRules: Sendable, Codable, Hashable {
    /// Length in letters (grapheme clusters of the key), inclusive.
    package var minLength: Int
    package var maxLength: Int
    /// Words below this Zipf frequency are left out of the tier. Default: no threshold.
    package var minZipf: Double?
    /// Only words found in these inputs (by name) may be in the tier. Default: any input.
    package var inputs: [String]?
    /// Words of this many letters or more need a frequency a list measured to be in the
    /// tier (``Rule/unmeasuredLong``, ``Rule/targetUnmeasured``): a Romance verb form of
    /// 14 letters that no corpus has seen is not worth its bytes. Default: no such rule.
    package var measuredFromLength: Int?
    /// Targets only: a word with no vowel of its script (`gps`, `pvc`; ``VowelRule``) is
    /// read as an abbreviation, an answer, never a target (``Rule/targetNoVowel``).
    /// Default `false`.
    package var needsVowel: Bool?

    package init(minLength: Int, maxLength: Int, minZipf: Double? = nil, inputs: [String]? = nil, measuredFromLength: Int? = nil,
                 needsVowel: Bool? = nil) {
        self.minLength = minLength; self.maxLength = maxLength; self.minZipf = minZipf; self.inputs = inputs
        self.measuredFromLength = measuredFromLength; self.needsVowel = needsVowel
    }
}

/// A tier as written in a recipe: every field may be left out.
private struct PartialTierRules: Decodable {
    package var minLength: Int?
    package var maxLength: Int?
    package var minZipf: Double?
    package var inputs: [String]?
    package var measuredFromLength: Int?
    package var needsVowel: Bool?
    package func filling(_ defaults: TierRules) -> TierRules {
        TierRules(minLength: minLength ?? defaults.minLength, maxLength: maxLength ?? defaults.maxLength,
                  minZipf: minZipf ?? defaults.minZipf, inputs: inputs ?? defaults.inputs,
                  measuredFromLength: measuredFromLength ?? defaults.measuredFromLength, needsVowel: needsVowel ?? defaults.needsVowel)
    }
}

/// Decodes a string enumeration, naming the allowed values when the value is not one.
package func decodeChoice<T: RawRepresentable & CaseIterable, K: CodingKey>(
    _ type: T.Type, _ container: KeyedDecodingContainer<K>, _ key: K
) throws -> T? where T.RawValue == String {
    guard let raw = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
    guard let value = T(rawValue: raw) else {
        throw DecodingError.dataCorruptedError(forKey: key, in: container,
            debugDescription: "\"\(raw)\" is not one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
    }
    return value
}

/// Why a recipe cannot be used.
package struct RecipeError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "recipe \(path): \(reason)" }
}

extension Recipe {
    /// Reads a recipe file. Relative paths inside stay relative to its folder (see ``resolve(_:)``).
    package static func load(_ path: String) throws -> (recipe: Recipe, folder: String) {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path)
        } catch { throw RecipeError(path: path, reason: error.reason) }
        let recipe = try parse(bytes, path: path)
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        return (recipe, folder.isEmpty ? "/" : folder)
    }

    /// Reads a recipe from its JSON bytes and checks it; `path` names it in errors.
    package static func parse(_ bytes: [UInt8], path: String) throws -> Recipe {
        let recipe: Recipe
        do {
            try RecipeSchema.recipe.check(RecipeJSON.parse(bytes))
            recipe = try JSONDecoder().decode(Recipe.self, from: Data(bytes))
        } catch let error as RecipeJSON.SyntaxError {
            throw RecipeError(path: path, reason: "not valid JSON: \(error)")
        } catch let error as RecipeSchema.UnknownKey {
            throw RecipeError(path: path, reason: "\(error)")
        } catch let error as DecodingError {
            throw RecipeError(path: path, reason: Self.explain(error))
        }
        try recipe.check(path: path)
        return recipe
    }

    /// Checks what JSON decoding cannot: ranges and names.
    package func check(path: String) throws {
        func fail(_ reason: String) throws -> Never { throw RecipeError(path: path, reason: reason) }
        if let problem = LanguageTag.problem(language) { try fail("language \"\(language)\" is not a BCP 47 language tag: \(problem)") }
        if let locale = policy.locale, let problem = LanguageTag.problem(locale) {
            try fail("policy.locale \"\(locale)\" is not a BCP 47 language tag: \(problem)")
        }
        if inputs.filter({ $0.kind.givesWords }).isEmpty { try fail("no input of kind \"words\" or \"hunspell\"") }
        if inputs.filter({ $0.kind.givesWords }).count > 64 { try fail("at most 64 inputs of kind \"words\" or \"hunspell\"") }
        for problem in outOfRange { try fail(problem) }
        for (tier, rules) in [("accepted", accepted), ("targets", targets)] {
            if rules.maxLength < rules.minLength { try fail("\(tier).maxLength (\(rules.maxLength)) is below \(tier).minLength (\(rules.minLength))") }
            for name in rules.inputs ?? [] where !inputs.contains(where: { $0.displayName == name }) {
                try fail("\(tier).inputs names \"\(name)\", which is not an input (inputs are: \(inputs.map(\.displayName).joined(separator: ", ")))")
            }
        }
        for input in inputs {
            guard let tag = input.language else { continue }
            if input.kind != .frequency { try fail("\(input.displayName): \"language\" is for inputs of kind \"frequency\" only") }
            if let problem = LanguageTag.problem(tag) { try fail("\(input.displayName): language \"\(tag)\" is not a BCP 47 language tag: \(problem)") }
        }
        var seen: Set<String> = []
        for input in inputs where !seen.insert(input.displayName).inserted {
            try fail("two inputs are named \"\(input.displayName)\"; give one a \"name\"")
        }
    }

    /// The longest word a length rule may name: an input line is at most 1,024 bytes.
    package static let lengthRange = 1...1024
    /// The Zipf scale as frequency lists use it (7 is "the", 3 once per million words).
    package static let zipfRange = 0.0...9.0

    /// Every number of the recipe outside its allowed range, as a sentence naming the
    /// field, the value and the range.
    package var outOfRange: [String] {
        var numbers: [(String, Double, ClosedRange<Double>)] = []
        let lengths = Double(Self.lengthRange.lowerBound)...Double(Self.lengthRange.upperBound)
        for (tier, rules) in [("accepted", accepted), ("targets", targets)] {
            numbers.append(("\(tier).minLength", Double(rules.minLength), lengths))
            numbers.append(("\(tier).maxLength", Double(rules.maxLength), lengths))
            if let zipf = rules.minZipf { numbers.append(("\(tier).minZipf", zipf, Self.zipfRange)) }
            if let from = rules.measuredFromLength { numbers.append(("\(tier).measuredFromLength", Double(from), lengths)) }
        }
        numbers.append(("frequency.missingZipf", frequency.missingZipf, Self.zipfRange))
        if let margin = frequency.loanwordMargin { numbers.append(("frequency.loanwordMargin", margin, Self.zipfRange)) }
        for (i, input) in inputs.enumerated() {
            if let zipf = input.zipf { numbers.append(("inputs[\(i)].zipf", zipf, Self.zipfRange)) }
        }
        return numbers.filter { !$0.2.contains($0.1) }.map { name, value, range in
            let shown = { (x: Double) in x == x.rounded() ? String(Int(x)) : String(x) }
            return "\(name) is \(shown(value)), outside the allowed range \(shown(range.lowerBound))...\(shown(range.upperBound))"
        }
    }

    /// A path of the recipe made usable from the current folder.
    package static func resolve(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") || folder == "." ? path : folder + "/" + path
    }

    package static func explain(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(at(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(at(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            if let underlying = context.underlyingError as NSError?, context.codingPath.isEmpty {
                return "not valid JSON (\(underlying.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription))"
            }
            if context.codingPath.isEmpty { return "not valid JSON; check the commas, quotes and brackets" }
            return "at \(at(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
