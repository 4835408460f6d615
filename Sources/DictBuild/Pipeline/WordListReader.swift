import Foundation
import Synchronization
import Squramble

/// Reads a word list into a ``Builder/Collection`` on two threads: one splits and checks
/// the lines, finds each line's key and hashes it, and hands the lines on in blocks; the
/// calling thread inserts them into the collection, in file order.
///
/// Inserting is the part that cannot be split (every key's position is the order it was
/// first seen in), and for a big list it is mostly waiting for memory: nearly every new
/// key's slot of the key table is a read from memory. Everything else a line needs is
/// done beside it. The collection sees the same calls, in the same order, as from one
/// thread, so what a build makes does not change.
///
/// ```swift
/// var tally = LineTally(file: "words.txt")
/// try WordListReader(path: "words.txt", bit: 1, keepsCase: true, lowersASCII: true,
///                    key: { $0.lowercased() }).read(into: &collected, file: 0, tally: &tally)
/// ```
struct WordListReader: Sendable {
    var path: String
    /// The input's bit in ``Builder/Collection/masks``.
    var bit: UInt64
    /// Whether the input's case tells proper nouns (see ``Builder/caseShape(of:)``).
    var keepsCase: Bool
    /// Whether a printable ASCII line's key is the line in lowercase (not when
    /// punctuation is to be removed first, nor under Turkic case rules, where `I` folds
    /// to `ı`).
    var lowersASCII: Bool
    /// Whether punctuation and spaces inside a word are removed (the `notLetters` filter
    /// switched off).
    var joinsPunctuation = false
    /// The key of any other line (trimmed), or `nil` when it has none.
    var key: @Sendable (String) -> String?

    /// Lines a block carries.
    static let blockLines = 4096
    /// Blocks on their way to the inserting thread at most: enough to even out the two
    /// threads' pace, few enough to stay in the caches.
    static let blocksInFlight = 4

    /// Reads the list into `collected` as input `file` (an index of
    /// ``Builder/Collection/files``), counting its lines in `tally`.
    func read(into collected: inout Builder.Collection, file: Int32, tally: inout LineTally) throws {
        let bytes = try LineReader.read(path)
        // Room for about one new key per line (lines average over 10 bytes), so the table
        // is not rehashed over and over while it fills.
        collected.reserve(bytes.count / 10, bytes: bytes.count)
        // The pages of that room are mapped by the splitting thread, a little ahead of
        // where the inserting one has got, which would otherwise stop at every new page.
        let populator = PagePopulator(collected.spareMemory())
        let progress = InsertProgress()
        let channel = BlockChannel(capacity: Self.blocksInFlight)
        bytes.withUnsafeBufferPointer { buffer in
            let text = FileBytes(buffer: buffer)
            let splitter = Thread { [self, tally, populator] in
                var tally = tally, spare = populator
                var block = WordBlock()
                spare.populate(ahead: progress)
                LineReader.forEachLineBytes(in: text.buffer, tally: &tally) { line, number in
                    let problem = block.append(line, number: number, reader: self)
                    if block.isFull {
                        channel.send(block)
                        block = WordBlock()
                        spare.populate(ahead: progress)
                    }
                    return problem
                }
                channel.send(block)
                channel.finish(tally)
            }
            splitter.start()
            while let block = channel.receive() {
                block.collect(into: &collected, bit: bit, keepsCase: keepsCase, file: file)
                block.deallocate()
                progress.record(collected)
            }
            tally = channel.finalTally()
        }
    }
}

/// Memory an array has reserved past its elements, as a range of addresses: where it
/// will write next, element by element.
struct SpareMemory: @unchecked Sendable {
    /// What the array's count follows, as ``InsertProgress`` tells it.
    enum Measure: Sendable { case keys, keyBytes, spellings }
    /// The address of element `first`, the first not written yet.
    let start: UnsafeRawPointer?
    let first: Int
    /// The elements the array has room for.
    let capacity: Int
    let stride: Int
    let measure: Measure

    init<Element>(_ array: [Element], _ measure: Measure) {
        start = array.withUnsafeBufferPointer { $0.baseAddress.map { UnsafeRawPointer($0 + array.count) } }
        first = array.count
        capacity = array.capacity
        stride = MemoryLayout<Element>.stride
        self.measure = measure
    }
}

/// How far the inserting thread has got, for the thread that maps pages ahead of it:
/// the keys, the bytes of the keys and the spellings collected, after each block.
final class InsertProgress: Sendable {
    private let keys = Atomic<Int>(0), keyBytes = Atomic<Int>(0), spellings = Atomic<Int>(0)

    func record(_ collected: Builder.Collection) {
        keys.store(collected.count, ordering: .relaxed)
        keyBytes.store(collected.index.byteCount, ordering: .relaxed)
        spellings.store(collected.forms.count, ordering: .relaxed)
    }

    func count(_ measure: SpareMemory.Measure) -> Int {
        switch measure {
        case .keys: keys.load(ordering: .relaxed)
        case .keyBytes: keyBytes.load(ordering: .relaxed)
        case .spellings: spellings.load(ordering: .relaxed)
        }
    }
}

/// Maps the pages of spare memory before they are written, on another thread than the
/// one that will write them: a build fills arrays of tens of megabytes, and the first
/// write to each page stops the writer while the kernel maps it. `MADV_POPULATE_WRITE`
/// (Linux 5.14 and later) maps a range as a write would, without changing what it holds;
/// where it is not known, nothing happens. Only whole pages inside a range are asked for,
/// and only a few blocks' worth past where the writer has got, so a list with many
/// repeated lines maps no more than it uses. If an array has grown and moved since, its
/// old range may belong to something else by now; mapping it changes nothing there
/// either.
struct PagePopulator: @unchecked Sendable {
    private let ranges: [SpareMemory]
    /// Bytes of each range mapped so far.
    private var done: [Int]
    private static let page = max(4096, sysconf(Int32(_SC_PAGESIZE)))
    /// How far ahead of the writer to map: the keys and spellings of the blocks that can
    /// be on their way and two more, and for the key bytes 16 a key.
    static let aheadElements = WordListReader.blockLines * (WordListReader.blocksInFlight + 2)

    init(_ ranges: [SpareMemory]) {
        self.ranges = ranges
        done = [Int](repeating: 0, count: ranges.count)
    }

    /// Maps each range up to `ahead` elements past where `progress` says its array has got.
    mutating func populate(ahead progress: InsertProgress) {
        for (n, range) in ranges.enumerated() {
            let ahead = range.measure == .keyBytes ? 16 * Self.aheadElements : Self.aheadElements
            populate(n, upTo: progress.count(range.measure) + ahead)
        }
    }

    /// Maps range `n` up to element `element` of its array.
    mutating func populate(_ n: Int, upTo element: Int) {
        let range = ranges[n]
        guard let start = range.start else { return }
        let target = (min(element, range.capacity) - range.first) * range.stride
        guard target > done[n] else { return }
        let base = Int(bitPattern: start), page = Self.page
        let first = (base + done[n] + page - 1) & ~(page - 1), end = (base + target) & ~(page - 1)
        if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_POPULATE_WRITE) }
        done[n] = target
    }
}

/// The bytes of a file, shared with the thread that splits them (read-only).
private struct FileBytes: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
}

/// Up to ``WordListReader/blockLines`` lines of a word list with their keys and the
/// hashes of those keys, ready to be inserted. A line points into the file's bytes; a key
/// is the line itself, the line in lowercase (in the block's own buffer), or, for any
/// other line, a string made by the reader's `key`.
private struct WordBlock: @unchecked Sendable {
    struct Entry {
        var text: UnsafeBufferPointer<UInt8>
        var hash: UInt64
        var line: Int32
        /// -1: the text is its own key; ≥ 0: the key is the text in lowercase, at this
        /// offset of `lowered`; below -1: line `-2 - kind` of `others`.
        var kind: Int32
        /// Its letters and capitals (own and lowered kinds).
        var caseCounts = CaseCounts()
    }
    private(set) var entries: [Entry] = []
    /// Lines whose key needed the full normalisation: the line (trimmed, punctuation
    /// removed if so asked) and its key.
    private var others: [(text: String, key: String)] = []
    private let lowered: UnsafeMutableBufferPointer<UInt8>
    private var loweredCount = 0
    private static let loweredCapacity = 64 << 10

    init() {
        entries.reserveCapacity(WordListReader.blockLines)
        lowered = .allocate(capacity: Self.loweredCapacity)
    }

    /// Whether another line might not fit.
    var isFull: Bool {
        entries.count == WordListReader.blockLines || loweredCount + LineReader.maximumLineBytes > Self.loweredCapacity
    }

    /// Adds a line (checked by ``LineReader``); returns why it cannot be used, or `nil`.
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, number: Int, reader: WordListReader) -> String? {
        // A line of lowercase ASCII letters, most of any English list, is its own key
        // under every policy and needs neither trimming nor ICU.
        if !line.isEmpty && ASCIIBytes.areLowercaseLetters(line) {
            entries.append(Entry(text: line, hash: KeyIndex.hash(line), line: Int32(truncatingIfNeeded: number), kind: -1,
                                 caseCounts: CaseCounts(ascii: line)))
            return nil
        }
        // Printable ASCII with nothing to trim: its key is the line in lowercase.
        if reader.lowersASCII && ASCIIBytes.isTrimmedPrintable(line) {
            let start = loweredCount
            for (i, byte) in line.enumerated() { lowered[start + i] = byte &- 0x41 < 26 ? byte | 0x20 : byte }
            loweredCount += line.count
            let key = UnsafeBufferPointer(rebasing: lowered[start..<loweredCount])
            entries.append(Entry(text: line, hash: KeyIndex.hash(key), line: Int32(truncatingIfNeeded: number),
                                 kind: Int32(truncatingIfNeeded: start), caseCounts: CaseCounts(ascii: line)))
            return nil
        }
        var text = String(decoding: line, as: UTF8.self).trimmingWhiteSpaceForNotes()
        if reader.joinsPunctuation { text = Builder.removingPunctuation(text) }
        guard let key = reader.key(text) else { return "the word cannot be normalised" }
        entries.append(Entry(text: line, hash: 0, line: Int32(truncatingIfNeeded: number),
                             kind: -2 - Int32(truncatingIfNeeded: others.count)))
        others.append((text, key))
        return nil
    }

    /// Inserts the lines, in order, 16 at a time: first the table slot each key is looked
    /// for in first is read for all 16, so those reads from memory overlap, then the 16
    /// are inserted.
    func collect(into collected: inout Builder.Collection, bit: UInt64, keepsCase: Bool, file: Int32) {
        var sum: UInt64 = 0
        var start = 0
        while start < entries.count {
            let end = min(start + 16, entries.count)
            for j in start..<end where entries[j].kind >= -1 { sum &+= collected.index.touch(hash: entries[j].hash) }
            for entry in entries[start..<end] {
                let line = Int(entry.line)
                if entry.kind < -1 {
                    let other = others[Int(-2 - entry.kind)]
                    collected.collect(other.text, key: other.key, bit: bit, keepsCase: keepsCase, file: file, line: line)
                } else {
                    let key = entry.kind == -1
                        ? entry.text : UnsafeBufferPointer(start: lowered.baseAddress! + Int(entry.kind), count: entry.text.count)
                    collected.collect(text: entry.text, key: key, hash: entry.hash, caseCounts: entry.caseCounts, bit: bit,
                                      keepsCase: keepsCase, file: file, line: line)
                }
            }
            start = end
        }
        KeyIndex.prefetched.wrappingAdd(sum, ordering: .relaxed)
    }

    func deallocate() { lowered.deallocate() }
}

/// Blocks passed from the splitting thread to the inserting one, in order, with at most
/// `capacity` waiting; then the tally of the whole file.
private final class BlockChannel: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private var waiting: [WordBlock] = []
    private var tally: LineTally?

    init(capacity: Int) { self.capacity = capacity }

    /// Waits for room, then passes `block` on.
    func send(_ block: WordBlock) {
        condition.lock()
        while waiting.count >= capacity { condition.wait() }
        waiting.append(block)
        condition.broadcast()
        condition.unlock()
    }

    /// Says that no block follows: the file is read, and this is its tally.
    func finish(_ tally: LineTally) {
        condition.lock()
        self.tally = tally
        condition.broadcast()
        condition.unlock()
    }

    /// The next block, waiting for it; `nil` after the last.
    func receive() -> WordBlock? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && tally == nil { condition.wait() }
        guard !waiting.isEmpty else { return nil }
        let block = waiting.removeFirst()
        condition.broadcast()
        return block
    }

    /// The tally given to ``finish(_:)`` (after ``receive()`` returned `nil`).
    func finalTally() -> LineTally {
        condition.lock()
        defer { condition.unlock() }
        return tally!
    }
}
