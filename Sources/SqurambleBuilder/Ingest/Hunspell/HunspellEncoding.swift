/// The character set a Hunspell dictionary is written in (`SET` in the `.aff`): UTF-8
/// or one of the 8-bit sets (ISO-8859-1 … 15, KOI8-R/U, Windows code pages 1250 … 1258,
/// TIS-620). Both files of a dictionary use it; words are decoded to Unicode scalars.
///
/// ```swift
/// let koi8 = HunspellEncoding(named: "KOI8-R")!
/// var scalars: [UInt32] = []
/// _ = koi8.decode(bytes, into: &scalars)   // 0xC1 → U+0430 "а"
/// ```
struct HunspellEncoding: Sendable, Equatable {
    /// The set's name as Hunspell spells it (`UTF-8`, `ISO8859-1`, `KOI8-R`, `CP1251`, …).
    let name: String
    /// The scalar of each byte 0x80...0xFF (0 where undefined); `nil` for UTF-8.
    let upperHalf: [UInt16]?

    static let utf8 = HunspellEncoding(name: "UTF-8", upperHalf: nil)
    /// What Hunspell assumes when the `.aff` has no `SET` line.
    static let latin1 = HunspellEncoding(named: "ISO8859-1")!

    private init(name: String, upperHalf: [UInt16]?) {
        self.name = name
        self.upperHalf = upperHalf
    }

    /// The set called `name` in a `SET` line, accepting the usual spellings
    /// (`ISO-8859-2`, `iso8859-2`, `microsoft-cp1251`, `windows-1251`, `TIS-620`);
    /// `nil` for a set this reader does not know.
    package init?(named name: String) {
        var key = name.uppercased()
        for (alias, canonical) in [("MICROSOFT-CP", "CP"), ("WINDOWS-", "CP"), ("ISO-8859-", "ISO8859-"), ("ISO_8859-", "ISO8859-")]
        where key.hasPrefix(alias) {
            key = canonical + key.dropFirst(alias.count)
        }
        if key == "UTF8" || key == "UTF-8" { self = .utf8; return }
        if key == "TIS620" || key == "TIS-620" { key = "TIS620-2533" }
        guard let table = HunspellEncoding.upperHalves[key] else { return nil }
        self.init(name: key, upperHalf: table)
    }

    /// Appends the scalars of `bytes` to `scalars`. Returns `nil`, or the 1-based
    /// offset of the first byte that is not valid in this set (nothing is appended then).
    func decode(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [UInt32]) -> Int? {
        let start = scalars.count
        if let upperHalf {
            for (offset, byte) in bytes.enumerated() {
                if byte < 0x80 { scalars.append(UInt32(byte)); continue }
                let scalar = upperHalf[Int(byte &- 0x80)]
                if scalar == 0 { scalars.removeSubrange(start...); return offset + 1 }
                scalars.append(UInt32(scalar))
            }
            return nil
        }
        if let bad = HunspellEncoding.decodeUTF8(bytes, into: &scalars) {
            scalars.removeSubrange(start...)
            return bad
        }
        return nil
    }

    /// Strict UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF).
    /// Returns the 1-based offset of the first bad byte, or `nil`.
    static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, into scalars: inout [UInt32]) -> Int? {
        var i = 0
        let n = bytes.count
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 { scalars.append(UInt32(lead)); i += 1; continue }
            let length: Int, minimum: UInt32
            var value: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
            default: return i + 1
            }
            guard i + length <= n else { return i + 1 }
            for k in 1..<length {
                let next = bytes[i + k]
                guard next & 0xC0 == 0x80 else { return i + 1 }
                value = value << 6 | UInt32(next & 0x3F)
            }
            guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return i + 1 }
            scalars.append(value)
            i += length
        }
        return nil
    }
}

extension Array where Element == UInt32 {
    /// The UTF-8 bytes of these scalars, appended to `bytes`.
    func appendUTF8(to bytes: inout [UInt8]) {
        for value in self {
            switch value {
            case 0..<0x80:
                bytes.append(UInt8(value))
            case 0x80..<0x800:
                bytes.append(0xC0 | UInt8(value >> 6)); bytes.append(0x80 | UInt8(value & 0x3F))
            case 0x800..<0x10000:
                bytes.append(0xE0 | UInt8(value >> 12)); bytes.append(0x80 | UInt8(value >> 6 & 0x3F))
                bytes.append(0x80 | UInt8(value & 0x3F))
            default:
                bytes.append(0xF0 | UInt8(value >> 18)); bytes.append(0x80 | UInt8(value >> 12 & 0x3F))
                bytes.append(0x80 | UInt8(value >> 6 & 0x3F)); bytes.append(0x80 | UInt8(value & 0x3F))
            }
        }
    }

    /// These scalars as a `String`.
    var hunspellText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        appendUTF8(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
