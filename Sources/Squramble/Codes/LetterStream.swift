/// Letters as 5-bit symbols, most significant bit first: how a puzzle code carries its
/// language tag and its rounds.
///
/// | symbol | meaning |
/// |---|---|
/// | 0–25 | the letters `a` to `z` |
/// | 26 | end of a row (and of the language tag) |
/// | 27 | a letter of several code points: a 5-bit count (2–31), then each code point in 21 bits |
/// | 31 | a letter of one other code point, in 21 bits |
///
/// Symbols 28–30 are not used. The stream ends with zero bits up to a whole byte.
struct LetterStream {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bits = 0

    static let endOfRow: UInt64 = 26
    static let cluster: UInt64 = 27
    static let scalar: UInt64 = 31

    /// Appends one row (or the language tag) and its end.
    mutating func append(_ letters: [String]) {
        for letter in letters { appendLetter(letter) }
        write(Self.endOfRow, bits: 5)
        flushWholeBytes()
    }

    private mutating func appendLetter(_ letter: String) {
        let scalars = Array(letter.unicodeScalars)
        if scalars.count == 1, let ascii = scalars.first?.value, (97...122).contains(ascii) {
            write(UInt64(ascii - 97), bits: 5)
        } else if scalars.count == 1 {
            write(Self.scalar, bits: 5)
            write(UInt64(scalars[0].value), bits: 21)
        } else {
            write(Self.cluster, bits: 5)
            write(UInt64(min(scalars.count, 31)), bits: 5)
            for s in scalars.prefix(31) { write(UInt64(s.value), bits: 21) }
        }
        flushWholeBytes()
    }

    private mutating func write(_ value: UInt64, bits count: Int) {
        buffer = buffer << UInt64(count) | (value & ((1 << UInt64(count)) - 1))
        bits += count
        flushWholeBytes()
    }

    private mutating func flushWholeBytes() {
        while bits >= 8 {
            bits -= 8
            bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt64(bits)))
        }
        buffer &= (1 << UInt64(bits)) - 1
    }

    /// The stream's bytes, its last byte padded with zero bits.
    var paddedBytes: [UInt8] {
        bits == 0 ? bytes : bytes + [UInt8(truncatingIfNeeded: buffer << UInt64(8 - bits))]
    }

    /// Reads rows back from a code's bytes, starting at a byte position.
    struct Reader {
        let bytes: [UInt8]
        /// The next bit to read, counted from the start of `bytes`.
        private var bit: Int

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            bit = position * 8
        }

        /// The next row's letters, or `nil` when the bytes end first or a symbol is unused.
        mutating func next() -> [String]? {
            var letters: [String] = []
            while true {
                guard let symbol = read(5) else { return nil }
                switch symbol {
                case 0...25: letters.append(String(UnicodeScalar(UInt8(97 + symbol))))
                case LetterStream.endOfRow: return letters
                case LetterStream.scalar:
                    guard let value = read(21), let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
                    letters.append(String(scalar))
                case LetterStream.cluster:
                    guard let count = read(5), count >= 2 else { return nil }
                    var text = ""
                    for _ in 0..<count {
                        guard let value = read(21), let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
                        text.unicodeScalars.append(scalar)
                    }
                    letters.append(text)
                default: return nil
                }
                guard letters.count <= DealtLetters.maximumLetters else { return nil }
            }
        }

        /// The byte position after the letters, when the bits up to it are zero.
        func endOfLetters() -> Int? {
            let end = (bit + 7) / 8
            guard end <= bytes.count else { return nil }
            let spare = end * 8 - bit
            guard spare == 0 || bytes[end - 1] & UInt8((1 << spare) - 1) == 0 else { return nil }
            return end
        }

        private mutating func read(_ count: Int) -> UInt64? {
            guard bit + count <= bytes.count * 8 else { return nil }
            var value: UInt64 = 0
            for _ in 0..<count {
                let byte = bytes[bit / 8]
                value = value << 1 | UInt64((byte >> (7 - UInt8(bit % 8))) & 1)
                bit += 1
            }
            return value
        }
    }
}
