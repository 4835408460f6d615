/// The full integrity check behind ``Lexicon/verify()``.
extension LexiconCore {
    /// The CRC-32 of the body against the header's: one pass over the file's bytes.
    func verifyChecksum() throws(LexiconError) {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: detail) }
        let file = storage.view
        guard let body = file.buffer(header.headerSize, header.fileLength - header.headerSize) else {
            throw corrupted("the body does not fit in the file")
        }
        var crc = CRC32()
        crc.update(body)
        guard crc.value == header.bodyChecksum else {
            throw corrupted("body checksum mismatch (stored \(FileHeader.hex(header.bodyChecksum)), computed \(FileHeader.hex(crc.value)))")
        }
    }

    func verify() throws(LexiconError) {
        // 1. The body checksum.
        try verifyChecksum()
        // 2. The letter graph, state by state from offset 0.
        try verifyGraph()
        // 3. Every key is in the normal form of the file's policy.
        try verifyKeysAreNormal()
        // 4. Frequencies: the rank directory must agree with the bitmap.
        try verifyFrequencyDirectory()
        // 5. Display forms.
        try verifyDisplayForms()
        // 6. Targets.
        try verifyTargets()
    }

    /// The sparse frequencies' rank directory against their bitmap.
    private func verifyFrequencyDirectory() throws(LexiconError) {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: detail) }
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
    }

    /// Display forms: blocks where the index says, ids increasing, each edit fits its key
    /// and gives a non-empty valid UTF-8 form that differs from the key.
    private func verifyDisplayForms() throws(LexiconError) {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: detail) }
        var position = displayRecords
        var previousID = -1
        for i in 0..<displayCount {
            let block = i / ByteLayout.displayBlock
            let startsBlock = i % ByteLayout.displayBlock == 0
            guard let delta = displays.varint(position), let record = displayRecord(at: delta.next) else {
                throw corrupted("display form \(i) is cut short")
            }
            let id = startsBlock ? Int(displays.u32(ByteLayout.displayHeaderSize + block * 8) ?? 0) : previousID + Int(delta.value)
            if startsBlock {
                guard delta.value == 0,
                      displays.u32(ByteLayout.displayHeaderSize + block * 8 + 4).map(Int.init) == position - displayRecords else {
                    throw corrupted("display block \(block) does not start where its index entry says")
                }
            }
            guard id > previousID, id < header.wordCount, startsBlock || delta.value > 0 else {
                throw corrupted("display form \(i) has an id out of order or out of range")
            }
            guard let key = spell(id).map({ Array(text($0).utf8) }), let form = record.edit.apply(to: key),
                  !form.isEmpty, form != key, String(validating: form, as: UTF8.self) != nil else {
                throw corrupted("display form \(i) (word \(id)) does not fit its key or is not valid UTF-8")
            }
            previousID = id
            position = record.next
        }
        guard position == displays.count else {
            throw corrupted("the display forms leave \(displays.count - position) stray bytes")
        }
    }

    /// Targets: groups sorted and contiguous, blocks where the index says, ids increasing
    /// within a group, each of the group's length, none twice.
    private func verifyTargets() throws(LexiconError) {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: detail) }
        let block = ByteLayout.targetBlock
        let deltas = ByteLayout.targetHeaderSize + targetGroupCount * ByteLayout.targetGroupSize + targetBlockCount * 8
        var cursor = deltas
        var next = 0
        var nextBlock = 0
        var previousKey = -1
        var isTarget = [Bool](repeating: false, count: header.wordCount)
        for g in 0..<targetGroupCount {
            let record = ByteLayout.targetHeaderSize + g * ByteLayout.targetGroupSize
            // The byte after the band is reserved: written as 0, ignored here.
            guard let rawBand = targets.u8(record + 2),
                  DifficultyBand(rawValue: Int(rawBand)) != nil, let group = targetGroup(at: g) else {
                throw corrupted("target group \(g) has an unknown difficulty band")
            }
            guard group.start == next, group.firstBlock == nextBlock, group.length * 8 + Int(rawBand) > previousKey,
                  group.length >= 1, group.length <= header.longestWord, group.count >= 1 else {
                throw corrupted("target group \(g) is out of order, empty or not contiguous")
            }
            previousKey = group.length * 8 + Int(rawBand)
            var previous = -1
            for i in 0..<group.count {
                let id: Int
                if i % block == 0 {
                    let entry = ByteLayout.targetHeaderSize + targetGroupCount * ByteLayout.targetGroupSize + nextBlock * 8
                    guard nextBlock < targetBlockCount, let first = targets.u32(entry),
                          targets.u32(entry + 4).map(Int.init) == cursor - deltas else {
                        throw corrupted("target block \(nextBlock) does not start where its index entry says")
                    }
                    id = Int(first)
                    nextBlock += 1
                } else {
                    guard let delta = targets.varint(cursor), delta.value > 0 else {
                        throw corrupted("target \(group.start + i) is cut short or repeats the previous one")
                    }
                    id = previous + Int(delta.value)
                    cursor = delta.next
                }
                guard id > previous, id < header.wordCount else {
                    throw corrupted("target \(group.start + i) is out of range or out of order in its group")
                }
                guard !isTarget[id] else { throw corrupted("word \(id) is a target twice") }
                isTarget[id] = true
                guard spell(id)?.count == group.length else {
                    throw corrupted("target \(group.start + i) (word \(id)) is not \(group.length) letters long")
                }
                previous = id
            }
            next += group.count
        }
        guard next == header.targetCount, nextBlock == targetBlockCount else {
            throw corrupted("the target groups hold \(next) targets in \(nextBlock) blocks but the header says \(header.targetCount) (\(targetBlockCount) blocks)")
        }
        guard cursor == targets.count else {
            throw corrupted("the target ids leave \(targets.count - cursor) stray bytes")
        }
    }

    /// Checks that every key is its own match key under the file's policy, and that its
    /// letters stay apart as letters (two letters of the alphabet can join into one, as
    /// Hangul jamo do, or a letter can be a mark that sits on the one before).
    ///
    /// Open checked each letter alone. A letter that is one code point below U+0300
    /// (ASCII, Latin-1, Latin Extended-A and -B, IPA: `ñ`, `ß`, `ı`) is a starter that
    /// composes with nothing, is never a mark and always starts a grapheme cluster of
    /// its own; a key of such letters only is therefore its own key when each letter
    /// is. Only keys with another letter are normalised again.
    /// - Complexity: nothing when every letter is such a letter (the bundled English
    ///   and Spanish dictionaries); otherwise one walk of the graph and one
    ///   normalisation per key that has another letter.
    private func verifyKeysAreNormal() throws(LexiconError) {
        let standsAlone = alphabet.map { $0.unicodeScalars.count == 1 && $0.unicodeScalars.first!.value < 0x300 }
        guard standsAlone.contains(false) else { return }
        let policy = metadata.policy
        var failure: LexiconError?
        forEachWord { rank, labels in
            guard failure == nil, labels.contains(where: { Int($0) < standsAlone.count && !standsAlone[Int($0)] }) else { return }
            let key = text(labels)
            if key.count != labels.count || (try? policy.key(for: key))?.text != key {
                failure = .corrupted(path: path, detail: "word \(rank), \(LexiconCore.visible(key)), is not a key in the normal form of the file's policy (\(policy))")
            }
        }
        if let failure { throw failure }
    }

    /// Walks every state record: each must parse and fit in the section, its labels
    /// must increase, its edges must lead to later states, its word count must be the
    /// sum below it, and the words it stores before each edge must be those below the
    /// edges before it. The records must fill the section exactly, the root must accept
    /// the header's word count, and the longest path must be the header's longest word.
    private func verifyGraph() throws(LexiconError) {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: "letter graph: " + detail) }
        // Pass 1, front to back: parse every record and remember its edges.
        var stateIndex = [Int32](repeating: -1, count: graph.count)  // by byte offset
        var offsets: [Int] = []
        var records: [State] = []
        var edgeStart: [Int] = [0]
        var edgeTargets: [Int] = []
        var edgeBefore: [Int] = []
        var offset = 0
        while offset < graph.count {
            guard let state = state(offset), state.edgeCount <= alphabet.count else {
                throw corrupted("the state at byte \(offset) cannot be read or runs past the end of the section")
            }
            var cursor = edges(of: state, at: offset)
            var previousLabel = -1
            for _ in 0..<state.edgeCount {
                guard let edge = nextEdge(&cursor) else {
                    throw corrupted("an edge of the state at byte \(offset) points outside the section or backwards")
                }
                guard Int(edge.label) > previousLabel, Int(edge.label) < alphabet.count else {
                    throw corrupted("the state at byte \(offset) has letters out of order or outside the alphabet")
                }
                previousLabel = Int(edge.label)
                edgeTargets.append(edge.target)
                edgeBefore.append(edge.before)
            }
            stateIndex[offset] = Int32(records.count)
            offsets.append(offset)
            records.append(state)
            edgeStart.append(edgeTargets.count)
            offset = state.end
        }
        let depth = try verifyCounts(records, offsets: offsets, stateIndex: stateIndex,
                                     edgeStart: edgeStart, edgeTargets: edgeTargets, edgeBefore: edgeBefore)
        guard let root = records.first, root.count == header.wordCount else {
            throw corrupted("the root accepts \(records.first?.count ?? 0) words but the header says \(header.wordCount)")
        }
        guard depth == header.longestWord else {
            throw corrupted("the longest word has \(depth) letters but the header says \(header.longestWord)")
        }
    }

    /// Pass 2 of ``verifyGraph()``, back to front (children come after parents, so their
    /// sums are known): the word counts and stored ranks. Returns the root's depth.
    private func verifyCounts(_ records: [State], offsets: [Int], stateIndex: [Int32],
                              edgeStart: [Int], edgeTargets: [Int], edgeBefore: [Int]) throws(LexiconError) -> Int {
        func corrupted(_ detail: String) -> LexiconError { .corrupted(path: path, detail: "letter graph: " + detail) }
        var depth = [Int](repeating: 0, count: records.count)
        for index in stride(from: records.count - 1, through: 0, by: -1) {
            let state = records[index]
            var below = 0
            var longest = 0
            for e in edgeStart[index] ..< edgeStart[index + 1] {
                let child = Int(stateIndex[edgeTargets[e]])
                guard child > index else {
                    throw corrupted("the state at byte \(offsets[index]) has an edge to byte \(edgeTargets[e]), where no state starts")
                }
                guard edgeBefore[e] == below else {
                    throw corrupted("the state at byte \(offsets[index]) stores \(edgeBefore[e]) words before its edge \(e - edgeStart[index] + 1) but the edges before it lead to \(below)")
                }
                below = below &+ records[child].count
                longest = max(longest, depth[child] + 1)
            }
            let sum = below &+ (state.isFinal ? 1 : 0)
            guard sum == state.count else {
                throw corrupted("the state at byte \(offsets[index]) says \(state.count) words but its edges lead to \(sum)")
            }
            guard sum > 0 || header.wordCount == 0 else {
                throw corrupted("the state at byte \(offsets[index]) leads to no word")
            }
            depth[index] = longest
        }
        return depth.first ?? 0
    }
}
