/// Builds the minimal acyclic automaton (DAFSA) of a set of words given in sorted
/// order, with the incremental algorithm of Daciuk, Mihov, Watson and Watson
/// ("Incremental construction of minimal acyclic finite-state automata", 2000).
///
/// Words are sequences of alphabet indices. Only the path of the last word added is
/// open to change; when the next word leaves that path, the states that fell off it
/// are either replaced by an equal state already registered or registered as new.
/// States are registered children-first, so their ids are a post-order: every edge
/// points to a smaller id, and the root is registered last.
struct DAFSABuilder {
    // Registered (frozen) states, in registration order.
    private(set) var isFinal: [Bool] = []
    /// `edgeStart[s] ..< edgeStart[s + 1]` are the edges of state `s`.
    private(set) var edgeStart: [Int32] = [0]
    private(set) var labels: [UInt8] = []
    private(set) var targets: [Int32] = []
    /// The number of words accepted from each state.
    private(set) var wordCounts: [UInt32] = []

    /// Open addressing table of registered states: in each slot, the high half of the
    /// state's hash (above) and its id + 1 (below), 0 for an empty slot. A probe compares
    /// the hashes before it reads the state (scattered over four arrays), and the table
    /// grows from the hashes it holds.
    private var table: [UInt64] = Array(repeating: 0, count: 1 << 12)
    /// The final state without edges, where every word ends, once registered.
    private var finalLeaf: Int32?

    /// The states along the last word added, root first: `openStates[d]` for `d` in
    /// `0...depth` is the state after the first `d` letters. They share one stack of
    /// edges, `openEdges[..<openEdgeCount]`: a state's edges run from its `firstEdge` to
    /// the next state's (the deepest state's, to the top). Each state's last edge leads
    /// to the next state of the path, so its target is set only when that state is
    /// registered. Both arrays only grow; the entries past `depth` and `openEdgeCount`
    /// are leftovers, so adding a word writes in place instead of appending.
    private var openStates: [OpenState] = [OpenState()]
    private var openEdges: [OpenEdge] = []
    private var openEdgeCount = 0
    /// The length of the last word added.
    private var depth = 0
    private var finished = false

    private struct OpenState {
        var firstEdge = 0
        var isFinal = false
        /// The label of the last edge: the letter of the last word after this state.
        var letter: UInt8 = 0
    }

    private struct OpenEdge {
        var label: UInt8 = 0
        var target: Int32 = -1
    }

    var stateCount: Int { isFinal.count }
    var edgeCount: Int { labels.count }

    /// Adds a word. Words must come in strictly increasing lexicographic order.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
        precondition(!finished)
        let limit = min(word.count, depth)
        let common = openStates.withUnsafeBufferPointer { states in
            var common = 0
            while common < limit && word[common] == states[common].letter { common += 1 }
            return common
        }
        freeze(downTo: common)

        // One new state and one new edge per letter after the common prefix.
        let newEdgeCount = openEdgeCount + word.count - common
        if openEdges.count < newEdgeCount { openEdges += repeatElement(OpenEdge(), count: newEdgeCount - openEdges.count) }
        if openStates.count <= word.count { openStates += repeatElement(OpenState(), count: word.count + 1 - openStates.count) }
        let firstNew = openEdgeCount
        openEdges.withUnsafeMutableBufferPointer { edges in
            for (i, letter) in word[common...].enumerated() { edges[firstNew + i] = OpenEdge(label: letter, target: -1) }
        }
        openStates.withUnsafeMutableBufferPointer { states in
            for d in common..<word.count {
                states[d].letter = word[d]
                states[d + 1] = OpenState(firstEdge: firstNew + d - common + 1)
            }
            states[word.count].isFinal = true
        }
        openEdgeCount = newEdgeCount
        depth = word.count
    }

    /// Registers what is left of the open path and returns the root's id. The table of
    /// registered states and the open path are let go, and the states' arrays shrunk to
    /// their size: only the states are read after this, and the table is the builder's
    /// biggest array (8 bytes a slot, two to four slots a state), alive otherwise while
    /// the automaton is laid out.
    mutating func finish() -> Int32 {
        freeze(downTo: 0)
        finished = true
        let root = register(openStates[0])
        table = []
        openStates = []
        openEdges = []
        // The states live on while they are laid out: in arrays of their size, not of the
        // room their growth left (copied now, when the table's room is free again).
        isFinal = isFinal.shrunk(); edgeStart = edgeStart.shrunk(); labels = labels.shrunk()
        targets = targets.shrunk(); wordCounts = wordCounts.shrunk()
        return root
    }

    /// Freezes the open states deeper than `level`, deepest first, linking each to its parent.
    private mutating func freeze(downTo level: Int) {
        while depth > level {
            let state = openStates[depth]
            let id = register(state)
            depth -= 1
            openEdgeCount = state.firstEdge
            openEdges[openEdgeCount - 1].target = id
        }
    }

    /// The id of a registered state equal to the deepest open state `state`,
    /// registering it when new.
    @inline(__always)  // called once per letter of every word: the call costs as much as a lookup
    private mutating func register(_ state: OpenState) -> Int32 {
        let edges = state.firstEdge ..< openEdgeCount
        if edges.isEmpty && state.isFinal, let finalLeaf { return finalLeaf }
        // FNV-style mixing of the final flag and the edges.
        var h: UInt64 = state.isFinal ? 0x9E37_79B9_7F4A_7C15 : 0x2545_F491_4F6C_DD1D
        for edge in openEdges[edges] {
            h = (h ^ UInt64(edge.label)) &* 0x100_0000_01B3
            h = (h ^ UInt64(UInt32(bitPattern: edge.target))) &* 0x100_0000_01B3
        }
        h ^= h >> 29
        let tag = h & 0xFFFF_FFFF_0000_0000

        let mask = table.count - 1
        var slot = Int(truncatingIfNeeded: tag >> 32) & mask
        while true {
            let entry = table[slot]
            if entry == 0 { break }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let id = Int32(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if equals(id, state) { return id }
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(isFinal.count)
        var count: UInt32 = state.isFinal ? 1 : 0
        for edge in openEdges[edges] {
            count &+= wordCounts[Int(edge.target)]
            labels.append(edge.label)
            targets.append(edge.target)
        }
        isFinal.append(state.isFinal)
        edgeStart.append(Int32(labels.count))
        wordCounts.append(count)
        if edges.isEmpty && state.isFinal { finalLeaf = id }
        table[slot] = tag | UInt64(id + 1)
        if isFinal.count * 2 > table.count { grow() }
        return id
    }

    /// Whether registered state `id` equals the open `state`.
    private func equals(_ id: Int32, _ state: OpenState) -> Bool {
        let s = Int(id)
        guard isFinal[s] == state.isFinal else { return false }
        let start = Int(edgeStart[s]), end = Int(edgeStart[s + 1])
        guard end - start == openEdgeCount - state.firstEdge else { return false }
        var e = state.firstEdge
        for i in start..<end {
            if labels[i] != openEdges[e].label || targets[i] != openEdges[e].target { return false }
            e += 1
        }
        return true
    }

    private mutating func grow() {
        var bigger = [UInt64](repeating: 0, count: table.count * 2)
        let mask = bigger.count - 1
        for entry in table where entry != 0 {
            var slot = Int(truncatingIfNeeded: entry >> 32) & mask
            while bigger[slot] != 0 { slot = (slot + 1) & mask }
            bigger[slot] = entry
        }
        table = bigger
    }
}
