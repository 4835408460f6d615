/// The words a dictionary file is written from, as columns: what ``LexiconWriter`` reads
/// of each word, without a ``LexiconWord`` (two strings, 40 bytes) for each.
///
/// A builder with millions of words hands over arrays it holds anyway (the bytes of its
/// keys, its display forms) and adds 12 bytes a word: where the word's key and display
/// form are in them, its frequency, whether it is a target and its band.
///
/// ```swift
/// var columns = LexiconColumns(words)          // from words, for the public API
/// columns.bands[0] = DifficultyBand.easy.rawValue
/// ```
///
/// Invariants: `keyOf`, `displayOf`, `frequencies`, `isTarget` and `bands` have one
/// element a word; `keyStarts` is ascending, its last element at most `keyBytes.count`,
/// and every `keyOf[i] + 1` an index of it; every `displayOf[i]` an index of `displays`
/// or ``ownKey``.
package struct LexiconColumns: Sendable {
    /// Keys' UTF-8 bytes, one after another: key `k` is `keyBytes[keyStarts[k]..<keyStarts[k + 1]]`.
    package var keyBytes: [UInt8]
    package var keyStarts: [UInt32]
    /// Each word's key, as an index of `keyStarts`.
    package var keyOf: [Int32]
    package var displays: [String]
    /// Each word's display form, as an index of `displays`, or ``ownKey`` for a display
    /// form that is the key, byte for byte.
    package var displayOf: [Int32]
    /// The `displayOf` of a word shown as its key.
    package static let ownKey: Int32 = -1
    package var frequencies: [UInt8?]
    package var isTarget: [Bool]
    /// Each word's band's raw value, 0 for none.
    package var bands: [UInt8]

    package init(keyBytes: [UInt8], keyStarts: [UInt32], keyOf: [Int32], displays: [String], displayOf: [Int32],
                 frequencies: [UInt8?], isTarget: [Bool], bands: [UInt8]) {
        self.keyBytes = keyBytes; self.keyStarts = keyStarts; self.keyOf = keyOf
        self.displays = displays; self.displayOf = displayOf
        self.frequencies = frequencies; self.isTarget = isTarget; self.bands = bands
    }

    /// The columns of `words`, in their order.
    package init(_ words: [LexiconWord]) {
        var bytes: [UInt8] = [], starts: [UInt32] = [0]
        for word in words {
            bytes.append(contentsOf: word.key.text.utf8)
            starts.append(UInt32(truncatingIfNeeded: bytes.count))
        }
        self.init(keyBytes: bytes, keyStarts: starts, keyOf: (0..<words.count).map { Int32(truncatingIfNeeded: $0) },
                  displays: words.map(\.display), displayOf: (0..<words.count).map { Int32(truncatingIfNeeded: $0) },
                  frequencies: words.map(\.frequency), isTarget: words.map(\.isTarget),
                  bands: words.map { UInt8($0.band?.rawValue ?? 0) })
    }

    package var count: Int { keyOf.count }

    /// `body` of word `word`'s key bytes.
    @inline(__always)
    func withKeyBytes<R>(_ word: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let k = Int(keyOf[word])
        let start = Int(keyStarts[k]), end = Int(keyStarts[k + 1])
        return keyBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    func keyByteCount(_ word: Int) -> Int {
        let k = Int(keyOf[word])
        return Int(keyStarts[k + 1] - keyStarts[k])
    }

    func key(_ word: Int) -> MatchKey { MatchKey(normalized: withKeyBytes(word) { String(decoding: $0, as: UTF8.self) }) }
    func display(_ word: Int) -> String {
        displayOf[word] == Self.ownKey ? key(word).text : displays[Int(displayOf[word])]
    }

    /// The number of UTF-8 bytes of word `word`'s display form.
    func displayByteCount(_ word: Int) -> Int {
        displayOf[word] == Self.ownKey ? keyByteCount(word) : displays[Int(displayOf[word])].utf8.count
    }
    func band(_ word: Int) -> DifficultyBand? { DifficultyBand(rawValue: Int(bands[word])) }
}
