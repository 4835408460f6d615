/// Reading the letter graph: states, edges, and ranks (word ids) along a path.
///
/// A state record is `varint count`, `varint (edges << 1 | final)`, then per edge
/// `u8 label` and `varint delta`, where the edge's target starts `delta` bytes
/// before the state itself. Deltas are at least 1, so every walk moves strictly
/// towards offset 0 and ends, whatever the bytes say.
extension LexiconCore {
    struct State {
        /// Words accepted from here.
        var count: UInt32
        var isFinal: Bool
        var edgeCount: Int
        /// Offset of the first edge.
        var edges: Int
    }

    struct Edge {
        var label: UInt8
        var target: Int
        /// Offset of the next edge.
        var next: Int
    }

    @inline(__always)
    func state(_ offset: Int) -> State? {
        guard let count = graph.varint(offset), let shape = graph.varint(count.next) else { return nil }
        return State(count: count.value, isFinal: shape.value & 1 == 1, edgeCount: Int(shape.value >> 1), edges: shape.next)
    }

    /// The number of words accepted from the state at `offset` (0 when unreadable).
    @inline(__always)
    func count(_ offset: Int) -> Int {
        guard let count = graph.varint(offset) else { return 0 }
        return Int(count.value)
    }

    /// The edge stored at `position`, leaving the state at `state`.
    @inline(__always)
    func edge(at position: Int, from state: Int) -> Edge? {
        guard let label = graph.u8(position), let delta = graph.varint(position + 1),
              delta.value >= 1, Int(delta.value) <= state else { return nil }
        return Edge(label: label, target: state - Int(delta.value), next: delta.next)
    }

    /// Follows the edge labelled `label` out of `state`; `rank` is the id of the first
    /// word at or below `state`, and the result carries the same for the target.
    @inline(__always)
    func step(state offset: Int, rank: Int, label: UInt8) -> (state: Int, rank: Int)? {
        guard let state = state(offset) else { return nil }
        var rank = rank &+ (state.isFinal ? 1 : 0)
        var position = state.edges
        for _ in 0..<state.edgeCount {
            guard let edge = edge(at: position, from: offset) else { return nil }
            if edge.label == label { return (edge.target, rank) }
            if edge.label > label { return nil }
            rank = rank &+ count(edge.target)
            position = edge.next
        }
        return nil
    }

    /// The id of the word spelled by `labels`, or `nil` when it is not a word.
    @inline(__always)
    func wordID(labels: some Sequence<UInt8>) -> WordID? {
        var offset = root, rank = 0
        for label in labels {
            guard let next = step(state: offset, rank: rank, label: label) else { return nil }
            (offset, rank) = next
        }
        guard state(offset)?.isFinal == true else { return nil }
        return wordID(rank: rank)
    }

    func wordID(for key: MatchKey) -> WordID? {
        var text = key.text
        // ASCII keys: one table lookup per byte, no allocation.
        let ascii = text.withUTF8 { utf8 -> WordID?? in
            for byte in utf8 where byte >= 0x80 { return nil }
            var offset = root, rank = 0
            for byte in utf8 {
                let label = asciiIndex[Int(byte)]
                guard label != Self.noLetter, byte != 0x0D,  // "\r\n" is one Character
                      let next = step(state: offset, rank: rank, label: label) else { return .some(nil) }
                (offset, rank) = next
            }
            guard state(offset)?.isFinal == true else { return .some(nil) }
            return .some(wordID(rank: rank))
        }
        if let ascii { return ascii }
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
        // Every letter costs one step; a sound file never needs more than the longest word.
        for _ in 0...header.longestWord {
            guard let state = state(offset) else { return nil }
            if state.isFinal {
                if rest == 0 { return labels }
                rest -= 1
            }
            var position = state.edges
            var found = false
            for _ in 0..<state.edgeCount {
                guard let edge = edge(at: position, from: offset) else { return nil }
                let below = count(edge.target)
                if rest < below {
                    labels.append(edge.label)
                    offset = edge.target
                    found = true
                    break
                }
                rest -= below
                position = edge.next
            }
            if !found { return nil }
        }
        return nil
    }

    /// The text of a run of labels.
    func text(_ labels: [UInt8]) -> String {
        var text = ""
        for label in labels where Int(label) < alphabet.count { text.append(alphabet[Int(label)]) }
        return text
    }

    /// The edges out of a state, with the letter, target and rank of each.
    func children(state offset: Int, rank: Int) -> [(letter: Character, state: Int, rank: Int)] {
        guard let state = state(offset) else { return [] }
        var result: [(letter: Character, state: Int, rank: Int)] = []
        var rank = rank &+ (state.isFinal ? 1 : 0)
        var position = state.edges
        for _ in 0..<min(state.edgeCount, alphabet.count) {
            guard let edge = edge(at: position, from: offset), Int(edge.label) < alphabet.count else { break }
            result.append((alphabet[Int(edge.label)], edge.target, rank))
            rank = rank &+ count(edge.target)
            position = edge.next
        }
        return result
    }
}
