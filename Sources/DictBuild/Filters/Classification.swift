/// What the classifier makes of a key without the evidence: the rules that flag it and
/// its frequency. Sixteen bytes a key (a big list has millions), where the flags with
/// their evidence are arrays of strings; ``Classifier/flags(for:forms:inputMask:zipf:zipfSource:)``
/// gives those on demand.
struct Classification: Sendable, Hashable {
    var rules: RuleSet
    /// Where ``zipf`` came from.
    var zipfSource: FrequencySource
    /// The Zipf frequency, NaN for none (an optional `Double` would take 8 more bytes a key).
    private var zipfValue: Double

    init(rules: RuleSet, zipf: Double?, zipfSource: FrequencySource) {
        self.rules = rules; self.zipfSource = zipfSource
        zipfValue = zipf ?? .nan
    }

    /// The Zipf frequency, when some source gives one.
    var zipf: Double? { zipfValue.isNaN ? nil : zipfValue }

    static func == (a: Classification, b: Classification) -> Bool {
        a.rules == b.rules && a.zipfSource == b.zipfSource && a.zipf == b.zipf
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(rules); hasher.combine(zipfSource); hasher.combine(zipf)
    }
}

/// Where a word's frequency came from.
enum FrequencySource: Sendable, Hashable {
    /// No source gives one.
    case none
    /// The recipe's frequency lists.
    case frequencyLists
    /// A graded `words` input (its ``RecipeInput/zipf``): the input's index among them
    /// (at most 64).
    case input(UInt8)
}
