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

    /// Open addressing table of registered state ids (-1 = empty slot).
    private var table: [Int32] = Array(repeating: -1, count: 1 << 12)

    /// The states along the last word added; `path[0]` is the root.
    private var path: [OpenState] = [OpenState()]
    private var depth = 0
    private var previous: [UInt8] = []
    private var finished = false

    private struct OpenState {
        var isFinal = false
        var labels: [UInt8] = []
        /// Targets of all edges but the last, which leads to the next open state.
        var targets: [Int32] = []
        mutating func reset() {
            isFinal = false
            labels.removeAll(keepingCapacity: true)
            targets.removeAll(keepingCapacity: true)
        }
    }

    var stateCount: Int { isFinal.count }
    var edgeCount: Int { labels.count }

    /// Adds a word. Words must come in strictly increasing lexicographic order.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
        precondition(!finished)
        var common = 0
        let limit = min(word.count, previous.count)
        while common < limit && word[common] == previous[common] { common += 1 }
        freeze(downTo: common)
        for i in common..<word.count {
            path[i].labels.append(word[i])
            if path.count <= i + 1 { path.append(OpenState()) } else { path[i + 1].reset() }
        }
        depth = word.count
        path[depth].isFinal = true
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: word)
    }

    /// Registers what is left of the open path and returns the root's id.
    mutating func finish() -> Int32 {
        freeze(downTo: 0)
        finished = true
        return register(path[0])
    }

    /// Freezes `path[depth] ... path[level + 1]`, linking each to its parent.
    private mutating func freeze(downTo level: Int) {
        while depth > level {
            let id = register(path[depth])
            path[depth - 1].targets.append(id)
            depth -= 1
        }
    }

    private func hash(_ state: OpenState) -> Int {
        state.labels.withUnsafeBufferPointer { labels in
            state.targets.withUnsafeBufferPointer { targets in
                Self.hash(isFinal: state.isFinal, labels: labels, targets: targets)
            }
        }
    }

    /// FNV-style mixing of a state's final flag and edges.
    private static func hash(isFinal: Bool, labels: UnsafeBufferPointer<UInt8>, targets: UnsafeBufferPointer<Int32>) -> Int {
        var h: UInt64 = isFinal ? 0x9E37_79B9_7F4A_7C15 : 0x2545_F491_4F6C_DD1D
        for i in 0..<labels.count {
            h = (h ^ UInt64(labels[i])) &* 0x100_0000_01B3
            h = (h ^ UInt64(UInt32(bitPattern: targets[i]))) &* 0x100_0000_01B3
        }
        h ^= h >> 29
        return Int(truncatingIfNeeded: h)
    }

    private func equals(_ id: Int32, _ state: OpenState) -> Bool {
        let s = Int(id)
        guard isFinal[s] == state.isFinal else { return false }
        let start = Int(edgeStart[s]), end = Int(edgeStart[s + 1])
        guard end - start == state.labels.count else { return false }
        for i in 0..<state.labels.count {
            if labels[start + i] != state.labels[i] || targets[start + i] != state.targets[i] { return false }
        }
        return true
    }

    /// The id of a registered state equal to `state`, registering it when new.
    private mutating func register(_ state: borrowing OpenState) -> Int32 {
        let mask = table.count - 1
        var slot = hash(state) & mask
        while true {
            let id = table[slot]
            if id < 0 { break }
            if equals(id, state) { return id }
            slot = (slot + 1) & mask
        }
        let id = Int32(isFinal.count)
        var count: UInt32 = state.isFinal ? 1 : 0
        for target in state.targets { count &+= wordCounts[Int(target)] }
        isFinal.append(state.isFinal)
        labels.append(contentsOf: state.labels)
        targets.append(contentsOf: state.targets)
        edgeStart.append(Int32(labels.count))
        wordCounts.append(count)
        table[slot] = id
        if isFinal.count * 2 > table.count { grow() }
        return id
    }

    private mutating func grow() {
        var bigger = [Int32](repeating: -1, count: table.count * 2)
        let mask = bigger.count - 1
        labels.withUnsafeBufferPointer { labels in
            targets.withUnsafeBufferPointer { targets in
                for s in 0..<isFinal.count {
                    let start = Int(edgeStart[s]), end = Int(edgeStart[s + 1])
                    var slot = Self.hash(isFinal: isFinal[s], labels: UnsafeBufferPointer(rebasing: labels[start..<end]),
                                         targets: UnsafeBufferPointer(rebasing: targets[start..<end])) & mask
                    while bigger[slot] >= 0 { slot = (slot + 1) & mask }
                    bigger[slot] = Int32(s)
                }
            }
        }
        table = bigger
    }
}
