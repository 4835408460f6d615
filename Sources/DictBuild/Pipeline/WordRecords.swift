import Squramble

/// Every key the `words` inputs gave, in key order, with what the build made of it.
///
/// A column a field: the fields every later step scans (tier, reason, display form,
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
struct WordRecords: RandomAccessCollection, Sendable {
    let collection: Builder.Collection
    let classifier: Classifier
    /// The position in `collection` of each record's key.
    let positions: [Int32]
    var keys: [String]
    var classifications: [Classification]
    var tiers: [Tier]
    /// Why a record is not a target (or not in the dictionary): the first rule that
    /// counted, or the decision.
    var reasons: [Rule?]
    /// What tiles show, for the records kept (empty for dropped ones until read); empty
    /// until the builder has decided the tiers and sets them all.
    var displays: [String] = []
    /// Band, difficulty and other answers of each target, set by ``setRanks(_:)`` (empty
    /// before).
    private(set) var bands: [DifficultyBand?] = []
    private(set) var difficulties: [Double?] = []
    private(set) var otherAnswers: [Int?] = []

    /// `keys`: the key at each of `positions`.
    init(collection: Builder.Collection, classifier: Classifier, positions: [Int32], keys: [String],
         classifications: [Classification]) {
        self.collection = collection; self.classifier = classifier; self.positions = positions
        self.classifications = classifications
        self.keys = keys
        let count = positions.count
        tiers = [Tier](repeating: .dropped, count: count)
        reasons = [Rule?](repeating: nil, count: count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    /// Record `index`, whole.
    subscript(index: Int) -> WordRecord {
        let position = Int(positions[index])
        let key = keys[index]
        let forms = collection.surfaceForms(at: position)
        let mask = collection.masks[position]
        let classification = classifications[index]
        return WordRecord(
            key: key, forms: forms, inputs: classifier.inputNames(mask), zipf: classification.zipf,
            zipfSource: classifier.zipfSourceName(classification.zipfSource),
            flags: classifier.flags(for: key, forms: forms, inputMask: mask, zipf: classification.zipf),
            decision: classifier.decisions[key], tier: tiers[index], reason: reasons[index],
            display: tiers[index] == .dropped ? Builder.bestForm(forms, commonWord: false).text : displays[index],
            band: bands.isEmpty ? nil : bands[index], difficulty: difficulties.isEmpty ? nil : difficulties[index],
            otherAnswers: otherAnswers.isEmpty ? nil : otherAnswers[index])
    }

    /// The index of the record of `key`, or `nil`.
    func index(of key: String) -> Int? {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if ReviewDecisions.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// The spellings of record `index`, as kept while reading.
    func spellings(_ index: Int) -> Builder.Collection.FormChain<[Builder.Collection.Form]> { collection.spellings(at: Int(positions[index])) }
    func spellingCount(_ index: Int) -> Int { collection.spellingCount(at: Int(positions[index])) }
    /// The first spelling of record `index`: how a dropped word is shown.
    func firstSpelling(_ index: Int) -> String {
        let position = Int(positions[index])
        let first = collection.firstForms[position]
        return first >= 0 ? collection.forms[Int(first)].text : keys[index]
    }
}

extension WordRecords: RankedWords {
    func key(_ index: Int) -> String { keys[index] }
    func tier(_ index: Int) -> Tier { tiers[index] }
    func zipf(_ index: Int) -> Double? { classifications[index].zipf }
}

extension WordRecords {
    /// Sets the band, difficulty and other answers of the ranked targets (new arrays, so
    /// a copy of the records taken before ranking is left as it was, and not copied).
    mutating func setRanks(_ ranks: [Difficulty.TargetRank]) {
        var bands = [DifficultyBand?](repeating: nil, count: count)
        var difficulties = [Double?](repeating: nil, count: count)
        var otherAnswers = [Int?](repeating: nil, count: count)
        for rank in ranks {
            bands[rank.record] = rank.band
            difficulties[rank.record] = rank.difficulty
            otherAnswers[rank.record] = rank.otherAnswers
        }
        self.bands = bands; self.difficulties = difficulties; self.otherAnswers = otherAnswers
    }
}
