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
package struct FrequencyTable: Sendable {
    /// The match keys with a Zipf value; `values` holds the value at each key's position.
    private var keys = KeyIndex()
    private var values: [Double] = []
    /// Zipf value per spelling (case-folded but with its accents), to choose between
    /// spellings that share a key. Filled only when `formKey` is given to ``read``.
    private(set) var formZipf: [String: Double] = [:]
    /// The value of a key's plain spelling (the one spelled as the key), for the keys
    /// some list also spells otherwise (`mas` beside `más`): its own value, not the key's.
    private var plainZipf: [String: Double] = [:]
    /// The keys some list spells otherwise than as the key.
    private var spelledOtherwise: Set<String> = []


    /// How the numbers in a file are to be read.
    package enum Format: String, Sendable, Codable, CaseIterable {
        /// Decide from the file: Zipf when every value is at most 9 and some value has a
        /// fractional part; counts otherwise.
        case auto
        /// Occurrence counts (non-negative).
        case counts
        /// Zipf values (0...9).
        case zipf
    }

    /// `text` with Greek final sigma `ς` written `σ`, as frequency lists often have it.
    static func medialSigma(_ text: String) -> String {
        text.contains("ς") ? text.replacingOccurrences(of: "ς", with: "σ") : text
    }

    /// Reads one list; keys are made with `key`. Returns the format actually used.
    @discardableResult
    package mutating func read(
        _ path: String, format: Format, tally: inout LineTally, key: (String) -> String?,
        formKey: ((String) -> String?)? = nil
    ) throws -> Format {
        var entries: [(key: String, value: Double, line: Int)] = []
        var forms: [(form: String, key: String, value: Double)] = []
        // The entries spelled as their key, when spellings are told apart.
        var plain: [Int] = []
        try LineSplitter.forEachLineBytes(of: path, tally: &tally) { bytes, line in
            guard let (wordBytes, valueBytes) = Self.split(bytes) else {
                return "expected a word and a number separated by a tab or a space"
            }
            guard let number = Self.number(valueBytes), number.isFinite, number >= 0 else {
                return "not a non-negative number: \"\(String(decoding: valueBytes, as: UTF8.self).prefix(40))\""
            }
            // A word of lowercase ASCII letters is its own key, and its own spelling.
            if ASCIIBytes.areLowercaseLetters(wordBytes) {
                if formKey != nil { plain.append(entries.count) }
                entries.append((String(decoding: wordBytes, as: UTF8.self), number, line))
                return nil
            }
            let word = String(decoding: wordBytes, as: UTF8.self)
            guard let k = key(word) else {
                return "the word cannot be normalised"
            }
            if let formKey, let f = formKey(word) {
                if f != k { forms.append((f, k, number)) } else { plain.append(entries.count) }
            }
            entries.append((k, number, line))
            return nil
        }
        var used = format
        if format == .auto {
            let allSmall = entries.allSatisfy { $0.value <= 9 }
            let someFraction = entries.contains { $0.value.rounded(.down) != $0.value }
            used = allSmall && someFraction ? .zipf : .counts
        }
        var total = 0.0
        if used == .counts { for entry in entries { total += entry.value } }
        let zipf = { (value: Double) in used == .counts ? (total > 0 && value > 0 ? log10(value / total * 1e9) : 0) : min(value, 9) }
        recordSpellings(forms, plain: plain.map { entries[$0] }, zipf: zipf)
        // This file's value of each key, in `local` at the key's position in `localKeys`.
        var localKeys = KeyIndex(capacity: entries.count)
        var local: [Double] = []
        local.reserveCapacity(entries.count)
        switch used {
        case .zipf, .auto:
            for (k, value, line) in entries {
                guard value <= 9 else {
                    tally.skip(line, "a Zipf value is between 0 and 9, found \(value)")
                    tally.used -= 1
                    continue
                }
                let (position, isNew) = localKeys.insert(k)
                if isNew { local.append(value) } else { local[Int(position)] = max(local[Int(position)], value) }
            }
        case .counts:
            for (k, value, _) in entries {
                let (position, isNew) = localKeys.insert(k)
                if isNew { local.append(value) } else { local[Int(position)] += value }
            }
            for i in local.indices {
                // Zero counts give no value; the rest a Zipf value, at least 0.
                local[i] = total > 0 && local[i] > 0 ? max(0, log10(local[i] / total * 1e9)) : -1
            }
        }
        keys.reserve(localKeys.count)
        for (i, k) in localKeys.keys.enumerated() where local[i] >= 0 {
            let (position, isNew) = keys.insert(k)
            if isNew { values.append(local[i]) } else { values[Int(position)] = max(values[Int(position)], local[i]) }
        }
        return used
    }

    /// Records the values of the spellings of one list: those spelled otherwise than
    /// their key, and those spelled as their key when the key is also spelled otherwise.
    private mutating func recordSpellings(_ forms: [(form: String, key: String, value: Double)],
                                          plain: [(key: String, value: Double, line: Int)], zipf: (Double) -> Double) {
        for (f, _, value) in forms { formZipf[f] = max(formZipf[f] ?? 0, zipf(value)) }
        let otherwise = Set(forms.map(\.key))
        for (k, value, _) in plain where otherwise.contains(k) { plainZipf[k] = max(plainZipf[k] ?? 0, zipf(value)) }
        spelledOtherwise.formUnion(otherwise)
    }

    /// The number in a frequency list: plain decimals (`7.36`, `1200`) are read exactly
    /// without `strtod`, as the quotient of two exactly representable integers, which
    /// IEEE division rounds correctly; anything else goes to `Double(_:)`.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0, digits = 0, fraction = -1
        for byte in bytes {
            if byte == 0x2E, fraction < 0 { fraction = 0; continue }
            guard byte &- 0x30 < 10, digits < 15 else { return Double(String(decoding: bytes, as: UTF8.self)) }
            mantissa = mantissa * 10 + UInt64(byte - 0x30)
            digits += 1
            if fraction >= 0 { fraction += 1 }
        }
        guard digits > 0 else { return Double(String(decoding: bytes, as: UTF8.self)) }
        let value = Double(mantissa)
        return fraction > 0 ? value / powersOfTen[fraction] : value
    }

    private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { total, _ in total * 10 } }

    /// Splits `word<TAB>number` or `word number` (the last space-separated field):
    /// the word's bytes and the number's.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>)? {
        func trimmed(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
            while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
            return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
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

    /// Calls `body` with every key that has a value, and its position in the table.
    package func forEach(_ body: (_ key: String, _ position: Int32) -> Void) {
        for (position, key) in keys.keys.enumerated() where values[position] >= 0 {
            body(key, Int32(truncatingIfNeeded: position))
        }
    }

    /// Credits each key with the values of its own spellings only, where the language
    /// tells words apart by their accents (Greek `μέρι`, a name, and `μερί`, a thigh,
    /// share the key `μερι`; folded, the rare word took the name's frequency). For each
    /// word of `words` that some list spells otherwise than as its key, the key's value
    /// becomes the highest value of the list's spellings that are the word's own (its
    /// spellings without capitals, or all of them for a word only ever capitalised),
    /// compared by ``KeyMaker/formKey(_:)``. The plain spelling (the key, as typed without
    /// accents) counts when it is the word's own or when every accented spelling the
    /// lists give is; it may be any of them otherwise. A word none of whose spellings
    /// the lists give has no value. Keys the lists only spell as the key are untouched.
    package mutating func creditOnlyOwnSpellings(of words: WordTable, keys keyMaker: KeyMaker) {
        var listedByKey: [String: [String]] = [:]
        for form in formZipf.keys {
            guard let k = keyMaker.key(form) else { continue }
            listedByKey[k, default: []].append(form)
        }
        for (k, listed) in listedByKey {
            guard let position = keys.position(of: k), let word = words.position(of: k) else { continue }
            let spellings = words.spellings(at: Int(word)).map(\.text)
            let lowercase = spellings.filter { !$0.contains(where: \.isUppercase) }
            // Compared with final sigma as σ: wordfreq writes `τετάρτεσ` for `τετάρτες`.
            let own = Set((lowercase.isEmpty ? spellings : lowercase).compactMap(keyMaker.formKey).map(Self.medialSigma))
            let isOwn = { (form: String) in own.contains(Self.medialSigma(form)) }
            var value = -1.0
            for form in listed where isOwn(form) { value = max(value, formZipf[form] ?? -1) }
            if let plain = plainZipf[k], isOwn(k) || listed.allSatisfy({ isOwn($0) }) { value = max(value, plain) }
            values[Int(position)] = value
        }
    }

    /// The value at `position` of the table (see ``forEach(_:)``).
    package func value(at position: Int32) -> Double { values[Int(position)] }

    package subscript(key: String) -> Double? {
        keys.position(of: key).flatMap { values[Int($0)] >= 0 ? values[Int($0)] : nil }
    }

    /// The Zipf value of one spelling (its spelling key: case-folded, accents kept); for
    /// a spelling no list gives (e.g. `cafe` when only `café` was listed), `nil`.
    package func zipf(ofForm form: String, key: String) -> Double? {
        if let value = formZipf[form] { return value }
        guard form == key else { return nil }
        return spelledOtherwise.contains(key) ? plainZipf[key] : self[key]
    }
}
