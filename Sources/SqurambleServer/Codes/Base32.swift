/// Crockford's base 32: `0123456789ABCDEFGHJKMNPQRSTVWXYZ`.
package enum Base32 {
    package static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)

    package static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        var buffer: UInt32 = 0, bits = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte); bits += 8
            while bits >= 5 {
                bits -= 5
                output.append(alphabet[Int((buffer >> UInt32(bits)) & 31)])
            }
        }
        if bits > 0 { output.append(alphabet[Int((buffer << UInt32(5 - bits)) & 31)]) }
        return String(decoding: output, as: UTF8.self)
    }

    /// `nil` for a character outside the alphabet or padding bits that are not zero.
    package static func decode(_ text: String) -> [UInt8]? {
        var output: [UInt8] = []
        var buffer: UInt32 = 0, bits = 0
        for character in text.uppercased().utf8 {
            guard let value = value(of: character) else { return nil }
            buffer = buffer << 5 | UInt32(value); bits += 5
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
            buffer &= (1 << UInt32(bits)) - 1
        }
        guard bits < 5, buffer == 0 else { return nil }
        return output
    }

    package static func isDigit(_ character: UInt8) -> Bool { value(of: character) != nil }

    private static func value(of character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "O"): return 0
        case UInt8(ascii: "I"), UInt8(ascii: "L"): return 1
        default: return alphabet.firstIndex(of: character).map { UInt8($0) }
        }
    }
}
