import Foundation

/// Zipf frequencies read from one or more frequency lists.
///
/// A frequency list has one word per line followed by a number, separated by a tab or
/// by spaces: `word<TAB>count`, `word count` or `word<TAB>zipf`. Counts are turned into
/// Zipf values, `log10(count / total × 10⁹)` where `total` is the sum of the file's
/// counts (the Zipf scale: 7 is "the", 3 is a word seen once per million words).
/// A word listed twice in one file (e.g. `The` and `the`) adds its counts, or for
/// Zipf files keeps the higher value. Several lists combine by taking, for each word,
/// the highest value any of them gives.
struct FrequencyTable: Sendable {
    /// Zipf value per match key text.
    private(set) var zipf: [String: Double] = [:]
    /// Zipf value per spelling (case-folded but with its accents), to choose between
    /// spellings that share a key. Filled only when `formKey` is given to ``read``.
    private(set) var formZipf: [String: Double] = [:]

    /// How the numbers in a file are to be read.
    enum Format: String, Sendable, Codable, CaseIterable {
        /// Decide from the file: Zipf when every value is at most 9 and some value has a
        /// fractional part; counts otherwise.
        case auto
        /// Occurrence counts (non-negative).
        case counts
        /// Zipf values (0...9).
        case zipf
    }

    /// Reads one list; keys are made with `key`. Returns the format actually used.
    @discardableResult
    mutating func read(
        _ path: String, format: Format, tally: inout LineTally, key: (String) -> String?,
        formKey: ((String) -> String?)? = nil
    ) throws -> Format {
        var entries: [(String, Double, Int)] = []
        var forms: [(String, Double, Int)] = []
        try LineReader.forEachLine(of: path, tally: &tally) { text, line in
            guard let (word, value) = Self.split(text) else {
                return "expected a word and a number separated by a tab or a space"
            }
            guard let number = Double(value), number.isFinite, number >= 0 else {
                return "not a non-negative number: \"\(value.prefix(40))\""
            }
            guard let k = key(word) else {
                return "the word cannot be normalised"
            }
            entries.append((k, number, line))
            if let formKey, let f = formKey(word), f != k { forms.append((f, number, line)) }
            return nil
        }
        var used = format
        if format == .auto {
            let allSmall = entries.allSatisfy { $0.1 <= 9 }
            let someFraction = entries.contains { $0.1.rounded(.down) != $0.1 }
            used = allSmall && someFraction ? .zipf : .counts
        }
        var local: [String: Double] = [:]
        var total = 0.0
        if used == .counts { for (_, value, _) in entries { total += value } }
        for (f, value, _) in forms {
            let z = used == .counts ? (total > 0 && value > 0 ? log10(value / total * 1e9) : 0) : min(value, 9)
            formZipf[f] = max(formZipf[f] ?? 0, z)
        }
        switch used {
        case .zipf, .auto:
            for (k, value, line) in entries {
                guard value <= 9 else {
                    tally.skip(line, "a Zipf value is between 0 and 9, found \(value)")
                    tally.used -= 1
                    continue
                }
                local[k] = max(local[k] ?? 0, value)
            }
        case .counts:
            var counts: [String: Double] = [:]
            for (k, value, _) in entries { counts[k, default: 0] += value }
            if total > 0 {
                for (k, count) in counts where count > 0 {
                    local[k] = max(0, log10(count / total * 1e9))
                }
            }
        }
        for (k, value) in local { zipf[k] = max(zipf[k] ?? 0, value) }
        return used
    }

    /// Splits `word<TAB>number` or `word number` (the last space-separated field).
    static func split(_ line: String) -> (String, String)? {
        let bytes = Array(line.utf8)
        func trimmed(_ range: Range<Int>) -> String {
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
            while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
            return String(decoding: bytes[lower..<upper], as: UTF8.self)
        }
        if let tab = bytes.firstIndex(of: 0x09) {
            let end = bytes[(tab + 1)...].firstIndex(of: 0x09) ?? bytes.count
            let word = trimmed(0..<tab), value = trimmed((tab + 1)..<end)
            return word.isEmpty || value.isEmpty ? nil : (word, value)
        }
        var upper = bytes.count
        while upper > 0, bytes[upper - 1] == 0x20 { upper -= 1 }
        guard let space = bytes[..<upper].lastIndex(of: 0x20) else { return nil }
        let word = trimmed(0..<space), value = trimmed((space + 1)..<upper)
        return word.isEmpty ? nil : (word, value)
    }

    subscript(key: String) -> Double? { zipf[key] }

    /// The Zipf value of one spelling; for a spelling no list gives apart from its key
    /// (e.g. `cafe` when only `café` was listed), `nil`.
    func zipf(ofForm form: String, key: String) -> Double? { formZipf[form] ?? (form == key ? zipf[key] : nil) }
}
