import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder

/// Options that describe a quick one-off build from lists, without a recipe.
struct QuickRecipeOptions: ParsableArguments {
    @Option(name: .customLong("input"), help: ArgumentHelp("A word list, one word per line (repeatable).", valueName: "list"))
    var inputs: [String] = []
    @Option(name: .customLong("hunspell"), help: ArgumentHelp("A Hunspell dictionary (X.dic, with its rules in X.aff): every form its rules allow (repeatable).", valueName: "dic"))
    var hunspell: [String] = []
    @Option(name: .customLong("frequency"), help: ArgumentHelp("A frequency list: word<TAB>count, word count or word<TAB>zipf (repeatable).", valueName: "list"))
    var frequencies: [String] = []
    @Flag(help: "Do not look for the language's frequency list in the frequency folder when no --frequency is given (dictbuild frequency --help).")
    var noFrequencyLookup = false
    @Option(name: .customLong("loanword-frequency"), help: ArgumentHelp("An English frequency list (wordfreq-en.tsv) for the loanword rule: a word 1 Zipf or more more frequent there than in this language's lists is an answer, never a target (default with a list found in the frequency folder: its wordfreq-en.tsv).", valueName: "list"))
    var loanwordFrequency: String?
    @Option(name: .customLong("names"), help: ArgumentHelp("A list of proper names to leave out (repeatable).", valueName: "list"))
    var nameLists: [String] = []
    @Option(name: .customLong("blocklist"), help: ArgumentHelp("A blocklist: word<TAB>severity (repeatable).", valueName: "list"))
    var blocklists: [String] = []
    @Flag(help: "Do not look for the language's offensive-word list in the offensive-word folder when no --blocklist is given (dictbuild offensive --help).")
    var noOffensiveLookup = false
    @Option(help: ArgumentHelp("Drop blocklist entries of this severity and more severe, leave the rest alone: 1 slurs, 2 + sexual and vulgar, 3 + sensitive (the older form of --offensive).", valueName: "1-3"))
    var blockSeverity: Int?
    @Option(help: ArgumentHelp("What a blocklisted word of a level may be at best: slur, sexual, vulgar or sensitive = drop, accepted or target (repeatable; default slur=drop, the rest accepted).", valueName: "level=tier"))
    var offensive: [String] = []
    @Option(help: ArgumentHelp("A review decisions file: key<TAB>target|accepted|drop<TAB>note.", valueName: "file"))
    var decisions: String?
    @Option(help: "The language of the lists (BCP 47 code); its preset gives the defaults of --fold-accents, --alphabet, --display-form and the name and apostrophe rules.")
    var language: String = "en"
    @Flag(help: "Fold accents in match keys (élève matches eleve), keeping the language's own letters such as ñ (default: the language's preset).")
    var foldAccents = false
    @Flag(help: "Keep accents in match keys, whatever the language's preset says.")
    var noFoldAccents = false
    @Option(help: ArgumentHelp("Shortest accepted word, in letters.", valueName: "n"))
    var minLength: Int = 2
    @Option(help: ArgumentHelp("Longest accepted word, in letters.", valueName: "n"))
    var maxLength: Int = 15
    @Option(help: ArgumentHelp("Shortest target, in letters.", valueName: "n"))
    var targetMinLength: Int = 3
    @Option(help: ArgumentHelp("Longest target, in letters.", valueName: "n"))
    var targetMaxLength: Int = 8
    @Option(help: ArgumentHelp("Leave words rarer than this Zipf frequency out of the targets (needs --frequency; 3 with a list found in the frequency folder).", valueName: "zipf"))
    var targetMinZipf: Double?
    @Option(name: .customLong("abbreviations"), help: ArgumentHelp("A list of abbreviations and acronyms to leave out (repeatable).", valueName: "list"))
    var abbreviationLists: [String] = []
    @Option(name: .customLong("caseless-input"), help: ArgumentHelp("A word list lower-cased by its makers, whose case says nothing about names (repeatable).", valueName: "list"))
    var caselessInputs: [String] = []
    @Option(help: ArgumentHelp("The dictionary's name, recorded in its header (default: the lists' file names).", valueName: "text"))
    var name: String?
    @Option(help: ArgumentHelp("The letters of the language, lowercase; words with other letters are dropped.", valueName: "letters"))
    var alphabet: String?
    @Option(help: ArgumentHelp("Which spelling tiles show: accents (café over cafe), frequent (the more common spelling, then more accents) or common (a spelling as the inputs have it, the more common, then fewer accents); default: the language's preset.", valueName: "choice"))
    var displayForm: DisplayFormPreference?
    @Option(help: ArgumentHelp("How to read the numbers of --frequency lists: auto, counts or zipf.", valueName: "format"))
    var frequencyFormat: FrequencyTable.Format?
    @Option(help: ArgumentHelp("The Zipf value thresholds assume for a word no frequency list mentions.", valueName: "zipf"))
    var missingZipf: Double = 0
    @Option(help: ArgumentHelp("Which frequency counts: highest (of the lists and what a graded input implies) or measured (the lists' whenever they have one; a target needs one); default highest, measured with a list found in the frequency folder.", valueName: "choice"))
    var frequencyEvidence: FrequencyEvidence?
    @Option(help: ArgumentHelp("Endings that make an inflection of a blocked word blocked, comma-separated (default: the language's).", valueName: "list"))
    var inflectionSuffixes: String?
    @Option(help: ArgumentHelp("Leave words rarer than this Zipf frequency out of the dictionary (needs --frequency).", valueName: "zipf"))
    var minZipf: Double?
    @Option(help: ArgumentHelp("Accept words of this many letters or more only when a frequency list measures them (needs --frequency).", valueName: "n"))
    var measuredFromLength: Int?
    @Option(name: .customLong("accepted-input"), help: ArgumentHelp("Accept only words of this list, named by its file name (repeatable).", valueName: "name"))
    var acceptedInputs: [String] = []
    @Option(name: .customLong("target-input"), help: ArgumentHelp("Take targets only from this list, named by its file name (repeatable).", valueName: "name"))
    var targetInputs: [String] = []
    @Option(name: .customLong("no-filter"), help: ArgumentHelp("Switch a filter off: \(FilterSwitches.optionNames.joined(separator: ", ")) (repeatable).", valueName: "filter"))
    var filtersOff: [String] = []

    var isEmpty: Bool { inputs.isEmpty && caselessInputs.isEmpty && hunspell.isEmpty }

    /// Whether any option but the word lists differs from its default.
    var changesDefaults: Bool {
        guard var plain = try? Self.parse([]) else { return true }
        plain.inputs = inputs
        plain.caselessInputs = caselessInputs
        plain.hunspell = hunspell
        return plain.makeRecipe() != makeRecipe()
    }

    func makeRecipe() -> Recipe {
        var inputsList = inputs.map { RecipeInput(path: $0, kind: .words) }
        inputsList += caselessInputs.map { RecipeInput(path: $0, kind: .words, caseless: true) }
        inputsList += hunspell.map { RecipeInput(path: $0, kind: .hunspell) }
        inputsList += frequencies.map { RecipeInput(path: $0, kind: .frequency) }
        for i in inputsList.indices where inputsList[i].kind == .frequency { inputsList[i].format = frequencyFormat }
        if let loanwordFrequency {
            var english = RecipeInput(path: loanwordFrequency, kind: .frequency)
            english.language = "en"
            inputsList.append(english)
        }
        inputsList += nameLists.map { RecipeInput(path: $0, kind: .names) }
        inputsList += abbreviationLists.map { RecipeInput(path: $0, kind: .abbreviations) }
        inputsList += blocklists.map { RecipeInput(path: $0, kind: .blocklist) }
        // Two inputs with the same file name get distinct names.
        var seen: [String: Int] = [:]
        for i in inputsList.indices {
            let name = inputsList[i].displayName
            seen[name, default: 0] += 1
            if seen[name]! > 1 { inputsList[i].name = "\(name)#\(seen[name]!)" }
        }
        let wordLists = inputs + caselessInputs + hunspell
        // The language's preset fills in what the options leave out (``Recipe/init(name:language:policy:inputs:)``).
        let folds = foldAccents || (!noFoldAccents && LanguagePreset.named(language).foldsAccents)
        var recipe = Recipe(name: name ?? wordLists.map { ($0 as NSString).lastPathComponent }.joined(separator: " + "),
                            language: language, policy: NormalizationPolicy(foldsAccents: folds, locale: language),
                            inputs: inputsList)
        recipe.decisions = decisions
        recipe.alphabet = alphabet ?? recipe.alphabet
        recipe.displayForm = displayForm ?? recipe.displayForm
        recipe.frequency.missingZipf = missingZipf
        recipe.frequency.evidence = frequencyEvidence ?? .highest
        if loanwordFrequency != nil { recipe.frequency.loanwordMargin = RecipeSource.loanwordMargin }
        if let blockSeverity, let blocked = Severity.atOrAbove(legacy: blockSeverity) {
            recipe.blocklist.levels = OffensiveLevels(dropping: blocked)
        }
        for setting in offensive {
            if let (level, tier) = Self.offensiveSetting(setting) { recipe.blocklist.levels[level] = tier }
        }
        recipe.blocklist.inflectionSuffixes = inflectionSuffixes.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        for name in filtersOff { FilterSwitches.keyPath(forOption: name).map { recipe.filters[keyPath: $0] = false } }
        recipe.accepted = TierRules(minLength: minLength, maxLength: maxLength, minZipf: minZipf,
                                    inputs: acceptedInputs.isEmpty ? nil : acceptedInputs, measuredFromLength: measuredFromLength)
        recipe.targets = TierRules(minLength: targetMinLength, maxLength: targetMaxLength, minZipf: targetMinZipf,
                                   inputs: targetInputs.isEmpty ? nil : targetInputs)
        recipe.sources = wordLists.map { LexiconSource(name: ($0 as NSString).lastPathComponent, license: "unknown", detail: $0) }
        return recipe
    }

    /// Every field of a recipe (as ``RecipeSchema`` names them) and the quick-build option
    /// that sets it, or `nil` where only a recipe can say it. `build --help` lists the
    /// fields without an option; a test checks that every field of the schema is here.
    static let optionForField: KeyValuePairs<String, String?> = [
        "version": nil, "name": "--name", "language": "--language",
        "policy.foldsAccents": "--fold-accents, --no-fold-accents", "policy.locale": "--language",
        "alphabet": "--alphabet", "output": "--output", "displayForm": "--display-form",
        "sources[].name": nil, "sources[].license": nil, "sources[].detail": nil,
        "inputs[].path": "--input, --caseless-input, --hunspell", "inputs[].kind": "--input, --caseless-input, --hunspell, --frequency, --names, --abbreviations, --blocklist",
        "inputs[].name": nil, "inputs[].zipf": nil, "inputs[].caseless": "--caseless-input",
        "inputs[].format": "--frequency-format", "inputs[].affixes": nil, "inputs[].source": nil, "inputs[].places": nil, "inputs[].namesFirst": nil,
        "inputs[].language": "--loanword-frequency", "frequency.loanwordMargin": nil, "targets.needsVowel": nil,
        "decisions": "--decisions", "frequency.missingZipf": "--missing-zipf",
        "frequency.evidence": "--frequency-evidence",
        "blocklist.blockAtOrBelow": "--block-severity", "blocklist.inflectionSuffixes": "--inflection-suffixes",
        "blocklist.levels.slur": "--offensive", "blocklist.levels.sexual": "--offensive",
        "blocklist.levels.vulgar": "--offensive", "blocklist.levels.sensitive": "--offensive",
        "filters.*": "--no-filter",
        "accepted.minLength": "--min-length", "accepted.maxLength": "--max-length",
        "accepted.minZipf": "--min-zipf", "accepted.inputs": "--accepted-input",
        "accepted.measuredFromLength": "--measured-from-length", "targets.measuredFromLength": nil,
        "targets.minLength": "--target-min-length", "targets.maxLength": "--target-max-length",
        "targets.minZipf": "--target-min-zipf", "targets.inputs": "--target-input",
        "review.definitions.source": nil, "review.definitions.path": nil,
    ]

    /// The recipe fields no quick-build option sets, for help texts.
    static var fieldsWithoutOption: [String] { optionForField.filter { $0.value == nil }.map(\.key) }

    func validate() throws {
        guard !(foldAccents && noFoldAccents) else { throw ValidationError("--fold-accents and --no-fold-accents cannot both be given") }
        if let blockSeverity, !(1...3).contains(blockSeverity) { throw ValidationError("--block-severity must be 1, 2 or 3") }
        for setting in offensive where Self.offensiveSetting(setting) == nil {
            throw ValidationError("--offensive \(setting): write level=tier, the level one of \(Severity.allCases.map(\.rawValue).joined(separator: ", ")), the tier drop, accepted or target")
        }
        let wordInputs = inputs.count + caselessInputs.count + hunspell.count
        guard wordInputs <= 64 else {
            throw ValidationError("\(wordInputs) word lists and Hunspell dictionaries (--input, --caseless-input, --hunspell); a build takes at most 64")
        }
        guard minLength >= 1, maxLength >= minLength else { throw ValidationError("--min-length must be at least 1 and at most --max-length") }
        guard targetMinLength >= 1, targetMaxLength >= targetMinLength else {
            throw ValidationError("--target-min-length must be at least 1 and at most --target-max-length")
        }
        for name in filtersOff where FilterSwitches.keyPath(forOption: name) == nil {
            throw ValidationError("--no-filter \(name): there is no such filter"
                + (RecipeSchema.nearest(to: name, in: FilterSwitches.optionNames).map { "; did you mean \($0)?" } ?? "")
                + " (filters: \(FilterSwitches.optionNames.joined(separator: ", ")))")
        }
        if let problem = LanguageTag.problem(language) {
            throw ValidationError("--language \"\(language)\" is not a BCP 47 language tag: \(problem)")
        }
        if let problem = makeRecipe().outOfRange.first { throw ValidationError(Self.optionWording(problem)) }
    }

    /// The level and tier of an `--offensive` value (`sexual=drop`), or `nil` if it is not one.
    static func offensiveSetting(_ text: String) -> (Severity, ReviewVerdict)? {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let level = Severity(rawValue: parts[0]), let tier = ReviewVerdict(rawValue: parts[1]) else { return nil }
        return (level, tier)
    }

    /// A recipe range problem in the words of the options ("--target-min-zipf is 12, …").
    static func optionWording(_ problem: String) -> String {
        var text = problem
        for (field, option) in optionForField {
            guard let option, !option.contains(","), text.hasPrefix(field + " ") else { continue }
            text = option + text.dropFirst(field.count)
        }
        return text
    }
}

/// Where the recipe comes from: a file, or the quick options.
struct RecipeSource {
    var recipe: Recipe
    var folder: String
    var path: String?
    /// The frequency list a quick build found in the frequency folder (``FrequencyFolder``)
    /// because none was given, and added to its recipe.
    var foundFrequency: String?
    /// The offensive-word list a quick build found in the offensive-word folder
    /// (``OffensiveFolder``) because no blocklist was given, and added to its recipe.
    var foundOffensive: String?
    /// The English frequency list a quick build found in the frequency folder for the
    /// loanword rule (``Rule/targetLoanword``), and added to its recipe.
    var foundLoanword: String?

    static func load(recipePath: String?, quick: QuickRecipeOptions,
                     environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecipeSource {
        if let recipePath {
            let (recipe, folder) = try Recipe.load(recipePath)
            return RecipeSource(recipe: recipe, folder: folder, path: recipePath)
        }
        var recipe = quick.makeRecipe()
        var found: String?
        // A quick build in a language whose list `dictbuild frequency` made uses it; a
        // recipe says its inputs itself.
        if quick.frequencies.isEmpty, !quick.noFrequencyLookup, let list = FrequencyFolder.folder.list(for: quick.language, environment: environment) {
            recipe.inputs.append(RecipeInput(path: list, kind: .frequency))
            found = list
            // Targets as the bundled recipes choose them: measured, and common enough.
            if quick.targetMinZipf == nil { recipe.targets.minZipf = foundListTargetMinZipf }
            if quick.frequencyEvidence == nil { recipe.frequency.evidence = .measured }
            // And neither abbreviations nor English words the language's list counts.
            recipe.targets.needsVowel = true
        }
        let loanword = found == nil ? nil : Self.addLoanwordList(to: &recipe, environment: environment)
        // Likewise the offensive-word list `dictbuild offensive` made.
        var offensive: String?
        if quick.blocklists.isEmpty, !quick.noOffensiveLookup, let list = OffensiveFolder.folder.list(for: quick.language, environment: environment) {
            recipe.inputs.append(RecipeInput(path: list, kind: .blocklist))
            offensive = list
        }
        return RecipeSource(recipe: recipe, folder: ".", path: nil, foundFrequency: found, foundOffensive: offensive, foundLoanword: loanword)
    }

    /// How many Zipf more frequent in English than in the language's list a word must be
    /// to be read as a loanword, in a quick build (``FrequencyRules/loanwordMargin``).
    static let loanwordMargin = 1.0

    /// Turns the loanword rule on for a quick build in another language than English,
    /// with the frequency folder's English list when no --loanword-frequency was given;
    /// the list, if it added one.
    static func addLoanwordList(to recipe: inout Recipe, environment: [String: String]) -> String? {
        guard FrequencyFolder.wordfreqCode(for: recipe.language) != "en" else { return nil }
        if recipe.frequency.loanwordMargin == nil { recipe.frequency.loanwordMargin = loanwordMargin }
        guard !recipe.inputs.contains(where: \.isForeignFrequency),
              let english = FrequencyFolder.folder.list(for: "en", environment: environment) else { return nil }
        var input = RecipeInput(path: english, kind: .frequency)
        input.language = "en"
        recipe.inputs.append(input)
        return english
    }

    /// The lowest Zipf frequency of a target when the frequency list was found rather
    /// than given, as in the bundled recipes (`wordlists/*/recipe.json`).
    static let foundListTargetMinZipf = 3.0

    /// The report's line for the list found, if one was.
    var foundFrequencyLine: String? {
        foundFrequency.map {
            "frequency list for \"\(recipe.language)\": \($0) (from the frequency folder, as no --frequency was given; "
                + "targets need a measured Zipf frequency of at least \(recipe.targets.minZipf.map { "\($0)" } ?? "none") and a vowel of their script; "
                + "--no-frequency-lookup leaves it out)"
        }
    }

    /// The report's line for the English list found for the loanword rule, if one was.
    var foundLoanwordLine: String? {
        foundLoanword.map {
            "English frequency list for the loanword rule: \($0) (from the frequency folder; a word \(ReportText.number(recipe.frequency.loanwordMargin ?? 0)) Zipf "
                + "or more more frequent there than in the list for \"\(recipe.language)\" is an answer, never a target)"
        }
    }

    /// The report's line for the offensive-word list found, if one was.
    var foundOffensiveLine: String? {
        foundOffensive.map {
            "offensive-word list for \"\(recipe.language)\": \($0) (from the offensive-word folder, as no --blocklist was given; "
                + "its words are never targets; HurtLex's licence, CC BY-NC-SA 4.0, forbids commercial use; --no-offensive-lookup leaves it out)"
        }
    }

    /// The report's `found:` lines.
    var foundLines: [String] { [foundFrequencyLine, foundLoanwordLine, foundOffensiveLine].compactMap { $0 } }
}

extension DisplayFormPreference: ExpressibleByArgument {}
extension FrequencyTable.Format: ExpressibleByArgument {}
extension FrequencyEvidence: ExpressibleByArgument {}

extension FilterSwitches {
    /// The filter switches as `--no-filter` takes them: `properNouns` is `proper-nouns`.
    static let optionNames = CodingKeys.allCases.map { key in
        key.rawValue.reduce(into: "") { name, c in name += c.isUppercase ? "-" + c.lowercased() : String(c) }
    }

    /// The switch a `--no-filter` name turns off.
    static func keyPath(forOption name: String) -> WritableKeyPath<FilterSwitches, Bool>? {
        guard let index = optionNames.firstIndex(of: name) else { return nil }
        switch CodingKeys.allCases[index] {
        case .notLetters: return \.notLetters
        case .possessives: return \.possessives
        case .contractions: return \.contractions
        case .elisions: return \.elisions
        case .properNouns: return \.properNouns
        case .innerCapitals: return \.innerCapitals
        case .nameLists: return \.nameLists
        case .abbreviations: return \.abbreviations
        case .blocklist: return \.blocklist
        case .alphabet: return \.alphabet
        }
    }
}
