/// CRC-32 as used by zlib, PNG and Ethernet (ISO-HDLC): reflected polynomial
/// 0xEDB88320, initial value 0xFFFFFFFF, final XOR 0xFFFFFFFF.
/// `CRC32.checksum(Array("123456789".utf8)) == 0xCBF43926`.
struct CRC32 {
    private(set) var state: UInt32 = 0xFFFF_FFFF

    /// The checksum of everything fed so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var crc = state
        let table = CRC32.table
        table.withUnsafeBufferPointer { t in
            var i = 0
            let n = bytes.count
            // Slicing by four: one table lookup per byte, four bytes per step.
            while i + 4 <= n {
                crc ^= UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24
                crc = t[768 + Int(crc & 0xFF)] ^ t[512 + Int((crc >> 8) & 0xFF)]
                    ^ t[256 + Int((crc >> 16) & 0xFF)] ^ t[Int(crc >> 24)]
                i += 4
            }
            while i < n {
                crc = t[Int((crc ^ UInt32(bytes[i])) & 0xFF)] ^ (crc >> 8)
                i += 1
            }
        }
        state = crc
    }

    mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }

    /// Four 256-entry tables: `table[k*256 + b]` is the CRC of byte `b` followed by `k` zero bytes.
    private static let table: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 1024)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            table[byte] = crc
        }
        for k in 1..<4 {
            for byte in 0..<256 {
                let previous = table[(k - 1) * 256 + byte]
                table[k * 256 + byte] = table[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return table
    }()
}
