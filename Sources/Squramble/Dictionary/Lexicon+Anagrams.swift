/// Anagram and sub-anagram search: a depth-first walk of the letter graph that only
/// follows edges whose letter is still on the rack.
extension LexiconCore {
    /// Every word that the rack can spell with at least `minLength` letters (or,
    /// when `exact`, with every rack letter), in key order.
    ///
    /// The walk keeps an explicit stack (no recursion, so no stack overflow whatever
    /// the rack), and stops reading a state's edges once their letters pass the
    /// largest letter on the rack. Ranks are carried down as in ``step(state:rank:label:)``.
    func rackSearch(_ rack: LetterMultiset, minLength: Int, exact: Bool) -> [WordID] {
        var available = [Int32](repeating: 0, count: alphabet.count)
        var rackSize = 0
        var highest = -1
        for letter in rack.sortedLetters {
            guard let label = letterIndex(letter) else {
                if exact { return [] }  // a letter no word has: no anagram
                continue
            }
            available[Int(label)] += 1
            rackSize += 1
            highest = max(highest, Int(label))
        }
        if rackSize < minLength || (exact && rackSize != rack.count) { return [] }
        return available.withUnsafeMutableBufferPointer { available in
            searchRack(available: available, rackSize: rackSize, highest: highest, minLength: minLength, exact: exact)
        }
    }

    private struct Frame {
        /// The edges still to read.
        var edges: EdgeCursor
        /// The rank of the first word below the first edge (an edge's words start
        /// `edge.before` later).
        var rank: Int
        /// The label of the edge that led here (returned to the rack on the way back).
        var label: Int
    }

    private func searchRack(available: UnsafeMutableBufferPointer<Int32>, rackSize: Int, highest: Int,
                            minLength: Int, exact: Bool) -> [WordID] {
        var results: [WordID] = []
        var stack: [Frame] = []
        stack.reserveCapacity(rackSize + 1)

        // Enters a state reached with `depth` letters; returns its frame.
        func enter(_ offset: Int, rank: Int, depth: Int, label: Int) -> Frame? {
            guard let state = state(offset) else { return nil }
            if state.isFinal && depth >= minLength && (!exact || depth == rackSize), let id = wordID(rank: rank) {
                results.append(id)
            }
            var cursor = edges(of: state, at: offset)
            if depth >= rackSize { cursor.left = 0 }  // the rack is used up
            return Frame(edges: cursor, rank: rank &+ (state.isFinal ? 1 : 0), label: label)
        }

        guard let start = enter(root, rank: 0, depth: 0, label: -1) else { return [] }
        stack.append(start)
        // In a sound file every state entered is a distinct prefix of some word, so this
        // budget is never reached; it only stops a damaged file from being walked for ever.
        var budget = visitBudget
        while !stack.isEmpty {
            let depth = stack.count - 1
            let top = stack.count - 1
            // Edges past the rack's largest letter can be skipped: no rank beyond them is needed.
            guard let edge = nextEdge(&stack[top].edges), Int(edge.label) <= highest else {
                let frame = stack.removeLast()
                if frame.label >= 0 { available[frame.label] += 1 }
                continue
            }
            let label = Int(edge.label)
            let rank = stack[top].rank &+ edge.before
            if available[label] > 0 {
                budget -= 1
                if budget < 0 { break }
                available[label] -= 1
                if let child = enter(edge.target, rank: rank, depth: depth + 1, label: label) {
                    stack.append(child)
                } else {
                    available[label] += 1
                }
            }
        }
        return results
    }
}
