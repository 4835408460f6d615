import Squramble

/// Everything a recipe's inputs hold, read: the first stage of a build, and the ingest
/// boundary. Past it, the pipeline sees values only; the readers' speed machinery (key
/// tables over byte arenas, threads handing blocks over, lent pointers) stays in
/// `Ingest/`.
///
/// Each input kind has a reader of its own: ``WordListReader`` (word lists),
/// ``HunspellWordReader`` (Hunspell dictionaries),
/// ``FrequencyTable`` (frequency lists), ``NameList`` (names and abbreviations),
/// ``Blocklist`` and ``ReviewDecisions`` (the recipe's decisions file).
///
/// ```swift
/// let inputs = try Inputs.read(recipe, in: "wordlists/en", keys: KeyMaker(policy: recipe.policy))
/// inputs.words.count        // distinct keys of the word lists
/// inputs.tallies            // what each file held, line by line
/// ```
package struct Inputs: Sendable {
    /// The keys of the `words` inputs with their spellings.
    package var words = WordTable()
    /// The `words` inputs, in recipe order: a key's bit `i` in ``WordTable/masks`` is
    /// input `i`.
    package var wordInputs: [RecipeInput] = []
    package var names = NameList()
    package var abbreviations = NameList()
    package var frequencies = FrequencyTable()
    /// The frequency lists of another language (``RecipeInput/language``), for the
    /// loanword rule (``Rule/targetLoanword``); empty without one.
    package var foreignFrequencies = FrequencyTable()
    /// The language of ``foreignFrequencies`` (the first such list's).
    package var foreignLanguage: String?
    package var blocklist = Blocklist()
    /// Forms a Hunspell dictionary made from a stem the blocklist hits, with that stem's key.
    package var hunspellBlockedForms: [String: String] = [:]
    package var decisions = ReviewDecisions()
    /// What reading found in each file, in recipe order, the decisions file last.
    package var tallies: [LineTally] = []

    /// Reads every input of `recipe` (paths relative to `folder`), calling `progress`
    /// with each input's name and the fraction of inputs read. An input that cannot be
    /// read stops the build with its error, at its place in the recipe.
    package static func read(_ recipe: Recipe, in folder: String, keys: KeyMaker,
                     progress: (_ input: String, _ fraction: Double) -> Void = { _, _ in }) throws -> Inputs {
        var inputs = Inputs()
        inputs.wordInputs = recipe.inputs.filter(\.kind.givesWords)
        // The frequency lists are read in the background, on the other core, while the
        // word lists are read here; each list's outcome is taken up at its place in the
        // recipe, so an error stops the build where reading in order would have.
        var frequencies = FrequencyReading.start(recipe, in: folder, keys: keys)
        // The blocklists first: a Hunspell dictionary's forms inherit the block of their stem.
        let blocklistTallies = try inputs.readBlocklists(recipe, in: folder, keys: keys)
        for (position, input) in recipe.inputs.enumerated() {
            progress(input.displayName, Double(position) / Double(recipe.inputs.count))
            let path = Recipe.resolve(input.path, in: folder)
            var tally = LineTally(file: input.displayName)
            switch input.kind {
            case .words, .hunspell: try inputs.readWords(input, path: path, recipe: recipe, keys: keys, tally: &tally,
                                                         folder: folder)
            case .names: try inputs.names.read(path, tally: &tally, key: { keys.key($0) })
            case .abbreviations: try inputs.abbreviations.read(path, tally: &tally, key: { keys.key($0) })
            case .frequency where input.isForeignFrequency:
                try inputs.foreignFrequencies.read(path, format: input.format ?? .auto, tally: &tally, key: { keys.key($0) })
                if inputs.foreignLanguage == nil { inputs.foreignLanguage = input.language }
            case .frequency: (inputs.frequencies, tally) = try frequencies.outcome(at: position)
            case .blocklist: tally = blocklistTallies[position]!
            }
            inputs.tallies.append(tally)
        }
        if let decisionsPath = recipe.decisions {
            var tally = LineTally(file: decisionsPath.split(separator: "/").last.map(String.init) ?? decisionsPath)
            inputs.decisions = try ReviewDecisions.read(Recipe.resolve(decisionsPath, in: folder), tally: &tally, key: { keys.key($0) })
            tally.unusable += inputs.decisions.repeated
            inputs.tallies.append(tally)
        }
        return inputs
    }

    /// Reads every blocklist of `recipe` into ``blocklist``, with the endings of the
    /// recipe's language as keys; their tallies by position in the recipe.
    private mutating func readBlocklists(_ recipe: Recipe, in folder: String, keys: KeyMaker) throws -> [Int: LineTally] {
        let endings = recipe.blocklist.inflectionSuffixes ?? BlocklistRules.defaultSuffixes(for: recipe.language)
        blocklist.endings = endings.compactMap { InflectionEnding($0)?.keyed { keys.key($0) } }
        var tallies: [Int: LineTally] = [:]
        for (position, input) in recipe.inputs.enumerated() where input.kind == .blocklist {
            var tally = LineTally(file: input.displayName)
            try blocklist.read(Recipe.resolve(input.path, in: folder), tally: &tally, key: { keys.key($0) })
            tallies[position] = tally
        }
        return tallies
    }

    /// The listed word `key` is or is a form of (by its ending, or as a form a Hunspell
    /// dictionary made from a listed stem), or `nil`; never a form for a word marked `ordinary`.
    /// `isWord` says whether a key is one of the build's words (``words`` may be gone:
    /// see ``ClassifiedWords/classify(_:recipe:)``).
    package func blockingHit(for key: String, isWord: (String) -> Bool) -> Blocklist.Hit? {
        if let hit = blocklist.blocking(key, isWord: isWord) { return hit }
        guard !hunspellBlockedForms.isEmpty, let stem = hunspellBlockedForms[key], !blocklist.isOrdinary(key), var hit = blocklist.blocking(stem) else { return nil }
        hit.match = .hunspellStem(stem)
        return hit
    }

    /// Reads one `words` or `hunspell` input into ``words``.
    private mutating func readWords(_ input: RecipeInput, path: String, recipe: Recipe, keys: KeyMaker,
                                    tally: inout LineTally, folder: String) throws {
        let file = Int32(truncatingIfNeeded: words.files.count)
        words.files.append(tally.file)
        let bit = UInt64(1) << UInt64(wordInputs.firstIndex(of: input)!)
        if input.kind == .hunspell {
            var reader = HunspellWordReader(dic: path, aff: input.affixes.map { Recipe.resolve($0, in: folder) }, bit: bit, keys: keys,
                                            lengths: recipe.accepted.minLength...recipe.accepted.maxLength,
                                            keepsOnlyLetters: recipe.filters.notLetters, elision: recipe.elision, blocklist: blocklist,
                                            budget: recipe.hunspellBudget)
            reader.prefixesKept = recipe.preset.cliticPrefixes
            let blocked = try reader.read(into: &words, file: file, tally: &tally)
            hunspellBlockedForms.merge(blocked) { first, _ in first }
        } else {
            let reader = WordListReader(path: path, bit: bit, keepsCase: !(input.caseless ?? false),
                                        joinsPunctuation: !recipe.filters.notLetters, keys: keys)
            try reader.read(into: &words, file: file, tally: &tally)
        }
    }
}

/// The frequency lists of a recipe, read on another thread while the rest is read (see
/// ``Inputs/read(_:in:keys:progress:)``).
private struct FrequencyReading {
    private var wait: (() -> (FrequencyTable, [Int: Result<LineTally, any Error>]))?
    private var result: (table: FrequencyTable, outcomes: [Int: Result<LineTally, any Error>])?

    package static func start(_ recipe: Recipe, in folder: String, keys: KeyMaker) -> FrequencyReading {
        let lists = recipe.inputs.indices.filter { recipe.inputs[$0].kind == .frequency && !recipe.inputs[$0].isForeignFrequency }.map { ($0, recipe.inputs[$0]) }
        let foldsAccents = recipe.policy.foldsAccents
        return FrequencyReading(wait: ParallelMap.inBackground {
            readAll(lists, in: folder, keys: keys, formKeys: foldsAccents)
        })
    }

    /// The table of every list, once they are read, and what happened to the list at
    /// `position` of the recipe (its tally, or its error, thrown).
    package mutating func outcome(at position: Int) throws -> (FrequencyTable, LineTally) {
        if result == nil, let wait { result = wait(); self.wait = nil }
        return (result!.table, try result!.outcomes[position]!.get())
    }

    /// Reads frequency lists (each with its position in the recipe) into one table, in
    /// order, up to the first that cannot be read; what happened to each, by position.
    private static func readAll(_ lists: [(Int, RecipeInput)], in folder: String, keys: KeyMaker,
                                formKeys: Bool) -> (FrequencyTable, [Int: Result<LineTally, any Error>]) {
        var table = FrequencyTable()
        var outcomes: [Int: Result<LineTally, any Error>] = [:]
        for (position, input) in lists {
            var tally = LineTally(file: input.displayName)
            let formKey: ((String) -> String?)? = formKeys ? { keys.formKey($0) } : nil
            do {
                try table.read(Recipe.resolve(input.path, in: folder), format: input.format ?? .auto, tally: &tally,
                               key: { keys.key($0) }, formKey: formKey)
                outcomes[position] = .success(tally)
            } catch {
                outcomes[position] = .failure(error)
                break
            }
        }
        return (table, outcomes)
    }
}
