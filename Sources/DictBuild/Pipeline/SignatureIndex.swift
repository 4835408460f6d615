/// Letters as small integers, with how often each occurs. An ASCII letter's code is its
/// byte + 1 (keys are in NFC, so an ASCII letter is always its one byte), found without
/// a table; other letters get 129, 130, … in the order first seen.
struct LetterCoder {
    private var otherCodes: [Character: Int32] = [:]
    /// The letters past ASCII, the first with code 129.
    private var otherLetters: [Character] = []
    /// How many times `count(_:)` met each code (index 0 unused).
    private(set) var counts = [Int](repeating: 0, count: 129)

    /// The highest code given out.
    var largestCode: Int32 { Int32(counts.count - 1) }

    /// The letter with `code`.
    func letter(_ code: Int) -> Character { code <= 128 ? Character(Unicode.Scalar(UInt8(code - 1))) : otherLetters[code - 129] }

    /// Counts `key`'s letters and, if it has `lengths` letters, writes their codes to
    /// `codes` (room for `lengths.upperBound` codes), giving new letters codes. Returns its
    /// number of letters.
    mutating func count(_ key: String, codingIf lengths: ClosedRange<Int>, into codes: UnsafeMutablePointer<Int32>) -> Int {
        let ascii = key.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            counts.withUnsafeMutableBufferPointer { counts in
                for byte in bytes { counts[Int(byte) + 1] += 1 }
            }
            if lengths.contains(bytes.count) {
                for (i, byte) in bytes.enumerated() { codes[i] = Int32(byte) + 1 }
            }
            return bytes.count
        }
        if let ascii = ascii ?? nil { return ascii }
        var length = 0
        for letter in key {
            let code = self.code(letter)
            counts[Int(code)] += 1
            if length < lengths.upperBound { codes[length] = code }
            length += 1
        }
        return length
    }

    /// The codes of `key`'s letters, in order, leaving out letters without a code.
    func codes(of key: String) -> [Int32] {
        key.compactMap { letter in
            let code = letter.utf8.count == 1 ? Int32(letter.utf8.first!) + 1 : otherCodes[letter] ?? 0
            return code == 0 ? nil : code
        }
    }

    /// `value` of each letter's code, summed in the order of `key`'s letters.
    func sum(over key: String, _ value: (Int32) -> Double) -> Double {
        if key.isASCII { return key.utf8.reduce(0.0) { $0 + value(Int32($1) + 1) } }
        return key.reduce(0.0) { sum, letter in
            sum + value(letter.utf8.count == 1 ? Int32(letter.utf8.first!) + 1 : otherCodes[letter] ?? 0)
        }
    }

    private mutating func code(_ letter: Character) -> Int32 {
        if letter.utf8.count == 1 { return Int32(letter.utf8.first!) + 1 }
        if let code = otherCodes[letter] { return code }
        let code = Int32(counts.count)
        otherLetters.append(letter)
        counts.append(0)
        otherCodes[letter] = code
        return code
    }
}

/// Counts the words a set of letters can make. The anagram signatures of the words
/// (their letter codes in ascending order) are kept in a trie; a search walks only the
/// paths the letters allow, each distinct sub-multiset of the letters once, so it
/// visits the sub-multisets that start some signature, not all 2ⁿ subsets.
///
/// Signatures go into a linked trie first (`insert`), which `finish()` lays out as a
/// double array (Aoe, 1989): the child of the node in slot `n` by letter `c` is slot
/// `base(n) + c` when that slot's `parent` is `n`. A step down is then one addition and
/// one comparison, with no search among the children and no bit counting (the build
/// targets plain x86-64, which has no `popcnt`).
struct SignatureIndex {
    /// The linked trie while signatures go in; node 0 is the empty signature.
    private var nodes = [Node(firstChild: -1, nextSibling: -1, code: 0, words: 0)]
    /// The double array, after `finish()`; slot 0 is the empty signature.
    private var slots: [Slot] = []

    private struct Node {
        var firstChild: Int32
        var nextSibling: Int32
        var code: Int32
        var words: Int32
    }

    struct Slot {
        /// The slot of the parent, or −1 for a free slot.
        var parent: Int32
        /// Where the children start (the child by letter `c` is at `base + c`), or −1 for
        /// a node without children.
        var base: Int32
        /// The number of words whose signature ends here.
        var words: Int32
    }

    init() {}

    /// Indexes `keys` of `minimumLength…maximumLength` letters (for tests; `Difficulty.rank`
    /// builds its index while it counts the letters).
    init(keys: [String], coder: inout LetterCoder, minimumLength: Int, maximumLength: Int) {
        var codes = [Int32](repeating: 0, count: maximumLength)
        for key in keys {
            let length = codes.withUnsafeMutableBufferPointer { coder.count(key, codingIf: minimumLength...maximumLength, into: $0.baseAddress!) }
            guard length >= minimumLength, length <= maximumLength else { continue }
            codes.withUnsafeMutableBufferPointer { codes in
                let signature = UnsafeMutableBufferPointer(rebasing: codes[..<length])
                Self.sort(signature)
                _ = insert(signature: UnsafeBufferPointer(signature))
            }
        }
        finish(largestLetter: coder.largestCode)
    }

    /// Sorts a word's letter codes into its signature (insertion sort: words are short).
    static func sort(_ codes: UnsafeMutableBufferPointer<Int32>) {
        for i in codes.indices.dropFirst() {
            let code = codes[i]
            var j = i
            while j > 0, codes[j - 1] > code { codes[j] = codes[j - 1]; j -= 1 }
            codes[j] = code
        }
    }

    /// The number of nodes so far; `insert` returns a smaller number.
    var nodeCount: Int { nodes.count }

    /// Adds a word with the signature `sorted` (letter codes ≥ 1, ascending) and returns
    /// the signature's node (anagrams get the same one).
    mutating func insert(signature sorted: UnsafeBufferPointer<Int32>) -> Int32 {
        var node = 0
        for code in sorted {
            var child = Int(nodes[node].firstChild), previous = -1
            while child >= 0, nodes[child].code != code { previous = child; child = Int(nodes[child].nextSibling) }
            if child < 0 {
                child = nodes.count
                nodes.append(Node(firstChild: -1, nextSibling: nodes[node].firstChild, code: code, words: 0))
                nodes[node].firstChild = Int32(child)
            } else if previous >= 0 {
                // To the front of its siblings: signatures of words read one after the other
                // share letters, so the list stays short to search.
                nodes[previous].nextSibling = nodes[child].nextSibling
                nodes[child].nextSibling = nodes[node].firstChild
                nodes[node].firstChild = Int32(child)
            }
            node = child
        }
        nodes[node].words += 1
        return Int32(node)
    }

    /// Lays the trie out as a double array, breadth first: each node's children go at
    /// the first base where all their slots are free. `largestLetter` bounds the codes
    /// a search may look up.
    mutating func finish(largestLetter: Int32) {
        let padding = Int(largestLetter) + 1
        let free = Slot(parent: -1, base: -1, words: 0)
        slots = [Slot](repeating: free, count: 2 * nodes.count + padding)
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
    /// codes in ascending order, none above `finish`'s `largestLetter`).
    ///
    /// A depth-first walk with a stack of (slot, next position in `sorted`): each next
    /// letter is at a later position, the first of its run of equal letters (the next
    /// copy of a letter is taken a level down), so every sub-multiset is reached once.
    func countSubmultisets(of sorted: UnsafeBufferPointer<Int32>) -> Int {
        let n = sorted.count
        guard n > 0, slots[0].base >= 0 else { return 0 }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n + 1) { scratch in
            // After position i, the position of the next different letter.
            let skip = scratch.baseAddress!, stackSlot = skip + n, stackNext = stackSlot + n
            var i = n - 1
            skip[i] = n
            while i > 0 { i -= 1; skip[i] = sorted[i] == sorted[i + 1] ? skip[i + 1] : i + 1 }
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
                    let child = Int(slots[parent].base &+ sorted[position])
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
