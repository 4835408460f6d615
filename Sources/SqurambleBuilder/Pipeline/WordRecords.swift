import Squramble

/// Every key the `words` inputs gave, in key order, with all the build made of it: the
/// last stage's value, made from the ``TieredWords`` and the targets' ranks, so every
/// column is there. What a build returns (``BuildResult/records``), reads as
/// ``WordRecord``s.
///
/// ```swift
/// let result = try Builder(recipe: recipe).run()
/// result.records.count                  // every key read
/// result.records[0]                     // a WordRecord, made now
/// result.records.tiers[0]               // the first key's tier, from its column
/// ```
package struct WordRecords: RandomAccessCollection, TieredStage {
    package let tiered: TieredWords
    /// Band, difficulty and other answers of each target.
    package let ranks: RankColumns
    package var bands: RankColumns.Bands { ranks.bands }

    package init(_ tiered: TieredWords, ranks: [TargetRanking.TargetRank]) {
        self.tiered = tiered
        self.ranks = RankColumns(ranks, count: tiered.count)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { tiered.count }

    /// Record `index`, whole.
    package subscript(index: Int) -> WordRecord {
        let position = Int(positions[index])
        let key = keys[index]
        let forms = words.surfaceForms(at: position)
        let mask = words.inputMask(at: position)
        let zipf = self.zipf(index), source = classifications[index].frequency.source
        return WordRecord(
            key: key, forms: forms, inputs: classifier.inputNames(mask), zipf: zipf, zipfSource: classifier.name(of: source),
            flags: classifier.flags(for: key, forms: forms, inputMask: mask, zipf: zipf, zipfSource: source,
                                    isWord: { self.index(of: $0) != nil }),
            decision: classifier.decisions[key], tier: tiers[index], reason: reasons[index],
            display: tiers[index] == .dropped ? DisplayForms.best(forms, commonWord: false).text : displays[index],
            band: ranks.band(index), difficulty: ranks.difficulty(index), otherAnswers: ranks.otherAnswers(index))
    }
}

/// The keys of the records, in key order, read through their positions in the table.
package struct KeyColumn: RandomAccessCollection, Sendable {
    package let positions: [Int32]
    package let keys: KeyList
    package var startIndex: Int { 0 }
    package var endIndex: Int { positions.count }
    package subscript(index: Int) -> String { keys[Int(positions[index])] }

    /// `body` of the bytes of record `index`'s key, where they lie: no `String` is made
    /// (making one checks the bytes again, a cost paid per key at every stage).
    @inline(__always)
    package func withBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try keys.withBytes(Int(positions[index]), body)
    }

    /// The letters of record `index`'s key (``ASCIIBytes/letterCount(_:)``).
    @inline(__always)
    package func letterCount(_ index: Int) -> Int { withBytes(index, ASCIIBytes.letterCount) }
}

/// What tiles show for each record, kept only where it is not the key itself (so for
/// most words of most lists): 4 bytes a record, and a string for each that differs.
package struct DisplayColumn: RandomAccessCollection, Sendable {
    /// Each record's display form: an index of `texts`, or ``ownKey``.
    package private(set) var slots: [Int32] = []
    /// The display forms that are not their record's key; the first is "" (the display
    /// form of a dropped record).
    package private(set) var texts: [String] = [""]
    private var keys: KeyColumn?
    /// The slot of a display form that is its record's key.
    package static let ownKey: Int32 = -1

    package init() {}

    /// The column of `displays`, one a record of `keys`; `nil`: the record's key.
    package init(_ displays: [String?], keys: KeyColumn) {
        self.keys = keys
        slots.reserveCapacity(displays.count)
        for (i, display) in displays.enumerated() {
            guard let display else {
                slots.append(Self.ownKey)
                continue
            }
            if display.isEmpty {
                slots.append(0)
            } else if keys.keys.withBytes(Int(keys.positions[i]), { key in display.withUTF8Bytes { equalBytes(key, $0) } }) {
                slots.append(Self.ownKey)
            } else {
                slots.append(Int32(truncatingIfNeeded: texts.count))
                texts.append(display)
            }
        }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { slots.count }
    package subscript(index: Int) -> String {
        let slot = slots[index]
        return slot == Self.ownKey ? keys![index] : texts[Int(slot)]
    }
}

/// The ranking stage's columns: each target's band, difficulty (to the hundredth, as it
/// is computed) and other answers, in 8 bytes a record.
package struct RankColumns: Sendable {
    /// Each record's band, `nil` for a record that is not a target.
    package struct Bands: RandomAccessCollection, Sendable {
        fileprivate var raw: [UInt8] = []
        package var startIndex: Int { 0 }
        package var endIndex: Int { raw.count }
        package subscript(index: Int) -> DifficultyBand? { DifficultyBand(rawValue: Int(raw[index])) }
    }

    package private(set) var bands = Bands()
    private var hundredths: [Int16] = []
    private var answers: [Int32] = []

    package init() {}

    package init(_ ranks: [TargetRanking.TargetRank], count: Int) {
        bands.raw = [UInt8](repeating: 0, count: count)
        hundredths = [Int16](repeating: 0, count: count)
        answers = [Int32](repeating: 0, count: count)
        for rank in ranks {
            bands.raw[rank.record] = UInt8(rank.band.rawValue)
            hundredths[rank.record] = rank.hundredths
            answers[rank.record] = Int32(clamping: rank.otherAnswers)
        }
    }

    package func band(_ record: Int) -> DifficultyBand? { bands.raw.isEmpty ? nil : bands[record] }
    package func difficulty(_ record: Int) -> Double? { band(record) == nil ? nil : Double(hundredths[record]) / 100 }
    package func otherAnswers(_ record: Int) -> Int? { band(record) == nil ? nil : Int(answers[record]) }
}
