/// Chooses targets uniformly at random among the dictionary's targets of the
/// requested lengths and bands.
///
/// Every matching target has the same chance: an index is drawn uniformly over the
/// concatenation of the (length, band) groups, then mapped to its group.
struct TargetPicker: Sendable {
    let lexicon: Lexicon
    /// The matching groups, in (length, band) order, with their sizes.
    let groups: [(length: Int, band: DifficultyBand, count: Int)]
    let total: Int

    init(lexicon: Lexicon, lengths: ClosedRange<Int>, bands: [DifficultyBand]) {
        self.lexicon = lexicon
        var groups: [(length: Int, band: DifficultyBand, count: Int)] = []
        let bandSet = Set(bands)
        for length in lengths {
            for band in DifficultyBand.allCases where bandSet.contains(band) {
                let count = lexicon.targetCount(length: length, band: band)
                if count > 0 { groups.append((length, band, count)) }
            }
        }
        self.groups = groups
        total = groups.reduce(0) { $0 + $1.count }
    }

    /// The target at `index` of the concatenated groups.
    func target(at index: Int) -> WordID? {
        var rest = index
        for group in groups {
            if rest < group.count { return lexicon.target(length: group.length, band: group.band, index: rest) }
            rest -= group.count
        }
        return nil
    }

    /// A uniformly chosen target not in `excluded`, or `nil` when none is left.
    ///
    /// Draws by rejection while most targets are still free, and falls back to a
    /// uniform draw among the free ones when few are left.
    func pick(excluding excluded: Set<WordID>, using random: inout SeededGenerator) -> WordID? {
        guard total > 0 else { return nil }
        if excluded.count * 2 < total {
            for _ in 0..<32 {
                if let id = target(at: random.uniform(below: total)), !excluded.contains(id) { return id }
            }
        }
        var free: [WordID] = []
        for index in 0..<total {
            if let id = target(at: index), !excluded.contains(id) { free.append(id) }
        }
        guard !free.isEmpty else { return nil }
        return free[random.uniform(below: free.count)]
    }
}
