// Little byte helpers for puzzle codes: LEB128 numbers, a bounds-checked reader, CRC-32.

package enum LEB128 {
    package static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var value = value
        repeat {
            var byte = UInt8(value & 0x7F)
            value >>= 7
            if value != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while value != 0
    }
}

package struct ByteReader {
    package let bytes: [UInt8]
    package var position: Int

    package var isAtEnd: Bool { position == bytes.count }

    package mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    package mutating func leb128() -> UInt64? {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 63, by: 7) {
            guard let byte = byte() else { return nil }
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte & 0x80 == 0 { return value }
        }
        return nil
    }

    package mutating func littleEndian(count: Int) -> UInt64? {
        guard position + count <= bytes.count else { return nil }
        var value: UInt64 = 0
        for i in 0..<count { value |= UInt64(bytes[position + i]) << UInt64(8 * i) }
        position += count
        return value
    }
}

/// CRC-32 (IEEE), bitwise: codes are a few bytes long.
package enum CodeChecksum {
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
