/// Lays out a built ``DAFSABuilder`` automaton as the bytes of the `GRPH` section.
///
/// States are stored parents first: the root at offset 0, and every edge leads to a
/// state at a higher offset. The order is the reverse of a post-order in which the
/// most shared states (the common endings, such as the state after "-s" or
/// "-ing") come first, so they end up at the end of the section where a short
/// distance *from the end* reaches them from anywhere. Every other edge is stored
/// as a distance forwards from its state, and a state's only edge, when it leads to
/// the state stored right after its own record, takes no target code at all.
/// Target codes and ranks have one width per state, so a reader finds edge `i`'s
/// target and rank without reading the edges before it.
///
/// See `Documentation/DictionaryFormat.md` for the record layout.
enum GraphLayout {
    /// One state in fifty, among those with at least two parents, is laid out as "shared".
    static let sharedFraction = 50

    /// The section's bytes. The automaton is taken, and let go once every record is laid
    /// out: the records are then copied out in reverse, and a big list's states would
    /// otherwise stay alive beside both copies. The records are kept in chunks
    /// (``RecordChunks``) while they are laid out, each let go once copied out.
    static func encode(_ automaton: consuming DAFSABuilder) -> [UInt8] {
        let order = layoutOrder(automaton)

        // Lay records out from the end of the section backwards (children first), so
        // a child's distance from the end is known when its parents are written. A
        // state's distance is also where its record ends among the records laid out.
        var distance = [Int](repeating: 0, count: automaton.stateCount)  // from a state's start to the section end
        var records = RecordChunks()
        var record = ByteWriter()
        var placed = 0
        var previous: Int32 = -1
        for s in order {
            let state = Int(s)
            record.removeAll()
            placed += writeRecord(of: state, in: automaton, previous: previous, placed: placed, distance: distance, to: &record)
            records.append(record.bytes)
            distance[state] = placed
            previous = s
        }
        automaton = DAFSABuilder()

        // Parents first: the records in reverse order.
        return records.reversed(count: order.count) { position in
            (position == 0 ? 0 : distance[Int(order[position - 1])]) ..< distance[Int(order[position])]
        }
    }

    /// Writes the record of `state` (DictionaryFormat.md, "State record") and returns
    /// its size. `previous` is the state laid out just before it (stored right after it
    /// in the section), `placed` the bytes laid out so far, and `distance` each laid-out
    /// state's distance from its start to the end of the section.
    private static func writeRecord(of state: Int, in automaton: borrowing DAFSABuilder, previous: Int32, placed: Int,
                                    distance: [Int], to records: inout ByteWriter) -> Int {
        let first = Int(automaton.edgeStart[state]), end = Int(automaton.edgeStart[state + 1])
        let edges = end - first
        let isChain = edges == 1 && automaton.targets[first] == previous
        let head = ByteLayout.StateRecord.head(wordCount: UInt64(automaton.wordCounts[state]), isFinal: automaton.isFinal[state],
                                               isChain: isChain)
        let start = records.count
        records.varint64(head)
        if isChain {
            // The one edge leads to the record stored right after this one: its label alone.
            records.u8(automaton.labels[first])
            return records.count - start
        }
        records.u8(UInt8(edges))
        guard edges > 0 else { return records.count - start }
        // No array a record: a big list has a record for each of hundreds of thousands
        // of states, and two arrays each (ranks, target codes) cost more than the record.
        // The largest rank, the words below every edge but the last, sets the ranks' width.
        var largestRank: UInt64 = 0
        for e in first..<end - 1 { largestRank += UInt64(automaton.wordCounts[Int(automaton.targets[e])]) }
        let rankWidth = edges > 1 ? ByteLayout.StateRecord.fieldWidth(largestRank) : 0
        let prefix = records.count - start + 1
        // Every edge's target either as a distance forwards from the record's start
        // (which grows with the record) or back from the end of the section: the
        // narrowest width that holds one of the two for every edge.
        var targetWidth = 1
        widths: while true {
            let size = prefix + ByteLayout.StateRecord.bodySize(edges: edges, target: targetWidth, rank: rankWidth)
            for e in first..<end {
                let code = targetCode(distance[Int(automaton.targets[e])], placed: placed, size: size, width: targetWidth)
                if ByteLayout.StateRecord.fieldWidth(code) > targetWidth {
                    targetWidth += 1
                    continue widths
                }
            }
            break
        }
        let size = prefix + ByteLayout.StateRecord.bodySize(edges: edges, target: targetWidth, rank: rankWidth)
        records.u8(ByteLayout.StateRecord.widths(target: targetWidth, rank: rankWidth))
        for e in first..<end { records.u8(automaton.labels[e]) }
        for e in first..<end {
            let code = targetCode(distance[Int(automaton.targets[e])], placed: placed, size: size, width: targetWidth)
            records.field(code, width: targetWidth)
        }
        var below: UInt64 = 0
        for e in first..<end - 1 {
            below += UInt64(automaton.wordCounts[Int(automaton.targets[e])])
            records.field(below, width: rankWidth)
        }
        return records.count - start
    }

    /// The code of an edge to the state `target` bytes from the end of the section, in a
    /// record of `size` bytes laid out after `placed` bytes: the distance forwards from
    /// the record's start (low bit 0) when it fits in `width` bytes, else the distance from
    /// the end (low bit 1).
    @inline(__always)
    private static func targetCode(_ target: Int, placed: Int, size: Int, width: Int) -> UInt64 {
        let forwards = UInt64(placed - target + size) << 1
        return ByteLayout.StateRecord.fieldWidth(forwards) <= width ? forwards : UInt64(target) << 1 | 1
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

/// The records of a section as they are laid out, in chunks of a mebibyte: a big list's
/// records (tens of megabytes) grow without an array that doubles, which would hold its
/// old room and its new one at once, and are copied out in reverse with each chunk let go
/// once copied, so they are not alive twice over beside the section.
struct RecordChunks {
    static let chunkSize = 1 << 20
    private var chunks: [[UInt8]] = []
    private(set) var count = 0

    mutating func append(_ bytes: [UInt8]) {
        // Most records fit in the room left in the last chunk.
        if count % Self.chunkSize != 0 && bytes.count <= Self.chunkSize - count % Self.chunkSize {
            chunks[chunks.count - 1].append(contentsOf: bytes)
            count += bytes.count
            return
        }
        var rest = bytes[...]
        while !rest.isEmpty {
            if count % Self.chunkSize == 0 {
                chunks.append([])
                chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
            }
            let part = rest.prefix(Self.chunkSize - count % Self.chunkSize)
            chunks[chunks.count - 1].append(contentsOf: part)
            count += part.count
            rest = rest.dropFirst(part.count)
        }
    }

    /// The bytes of `count` records, the last first, where `bounds(p)` is where record `p`
    /// lies (records one after another from 0 to ``count``).
    consuming func reversed(count records: Int, bounds: (Int) -> Range<Int>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { out, written in
            for position in stride(from: records - 1, through: 0, by: -1) {
                var from = bounds(position)
                while !from.isEmpty {
                    let chunk = from.lowerBound / Self.chunkSize, offset = from.lowerBound % Self.chunkSize
                    let length = min(from.count, Self.chunkSize - offset)
                    chunks[chunk].withUnsafeBufferPointer { bytes in
                        _ = UnsafeMutableBufferPointer(rebasing: out[written ..< written + length])
                            .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[offset ..< offset + length]))
                    }
                    written += length
                    from = from.lowerBound + length ..< from.upperBound
                }
                // Every byte from this record's start on is copied.
                let needed = bounds(position).lowerBound / Self.chunkSize + 1
                while chunks.count > needed { chunks.removeLast() }
            }
        }
    }
}
