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

    mutating func read(_ path: String, tally: inout LineTally, key: (String) -> String?) throws {
        let fileName = tally.file
        try LineReader.forEachLine(of: path, tally: &tally) { text, line in
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
            entries[k] = entry
            return nil
        }
    }

    mutating func add(_ key: String, _ entry: Entry) { entries[key] = entry }

    /// The entry that blocks `key` at `level`: the word itself, or a word it inflects
    /// (`key` minus one of `suffixes`, also with a doubled final letter undone and
    /// `-ies` read as `-y`). Returns the entry and the blocked stem.
    ///
    /// An ending that starts with a vowel is not taken as an inflection of the blocked
    /// word when the stem plus `e` is a word of its own: `spiced` is `spice` + `d`, not
    /// a form of a blocked `spic`.
    func blocking(_ key: String, atOrBelow level: Severity, suffixes: [String],
                  isWord: (String) -> Bool = { _ in false }) -> (entry: Entry, stem: String)? {
        if let entry = entries[key], entry.severity <= level { return (entry, key) }
        guard !entries.isEmpty else { return nil }
        for suffix in suffixes {
            // An ASCII ending can only be the key's last letters if it is its last bytes:
            // a byte comparison turns most endings away before the letter-by-letter test.
            if Self.isASCII(suffix) && !Self.bytes(of: key, endWith: suffix) { continue }
            guard key.count > suffix.count + 1 && key.hasSuffix(suffix) else { continue }
            let stem = String(key.dropLast(suffix.count))
            if let first = suffix.first, "aeiouy".contains(first), isWord(stem + "e") { continue }
            // -ies, -ied, -ier, -iest inflect a word ending in y (pussy → pussies).
            var candidates = ["ies", "ied", "ier", "iest"].contains(suffix) ? [stem + "y"] : [stem]
            if let last = stem.last, stem.count > 2, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) }
            for candidate in candidates {
                if let entry = entries[candidate], entry.severity <= level { return (entry, candidate) }
            }
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
