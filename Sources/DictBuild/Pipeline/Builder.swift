import Foundation
import Squramble

/// The builder pipeline: read → normalise → classify → filter → decide → rank.
///
/// ```swift
/// let result = try Builder(recipe: recipe, folder: "wordlists/en").run()
/// try LexiconWriter.write(words: result.words, metadata: result.metadata, to: "en.sqd")
/// ```
struct Builder {
    var recipe: Recipe
    /// The folder relative paths of the recipe are resolved against.
    var folder: String
    /// Called with a stage description and a fraction done (0...1).
    var progress: (@Sendable (String, Double) -> Void)?
    /// Whether to encode the dictionary file too (``BuildResult/file``), beside the report.
    var encodesFile = false

    init(recipe: Recipe, folder: String = ".", encodesFile: Bool = false, progress: (@Sendable (String, Double) -> Void)? = nil) {
        self.recipe = recipe; self.folder = folder; self.encodesFile = encodesFile; self.progress = progress
    }

    /// Every key of the `words` inputs with its spellings, as collected while reading, in
    /// flat arrays: no heap object per key to allocate, retain, copy and free.
    struct Collection: Sendable {
        /// A spelling: the line as read (trimmed), where it was first seen, how many lines
        /// gave it, and the next spelling of the same key (-1 after the last).
        struct Form: Sendable, Spelling {
            var text: String
            var file: Int32
            var line: Int32
            var next: Int32
            var occurrences: Int32
            /// Counted from the line's bytes while reading, for most lines (all ASCII).
            var caseCounts: CaseCounts?
            var keepsCase: Bool
        }
        /// Every key, in the order first seen; a key's position indexes `masks` and
        /// `firstForms`.
        var index = KeyIndex()
        var keys: [String] { index.keys }
        /// The `words` inputs each key appears in, a bit an input.
        var masks: [UInt64] = []
        /// The first spelling of each key, in `forms`.
        var firstForms: [Int32] = []
        var forms: [Form] = []
        /// File names `Form.file` counts in.
        var files: [String] = []

        var count: Int { index.count }
        func contains(_ key: String) -> Bool { index.contains(key) }

        mutating func reserve(_ extra: Int, bytes: Int = 0) {
            index.reserve(extra, bytes: bytes)
            masks.reserveCapacity(count + extra)
            firstForms.reserveCapacity(count + extra); forms.reserveCapacity(forms.count + extra)
        }

        /// The memory reserved for keys and spellings not collected yet (see
        /// ``SpareMemory``).
        func spareMemory() -> [SpareMemory] {
            index.spareMemory() + [SpareMemory(masks, .keys), SpareMemory(firstForms, .keys), SpareMemory(forms, .spellings)]
        }

        /// Collects a spelling and its key from their bytes (`hash`: the key's
        /// ``KeyIndex/hash(_:)``): strings are made only for a new key or a new spelling.
        mutating func collect(text: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>, hash: UInt64, caseCounts: CaseCounts,
                              bit: UInt64, keepsCase: Bool, file: Int32, line: Int) {
            let (position, isNew) = index.insert(bytes: key, hash: hash)
            if isNew { masks.append(0); firstForms.append(-1) }
            // A spelling that is its own key shares the key's string.
            let p = Int(position)
            if text.baseAddress == key.baseAddress {
                let own = index.keys[p]
                add(text, { own }, caseCounts, at: p, bit: bit, keepsCase: keepsCase, file: file, line: line)
            } else {
                add(text, { String(decoding: text, as: UTF8.self) }, caseCounts, at: p, bit: bit, keepsCase: keepsCase, file: file,
                    line: line)
            }
        }

        mutating func collect(_ text: String, key: String, bit: UInt64, keepsCase: Bool, file: Int32, line: Int) {
            let (position, isNew) = index.insert(key)
            if isNew { masks.append(0); firstForms.append(-1) }
            text.withUTF8Bytes { bytes in
                add(bytes, { text }, nil, at: Int(position), bit: bit, keepsCase: keepsCase, file: file, line: line)
            }
        }

        /// Counts a spelling (given by its bytes; `makeText` makes its string if it is
        /// new) for the key at position `p`.
        private mutating func add(_ text: UnsafeBufferPointer<UInt8>, _ makeText: () -> String, _ caseCounts: CaseCounts?,
                                  at p: Int, bit: UInt64, keepsCase: Bool, file: Int32, line: Int) {
            masks[p] |= bit
            var i = firstForms[p], last: Int32 = -1, spellings = 0
            while i >= 0 {
                if forms[Int(i)].text.withUTF8Bytes({ equalBytes($0, text) }) {
                    forms[Int(i)].occurrences &+= forms[Int(i)].occurrences < .max ? 1 : 0
                    if keepsCase { forms[Int(i)].keepsCase = true }
                    return
                }
                last = i; spellings += 1
                i = forms[Int(i)].next
            }
            guard spellings < maximumSpellings else { return }
            let new = Int32(truncatingIfNeeded: forms.count)
            forms.append(Form(text: makeText(), file: file, line: Int32(truncatingIfNeeded: line), next: -1, occurrences: 1,
                              caseCounts: caseCounts, keepsCase: keepsCase))
            if last < 0 { firstForms[p] = new } else { forms[Int(last)].next = new }
        }

        /// The spellings of the key at `position` as they are kept, in the order first seen.
        func spellings(at position: Int) -> FormChain<[Form]> { FormChain(forms: forms, link: firstForms[position]) }

        /// The number of spellings of the key at `position` (following the links alone:
        /// copying each spelling out would cost more than the walk).
        func spellingCount(at position: Int) -> Int {
            var count = 0, i = firstForms[position]
            while i >= 0 { count += 1; i = forms[Int(i)].next }
            return count
        }

        /// The spellings of every key, for workers that must not copy the arrays (see
        /// where the builder classifies); valid while `forms` is.
        struct SpellingTable: @unchecked Sendable {
            /// `forms` and `firstForms` of a collection.
            let forms: UnsafeBufferPointer<Form>
            let first: UnsafeBufferPointer<Int32>

            func chain(at position: Int) -> FormChain<UnsafeBufferPointer<Form>> { FormChain(forms: forms, link: first[position]) }
        }

        /// The spellings of one key, following the `next` links through `forms`.
        struct FormChain<Forms: RandomAccessCollection<Form>>: Sequence, IteratorProtocol where Forms.Index == Int {
            let forms: Forms
            var link: Int32
            mutating func next() -> Form? {
                guard link >= 0 else { return nil }
                let form = forms[Int(link)]
                link = form.next
                return form
            }
        }

        /// The spellings of the key at `position`, in the order first seen.
        func surfaceForms(at position: Int) -> [SurfaceForm] {
            spellings(at: position).map { form in
                SurfaceForm(text: form.text, firstSeen: SourceLocation(file: files[Int(form.file)], line: Int(form.line)),
                            occurrences: Int(form.occurrences), keepsCase: form.keepsCase)
            }
        }
    }

    func run() throws -> BuildResult {
        let clock = StageClock()
        defer { clock.finish() }
        let policy = recipe.policy
        var report = BuildReport(recipe: recipe)
        var tallies: [LineTally] = []
        let turkic = policy.usesTurkicCaseFolding
        @Sendable func key(_ text: String) -> String? {
            // Lowercase ASCII letters are their own key under every policy, and printable
            // ASCII needs no ICU either: NFKC leaves it alone and case folding lowers A–Z
            // (except under Turkic rules, where I folds to ı).
            if !text.isEmpty && Self.isLowercaseASCII(text) { return text }
            if !turkic, let ascii = Self.asciiKey(text) { return ascii }
            guard let k = try? policy.key(for: text), !k.isEmpty else { return nil }
            return k.text
        }
        // A spelling's own key: case-folded, accents kept (to choose between spellings).
        let formPolicy = NormalizationPolicy(foldsAccents: false, locale: policy.locale)
        @Sendable func formKey(_ text: String) -> String? {
            if !turkic, let ascii = Self.asciiKey(text) { return ascii }
            guard let k = try? formPolicy.key(for: text), !k.isEmpty else { return nil }
            return k.text
        }

        // 1. Read every input.
        let wordInputs = recipe.inputs.filter { $0.kind == .words }
        var collected = Collection()
        var names: [String: SourceLocation] = [:]
        var abbreviations: [String: SourceLocation] = [:]
        var frequencies = FrequencyTable()
        var blocklist = Blocklist()
        let totalInputs = Double(recipe.inputs.count)
        // The frequency lists are read in the background, on the other core, while the
        // word lists are read here; each list's outcome is taken up at its place in the
        // recipe, so an error stops the build where reading in order would have.
        let frequencyInputs: [(Int, RecipeInput)] = recipe.inputs.indices.filter { recipe.inputs[$0].kind == .frequency }
            .map { ($0, recipe.inputs[$0]) }
        let inputFolder = folder
        let frequencyKey: @Sendable (String) -> String? = key
        let frequencyFormKey: (@Sendable (String) -> String?)? = policy.foldsAccents ? formKey : nil
        let readingFrequencies = ParallelMap.inBackground { () -> (FrequencyTable, [Int: Result<LineTally, any Error>]) in
            Builder.readFrequencyLists(frequencyInputs, in: inputFolder, key: frequencyKey, formKey: frequencyFormKey)
        }
        var frequencyOutcomes: [Int: Result<LineTally, any Error>]?
        for (position, input) in recipe.inputs.enumerated() {
            progress?("reading \(input.displayName)", 0.4 * Double(position) / totalInputs)
            let path = Recipe.resolve(input.path, in: folder)
            var tally = LineTally(file: input.displayName)
            switch input.kind {
            case .words:
                let file = Int32(truncatingIfNeeded: collected.files.count)
                collected.files.append(tally.file)
                let reader = WordListReader(path: path, bit: UInt64(1) << UInt64(wordInputs.firstIndex(of: input)!),
                                            keepsCase: !(input.caseless ?? false),
                                            lowersASCII: recipe.filters.notLetters && !turkic,
                                            joinsPunctuation: !recipe.filters.notLetters, key: key)
                try reader.read(into: &collected, file: file, tally: &tally)
            case .names, .abbreviations:
                let fileName = tally.file
                try LineReader.forEachLine(of: path, tally: &tally) { raw, line in
                    guard let k = key(raw) else { return "the word cannot be normalised" }
                    let location = SourceLocation(file: fileName, line: line)
                    if input.kind == .names {
                        if names[k] == nil { names[k] = location }
                    } else if abbreviations[k] == nil {
                        abbreviations[k] = location
                    }
                    return nil
                }
            case .frequency:
                if frequencyOutcomes == nil { (frequencies, frequencyOutcomes) = readingFrequencies() }
                tally = try frequencyOutcomes![position]!.get()
            case .blocklist:
                try blocklist.read(path, tally: &tally, key: key)
            }
            tallies.append(tally)
        }
        var decisions = ReviewDecisions()
        if let decisionsPath = recipe.decisions {
            var tally = LineTally(file: decisionsPath.split(separator: "/").last.map(String.init) ?? decisionsPath)
            decisions = try ReviewDecisions.read(Recipe.resolve(decisionsPath, in: folder), tally: &tally, key: key)
            tally.unusable += decisions.repeated
            tallies.append(tally)
        }
        report.inputs = tallies.map(InputSummary.init)

        // 2. Classify every key (independently, on all cores).
        clock.mark("classifying"); progress?("classifying", 0.4)
        var records: WordRecords
        do {
            let classifier = Classifier(recipe: recipe, wordInputs: wordInputs, collected: collected, names: names,
                                        abbreviations: abbreviations, frequencies: frequencies, blocklist: blocklist,
                                        decisions: decisions)
            let keys = collected.keys
            progress?("classifying", 0.5)
            let collection = collected, frequencyTable = frequencies
            // Two independent jobs, one a core: the keys in key order, and the listed
            // frequency of every key, by position (a lookup per listed word instead of one
            // per key: most keys of a big list have none).
            let ((order, sortedKeys), listedZipf) = ParallelMap.both(
                { () -> ([Int32], [String]) in
                    let order = Self.keyOrder(keys)
                    return (order, order.map { keys[Int($0)] })
                },
                { () -> [Double?] in
                    var listed = [Double?](repeating: nil, count: collection.count)
                    frequencyTable.forEach { key, zipf in
                        if let position = collection.index.position(of: key) { listed[Int(position)] = zipf }
                    }
                    return listed
                })
            // The workers follow the spellings through pointers: every copy of the arrays
            // themselves would change their reference counts, memory words both cores
            // would then fight over for every key.
            let classifications = collection.forms.withUnsafeBufferPointer { forms in
                collection.firstForms.withUnsafeBufferPointer { first in
                    let spellings = Collection.SpellingTable(forms: forms, first: first)
                    return ParallelMap.map(order) {
                        classifier.classify(keys[Int($0)], forms: spellings.chain(at: Int($0)), inputMask: collection.masks[Int($0)],
                                            listedZipf: .some(listedZipf[Int($0)]))
                    }
                }
            }
            records = WordRecords(collection: collection, classifier: classifier, positions: order, keys: sortedKeys,
                                  classifications: classifications)
        }
        report.decisions.stale = decisions.sorted.filter { !collected.contains($0.key) }.map(\.key)

        // 3. Tiers and decisions.
        clock.mark("choosing targets"); progress?("choosing targets", 0.8)
        var notAccepted: [String] = []
        for i in records.indices {
            var tier: Tier = .target
            var reason: Rule?
            // The first rule of each kind decides.
            let rules = records.classifications[i].rules
            let common = rules.first(in: .common), acceptedRule = rules.first(in: .acceptedTier)
            let targetRule = rules.first(in: .targetTier)
            if let common { tier = .dropped; reason = common }
            else if let targetRule { tier = acceptedRule == nil ? .accepted : .dropped; reason = acceptedRule ?? targetRule }
            else if let acceptedRule { tier = .target; reason = acceptedRule; notAccepted.append(records.keys[i]) }
            if let decision = decisions[records.keys[i]] {
                let verdict = decision.verdict
                let automatic = tier
                if let hard = rules.first(in: .hard), verdict != .drop {
                    report.decisions.ignored.append(DecisionNote(key: records.keys[i], decision: verdict, automatic: automatic, rule: hard))
                } else {
                    switch verdict {
                    case .target: tier = .target; reason = nil
                    case .accepted: tier = .accepted; reason = .decisionAcceptedOnly
                    case .drop: tier = .dropped; reason = .decisionDrop
                    }
                    report.decisions.applied += 1
                    if automatic != tier {
                        report.decisions.overrides.append(DecisionNote(key: records.keys[i], decision: verdict, automatic: automatic,
                                                                       rule: automatic == .target ? nil : rules.first))
                    }
                }
                if tier == .target, let at = notAccepted.lastIndex(of: records.keys[i]) { notAccepted.remove(at: at) }
            }
            records.tiers[i] = tier
            records.reasons[i] = reason
        }
        guard notAccepted.isEmpty else {
            throw BuildError.targetsNotAccepted(notAccepted)
        }

        // 4. Display forms for kept words: the best spelling, in NFC (each on its own, on
        // all cores).
        do {
            let frequencyTable = frequencies, preference = recipe.displayForm, tiered = records
            records.displays = ParallelMap.map(Array(tiered.indices)) { i -> String in
                guard tiered.tiers[i] != .dropped else { return "" }
                if tiered.spellingCount(i) == 1 { return Self.displayText(tiered.firstSpelling(i), policy: policy) }
                let k = tiered.keys[i]
                let rules = tiered.classifications[i].rules
                let commonWord = !rules.contains(.properNoun) && !rules.contains(.abbreviation)
                let best = Self.bestForm(tiered.collection.surfaceForms(at: Int(tiered.positions[i])), commonWord: commonWord,
                                         preference: preference, locale: policy.locale,
                                         zipf: { form in formKey(form).flatMap { frequencyTable.zipf(ofForm: $0, key: k) } ?? 0 })
                return Self.displayText(best.text, policy: policy)
            }
        }

        // 5. The difficulty of every target. What else is left does not wait for the
        // bands, so it goes on meanwhile, in the background: the words of the file with
        // the part of the file made without their bands (most of it), and the report.
        // (In the background, not beside the ranking in `ParallelMap.both`: the ranking
        // splits its own work across the cores, which it cannot do from inside another
        // split.)
        clock.mark("ranking targets"); progress?("ranking targets", 0.85)
        let unranked = records
        let preparing = ParallelMap.inBackground { [encodesFile] () -> ([LexiconWord], [Int], Result<PreparedWords, LexiconWriteError>?) in
            var words: [LexiconWord] = [], wordRecords: [Int] = []
            words.reserveCapacity(unranked.count)
            wordRecords.reserveCapacity(unranked.count)
            for i in unranked.indices where unranked.tiers[i] != .dropped {
                words.append(LexiconWord(key: MatchKey(normalized: unranked.keys[i]), display: unranked.displays[i],
                                         frequency: unranked.classifications[i].zipf.map { UInt8(clamping: Int(($0 * 10).rounded())) },
                                         isTarget: unranked.tiers[i] == .target, band: nil))
                wordRecords.append(i)
            }
            let prepared = encodesFile ? Result { () throws(LexiconWriteError) in try LexiconWriter.prepare(words) } : nil
            return (words, wordRecords, prepared)
        }
        let summarising = ParallelMap.inBackground { [report] () -> BuildReport in
            var summary = report
            summary.summarise(unranked)
            (summary.targetsSpellingDroppedWordsCount, summary.targetsSpellingDroppedWords) = BuildReport.droppedAnagrams(unranked)
            return summary
        }
        let ranks = Difficulty.rank(unranked, missingZipf: recipe.frequency.missingZipf)
        var (words, wordRecords, preparedWords) = preparing()
        var summary = summarising()
        records.setRanks(ranks)
        for (word, record) in wordRecords.enumerated() { words[word].band = records.bands[record] }
        summary.countBands(records)

        // 6. The rest of the file.
        clock.mark("writing"); progress?("writing", 0.95)
        let metadata = LexiconMetadata(name: recipe.name, language: recipe.language, policy: policy, sources: recipe.sources,
                                       builtBy: "dictbuild \(Squramble.version)")
        let file = preparedWords.map { prepared in
            prepared.flatMap { prepared in
                Result { () throws(LexiconWriteError) in try LexiconWriter.encode(words: words, metadata: metadata, prepared: prepared) }
            }
        }
        return BuildResult(words: words, metadata: metadata, records: records, report: summary, file: file)
    }

    // MARK: - Helpers

    /// Reads frequency lists (each with its position in the recipe) into one table, in
    /// order, up to the first that cannot be read; what happened to each, by position.
    static func readFrequencyLists(_ inputs: [(Int, RecipeInput)], in folder: String, key: (String) -> String?,
                                   formKey: ((String) -> String?)?) -> (FrequencyTable, [Int: Result<LineTally, any Error>]) {
        var table = FrequencyTable()
        var outcomes: [Int: Result<LineTally, any Error>] = [:]
        for (position, input) in inputs {
            var tally = LineTally(file: input.displayName)
            do {
                try table.read(Recipe.resolve(input.path, in: folder), format: input.format ?? .auto, tally: &tally, key: key,
                               formKey: formKey)
                outcomes[position] = .success(tally)
            } catch {
                outcomes[position] = .failure(error)
                break
            }
        }
        return (table, outcomes)
    }

    static func names(in mask: UInt64, _ names: [String]) -> [String] {
        if mask & (mask - 1) == 0, mask != 0 { return [names[mask.trailingZeroBitCount]] }
        return names.indices.filter { mask & (1 << UInt64($0)) != 0 }.map { names[$0] }
    }

    static func hasApostrophe(_ text: String) -> Bool {
        let (straight, maybeCurly) = text.withUTF8Bytes { bytes in (bytes.contains(0x27), bytes.contains(0xE2)) }
        return straight || (maybeCurly && text.unicodeScalars.contains("\u{2019}"))
    }

    /// The key of printable ASCII text without surrounding spaces: the text in lowercase.
    static func asciiKey(_ text: String) -> String? {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20,
              bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    static func isLowercaseASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
    }

    /// Spellings kept per word: enough for any real list, and a list of a million case
    /// variants of one word cannot make the build quadratic.
    static let maximumSpellings = 16

    static func mask(for names: [String]?, among inputs: [RecipeInput]) -> UInt64 {
        guard let names else { return .max }
        var mask: UInt64 = 0
        for (index, input) in inputs.enumerated() where names.contains(input.displayName) { mask |= 1 << UInt64(index) }
        return mask
    }

    /// The case a word shows across the inputs that keep case.
    enum CaseShape { case lowercase, capitalized, allCaps, innerCapitalsShort, innerCapitalsLong, unknown }

    /// `lowercase` as soon as one form from a case-keeping input has no capital letter:
    /// `Brick` + `brick` is a common word. Otherwise the most telling capitalised form.
    static func caseShape(of forms: some Sequence<some Spelling>) -> CaseShape {
        var first: CaseShape?, capitalized = false
        for form in forms where form.keepsCase {
            let counts = form.caseCounts ?? CaseCounts(form.text)
            if counts.capitals == 0 { return .lowercase }
            let shape: CaseShape
            if counts.capitals == counts.letters && counts.letters >= 2 { shape = .allCaps }
            else if counts.startsWithCapital { shape = .capitalized }
            else { shape = counts.letters <= 3 ? .innerCapitalsShort : .innerCapitalsLong }
            if first == nil { first = shape }
            if shape == .capitalized { capitalized = true }
        }
        guard let first else { return .unknown }
        return capitalized ? .capitalized : first
    }

    /// The spelling to show: in lowercase for common words, then by the recipe's
    /// ``DisplayFormPreference`` (more accents, or more frequent), then the spelling seen
    /// in more lines, then Unicode order.
    static func bestForm(_ forms: [SurfaceForm], commonWord: Bool = true, preference: DisplayFormPreference = .accents,
                         locale: String? = nil, zipf: (String) -> Double = { _ in 0 }) -> SurfaceForm {
        if forms.count == 1 { return forms[0] }
        // A common word shows in lowercase (lowered with the language's rules, so a
        // Turkish `İstanbul` becomes `istanbul`); which spelling (accents) is a separate
        // choice, so `Café` + `cafe` shows `café`.
        let candidates = commonWord ? forms.map { form -> SurfaceForm in
            var lowered = form
            if hasUppercase(form.text) { lowered.text = lowercased(form.text, locale: locale) }
            return lowered
        } : forms
        return candidates.min { a, b in
            let la = !hasUppercase(a.text), lb = !hasUppercase(b.text)
            if la != lb { return la }
            let ma = accents(in: a.text), mb = accents(in: b.text)
            let za = zipf(a.text), zb = zipf(b.text)
            switch preference {
            case .accents:
                if ma != mb { return ma > mb }
                if za != zb { return za > zb }
            case .frequent:
                if za != zb { return za > zb }
                if ma != mb { return ma > mb }
            }
            if a.occurrences != b.occurrences { return a.occurrences > b.occurrences }
            return ReviewDecisions.precedes(a.text, b.text)
        }!
    }

    /// Text in lowercase by the rules of `locale`'s language. ASCII text lowers byte by
    /// byte, except in Turkish and Azerbaijani, where `I` lowers to dotless `ı`.
    static func lowercased(_ text: String, locale: String?) -> String {
        let language = locale?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()
        if text.isASCII && language != "tr" && language != "az" {
            return String(decoding: text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        return locale.map { text.lowercased(with: Locale(identifier: $0)) } ?? text.lowercased()
    }

    /// Whether a spelling has an uppercase character; for ASCII text, a byte in A–Z.
    static func hasUppercase(_ text: String) -> Bool {
        var upper = false
        for byte in text.utf8 {
            if byte >= 0x80 { return text.contains { $0.isUppercase } }
            if byte >= 0x41 && byte <= 0x5A { upper = true }
        }
        return upper
    }

    /// The number of accents (combining marks once decomposed) in a spelling.
    static func accents(in text: String) -> Int {
        if text.isASCII { return 0 }
        return text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory == .nonspacingMark
        }.count
    }

    /// What tiles show: without invisible characters (zero-width spaces, soft hyphens),
    /// in NFC.
    static func displayText(_ text: String, policy: NormalizationPolicy) -> String {
        if text.isASCII { return text }
        let visible = String(String.UnicodeScalarView(text.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }))
        return (try? policy.displayForm(for: visible)) ?? visible
    }

    static func spellings(_ forms: some Sequence<some Spelling>) -> String {
        var iterator = forms.makeIterator()
        guard let first = iterator.next() else { return "" }
        guard let second = iterator.next() else { return first.text }
        return first.text + ", " + second.text + (iterator.next().map { ", " + $0.text } ?? "")
    }

    /// Removes punctuation and spaces inside a word (the `notLetters` filter switched off).
    static func removingPunctuation(_ text: String) -> String {
        String(text.filter { character in
            switch NotAWordReason.classify(String(character)) {
            case .punctuation?, .spaces?: false
            default: true
            }
        })
    }

    /// The first 8 bytes of a key, big-endian in an integer padded with zeros, to sort keys
    /// in key order (``ReviewDecisions/precedes(_:_:)``, UTF-8 byte order): where two
    /// prefixes differ, the first differing byte (or the end of the shorter key, a padding
    /// 0 below any byte) orders the keys as the bytes do; only equal prefixes need the
    /// full comparison.
    static func sortPrefix(_ key: String) -> UInt64 {
        key.withUTF8Bytes { bytes in
            var prefix: UInt64 = 0, shift: UInt64 = 56
            for byte in bytes.prefix(8) {
                prefix |= UInt64(byte) << shift
                shift &-= 8
            }
            return prefix
        }
    }

    /// The positions of `keys` in key order (``ReviewDecisions/precedes(_:_:)``), by a
    /// comparison sort on ``sortPrefix(_:)`` and, for keys that share those 8 bytes, the
    /// keys themselves. The standard library's sort finds runs already in order, and a word
    /// list read in its own order is mostly one: fewer comparisons than a radix sort's
    /// passes. Positions move, not keys: moving an integer retains nothing.
    static func keyOrder(_ keys: [String]) -> [Int32] {
        struct Item { var prefix: UInt64; var position: Int32 }
        var items = keys.indices.map { Item(prefix: sortPrefix(keys[$0]), position: Int32(truncatingIfNeeded: $0)) }
        items.sort { a, b in
            a.prefix != b.prefix ? a.prefix < b.prefix : ReviewDecisions.precedes(keys[Int(a.position)], keys[Int(b.position)])
        }
        return items.map(\.position)
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension ParallelMap {
    /// Runs two independent jobs at once, the second on the calling thread, and returns
    /// both results.
    static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return (first(), second()) }
        let results = Results<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 { results.first = first() } else { results.second = second() }
        }
        return (results.first!, results.second!)
    }

    /// Starts `job` on another thread and returns a function that waits for its result
    /// (to be called once: it hands the result over, keeping no reference to it, so an
    /// array in it can be changed in place).
    static func inBackground<A: Sendable>(_ job: @escaping @Sendable () -> A) -> () -> A {
        let results = Results<A, Never>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { results.first = job() }
        return {
            group.wait()
            return results.first.take()!
        }
    }

    /// Where the two jobs of ``both(_:_:)`` leave their results: each job writes its own
    /// property, and they are read after both have finished.
    private final class Results<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}

/// Prints how long each stage took to standard error when `DICTBUILD_TIMINGS` is set
/// (for profiling; the report never includes times, so builds stay reproducible).
final class StageClock {
    private let enabled = ProcessInfo.processInfo.environment["DICTBUILD_TIMINGS"] != nil
    private var last = Date()
    private var lastProcessor = StageClock.processorTime()
    private var stage = "reading"
    func mark(_ next: String) {
        guard enabled else { return }
        let now = Date(), processor = Self.processorTime()
        let wall = now.timeIntervalSince(last)
        // Processor time over wall time: how many cores the stage kept busy.
        let cores = wall > 0 ? (processor - lastProcessor) / wall : 0
        StandardError.write("\(stage): \(Int(wall * 1000)) ms, \(Int(cores * 100))% of a core\n")
        last = now; lastProcessor = processor
        stage = next
    }
    func finish() { mark("") }

    /// Processor time of the whole process so far, every thread's, in seconds.
    private static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// What a build produced.
struct BuildResult: Sendable {
    /// The words to write: every accepted word (targets included).
    var words: [LexiconWord]
    var metadata: LexiconMetadata
    /// Every key seen in a `words` input, in key order, with its fate.
    var records: WordRecords
    var report: BuildReport
    /// The encoded dictionary (or why it could not be made), when the builder was asked
    /// for it (``Builder/encodesFile``).
    var file: Result<[UInt8], LexiconWriteError>?

    func record(for key: String) -> WordRecord? {
        records.index(of: key).map { records[$0] }
    }
}

/// Why a build failed.
enum BuildError: Error, Sendable, CustomStringConvertible {
    case targetsNotAccepted([String])

    var description: String {
        switch self {
        case .targetsNotAccepted(let keys):
            let shown = keys.prefix(10).joined(separator: ", ")
            return "\(keys.count) target\(keys.count == 1 ? " is" : "s are") not accepted words: \(shown)"
                + (keys.count > 10 ? " and \(keys.count - 10) more" : "")
                + ". Widen the accepted tier or narrow the targets in the recipe."
        }
    }
}
