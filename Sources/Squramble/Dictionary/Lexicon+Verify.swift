/// The full integrity check behind ``Lexicon/verify()``.
extension LexiconCore {
    func verify() throws(LexiconError) {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: detail) }
        let file = storage.view

        // 1. The body checksum.
        guard let body = file.buffer(header.headerSize, header.fileLength - header.headerSize) else {
            throw corrupted("the body does not fit in the file")
        }
        var crc = CRC32()
        crc.update(body)
        guard crc.value == header.bodyChecksum else {
            throw corrupted("body checksum mismatch (stored \(hex(header.bodyChecksum)), computed \(hex(crc.value)))")
        }

        // 2. The letter graph, state by state from offset 0.
        try verifyGraph()

        // 3. Frequencies: the rank directory must agree with the bitmap.
        if frequencyMode == .sparse {
            let words = header.wordCount
            let blockSize = ByteLayout.frequencyBlock
            let blocks = (words + blockSize - 1) / blockSize
            let bitmap = 4 + blocks * 4
            var seen = 0
            for rank in 0..<words {
                if rank % blockSize == 0, frequencies.u32(4 + (rank / blockSize) * 4).map(Int.init) != seen {
                    throw corrupted("the frequency rank directory is wrong at block \(rank / blockSize)")
                }
                if let byte = frequencies.u8(bitmap + rank / 8), (byte >> UInt8(rank % 8)) & 1 == 1 { seen += 1 }
            }
            let padding = words % 8 == 0 ? 0 : (frequencies.u8(bitmap + words / 8) ?? 0) >> UInt8(words % 8)
            guard seen == knownFrequencies, padding == 0 else {
                throw corrupted("the frequency bitmap marks \(seen) words but the section says \(knownFrequencies)")
            }
        }

        // 4. Display forms: ids increasing, strings in the pool, valid UTF-8, not empty.
        let offsets = 4 + displayCount * 4
        let pool = offsets + (displayCount + 1) * 4
        var previousID = -1
        var previousEnd = 0
        guard displays.u32(offsets) == 0 else { throw corrupted("the display-form pool does not start at 0") }
        for i in 0..<displayCount {
            guard let id = displays.u32(4 + i * 4), Int(id) > previousID, Int(id) < header.wordCount else {
                throw corrupted("display form \(i) has an id out of order or out of range")
            }
            guard let end = displays.u32(offsets + i * 4 + 4), Int(end) > previousEnd,
                  displays.isValidUTF8(pool + previousEnd, Int(end) - previousEnd) else {
                throw corrupted("display form \(i) (word \(id)) is empty, out of the pool or not valid UTF-8")
            }
            previousID = Int(id)
            previousEnd = Int(end)
        }
        guard pool + previousEnd == displays.count else {
            throw corrupted("the display-form pool has \(displays.count - pool - previousEnd) stray bytes")
        }

        // 5. Targets: groups sorted and contiguous, ids sorted, each of the right length, none twice.
        var next = 0
        var previousKey = -1
        var isTarget = [Bool](repeating: false, count: header.wordCount)
        for g in 0..<targetGroupCount {
            let record = 4 + g * ByteLayout.targetGroupSize
            guard let length = targets.u16(record), let rawBand = targets.u8(record + 2), targets.u8(record + 3) == 0,
                  DifficultyBand(rawValue: Int(rawBand)) != nil else {
                throw corrupted("target group \(g) has an unknown difficulty band")
            }
            guard let group = targetGroup(at: g), group.start == next, group.length * 8 + Int(rawBand) > previousKey,
                  length >= 1, Int(length) <= header.longestWord, group.count >= 1 else {
                throw corrupted("target group \(g) is out of order, empty or not contiguous")
            }
            previousKey = group.length * 8 + Int(rawBand)
            var previous = -1
            for i in group.start ..< group.start + group.count {
                guard let id = targetID(at: i).map({ Int($0.rawValue) }), id > previous else {
                    throw corrupted("target \(i) is out of range or out of order in its group")
                }
                guard !isTarget[id] else { throw corrupted("word \(id) is a target twice") }
                isTarget[id] = true
                guard spell(id)?.count == group.length else {
                    throw corrupted("target \(i) (word \(id)) is not \(group.length) letters long")
                }
                previous = id
            }
            next += group.count
        }
        guard next == header.targetCount else {
            throw corrupted("the target groups hold \(next) targets but the header says \(header.targetCount)")
        }
    }

    /// Walks every state record: each must parse, its labels must increase, its edges
    /// must lead to earlier states, and its word count must be the sum below it.
    /// The root must be the last state and accept exactly the header's word count,
    /// and the longest path must be the header's longest word.
    private func verifyGraph() throws(LexiconError) {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: "letter graph: " + detail) }
        // Per byte offset: the state's word count + 1 (0 = no state starts here),
        // and the length of its longest word.
        var countAt = [UInt32](repeating: 0, count: graph.count)
        var depthAt = [UInt16](repeating: 0, count: graph.count)
        var offset = 0
        var last = -1
        while offset < graph.count {
            guard let state = state(offset) else { throw corrupted("the state at byte \(offset) cannot be read") }
            var sum: UInt64 = state.isFinal ? 1 : 0
            var depth = 0
            var position = state.edges
            var previousLabel = -1
            guard state.edgeCount <= alphabet.count else {
                throw corrupted("the state at byte \(offset) has \(state.edgeCount) edges for \(alphabet.count) letters")
            }
            for _ in 0..<state.edgeCount {
                guard let edge = edge(at: position, from: offset) else {
                    throw corrupted("an edge of the state at byte \(offset) cannot be read or points forwards")
                }
                guard Int(edge.label) > previousLabel, Int(edge.label) < alphabet.count else {
                    throw corrupted("the state at byte \(offset) has letters out of order or outside the alphabet")
                }
                guard countAt[edge.target] > 0 else {
                    throw corrupted("the state at byte \(offset) has an edge to byte \(edge.target), where no state starts")
                }
                sum += UInt64(countAt[edge.target] - 1)
                depth = max(depth, Int(depthAt[edge.target]) + 1)
                previousLabel = Int(edge.label)
                position = edge.next
            }
            guard sum == UInt64(state.count), state.count < UInt32.max, depth <= Int(UInt16.max) else {
                throw corrupted("the state at byte \(offset) says \(state.count) words but its edges lead to \(sum)")
            }
            guard state.count > 0 || state.edgeCount == 0 && header.wordCount == 0 else {
                throw corrupted("the state at byte \(offset) leads to no word")
            }
            countAt[offset] = state.count + 1
            depthAt[offset] = UInt16(depth)
            last = offset
            offset = position
        }
        guard last == root else { throw corrupted("the root is not the last state") }
        guard Int(countAt[root]) - 1 == header.wordCount else {
            throw corrupted("the root accepts \(Int(countAt[root]) - 1) words but the header says \(header.wordCount)")
        }
        guard Int(depthAt[root]) == header.longestWord else {
            throw corrupted("the longest word has \(depthAt[root]) letters but the header says \(header.longestWord)")
        }
    }
}
