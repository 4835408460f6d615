/// The anagram signatures of short ASCII keys (their bytes sorted), each packed into a
/// `UInt64`, with an `Int32` for each: the report's table of dropped words' signatures
/// (``BuildReport/droppedAnagrams(_:)``), where a ``KeyIndex`` of the sorted bytes cost
/// about 1,400 instructions a dropped word and 450 a target.
///
/// A code holds up to eight 7-bit bytes in ascending order from the lowest bits, the
/// count in bits 56–59 and bit 63 set, so two codes are equal exactly when the sorted
/// bytes are, and no code is 0 (an empty slot). Open addressing, linear probing, kept at
/// most half full.
package struct PackedSignatures {
    private var codes: [UInt64] = []
    private var values: [Int32] = []
    private var count = 0

    package init() {}

    /// The packed signature of `key`, or `nil` when it is longer than eight bytes or not ASCII.
    @inline(__always)
    package static func code(of key: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let n = key.count
        guard n <= 8 else { return nil }
        var slots: UInt64 = 0
        return withUnsafeMutableBytes(of: &slots) { raw -> UInt64? in
            let sorted = raw.bindMemory(to: UInt8.self)
            for i in 0..<n {
                let byte = key[i]
                guard byte < 0x80 else { return nil }
                var j = i
                while j > 0, sorted[j - 1] > byte { sorted[j] = sorted[j - 1]; j -= 1 }
                sorted[j] = byte
            }
            var code = UInt64(n) << 56 | 1 << 63
            for i in 0..<n { code |= UInt64(sorted[i]) << (7 * i) }
            return code
        }
    }

    /// The slot of `code`: where it is, or the empty slot where it would go.
    @inline(__always)
    private func slot(of code: UInt64) -> Int {
        let mask = codes.count - 1
        var i = Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while codes[i] != 0 && codes[i] != code { i = (i + 1) & mask }
        return i
    }

    /// The value of `code`, or `nil`.
    package func value(of code: UInt64) -> Int32? {
        guard !codes.isEmpty else { return nil }
        let i = slot(of: code)
        return codes[i] == 0 ? nil : values[i]
    }

    /// The value of `code`, after giving it `next` if it had none (`isNew`).
    package mutating func insert(_ code: UInt64, next: Int32) -> (value: Int32, isNew: Bool) {
        if (count + 1) * 2 > codes.count { grow() }
        let i = slot(of: code)
        if codes[i] != 0 { return (values[i], false) }
        codes[i] = code; values[i] = next; count += 1
        return (next, true)
    }

    private mutating func grow() {
        let old = zip(codes, values).filter { $0.0 != 0 }
        codes = [UInt64](repeating: 0, count: max(1024, codes.count * 2))
        values = [Int32](repeating: 0, count: codes.count)
        for (code, value) in old {
            let i = slot(of: code)
            codes[i] = code; values[i] = value
        }
    }
}
