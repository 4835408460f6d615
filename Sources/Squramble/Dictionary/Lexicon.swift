// The public surface of a dictionary: the types shared by the builder, the engine
// and the file format. The work behind them lives in `Lexicon+*.swift`,
// `LexiconNode.swift` and `Sources/Squramble/Format`.

/// The identifier of a word in one dictionary: its rank in key order (0-based).
public struct WordID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The word's 0-based rank in the dictionary's key order.
    public let rawValue: UInt32
    /// The id of the word at rank `rawValue`; whether such a word exists is for
    /// ``Lexicon/entry(_:)`` to say.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    public static func < (a: WordID, b: WordID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// How hard a target word is to find. Computed by the builder, stored per target.
public enum DifficultyBand: Int, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Band 1 (stored as its raw value in the file): the easiest targets.
    case veryEasy = 1
    /// Band 2.
    case easy = 2
    /// Band 3.
    case medium = 3
    /// Band 4.
    case hard = 4
    /// Band 5: the hardest targets.
    case veryHard = 5
    public static func < (a: DifficultyBand, b: DifficultyBand) -> Bool { a.rawValue < b.rawValue }
    public var description: String {
        switch self {
        case .veryEasy: "very easy"
        case .easy: "easy"
        case .medium: "medium"
        case .hard: "hard"
        case .veryHard: "very hard"
        }
    }
}

/// One word as stored in a dictionary.
public struct LexiconEntry: Sendable, Hashable {
    /// The word's id: its rank in key order.
    public var id: WordID
    /// The match key (normalised under the dictionary's policy).
    public var key: MatchKey
    /// What tiles show: NFC, the best spelling seen in the inputs (e.g. "café", "straße").
    public var display: String
    /// Zipf frequency × 10, rounded (0...255); `nil` when the inputs had no frequency for it.
    public var frequency: UInt8?
    /// Whether the game may choose this word to scramble.
    public var isTarget: Bool
    /// The difficulty band of a target; `nil` for words that are only accepted.
    public var band: DifficultyBand?
    /// An entry from its parts, as ``Lexicon/entry(_:)`` returns it.
    public init(id: WordID, key: MatchKey, display: String, frequency: UInt8?, isTarget: Bool, band: DifficultyBand?) {
        self.id = id; self.key = key; self.display = display; self.frequency = frequency
        self.isTarget = isTarget; self.band = band
    }
}

/// A source the dictionary was built from, recorded in its header.
public struct LexiconSource: Sendable, Hashable, Codable {
    /// What the source is, e.g. "SCOWL 60".
    public var name: String
    /// The licence the source is used under.
    public var license: String
    /// Anything else worth recording (version, options, URL); may be empty.
    public var detail: String
    /// A source as recorded in a dictionary's header.
    public init(name: String, license: String, detail: String = "") {
        self.name = name; self.license = license; self.detail = detail
    }
}

/// What a dictionary says about itself.
public struct LexiconMetadata: Sendable, Hashable, Codable {
    /// A short name, e.g. "English (SCOWL 60)".
    public var name: String
    /// BCP 47 language code, e.g. "en".
    public var language: String
    /// How typed text becomes a match key in this dictionary (accent folding, locale).
    public var policy: NormalizationPolicy
    /// The ICU and Unicode versions the builder ran with.
    public var unicode: UnicodeVersions
    /// The word lists the dictionary was built from, with their licences.
    public var sources: [LexiconSource]
    /// The program that built the file, e.g. "dictbuild 0.1.0". No timestamps: builds are deterministic.
    public var builtBy: String
    /// Metadata for ``LexiconWriter``; the Unicode versions and `builtBy` default to
    /// this library's.
    public init(name: String, language: String, policy: NormalizationPolicy, unicode: UnicodeVersions = .current,
                sources: [LexiconSource] = [], builtBy: String = "dictbuild \(Squramble.version)") {
        self.name = name; self.language = language; self.policy = policy; self.unicode = unicode
        self.sources = sources; self.builtBy = builtBy
    }
}

/// A word handed to ``LexiconWriter``.
public struct LexiconWord: Sendable, Hashable {
    /// The match key; unique in a dictionary, non-empty, letters only.
    public var key: MatchKey
    /// What tiles show (NFC), e.g. "café" for the key `cafe`.
    public var display: String
    /// Zipf frequency × 10, rounded (0...255), or `nil` when unknown.
    public var frequency: UInt8?
    /// Whether the game may choose this word to scramble.
    public var isTarget: Bool
    /// The difficulty band; required for a target, `nil` for a word that is only accepted.
    public var band: DifficultyBand?
    /// A word to write; by default accepted only, not a target.
    public init(key: MatchKey, display: String, frequency: UInt8? = nil, isTarget: Bool = false, band: DifficultyBand? = nil) {
        self.key = key; self.display = display; self.frequency = frequency; self.isTarget = isTarget; self.band = band
    }
}

/// Why a dictionary file was refused.
public enum LexiconError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(path: String, reason: String)
    /// The file does not start with the dictionary magic: it is not a dictionary.
    case notADictionary(path: String)
    /// The file is from a newer format version than this library reads.
    case newerVersion(path: String, found: Int, supported: Int)
    /// The file is from an older format version that this library no longer reads
    /// (its letter graph is laid out differently): rebuild it with this dictbuild.
    case olderVersion(path: String, found: Int, supported: Int)
    /// The file is shorter than its header says.
    case truncated(path: String, expected: Int, actual: Int)
    /// The file is damaged: a checksum mismatch or a structure that cannot be right.
    case corrupted(path: String, detail: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the dictionary \(path): \(reason); check that the path names a .sqd file you may read"
        case let .notADictionary(path):
            "\(path) is not a Squramble dictionary (it does not start with the .sqd signature); give a file made by dictbuild"
        case let .newerVersion(path, found, supported):
            "\(path) uses dictionary format version \(found) but this Squramble reads versions up to \(supported); update Squramble or rebuild the dictionary with this dictbuild"
        case let .olderVersion(path, found, supported):
            "\(path) uses dictionary format version \(found), which this Squramble no longer reads (it reads version \(supported)); rebuild the dictionary with this dictbuild from its recipe or word lists"
        case let .truncated(path, expected, actual):
            "\(path) is truncated (\(actual) bytes, its header needs \(expected)); copy it again or rebuild it with dictbuild"
        case let .corrupted(path, detail):
            "\(path) is corrupted: \(detail); rebuild it with dictbuild or restore a good copy"
        }
    }
}

/// A position in the dictionary's letter graph: the words that start with a prefix.
///
/// ```swift
/// let node = lexicon.node(forPrefix: "ca")
/// node?.wordCount              // how many words start with "ca"
/// node?.child("t")?.isWord     // true when "cat" is a word
/// ```
public struct LexiconNode: Sendable {
    let core: LexiconCore
    /// Where the state starts in the graph.
    let state: Int
    /// The id of the first word (in key order) that starts with this prefix.
    let rank: Int

    /// Whether the prefix that leads here is itself a word.
    public var isWord: Bool { core.state(state)?.isFinal ?? false }
    /// The word ending here, when ``isWord``.
    public var wordID: WordID? { isWord ? core.wordID(rank: rank) : nil }
    /// The number of words that start with this prefix (including the prefix itself).
    public var wordCount: Int { core.state(state).map { Int($0.count) } ?? 0 }
    /// The node one letter further, or `nil` when no word continues with `letter`.
    public func child(_ letter: Character) -> LexiconNode? {
        guard let label = core.letterIndex(letter), let next = core.step(state: state, rank: rank, label: label) else { return nil }
        return LexiconNode(core: core, state: next.state, rank: next.rank)
    }
    /// The letters that continue some word from here, with their nodes, in alphabet order.
    public var children: [(letter: Character, node: LexiconNode)] {
        core.children(state: state, rank: rank).map { ($0.letter, LexiconNode(core: core, state: $0.state, rank: $0.rank)) }
    }
}

/// An opened `.sqd` dictionary: memory-mapped, read-only, `Sendable`, cheap to copy.
///
/// ```swift
/// let lexicon = try Lexicon.open(at: "en.sqd")
/// let key = try lexicon.policy.key(for: "Tests")
/// if let id = lexicon.wordID(for: key) { print(lexicon.entry(id)?.display ?? "") }
/// lexicon.subanagrams(of: LetterMultiset("retains"), minLength: 3)
/// ```
///
/// A ``WordID`` is the rank of a word in *key order*: keys compared letter by letter,
/// letters in the order of ``alphabet`` (Unicode scalar order of each letter). For keys
/// whose letters are single code points this is the order of ``MatchKey``'s `<`.
///
/// A file that passed ``open(at:)`` but is damaged inside never makes a query trap or
/// hang: queries return `nil` or fewer results. ``verify()`` finds such damage.
public struct Lexicon: Sendable {
    let core: LexiconCore

    /// Opens a dictionary file by memory-mapping it. Checks the header and section
    /// table; the full checksum is ``verify()``.
    ///
    /// The mapping stays valid when the file is replaced (``LexiconWriter/write(words:metadata:to:)``
    /// renames a new file over it); truncating the file in place while it is open is not
    /// supported (the system would stop the process on the next read past the new end).
    /// - Complexity: O(1) in the number of words: it reads the header, the alphabet, the
    ///   metadata and the first two levels of the letter graph (a table of at most 4,160 entries).
    public static func open(at path: String) throws(LexiconError) -> Lexicon {
        Lexicon(core: try LexiconCore(storage: LexiconStorage(mapping: path), path: path))
    }
    /// A dictionary held in memory (tests, fuzzing, embedded data).
    public init(bytes: [UInt8], path: String = "<memory>") throws(LexiconError) {
        core = try LexiconCore(storage: LexiconStorage(copying: bytes), path: path)
    }
    init(core: LexiconCore) { self.core = core }

    /// Full integrity check: checksums and every structure.
    /// - Complexity: O(file size + (targets + display forms) × longest word).
    public func verify() throws(LexiconError) { try core.verify() }
    /// Checks only the body checksum (the header's is checked by ``open(at:)``): enough to
    /// find a flipped byte anywhere, though not a file written wrong with a right checksum.
    /// - Complexity: one pass over the file's bytes (about a millisecond a megabyte).
    public func verifyChecksum() throws(LexiconError) { try core.verifyChecksum() }

    /// The path the dictionary was opened from (`"<memory>"` or the given name for
    /// ``init(bytes:path:)``).
    public var path: String { core.path }
    /// What the dictionary says about itself: name, language, policy, sources.
    public var metadata: LexiconMetadata { core.metadata }
    /// The normalisation policy typed text must go through to be looked up here.
    public var policy: NormalizationPolicy { metadata.policy }
    /// The `.sqd` format version of the file.
    public var formatVersion: Int { core.header.version }
    /// The file's length in bytes, as its header gives it.
    public var fileSize: Int { core.header.fileLength }
    /// The checksum stored in the header (CRC-32 of the body).
    public var checksum: UInt32 { core.header.bodyChecksum }
    /// The number of words; ids run from 0 to `wordCount - 1`.
    public var wordCount: Int { core.header.wordCount }
    /// The number of words the game may choose to scramble.
    public var targetCount: Int { core.header.targetCount }
    /// The number of letters of the longest word.
    public var longestWordLength: Int { core.header.longestWord }
    /// Every letter used by some word, in the order the file sorts them.
    public var alphabet: [Character] { core.alphabet }

    /// The id of a word, or `nil` when `key` is not a word.
    /// - Complexity: O(letters): one step per letter, whatever the number of sibling
    ///   letters; no allocation.
    public func wordID(for key: MatchKey) -> WordID? { core.wordID(for: key) }
    /// The id of a word given as the UTF-8 bytes of its match key (already normalised:
    /// a slice of a ``MatchKey``'s text, a buffer the caller spells keys into).
    ///
    /// ```swift
    /// var letters: [UInt8] = Array("cats".utf8)
    /// letters.withUnsafeBufferPointer { lexicon.wordID(forNormalizedUTF8: $0) }
    /// ```
    /// - Complexity: as ``wordID(for:)``; no allocation for ASCII keys (others are
    ///   decoded into letters once).
    public func wordID(forNormalizedUTF8 key: UnsafeBufferPointer<UInt8>) -> WordID? {
        if let found = core.wordID(utf8: key) { return found }
        return core.wordID(letters: Substring(String(decoding: key, as: UTF8.self)))
    }
    /// The id of a word given as part of a normalised key, without copying it.
    /// - Complexity: as ``wordID(for:)``; no allocation.
    public func wordID(forNormalized key: Substring) -> WordID? {
        var key = key
        if let found = key.withUTF8({ core.wordID(utf8: $0) }) { return found }
        return core.wordID(letters: key)
    }
    /// The id of the word a person typed, normalised under ``policy`` when it needs it.
    ///
    /// Text of lowercase ASCII letters only is its own match key under every policy
    /// (see ``NormalizationPolicy/key(for:)``), so it is looked up as it is, without
    /// ICU and without allocating; anything else (capitals, full-width or decomposed
    /// letters, white space) goes through ``NormalizationPolicy/key(for:)`` first.
    ///
    /// ```swift
    /// lexicon.wordID(forTyped: "cats") == lexicon.wordID(forTyped: "ＣＡＴＳ")   // true
    /// ```
    public func wordID(forTyped text: String) -> WordID? {
        var text = text
        let plain = text.withUTF8 { bytes in
            !bytes.isEmpty && bytes.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") } ? core.wordID(utf8: bytes) : nil
        }
        if let plain { return plain }
        guard let key = try? policy.key(for: text) else { return nil }
        return wordID(for: key)
    }
    /// Whether `key` is a word of the dictionary.
    /// - Complexity: as ``wordID(for:)``.
    public func contains(_ key: MatchKey) -> Bool { wordID(for: key) != nil }
    /// The entry for an id in `0..<wordCount`. Precondition-free: ids out of range give `nil`.
    public func entry(_ id: WordID) -> LexiconEntry? { core.entry(Int(id.rawValue)) }
    /// The entry for a key, or `nil` when `key` is not a word.
    public func entry(for key: MatchKey) -> LexiconEntry? { wordID(for: key).flatMap(entry) }
    /// Calls `body` with every entry in key order (ids 0, 1, 2, …). One walk of the
    /// graph: much faster than ``entry(_:)`` for every id when listing a dictionary.
    public func forEachEntry(_ body: (LexiconEntry) throws -> Void) rethrows {
        try core.forEachWord { rank, labels in try body(core.entry(rank, labels: labels)) }
    }
    /// Calls `body` with the id and display form of every word whose display form is not
    /// its key (`café` for `cafe`, `Paris` for `paris`), in key order. One walk of the graph
    /// and of the stored display forms: much faster than ``forEachEntry(_:)`` when only
    /// those are wanted (the letters a language is written with).
    public func forEachDisplayForm(_ body: (WordID, String) throws -> Void) rethrows {
        try core.forEachDisplayForm { rank, display in try body(WordID(UInt32(truncatingIfNeeded: rank)), display) }
    }
    /// How many words have each length in letters (`counts[n]`: words of `n` letters).
    /// - Complexity: one walk of the graph, without making the words' entries.
    public func wordCountsByLength() -> [Int] {
        var counts = [Int](repeating: 0, count: longestWordLength + 1)
        core.forEachWord { _, labels in if labels.count < counts.count { counts[labels.count] += 1 } }
        return counts
    }
    /// The match key of a word, without its other data.
    public func key(_ id: WordID) -> MatchKey? { core.key(Int(id.rawValue)) }

    /// The start of the letter graph (the empty prefix).
    public var root: LexiconNode { LexiconNode(core: core, state: core.root, rank: 0) }
    /// The node for `prefix`, or `nil` when no word starts with it.
    public func node(forPrefix prefix: some Sequence<Character>) -> LexiconNode? {
        var state = core.root, rank = 0
        for letter in prefix {
            guard let label = core.letterIndex(letter), let next = core.step(state: state, rank: rank, label: label) else { return nil }
            (state, rank) = next
        }
        return LexiconNode(core: core, state: state, rank: rank)
    }
    /// Words starting with `prefix`, in key order, at most `limit`.
    /// - Complexity: O(prefix + result): the words with one prefix have consecutive ids.
    public func words(withPrefix prefix: MatchKey, limit: Int = .max) -> [WordID] {
        guard limit > 0, let node = node(forPrefix: prefix.text) else { return [] }
        let start = min(node.rank, wordCount)
        let end = min(start + min(node.wordCount, limit), wordCount)
        return (start..<end).map { WordID(UInt32(truncatingIfNeeded: $0)) }
    }

    /// Every word whose letters are exactly `letters` (anagrams), in key order.
    public func anagrams(of letters: LetterMultiset) -> [WordID] {
        core.rackSearch(letters, minLength: letters.count, exact: true)
    }
    /// Every word of at least `minLength` letters that can be made from `rack`
    /// (each rack letter used at most once), in key order. Pruned walk, not a scan.
    /// - Complexity: proportional to the prefixes of dictionary words the rack can spell.
    public func subanagrams(of rack: LetterMultiset, minLength: Int = 1) -> [WordID] {
        core.rackSearch(rack, minLength: max(minLength, 1), exact: false)
    }

    /// The number of targets with `length` letters in `band`.
    public func targetCount(length: Int, band: DifficultyBand) -> Int {
        core.targetGroup(length: length, band: band)?.count ?? 0
    }
    /// The `index`-th target (in key order) with `length` letters in `band`;
    /// `index` in `0..<targetCount(length:band:)`.
    /// - Complexity: O(log groups), then at most 31 varints.
    public func target(length: Int, band: DifficultyBand, index: Int) -> WordID? {
        guard let group = core.targetGroup(length: length, band: band), index >= 0, index < group.count else { return nil }
        return core.targetID(in: group, at: index)
    }
    /// The (length, band) pairs that have targets, with their counts.
    public var targetGroups: [(length: Int, band: DifficultyBand, count: Int)] {
        core.allTargetGroups().map { ($0.length, $0.band, $0.count) }
    }
}

/// Writes `.sqd` files. Deterministic: the same words and metadata give the same bytes.
///
/// ```swift
/// let words = [LexiconWord(key: MatchKey(normalized: "cafe"), display: "café", frequency: 45,
///                          isTarget: true, band: .easy)]
/// try LexiconWriter.write(words: words, metadata: LexiconMetadata(name: "Demo", language: "fr",
///                         policy: NormalizationPolicy(foldsAccents: true)), to: "demo.sqd")
/// ```
public enum LexiconWriter {
    /// Encodes a dictionary. `words` may come in any order; keys must be unique,
    /// non-empty, letters only; every target must have a band.
    /// - Complexity: O(n log n) in the number of words.
    public static func encode(words: [LexiconWord], metadata: LexiconMetadata) throws(LexiconWriteError) -> [UInt8] {
        try encodeFile(words: words, metadata: metadata)
    }
    /// Encodes and writes atomically (temporary file, flush, rename). No partial file is ever left.
    public static func write(words: [LexiconWord], metadata: LexiconMetadata, to path: String) throws(LexiconWriteError) {
        try write(encode(words: words, metadata: metadata), to: path)
    }
    /// Writes a dictionary made by ``encode(words:metadata:)`` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(LexiconWriteError) {
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw LexiconWriteError(.cannotWrite(error))
        }
    }
}
