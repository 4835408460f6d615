// API CONTRACT (stub). The signatures below are agreed between the format, builder
// and engine work; the format work replaces every `fatalError` with the real thing.

/// The identifier of a word in one dictionary: its rank in key order (0-based).
public struct WordID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    public static func < (a: WordID, b: WordID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

/// How hard a target word is to find. Computed by the builder, stored per target.
public enum DifficultyBand: Int, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    case veryEasy = 1, easy = 2, medium = 3, hard = 4, veryHard = 5
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
    public init(id: WordID, key: MatchKey, display: String, frequency: UInt8?, isTarget: Bool, band: DifficultyBand?) {
        self.id = id; self.key = key; self.display = display; self.frequency = frequency
        self.isTarget = isTarget; self.band = band
    }
}

/// A source the dictionary was built from, recorded in its header.
public struct LexiconSource: Sendable, Hashable, Codable {
    public var name: String
    public var license: String
    public var detail: String
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
    public var policy: NormalizationPolicy
    /// The ICU and Unicode versions the builder ran with.
    public var unicode: UnicodeVersions
    public var sources: [LexiconSource]
    /// e.g. "dictbuild 0.1.0". No timestamps: builds are deterministic.
    public var builtBy: String
    public init(name: String, language: String, policy: NormalizationPolicy, unicode: UnicodeVersions = .current,
                sources: [LexiconSource] = [], builtBy: String = "dictbuild \(Squramble.version)") {
        self.name = name; self.language = language; self.policy = policy; self.unicode = unicode
        self.sources = sources; self.builtBy = builtBy
    }
}

/// A word handed to ``LexiconWriter``.
public struct LexiconWord: Sendable, Hashable {
    public var key: MatchKey
    public var display: String
    public var frequency: UInt8?
    public var isTarget: Bool
    public var band: DifficultyBand?
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
    /// The file is shorter than its header says.
    case truncated(path: String, expected: Int, actual: Int)
    /// The file is damaged: a checksum mismatch or a structure that cannot be right.
    case corrupted(path: String, detail: String)

    public var description: String { fatalError("stub") }
}

/// Why a dictionary could not be written.
public struct LexiconWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A position in the dictionary's letter graph: the words that start with a prefix.
public struct LexiconNode: Sendable {
    /// Whether the prefix that leads here is itself a word.
    public var isWord: Bool { fatalError("stub") }
    /// The word ending here, when ``isWord``.
    public var wordID: WordID? { fatalError("stub") }
    /// The number of words that start with this prefix (including the prefix itself).
    public var wordCount: Int { fatalError("stub") }
    /// The node one letter further, or `nil` when no word continues with `letter`.
    public func child(_ letter: Character) -> LexiconNode? { fatalError("stub") }
    /// The letters that continue some word from here, with their nodes, in alphabet order.
    public var children: [(letter: Character, node: LexiconNode)] { fatalError("stub") }
}

/// An opened `.sqd` dictionary: memory-mapped, read-only, `Sendable`, cheap to copy.
public struct Lexicon: Sendable {
    /// Opens a dictionary file by memory-mapping it. Checks the header and section
    /// table; the full checksum is ``verify()``.
    public static func open(at path: String) throws(LexiconError) -> Lexicon { fatalError("stub") }
    /// A dictionary held in memory (tests, fuzzing, embedded data).
    public init(bytes: [UInt8], path: String = "<memory>") throws(LexiconError) { fatalError("stub") }
    /// Full integrity check: checksums and every structure.
    public func verify() throws(LexiconError) { fatalError("stub") }

    public var path: String { fatalError("stub") }
    public var metadata: LexiconMetadata { fatalError("stub") }
    public var policy: NormalizationPolicy { metadata.policy }
    public var formatVersion: Int { fatalError("stub") }
    public var fileSize: Int { fatalError("stub") }
    /// The checksum stored in the header (CRC-32 of the body).
    public var checksum: UInt32 { fatalError("stub") }
    public var wordCount: Int { fatalError("stub") }
    public var targetCount: Int { fatalError("stub") }
    /// Every letter used by some word, in the order the file sorts them.
    public var alphabet: [Character] { fatalError("stub") }

    public func wordID(for key: MatchKey) -> WordID? { fatalError("stub") }
    public func contains(_ key: MatchKey) -> Bool { wordID(for: key) != nil }
    /// The entry for an id in `0..<wordCount`. Precondition-free: ids out of range give `nil`.
    public func entry(_ id: WordID) -> LexiconEntry? { fatalError("stub") }
    public func entry(for key: MatchKey) -> LexiconEntry? { wordID(for: key).flatMap(entry) }

    /// The start of the letter graph (the empty prefix).
    public var root: LexiconNode { fatalError("stub") }
    /// The node for `prefix`, or `nil` when no word starts with it.
    public func node(forPrefix prefix: some Sequence<Character>) -> LexiconNode? { fatalError("stub") }
    /// Words starting with `prefix`, in key order, at most `limit`.
    public func words(withPrefix prefix: MatchKey, limit: Int = .max) -> [WordID] { fatalError("stub") }

    /// Every word whose letters are exactly `letters` (anagrams), in key order.
    public func anagrams(of letters: LetterMultiset) -> [WordID] { fatalError("stub") }
    /// Every word of at least `minLength` letters that can be made from `rack`
    /// (each rack letter used at most once), in key order. Pruned walk, not a scan.
    public func subanagrams(of rack: LetterMultiset, minLength: Int = 1) -> [WordID] { fatalError("stub") }

    /// The number of targets with `length` letters in `band`.
    public func targetCount(length: Int, band: DifficultyBand) -> Int { fatalError("stub") }
    /// The `index`-th target (in key order) with `length` letters in `band`;
    /// `index` in `0..<targetCount(length:band:)`.
    public func target(length: Int, band: DifficultyBand, index: Int) -> WordID? { fatalError("stub") }
    /// The (length, band) pairs that have targets, with their counts.
    public var targetGroups: [(length: Int, band: DifficultyBand, count: Int)] { fatalError("stub") }
}

/// Writes `.sqd` files. Deterministic: the same words and metadata give the same bytes.
public enum LexiconWriter {
    /// Encodes a dictionary. `words` may come in any order; keys must be unique,
    /// non-empty, letters only; every target must have a band.
    public static func encode(words: [LexiconWord], metadata: LexiconMetadata) throws(LexiconWriteError) -> [UInt8] { fatalError("stub") }
    /// Encodes and writes atomically (temporary file, flush, rename). No partial file is ever left.
    public static func write(words: [LexiconWord], metadata: LexiconMetadata, to path: String) throws(LexiconWriteError) { fatalError("stub") }
}
