import Foundation

/// Everything an opened dictionary knows, shared by copies of ``Lexicon`` and its
/// ``LexiconNode``s. Built once at open; immutable afterwards.
final class LexiconCore: @unchecked Sendable {
    let storage: LexiconStorage
    let path: String
    let header: FileHeader
    let metadata: LexiconMetadata

    /// The letters, in file order, and their UTF-8 spellings.
    let alphabet: [Character]
    /// Alphabet index of each code point below U+0300 (ASCII, Latin-1, Latin Extended-A
    /// and -B, IPA), or `noLetter`: the letters a key walk can take straight from UTF-8
    /// (one or two bytes), since such a code point is always a grapheme cluster of its
    /// own when the code points around it are below U+0300 too.
    let scalarIndex: [UInt8]
    static let byteWalkLimit: UInt32 = 0x300
    /// The first byte a key's UTF-8 must not hold for the byte walk: 0xCC (the lead
    /// byte of U+0300) when every letter is one code point below U+0300; 0x80 (ASCII
    /// only) otherwise, since `é` typed as one code point must then still find a letter
    /// written `e` + U+0301, which only the walk by grapheme clusters (canonical
    /// equivalence) does.
    let byteWalkCeiling: UInt8
    /// Alphabet index of each letter, by canonical equivalence.
    let letterIndices: [Character: UInt8]
    static let noLetter: UInt8 = 0xFF

    /// The states of the letter graph (the `GRPH` section); the root is at offset 0.
    let graph: ByteView
    let root = 0
    /// Where the first letters of a key lead, so lookups skip the widest states of the
    /// graph: for a one-letter prefix `l`, entry `l`; for a two-letter prefix `l₁l₂`,
    /// entry `(l₁ + 1) × A + l₂` (A = alphabet size). Each entry is the state (−1 when
    /// no word starts so) and the id of the first word below it. Read from the graph at
    /// open: A + A² entries, only when A ≤ ``prefixTableLimit`` (otherwise one letter only).
    private(set) var prefixStates: [Int32] = []
    private(set) var prefixRanks: [UInt32] = []
    private(set) var prefixLetters = 0
    static let prefixTableLimit = 64

    let frequencyMode: ByteLayout.FrequencyMode
    /// `FREQ` after its mode byte.
    let frequencies: ByteView
    let knownFrequencies: Int

    /// `DISP`: the number of display forms, of blocks, and the section itself.
    let displayCount: Int
    let displayBlocks: Int
    let displays: ByteView

    /// `TRGT`: the number of groups and of blocks, and the section itself.
    let targetGroupCount: Int
    let targetBlockCount: Int
    let targets: ByteView

    init(storage: LexiconStorage, path: String) throws(LexiconError) {
        self.storage = storage
        self.path = path
        let file = storage.view
        let header = try FileHeader(file, path: path)
        self.header = header
        func section(_ tag: ByteLayout.Tag) -> ByteView {
            let range = header.sections[tag] ?? (0, 0)
            return file.slice(range.offset, range.length) ?? ByteView(base: file.base, count: 0)
        }

        // Alphabet: small; parsed and checked now because every query needs it.
        let letters = try Letters(section(.alphabet), path: path)
        alphabet = letters.alphabet
        scalarIndex = letters.scalarIndex
        byteWalkCeiling = letters.byteWalkCeiling
        letterIndices = letters.indices

        graph = section(.graph)
        guard graph.count > 0 else { throw .corrupted(path: path, detail: "the letter graph is empty (not even a root)") }
        try Self.checkWordCounts(header, graph: graph, frequencyBytes: section(.frequencies).count, path: path)

        let frequencies = try FrequencySection(section(.frequencies), words: header.wordCount, path: path)
        frequencyMode = frequencies.mode
        self.frequencies = frequencies.values
        knownFrequencies = frequencies.known

        displays = section(.displays)
        (displayCount, displayBlocks) = try Self.displayIndexSize(displays, words: header.wordCount, path: path)
        targets = section(.targets)
        (targetGroupCount, targetBlockCount) = try Self.targetIndexSize(targets, header: header, path: path)
        metadata = try Self.metadata(section(.metadata), path: path)
        try Self.checkLettersAreKeys(alphabet, policy: metadata.policy, path: path)
        makePrefixTable()
    }

    /// The alphabet section, parsed and checked.
    private struct Letters {
        var alphabet: [Character] = []
        var scalarIndex = [UInt8](repeating: LexiconCore.noLetter, count: Int(LexiconCore.byteWalkLimit))
        var indices: [Character: UInt8] = [:]
        var byteWalkCeiling: UInt8 = 0x80

        init(_ letters: ByteView, path: String) throws(LexiconError) {
            func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: detail) }
            guard let letterTotal = letters.u8(0) else { throw corrupted("the alphabet section is empty") }
            var position = 1
            for index in 0..<Int(letterTotal) {
                guard let length = letters.u8(position), length > 0, letters.isValidUTF8(position + 1, Int(length)),
                      let text = letters.string(position + 1, Int(length)), text.count == 1, let letter = text.first else {
                    throw corrupted("letter \(index + 1) of the alphabet is not one valid UTF-8 letter")
                }
                if let previous = alphabet.last, !KeyOrder.precedes(previous, letter) || previous == letter {
                    throw corrupted("the alphabet is not in strictly increasing order at letter \(index + 1)")
                }
                if letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first,
                   scalar.value < LexiconCore.byteWalkLimit {
                    scalarIndex[Int(scalar.value)] = UInt8(index)
                }
                indices[letter] = UInt8(index)
                alphabet.append(letter)
                position += 1 + Int(length)
            }
            guard position == letters.count else { throw corrupted("the alphabet section has \(letters.count - position) stray bytes") }
            byteWalkCeiling = alphabet.allSatisfy {
                $0.unicodeScalars.count == 1 && $0.unicodeScalars.first!.value < LexiconCore.byteWalkLimit
            } ? 0xCC : 0x80
        }
    }

    /// The frequency section: its encoding, its values after the mode byte, and how many
    /// words have a known frequency.
    private struct FrequencySection {
        let mode: ByteLayout.FrequencyMode
        let values: ByteView
        let known: Int

        init(_ section: ByteView, words: Int, path: String) throws(LexiconError) {
            func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: detail) }
            guard let rawMode = section.u8(0), let mode = ByteLayout.FrequencyMode(rawValue: rawMode) else {
                throw corrupted("the frequency section has an unknown encoding")
            }
            self.mode = mode
            values = section.slice(1, section.count - 1) ?? section
            switch mode {
            case .none:
                known = 0
                guard values.count == 0 else { throw corrupted("the frequency section has stray bytes") }
            case .dense:
                known = words
                guard values.count == words else { throw corrupted("the frequency section holds \(values.count) values for \(words) words") }
            case .sparse:
                guard let count = values.u32(0) else { throw corrupted("the frequency section is cut short") }
                known = Int(count)
                let blocks = (words + ByteLayout.frequencyBlock - 1) / ByteLayout.frequencyBlock
                let expected = 4 + blocks * 4 + (words + 7) / 8 + known
                guard values.count == expected, known <= words else {
                    throw corrupted("the frequency section is \(values.count) bytes, expected \(expected)")
                }
            }
        }
    }

    /// The number of display forms and of their blocks, checked against the section.
    private static func displayIndexSize(_ displays: ByteView, words: Int, path: String) throws(LexiconError) -> (Int, Int) {
        let block = ByteLayout.displayBlock
        guard let displayCount = displays.u32(0), let displayBlocks = displays.u32(4),
              Int(displayBlocks) == (Int(displayCount) + block - 1) / block, Int(displayCount) <= words,
              ByteLayout.displayHeaderSize + Int(displayBlocks) * 8 + Int(displayCount) * ByteLayout.displayRecordMinimum <= displays.count else {
            throw .corrupted(path: path, detail: "the display-form index does not fit in its section")
        }
        return (Int(displayCount), Int(displayBlocks))
    }

    /// The number of target groups and of blocks, checked against the section and the
    /// header's counts.
    private static func targetIndexSize(_ targets: ByteView, header: FileHeader, path: String) throws(LexiconError) -> (Int, Int) {
        guard let groupCount = targets.u32(0), let blockCount = targets.u32(4),
              Int(blockCount) <= header.targetCount,
              ByteLayout.targetHeaderSize + Int(groupCount) * ByteLayout.targetGroupSize + Int(blockCount) * 8 <= targets.count else {
            throw .corrupted(path: path, detail: "the target index does not fit in its section")
        }
        // Every target is a word; a block holds at most 32, and each target but the first
        // of its block takes at least one byte of difference.
        let words = header.wordCount
        let differenceBytes = targets.count - ByteLayout.targetHeaderSize - Int(groupCount) * ByteLayout.targetGroupSize - Int(blockCount) * 8
        guard header.targetCount <= words, header.targetCount <= Int(blockCount) * ByteLayout.targetBlock,
              header.targetCount - Int(blockCount) <= differenceBytes else {
            throw .corrupted(path: path, detail: "the header counts \(header.targetCount) targets, more than its \(words) words and its target section (\(blockCount) blocks, \(differenceBytes) bytes of differences) can hold")
        }
        return (Int(groupCount), Int(blockCount))
    }

    private static func metadata(_ section: ByteView, path: String) throws(LexiconError) -> LexiconMetadata {
        guard let json = section.buffer(0, section.count) else { throw .corrupted(path: path, detail: "the metadata is unreadable") }
        do {
            return try JSONDecoder().decode(LexiconMetadata.self, from: Data(json))
        } catch {
            throw .corrupted(path: path, detail: "the metadata is not valid JSON for this version (\(error))")
        }
    }

    /// Fills the prefix table (see `prefixStates`).
    private func makePrefixTable() {
        let width = alphabet.count
        let twoLetters = width <= Self.prefixTableLimit
        var states = [Int32](repeating: -1, count: twoLetters ? width + width * width : width)
        var ranks = [UInt32](repeating: 0, count: states.count)
        for first in edgeList(state: root, rank: 0) where first.state <= Int(Int32.max) {
            states[Int(first.label)] = Int32(first.state)
            ranks[Int(first.label)] = UInt32(truncatingIfNeeded: first.rank)
            guard twoLetters else { continue }
            for second in edgeList(state: first.state, rank: first.rank) where second.state <= Int(Int32.max) {
                let index = (Int(first.label) + 1) * width + Int(second.label)
                states[index] = Int32(second.state)
                ranks[index] = UInt32(truncatingIfNeeded: second.rank)
            }
        }
        prefixStates = states
        prefixRanks = ranks
        prefixLetters = twoLetters ? 2 : 1
    }

    /// Checks the header's word count and longest word against what the file can hold,
    /// before anything loops over them: the root's own word count must be the header's,
    /// there are at most ``ByteLayout/maxWordsPerGraphByte`` words per byte of the graph
    /// and frequency sections together (a writer that has more words than its graph
    /// allows writes a presence bitmap of frequencies, a bit a word), and a word of n
    /// letters needs n + 1 state records of at least a byte each.
    static func checkWordCounts(_ header: FileHeader, graph: ByteView, frequencyBytes: Int, path: String) throws(LexiconError) {
        guard let head = graph.varint64(0) else {
            throw .corrupted(path: path, detail: "the root of the letter graph cannot be read")
        }
        let rootCount = head.value >> ByteLayout.StateRecord.wordCountShift
        guard rootCount == UInt64(header.wordCount) else {
            throw .corrupted(path: path, detail: "the header counts \(header.wordCount) words but the root of the letter graph \(rootCount)")
        }
        let counted = graph.count + frequencyBytes
        guard header.wordCount <= counted * ByteLayout.maxWordsPerGraphByte else {
            throw .corrupted(path: path, detail: "the header counts \(header.wordCount) words, more than letter graph and frequency sections of \(counted) bytes can hold (\(ByteLayout.maxWordsPerGraphByte) a byte)")
        }
        guard header.longestWord < graph.count else {
            throw .corrupted(path: path, detail: "the header's longest word has \(header.longestWord) letters, more than a letter graph of \(graph.count) bytes can hold")
        }
    }

    /// Checks that every letter is a letter and is its own match key under the file's
    /// policy (`A` is not, under case folding; nor is ESC), so a key spelt with them can
    /// be typed. `verify()` checks whole keys (letters that join into one).
    static func checkLettersAreKeys(_ alphabet: [Character], policy: NormalizationPolicy, path: String) throws(LexiconError) {
        if let index = alphabet.firstIndex(where: { !policy.isKeyLetter($0) }) {
            throw .corrupted(path: path, detail: "letter \(index + 1) of the alphabet, \(Self.visible(String(alphabet[index]))), is not a letter in the normal form of the file's policy (\(policy))")
        }
    }

    /// A letter for a message: its code points, so control characters print as `U+001B`.
    static func visible(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    /// The alphabet index of a letter, or `nil` when no word uses it.
    @inline(__always)
    func letterIndex(_ letter: Character) -> UInt8? {
        if let ascii = letter.asciiValue, letter.utf8.count == 1 {
            let index = scalarIndex[Int(ascii)]
            return index == Self.noLetter ? nil : index
        }
        return letterIndices[letter]
    }

    /// A ``WordID`` for a rank that came from the file, clamped so it cannot trap.
    func wordID(rank: Int) -> WordID? {
        guard rank >= 0, rank < header.wordCount else { return nil }
        return WordID(UInt32(truncatingIfNeeded: rank))
    }
}
