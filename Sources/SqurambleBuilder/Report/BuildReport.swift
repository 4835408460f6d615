import Squramble

/// How one input file was read.
package struct InputSummary: Sendable, Hashable, Codable {
    package var name: String
    package var lines: Int
    package var used: Int
    package var ignored: Int
    package var unusableCount: Int
    /// The first ``BuildReport/maximumListed`` unusable lines.
    package var unusable: [UnusableLine]
    /// For a Hunspell dictionary: the forms its rules made of its stems.
    package var expansion: ExpansionSummary?

    package init(_ tally: LineTally) {
        name = tally.file; lines = tally.lines; used = tally.used; ignored = tally.ignored
        unusableCount = tally.unusable.count + tally.unlisted
        unusable = Array(tally.unusable.prefix(BuildReport.maximumListed))
        expansion = tally.expansion
    }
}

/// How many words one rule took, with examples.
package struct RuleCount: Sendable, Hashable, Codable {
    package var rule: Rule
    package var description: String
    package var count: Int
    /// Up to ``examplesPerRule`` words, in key order, as first spelled.
    package var examples: [String]
}

/// A review decision that changed (or could not change) what the filters decided.
package struct DecisionNote: Sendable, Hashable, Codable {
    package var key: String
    package var decision: ReviewVerdict
    /// What the automatic rules alone made of the word.
    package var automatic: Tier
    /// The rule that decided the automatic tier (or made the decision impossible).
    package var rule: Rule?
}

package struct DecisionSummary: Sendable, Hashable, Codable {
    /// Decisions that matched a word of the inputs and were applied.
    package var applied = 0
    /// Applied decisions that changed the automatic tier.
    package var overrides: [DecisionNote] = []
    /// Decisions that could not be applied: the word is not made of letters.
    package var ignored: [DecisionNote] = []
    /// Decisions about words that no input has (any more).
    package var stale: [String] = []
}

/// A target whose letters also spell a word the filters dropped: a player will try it.
package struct DroppedAnagram: Sendable, Hashable, Codable {
    package var target: String
    package var dropped: [String]
    package var rules: [Rule]
}

package struct LengthCount: Sendable, Hashable, Codable {
    package var length: Int
    package var accepted: Int
    package var targets: Int
}

package struct BandCount: Sendable, Hashable, Codable {
    package var band: Int
    package var name: String
    package var targets: Int
}

/// What a build did, for people (``text``) and programs (`--report-json`).
package struct BuildReport: Sendable, Hashable, Codable {
    package static let schema = "squramble.dictbuild.report"
    package static let currentVersion = 1
    package static let maximumListed = 100

    package var schema = BuildReport.schema
    package var version = BuildReport.currentVersion
    package var name: String
    package var language: String
    package var policy: String
    package var inputs: [InputSummary] = []
    /// Distinct match keys seen in the `words` inputs.
    package var keys = 0
    /// Words in the dictionary (targets included).
    package var accepted = 0
    package var targets = 0
    package var dropped = 0
    /// Why words were dropped: the first rule of each dropped word.
    package var droppedBy: [RuleCount] = []
    /// Why accepted words are not targets.
    package var notTargetsBecause: [RuleCount] = []
    /// How many words each rule flagged, including words another rule dropped first.
    package var flagged: [RuleCount] = []
    /// Kept words spelled more than one way in the inputs; the best spelling is kept.
    package var duplicates = 0
    package var duplicateExamples: [String] = []
    package var decisions = DecisionSummary()
    package var targetsSpellingDroppedWords: [DroppedAnagram] = []
    package var targetsSpellingDroppedWordsCount = 0
    package var byLength: [LengthCount] = []
    package var byBand: [BandCount] = []
    /// What the build lacks that a good game needs (no preset, no frequencies, no
    /// offensive-word list), each a line of the report and a warning.
    package var missing: [LanguageGap] = []
    /// Inputs the build found for itself rather than was given (a quick build's frequency
    /// list from the frequency folder), each a line saying where from.
    package var found: [String] = []
    /// Set by `build` once the file is written.
    package var output: String?
    package var outputBytes: Int?

    package init(recipe: Recipe) {
        name = recipe.name; language = recipe.language; policy = recipe.policy.description
        missing = LanguageGap.of(recipe)
    }

    /// The lines of ``missing``, as the report and the warnings give them.
    package var missingLines: [String] { missing.map { $0.description(language: language) } }

    /// Counts and examples of the records: everything but the targets by band
    /// (``countBands(_:)``, once the records are ranked) and the targets that spell
    /// dropped words (``droppedAnagrams(_:)``). Neither this nor the second reads a
    /// band, so a build runs them while it ranks the targets.
    package mutating func summarise(_ records: TieredWords) {
        let recordKeys = records.keys
        keys = records.count
        // Groups by rule, indexed by ``Rule/precedence`` (an empty group: no such rule).
        let noGroups = [Group](repeating: Group(), count: Rule.allCases.count)
        var droppedGroups = noGroups
        var notTargetGroups = noGroups
        var flaggedGroups = noGroups
        // Accepted words and targets by length (an index a length).
        var lengths: [(accepted: Int, targets: Int)] = []
        var accentExamples: [String] = [], caseExamples: [String] = []
        defer { duplicateExamples = Array((accentExamples + caseExamples).prefix(examplesPerRule)) }
        for index in records.indices {
            let tier = records.tiers[index]
            for rule in records.classifications[index].rules { flaggedGroups[rule.precedence].add(Self.shown(records, index)) }
            if tier != .dropped && records.spellingCount(index) > 1 {
                duplicates += 1
                // Spellings that differ by more than case are the telling examples (looked
                // at only while examples are wanted).
                if accentExamples.count < examplesPerRule {
                    let texts = records.spellings(index).map(\.text)
                    func example() -> String { texts.joined(separator: " = ") + " → " + records.displays[index] }
                    if Set(texts.map { $0.lowercased() }).count > 1 {
                        accentExamples.append(example())
                    } else if caseExamples.count < examplesPerRule {
                        caseExamples.append(example())
                    }
                }
            }
            switch tier {
            case .dropped:
                dropped += 1
                if let reason = records.reasons[index] { droppedBy(reason, Self.shown(records, index), &droppedGroups) }
            case .accepted, .target:
                accepted += 1
                let length = recordKeys.letterCount(index)
                while length >= lengths.count { lengths.append((0, 0)) }
                lengths[length].accepted += 1
                if tier == .target {
                    targets += 1
                    lengths[length].targets += 1
                } else if let reason = records.reasons[index] {
                    droppedBy(reason, Self.shown(records, index), &notTargetGroups)
                }
            }
        }
        droppedBy = Self.counts(droppedGroups)
        notTargetsBecause = Self.counts(notTargetGroups)
        flagged = Self.counts(flaggedGroups)
        byLength = lengths.indices.filter { lengths[$0].accepted > 0 }.map {
            LengthCount(length: $0, accepted: lengths[$0].accepted, targets: lengths[$0].targets)
        }
    }

    /// Targets by band (``byBand``), once the records are ranked.
    package mutating func countBands(_ records: WordRecords) {
        var bands = [Int](repeating: 0, count: DifficultyBand.allCases.count + 1)
        for index in records.indices where records.tiers[index] == .target {
            if let band = records.bands[index] { bands[band.rawValue] += 1 }
        }
        byBand = DifficultyBand.allCases.map { BandCount(band: $0.rawValue, name: $0.description, targets: bands[$0.rawValue]) }
    }

    /// Targets whose letters spell a word dropped by a rule that is not hard (a player
    /// will try it): how many, and the first ``maximumListed`` in key order.
    package static func droppedAnagrams(_ records: TieredWords) -> (count: Int, listed: [DroppedAnagram]) {
        let keys = records.keys
        // The dropped records of each signature, as a list through `nextDropped`: no array
        // per signature. Signatures are found in `droppedSignatures`, by their bytes (ASCII
        // keys) or as strings.
        var droppedSignatures = SignatureTable()
        var nextDropped: [Int32] = []
        for index in records.indices where records.tiers[index] == .dropped {
            guard let reason = records.reasons[index], !reason.isHard else { continue }
            if nextDropped.isEmpty { nextDropped = [Int32](repeating: -1, count: records.count) }
            keys.withBytes(index) { droppedSignatures.add(Int32(truncatingIfNeeded: index), key: $0, &nextDropped) }
        }
        guard !droppedSignatures.isEmpty else { return (0, []) }
        var count = 0
        var listed: [DroppedAnagram] = []
        for index in records.indices where records.tiers[index] == .target {
            guard let list = keys.withBytes(index, { droppedSignatures.list(for: $0) }) else { continue }
            count += 1
            if listed.count < maximumListed {
                var indices: [Int] = []
                var i = list.first
                while i >= 0 { indices.append(Int(i)); i = nextDropped[Int(i)] }
                listed.append(DroppedAnagram(target: keys[index], dropped: indices.map { records.firstSpelling($0) },
                                             rules: indices.compactMap { records.reasons[$0] }))
            }
        }
        return (count, listed)
    }

    /// The dropped records of each anagram signature, as lists linked through an array
    /// of next positions (see ``BuildReport/droppedAnagrams(_:)``).
    private struct SignatureTable {
        /// ASCII signatures, in a ``KeyIndex``; `asciiLists` by their positions.
        package var ascii = KeyIndex()
        package var asciiLists: [(first: Int32, last: Int32)] = []
        package var other: [String: (first: Int32, last: Int32)] = [:]
        /// The signature of the key at hand, when it is ASCII.
        package var scratch: [UInt8] = []
        package var isEmpty: Bool { ascii.count == 0 && other.isEmpty }

        /// Adds record `position`, whose key has the UTF-8 bytes `key` (a `String` is made
        /// only of a key past ASCII).
        package mutating func add(_ position: Int32, key: UnsafeBufferPointer<UInt8>, _ next: inout [Int32]) {
            if AnagramSignature.ascii(bytes: key, into: &scratch) {
                let (list, isNew) = scratch.withUnsafeBufferPointer { ascii.insert(bytes: $0) }
                if isNew { asciiLists.append((position, -1)) }
                BuildReport.link(&asciiLists[Int(list)], position, &next)
            } else {
                BuildReport.link(&other[AnagramSignature.of(String(decoding: key, as: UTF8.self)), default: (position, -1)],
                                 position, &next)
            }
        }

        package mutating func list(for key: UnsafeBufferPointer<UInt8>) -> (first: Int32, last: Int32)? {
            if AnagramSignature.ascii(bytes: key, into: &scratch) {
                return scratch.withUnsafeBufferPointer { ascii.position(ofBytes: $0) }.map { asciiLists[Int($0)] }
            }
            return other[AnagramSignature.of(String(decoding: key, as: UTF8.self))]
        }
    }

    /// How the report shows a word: a dropped one as first spelled, a kept one as tiles show it.
    private static func shown(_ records: TieredWords, _ index: Int) -> String {
        records.tiers[index] == .dropped ? records.firstSpelling(index) : records.displays[index]
    }

    /// A count and the first few examples.
    private struct Group {
        package var count = 0
        package var examples: [String] = []
        package mutating func add(_ word: @autoclosure () -> String) {
            count += 1
            if examples.count < examplesPerRule { examples.append(word()) }
        }
    }

    private func droppedBy(_ rule: Rule, _ word: @autoclosure () -> String, _ groups: inout [Group]) {
        groups[rule.precedence].add(word())
    }

    /// Appends record `position` to a signature's list (`list` is `(position, -1)` when new).
    fileprivate static func link(_ list: inout (first: Int32, last: Int32), _ position: Int32, _ next: inout [Int32]) {
        if list.last >= 0 { next[Int(list.last)] = position }
        list.last = position
    }

    private static func counts(_ groups: [Group]) -> [RuleCount] {
        Rule.allCases.filter { groups[$0.precedence].count > 0 }.sorted().map { rule in
            RuleCount(rule: rule, description: rule.description, count: groups[rule.precedence].count, examples: groups[rule.precedence].examples)
        }
    }
}

extension BuildReport {
    /// The report as people read it.
    package var text: String {
        var out: [String] = []
        out.append("\(name) [\(language)], \(policy)")
        if let output {
            out.append("wrote \(output)" + (outputBytes.map { " (\(grouped($0)) bytes)" } ?? ""))
        }
        out.append("words: \(grouped(accepted)) accepted, of which \(grouped(targets)) targets; \(grouped(dropped)) dropped; \(grouped(keys)) distinct words read")
        out.append("")
        out.append("inputs:")
        let width = inputs.map(\.name.count).max() ?? 0
        for input in inputs {
            var line = "  \(input.name.padding(width)) \(grouped(input.lines).leftPadding(9)) \(input.lines == 1 ? "line, " : "lines,") \(grouped(input.used).leftPadding(9)) used"
            if input.unusableCount > 0 { line += ", \(grouped(input.unusableCount)) unusable" }
            out.append(line)
            if let expansion = input.expansion { out.append("      " + expansion.text) }
            for bad in input.unusable.prefix(10) { out.append("      skipped \(bad)") }
            if input.unusableCount > 10 { out.append("      … and \(input.unusableCount - 10) more (see --report-json)") }
        }
        if !found.isEmpty {
            out.append("")
            out.append("found:")
            for line in found { out.append("  " + line) }
        }
        if !missing.isEmpty {
            out.append("")
            out.append("missing:")
            for line in missingLines { out.append("  " + line) }
        }
        func section(_ title: String, _ counts: [RuleCount]) {
            guard !counts.isEmpty else { return }
            out.append("")
            out.append(title)
            let width = counts.map(\.rule.rawValue.count).max() ?? 0
            for count in counts {
                out.append("  \(count.rule.rawValue.padding(width)) \(grouped(count.count).leftPadding(8))  e.g. \(count.examples.joined(separator: ", "))")
            }
        }
        section("dropped, by first reason:", droppedBy)
        section("accepted but not targets, because:", notTargetsBecause)
        if duplicates > 0 {
            out.append("")
            out.append("spelled more than one way: \(grouped(duplicates)) words, kept the best spelling, e.g.")
            for example in duplicateExamples.prefix(4) { out.append("  \(example)") }
        }
        let d = decisions
        if d.applied > 0 || !d.stale.isEmpty || !d.ignored.isEmpty {
            out.append("")
            out.append("review decisions: \(grouped(d.applied)) applied, \(grouped(d.overrides.count)) overrode the filters")
            for note in d.overrides.prefix(8) {
                out.append("  \(note.key): \(note.decision) (the filters said \(note.automatic)\(note.rule.map { ", \($0.rawValue)" } ?? ""))")
            }
            if d.overrides.count > 8 { out.append("  … and \(d.overrides.count - 8) more") }
            for note in d.ignored.prefix(8) {
                out.append("  ignored: \(note.key): \(note.decision), but it is \(note.rule?.description ?? "not storable")")
            }
            if !d.stale.isEmpty {
                out.append("  \(grouped(d.stale.count)) decisions name words no input has: \(d.stale.prefix(8).joined(separator: ", "))\(d.stale.count > 8 ? ", …" : "")")
            }
        }
        if targetsSpellingDroppedWordsCount > 0 {
            out.append("")
            out.append("targets whose letters also spell a dropped word (\(grouped(targetsSpellingDroppedWordsCount)); a player will try them):")
            for item in targetsSpellingDroppedWords.prefix(10) {
                let pairs = zip(item.dropped, item.rules).map { "\($0) (\($1.rawValue))" }
                out.append("  \(item.target): \(pairs.joined(separator: ", "))")
            }
            if targetsSpellingDroppedWordsCount > 10 { out.append("  … and \(grouped(targetsSpellingDroppedWordsCount - 10)) more (see --report-json)") }
        }
        if !byLength.isEmpty {
            out.append("")
            out.append("letters  accepted   targets")
            for row in byLength {
                out.append("\(String(row.length).leftPadding(7)) \(grouped(row.accepted).leftPadding(9)) \(grouped(row.targets).leftPadding(9))")
            }
        }
        if targets > 0 {
            out.append("")
            out.append("targets by difficulty: " + byBand.map { "\($0.name) \(grouped($0.targets))" }.joined(separator: ", "))
        }
        return out.joined(separator: "\n") + "\n"
    }

}

extension String {
    package func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    package func leftPadding(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
