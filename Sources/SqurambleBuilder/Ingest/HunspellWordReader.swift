import Squramble

/// Reads a Hunspell dictionary into a ``WordTable``: every form its affix rules allow
/// (``HunspellDictionary/expand(maximumScalars:budget:prefixesKept:shouldStop:stemBody:_:)``), stem by stem, each
/// collected as a spelling seen on its stem's `.dic` line, without holding the forms of
/// the whole dictionary at once.
///
/// Two threads, as for a word list (``WordListReader``): one expands the stems and makes
/// each form's key, and hands the forms on in blocks (``HunspellFormBlock``); the calling
/// thread collects them into the table, in the order they were made, so the table is the
/// one a single thread makes.
///
/// A word game accepts words of a few letters to a few more, so forms outside the
/// accepted lengths are not kept: the expander does not generate forms longer than twice
/// the longest accepted word in scalars (a bound no NFC form within the lengths can
/// reach), and a form whose key has fewer or more letters than the accepted tier allows
/// is counted and left out before it reaches the table.
///
/// Capitalisation in the `.dic` is evidence for the proper-noun rule, as a plain list's
/// is; a stem's affixed forms keep its capital.
///
/// ```swift
/// var table = WordTable()
/// var tally = LineTally(file: "es_ES.dic")
/// try HunspellWordReader(dic: "/usr/share/hunspell/es_ES.dic", bit: 1, keys: keys, lengths: 2...15)
///     .read(into: &table, file: 0, tally: &tally)
/// ```
package struct HunspellWordReader: Sendable {
    var dic: String
    /// The affix file (default: the `.dic` path with `.aff`).
    var aff: String?
    /// The input's bit in ``WordTable/masks``.
    var bit: UInt64
    package var keys: KeyMaker
    /// Letters a kept form's key has.
    var lengths: ClosedRange<Int>
    /// Whether forms whose key is not made of letters are left out as they are made
    /// (the `notLetters` filter: such a form can never be in the file). Romance
    /// dictionaries make millions of them, verbs with hyphenated clitics (`ab-reage-a`).
    var keepsOnlyLetters = true
    /// The language's apostrophe rule when elided forms (`l'homme`) are left out (the
    /// `elisions` filter in French and Italian): they are counted as they are made, not kept.
    var elision: ApostropheRule?
    /// The blocklist whose words' forms are recorded (see ``read(into:file:tally:)``).
    var blocklist = Blocklist()
    /// What expanding the dictionary may cost; a budget of the whole file reached is a
    /// ``HunspellBudgetError``.
    var budget = HunspellBudget()
    /// The prefixes applied, `nil` for all; for a language whose prefixes are clitics
    /// (``LanguagePreset/cliticPrefixes``: Hebrew, Arabic), the single clitics.
    package var prefixesKept: Set<String>? = nil


    /// Blocks on their way to the collecting thread at most.
    static let blocksInFlight = 4

    /// Expands the dictionary into `table` as input `file`, counting the lines of its two
    /// files, its stems, forms and problems in `tally`. A file that is not a Hunspell
    /// dictionary is a ``HunspellError``.
    ///
    /// Returns the forms made from a stem that ``blocklist`` lists (or finds a form of),
    /// each with that stem's key: every form of a blocked stem inherits its block, unless
    /// another stem (or an earlier input) makes the same word (German `vögel`, a form of
    /// `vögeln`, is also `Vögel`, birds).
    @discardableResult
    package func read(into table: inout WordTable, file: Int32, tally: inout LineTally) throws -> [String: String] {
        // A HunspellError already says which file and why, in one line.
        let dictionary = try HunspellDictionary(dic: dic, aff: aff)
        // Room for a few forms a stem (a stem takes about ten bytes), so the key table is
        // not rehashed over and over.
        // Never more than 4 million (a 50 MB .dic of one 50 MB line once reserved 20 million
        // and took 300 MB): the table grows as needed past it; the real .dic files are
        // under 5 MB, 2 million slots.
        table.reserve(min(dictionary.dicByteCount / 10 * 4, 1 << 22, budget.wordsPerFile))
        let channel = BlockChannel<HunspellFormBlock>(capacity: Self.blocksInFlight)
        let expanding = ParallelMap.inBackground { [self, tally] in expand(dictionary, into: channel, tally: tally) }
        var blockedForms: [String: String] = [:]
        let wordsBefore = table.count
        while let block = channel.receive() {
            // The budget of words kept: the expanding thread stops at its next stem.
            if table.count - wordsBefore > budget.wordsPerFile, !channel.isCancelled { channel.cancel() }
            for form in block.forms {
                // Whether another source made the key is known here, where the table is.
                if form.blockedStem != nil || !blockedForms.isEmpty {
                    Self.inherit(form.key, from: form.blockedStem, known: table.contains(form.key), into: &blockedForms)
                }
                table.collect(form.text, key: form.key, bit: bit, keepsCase: true, headword: form.headword,
                              file: file, line: Int(form.line))
            }
        }
        let expansion: Expansion
        (expansion, tally) = expanding()
        if let stop = expansion.tally.budgetReached { throw budget.error(stop, file: dictionary.dicPath) }
        tally.lines = dictionary.lineCount
        tally.used = expansion.tally.stems
        for problem in expansion.tally.problemExamples {
            let name = problem.file.split(separator: "/").last.map(String.init) ?? problem.file
            tally.unusable.append(UnusableLine(location: SourceLocation(file: name, line: problem.line),
                                               reason: "\(problem.kind.rawValue): \(problem.reason)"))
        }
        tally.unlisted = expansion.tally.problems - expansion.tally.problemExamples.count
        tally.expansion = ExpansionSummary(expansion.tally, outsideLengths: expansion.outside + expansion.tally.prunedForLength,
                                           notLetters: expansion.notLetters, notLettersExamples: expansion.notLettersExamples)
        tally.expansion?.prefixesAsClitics = prefixesKept != nil && !dictionary.affixes.prefixes.classes.isEmpty
        tally.expansion?.elided = expansion.elided
        tally.expansion?.elidedExamples = expansion.elidedExamples
        return blockedForms
    }

    /// What the expanding thread counted besides the forms it handed on.
    private struct Expansion: Sendable {
        var tally = HunspellTally()
        var outside = 0
        var notLetters = 0
        var notLettersExamples: [String] = []
        var elided = 0
        var elidedExamples: [String] = []
    }

    /// The expanding thread: every form of `dictionary` with its key, in blocks through
    /// `channel`, then the end; `tally` gets the forms that cannot be normalised.
    private func expand(_ dictionary: HunspellDictionary, into channel: BlockChannel<HunspellFormBlock>,
                        tally: LineTally) -> (Expansion, LineTally) {
        var tally = tally, result = Expansion(), block = HunspellFormBlock()
        // Locals, so that the closure below copies nothing for each form.
        let keys = self.keys, lengths = self.lengths, onlyLetters = keepsOnlyLetters
        let elision = self.elision, blocklist = self.blocklist
        var blockedStem: String?
        var stemText = "", firstOfStem = false
        result.tally = dictionary.expand(maximumScalars: 2 * lengths.upperBound, budget: budget, prefixesKept: prefixesKept,
                                         shouldStop: { channel.isCancelled }, stemBody: { stem in
            stemText = stem; firstOfStem = true
            blockedStem = blocklist.entries.isEmpty ? nil : keys.key(stem).flatMap { blocklist.blocking($0) == nil ? nil : $0 }
        }) { form, line in
            // The stem itself, unaffixed, is a headword: a spelling the dictionary lists.
            // The expander gives it first (unless the stem needs an affix), so only the
            // first form of a stem is compared with it.
            let headword = firstOfStem && form == stemText
            firstOfStem = false
            if let elision, ApostropheRule.hasApostrophe(form), elision.isElided(form) {
                result.elided += 1
                if result.elidedExamples.count < examplesPerRule { result.elidedExamples.append(form) }
                return
            }
            guard let key = keys.key(form) else {
                tally.skip(line, "the form \"\(form)\" cannot be normalised")
                return
            }
            guard lengths.contains(key.letterCount) else { result.outside += 1; return }
            if onlyLetters && !Self.isMadeOfLetters(key) {
                result.notLetters += 1
                if result.notLettersExamples.count < examplesPerRule { result.notLettersExamples.append(form) }
                return
            }
            block.forms.append((form, key, Int32(truncatingIfNeeded: line), blockedStem, headword))
            if block.forms.count == HunspellFormBlock.capacity {
                channel.send(block)
                block = HunspellFormBlock()
            }
        }
        channel.send(block)
        channel.finish(tally)
        return (result, tally)
    }
}

/// Forms of a Hunspell dictionary with their keys, the `.dic` lines of their stems, the
/// key of the blocklisted stem each was made from (if any) and whether it is that stem
/// unaffixed, on their way from the expanding thread to the collecting one
/// (``HunspellWordReader``).
struct HunspellFormBlock: Sendable {
    static let capacity = 4096
    var forms: [(text: String, key: String, line: Int32, blockedStem: String?, headword: Bool)] = []
    package init() { forms.reserveCapacity(Self.capacity) }
}

extension HunspellWordReader {
    /// Records that `key` was made from `blockedStem` (`nil`: from a stem not blocked).
    /// A key some other source made too (`known`, for the first form of a blocked stem
    /// that makes it) inherits nothing, and a key a stem that is not blocked makes loses
    /// what it inherited.
    static func inherit(_ key: String, from blockedStem: String?, known: Bool, into blockedForms: inout [String: String]) {
        guard let blockedStem else {
            if !blockedForms.isEmpty { blockedForms[key] = nil }
            return
        }
        guard key != blockedStem, blockedForms[key] == nil, !known else { return }
        blockedForms[key] = blockedStem
    }

    /// Whether a key is made of letters (``NotAWordReason/classify(_:)`` finds no reason),
    /// with two shortcuts: Latin letters are, and a key with an ASCII byte that is not a
    /// letter is not (no grapheme cluster with such a character in it is a letter).
    static func isMadeOfLetters(_ key: String) -> Bool {
        key.withUTF8Bytes { bytes in
            if NotAWordReason.areLatinLetters(bytes) { return true }
            for byte in bytes where byte < 0x80 && (byte | 0x20) &- 0x61 >= 26 { return false }
            return NotAWordReason.classify(key) == nil
        }
    }
}

/// What expanding a Hunspell dictionary made, for the report.
package struct ExpansionSummary: Sendable, Hashable, Codable {
    var stems: Int
    /// Forms the rules made (a form made twice counts twice).
    var forms: Int
    /// Forms left out for their length (not generated, or not kept).
    var outsideLengths: Int
    /// Forms whose key is not made of letters (hyphens, apostrophes, dots), left out,
    /// and the first few of them.
    var notLetters: Int
    var notLettersExamples: [String]
    /// Elided forms (`l'homme`: an elided article or pronoun and a word), left out, and
    /// the first few of them.
    var elided = 0
    var elidedExamples: [String] = []
    /// Whether the affix file has prefix rules, of which only single clitics were
    /// applied (``LanguagePreset/cliticPrefixes``).
    var prefixesAsClitics: Bool? = nil
    /// Stems that only occur inside compounds, which are not expanded.
    var compoundOnlyStems: Int
    var forbiddenStems: Int
    var forbiddenForms: Int

    init(_ tally: HunspellTally, outsideLengths: Int, notLetters: Int = 0, notLettersExamples: [String] = []) {
        stems = tally.stems; forms = tally.forms; self.outsideLengths = outsideLengths
        self.notLetters = notLetters; self.notLettersExamples = notLettersExamples
        compoundOnlyStems = tally.compoundOnlyStems
        forbiddenStems = tally.forbiddenStems; forbiddenForms = tally.forbiddenForms
    }

    /// One line of the text report.
    package var text: String {
        var parts = ["\(grouped(stems)) stems", "\(grouped(forms)) forms made"]
        if outsideLengths > 0 { parts.append("\(grouped(outsideLengths)) outside the accepted lengths") }
        if notLetters > 0 {
            parts.append("\(grouped(notLetters)) not made of letters (e.g. \(notLettersExamples.prefix(3).joined(separator: ", ")))")
        }
        if elided > 0 {
            parts.append("\(grouped(elided)) elided, two words (e.g. \(elidedExamples.prefix(3).joined(separator: ", ")))")
        }
        if prefixesAsClitics == true { parts.append("prefixes read as clitics: one at a time") }
        if compoundOnlyStems > 0 { parts.append("\(grouped(compoundOnlyStems)) stems only in compounds (not expanded)") }
        if forbiddenStems + forbiddenForms > 0 {
            parts.append("\(grouped(forbiddenStems + forbiddenForms)) forbidden")
        }
        return "Hunspell: " + parts.joined(separator: ", ")
    }
}
