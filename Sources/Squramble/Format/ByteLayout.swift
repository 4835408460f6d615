/// The fixed numbers of the `.sqd` byte layout. `Documentation/DictionaryFormat.md`
/// describes the same layout in prose; keep the two in step.
enum ByteLayout {
    /// The first eight bytes of every dictionary file.
    static let magic: [UInt8] = Array("SQURAMBL".utf8)
    /// The format version this library writes and the newest it reads.
    static let version: UInt16 = 2

    // Offsets of the fixed header fields.
    static let versionOffset = 8
    static let headerSizeOffset = 10
    static let sectionCountOffset = 12
    static let flagsOffset = 14
    static let fileLengthOffset = 16
    static let wordCountOffset = 24
    static let targetCountOffset = 28
    static let longestWordOffset = 32
    static let reservedOffset = 34
    static let bodyChecksumOffset = 36
    static let headerChecksumOffset = 40
    static let reserved2Offset = 44
    /// The size of the fixed part of the header; the section table follows it.
    static let fixedHeaderSize = 48
    /// The size of one section table entry: tag, offset, length, reserved.
    static let sectionEntrySize = 16
    /// More sections than this means the header is damaged.
    static let maxSections = 64

    /// The most words a file may hold per byte of its letter graph and frequency sections
    /// together. A graph can hold far more paths than bytes (every 3-letter string: 17,576
    /// words in 139 bytes); the writer then writes frequencies as a presence bitmap, a
    /// bit a word, so any list of words meets the limit, and a reader can bound every
    /// loop over the words by the size of the file.
    static let maxWordsPerGraphByte = 64

    /// The fewest bytes of a `DISP` record: its four varints.
    static let displayRecordMinimum = 4

    /// The most letters an alphabet may have (a letter is stored as one byte).
    static let maxAlphabetSize = 255

    /// Section tags, four ASCII bytes read as a little-endian `UInt32`.
    enum Tag: UInt32, CaseIterable, CustomStringConvertible {
        case metadata = 0x4154_454D  // "META"
        case alphabet = 0x4850_4C41  // "ALPH"
        case graph = 0x4850_5247  // "GRPH"
        case frequencies = 0x5145_5246  // "FREQ"
        case displays = 0x5053_4944  // "DISP"
        case targets = 0x5447_5254  // "TRGT"

        var description: String { Tag.name(rawValue) }

        static func name(_ raw: UInt32) -> String {
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: raw >> UInt32(8 * $0)) }
            if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return String(decoding: bytes, as: UTF8.self) }
            return "0x" + String(raw, radix: 16)
        }
    }

    /// The order sections are written in.
    static let writeOrder: [Tag] = [.alphabet, .graph, .frequencies, .displays, .targets, .metadata]

    /// `FREQ` section encodings (its first byte).
    enum FrequencyMode: UInt8 {
        /// No word has a frequency; the section is this one byte.
        case none = 0
        /// Every word has one: one byte per word.
        case dense = 1
        /// Some words have one: a presence bitmap with a rank directory, then the values.
        case sparse = 2
    }

    /// Words per rank-directory block in a sparse `FREQ` section.
    static let frequencyBlock = 512

    /// Size of one `TRGT` group record: length u16, band u8, reserved u8, start u32,
    /// count u32, first block u32.
    static let targetGroupSize = 16
    /// Bytes before the first `TRGT` group: group count u32, block count u32.
    static let targetHeaderSize = 8
    /// Target ids per `TRGT` block (one index entry per block).
    static let targetBlock = 32

    /// The fixed parts of a state record of the `GRPH` section (DictionaryFormat.md,
    /// "State record"), written by `GraphLayout` and read by `LexiconCore.state(_:)`:
    ///
    /// ```
    /// varint64 head = word count << 2 | chain << 1 | final
    /// chain:   u8 label                (one edge, to the record stored right after)
    /// else:    u8 E                    (edges, 0 … alphabet size)
    ///          when E ≥ 1:
    ///          u8 widths = t | r << 4  (bytes per target code 1 … 8, per rank 0 … 8)
    ///          E labels, strictly increasing
    ///          E × t target codes, little-endian
    ///          (E − 1) × r for edges 1 … E − 1: the words below the edges before it
    /// ```
    ///
    /// ```swift
    /// ByteLayout.StateRecord.head(wordCount: 5, isFinal: true, isChain: false)   // 21
    /// ByteLayout.StateRecord.widths(target: 2, rank: 1)                          // 0x12
    /// ```
    enum StateRecord {
        /// Bit 0 of the head: the path to this state is a word.
        static let finalBit: UInt64 = 1
        /// Bit 1 of the head: the state has one edge, to the record stored right after
        /// it, and the record is the head and that edge's label.
        static let chainBit: UInt64 = 2
        /// The head's bits 2 and up: the number of words accepted from this state.
        static let wordCountShift: UInt64 = 2
        /// The most bytes a target code or a rank field takes.
        static let maxFieldWidth = 8
        /// The most bytes of a record before its labels: a nine-byte head, E and widths.
        static let maxPrefix = 11

        static func head(wordCount: UInt64, isFinal: Bool, isChain: Bool) -> UInt64 {
            wordCount << wordCountShift | (isChain ? chainBit : 0) | (isFinal ? finalBit : 0)
        }
        static func widths(target: Int, rank: Int) -> UInt8 { UInt8(target | rank << 4) }
        @inline(__always) static func targetWidth(_ widths: UInt8) -> Int { Int(widths & 0x0F) }
        @inline(__always) static func rankWidth(_ widths: UInt8) -> Int { Int(widths >> 4) }
        /// The bytes of a record after its widths byte.
        @inline(__always) static func bodySize(edges: Int, target: Int, rank: Int) -> Int {
            edges * (1 + target) + (edges - 1) * rank
        }
        /// The bytes a little-endian field needs for `value` (at least 1).
        static func fieldWidth(_ value: UInt64) -> Int { max(1, (64 - value.leadingZeroBitCount + 7) / 8) }
    }

    /// Display forms per `DISP` block (one index entry per block).
    static let displayBlock = 32
    /// Bytes before the `DISP` block index: form count u32, block count u32.
    static let displayHeaderSize = 8
}
