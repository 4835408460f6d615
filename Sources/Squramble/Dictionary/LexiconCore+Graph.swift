/// Reading the letter graph: states, edges, and ranks (word ids) along a path.
///
/// States are stored parents first, the root at offset 0, and every edge leads to a
/// higher offset, so every walk moves strictly towards the end of the section and
/// stops, whatever the bytes say. `Documentation/DictionaryFormat.md` has the layout.
///
/// Bounds: ``state(_:)`` checks a record's whole extent against the end of the section
/// once (its head, edge count and widths, then labels, targets and ranks together);
/// every read inside that record afterwards is an unchecked load (``field(_:width:)``,
/// ``label(_:)``). A record that does not fit is `nil`, so a damaged file gives fewer
/// answers, never a read outside the mapping.
extension LexiconCore {
    struct State {
        /// Words accepted from here.
        var count: Int
        var isFinal: Bool
        var edgeCount: Int
        /// Offset of the first label.
        var labels: Int
        /// Bytes per target code (0 for a chain: its one edge leads to the next record)
        /// and per rank.
        var targetWidth: Int
        var rankWidth: Int
        /// Offset just past the record (proven ≤ the section's length).
        var end: Int

        /// Offset of the target codes and of the ranks (edges 1 … E − 1).
        @inline(__always) var targets: Int { labels &+ edgeCount }
        @inline(__always) var ranks: Int { labels &+ edgeCount &* (1 &+ targetWidth) }
    }

    struct Edge {
        var label: UInt8
        var target: Int
        /// The words below the edges before this one (not counting the state's own word).
        var before: Int
    }

    /// Reads the edges of one state in order.
    struct EdgeCursor {
        /// Where the state starts.
        let state: Int
        let record: State
        /// Edges not read yet; the next one is `record.edgeCount - left`.
        var left: Int
        /// Where the record ends (where the next record starts).
        var position: Int { record.end }
    }

    /// The state record at `offset`, its extent checked against the section's end.
    @inline(__always)
    func state(_ offset: Int) -> State? {
        let size = graph.count
        guard offset >= 0, offset < size else { return nil }
        var head: UInt64
        var p: Int
        if offset <= size &- ByteLayout.StateRecord.maxPrefix {
            // The longest head, E and widths all fit: read them without checks.
            var byte = label(offset)
            head = UInt64(byte & 0x7F)
            p = offset &+ 1
            var shift: UInt64 = 7
            while byte >= 0x80 {
                guard shift <= 56 else { return nil }
                byte = label(p)
                p &+= 1
                head |= UInt64(byte & 0x7F) << shift
                shift &+= 7
            }
        } else {
            guard let read = graph.varint64(offset), read.next < size else { return nil }
            (head, p) = (read.value, read.next)
        }
        let count = Int(truncatingIfNeeded: head >> ByteLayout.StateRecord.wordCountShift)
        let isFinal = head & ByteLayout.StateRecord.finalBit != 0
        if head & ByteLayout.StateRecord.chainBit != 0 {
            // One edge, its label the record's last byte, to the record that follows.
            return State(count: count, isFinal: isFinal, edgeCount: 1, labels: p, targetWidth: 0, rankWidth: 0, end: p &+ 1)
        }
        let edges = Int(label(p))
        p &+= 1
        guard edges > 0 else {
            return State(count: count, isFinal: isFinal, edgeCount: 0, labels: p, targetWidth: 0, rankWidth: 0, end: p)
        }
        guard p < size else { return nil }
        let widths = label(p)
        p &+= 1
        let t = ByteLayout.StateRecord.targetWidth(widths), r = ByteLayout.StateRecord.rankWidth(widths)
        guard t >= 1, t <= ByteLayout.StateRecord.maxFieldWidth, r <= ByteLayout.StateRecord.maxFieldWidth else { return nil }
        let end = p &+ ByteLayout.StateRecord.bodySize(edges: edges, target: t, rank: r)
        guard end <= size else { return nil }
        return State(count: count, isFinal: isFinal, edgeCount: edges, labels: p, targetWidth: t, rankWidth: r, end: end)
    }

    /// The byte at `offset`, unchecked: only for offsets ``state(_:)`` proved in bounds.
    @inline(__always)
    func label(_ offset: Int) -> UInt8 {
        graph.base.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// A little-endian field of `width` bytes at `offset`, unchecked (see ``label(_:)``).
    @inline(__always)
    func field(_ offset: Int, width: Int) -> UInt64 {
        if offset <= graph.count &- 8 {
            // One unaligned load, masked to the field's width (1 … 8 bytes).
            let word = UInt64(littleEndian: graph.base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            return width >= 8 ? word : word & ((1 &<< UInt64(width &* 8)) &- 1)
        }
        var value: UInt64 = 0
        var k = 0
        while k < width {
            value |= UInt64(label(offset &+ k)) << UInt64(k &* 8)
            k &+= 1
        }
        return value
    }

    /// The number of words accepted from the state at `offset` (0 when unreadable).
    @inline(__always)
    func count(_ offset: Int) -> Int {
        guard let read = graph.varint64(offset) else { return 0 }
        return Int(truncatingIfNeeded: read.value >> ByteLayout.StateRecord.wordCountShift)
    }

    @inline(__always)
    func edges(of state: State, at offset: Int) -> EdgeCursor {
        EdgeCursor(state: offset, record: state, left: state.edgeCount)
    }

    /// Edge `index` of `state` (at `offset`), or `nil` when its target is outside the
    /// section or not after the state. `index` must be below the state's edge count.
    @inline(__always)
    func edge(_ index: Int, of state: State, at offset: Int) -> Edge? {
        let target: Int
        if state.targetWidth == 0 {
            target = state.end
        } else {
            let code = field(state.targets &+ index &* state.targetWidth, width: state.targetWidth)
            let distance = code >> 1
            guard distance > 0, distance < UInt64(graph.count) else { return nil }
            target = code & 1 == 0 ? offset &+ Int(distance) : graph.count &- Int(distance)
        }
        guard target > offset, target < graph.count else { return nil }
        let before = index == 0 ? 0 : Int(truncatingIfNeeded: field(state.ranks &+ (index &- 1) &* state.rankWidth, width: state.rankWidth))
        return Edge(label: label(state.labels &+ index), target: target, before: before)
    }

    /// The next edge of a state, or `nil` after the last one or when its target is
    /// outside the section or not after the state.
    @inline(__always)
    func nextEdge(_ cursor: inout EdgeCursor) -> Edge? {
        guard cursor.left > 0 else { return nil }
        let index = cursor.record.edgeCount &- cursor.left
        cursor.left &-= 1
        return edge(index, of: cursor.record, at: cursor.state)
    }

    /// Follows the edge labelled `label` out of `state`; `rank` is the id of the first
    /// word at or below `state`, and the result carries the same for the target.
    /// No sibling is visited: the labels are one byte each, side by side, and the
    /// words below the edges before the one found are stored with it.
    @inline(__always)
    func step(state offset: Int, rank: Int, label wanted: UInt8) -> (state: Int, rank: Int)? {
        if offset == root {
            guard Int(wanted) < alphabet.count, Int(wanted) < prefixStates.count else { return nil }
            let target = prefixStates[Int(wanted)]
            return target < 0 ? nil : (Int(target), Int(prefixRanks[Int(wanted)]))
        }
        guard let state = state(offset), let index = position(of: wanted, in: state) else { return nil }
        let target: Int
        if state.targetWidth == 0 {
            target = state.end
        } else {
            let code = field(state.targets &+ index &* state.targetWidth, width: state.targetWidth)
            let distance = Int(truncatingIfNeeded: code >> 1)
            target = code & 1 == 0 ? offset &+ distance : graph.count &- distance
        }
        // Also refuses a distance of 0 and one that wrapped around.
        guard target > offset, target < graph.count else { return nil }
        let before = index == 0 ? 0 : Int(truncatingIfNeeded: field(state.ranks &+ (index &- 1) &* state.rankWidth, width: state.rankWidth))
        return (target, rank &+ (state.isFinal ? 1 : 0) &+ before)
    }

    /// The position of `wanted` among the labels of `state`, or `nil`. Eight labels at a
    /// time: each 8-byte word XOR the label repeated has a zero byte where they are equal,
    /// and the lowest byte the zero-byte test flags is always a real zero (a false
    /// positive can only sit above one). Byte by byte in the last 8 bytes of the section.
    @inline(__always)
    func position(of wanted: UInt8, in state: State) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let pattern = UInt64(wanted) &* ones
        var start = 0
        while start < state.edgeCount {
            let at = state.labels &+ start
            guard at <= graph.count &- 8 else {
                while start < state.edgeCount {
                    if label(state.labels &+ start) == wanted { return start }
                    start &+= 1
                }
                return nil
            }
            let word = UInt64(littleEndian: graph.base.loadUnaligned(fromByteOffset: at, as: UInt64.self)) ^ pattern
            let zeros = (word &- ones) & ~word & (ones &<< 7)
            if zeros != 0 {
                let index = start &+ zeros.trailingZeroBitCount &>> 3
                return index < state.edgeCount ? index : nil
            }
            start &+= 8
        }
        return nil
    }

    /// The state and first word id after the two letters `first` and `second`, from the
    /// prefix table (only when ``prefixLetters`` is 2).
    @inline(__always)
    func prefixStart(_ first: UInt8, _ second: UInt8) -> (state: Int, rank: Int)? {
        let index = (Int(first) + 1) * alphabet.count + Int(second)
        guard Int(first) < alphabet.count, Int(second) < alphabet.count, index < prefixStates.count else { return nil }
        let target = prefixStates[index]
        return target < 0 ? nil : (Int(target), Int(prefixRanks[index]))
    }

    /// The id of `key`, or `nil` when it is no word.
    func wordID(for key: MatchKey) -> WordID? {
        var text = key.text
        if let found = text.withUTF8({ wordID(utf8: $0) }) { return found }
        return wordID(letters: Substring(text))
    }

    /// The id of a key given as its UTF-8 bytes: `.some(nil)` when it is no word,
    /// `nil` when the bytes hold a code point from U+0300 up (from U+0080 up, when a
    /// letter of the alphabet is not one code point below U+0300: ``byteWalkCeiling``) (a combining mark, a letter
    /// of another script) or are not UTF-8, so that the caller walks its letters (grapheme
    /// clusters) instead. Code points below U+0300 each make a letter of their own when
    /// all are below U+0300 (see ``scalarIndex``), so the walk takes them one or two bytes
    /// at a time: one table lookup and one ``step(state:rank:label:)`` a letter; no allocation.
    @inline(__always)
    func wordID(utf8: UnsafeBufferPointer<UInt8>) -> WordID?? {
        // 0xCC is the first lead byte of U+0300; every longer sequence starts higher.
        let ceiling = byteWalkCeiling
        for byte in utf8 where byte >= ceiling { return nil }
        guard let base = utf8.baseAddress, !utf8.isEmpty else { return .some(nil) }
        let end = utf8.count
        var position = 0
        /// The label of the letter at `position`, which moves past it; `noLetter` for a
        /// code point that is no letter here, `nil` when the bytes are not UTF-8.
        @inline(__always)
        func nextLabel() -> UInt8? {
            let lead = base[position]
            if lead < 0x80 {
                position &+= 1
                return scalarIndex[Int(lead)]
            }
            guard lead >= 0xC2, position &+ 1 < end else { return nil }
            let trail = base[position &+ 1]
            guard trail & 0xC0 == 0x80 else { return nil }
            position &+= 2
            return scalarIndex[Int(UInt32(lead & 0x1F) << 6 | UInt32(trail & 0x3F))]
        }
        var offset = root, rank = 0
        // The first two letters come from the prefix table.
        guard let first = nextLabel() else { return nil }
        guard first != Self.noLetter else { return .some(nil) }
        if position < end && prefixLetters == 2 {
            guard let second = nextLabel() else { return nil }
            guard second != Self.noLetter, let start = prefixStart(first, second) else { return .some(nil) }
            (offset, rank) = start
        } else {
            guard let start = step(state: root, rank: 0, label: first) else { return .some(nil) }
            (offset, rank) = start
        }
        while position < end {
            guard let label = nextLabel() else { return nil }
            guard label != Self.noLetter, let next = step(state: offset, rank: rank, label: label) else { return .some(nil) }
            (offset, rank) = next
        }
        guard isFinal(offset) else { return .some(nil) }
        return .some(wordID(rank: rank))
    }

    /// Whether the state at `offset` is final: bit 0 of its head's first byte.
    @inline(__always)
    func isFinal(_ offset: Int) -> Bool {
        guard offset >= 0, offset < graph.count else { return false }
        return label(offset) & UInt8(truncatingIfNeeded: ByteLayout.StateRecord.finalBit) != 0
    }

    /// The id of a key walked letter by letter (grapheme clusters), for any text.
    func wordID(letters text: Substring) -> WordID? {
        var offset = root, rank = 0
        for letter in text {
            guard let label = letterIndex(letter), let next = step(state: offset, rank: rank, label: label) else { return nil }
            (offset, rank) = next
        }
        guard state(offset)?.isFinal == true else { return nil }
        return wordID(rank: rank)
    }

    /// The labels of the word with id `rank`, found by walking down with the counts.
    func spell(_ rank: Int) -> [UInt8]? {
        guard rank >= 0, rank < header.wordCount else { return nil }
        var labels: [UInt8] = []
        var offset = root
        var rest = rank
        // The first letters come from the prefix table when the root is as the writer
        // makes it (not final): the last entry whose first id is not past `rank`.
        if state(root)?.isFinal == false {
            var base = 0
            for level in 0..<prefixLetters {
                let row = level == 0 ? 0 : (Int(labels[0]) + 1) * alphabet.count
                var chosen = -1
                for label in 0..<alphabet.count where prefixStates[row + label] >= 0 {
                    if Int(prefixRanks[row + label]) > rank { break }
                    chosen = label
                }
                guard chosen >= 0 else { break }
                let state = Int(prefixStates[row + chosen])
                // Only jump when the word lies below this state (it may end one letter up).
                let first = Int(prefixRanks[row + chosen])
                guard rank - first < count(state) else { break }
                labels.append(UInt8(chosen))
                offset = state
                base = first
            }
            rest = rank - base
        }
        // Every letter costs one step; a sound file never needs more than the longest word.
        for _ in 0...header.longestWord {
            guard let state = state(offset) else { return nil }
            if state.isFinal {
                if rest == 0 { return labels }
                rest -= 1
            }
            var cursor = edges(of: state, at: offset)
            var found = false
            while let edge = nextEdge(&cursor) {
                let below = count(edge.target)
                if rest < below {
                    labels.append(edge.label)
                    offset = edge.target
                    found = true
                    break
                }
                rest -= below
            }
            if !found { return nil }
        }
        return nil
    }

    /// The most states a walk over a sound file can enter: one per distinct prefix of a
    /// word, at most (words × (longest + 1)). Walks stop there, so a damaged file whose
    /// edges multiply the paths cannot keep them going for ever.
    var visitBudget: Int {
        let words = header.wordCount, longest = header.longestWord
        return words.multipliedReportingOverflow(by: longest + 1).overflow ? Int.max : words * (longest + 1) + 1
    }

    /// Calls `body` with the id and labels of every word, in key order.
    ///
    /// The walk checks the graph's word counts as it goes: the words found below each
    /// state must be as many as the state says, and start at the id its parent's counts
    /// give it. At the first state that disagrees (a damaged or crafted file) the walk
    /// stops, so it never explores more than about one path per word it hands on: its
    /// cost is that of its output, whatever the counts claim.
    /// - Complexity: O(total letters of all words), one walk of the graph.
    func forEachWord(_ body: (Int, [UInt8]) throws -> Void) rethrows {
        /// A state on the current path: its edges, the id its next child starts at and
        /// the id just past its words (both from the counts in the file).
        struct Frame { var edges: EdgeCursor; var next: Int; var end: Int }
        var labels: [UInt8] = []
        var stack: [Frame] = []
        var rank = 0
        var budget = visitBudget
        guard let rootState = state(root) else { return }
        if rootState.isFinal, rank < header.wordCount { try body(rank, labels); rank += 1 }
        stack.append(Frame(edges: edges(of: rootState, at: root), next: rank, end: rootState.count))
        while !stack.isEmpty {
            let top = stack.count - 1
            guard let edge = nextEdge(&stack[top].edges) else {
                // Every word the state counts must have been found, no more and no fewer.
                guard rank == stack[top].end else { break }
                stack.removeLast()
                if !labels.isEmpty { labels.removeLast() }
                continue
            }
            budget -= 1
            guard budget >= 0, stack.count <= header.longestWord, rank < header.wordCount,
                  let child = state(edge.target) else { break }
            // The child's words start where its elder siblings' ended, and fit in the parent's.
            let start = stack[top].next
            guard child.count >= 1, rank == start, child.count <= stack[top].end - start else { break }
            stack[top].next = start + child.count
            labels.append(edge.label)
            if child.isFinal { try body(rank, labels); rank += 1 }
            stack.append(Frame(edges: edges(of: child, at: edge.target), next: rank, end: start + child.count))
        }
    }

    /// The text of a run of labels.
    func text(_ labels: [UInt8]) -> String {
        var text = ""
        for label in labels where Int(label) < alphabet.count { text.append(alphabet[Int(label)]) }
        return text
    }

    /// The edges out of a state, with the letter, target and rank of each.
    func children(state offset: Int, rank: Int) -> [(letter: Character, state: Int, rank: Int)] {
        edgeList(state: offset, rank: rank).map { (alphabet[Int($0.label)], $0.state, $0.rank) }
    }

    /// The edges out of a state, with the label, target and rank of each; stops at the
    /// first unreadable edge or label outside the alphabet.
    func edgeList(state offset: Int, rank: Int) -> [(label: UInt8, state: Int, rank: Int)] {
        guard let state = state(offset) else { return [] }
        var result: [(label: UInt8, state: Int, rank: Int)] = []
        var rank = rank &+ (state.isFinal ? 1 : 0)
        var cursor = edges(of: state, at: offset)
        while let edge = nextEdge(&cursor), Int(edge.label) < alphabet.count, result.count < alphabet.count {
            result.append((edge.label, edge.target, rank))
            rank = rank &+ count(edge.target)
        }
        return result
    }
}
