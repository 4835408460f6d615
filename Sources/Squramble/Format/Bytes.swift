// Little-endian integers and varints: the only place the `.sqd` format turns numbers
// into bytes and back. Everything else goes through `ByteWriter` and `ByteView`.

/// Appends little-endian integers and varints to a growing byte array.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Empties the writer, keeping its room: for a writer reused for one record after another.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Unsigned LEB128: seven bits per byte, lowest group first, high bit set on
    /// every byte but the last. A `UInt32` takes one to five bytes.
    mutating func varint(_ value: UInt32) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Unsigned LEB128 of a 64-bit value: one to ten bytes.
    mutating func varint64(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The low `width` bytes of `value`, little-endian.
    mutating func field(_ value: UInt64, width: Int) {
        for i in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * i))) }
    }

    mutating func append(_ other: some Sequence<UInt8>) { bytes.append(contentsOf: other) }

    /// Overwrites four bytes written earlier.
    mutating func setU32(_ value: UInt32, at offset: Int) {
        for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> UInt32(8 * i)) }
    }

    mutating func setU64(_ value: UInt64, at offset: Int) {
        for i in 0..<8 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> UInt64(8 * i)) }
    }

    /// Pads with zeros up to a multiple of `alignment`.
    mutating func align(to alignment: Int) {
        while bytes.count % alignment != 0 { bytes.append(0) }
    }

    /// The number of bytes ``varint(_:)`` writes for `value`.
    static func varintSize(_ value: UInt32) -> Int { varintSize(UInt64(value)) }

    /// The number of bytes ``varint64(_:)`` writes for `value`.
    static func varintSize(_ value: UInt64) -> Int {
        let bits = 64 - value.leadingZeroBitCount
        return max(1, (bits + 6) / 7)
    }
}

/// A bounds-checked, read-only window on bytes owned by someone else (a memory map
/// or a heap buffer kept alive by ``LexiconStorage``).
///
/// Every read checks its offset and returns `nil` instead of reading outside the
/// window, so no value taken from a file can make a read go out of bounds.
struct ByteView {
    let base: UnsafeRawPointer
    let count: Int

    init(base: UnsafeRawPointer, count: Int) {
        self.base = base
        self.count = count
    }

    @inline(__always)
    func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < count else { return nil }
        return base.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inline(__always)
    func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset <= count - 2 else { return nil }
        return UInt16(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset <= count - 4 else { return nil }
        return UInt32(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    @inline(__always)
    func u64(_ offset: Int) -> UInt64? {
        guard offset >= 0, offset <= count - 8 else { return nil }
        return UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Reads a varint of at most five bytes whose value fits in 32 bits.
    /// Returns the value and the offset just after it.
    @inline(__always)
    func varint(_ offset: Int) -> (value: UInt32, next: Int)? {
        guard offset >= 0, offset < count else { return nil }
        let first = base.load(fromByteOffset: offset, as: UInt8.self)
        if first < 0x80 { return (UInt32(first), offset + 1) }
        return varintSlow(offset)
    }

    private func varintSlow(_ offset: Int) -> (value: UInt32, next: Int)? {
        var value: UInt32 = 0
        var position = offset
        for shift in stride(from: UInt32(0), through: 28, by: 7) {
            guard position < count else { return nil }
            let byte = base.load(fromByteOffset: position, as: UInt8.self)
            position += 1
            let bits = UInt32(byte & 0x7F)
            if shift == 28 && bits > 0x0F { return nil }  // more than 32 bits
            value |= bits << shift
            if byte < 0x80 { return (value, position) }
        }
        return nil  // a sixth byte would be needed
    }

    /// Reads a varint of at most nine bytes (63 bits). Returns the value and the
    /// offset just after it.
    @inline(__always)
    func varint64(_ offset: Int) -> (value: UInt64, next: Int)? {
        guard offset >= 0, offset < count else { return nil }
        let first = base.load(fromByteOffset: offset, as: UInt8.self)
        if first < 0x80 { return (UInt64(first), offset + 1) }
        var value: UInt64 = 0
        var position = offset
        for shift in stride(from: UInt64(0), through: 56, by: 7) {
            guard position < count else { return nil }
            let byte = base.load(fromByteOffset: position, as: UInt8.self)
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return (value, position) }
        }
        return nil  // a tenth byte would be needed: not written by this format
    }

    /// The sub-window `offset ..< offset + length`, or `nil` when it does not fit.
    func slice(_ offset: Int, _ length: Int) -> ByteView? {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else { return nil }
        return ByteView(base: base + offset, count: length)
    }

    /// The bytes `offset ..< offset + length`, or `nil` when they do not fit.
    func buffer(_ offset: Int, _ length: Int) -> UnsafeRawBufferPointer? {
        slice(offset, length).map { UnsafeRawBufferPointer(start: $0.base, count: $0.count) }
    }

    /// The bytes `offset ..< offset + length` decoded as UTF-8 (invalid sequences
    /// become U+FFFD), or `nil` when they do not fit.
    func string(_ offset: Int, _ length: Int) -> String? {
        buffer(offset, length).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `offset ..< offset + length` is valid UTF-8.
    func isValidUTF8(_ offset: Int, _ length: Int) -> Bool {
        guard let bytes = buffer(offset, length) else { return false }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}

extension Array {
    /// The elements in an array of their count, when this one's capacity is more than a
    /// sixteenth past it (an array grown by appending doubles its room, and a reading
    /// reserves by an estimate): for a column that lives on through a build. Otherwise
    /// this array itself, not copied.
    package func shrunk() -> [Element] {
        guard capacity - count > count / 16 else { return self }
        return [Element](unsafeUninitializedCapacity: count) { out, written in
            written = withUnsafeBufferPointer { out.initialize(fromContentsOf: $0) }
        }
    }
}
