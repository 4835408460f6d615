import Squramble

/// The classification stage's value: every key the `words` inputs gave, in key order,
/// with the rules that flag it and its frequency. The next stages add to it by taking
/// it whole (``TieredWords``, then ``WordRecords``), so none can run before it.
///
/// A column a field: what every later stage scans sits in flat arrays, and the rest of a
/// ``WordRecord`` (its spellings, the evidence of each rule) is made when a record is
/// read, from what reading collected, so a list of millions of keys makes no record a key.
package struct ClassifiedWords: Sendable {
    /// What reading collected.
    package let words: WordTable
    package let classifier: Classifier
    /// The position in `words` of each record's key.
    package let positions: [Int32]
    /// Each record's rules and frequency.
    package let classifications: [Classification]

    package init(words: WordTable, classifier: Classifier, positions: [Int32], classifications: [Classification]) {
        self.words = words; self.classifier = classifier; self.positions = positions
        self.classifications = classifications
    }

    package var count: Int { positions.count }
    package var indices: Range<Int> { 0..<count }
}

/// What the stages after classification read of the words, the same at every stage:
/// the keys and spellings, the rules and frequencies (``classified``).
package protocol ClassifiedStage: Sendable {
    var classified: ClassifiedWords { get }
}

extension ClassifiedStage {
    package var words: WordTable { classified.words }
    package var classifier: Classifier { classified.classifier }
    package var positions: [Int32] { classified.positions }
    package var classifications: [Classification] { classified.classifications }
    /// The key of each record (read from `words`, by position: no copy of the keys).
    package var keys: KeyColumn { KeyColumn(positions: classified.positions, keys: classified.words.keys) }

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
    /// Whether record `index`'s spellings differ by more than case (``WordTable/spellingsDifferBeyondCase(at:)``).
    package func spellingsDifferBeyondCase(_ index: Int) -> Bool { words.spellingsDifferBeyondCase(at: Int(positions[index])) }
    /// Whether record `index` has one spelling, its key (``WordTable/isOnlySpelledAsKey(at:)``).
    package func isOnlySpelledAsKey(_ index: Int) -> Bool { words.isOnlySpelledAsKey(at: Int(positions[index])) }
    package func surfaceForms(_ index: Int) -> [SurfaceForm] { words.surfaceForms(at: Int(positions[index])) }
    /// The first spelling of record `index`: how a dropped word is shown.
    package func firstSpelling(_ index: Int) -> String { words.firstSpelling(at: Int(positions[index])) }
    /// The Zipf frequency of record `index`, when measured.
    package func zipf(_ index: Int) -> Double? { classifier.zipf(of: classifications[index].frequency) }
}

extension ClassifiedWords: ClassifiedStage {
    package var classified: ClassifiedWords { self }
}

extension ClassifiedWords {
    /// The classification stage: every key of `inputs` in key order, with the rules that
    /// flag it and its frequency. The word table moves from `inputs` into the records,
    /// which let its lookups go (a key is found by the record order after this: see
    /// ``ClassifiedStage/index(of:)``).
    ///
    /// Two independent jobs first, one a core: the keys in key order, and the frequency
    /// lists' entry of every key, by position (a lookup per listed word instead of one per
    /// key: most keys of a big list have none). Then the rules, on all cores.
    package static func classify(_ inputs: inout Inputs, recipe: Recipe) -> ClassifiedWords {
        var words = inputs.words
        inputs.words = WordTable()
        let classifier = Classifier(recipe: recipe, inputs: inputs)
        let (order, classifications) = classifyKeys(words, classifier, frequencies: inputs.frequencies)
        words.dropKeyLookups()
        return ClassifiedWords(words: words, classifier: classifier, positions: order, classifications: classifications)
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
        // Made once: a closure made for each key would copy the table into its context
        // for each key (a dozen arrays retained and released, 1,000 M instructions on the
        // insane list once the blocklist asked it of every key).
        let isWord: @Sendable (String) -> Bool = { words.contains($0) }
        let classifications = words.mapInParallel(order) { position, key, spellings, inputMask in
            classifier.classify(key, forms: spellings, inputMask: inputMask, listed: listed[position] < 0 ? nil : listed[position],
                                isWord: isWord)
        }
        return (order, classifications)
    }
}
