import Squramble

/// Every key the `words` inputs gave, in key order, with what the build made of it: the
/// value the stages after reading pass on, each adding its column.
///
/// A column a field: the fields every later stage scans (tier, reason, display form,
/// band…) sit in flat arrays, and the rest of a ``WordRecord`` (its spellings, the
/// evidence of each rule, its decision) is made when a record is read, from what reading
/// collected. A big list has 600,000 keys and more; a record made up front for each,
/// with its arrays of spellings and flags, cost more than everything else the rules do.
///
/// ```swift
/// let result = try Builder(recipe: recipe).run()
/// result.records.count                  // every key read
/// result.records[0]                     // a WordRecord, made now
/// result.records.tiers[0]               // the first key's tier, from its column
/// ```
package struct WordRecords: RandomAccessCollection, Sendable {
    /// What reading collected.
    package let words: WordTable
    package let classifier: Classifier
    /// The position in `words` of each record's key.
    package let positions: [Int32]
    /// The key of each record (read from `words`, by position: no copy of the keys).
    package var keys: KeyColumn { KeyColumn(positions: positions, keys: words.keys) }
    /// The classification stage's column.
    package let classifications: [Classification]
    /// The tiers stage's columns (all `.dropped` and `nil` before).
    package private(set) var tiers: [Tier]
    /// Why a record is not a target (or not in the dictionary): the first rule that
    /// counted, or the decision.
    package private(set) var reasons: [Rule?]
    /// What tiles show, for the records kept (empty for dropped ones until read): the
    /// display stage's column (empty before).
    package var displays = DisplayColumn()
    /// Band, difficulty and other answers of each target: the ranking stage's columns
    /// (empty before).
    package private(set) var ranks = RankColumns()
    package var bands: RankColumns.Bands { ranks.bands }

    package init(words: WordTable, classifier: Classifier, positions: [Int32], classifications: [Classification]) {
        self.words = words; self.classifier = classifier; self.positions = positions
        self.classifications = classifications
        tiers = [Tier](repeating: .dropped, count: positions.count)
        reasons = [Rule?](repeating: nil, count: positions.count)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { positions.count }

    /// Record `index`, whole.
    package subscript(index: Int) -> WordRecord {
        let position = Int(positions[index])
        let key = keys[index]
        let forms = words.surfaceForms(at: position)
        let mask = words.masks[position]
        let zipf = self.zipf(index), source = classifications[index].frequency.source
        return WordRecord(
            key: key, forms: forms, inputs: classifier.inputNames(mask), zipf: zipf, zipfSource: classifier.name(of: source),
            flags: classifier.flags(for: key, forms: forms, inputMask: mask, zipf: zipf, zipfSource: source,
                                    isWord: { self.index(of: $0) != nil }),
            decision: classifier.decisions[key], tier: tiers[index], reason: reasons[index],
            display: tiers[index] == .dropped ? DisplayForms.best(forms, commonWord: false).text : displays[index],
            band: ranks.band(index), difficulty: ranks.difficulty(index), otherAnswers: ranks.otherAnswers(index))
    }

    /// The index of the record of `key`, or `nil`.
    package func index(of key: String) -> Int? {
        let keys = self.keys
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if KeyOrder.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// The spellings of record `index`, as kept while reading.
    package func spellings(_ index: Int) -> [WordTable.Spelled] { words.spellings(at: Int(positions[index])) }
    package func spellingCount(_ index: Int) -> Int { words.spellingCount(at: Int(positions[index])) }
    package func surfaceForms(_ index: Int) -> [SurfaceForm] { words.surfaceForms(at: Int(positions[index])) }
    /// The first spelling of record `index`: how a dropped word is shown.
    package func firstSpelling(_ index: Int) -> String { words.firstSpelling(at: Int(positions[index])) }

    /// Sets the tiers stage's columns.
    package mutating func setTiers(_ assignment: TierAssignment) {
        tiers = assignment.tiers; reasons = assignment.reasons
    }

    /// Sets the band, difficulty and other answers of the ranked targets (new arrays, so
    /// a copy of the records taken before ranking is left as it was, and not copied).
    package mutating func setRanks(_ ranks: [TargetRanking.TargetRank]) {
        self.ranks = RankColumns(ranks, count: count)
    }
}

extension WordRecords {
    /// The classification stage: every key of `inputs` in key order, with the rules that
    /// flag it and its frequency. The word table moves from `inputs` into the records,
    /// which let its lookups go (a key is found by the record order after this: see
    /// ``index(of:)``).
    ///
    /// Two independent jobs first, one a core: the keys in key order, and the frequency
    /// lists' entry of every key, by position (a lookup per listed word instead of one per
    /// key: most keys of a big list have none). Then the rules, on all cores.
    package static func classify(_ inputs: inout Inputs, recipe: Recipe) -> WordRecords {
        var words = inputs.words
        inputs.words = WordTable()
        let classifier = Classifier(recipe: recipe, inputs: inputs)
        let (order, classifications) = classifyKeys(words, classifier, frequencies: inputs.frequencies)
        words.dropKeyLookups()
        return WordRecords(words: words, classifier: classifier, positions: order, classifications: classifications)
    }

    /// The positions of the keys of `words` in key order, and what `classifier` makes of
    /// each, in that order.
    private static func classifyKeys(_ words: WordTable, _ classifier: Classifier,
                                     frequencies: FrequencyTable) -> (order: [Int32], classifications: [Classification]) {
        let keys = words.keys
        let (order, listed) = ParallelMap.both(
            { KeyOrder.positions(of: keys) },
            { () -> [Int32] in
                var listed = [Int32](repeating: -1, count: words.count)
                frequencies.forEach { key, entry in
                    if let position = words.position(of: key) { listed[Int(position)] = entry }
                }
                return listed
            })
        let classifications = words.mapInParallel(order) { position, key, spellings, inputMask in
            classifier.classify(key, forms: spellings, inputMask: inputMask, listed: listed[position] < 0 ? nil : listed[position],
                                isWord: { words.contains($0) })
        }
        return (order, classifications)
    }
}

extension WordRecords: RankedWords {
    package func key(_ index: Int) -> String { keys[index] }
    package func tier(_ index: Int) -> Tier { tiers[index] }
    package func zipf(_ index: Int) -> Double? { classifier.zipf(of: classifications[index].frequency) }
}

/// The keys of the records, in key order, read through their positions in the table.
package struct KeyColumn: RandomAccessCollection, Sendable {
    package let positions: [Int32]
    package let keys: KeyList
    package var startIndex: Int { 0 }
    package var endIndex: Int { positions.count }
    package subscript(index: Int) -> String { keys[Int(positions[index])] }
}

/// What tiles show for each record, kept only where it is not the key itself (so for
/// most words of most lists): 4 bytes a record, and a string for each that differs,
/// where a column of strings took 16 bytes a record.
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

    /// The column of `displays`, one a record of `keys`.
    package init(_ displays: [String], keys: KeyColumn) {
        self.keys = keys
        slots.reserveCapacity(displays.count)
        for (i, display) in displays.enumerated() {
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
