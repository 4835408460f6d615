import Squramble

/// The bytes of a file, shared with the thread that splits them (read-only; they outlive
/// it, see ``WordListReader``).
struct FileBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

/// Up to ``WordListReader/blockLines`` lines of a word list with their keys and the
/// hashes of those keys, ready to be inserted. A line points into the file's bytes; a key
/// is the line itself, the line in lowercase (in the block's own buffer), or, for any
/// other line, a string made by the reader's `key`.
///
/// Unchecked `Sendable`: it holds pointers into the file's bytes and its own buffer, and
/// is handed from the splitting thread to the inserting one whole (``BlockChannel``);
/// the inserting thread frees it.
struct WordBlock: @unchecked Sendable {
    /// Where a line's key is.
    enum KeySource {
        /// The line is its own key (lowercase ASCII letters).
        case ownText
        /// The line in lowercase, at this offset of `lowered`.
        case lowered(offset: Int32)
        /// A key made by full normalisation: this element of `normalised`.
        case normalised(Int32)
    }

    struct Entry {
        package var text: UnsafeBufferPointer<UInt8>
        var hash: UInt64
        package var line: Int32
        package var key: KeySource
    }
    private(set) var entries: [Entry] = []
    /// Lines whose key needed the full normalisation: the line (trimmed, punctuation
    /// removed if so asked) and its key.
    private var normalised: [(text: String, key: String)] = []
    private let lowered: UnsafeMutableBufferPointer<UInt8>
    private var loweredCount = 0
    private static let loweredCapacity = 64 << 10

    package init() {
        entries.reserveCapacity(WordListReader.blockLines)
        lowered = .allocate(capacity: Self.loweredCapacity)
    }

    /// Whether another line might not fit.
    var isFull: Bool {
        entries.count == WordListReader.blockLines || loweredCount + LineSplitter.maximumLineBytes > Self.loweredCapacity
    }

    /// Adds a line (checked by ``LineSplitter``); returns why it cannot be used, or `nil`.
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int, reader: WordListReader) -> String? {
        let lineNumber = Int32(truncatingIfNeeded: number)
        // A line of lowercase ASCII letters, most of any English list, is its own key
        // under every policy and needs neither trimming nor ICU.
        if !line.isEmpty && ASCIIBytes.areLowercaseLetters(line) {
            entries.append(Entry(text: line, hash: KeyIndex.hash(line), line: lineNumber, key: .ownText))
            return nil
        }
        // Printable ASCII with nothing to trim: its key is the line in lowercase (but for
        // its apostrophes, in a language that drops them).
        if reader.lowersASCII && ASCIIBytes.isTrimmedPrintable(line) && !(reader.keys.dropsApostrophes && line.contains(0x27)) {
            let start = loweredCount
            for (i, byte) in line.enumerated() { lowered[start + i] = ASCIIBytes.lowercased(byte) }
            loweredCount += line.count
            let key = UnsafeBufferPointer(rebasing: lowered[start..<loweredCount])
            entries.append(Entry(text: line, hash: KeyIndex.hash(key), line: lineNumber,
                                 key: .lowered(offset: Int32(truncatingIfNeeded: start))))
            return nil
        }
        var text = String(decoding: line, as: UTF8.self).trimmingWhiteSpaceForNotes()
        if reader.joinsPunctuation { text = KeyMaker.removingPunctuation(text) }
        guard let key = reader.key(text) else { return "the word cannot be normalised" }
        entries.append(Entry(text: line, hash: 0, line: lineNumber, key: .normalised(Int32(truncatingIfNeeded: normalised.count))))
        normalised.append((text, key))
        return nil
    }

    /// Inserts the lines, in order, 16 at a time: first the table slot each key is looked
    /// for in first is read for all 16, so those reads from memory overlap, then the 16
    /// are inserted.
    func collect(into table: inout WordTable, bit: UInt64, keepsCase: Bool, file: Int32) {
        var touched: UInt64 = 0
        var start = 0
        while start < entries.count {
            let end = min(start + 16, entries.count)
            for entry in entries[start..<end] {
                if case .normalised = entry.key { continue }
                touched &+= table.index.touch(hash: entry.hash)
            }
            for entry in entries[start..<end] {
                let line = Int(entry.line)
                switch entry.key {
                case .normalised(let n):
                    let other = normalised[Int(n)]
                    table.collect(other.text, key: other.key, bit: bit, keepsCase: keepsCase, file: file, line: line)
                case .ownText, .lowered:
                    table.collect(text: entry.text, key: key(of: entry), hash: entry.hash, bit: bit,
                                  keepsCase: keepsCase, file: file, line: line)
                }
            }
            start = end
        }
        KeyIndex.keepTouched(touched)
    }

    /// The key bytes of an entry whose key is its own text or its text lowered.
    private func key(of entry: Entry) -> UnsafeBufferPointer<UInt8> {
        guard case .lowered(let offset) = entry.key else { return entry.text }
        return UnsafeBufferPointer(start: lowered.baseAddress! + Int(offset), count: entry.text.count)
    }

    func deallocate() { lowered.deallocate() }
}
