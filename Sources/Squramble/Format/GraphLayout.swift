/// Lays out a built ``DAFSABuilder`` automaton as the bytes of the `GRPH` section.
///
/// States are stored parents first: the root at offset 0, and every edge leads to a
/// state at a higher offset. The order is the reverse of a post-order in which the
/// most shared states (the common endings, such as the state after "-s" or
/// "-ing") come first, so they end up at the end of the section where a short
/// distance *from the end* reaches them from anywhere. Every other edge is stored
/// as a distance forwards from its state, and the edge to the state stored right
/// after its own record costs no bytes at all (the "next" flag).
///
/// See `Documentation/DictionaryFormat.md` for the record layout.
enum GraphLayout {
    /// One state in fifty, among those with at least two parents, is laid out as "shared".
    static let sharedFraction = 50

    /// The section's bytes. The automaton is taken, and let go with the states'
    /// distances once every record is laid out: the records are then copied out in
    /// reverse, and a big list's states would otherwise stay alive beside both copies.
    static func encode(_ automaton: consuming DAFSABuilder, alphabetSize: Int) -> [UInt8] {
        let stateCount = automaton.stateCount
        let order = layoutOrder(automaton)
        let alphabet = UInt64(max(alphabetSize, 1))

        // Lay records out from the end of the section backwards (children first), so
        // a child's distance from the end is known when its parents are written.
        var distance = [Int](repeating: 0, count: stateCount)  // from a state's start to the section end
        var records = ByteWriter()
        var recordStart = [Int](repeating: 0, count: order.count + 1)
        var placed = 0
        var previous: Int32 = -1
        for (position, s) in order.enumerated() {
            let state = Int(s)
            let first = Int(automaton.edgeStart[state]), end = Int(automaton.edgeStart[state + 1])
            let edges = end - first
            let next = edges > 0 && automaton.targets[end - 1] == previous
            let shape = ByteLayout.StateShape(wordCount: UInt64(automaton.wordCounts[state]), isFinal: automaton.isFinal[state],
                                              lastIsNext: next, edgeCount: edges)
            let extraEdges = shape.hasExtraEdgeCount ? UInt32(edges - ByteLayout.StateShape.inlineEdges) : nil
            let headerSize = ByteWriter.varintSize(shape.rawValue) + (extraEdges.map(ByteWriter.varintSize) ?? 0)

            let coded = next ? end - 1 : end  // the "next" edge is just its label
            let size = withUnsafeTemporaryAllocation(of: EdgeCode.self, capacity: coded - first) { codes in
                for e in first..<coded {
                    let target = distance[Int(automaton.targets[e])]
                    codes.initializeElement(at: e - first, to: EdgeCode(target: target, placed: placed,
                                                                         label: automaton.labels[e], alphabet: alphabet))
                }
                // The record's size depends on its own edge codes and they on the size: start
                // from a lower bound and grow until the two agree (sizes only grow, so this ends).
                var size = headerSize + edges
                while true {
                    var total = headerSize + (coded < end ? 1 : 0)
                    for edge in codes { total += edge.code(size: size, alphabet: alphabet).size }
                    if total <= size { break }
                    size = total
                }
                recordStart[position] = records.count
                records.varint64(shape.rawValue)
                if let extraEdges { records.varint(extraEdges) }
                for edge in codes { records.varint64(edge.code(size: size, alphabet: alphabet).code) }
                if coded < end { records.u8(automaton.labels[coded]) }
                return size
            }
            placed += size
            distance[state] = placed
            previous = s
        }
        recordStart[order.count] = records.count
        automaton = DAFSABuilder()
        distance = []

        // Parents first: the records in reverse order.
        return [UInt8](unsafeUninitializedCapacity: records.count) { out, written in
            records.bytes.withUnsafeBufferPointer { bytes in
                for position in stride(from: order.count - 1, through: 0, by: -1) {
                    let record = UnsafeBufferPointer(rebasing: bytes[recordStart[position] ..< recordStart[position + 1]])
                    _ = UnsafeMutableBufferPointer(rebasing: out[written...]).initialize(fromContentsOf: record)
                    written += record.count
                }
            }
        }
    }

    /// An edge's two possible codes, as far as they do not depend on the size of the
    /// record being laid out: its target's distance from the end of the section, or its
    /// distance forwards from the record's start, which grows with the record's size.
    private struct EdgeCode {
        var fromEnd: UInt64
        var fromEndSize: Int
        /// The distance forwards less the record's size.
        var ahead: Int
        var label: UInt64

        /// `target` is the target's distance from the end, `placed` the bytes laid out so far.
        init(target: Int, placed: Int, label: UInt8, alphabet: UInt64) {
            self.label = UInt64(label)
            fromEnd = (UInt64(target) << 1 | 1) * alphabet + self.label
            fromEndSize = ByteWriter.varintSize(fromEnd)
            ahead = placed - target
        }

        /// The cheaper of the two codes, and its size, when the record is `size` bytes long.
        func code(size: Int, alphabet: UInt64) -> (code: UInt64, size: Int) {
            let forwards = (UInt64(ahead + size) << 1) * alphabet + label
            let forwardsSize = ByteWriter.varintSize(forwards)
            return fromEndSize < forwardsSize ? (fromEnd, fromEndSize) : (forwards, forwardsSize)
        }
    }

    /// A post-order of all states (children before parents) that starts with the most
    /// shared states and their descendants, then the rest in registration order.
    /// The root comes last. Deterministic: ties are broken by state id.
    static func layoutOrder(_ automaton: DAFSABuilder) -> [Int32] {
        let stateCount = automaton.stateCount
        var parents = [Int32](repeating: 0, count: stateCount)
        for target in automaton.targets { parents[Int(target)] += 1 }
        var candidates: [Int32] = []
        for state in 0..<stateCount where parents[state] >= 2 { candidates.append(Int32(state)) }
        candidates.sort { a, b in
            let pa = parents[Int(a)], pb = parents[Int(b)]
            return pa != pb ? pa > pb : a < b
        }
        let shared = candidates.prefix(stateCount / sharedFraction)

        var isPlaced = [Bool](repeating: false, count: stateCount)
        var order: [Int32] = []
        order.reserveCapacity(stateCount)
        var stack: [(state: Int32, edge: Int32)] = []
        for start in shared where !isPlaced[Int(start)] {
            stack.append((start, automaton.edgeStart[Int(start)]))
            while let (state, edge) = stack.last {
                if edge < automaton.edgeStart[Int(state) + 1] {
                    stack[stack.count - 1].edge += 1
                    let child = automaton.targets[Int(edge)]
                    if !isPlaced[Int(child)] { stack.append((child, automaton.edgeStart[Int(child)])) }
                } else {
                    stack.removeLast()
                    if !isPlaced[Int(state)] {
                        isPlaced[Int(state)] = true
                        order.append(state)
                    }
                }
            }
        }
        // Registration order is itself a post-order, so the rest can follow it.
        for state in 0..<Int32(stateCount) where !isPlaced[Int(state)] { order.append(state) }
        return order
    }
}
