/// What the classifier makes of a key without the evidence: the rules that flag it and
/// where its frequency is. Eight bytes a key (a big list has millions), where the flags
/// with their evidence are arrays of strings;
/// ``Classifier/flags(for:forms:inputMask:zipf:zipfSource:isWord:)`` gives those on
/// demand, and ``Classifier/zipf(of:)`` the frequency.
package struct Classification: Sendable, Hashable {
    package var rules: RuleSet
    package var frequency: FrequencyEntry
}

/// Where a key's Zipf frequency is found: in the frequency lists (the entry's position in
/// the ``FrequencyTable``), as a graded input's value, or nowhere: four bytes a key, the
/// value itself read again when needed (``Classifier/zipf(of:)``).
package struct FrequencyEntry: Sendable, Hashable {
    /// 0 for none, 1 + the index of a graded input, or ``listedBase`` + a list position.
    private let raw: UInt32
    private static let listedBase: UInt32 = 256

    private init(raw: UInt32) { self.raw = raw }

    /// No source gives one.
    package static let none = FrequencyEntry(raw: 0)
    /// The frequency lists' value at `position` of their table.
    package static func listed(_ position: Int32) -> FrequencyEntry { FrequencyEntry(raw: listedBase + UInt32(position)) }
    /// The value of the graded `words` input at `index` among them (at most 64).
    package static func input(_ index: UInt8) -> FrequencyEntry { FrequencyEntry(raw: 1 + UInt32(index)) }

    package var source: FrequencySource {
        switch raw {
        case 0: .none
        case 1..<Self.listedBase: .input(UInt8(raw - 1))
        default: .frequencyLists
        }
    }

    /// The position in the frequency table, for a value from the lists.
    package var listedPosition: Int32? { raw >= Self.listedBase ? Int32(raw - Self.listedBase) : nil }
}

/// Where a word's frequency came from.
package enum FrequencySource: Sendable, Hashable {
    /// No source gives one.
    case none
    /// The recipe's frequency lists.
    case frequencyLists
    /// A graded `words` input (its ``RecipeInput/zipf``): the input's index among them
    /// (at most 64).
    case input(UInt8)
}
