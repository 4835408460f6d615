import Squramble

/// How a listed word offends, from the most to the least severe. A recipe chooses, per
/// level, whether such a word is refused, accepted but never a target, or left alone
/// (``BlocklistRules``).
package enum Severity: String, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Insults a group of people: ethnic, sexual orientation, gender, disability.
    case slur
    /// Sexual acts, anatomy, prostitution, pornography.
    case sexual
    /// Swearing, crude insults, excrement.
    case vulgar
    /// Not a swear word, but no puzzle either: violence and abuse (`rape`, `incest`), and
    /// words offensive only in some of their senses (`escort`, `cocky`, `concha`).
    case sensitive

    /// 0 for the most severe level.
    var rank: Int {
        switch self {
        case .slur: 0
        case .sexual: 1
        case .vulgar: 2
        case .sensitive: 3
        }
    }

    package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    package var description: String { rawValue }

    /// The levels of the first blocklist format, numbered 1 (slur), 2 (vulgar, which
    /// then held the sexual words too) and 3 (sensitive).
    static func legacy(_ number: Int) -> Severity? {
        switch number {
        case 1: .slur
        case 2: .vulgar
        case 3: .sensitive
        default: nil
        }
    }

    /// Every level at or above (as severe as or more severe than) the legacy number
    /// `number`: what `blockAtOrBelow` blocked.
    package static func atOrAbove(legacy number: Int) -> [Severity]? {
        guard let limit = legacy(number) else { return nil }
        return allCases.filter { $0 <= limit }
    }
}

/// One ending that makes a form of a listed word: `added` replaces the word's last
/// letters `removed` (`e>ing`: `rape` → `raping`; `ing`: `bitch` → `bitching`).
package struct InflectionEnding: Sendable, Hashable, CustomStringConvertible {
    package var removed: String
    package var added: String

    /// Reads `added` or `removed>added`; `nil` for text with more than one `>`, or with
    /// nothing to add.
    package init?(_ text: String) {
        let parts = text.split(separator: ">", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        removed = parts.count == 2 ? String(parts[0]) : ""
        added = String(parts.last!)
        guard !added.isEmpty else { return nil }
    }

    package init(removed: String, added: String) { self.removed = removed; self.added = added }

    package var description: String { removed.isEmpty ? added : removed + ">" + added }

    /// The ending with both sides made keys by `key` (so they fold as words do).
    package func keyed(_ key: (String) -> String?) -> InflectionEnding? {
        guard let added = key(added) else { return nil }
        guard !removed.isEmpty else { return InflectionEnding(removed: "", added: added) }
        return key(removed).map { InflectionEnding(removed: $0, added: added) }
    }
}

/// Words a dictionary must treat with care, each with a ``Severity``, and the endings
/// that make their forms.
///
/// File format, one entry per line: `word<TAB>level[<TAB>note]`, the level `slur`,
/// `sexual`, `vulgar`, `sensitive` or `ordinary`, or a number of the first format (`1`
/// slur, `2` vulgar, `3` sensitive). A line with a word alone is a slur, the strictest.
/// `ordinary` marks a word that looks like a form of a listed one but is not (`cone` is
/// no form of French `con`): it is never matched as one. `#` starts a comment line.
/// When a word is listed twice the most severe entry counts.
package struct Blocklist: Sendable {
    package struct Entry: Sendable, Hashable {
        package var severity: Severity
        package var location: SourceLocation

    }

    /// A listed word that a key is, or is a form of.
    package struct Hit: Sendable, Hashable {
        package var entry: Entry
        /// The listed word (the key itself when it is listed).
        package var stem: String
        package var match: Match = .listed

    }

    /// How a key was found to be a listed word or a form of one.
    package enum Match: Sendable, Hashable {
        /// It is listed.
        case listed
        /// It is the listed word with this ending.
        case ending(InflectionEnding)
        /// A Hunspell dictionary made it from this stem, which is listed or a form of a listed word.
        case hunspellStem(String)
    }

    private(set) var entries: [String: Entry] = [:]
    /// Words marked `ordinary`, never taken for a form of a listed word.
    private(set) var ordinary: [String: SourceLocation] = [:]

    /// The endings that make the forms of a listed word, as keys.
    package var endings: [InflectionEnding] = [] {
        didSet { endingBytes = endings.map { Array($0.added.utf8) } }
    }
    /// The UTF-8 bytes each ending adds, to find the endings a key ends with in one pass.
    private var endingBytes: [[UInt8]] = []
    /// What every key ``blocking(_:isWord:)`` can find starts with.
    private var prefixes = Prefixes()

    /// A listed word of fewer letters than this takes only ``shortWordEndings``: `ass`
    /// makes `asses`, not `assess`; `tit` makes `tits`, not `titer`.
    static let shortWordLetters = 4
    static let shortWordEndings: Set<String> = ["s", "es", "x"]

    /// The first three bytes of the entries: a key that is listed, or is a form of a
    /// listed word, starts with the entry's first three bytes (an ending leaves at least
    /// three letters, and a word of three letters only takes plurals). Most keys of a
    /// list start otherwise and are turned away at once.
    private struct Prefixes: Sendable {
        /// A bit for each three-byte start (hashed to 16 bits, so a few other starts
        /// pass too), or `nil` when an entry is shorter than three letters (no key is
        /// turned away then).
        private var bits: [UInt64]? = [UInt64](repeating: 0, count: 1024)

        private static func slot(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            (Int(bytes[0]) &* 961 &+ Int(bytes[1]) &* 31 &+ Int(bytes[2])) & 0xFFFF
        }

        package mutating func insert(_ word: String) {
            guard bits != nil else { return }
            guard word.count >= 3 else { bits = nil; return }
            let start = word.withUTF8Bytes { Self.slot($0) }
            bits![start >> 6] |= 1 << UInt64(start & 63)
        }

        /// Whether `key` may be listed or a form of a listed word.
        func admit(_ key: String) -> Bool {
            guard let bits else { return true }
            return key.withUTF8Bytes { bytes in
                guard bytes.count >= 3 else { return false }
                let start = Self.slot(bytes)
                return bits[start >> 6] & (1 << UInt64(start & 63)) != 0
            }
        }
    }

    package mutating func read(_ path: String, tally: inout LineTally, key: (String) -> String?) throws {
        let fileName = tally.file
        try LineSplitter.forEachLine(of: path, tally: &tally) { text, line in
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            let word = fields[0].trimmingCharacters(in: .whitespaces)
            let level = fields.count > 1 ? fields[1].trimmingCharacters(in: .whitespaces) : "slur"
            guard !word.isEmpty, let k = key(word) else { return "no word before the level" }
            let location = SourceLocation(file: fileName, line: line)
            if level == "ordinary" {
                if ordinary[k] == nil { ordinary[k] = location }
                return nil
            }
            guard let severity = Severity(rawValue: level) ?? Int(level).flatMap(Severity.legacy) else {
                return "the level must be slur, sexual, vulgar, sensitive or ordinary (or 1, 2, 3), found \"\(level.prefix(20))\""
            }
            if let old = entries[k], old.severity <= severity { return nil }
            add(k, Entry(severity: severity, location: location))
            return nil
        }
    }

    /// Whether `key` is marked `ordinary`: never taken for a form of a listed word.
    package func isOrdinary(_ key: String) -> Bool { ordinary[key] != nil }

    mutating func add(_ key: String, _ entry: Entry) {
        entries[key] = entry
        prefixes.insert(key)
    }

    /// The listed word `key` is, or is a form of: `key` minus one of ``endings`` (an
    /// ending that starts with a vowel also after a doubled final letter: `fagging`).
    /// Of several, the most severe; `nil` for a word marked `ordinary` that is not listed.
    ///
    /// An ending that starts with a vowel is not taken as one when the stem plus `e` is a
    /// word of its own (`isWord`): `spiced` is `spice` + `d`, not a form of `spic`.
    package func blocking(_ key: String, isWord: (String) -> Bool = { _ in false }) -> Hit? {
        guard !entries.isEmpty, prefixes.admit(key) else { return nil }
        if let entry = entries[key] { return Hit(entry: entry, stem: key) }
        guard ordinary[key] == nil else { return nil }
        var best: Hit?
        for index in endingsEnding(key) {
            let ending = endings[index]
            guard key.count > ending.added.count + 1 && key.hasSuffix(ending.added) else { continue }
            let base = String(key.dropLast(ending.added.count))
            let startsWithVowel = ending.added.first.map { "aeiouy".contains($0) } ?? false
            var candidates = [base + ending.removed]
            if ending.removed.isEmpty && startsWithVowel, let last = base.last, base.count > 2, base.dropLast().last == last,
               !"aeiou".contains(last) {
                candidates.append(String(base.dropLast()))
            }
            for candidate in candidates {
                guard let entry = entries[candidate], Self.allows(ending, after: candidate) else { continue }
                if ending.removed.isEmpty && startsWithVowel && isWord(base + "e") { continue }
                // A listed form takes no further ending: `asses` (ass + es) does not make `assess`.
                if isForm(candidate) { continue }
                if best == nil || entry.severity < best!.entry.severity {
                    best = Hit(entry: entry, stem: candidate, match: .ending(ending))
                }
            }
        }
        return best
    }

    /// The positions in ``endings`` of the endings whose bytes end `key`'s bytes, found
    /// in one pass over the key (a build asks this of every key).
    private func endingsEnding(_ key: String) -> [Int] {
        key.withUTF8Bytes { bytes in
            var found: [Int] = []
            for (index, ending) in endingBytes.enumerated() where bytes.count > ending.count {
                let tail = UnsafeBufferPointer(rebasing: bytes[(bytes.count - ending.count)...])
                if ending.withUnsafeBufferPointer({ equalBytes(tail, $0) }) { found.append(index) }
            }
            return found
        }
    }

    /// Whether listed `word` is itself a form of another listed word (by one ending).
    private func isForm(_ word: String) -> Bool {
        endings.contains { ending in
            guard word.count > ending.added.count + 1, word.hasSuffix(ending.added) else { return false }
            let stem = String(word.dropLast(ending.added.count)) + ending.removed
            return stem != word && entries[stem] != nil && Self.allows(ending, after: stem)
        }
    }

    /// Whether `ending` makes forms of the listed word `word`: a short word only takes
    /// plural endings, and an ending never eats a word down to fewer than three letters.
    private static func allows(_ ending: InflectionEnding, after word: String) -> Bool {
        if word.count < shortWordLetters { return ending.removed.isEmpty && shortWordEndings.contains(ending.added) }
        return word.count - ending.removed.count >= 3
    }

}
