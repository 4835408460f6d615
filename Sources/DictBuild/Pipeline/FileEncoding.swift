import Squramble

/// The encoding stage: the dictionary's words, and the file when it is wanted.
///
/// Most of the file does not depend on the targets' bands (the letter graph, the
/// frequencies, the display forms), so ``start(_:encodes:)`` makes it in the background
/// while the targets are ranked, and ``finish(_:metadata:)`` adds the bands, the target
/// tables, the metadata and the checksums (`LexiconWriter.prepare` and
/// `encode(words:metadata:prepared:)`). The file is byte for byte the one
/// `LexiconWriter.encode(words:metadata:)` makes from the ranked words.
///
/// ```swift
/// let encoding = FileEncoding.start(records, encodes: true)   // records with tiers and displays
/// records.setRanks(TargetRanking.rank(records, missingZipf: 3))
/// let (words, file) = try encoding.finish(records, metadata: metadata)
/// ```
struct FileEncoding {
    private typealias Prepared = (words: [LexiconWord], records: [Int], prepared: Result<PreparedWords, LexiconWriteError>?)
    private let wait: () -> Prepared

    /// Starts making the words of `records` that are kept (without bands), and, if
    /// `encodes`, the part of the file they give.
    static func start(_ records: WordRecords, encodes: Bool) -> FileEncoding {
        FileEncoding(wait: ParallelMap.inBackground { () -> Prepared in
            var words: [LexiconWord] = [], kept: [Int] = []
            words.reserveCapacity(records.count)
            kept.reserveCapacity(records.count)
            let keys = records.keys
            for i in records.indices where records.tiers[i] != .dropped {
                words.append(LexiconWord(key: MatchKey(normalized: keys[i]), display: records.displays[i],
                                         frequency: records.classifications[i].zipf.map { UInt8(clamping: Int(($0 * 10).rounded())) },
                                         isTarget: records.tiers[i] == .target, band: nil))
                kept.append(i)
            }
            let prepared = encodes && !words.isEmpty ? Result { () throws(LexiconWriteError) in try LexiconWriter.prepare(words) } : nil
            return (words, kept, prepared)
        })
    }

    /// The words with their bands from `ranked` (the records `start` was given, ranked),
    /// and the file, if it was asked for and there is a word to write.
    func finish(_ ranked: WordRecords, metadata: LexiconMetadata) throws(BuildError) -> (words: [LexiconWord], file: [UInt8]?) {
        var (words, kept, prepared) = wait()
        for (word, record) in kept.enumerated() { words[word].band = ranked.bands[record] }
        guard let prepared else { return (words, nil) }
        do {
            return (words, try LexiconWriter.encode(words: words, metadata: metadata, prepared: prepared.get()))
        } catch {
            throw .cannotEncode(error)
        }
    }
}
