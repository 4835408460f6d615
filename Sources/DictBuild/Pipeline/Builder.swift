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

    init(recipe: Recipe, folder: String = ".", progress: (@Sendable (String, Double) -> Void)? = nil) {
        self.recipe = recipe; self.folder = folder; self.progress = progress
    }

    /// A form as collected while reading.
    struct Collected: Sendable {
        var forms: [SurfaceForm] = []
        var inputMask: UInt64 = 0
    }

    func run() throws -> BuildResult {
        let clock = StageClock()
        defer { clock.finish() }
        let policy = recipe.policy
        var report = BuildReport(recipe: recipe)
        var tallies: [LineTally] = []
        let turkic = policy.usesTurkicCaseFolding
        func key(_ text: String) -> String? {
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
        func formKey(_ text: String) -> String? {
            guard let k = try? formPolicy.key(for: text), !k.isEmpty else { return nil }
            return k.text
        }

        // 1. Read every input.
        let wordInputs = recipe.inputs.filter { $0.kind == .words }
        var collected: [String: Collected] = [:]
        var names: [String: SourceLocation] = [:]
        var abbreviations: [String: SourceLocation] = [:]
        var frequencies = FrequencyTable()
        var blocklist = Blocklist()
        let totalInputs = Double(recipe.inputs.count)
        for (position, input) in recipe.inputs.enumerated() {
            progress?("reading \(input.displayName)", 0.4 * Double(position) / totalInputs)
            let path = Recipe.resolve(input.path, in: folder)
            var tally = LineTally(file: input.displayName)
            switch input.kind {
            case .words:
                let bit = UInt64(1) << UInt64(wordInputs.firstIndex(of: input)!)
                let keepsCase = !(input.caseless ?? false)
                let joinPunctuation = !recipe.filters.notLetters
                let fileName = tally.file
                // Room for about one new key per line (lines average over 10 bytes), so the
                // table is not rehashed over and over while it fills.
                if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int {
                    collected.reserveCapacity(collected.count + size / 10)
                }
                try LineReader.forEachLine(of: path, tally: &tally) { raw, line in
                    var text = raw.trimmingWhiteSpaceForNotes()
                    if joinPunctuation { text = Self.removingPunctuation(text) }
                    guard let k = key(text) else { return "the word cannot be normalised" }
                    Self.collect(text, key: k, bit: bit, keepsCase: keepsCase, at: SourceLocation(file: fileName, line: line), into: &collected[k, default: Collected()])
                    return nil
                }
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
                try frequencies.read(path, format: input.format ?? .auto, tally: &tally, key: key,
                                     formKey: policy.foldsAccents ? formKey : nil)
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
        let classifier = Classifier(recipe: recipe, wordInputs: wordInputs, collected: collected, names: names,
                                    abbreviations: abbreviations, frequencies: frequencies, blocklist: blocklist,
                                    decisions: decisions)
        let sortedEntries = ParallelMap.sorted(collected.map { SortableEntry(key: $0.key, entry: $0.value) }) {
            $0.prefix != $1.prefix ? $0.prefix < $1.prefix : ReviewDecisions.precedes($0.key, $1.key)
        }
        progress?("classifying", 0.5)
        var records = ParallelMap.map(sortedEntries) { classifier.record(for: $0.key, $0.entry) }

        // 3. Tiers and decisions.
        clock.mark("choosing targets"); progress?("choosing targets", 0.8)
        var notAccepted: [String] = []
        for i in records.indices {
            let flags = records[i].flags
            let common = flags.first { $0.rule.isCommon }
            let acceptedRule = flags.first { $0.rule.isAcceptedTier }
            let targetRule = flags.first { $0.rule.isTargetTier }
            var tier: Tier
            var reason: Rule?
            if let common { tier = .dropped; reason = common.rule }
            else if let targetRule { tier = acceptedRule == nil ? .accepted : .dropped; reason = acceptedRule?.rule ?? targetRule.rule }
            else if let acceptedRule { tier = .target; reason = acceptedRule.rule; notAccepted.append(records[i].key) }
            else { tier = .target }
            if let decision = records[i].decision {
                let automatic = tier
                if let hard = flags.first(where: { $0.rule.isHard }), decision.verdict != .drop {
                    report.decisions.ignored.append(DecisionNote(key: records[i].key, decision: decision.verdict, automatic: automatic, rule: hard.rule))
                } else {
                    switch decision.verdict {
                    case .target: tier = .target; reason = nil
                    case .accepted: tier = .accepted; reason = .decisionAcceptedOnly
                    case .drop: tier = .dropped; reason = .decisionDrop
                    }
                    report.decisions.applied += 1
                    if automatic != tier {
                        report.decisions.overrides.append(DecisionNote(key: records[i].key, decision: decision.verdict, automatic: automatic,
                                                                       rule: automatic == .target ? nil : records[i].flags.first?.rule))
                    }
                }
                if tier == .target, let at = notAccepted.lastIndex(of: records[i].key) { notAccepted.remove(at: at) }
            }
            records[i].tier = tier
            records[i].reason = reason
        }
        report.decisions.stale = decisions.sorted.filter { collected[$0.key] == nil }.map(\.key)
        guard notAccepted.isEmpty else {
            throw BuildError.targetsNotAccepted(notAccepted)
        }

        // 4. Display forms for kept words: the best spelling, in NFC.
        for i in records.indices where records[i].tier != .dropped {
            let k = records[i].key
            let best = Self.bestForm(records[i].forms, commonWord: !records[i].flagged(.properNoun) && !records[i].flagged(.abbreviation),
                                     preference: recipe.displayForm, locale: policy.locale,
                                     zipf: { form in formKey(form).flatMap { frequencies.zipf(ofForm: $0, key: k) } ?? 0 })
            records[i].display = Self.displayText(best.text, policy: policy)
        }

        // 5. Difficulty of every target.
        clock.mark("ranking targets"); progress?("ranking targets", 0.85)
        Difficulty.rank(&records, missingZipf: recipe.frequency.missingZipf)

        // 6. The report.
        clock.mark("summarising")
        report.summarise(records)
        clock.mark("writing"); progress?("writing", 0.95)
        var words: [LexiconWord] = []
        words.reserveCapacity(report.accepted)
        for i in records.indices where records[i].tier != .dropped {
            words.append(LexiconWord(key: MatchKey(normalized: records[i].key), display: records[i].display,
                                     frequency: records[i].zipf.map { UInt8(clamping: Int(($0 * 10).rounded())) },
                                     isTarget: records[i].tier == .target, band: records[i].band))
        }
        let metadata = LexiconMetadata(name: recipe.name, language: recipe.language, policy: policy, sources: recipe.sources,
                                       builtBy: "dictbuild \(Squramble.version)")
        return BuildResult(words: words, metadata: metadata, records: records, report: report)
    }

    // MARK: - Helpers

    static func names(in mask: UInt64, _ names: [String]) -> [String] {
        if mask & (mask - 1) == 0, mask != 0 { return [names[mask.trailingZeroBitCount]] }
        return names.indices.filter { mask & (1 << UInt64($0)) != 0 }.map { names[$0] }
    }

    static func hasApostrophe(_ text: String) -> Bool {
        text.utf8.contains(0x27) || (text.utf8.contains(0xE2) && text.unicodeScalars.contains("\u{2019}"))
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

    private static func collect(_ text: String, key: String, bit: UInt64, keepsCase: Bool, at location: SourceLocation, into entry: inout Collected) {
        entry.inputMask |= bit
        if let i = entry.forms.firstIndex(where: { $0.text == text }) {
            entry.forms[i].occurrences += 1
            if keepsCase { entry.forms[i].keepsCase = true }
        } else if entry.forms.count < maximumSpellings {
            entry.forms.append(SurfaceForm(text: text, firstSeen: location, occurrences: 1, keepsCase: keepsCase))
        }
    }

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
    static func caseShape(of forms: [SurfaceForm]) -> CaseShape {
        var shapes: [CaseShape] = []
        for form in forms where form.keepsCase {
            var letterCount = 0, uppercaseCount = 0, firstIsUppercase = false
            if form.text.isASCII {
                for byte in form.text.utf8 {
                    let upper = byte >= 0x41 && byte <= 0x5A
                    guard upper || (byte >= 0x61 && byte <= 0x7A) else { continue }
                    if letterCount == 0 { firstIsUppercase = upper }
                    letterCount += 1
                    if upper { uppercaseCount += 1 }
                }
            } else {
                for character in form.text where character.isLetter {
                    if letterCount == 0 { firstIsUppercase = character.isUppercase }
                    letterCount += 1
                    if character.isUppercase { uppercaseCount += 1 }
                }
            }
            if uppercaseCount == 0 { return .lowercase }
            if uppercaseCount == letterCount && letterCount >= 2 { shapes.append(.allCaps) }
            else if firstIsUppercase { shapes.append(.capitalized) }
            else { shapes.append(letterCount <= 3 ? .innerCapitalsShort : .innerCapitalsLong) }
        }
        if shapes.isEmpty { return .unknown }
        if shapes.contains(.capitalized) { return .capitalized }
        return shapes[0]
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
        let language = locale.map { Locale(identifier: $0) }
        let candidates = commonWord ? forms.map { form -> SurfaceForm in
            var lowered = form
            if form.text.contains(where: { $0.isUppercase }) {
                lowered.text = language.map { form.text.lowercased(with: $0) } ?? form.text.lowercased()
            }
            return lowered
        } : forms
        return candidates.min { a, b in
            let la = !a.text.contains { $0.isUppercase }, lb = !b.text.contains { $0.isUppercase }
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

    static func spellings(_ forms: [SurfaceForm]) -> String {
        forms.prefix(3).map(\.text).joined(separator: ", ")
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

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A collected entry to sort in key order (``ReviewDecisions/precedes(_:_:)``, UTF-8
/// byte order). Its first 8 bytes, big-endian in an integer padded with zeros, settle
/// most comparisons: where two prefixes differ, the first differing byte (or the end of
/// the shorter key, a padding 0 below any byte) orders the keys as the bytes do; only
/// equal prefixes need the full comparison.
struct SortableEntry: Sendable {
    let prefix: UInt64
    let key: String
    let entry: Builder.Collected

    init(key: String, entry: Builder.Collected) {
        var prefix: UInt64 = 0, shift: UInt64 = 56
        for byte in key.utf8.prefix(8) {
            prefix |= UInt64(byte) << shift
            shift &-= 8
        }
        self.prefix = prefix; self.key = key; self.entry = entry
    }
}

/// Prints how long each stage took to standard error when `DICTBUILD_TIMINGS` is set
/// (for profiling; the report never includes times, so builds stay reproducible).
final class StageClock {
    private let enabled = ProcessInfo.processInfo.environment["DICTBUILD_TIMINGS"] != nil
    private var last = Date()
    private var stage = "reading"
    func mark(_ next: String) {
        guard enabled else { return }
        let now = Date()
        StandardError.write("\(stage): \(Int(now.timeIntervalSince(last) * 1000)) ms\n")
        last = now
        stage = next
    }
    func finish() { mark("") }
}

/// What a build produced.
struct BuildResult: Sendable {
    /// The words to write: every accepted word (targets included).
    var words: [LexiconWord]
    var metadata: LexiconMetadata
    /// Every key seen in a `words` input, in key order, with its fate.
    var records: [WordRecord]
    var report: BuildReport

    func record(for key: String) -> WordRecord? {
        var low = 0, high = records.count
        while low < high {
            let mid = (low + high) / 2
            if ReviewDecisions.precedes(records[mid].key, key) { low = mid + 1 } else { high = mid }
        }
        return low < records.count && records[low].key == key ? records[low] : nil
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
