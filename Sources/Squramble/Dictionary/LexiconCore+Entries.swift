/// Per-word data: keys, display forms, frequencies and targets.
extension LexiconCore {
    func key(_ rank: Int) -> MatchKey? {
        spell(rank).map { MatchKey(normalized: text($0)) }
    }

    func entry(_ rank: Int) -> LexiconEntry? {
        spell(rank).map { entry(rank, labels: $0) }
    }

    func entry(_ rank: Int, labels: [UInt8]) -> LexiconEntry {
        let key = MatchKey(normalized: text(labels))
        let target = targetBand(of: rank, length: labels.count)
        return LexiconEntry(
            id: WordID(UInt32(truncatingIfNeeded: rank)), key: key,
            display: display(rank, key: key.text) ?? key.text, frequency: frequency(rank),
            isTarget: target != nil, band: target
        )
    }

    // MARK: Frequencies

    /// The stored frequency of a word, or `nil` when the inputs had none.
    /// - Complexity: O(1): a bit test and a popcount over at most one 512-word block.
    func frequency(_ rank: Int) -> UInt8? {
        guard rank >= 0, rank < header.wordCount else { return nil }
        switch frequencyMode {
        case .none:
            return nil
        case .dense:
            return frequencies.u8(rank)
        case .sparse:
            let words = header.wordCount
            let blockSize = ByteLayout.frequencyBlock
            let blocks = (words + blockSize - 1) / blockSize
            let bitmap = 4 + blocks * 4
            let values = bitmap + (words + 7) / 8
            guard let byte = frequencies.u8(bitmap + rank / 8), (byte >> UInt8(rank % 8)) & 1 == 1,
                  let before = frequencies.u32(4 + (rank / blockSize) * 4) else { return nil }
            var index = Int(before)
            var position = bitmap + (rank / blockSize) * (blockSize / 8)
            let end = bitmap + rank / 8
            while position + 8 <= end {
                index += (frequencies.u64(position) ?? 0).nonzeroBitCount
                position += 8
            }
            while position < end {
                index += (frequencies.u8(position) ?? 0).nonzeroBitCount
                position += 1
            }
            index += (byte & ((1 << UInt8(rank % 8)) &- 1)).nonzeroBitCount
            return frequencies.u8(values + index)
        }
    }

    // MARK: Display forms

    /// The display form stored for a word, or `nil` when it is the key itself.
    /// - Complexity: O(log d) for d stored display forms, then a scan of one 32-form block.
    func display(_ rank: Int, key: String) -> String? {
        guard let edit = displayEdit(rank)?.edit, let bytes = edit.apply(to: key.utf8) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The stored edit for a word's display form, and the offset just after its record.
    func displayEdit(_ rank: Int) -> (edit: DisplayEdit, next: Int)? {
        // The last block whose first id is not past `rank`.
        var low = 0, high = displayBlocks
        while low < high {
            let middle = (low + high) / 2
            guard let first = displays.u32(ByteLayout.displayHeaderSize + middle * 8) else { return nil }
            if Int(first) <= rank { low = middle + 1 } else { high = middle }
        }
        let block = low - 1
        guard block >= 0, let first = displays.u32(ByteLayout.displayHeaderSize + block * 8),
              let offset = displays.u32(ByteLayout.displayHeaderSize + block * 8 + 4) else { return nil }
        var id = Int(first)
        var position = displayRecords + Int(offset)
        for _ in 0 ..< min(ByteLayout.displayBlock, displayCount - block * ByteLayout.displayBlock) {
            guard let delta = displays.varint(position), let record = displayRecord(at: delta.next) else { return nil }
            id += Int(delta.value)
            if id > rank { return nil }
            if id == rank { return record }
            position = record.next
        }
        return nil
    }

    /// Calls `body` with every word whose display form is not its key, in id order: its
    /// rank and display form. One walk of the graph beside one pass over the `DISP`
    /// records, without the binary search of ``display(_:key:)`` for each word.
    func forEachDisplayForm(_ body: (Int, String) throws -> Void) rethrows {
        var block = 0, inBlock = 0, position = 0, id = -1
        /// The next record's id and edit, or `nil` past the last (or an unreadable one).
        func nextRecord() -> (id: Int, edit: DisplayEdit)? {
            if inBlock == 0 {
                guard block < displayBlocks, let first = displays.u32(ByteLayout.displayHeaderSize + block * 8),
                      let offset = displays.u32(ByteLayout.displayHeaderSize + block * 8 + 4) else { return nil }
                id = Int(first)
                position = displayRecords + Int(offset)
                inBlock = min(ByteLayout.displayBlock, displayCount - block * ByteLayout.displayBlock)
                block += 1
                guard inBlock > 0 else { return nil }
            }
            guard let delta = displays.varint(position), let record = displayRecord(at: delta.next) else { return nil }
            id += Int(delta.value)
            position = record.next
            inBlock -= 1
            return (id, record.edit)
        }
        var pending = nextRecord()
        guard pending != nil else { return }
        try forEachWord { rank, labels in
            while let record = pending, record.id < rank { pending = nextRecord() }
            guard let record = pending, record.id == rank else { return }
            let key = text(labels)
            if let bytes = record.edit.apply(to: key.utf8) { try body(rank, String(decoding: bytes, as: UTF8.self)) }
            pending = nextRecord()
        }
    }

    /// Where the `DISP` records start.
    var displayRecords: Int { ByteLayout.displayHeaderSize + displayBlocks * 8 }

    /// The edit stored at `position` (after the id delta), and the offset after it.
    func displayRecord(at position: Int) -> (edit: DisplayEdit, next: Int)? {
        guard let prefix = displays.varint(position), let suffix = displays.varint(prefix.next),
              let length = displays.varint(suffix.next), let middle = displays.buffer(length.next, Int(length.value)) else {
            return nil
        }
        return (DisplayEdit(prefix: Int(prefix.value), suffix: Int(suffix.value), middle: Array(middle)),
                length.next + Int(length.value))
    }

    // MARK: Targets

    struct TargetGroup {
        var length: Int
        var band: DifficultyBand
        var start: Int
        var count: Int
        var firstBlock: Int
    }

    func targetGroup(at index: Int) -> TargetGroup? {
        let record = ByteLayout.targetHeaderSize + index * ByteLayout.targetGroupSize
        guard index >= 0, index < targetGroupCount, let length = targets.u16(record), let rawBand = targets.u8(record + 2),
              let band = DifficultyBand(rawValue: Int(rawBand)),
              let start = targets.u32(record + 4), let count = targets.u32(record + 8),
              let firstBlock = targets.u32(record + 12) else { return nil }
        return TargetGroup(length: Int(length), band: band, start: Int(start), count: Int(count), firstBlock: Int(firstBlock))
    }

    /// The group for (`length`, `band`), found by binary search on the sorted records.
    func targetGroup(length: Int, band: DifficultyBand) -> TargetGroup? {
        guard length > 0, length <= Int(UInt16.max) else { return nil }
        let wanted = length * 8 + band.rawValue
        var low = 0, high = targetGroupCount
        while low < high {
            let middle = (low + high) / 2
            let record = ByteLayout.targetHeaderSize + middle * ByteLayout.targetGroupSize
            guard let groupLength = targets.u16(record), let groupBand = targets.u8(record + 2) else { return nil }
            let found = Int(groupLength) * 8 + Int(groupBand)
            if found == wanted { return targetGroup(at: middle) }
            if found < wanted { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func allTargetGroups() -> [TargetGroup] {
        (0..<targetGroupCount).compactMap { targetGroup(at: $0) }
    }

    /// The `index`-th target id of a group: its block's first id plus the deltas before it.
    /// - Complexity: O(1): at most 31 varints.
    func targetID(in group: TargetGroup, at index: Int) -> WordID? {
        guard index >= 0, index < group.count else { return nil }
        let block = group.firstBlock + index / ByteLayout.targetBlock
        let entry = ByteLayout.targetHeaderSize + targetGroupCount * ByteLayout.targetGroupSize + block * 8
        let deltas = ByteLayout.targetHeaderSize + targetGroupCount * ByteLayout.targetGroupSize + targetBlockCount * 8
        guard block < targetBlockCount, let first = targets.u32(entry), let offset = targets.u32(entry + 4) else { return nil }
        var id = Int(first)
        var position = deltas + Int(offset)
        for _ in 0 ..< index % ByteLayout.targetBlock {
            guard let delta = targets.varint(position) else { return nil }
            id += Int(delta.value)
            position = delta.next
        }
        return wordID(rank: id)
    }

    /// The band of a word when it is a target: a binary search in each group of its length.
    func targetBand(of rank: Int, length: Int) -> DifficultyBand? {
        for band in DifficultyBand.allCases {
            guard let group = targetGroup(length: length, band: band) else { continue }
            var low = 0, high = group.count
            while low < high {
                let middle = low + (high - low) / 2
                guard let id = targetID(in: group, at: middle) else { break }
                if Int(id.rawValue) == rank { return band }
                if Int(id.rawValue) < rank { low = middle + 1 } else { high = middle }
            }
        }
        return nil
    }
}
