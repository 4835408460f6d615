import Squramble

/// How unsuitable a blocklisted word is. A recipe blocks every entry at or below the
/// severity it chooses: 1 blocks slurs only, 3 blocks everything listed.
enum Severity: Int, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    case slur = 1, vulgar = 2, sensitive = 3
    static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
    var description: String {
        switch self {
        case .slur: "slur"
        case .vulgar: "vulgar"
        case .sensitive: "sensitive"
        }
    }
}

/// Words that must not be in a dictionary, each with a ``Severity``.
///
/// File format, one entry per line: `word<TAB>severity[<TAB>note]`, severity `1`
/// (slur), `2` (vulgar) or `3` (sensitive). A line with a word alone means severity 1,
/// the strictest. `#` starts a comment line. When a word is listed twice the most
/// severe entry counts.
struct Blocklist: Sendable {
    struct Entry: Sendable, Hashable {
        var severity: Severity
        var location: SourceLocation
    }
    private(set) var entries: [String: Entry] = [:]
    /// What every key ``blocking(_:atOrBelow:suffixes:isWord:)`` can block starts with.
    private var prefixes = Prefixes()

    /// The first two bytes of the entries: a key that blocks, or inflects a word that
    /// does, starts with the entry's letters but its last, so with its first two bytes
    /// when the entry has three letters or more. Most keys of a list start otherwise and
    /// are turned away at once.
    private struct Prefixes: Sendable {
        /// A bit for each two-byte start, or `nil` when an entry is shorter than three
        /// letters (no key is turned away then).
        private var bits: [UInt64]? = [UInt64](repeating: 0, count: 1024)

        mutating func insert(_ word: String) {
            guard bits != nil else { return }
            guard word.count >= 3 else { bits = nil; return }
            let start = word.withUTF8Bytes { Int($0[0]) << 8 | Int($0[1]) }
            bits![start >> 6] |= 1 << UInt64(start & 63)
        }

        /// Whether `key` may block or inflect a word that does.
        func admit(_ key: String) -> Bool {
            guard let bits else { return true }
            return key.withUTF8Bytes { bytes in
                guard bytes.count >= 2 else { return false }
                let start = Int(bytes[0]) << 8 | Int(bytes[1])
                return bits[start >> 6] & (1 << UInt64(start & 63)) != 0
            }
        }
    }

    mutating func read(_ path: String, tally: inout LineTally, key: (String) -> String?) throws {
        let fileName = tally.file
        try LineSplitter.forEachLine(of: path, tally: &tally) { text, line in
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
            let word = fields[0].trimmingCharacters(in: .whitespaces)
            var severity = Severity.slur
            if fields.count > 1 {
                let value = fields[1].trimmingCharacters(in: .whitespaces)
                guard let number = Int(value), let level = Severity(rawValue: number) else {
                    return "severity must be 1 (slur), 2 (vulgar) or 3 (sensitive), found \"\(value.prefix(20))\""
                }
                severity = level
            }
            guard !word.isEmpty, let k = key(word) else {
                return "no word before the severity"
            }
            let entry = Entry(severity: severity, location: SourceLocation(file: fileName, line: line))
            if let old = entries[k], old.severity <= severity { return nil }
            add(k, entry)
            return nil
        }
    }

    mutating func add(_ key: String, _ entry: Entry) {
        entries[key] = entry
        prefixes.insert(key)
    }

    /// The entry that blocks `key` at `level`: the word itself, or a word it inflects
    /// (`key` minus one of `suffixes`, also with a doubled final letter undone and
    /// `-ies` read as `-y`). Returns the entry and the blocked stem.
    ///
    /// An ending that starts with a vowel is not taken as an inflection of the blocked
    /// word when the stem plus `e` is a word of its own: `spiced` is `spice` + `d`, not
    /// a form of a blocked `spic`.
    func blocking(_ key: String, atOrBelow level: Severity, suffixes: [String],
                  isWord: (String) -> Bool = { _ in false }) -> (entry: Entry, stem: String)? {
        guard !entries.isEmpty, prefixes.admit(key) else { return nil }
        if let entry = entries[key], entry.severity <= level { return (entry, key) }
        for suffix in suffixes {
            // An ASCII ending can only be the key's last letters if it is its last bytes:
            // a byte comparison turns most endings away before the letter-by-letter test.
            if Self.isASCII(suffix) && !Self.bytes(of: key, endWith: suffix) { continue }
            guard key.count > suffix.count + 1 && key.hasSuffix(suffix) else { continue }
            let stem = String(key.dropLast(suffix.count))
            // -ies, -ied, -ier, -iest inflect a word ending in y (pussy → pussies).
            var candidates = ["ies", "ied", "ier", "iest"].contains(suffix) ? [stem + "y"] : [stem]
            if let last = stem.last, stem.count > 2, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) }
            guard let blocked = candidates.lazy.compactMap({ candidate in
                self.entries[candidate].flatMap { $0.severity <= level ? ($0, candidate) : nil }
            }).first else { continue }
            if let first = suffix.first, "aeiouy".contains(first), isWord(stem + "e") { continue }
            return blocked
        }
        return nil
    }

    private static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }

    private static func bytes(of text: String, endWith ending: String) -> Bool {
        text.withUTF8Bytes { bytes in
            ending.withUTF8Bytes { end in
                bytes.count >= end.count && equalBytes(UnsafeBufferPointer(rebasing: bytes[(bytes.count - end.count)...]), end)
            }
        }
    }
}
