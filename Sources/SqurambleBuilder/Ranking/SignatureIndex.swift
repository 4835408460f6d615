/// Counts the words a set of letters can make. The anagram signatures of the words
/// (their letter codes in ascending order) are kept in a trie; a search walks only the
/// paths the letters allow, each distinct sub-multiset of the letters once, so it
/// visits the sub-multisets that start some signature, not all 2ⁿ subsets.
///
/// ``build(signatures:ends:largestLetter:)`` makes a linked trie of the signatures, in
/// signature order, then `finish()` lays it out as a double array (Aoe, 1989): the child
/// of the node in slot `n` by letter `c` is slot `base(n) + c` when that slot's `parent`
/// is `n`. A step down is then one addition and one comparison, with no search among
/// the children and no bit counting (the build targets plain x86-64, which has no
/// `popcnt`).
package struct SignatureIndex {
    /// The linked trie while it is made; node 0 is the empty signature.
    private var nodes = [Node(firstChild: -1, nextSibling: -1, code: 0, words: 0)]
    /// The double array, after `finish()`; slot 0 is the empty signature.
    private(set) var slots: [Slot] = []
    /// The largest letter code a search may look up (`finish`'s `largestLetter`): every
    /// base leaves room for it (see `SignatureIndex+Invariants.swift`).
    private(set) var largestLetter: Int32 = 0

    private struct Node {
        package var firstChild: Int32
        package var nextSibling: Int32
        package var code: Int32
        package var words: Int32
    }

    package struct Slot {
        /// The slot of the parent, or −1 for a free slot.
        package var parent: Int32
        /// Where the children start (the child by letter `c` is at `base + c`), or −1 for
        /// a node without children.
        package var base: Int32
        /// The number of words whose signature ends here.
        package var words: Int32
    }

    private init() {}

    /// Indexes `keys` of `minimumLength…maximumLength` letters (for tests; `TargetRanking.rank`
    /// counts the letters of its words as it takes their signatures).
    package init(keys: [String], coder: inout LetterCoder, minimumLength: Int, maximumLength: Int) {
        var signatures: [Int32] = [], ends = SignatureEnds()
        CodeBuffer.withTemporary(capacity: maximumLength) { codes in
            for key in keys {
                let length = coder.count(key, codingIf: minimumLength...maximumLength, into: codes)
                guard length >= minimumLength, length <= maximumLength else { continue }
                signatures.append(contentsOf: codes.sortedSignature(length))
                ends.append(signatures.count)
            }
        }
        self = Self.build(signatures: signatures, ends: ends, largestLetter: coder.largestCode).index
    }

    /// Indexes words by their signatures, `signatures[ends[j]]` for word `j`
    /// (letter codes ≥ 1, ascending, none above `largestLetter`: one byte each while the
    /// letters have codes below 256, as a big list's signatures are most of the ranking's
    /// memory). Returns the index, and
    /// for each word the number of its signature among the distinct ones (anagrams share
    /// one), counted from 0 in signature order.
    ///
    /// The words are put in signature order first: then each signature shares a path with
    /// the one before as far as they agree, and the rest of it is new, so the trie is made
    /// without looking for a single child (looking among a node's children, one memory
    /// read after another, was most of the work).
    package static func build<Code: FixedWidthInteger>(signatures: [Code], ends: SignatureEnds, largestLetter: Int32) -> (index: SignatureIndex, numbers: [Int32]) {
        let order = signatureOrder(signatures, ends: ends, largestLetter: largestLetter)
        var index = SignatureIndex()
        var numbers = [Int32](repeating: 0, count: ends.count)
        var path: [Int32] = [0]  // the nodes of the previous signature's path, the root first
        var previous = 0..<0, number: Int32 = -1
        signatures.withUnsafeBufferPointer { codes in
            for word in order {
                let w = Int(word)
                let signature = ends[w]
                var shared = 0
                while shared < min(previous.count, signature.count),
                      codes[previous.lowerBound + shared] == codes[signature.lowerBound + shared] { shared += 1 }
                if number < 0 || shared < signature.count || shared < previous.count {
                    number += 1
                    path.removeLast(path.count - shared - 1)
                    var node = Int(path[shared])
                    for position in signature.dropFirst(shared) {
                        let child = index.nodes.count
                        index.nodes.append(Node(firstChild: -1, nextSibling: index.nodes[node].firstChild, code: Int32(codes[position]), words: 0))
                        index.nodes[node].firstChild = Int32(child)
                        node = child
                        path.append(Int32(child))
                    }
                    previous = signature
                }
                index.nodes[Int(path[path.count - 1])].words += 1
                numbers[w] = number
            }
        }
        index.finish(largestLetter: largestLetter)
        return (index, numbers)
    }

    /// The words in the order of their signatures (a signature before the longer ones it
    /// starts). Sorted on a key of the first letters, each as its rank among the letters
    /// used (5 bits a letter for 31 letters or fewer: signatures of up to 12 letters fit
    /// whole), and on the rest of the codes only where those keys are equal.
    private static func signatureOrder<Code: FixedWidthInteger>(_ signatures: [Code], ends: SignatureEnds, largestLetter: Int32) -> [Int32] {
        var rank = [UInt64](repeating: 0, count: Int(largestLetter) + 1)
        for code in signatures { rank[Int(code)] = 1 }
        var letters: UInt64 = 0
        for code in rank.indices where rank[code] != 0 { letters += 1; rank[code] = letters }
        let bits = max(1, 64 - letters.leadingZeroBitCount), perKey = 64 / bits
        var items = [OrderItem]()
        items.reserveCapacity(ends.count)
        for word in 0..<ends.count {
            let signature = ends[word]
            var key: UInt64 = 0
            for position in signature.lowerBound..<(signature.lowerBound + perKey) {
                key = key << UInt64(bits) | (position < signature.upperBound ? rank[Int(signatures[position])] : 0)
            }
            items.append(OrderItem(key: key, word: Int32(word)))
        }
        signatures.withUnsafeBufferPointer { codes in
            func rest(_ word: Int32) -> Slice<UnsafeBufferPointer<Code>> {
                let signature = ends[Int(word)]
                return codes[min(signature.upperBound, signature.lowerBound + perKey)..<signature.upperBound]
            }
            items.sort { a, b in a.key != b.key ? a.key < b.key : rest(a.word).lexicographicallyPrecedes(rest(b.word)) }
        }
        return items.map(\.word)
    }

    /// A word to put in signature order, with the sort key of its first letters.
    private struct OrderItem { var key: UInt64; var word: Int32 }

    /// Lays the trie out as a double array, breadth first: each node's children go at
    /// the first base where all their slots are free. `largestLetter` bounds the codes
    /// a search may look up.
    private mutating func finish(largestLetter: Int32) {
        self.largestLetter = largestLetter
        let padding = Int(largestLetter) + 1
        let free = Slot(parent: -1, base: -1, words: 0)
        // The layout comes out nearly full (on lists of 60,000 to 4 million words, within
        // a hundred slots of the node count): room for the nodes and a little more, grown
        // if a list needs it.
        slots = [Slot](repeating: free, count: nodes.count + nodes.count / 16 + 2 * padding)
        slots[0].parent = 0
        var slotOfNode = [Int32](repeating: -1, count: nodes.count)
        slotOfNode[0] = 0
        // The first free slot at or after each slot (path-halving, as in union–find),
        // so the search for a base skips the taken slots at once.
        var nextFree = Array(0..<Int32(slots.count))
        func freeSlot(from start: Int) -> Int {
            var i = start
            while Int(nextFree[i]) != i { nextFree[i] = nextFree[Int(nextFree[i])]; i = Int(nextFree[i]) }
            return i
        }
        nextFree[0] = 1
        var queue: [Int32] = [0]
        var children: [Int] = []
        var end = 1
        var head = 0
        while head < queue.count {
            let node = Int(queue[head])
            head += 1
            children.removeAll(keepingCapacity: true)
            var lowest = Int32.max
            var child = Int(nodes[node].firstChild)
            while child >= 0 { children.append(child); lowest = min(lowest, nodes[child].code); child = Int(nodes[child].nextSibling) }
            guard !children.isEmpty else { continue }
            // Try each free slot for the lowest letter's child until the others fit too;
            // after a few misses, go past the last taken slot, where anything fits (the
            // slots near the start fill up, and searching them all costs more than the
            // slots left empty).
            var candidate = freeSlot(from: Int(lowest)), misses = 0
            var base: Int { candidate - Int(lowest) }
            while true {
                if slots.count < candidate + padding {
                    let count = slots.count
                    slots.append(contentsOf: repeatElement(free, count: count))
                    nextFree.append(contentsOf: Int32(count)..<Int32(2 * count))
                }
                if children.allSatisfy({ slots[base + Int(nodes[$0].code)].parent < 0 }) { break }
                misses += 1
                candidate = freeSlot(from: misses < 16 ? candidate + 1 : max(candidate + 1, end))
            }
            let parent = Int(slotOfNode[node])
            slots[parent].base = Int32(base)
            for child in children {
                let slot = base + Int(nodes[child].code)
                slots[slot] = Slot(parent: Int32(parent), base: -1, words: nodes[child].words)
                nextFree[slot] = Int32(slot + 1)
                slotOfNode[child] = Int32(slot)
                end = max(end, slot + 1)
                queue.append(Int32(child))
            }
        }
        nodes = []
    }

    /// The number of indexed words whose signature is a sub-multiset of `sorted` (letter
    /// codes in ascending order, from 1 to ``largestLetter``; checked, as the walk's reads
    /// are not).
    ///
    /// A depth-first walk with a stack of (slot, next position in `sorted`): each next
    /// letter is at a later position, the first of its run of equal letters (the next
    /// copy of a letter is taken a level down), so every sub-multiset is reached once.
    /// The slots are read without bounds checks: a child's slot is a base plus a code of
    /// `sorted`, and every base leaves room for codes up to ``largestLetter``.
    package func countSubmultisets<Code: FixedWidthInteger>(of sorted: UnsafeBufferPointer<Code>) -> Int {
        let n = sorted.count
        guard n > 0, slots[0].base >= 0 else { return 0 }
        precondition(sorted[0] >= 1 && sorted[n - 1] <= largestLetter, "a letter code the index was not built for")
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n + 1) { scratch in
            // After position i, the position of the next different letter.
            let skip = scratch.baseAddress!, stackSlot = skip + n, stackNext = stackSlot + n
            var i = n - 1
            skip[i] = n
            while i > 0 {
                i -= 1
                precondition(sorted[i] <= sorted[i + 1], "letter codes out of order")
                skip[i] = sorted[i] == sorted[i + 1] ? skip[i + 1] : i + 1
            }
            return slots.withUnsafeBufferPointer { slots in
                let slots = slots.baseAddress!
                var total = 0
                var depth = 0
                stackSlot[0] = 0
                stackNext[0] = 0
                while true {
                    let position = stackNext[depth]
                    if position == n {
                        if depth == 0 { return total }
                        depth -= 1
                        continue
                    }
                    stackNext[depth] = skip[position]
                    let parent = stackSlot[depth]
                    let child = Int(slots[parent].base &+ Int32(truncatingIfNeeded: sorted[position]))
                    if Int(slots[child].parent) == parent {
                        total &+= Int(slots[child].words)
                        if slots[child].base >= 0, position + 1 < n {
                            depth += 1
                            stackSlot[depth] = child
                            stackNext[depth] = position + 1
                        }
                    }
                }
            }
        }
    }
}

/// Where each word's signature ends among the codes of all of them, one after another:
/// word `j`'s is `codes[ends[j]]`. Four bytes a word (a big list has millions of words
/// here while the file is encoded beside the ranking), so at most 2³² − 1 codes in all.
package struct SignatureEnds: Sendable {
    private var ends: [UInt32] = []

    package var count: Int { ends.count }

    /// Adds the next word, whose signature ends at `end` (the codes' count after it).
    package mutating func append(_ end: Int) { ends.append(UInt32(end)) }

    /// The positions of word `word`'s signature among the codes.
    package subscript(word: Int) -> Range<Int> { (word == 0 ? 0 : Int(ends[word - 1]))..<Int(ends[word]) }
}
