/// Why a list of words could not be made into a dictionary file, with the evidence: the
/// key at fault and the limit it broke. The sentences a person reads are made in one
/// place, ``description``; a program matches on ``reason``.
public struct LexiconWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// More words than a file can number (ids are 32-bit).
        case tooManyWords(count: Int, limit: Int)
        /// The keys' UTF-8 together is over the 4 GiB a writer's offsets can reach.
        case keysTooLarge
        /// Word `position` (from 1) of `count` has an empty key.
        case emptyKey(position: Int, count: Int, display: String)
        /// A key has something that is not a letter.
        case keyNotLetters(key: String, reason: NotAWordReason)
        /// A key has a letter (a grapheme cluster) longer than 255 bytes of UTF-8.
        case letterTooLong(key: String)
        /// The words use more different letters than an alphabet may hold.
        case tooManyLetters(count: Int, limit: Int)
        /// A key has more letters than a word may have.
        case keyTooLong(key: String, letters: Int, limit: Int)
        /// The same key is given twice.
        case duplicateKey(String)
        /// A target has no difficulty band.
        case targetWithoutBand(key: String)
        /// A word that is not a target has a difficulty band.
        case bandWithoutTarget(key: String)
        /// A display form is empty.
        case emptyDisplay(key: String)
        /// A display form is longer than the format stores.
        case displayTooLong(key: String)
        /// A letter of the keys is not in the normal form of the file's policy.
        case letterNotNormal(letter: String, policy: NormalizationPolicy)
        /// The letter graph and frequency sections are too small for the words: the
        /// writer failed to make room (a defect of the writer, not of the words).
        case graphTooSmall(words: Int, bytes: Int)
        /// The display forms together are over 4 GiB.
        case displaysTooLarge
        /// The metadata could not be written as JSON.
        case metadataNotJSON(detail: String)
        /// The whole file would be over the 4 GiB a `.sqd` file holds.
        case fileTooLarge(bytes: Int)
        /// The finished file could not be written.
        case cannotWrite(StorageError)
    }

    /// What went wrong, with its evidence.
    public var reason: Reason

    /// An error for `reason`.
    public init(_ reason: Reason) { self.reason = reason }

    /// What went wrong, in one line (the same as ``description``).
    public var message: String { description }

    public var description: String {
        switch reason {
        case .tooManyWords(let count, let limit):
            "too many words: \(count); a dictionary holds at most \(limit)"
        case .keysTooLarge:
            "the keys take more than 4 GiB"
        case .emptyKey(let position, let count, let display):
            "word \(position) of \(count) has an empty key (display \(Self.quoted(display))); every word needs at least one letter"
        case .keyNotLetters(let key, let reason):
            "the key \(Self.quoted(key)) is not made of letters only (\(reason)); keys must be letters"
        case .letterTooLong(let key):
            "the key \(Self.quoted(key)) has a letter longer than 255 bytes of UTF-8"
        case .tooManyLetters(let count, let limit):
            "the words use \(count) different letters; a dictionary holds at most \(limit)"
        case .keyTooLong(let key, let letters, let limit):
            "the key starting \(Self.quoted(String(key.prefix(20)))) has \(letters) letters; the most a word may have is \(limit)"
        case .duplicateKey(let key):
            "the key \(Self.quoted(key)) appears more than once; each key must be given once (merge the duplicates first)"
        case .targetWithoutBand(let key):
            "the target \(Self.quoted(key)) has no difficulty band; give every target a band"
        case .bandWithoutTarget(let key):
            "the word \(Self.quoted(key)) has a difficulty band but is not a target; bands are only for targets"
        case .emptyDisplay(let key):
            "the word \(Self.quoted(key)) has an empty display form; use the key when there is nothing better"
        case .displayTooLong(let key):
            "the display form of \(Self.quoted(key)) is too long"
        case .letterNotNormal(let letter, let policy):
            "the letter \(Self.quoted(letter)) is not in the normal form of the policy (\(policy)); make keys with NormalizationPolicy.key(for:)"
        case .graphTooSmall(let words, let bytes):
            "\(words) words in letter graph and frequency sections of \(bytes) bytes; the writer should have made room for them"
        case .displaysTooLarge:
            "the display forms take more than 4 GiB"
        case .metadataNotJSON(let detail):
            "the metadata could not be encoded as JSON: \(detail)"
        case .fileTooLarge(let bytes):
            "the dictionary would take \(bytes) bytes; a .sqd file holds at most 4 GiB"
        case .cannotWrite(let error):
            "cannot write the dictionary: \(error)"
        }
    }

    /// `text` in double quotes, its control characters escaped so a message stays one line.
    static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined() + "\""
    }
}
