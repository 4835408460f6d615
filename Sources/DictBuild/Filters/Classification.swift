/// What the classifier makes of a key without the evidence: the rules that flag it and
/// its frequency. A few bytes a key, where the flags with their evidence are arrays of
/// strings; ``Classifier/flags(for:forms:inputMask:zipf:)`` gives those on demand.
struct Classification: Sendable, Hashable {
    var rules: RuleSet
    var zipf: Double?
    /// Where `zipf` came from.
    var zipfSource: FrequencySource
}

/// Where a word's frequency came from.
enum FrequencySource: Sendable, Hashable {
    /// No source gives one.
    case none
    /// The recipe's frequency lists.
    case frequencyLists
    /// A graded `words` input (its ``RecipeInput/zipf``): the input's index among them.
    case input(Int)
}
