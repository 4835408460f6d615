import Squramble

/// A Hunspell dictionary: the `.dic` stems and the `.aff` rules that inflect them.
///
/// ```swift
/// let spanish = try HunspellDictionary(dic: "/usr/share/hunspell/es_ES.dic")
/// let tally = spanish.expand(maximumScalars: 15) { form, line in print(form) }
/// print(tally.summary)   // "70158 stems, … forms, …"
/// ```
///
/// Opening reads both files and the `.aff` rules; stems are read as they are expanded.
/// Compounding is not generated (see ``HunspellExpander`` for what is).
package struct HunspellDictionary: Sendable {
    package let dicPath: String
    let affPath: String
    /// The rules of the `.aff`.
    let affixes: HunspellAffixes
    /// What could not be used in the `.aff`, reported with the expansion's problems.
    private let affixProblems: [HunspellProblem]
    private let dicBytes: [UInt8]
    /// Words the `.dic` marks `FORBIDDENWORD`: no rule may generate them.
    let forbiddenWords: Set<String>
    /// The lines of the `.dic` (a last line without a newline counts), the report's
    /// count of the input's lines; the `.aff`'s are not words.
    let lineCount: Int

    /// Reads the `.aff` (default: the `.dic`'s path with `.aff`) and the `.dic`. A file that
    /// is not a Hunspell `.aff` or `.dic` at all, or is unreadable, throws ``HunspellError``.
    package init(dic: String, aff: String? = nil) throws(HunspellError) {
        let affPath = aff ?? HunspellDictionary.affixPath(forDictionary: dic)
        let affBytes = try HunspellDictionary.read(affPath)
        if let nul = affBytes.firstIndex(of: 0) {
            throw .notAnAffixFile(path: affPath, reason: "binary data (a NUL byte at offset \(nul))")
        }
        var hasContent = false
        let reading = affBytes.withUnsafeBufferPointer { buffer in
            HunspellLines.forEach(in: buffer) { line, _ in
                hasContent = !HunspellLines.isBlankOrComment(line)
                return !hasContent
            }
            return HunspellAffixParser(parsing: buffer, file: affPath)
        }
        let affixes = reading.affixes
        if hasContent && reading.directives == 0 {
            throw .notAnAffixFile(path: affPath, reason: "no Hunspell directive (SET, FLAG, PFX, SFX, …) in it")
        }
        let dicBytes = try HunspellDictionary.read(dic)
        if let nul = dicBytes.firstIndex(of: 0) {
            throw .notADictionaryFile(path: dic, reason: "binary data (a NUL byte at offset \(nul))")
        }
        try dicBytes.withUnsafeBufferPointer { buffer throws(HunspellError) in
            try HunspellStemReader.checkCountLine(buffer, path: dic)
        }
        self.dicPath = dic
        self.affPath = affPath
        self.affixes = affixes
        self.affixProblems = reading.problems
        self.dicBytes = dicBytes
        self.forbiddenWords = HunspellDictionary.forbiddenWords(in: dicBytes, affixes: affixes, file: dic)
        lineCount = Self.lineCount(dicBytes)
    }

    /// Every word form the rules allow, stem by stem in `.dic` order, never holding them
    /// all. Forms of more than `maximumScalars` Unicode scalars are not generated. `body`
    /// gets each form (as in the `.dic`: case kept, `IGNORE` characters removed, decoded
    /// to UTF-8, not normalised) and the 1-based `.dic` line of its stem.
    ///
    /// `budget` bounds the rule applications tried for one stem (see
    /// ``HunspellExpander/workPerStem``; a stem that needs more is reported), and the
    /// forms made and the seconds spent on the whole file: when one of those is reached,
    /// or `shouldStop` says so (the caller's budget of words kept), no further stem is
    /// expanded and the tally's ``HunspellTally/budgetReached`` says which. `stemBody`
    /// gets each stem (as in the `.dic`, decoded) before its forms.
    ///
    /// - Complexity: linear in the number of rule applications the stems and rules allow.
    package func expand(
        maximumScalars: Int, budget: HunspellBudget = HunspellBudget(), prefixesKept: Set<String>? = nil, shouldStop: () -> Bool = { false },
        stemBody: (_ stem: String) -> Void = { _ in }, _ body: (_ form: String, _ line: Int) -> Void
    ) -> HunspellTally {
        var expander = HunspellExpander(affixes: affixes, dicFile: dicPath, maximumScalars: maximumScalars, forbiddenWords: forbiddenWords)
        expander.workPerStem = budget.workPerStem
        expander.prefixesKept = prefixesKept.map { Set($0.map { $0.unicodeScalars.map(\.value) }) }
        for problem in affixProblems { expander.tally.record(problem) }
        var dicProblems: [HunspellProblem] = []
        let started = HunspellBudget.now()
        var reached: HunspellBudget.Kind?
        var forms = 0
        withoutActuallyEscaping(shouldStop) { shouldStop in
            let spent = { () -> HunspellBudget.Kind? in
                if forms > budget.formsPerFile { return .forms }
                if shouldStop() { return .words }
                if HunspellBudget.now() - started > budget.secondsPerFile { return .seconds }
                return nil
            }
            // Checked after each stem, and within one every 65,536 rule applications.
            expander.stopRequested = { reached = spent(); return reached != nil }
            defer { expander.stopRequested = { false } }
            dicBytes.withUnsafeBufferPointer { buffer in
                HunspellStemReader.forEachStem(in: buffer, affixes: affixes, file: dicPath, report: { dicProblems.append($0) }) { stem in
                    for problem in dicProblems { expander.tally.record(problem) }
                    dicProblems.removeAll(keepingCapacity: true)
                    stemBody(stem.word.hunspellText)
                    expander.expand(stem) { form, line in forms += 1; body(form, line) }
                    if reached == nil { reached = spent() }
                    if let kind = reached { expander.tally.budgetReached = HunspellBudget.Stop(kind: kind, line: stem.line) }
                    return reached == nil
                }
            }
        }
        for problem in dicProblems { expander.tally.record(problem) }
        return expander.tally
    }

    /// The size of the `.dic` file, in bytes (about ten a stem).
    var dicByteCount: Int { dicBytes.count }

    private static func lineCount(_ bytes: [UInt8]) -> Int {
        var newlines = 0
        for byte in bytes where byte == 0x0A { newlines += 1 }
        return newlines + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
    }

    /// `X.dic` → `X.aff`; any other name gets `.aff` added.
    static func affixPath(forDictionary dic: String) -> String {
        dic.hasSuffix(".dic") ? String(dic.dropLast(4)) + ".aff" : dic + ".aff"
    }

    private static func read(_ path: String) throws(HunspellError) -> [UInt8] {
        do {
            return try InputFile.read(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
    }

    /// The stems carrying the forbidden-word flag.
    private static func forbiddenWords(in dicBytes: [UInt8], affixes: HunspellAffixes, file: String) -> Set<String> {
        guard let forbidden = affixes.forbidden else { return [] }
        var words = Set<String>()
        dicBytes.withUnsafeBufferPointer { buffer in
            HunspellStemReader.forEachStem(in: buffer, affixes: affixes, file: file, report: { _ in }) { stem in
                if stem.flags.has(forbidden) { words.insert(stem.word.hunspellText) }
                return true
            }
        }
        return words
    }
}
