/// Reading the letter graph: states, edges, and ranks (word ids) along a path.
///
/// States are stored parents first, the root at offset 0, and every edge leads to a
/// higher offset, so every walk moves strictly towards the end of the section and
/// stops, whatever the bytes say. `Documentation/DictionaryFormat.md` has the layout.
extension LexiconCore {
    struct State {
        /// Words accepted from here.
        var count: Int
        var isFinal: Bool
        var edgeCount: Int
        /// Whether the last edge leads to the state stored right after this one.
        var lastIsNext: Bool
        /// Offset of the first edge.
        var edges: Int
    }

    struct Edge {
        var label: UInt8
        var target: Int
    }

    /// Reads the edges of one state in order.
    struct EdgeCursor {
        /// Where the state starts.
        let state: Int
        /// Where the next edge starts.
        var position: Int
        var left: Int
        let lastIsNext: Bool
    }

    @inline(__always)
    func state(_ offset: Int) -> State? {
        guard let read = graph.varint64(offset) else { return nil }
        let shape = ByteLayout.StateShape(rawValue: read.value)
        var edgeCount = shape.storedEdgeCount
        var edges = read.next
        if shape.hasExtraEdgeCount {
            guard let more = graph.varint(edges) else { return nil }
            edgeCount += Int(more.value)
            edges = more.next
        }
        return State(count: shape.wordCount, isFinal: shape.isFinal, edgeCount: edgeCount,
                     lastIsNext: shape.lastIsNext && edgeCount > 0, edges: edges)
    }

    /// The number of words accepted from the state at `offset` (0 when unreadable).
    @inline(__always)
    func count(_ offset: Int) -> Int {
        guard let read = graph.varint64(offset) else { return 0 }
        return ByteLayout.StateShape(rawValue: read.value).wordCount
    }

    @inline(__always)
    func edges(of state: State, at offset: Int) -> EdgeCursor {
        EdgeCursor(state: offset, position: state.edges, left: state.edgeCount, lastIsNext: state.lastIsNext)
    }

    /// The next edge of a state, or `nil` after the last one or when the bytes are
    /// unreadable or point backwards.
    @inline(__always)
    func nextEdge(_ cursor: inout EdgeCursor) -> Edge? {
        guard cursor.left > 0 else { return nil }
        cursor.left -= 1
        if cursor.left == 0 && cursor.lastIsNext {
            // The target is the record that starts right after this one-byte edge.
            guard let label = graph.u8(cursor.position) else { return nil }
            cursor.position += 1
            guard cursor.position < graph.count else { return nil }
            return Edge(label: label, target: cursor.position)
        }
        guard let field = graph.varint64(cursor.position) else { return nil }
        cursor.position = field.next
        let (code, label) = splitLabel(field.value)
        let distance = code >> 1
        guard distance > 0, distance < UInt64(graph.count) else { return nil }
        let target = code & 1 == 0 ? cursor.state + Int(distance) : graph.count - Int(distance)
        guard target > cursor.state, target < graph.count else { return nil }
        return Edge(label: label, target: target)
    }

    /// Splits an edge field into its target code and letter: `field = code × alphabet + label`.
    @inline(__always)
    func splitLabel(_ field: UInt64) -> (code: UInt64, label: UInt8) {
        let size = UInt64(alphabet.count)
        guard size > 0 else { return (0, 0) }
        let code: UInt64
        if field >> 32 == 0 {
            // Division by a constant: multiply by ⌈2^40 / size⌉ and shift (exact below 2^32).
            let product = field.multipliedFullWidth(by: labelReciprocal)
            code = product.high << 24 | product.low >> 40
        } else {
            code = field / size
        }
        return (code, UInt8(truncatingIfNeeded: field &- code &* size))
    }

    /// Follows the edge labelled `label` out of `state`; `rank` is the id of the first
    /// word at or below `state`, and the result carries the same for the target.
    @inline(__always)
    func step(state offset: Int, rank: Int, label: UInt8) -> (state: Int, rank: Int)? {
        if offset == root {
            guard Int(label) < alphabet.count, Int(label) < prefixStates.count else { return nil }
            let target = prefixStates[Int(label)]
            return target < 0 ? nil : (Int(target), Int(prefixRanks[Int(label)]))
        }
        guard let state = state(offset) else { return nil }
        var rank = rank &+ (state.isFinal ? 1 : 0)
        var cursor = edges(of: state, at: offset)
        while let edge = nextEdge(&cursor) {
            if edge.label == label { return (edge.target, rank) }
            if edge.label > label { return nil }
            rank = rank &+ count(edge.target)
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

    func wordID(for key: MatchKey) -> WordID? {
        let text = key.text
        // ASCII keys: one table lookup per byte, no allocation. (`nil` from the closure:
        // not ASCII; `nil` from the call: the string is not stored contiguously.)
        let ascii = text.utf8.withContiguousStorageIfAvailable { utf8 -> WordID?? in
            for byte in utf8 where byte >= 0x80 { return nil }
            var offset = root, rank = 0
            var rest = utf8[...]
            if prefixLetters == 2 && utf8.count >= 2 {
                // The first two letters come from the prefix table.
                let first = asciiIndex[Int(utf8[0])], second = asciiIndex[Int(utf8[1])]
                guard first != Self.noLetter, second != Self.noLetter, utf8[0] != 0x0D,
                      let start = prefixStart(first, second) else { return .some(nil) }
                (offset, rank) = start
                rest = utf8[2...]
            }
            for byte in rest {
                let label = asciiIndex[Int(byte)]
                guard label != Self.noLetter, byte != 0x0D,  // "\r\n" is one Character
                      let next = step(state: offset, rank: rank, label: label) else { return .some(nil) }
                (offset, rank) = next
            }
            guard state(offset)?.isFinal == true else { return .some(nil) }
            return .some(wordID(rank: rank))
        }
        if let ascii, let ascii { return ascii }
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
