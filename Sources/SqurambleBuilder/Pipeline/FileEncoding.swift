import Squramble

/// The encoding stage: the dictionary file, when it is wanted.
///
/// Most of the file does not depend on the targets' bands (the letter graph, the
/// frequencies, the display forms), so ``start(_:encodes:)`` makes it in the background
/// while the targets are ranked, and ``finish(_:metadata:)`` adds the bands, the target
/// tables, the metadata and the checksums (`LexiconWriter.prepare` and
/// `encode(_:metadata:prepared:)`). The file is byte for byte the one
/// `LexiconWriter.encode(words:metadata:)` makes from the ranked words
/// (``WordRecords/lexiconWords``).
///
/// The writer reads the words as columns (`LexiconColumns`): the key bytes the word table
/// collected and the records' display forms, shared, plus 12 bytes a word, where a
/// `LexiconWord` a word would take 40 and copies of both.
///
/// ```swift
/// let encoding = FileEncoding.start(tiered, encodes: true)   // words with tiers and displays
/// let records = WordRecords(tiered, ranks: TargetRanking.rank(tiered, missingZipf: 3))
/// let file = try encoding.finish(records, metadata: metadata)
/// ```
package struct FileEncoding {
    /// The columns and what the writer prepared of them; `nil` when no file is wanted or
    /// there is no word to write.
    private typealias Prepared = (columns: LexiconColumns, prepared: Result<PreparedWords, LexiconWriteError>)?
    private let wait: () -> Prepared

    /// Starts gathering the columns of the records that are kept (without bands), and,
    /// if `encodes`, the part of the file they give.
    package static func start(_ records: TieredWords, encodes: Bool) -> FileEncoding {
        FileEncoding(wait: ParallelMap.inBackground { () -> Prepared in
            guard encodes else { return nil }
            let columns = records.lexiconColumns()
            guard columns.count > 0 else { return nil }
            return (columns, Result { () throws(LexiconWriteError) in try LexiconWriter.prepare(columns) })
        })
    }

    /// The file, with the bands of `ranked` (the words `start` was given, ranked), if it
    /// was asked for and there is a word to write.
    package func finish(_ ranked: WordRecords, metadata: LexiconMetadata) throws(BuildError) -> [UInt8]? {
        guard let (ready, prepared) = wait() else { return nil }
        var columns = ready
        var word = 0
        for i in ranked.indices where ranked.tiers[i] != .dropped {
            columns.bands[word] = UInt8(ranked.bands[i]?.rawValue ?? 0)
            word += 1
        }
        do {
            return try LexiconWriter.encode(columns, metadata: metadata, prepared: prepared.get())
        } catch {
            throw .cannotEncode(error)
        }
    }
}

extension WordRecords {
    /// The records that are kept, as the words of the dictionary file, in key order, with
    /// their bands: what ``FileEncoding`` writes, as values.
    package var lexiconWords: [LexiconWord] {
        indices.filter { tiers[$0] != .dropped }.map { i in
            LexiconWord(key: MatchKey(normalized: keys[i]), display: displays[i], frequency: frequency(i),
                        isTarget: tiers[i] == .target, band: bands[i])
        }
    }
}

extension TieredWords {
    /// The records that are kept, as the columns the writer reads (without bands): the
    /// keys are the word table's bytes, and the display forms those of ``displays`` that
    /// are not the key.
    package func lexiconColumns() -> LexiconColumns {
        var keyOf: [Int32] = [], displayOf: [Int32] = [], frequencies: [UInt8?] = [], isTarget: [Bool] = []
        // Room for the kept records, counted first: these live until the file is written.
        let kept = tiers.reduce(0) { $0 + ($1 == .dropped ? 0 : 1) }
        keyOf.reserveCapacity(kept); displayOf.reserveCapacity(kept)
        frequencies.reserveCapacity(kept); isTarget.reserveCapacity(kept)
        for i in indices where tiers[i] != .dropped {
            keyOf.append(positions[i])
            let slot = displays.slots[i]
            displayOf.append(slot == DisplayColumn.ownKey ? LexiconColumns.ownKey : slot)
            frequencies.append(frequency(i))
            isTarget.append(tiers[i] == .target)
        }
        let (bytes, starts) = words.keyBytes
        return LexiconColumns(keyBytes: bytes, keyStarts: starts, keyOf: keyOf, displays: displays.texts, displayOf: displayOf,
                              frequencies: frequencies, isTarget: isTarget,
                              bands: [UInt8](repeating: 0, count: keyOf.count))
    }

}

extension ClassifiedStage {
    /// The frequency the file gives record `i`: its Zipf value × 10, rounded.
    fileprivate func frequency(_ i: Int) -> UInt8? {
        zipf(i).map { UInt8(clamping: Int(($0 * 10).rounded())) }
    }
}
