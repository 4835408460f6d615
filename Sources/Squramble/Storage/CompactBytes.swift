/// The compact binary form of a value, written field by field in a fixed order and
/// read back in the same order: no keys, no type names. What `squramble serve` seals
/// into a game token (see `GameState+Compact.swift`).
///
/// - whole numbers: LEB128 (signed ones zigzag-coded first), up to 10 bytes;
/// - `UInt64` of random bits and `Double`: 8 bytes, little-endian;
/// - text: its UTF-8 length, then the bytes;
/// - a list: its count, then the elements; an optional: a byte 0 or 1, then the value.
///
/// ```swift
/// var writer = CompactWriter()
/// writer.int(-3); writer.text("élève")
/// var reader = CompactReader(writer.bytes)
/// try reader.int()    // -3
/// try reader.text()   // "élève"
/// ```
package struct CompactWriter: Sendable {
    package private(set) var bytes: [UInt8] = []

    package init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    package mutating func byte(_ value: UInt8) { bytes.append(value) }
    package mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    package mutating func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    package mutating func int(_ value: Int) {
        let v = Int64(value)
        unsigned(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    package mutating func fixed64(_ value: UInt64) {
        var v = value
        for _ in 0..<8 {
            bytes.append(UInt8(truncatingIfNeeded: v))
            v >>= 8
        }
    }

    package mutating func double(_ value: Double) { fixed64(value.bitPattern) }

    package mutating func text(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// `value`, or a single 0 when it equals `other` (a display form that is its key).
    package mutating func text(_ value: String, sameAs other: String) {
        if value == other { return bytes.append(0) }
        var value = value
        value.withUTF8 { utf8 in
            unsigned(UInt64(utf8.count) + 1)
            bytes.append(contentsOf: utf8)
        }
    }

    package mutating func optionalDouble(_ value: Double?) {
        bool(value != nil)
        if let value { double(value) }
    }
}

/// Reads what ``CompactWriter`` wrote. Every read checks the bytes left, so bytes it
/// did not write (cut short, too long, a count past the end) give ``Failure``, never a
/// crash.
package struct CompactReader: Sendable {
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
        package init(_ description: String) { self.description = description }
    }

    private let bytes: [UInt8]
    package private(set) var position = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var isAtEnd: Bool { position == bytes.count }
    var remaining: Int { bytes.count - position }

    package mutating func byte() throws(Failure) -> UInt8 {
        guard position < bytes.count else { throw Failure("the bytes end early") }
        defer { position += 1 }
        return bytes[position]
    }

    package mutating func bool() throws(Failure) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Failure("not a truth value")
        }
    }

    package mutating func unsigned() throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64, shift < 63 || b <= 1 else { throw Failure("a number is too long") }
            value |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return value }
            shift += 7
        }
    }

    package mutating func int() throws(Failure) -> Int {
        let raw = try unsigned()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of things each written in at least one byte: never more than the bytes left.
    package mutating func count() throws(Failure) -> Int {
        let n = try unsigned()
        guard n <= UInt64(remaining) else { throw Failure("a list is longer than the bytes left") }
        return Int(n)
    }

    package mutating func fixed64() throws(Failure) -> UInt64 {
        guard remaining >= 8 else { throw Failure("a number runs past the end") }
        var v: UInt64 = 0
        for i in 0..<8 { v |= UInt64(bytes[position + i]) << (8 * UInt64(i)) }
        position += 8
        return v
    }

    package mutating func double() throws(Failure) -> Double { Double(bitPattern: try fixed64()) }

    package mutating func text() throws(Failure) -> String { try utf8(count: try count()) }

    /// What ``CompactWriter/text(_:sameAs:)`` wrote.
    package mutating func text(sameAs other: String) throws(Failure) -> String {
        let n = try unsigned()
        if n == 0 { return other }
        guard n - 1 <= UInt64(remaining) else { throw Failure("a text runs past the end") }
        return try utf8(count: Int(n - 1))
    }

    package mutating func optionalDouble() throws(Failure) -> Double? {
        try bool() ? try double() : nil
    }

    private mutating func utf8(count n: Int) throws(Failure) -> String {
        guard n <= remaining else { throw Failure("a text runs past the end") }
        let start = position
        // Decoded, then compared: bytes that are not UTF-8 come out repaired, so unequal
        // (`String(validating:)` is generic and costs a metadata lookup per text).
        let text = bytes.withUnsafeBufferPointer { buffer -> String? in
            let slice = UnsafeBufferPointer(rebasing: buffer[start ..< start + n])
            let text = String(decoding: slice, as: UTF8.self)
            return text.utf8.elementsEqual(slice) ? text : nil
        }
        guard let text else { throw Failure("a text is not UTF-8") }
        position += n
        return text
    }
}
