/// Why a Hunspell dictionary cannot be read at all (one clear line each).
package enum HunspellError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is readable but is not a Hunspell `.aff` (binary, or no Hunspell directive in it).
    case notAnAffixFile(path: String, reason: String)
    /// The file is readable but is not a Hunspell `.dic` (binary, or no stem count on its first line).
    case notADictionaryFile(path: String, reason: String)

    package var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notAnAffixFile(let path, let reason): "\(path) is not a Hunspell .aff file: \(reason)"
        case .notADictionaryFile(let path, let reason): "\(path) is not a Hunspell .dic file: \(reason)"
        }
    }
}

/// The kinds of line or rule the reader could not use (or used only in part).
package enum HunspellProblemKind: String, Sendable, CaseIterable, Codable, Comparable {
    case encoding = "encoding error"
    case badFlag = "bad flag"
    case unknownFlag = "unknown flag"
    case badAlias = "bad alias"
    case badCondition = "bad condition"
    case badAffix = "bad affix line"
    case badDirective = "bad directive"
    case unsupported = "unsupported"
    case tooManyForms = "too many forms"
    case lineTooLong = "line too long"
    /// A budget of the whole file (forms made, time) ran out: the rest of it was not expanded.
    case budgetReached = "budget reached"

    package static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One line or rule the reader could not use: where it is and why.
package struct HunspellProblem: Sendable, Hashable, Codable, CustomStringConvertible {
    package var kind: HunspellProblemKind
    package var file: String
    package var line: Int
    package var reason: String
    package var description: String { "\(file):\(line): \(kind.rawValue): \(reason)" }
}

/// What an expansion did: stems read, forms generated and dropped, and every problem.
package struct HunspellTally: Sendable, Hashable {
    /// Stems read from the `.dic` (lines with a word).
    package var stems = 0
    /// Forms handed on (the same form may come from several rules or stems).
    package var forms = 0
    /// Forms the rules allow that are longer than the limit, not generated.
    package var prunedForLength = 0
    /// Stems that only occur inside compounds: marked `ONLYINCOMPOUND` (neither they nor
    /// their affixed forms are words alone), or with a compounding flag and no form of their
    /// own (a `NEEDAFFIX` stem whose affixes do not apply).
    package var compoundOnlyStems = 0
    /// Stems marked `FORBIDDENWORD`: neither they nor their affixed forms are generated.
    package var forbiddenStems = 0
    /// Forms some rule allows but that the `.dic` forbids (a `FORBIDDENWORD` entry), not generated.
    package var forbiddenForms = 0
    /// Stems that are no word without an affix (`NEEDAFFIX`, `PSEUDOROOT`); their affixed forms are generated.
    package var needAffixStems = 0
    /// The budget of the whole file that stopped the expansion, and the `.dic` line of
    /// the last stem expanded (see ``HunspellDictionary/expand(maximumScalars:budget:prefixesKept:shouldStop:stemBody:_:)``).
    package var budgetReached: HunspellBudget.Stop?
    /// How many problems of each kind.
    package var problemCounts: [HunspellProblemKind: Int] = [:]
    /// The first few problems of each kind, in the order they were found.
    package var problemExamples: [HunspellProblem] = []

    /// How many examples are kept per kind.
    package static let examplesPerKind = 5

    /// All problems, of every kind.
    package var problems: Int { problemCounts.values.reduce(0, +) }

    package mutating func record(_ problem: HunspellProblem) {
        let count = problemCounts[problem.kind, default: 0]
        problemCounts[problem.kind] = count + 1
        if count < Self.examplesPerKind { problemExamples.append(problem) }
    }

    /// One line: what was read and generated.
    package var summary: String {
        var parts = ["\(stems) stems", "\(forms) forms"]
        if prunedForLength > 0 { parts.append("\(prunedForLength) longer than the limit") }
        if needAffixStems > 0 { parts.append("\(needAffixStems) stems only with an affix") }
        if compoundOnlyStems > 0 { parts.append("\(compoundOnlyStems) stems only in compounds (not expanded)") }
        if forbiddenStems + forbiddenForms > 0 {
            parts.append("\(forbiddenStems) forbidden stems, \(forbiddenForms) forbidden forms")
        }
        parts.append(problems == 1 ? "1 problem" : "\(problems) problems")
        return parts.joined(separator: ", ")
    }

    /// One line per kind of problem with its count, then its first examples, indented.
    package var problemReport: [String] {
        var lines: [String] = []
        for kind in problemCounts.keys.sorted() {
            lines.append("\(problemCounts[kind]!) × \(kind.rawValue)")
            for example in problemExamples where example.kind == kind {
                lines.append("  \(example.file):\(example.line): \(example.reason)")
            }
        }
        return lines
    }
}
