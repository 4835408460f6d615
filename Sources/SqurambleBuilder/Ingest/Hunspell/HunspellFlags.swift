/// An affix or property flag, as Hunspell stores it: a 16-bit number.
typealias HunspellFlag = UInt16

/// How flags are written (`FLAG` in the `.aff`), and how a field of flags is read.
///
/// Like Hunspell, flags are read from the file's raw bytes: with the default type each
/// *byte* is a flag (in a UTF-8 file, `é` is two flags), `long` takes two bytes per
/// flag, `num` decimal numbers separated by commas, `UTF-8` one UTF-16 unit per flag.
///
/// ```swift
/// HunspellFlagType.long.flags(of: "AaBb")   // [0x4161, 0x4262]
/// ```
enum HunspellFlagType: String, Sendable {
    case character = "char"
    case long
    case number = "num"
    case utf8 = "UTF-8"

    /// The flags of a field (`AB` in `word/AB`), with the reason it is malformed when it is.
    /// A malformed field gives the flags that could be read.
    func flags(of field: UnsafeBufferPointer<UInt8>, into flags: inout [HunspellFlag]) -> String? {
        switch self {
        case .character:
            for byte in field { flags.append(HunspellFlag(byte)) }
            return nil
        case .long:
            var i = 0
            while i + 1 < field.count {
                flags.append(HunspellFlag(field[i]) << 8 | HunspellFlag(field[i + 1]))
                i += 2
            }
            return field.count % 2 == 1 ? "odd number of characters in a long flag field" : nil
        case .number:
            return numbers(of: field, into: &flags)
        case .utf8:
            var scalars: [UInt32] = []
            let bad = HunspellEncoding.decodeUTF8(field, into: &scalars)
            for scalar in scalars {
                if scalar < 0x10000 {
                    flags.append(HunspellFlag(scalar))
                } else {
                    let value = scalar - 0x10000
                    flags.append(HunspellFlag(0xD800 + (value >> 10)))
                    flags.append(HunspellFlag(0xDC00 + (value & 0x3FF)))
                }
            }
            return bad.map { "invalid UTF-8 in a flag field at byte \($0)" }
        }
    }

    /// `12,345`: numbers 0...65535 separated by commas. Flag `0` is a flag like any other in
    /// a field and as an affix class, as Hunspell applies it (it only warns): tr_TR.aff
    /// numbers its dative `-a` rule `SFX 0`, on 5,616 stems. As a property (`NEEDAFFIX 0`)
    /// it names nothing, see ``flag(of:)``.
    private func numbers(of field: UnsafeBufferPointer<UInt8>, into flags: inout [HunspellFlag]) -> String? {
        var problem: String?
        var value = 0, digits = 0, junk = false
        func finish() {
            if digits == 0 || junk || value > 65535 {
                problem = problem ?? "flag number out of 0...65535 or not a number"
            } else {
                flags.append(HunspellFlag(value))
            }
            value = 0; digits = 0; junk = false
        }
        for byte in field {
            if byte == UInt8(ascii: ",") { finish(); continue }
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), !junk {
                value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
                digits += 1
            } else {
                junk = true
            }
        }
        finish()
        return problem
    }

    /// The single flag naming a property (`NEEDAFFIX h`, `COMPOUNDFLAG x`); `nil` when the
    /// text names no valid flag. Flag 0 names no property: Hunspell reads it as "unset".
    func flag(of text: UnsafeBufferPointer<UInt8>) -> HunspellFlag? {
        classFlag(of: text).flatMap { $0 == 0 ? nil : $0 }
    }

    /// The single flag naming an affix class (`SFX A …`, `SFX 0 …` with `FLAG num`); `nil`
    /// when the text names no valid flag.
    func classFlag(of text: UnsafeBufferPointer<UInt8>) -> HunspellFlag? {
        var flags: [HunspellFlag] = []
        switch self {
        case .character, .utf8:
            _ = self.flags(of: text, into: &flags)
        case .long:
            guard text.count >= 2 else { return nil }
            _ = self.flags(of: UnsafeBufferPointer(rebasing: text[0..<2]), into: &flags)
        case .number:
            guard self.flags(of: text, into: &flags) == nil, flags.count == 1 else { return nil }
        }
        return flags.first
    }

    /// A flag written back the way the `.aff` writes it, for messages.
    package func text(of flag: HunspellFlag) -> String {
        switch self {
        case .number: return String(flag)
        case .long: return printable([UInt8(flag >> 8), UInt8(flag & 0xFF)])
        case .character: return printable([UInt8(flag & 0xFF)])
        case .utf8: return Unicode.Scalar(UInt32(flag)).map { String($0) } ?? "U+\(String(flag, radix: 16, uppercase: true))"
        }
    }

    private func printable(_ bytes: [UInt8]) -> String {
        bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) ? String(decoding: bytes, as: UTF8.self)
            : bytes.map { "\\x" + String($0, radix: 16, uppercase: true) }.joined()
    }
}

extension Array where Element == HunspellFlag {
    /// Whether `flag` is one of these (linear: flag fields are short).
    @inline(__always) func has(_ flag: HunspellFlag?) -> Bool {
        guard let flag else { return false }
        for f in self where f == flag { return true }
        return false
    }
}
