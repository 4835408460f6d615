/// Letters as small integers, with how often each occurs. An ASCII letter's code is its
/// byte + 1 (keys are in NFC, so an ASCII letter is always its one byte), found without
/// a table; other letters get 129, 130, … in the order first seen.
package struct LetterCoder {
    private var otherCodes: [Character: Int32] = [:]
    /// The letters past ASCII, the first with code 129.
    private var otherLetters: [Character] = []
    /// How many times `count(_:)` met each code (index 0 unused).
    package private(set) var counts = [Int](repeating: 0, count: 129)

    /// The highest code given out.
    package var largestCode: Int32 { Int32(counts.count - 1) }

    /// The letter with `code`.
    package func letter(_ code: Int) -> Character { code <= 128 ? Character(Unicode.Scalar(UInt8(code - 1))) : otherLetters[code - 129] }

    /// Counts `key`'s letters and, if it has `lengths` letters, writes their codes to
    /// `codes` (which has room for `lengths.upperBound` codes), giving new letters codes.
    /// Returns its number of letters.
    package mutating func count(_ key: String, codingIf lengths: ClosedRange<Int>, into codes: CodeBuffer) -> Int {
        precondition(lengths.upperBound <= codes.capacity, "no room for the codes of the longest word")
        if let ascii = key.utf8.withContiguousStorageIfAvailable({ countASCII($0, codingIf: lengths, into: codes) }), let ascii {
            return ascii
        }
        var length = 0
        for letter in key {
            let code = self.code(letter)
            counts[Int(code)] += 1
            if length < lengths.upperBound { codes.store(code, at: length) }
            length += 1
        }
        return length
    }

    /// ``count(_:codingIf:into:)`` of a key given by its UTF-8 bytes: an ASCII key is
    /// counted from them, any other made a `String` first.
    package mutating func count(bytes key: UnsafeBufferPointer<UInt8>, codingIf lengths: ClosedRange<Int>,
                                into codes: CodeBuffer) -> Int {
        precondition(lengths.upperBound <= codes.capacity, "no room for the codes of the longest word")
        return countASCII(key, codingIf: lengths, into: codes) ?? count(String(decoding: key, as: UTF8.self), codingIf: lengths, into: codes)
    }

    /// Counts and codes an ASCII key's bytes; `nil` (nothing counted) for other keys.
    private mutating func countASCII(_ bytes: UnsafeBufferPointer<UInt8>, codingIf lengths: ClosedRange<Int>,
                                     into codes: CodeBuffer) -> Int? {
        guard ASCIIBytes.areASCII(bytes) else { return nil }
        counts.withUnsafeMutableBufferPointer { counts in
            for byte in bytes { counts[Int(byte) + 1] += 1 }
        }
        if lengths.contains(bytes.count) {
            for (i, byte) in bytes.enumerated() { codes.store(Int32(byte) + 1, at: i) }
        }
        return bytes.count
    }

    /// The codes of `key`'s letters, in order, leaving out letters without a code.
    package func codes(of key: String) -> [Int32] {
        key.compactMap { letter in
            let code = letter.utf8.count == 1 ? Int32(letter.utf8.first!) + 1 : otherCodes[letter] ?? 0
            return code == 0 ? nil : code
        }
    }

    /// `value` of each letter's code, summed in the order of `key`'s letters.
    package func sum(over key: String, _ value: (Int32) -> Double) -> Double {
        if key.isASCII { return key.utf8.reduce(0.0) { $0 + value(Int32($1) + 1) } }
        return key.reduce(0.0) { sum, letter in
            sum + value(letter.utf8.count == 1 ? Int32(letter.utf8.first!) + 1 : otherCodes[letter] ?? 0)
        }
    }

    /// ``sum(over:_:)`` of a key given by its UTF-8 bytes (the same terms, in the same
    /// order, so the same sum to the last bit).
    package func sum(overBytes key: UnsafeBufferPointer<UInt8>, _ value: (Int32) -> Double) -> Double {
        if ASCIIBytes.areASCII(key) { return key.reduce(0.0) { $0 + value(Int32($1) + 1) } }
        return sum(over: String(decoding: key, as: UTF8.self), value)
    }

    private mutating func code(_ letter: Character) -> Int32 {
        if letter.utf8.count == 1 { return Int32(letter.utf8.first!) + 1 }
        if let code = otherCodes[letter] { return code }
        let code = Int32(counts.count)
        otherLetters.append(letter)
        counts.append(0)
        otherCodes[letter] = code
        return code
    }
}
