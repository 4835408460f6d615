import Foundation

extension LexiconWriter {
    /// Encodes a dictionary; the work behind ``LexiconWriter/encode(words:metadata:)``.
    static func encodeFile(words: [LexiconWord], metadata: LexiconMetadata) throws(LexiconWriteError) -> [UInt8] {
        let columns = LexiconColumns(words)
        return try encode(columns, metadata: metadata, prepared: prepare(columns))
    }

    /// The part of encoding that does not read the bands: the alphabet, the key order, the
    /// letter graph, the frequencies and the display forms (nearly all of the work). A
    /// builder can do it while it still works out the targets' bands, then call
    /// ``encode(words:metadata:prepared:)`` with the finished words.
    package static func prepare(_ words: LexiconColumns) throws(LexiconWriteError) -> PreparedWords {
        guard words.count <= Int(UInt32.max) else { throw LexiconWriteError(.tooManyWords(count: words.count, limit: Int(UInt32.max))) }
        var letters = try LetterTable(words: words)
        let order = try letters.sortedOrder()
        // What is kept for the rest is the alphabet and the keys' lengths: the graph
        // section lets the spelled keys go once they are in the letter graph.
        let graph = SectionEncoder.graphSection(letters: &letters, order: order)
        return PreparedWords(letters: letters, order: order, graph: graph,
                             frequencies: SectionEncoder.frequencySection(words: words, order: order, graphBytes: graph.count),
                             displays: Result { () throws(LexiconWriteError) in try SectionEncoder.displaySection(words: words, order: order) },
                             count: words.count)
    }

    /// Encodes `words`, which `prepared` was prepared from (the same words in the same
    /// order; only bands may have been given since).
    package static func encode(_ words: LexiconColumns, metadata: LexiconMetadata, prepared: PreparedWords) throws(LexiconWriteError) -> [UInt8] {
        precondition(words.count == prepared.count, "the words are not the ones the file was prepared from")
        let sections = try SectionEncoder(words: words, prepared: prepared, metadata: metadata)
        return try sections.file()
    }
}

/// What ``LexiconWriter/prepare(_:)`` works out from the words without their bands.
package struct PreparedWords: Sendable {
    /// The alphabet and each key's length (its `indices` are empty: let go once the graph
    /// is made).
    let letters: LetterTable
    let order: [Int32]
    let graph: [UInt8]
    let frequencies: [UInt8]
    /// The display section, or why it cannot be made (given once the words are checked,
    /// so the first error in key order is the one reported).
    let displays: Result<[UInt8], LexiconWriteError>
    let count: Int
}

/// Every key of the input as a run of alphabet indices, and the alphabet itself.
struct LetterTable: Sendable {
    /// The alphabet, sorted by Unicode scalar order.
    var alphabet: [Character] = []
    /// `indices[starts[i] ..< starts[i + 1]]` is the key of input word `i` (32-bit
    /// starts: four bytes a word, not eight).
    var indices: [UInt8] = []
    var starts: [UInt32] = [0]

    init(words: LexiconColumns) throws(LexiconWriteError) {
        var keys = try CopiedKeys(words)
        alphabet = try Self.alphabet(of: keys, words)
        keys.spell(words, alphabet: alphabet)
        indices = keys.indices
        starts = keys.starts
        if let tooLong = (0..<words.count).first(where: { length(of: $0) > Int(UInt16.max) }) {
            let text = words.key(tooLong).text
            throw LexiconWriteError(.keyTooLong(key: text, letters: length(of: tooLong), limit: Int(UInt16.max)))
        }
    }

    /// Pass 1: the bytes of every key made of ASCII letters only (nearly all of them in
    /// most languages), to be turned into alphabet indices by ``spell(_:alphabet:)``, and
    /// the letters they use. The other keys get one placeholder per letter: keys of ASCII
    /// and Latin letters (U+00C0–U+024F, one letter each, see
    /// `NotAWordReason.areLatinLetters`) are spelled byte by byte, and the rest are checked
    /// and spelled letter by letter. A key has at most as many letters as UTF-8 bytes, so
    /// the bytes of all keys are room enough.
    private struct CopiedKeys {
        var indices: [UInt8] = []
        var starts: [UInt32]
        /// Bit `byte - 0x40` for each byte of the all-ASCII keys.
        var asciiLetters: UInt64 = 0
        /// The words whose keys are ASCII and Latin letters.
        var latinKeys: [Int] = []
        /// Whether U+00C0 + i is in one of `latinKeys`.
        var latinUsed = [Bool](repeating: false, count: LetterTable.latinCount)
        /// The words whose keys are neither.
        var otherKeys: [Int] = []

        init(_ words: LexiconColumns) throws(LexiconWriteError) {
            var totalBytes = 0
            for i in 0..<words.count { totalBytes += words.keyByteCount(i) }
            guard totalBytes <= Int(UInt32.max) else { throw LexiconWriteError(.keysTooLarge) }
            starts = [UInt32](repeating: 0, count: words.count + 1)
            var indices = [UInt8](repeating: 0, count: totalBytes)
            indices.withUnsafeMutableBufferPointer { out in
                LetterTable.asciiLetterBits.withUnsafeBufferPointer { letterBits in
                    copy(words, into: out, letterBits: letterBits)
                }
            }
            indices.removeLast(totalBytes - Int(starts[words.count]))
            self.indices = indices
        }

        private mutating func copy(_ words: LexiconColumns, into out: UnsafeMutableBufferPointer<UInt8>,
                                   letterBits: UnsafeBufferPointer<UInt64>) {
            var end = 0
            for i in 0..<words.count {
                let (mask, latinLetters) = words.withKeyBytes(i) { bytes -> (UInt64?, Int?) in
                    var mask: UInt64 = 0, allLetters = !bytes.isEmpty
                    for byte in bytes {
                        let bit = letterBits[Int(byte)]
                        mask |= bit
                        allLetters = allLetters && bit != 0
                    }
                    _ = UnsafeMutableBufferPointer(rebasing: out[end...]).initialize(fromContentsOf: bytes)
                    if allLetters { return (mask, nil) }
                    guard NotAWordReason.areLatinLetters(bytes) else { return (nil, nil) }
                    return (mask, LetterTable.markLatin(bytes, &latinUsed))
                }
                if let mask { asciiLetters |= mask }
                if let latinLetters {
                    latinKeys.append(i)
                    end += latinLetters
                } else if mask != nil {
                    end += words.keyByteCount(i)
                } else {
                    otherKeys.append(i)
                    end += words.key(i).text.count
                }
                starts[i + 1] = UInt32(truncatingIfNeeded: end)
            }
        }

        /// Pass 2: spells every key with alphabet indices: every byte through a table of
        /// the ASCII letters (the other keys' bytes too, they are overwritten next), then
        /// the other keys letter by letter.
        mutating func spell(_ words: LexiconColumns, alphabet: [Character]) {
            var asciiIndex = [UInt8](repeating: 0, count: 256)
            var index: [Character: UInt8] = [:]
            for (i, letter) in alphabet.enumerated() {
                if letter.utf8.count == 1, let ascii = letter.asciiValue { asciiIndex[Int(ascii)] = UInt8(i) }
                index[letter] = UInt8(i)
            }
            asciiIndex.withUnsafeBufferPointer { asciiIndex in
                indices.withUnsafeMutableBufferPointer { indices in
                    for i in indices.indices { indices[i] = asciiIndex[Int(indices[i])] }
                }
            }
            for i in otherKeys {
                var position = Int(starts[i])
                for letter in words.key(i).text {
                    if letter.utf8.count == 1, let ascii = letter.asciiValue {
                        indices[position] = asciiIndex[Int(ascii)]
                    } else if let found = index[letter] {
                        indices[position] = found
                    }
                    position += 1
                }
            }
            LetterTable.spellLatin(latinKeys, of: words, used: latinUsed, index: index, asciiIndex: asciiIndex,
                                   starts: starts, into: &indices)
        }
    }

    /// The alphabet of the copied keys, checking the keys that are not ASCII or Latin
    /// letters in input order (keys of ASCII letters never fail these checks, so the first
    /// error is the one of the first bad key).
    private static func alphabet(of keys: CopiedKeys, _ words: LexiconColumns) throws(LexiconWriteError) -> [Character] {
        var asciiUsed = [Bool](repeating: false, count: 128)  // ASCII letters of the other keys
        // Canonically equivalent letters are one letter; keep the smallest spelling
        // so the alphabet does not depend on input order.
        var other: [Character: Character] = [:]
        func add(_ letter: Character) {
            if let seen = other[letter] {
                if KeyOrder.precedes(letter, seen) { other[letter] = letter }
            } else {
                other[letter] = letter
            }
        }
        for i in keys.otherKeys {
            let key = words.key(i), text = key.text
            if text.isEmpty {
                throw LexiconWriteError(.emptyKey(position: i + 1, count: words.count, display: words.display(i)))
            }
            if let reason = key.notAWordReason {
                throw LexiconWriteError(.keyNotLetters(key: text, reason: reason))
            }
            for letter in text {
                if letter.utf8.count > 255 {
                    throw LexiconWriteError(.letterTooLong(key: text))
                }
                if letter.utf8.count == 1, let ascii = letter.asciiValue {
                    asciiUsed[Int(ascii)] = true
                } else {
                    add(letter)
                }
            }
        }
        for value in keys.latinUsed.indices where keys.latinUsed[value] { add(latinLetter(value)) }
        var alphabet = other.values.map { $0 }
        for byte in 0..<128 where asciiUsed[byte] || (byte >= 0x40 && keys.asciiLetters & (1 << (byte - 0x40)) != 0) {
            alphabet.append(Character(Unicode.Scalar(UInt8(byte))))
        }
        alphabet.sort(by: KeyOrder.precedes)
        guard alphabet.count <= ByteLayout.maxAlphabetSize else {
            throw LexiconWriteError(.tooManyLetters(count: alphabet.count, limit: ByteLayout.maxAlphabetSize))
        }
        return alphabet
    }

    /// For each byte value, its bit in the masks of ASCII letters used (bit `byte - 0x40`:
    /// 'A'...'Z' and 'a'...'z' are 0x41...0x5A and 0x61...0x7A), and 0 for any other byte.
    static let asciiLetterBits: [UInt64] = (0..<256).map { byte in
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A ? 1 << (byte - 0x40) : 0
    }

    /// The letters U+00C0 + i, i < `latinCount`, that `NotAWordReason.areLatinLetters` allows.
    static let latinCount = 0x250 - 0xC0
    static func latinLetter(_ i: Int) -> Character { Character(Unicode.Scalar(UInt32(0xC0 + i))!) }

    /// Marks the Latin letters of `bytes` (ASCII and Latin letters) in `used`; returns
    /// its number of letters.
    fileprivate static func markLatin(_ bytes: UnsafeBufferPointer<UInt8>, _ used: inout [Bool]) -> Int {
        var letters = 0, j = 0
        while j < bytes.count {
            if bytes[j] < 0x80 {
                j += 1
            } else {
                used[(Int(bytes[j] & 0x1F) << 6 | Int(bytes[j + 1] & 0x3F)) - 0xC0] = true
                j += 2
            }
            letters += 1
        }
        return letters
    }

    /// Spells the keys of ASCII and Latin letters of `words` (`keys`) with alphabet
    /// indices, byte by byte: the ASCII letters through `asciiIndex`, the Latin ones
    /// (`used`) through their place in the alphabet (`index`).
    fileprivate static func spellLatin(_ keys: [Int], of words: LexiconColumns, used: [Bool], index: [Character: UInt8],
                                   asciiIndex: [UInt8], starts: [UInt32], into indices: inout [UInt8]) {
        guard !keys.isEmpty else { return }
        var latinIndex = [UInt8](repeating: 0, count: latinCount)
        for value in used.indices where used[value] { latinIndex[value] = index[latinLetter(value)] ?? 0 }
        indices.withUnsafeMutableBufferPointer { indices in
            for i in keys {
                var position = Int(starts[i])
                words.withKeyBytes(i) { bytes in
                    var j = 0
                    while j < bytes.count {
                        if bytes[j] < 0x80 {
                            indices[position] = asciiIndex[Int(bytes[j])]
                            j += 1
                        } else {
                            indices[position] = latinIndex[(Int(bytes[j] & 0x1F) << 6 | Int(bytes[j + 1] & 0x3F)) - 0xC0]
                            j += 2
                        }
                        position += 1
                    }
                }
            }
        }
    }

    func length(of word: Int) -> Int { Int(starts[word + 1] - starts[word]) }

    /// The input positions in key order; throws on the first duplicate key.
    func sortedOrder() throws(LexiconWriteError) -> [Int32] {
        var order = (0..<Int32(starts.count - 1)).map { $0 }
        var duplicate: Int32?
        indices.withUnsafeBufferPointer { letters in
            starts.withUnsafeBufferPointer { starts in
                func key(_ i: Int32) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: letters[Int(starts[Int(i)]) ..< Int(starts[Int(i) + 1])])
                }
                // Letter indices follow the alphabet, which is in key order.
                func precedes(_ a: Int32, _ b: Int32) -> Bool { KeyOrder.precedes(key(a), key(b)) }
                // Words often come sorted already: one pass then shows that they are,
                // and that no key is given twice.
                var i = 1
                while i < order.count && precedes(order[i - 1], order[i]) { i += 1 }
                if i >= order.count { return }
                order.sort(by: precedes)
                i = 1
                while i < order.count {
                    if equalBytes(key(order[i - 1]), key(order[i])) { duplicate = order[i]; break }
                    i += 1
                }
            }
        }
        if let duplicate {
            let text = String(alphabetSpelling(Int(duplicate)))
            throw LexiconWriteError(.duplicateKey(text))
        }
        return order
    }

    func alphabetSpelling(_ word: Int) -> String {
        String(indices[Int(starts[word]) ..< Int(starts[word + 1])].map { alphabet[Int($0)] })
    }

}

/// Lays out the sections of a file once the words are checked and sorted.
struct SectionEncoder {
    private var sections: [(tag: ByteLayout.Tag, bytes: [UInt8])] = []
    private let wordCount: Int
    private var targetCount = 0
    private var longest = 0

    init(words: LexiconColumns, prepared: PreparedWords, metadata: LexiconMetadata) throws(LexiconWriteError) {
        let letters = prepared.letters, order = prepared.order
        wordCount = words.count
        // Per-word checks, in key order so the first error is stable.
        for i in order {
            // Fields read in place: copying each word would retain and release its strings.
            let word = Int(i), displayBytes = words.displayByteCount(word)
            if words.isTarget[word] && words.bands[word] == 0 {
                throw LexiconWriteError(.targetWithoutBand(key: words.key(word).text))
            }
            if !words.isTarget[word] && words.bands[word] != 0 {
                throw LexiconWriteError(.bandWithoutTarget(key: words.key(word).text))
            }
            if displayBytes == 0 {
                throw LexiconWriteError(.emptyDisplay(key: words.key(word).text))
            }
            if displayBytes > Int(UInt32.max / 2) {
                throw LexiconWriteError(.displayTooLong(key: words.key(word).text))
            }
            longest = max(longest, letters.length(of: word))
        }
        if let letter = letters.alphabet.first(where: { !metadata.policy.isKeyLetter($0) }) {
            throw LexiconWriteError(.letterNotNormal(letter: String(letter), policy: metadata.policy))
        }
        // Met by construction (see frequencySection): a check that the reader will agree.
        let countedBytes = prepared.graph.count + prepared.frequencies.count
        guard wordCount <= countedBytes * ByteLayout.maxWordsPerGraphByte else {
            throw LexiconWriteError(.graphTooSmall(words: wordCount, bytes: countedBytes))
        }
        sections.append((.alphabet, Self.alphabetSection(letters.alphabet)))
        sections.append((.graph, prepared.graph))
        sections.append((.frequencies, prepared.frequencies))
        sections.append((.displays, try prepared.displays.get()))
        let (targetBytes, targets) = Self.targetSection(words: words, letters: letters, order: order, longest: longest)
        targetCount = targets
        sections.append((.targets, targetBytes))
        sections.append((.metadata, try Self.metadataSection(metadata)))
    }

    /// `u8 count`, then per letter `u8 length` and its UTF-8 bytes.
    static func alphabetSection(_ alphabet: [Character]) -> [UInt8] {
        var out = ByteWriter()
        out.u8(UInt8(alphabet.count))
        for letter in alphabet {
            let bytes = Array(letter.utf8)
            out.u8(UInt8(bytes.count))
            out.append(bytes)
        }
        return out.bytes
    }

    /// The states of the minimal automaton, parents first (see ``GraphLayout``).
    /// The spelled keys of `letters` (a byte a letter) are let go once every key is in
    /// the automaton, before it is laid out: a big list's keys would otherwise stay
    /// alive beside the automaton and its layout, the writer's largest arrays.
    static func graphSection(letters: inout LetterTable, order: [Int32]) -> [UInt8] {
        var builder = DAFSABuilder()
        letters.indices.withUnsafeBufferPointer { all in
            for i in order {
                builder.add(UnsafeBufferPointer(rebasing: all[Int(letters.starts[Int(i)]) ..< Int(letters.starts[Int(i) + 1])]))
            }
        }
        letters.indices = []
        _ = builder.finish()
        return GraphLayout.encode(consume builder)
    }

    /// `u8 mode`, then nothing (no frequencies), one byte per word (all known), or a
    /// presence bitmap with a rank directory and the known values.
    ///
    /// A file holds at most ``ByteLayout/maxWordsPerGraphByte`` words per byte of its
    /// graph and frequency sections together (what lets a reader bound its work by the
    /// file's size). A dense list (every 3-letter string: 17,576 words in a graph of 139
    /// bytes) can have more words than its graph alone allows; its frequencies are then
    /// written as a presence bitmap (a bit a word) even when none is known, which meets
    /// the bound for any list of words.
    static func frequencySection(words: LexiconColumns, order: [Int32], graphBytes: Int) -> [UInt8] {
        var known = 0
        for frequency in words.frequencies where frequency != nil { known += 1 }
        var out = ByteWriter()
        if known == 0 && words.count <= graphBytes * ByteLayout.maxWordsPerGraphByte {
            out.u8(ByteLayout.FrequencyMode.none.rawValue)
        } else if known == words.count {
            out.u8(ByteLayout.FrequencyMode.dense.rawValue)
            for i in order { out.u8(words.frequencies[Int(i)] ?? 0) }
        } else {
            out.u8(ByteLayout.FrequencyMode.sparse.rawValue)
            out.u32(UInt32(known))
            let block = ByteLayout.frequencyBlock
            var bitmap = [UInt8](repeating: 0, count: (words.count + 7) / 8)
            var directory: [UInt32] = []
            var values: [UInt8] = []
            values.reserveCapacity(known)
            for (rank, i) in order.enumerated() {
                if rank % block == 0 { directory.append(UInt32(values.count)) }
                if let frequency = words.frequencies[Int(i)] {
                    bitmap[rank / 8] |= 1 << UInt8(rank % 8)
                    values.append(frequency)
                }
            }
            for entry in directory { out.u32(entry) }
            out.append(bitmap)
            out.append(values)
        }
        return out.bytes
    }

    /// `u32 count`, `u32 blocks`, per block of 32 forms its first word id and the offset
    /// of its first record, then the records: `varint id delta`, then the form as an
    /// edit of the key: `varint` bytes kept from the key's start, `varint` bytes kept from
    /// its end, `varint` length of the bytes in between, and those bytes.
    static func displaySection(words: LexiconColumns, order: [Int32]) throws(LexiconWriteError) -> [UInt8] {
        var records = ByteWriter()
        var index: [(id: UInt32, offset: UInt32)] = []
        var count = 0
        var previous = 0
        for (rank, i) in order.enumerated() {
            // `nil` when the display form is the key, byte for byte.
            let word = Int(i)
            let edit = words.displayOf[word] == LexiconColumns.ownKey ? nil : words.withKeyBytes(word) { key in
                words.displays[Int(words.displayOf[word])].withUTF8Bytes { display in
                    equalBytes(key, display) ? nil : DisplayEdit(key: key, display: display)
                }
            }
            guard let edit else { continue }
            if count % ByteLayout.displayBlock == 0 {
                index.append((UInt32(rank), UInt32(records.count)))
                records.varint(0)
            } else {
                records.varint(UInt32(rank - previous))
            }
            records.varint(UInt32(edit.prefix))
            records.varint(UInt32(edit.suffix))
            records.varint(UInt32(edit.middle.count))
            records.append(edit.middle)
            guard records.count <= Int(UInt32.max) else { throw LexiconWriteError(.displaysTooLarge) }
            previous = rank
            count += 1
        }
        var out = ByteWriter()
        out.reserve(ByteLayout.displayHeaderSize + index.count * 8 + records.count)
        out.u32(UInt32(count))
        out.u32(UInt32(index.count))
        for block in index {
            out.u32(block.id)
            out.u32(block.offset)
        }
        out.append(records.bytes)
        return out.bytes
    }

    /// `u32 group count`, `u32 block count`, the groups (length, band, start, count,
    /// first block) sorted by length then band, the block index (first id, offset of the
    /// block's deltas), then per block the differences between consecutive ids as varints.
    /// Each group's ids, in key order, are cut into blocks of 32.
    static func targetSection(words: LexiconColumns, letters: LetterTable, order: [Int32], longest: Int) -> ([UInt8], Int) {
        // Group the ids by key `length * 8 + band` with a counting sort: count each
        // group, then place the ids in key order. `longest` bounds the keys (at most
        // 65,535 × 8 counters, far fewer in practice).
        let groupCount = (longest + 1) * 8
        var groupStart = [Int](repeating: 0, count: groupCount + 1)
        for i in order {
            guard words.isTarget[Int(i)], let band = words.band(Int(i)) else { continue }
            groupStart[letters.length(of: Int(i)) * 8 + band.rawValue + 1] += 1
        }
        for key in 0..<groupCount { groupStart[key + 1] += groupStart[key] }
        var placed = groupStart
        var allIDs = [UInt32](repeating: 0, count: groupStart[groupCount])
        for (rank, i) in order.enumerated() {
            guard words.isTarget[Int(i)], let band = words.band(Int(i)) else { continue }
            let key = letters.length(of: Int(i)) * 8 + band.rawValue
            allIDs[placed[key]] = UInt32(rank)
            placed[key] += 1
        }
        let keys = (0..<groupCount).filter { groupStart[$0 + 1] > groupStart[$0] }
        let block = ByteLayout.targetBlock
        var index: [(first: UInt32, offset: UInt32)] = []
        var deltas = ByteWriter()
        var records: [(key: Int, start: UInt32, count: UInt32, firstBlock: UInt32)] = []
        for key in keys {
            let first = groupStart[key], end = groupStart[key + 1]
            records.append((key, UInt32(first), UInt32(end - first), UInt32(index.count)))
            for n in first..<end {
                if (n - first) % block == 0 {
                    index.append((allIDs[n], UInt32(deltas.count)))
                } else {
                    deltas.varint(allIDs[n] - allIDs[n - 1])
                }
            }
        }
        var out = ByteWriter()
        out.u32(UInt32(records.count))
        out.u32(UInt32(index.count))
        for record in records {
            out.u16(UInt16(record.key / 8))
            out.u8(UInt8(record.key % 8))
            out.u8(0)
            out.u32(record.start)
            out.u32(record.count)
            out.u32(record.firstBlock)
        }
        for entry in index {
            out.u32(entry.first)
            out.u32(entry.offset)
        }
        out.append(deltas.bytes)
        return (out.bytes, allIDs.count)
    }

    static func metadataSection(_ metadata: LexiconMetadata) throws(LexiconWriteError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(metadata))
        } catch {
            throw LexiconWriteError(.metadataNotJSON(detail: "\(error)"))
        }
    }

    /// The header, the section table and the sections, with both checksums.
    func file() throws(LexiconWriteError) -> [UInt8] {
        let headerSize = ByteLayout.fixedHeaderSize + ByteLayout.sectionEntrySize * sections.count
        var total = headerSize
        for section in sections { total += section.bytes.count }
        guard total <= Int(UInt32.max) else {
            throw LexiconWriteError(.fileTooLarge(bytes: total))
        }
        var out = ByteWriter()
        out.reserve(total)
        out.append(ByteLayout.magic)
        out.u16(ByteLayout.version)
        out.u16(UInt16(headerSize))
        out.u16(UInt16(sections.count))
        out.u16(0)  // flags
        out.u64(UInt64(total))
        out.u32(UInt32(wordCount))
        out.u32(UInt32(targetCount))
        out.u16(UInt16(longest))
        out.u16(0)  // reserved
        out.u32(0)  // body checksum, patched below
        out.u32(0)  // header checksum, patched below
        out.u32(0)  // reserved
        var offset = headerSize
        for section in sections {
            out.u32(section.tag.rawValue)
            out.u32(UInt32(offset))
            out.u32(UInt32(section.bytes.count))
            out.u32(0)
            offset += section.bytes.count
        }
        var body = CRC32()
        for section in sections {
            out.append(section.bytes)
            body.update(section.bytes)
        }
        out.setU32(body.value, at: ByteLayout.bodyChecksumOffset)
        out.setU32(FileHeader.headerChecksum(out.bytes, headerSize: headerSize), at: ByteLayout.headerChecksumOffset)
        return out.bytes
    }
}
