/// Letters as small integers (1, 2, 3, … in the order first seen), with how often each
/// occurs. ASCII letters go through a table indexed by byte, other letters through a
/// dictionary of `Character`s (keys are in NFC, so an ASCII letter is always its one byte).
struct LetterCoder {
    private var asciiCodes = [Int32](repeating: 0, count: 128)
    private var otherCodes: [Character: Int32] = [:]
    /// The letter of each code (index 0 unused).
    private(set) var letters: [Character] = [" "]
    /// How many times `append(_:to:)` met each code (index 0 unused).
    private(set) var counts: [Int] = [0]

    /// The highest code given out.
    var largestCode: Int32 { Int32(letters.count - 1) }

    /// Appends the codes of `key`'s letters, in order, to `codes`, giving new letters the
    /// next code, and counts them.
    mutating func append(_ key: String, to codes: inout [Int32]) {
        let start = codes.count
        if key.isASCII {
            for byte in key.utf8 { codes.append(code(ascii: byte)) }
        } else {
            for letter in key { codes.append(code(letter)) }
        }
        for code in codes[start...] { counts[Int(code)] += 1 }
    }

    /// The codes of `key`'s letters, in order, leaving out letters without a code.
    func codes(of key: String) -> [Int32] {
        if key.isASCII { return key.utf8.compactMap { asciiCodes[Int($0)] == 0 ? nil : asciiCodes[Int($0)] } }
        return key.compactMap { letter in
            let code = letter.utf8.count == 1 ? asciiCodes[Int(letter.utf8.first!)] : otherCodes[letter] ?? 0
            return code == 0 ? nil : code
        }
    }

    /// `transform` of each letter's code, summed in the order of `key`'s letters.
    func sum(over key: String, _ value: (Int32) -> Double) -> Double {
        if key.isASCII { return key.utf8.reduce(0.0) { $0 + value(asciiCodes[Int($1)]) } }
        return key.reduce(0.0) { sum, letter in
            sum + value(letter.utf8.count == 1 ? asciiCodes[Int(letter.utf8.first!)] : otherCodes[letter] ?? 0)
        }
    }

    private mutating func code(ascii byte: UInt8) -> Int32 {
        if asciiCodes[Int(byte)] == 0 { asciiCodes[Int(byte)] = newCode(Character(Unicode.Scalar(byte))) }
        return asciiCodes[Int(byte)]
    }

    private mutating func code(_ letter: Character) -> Int32 {
        if letter.utf8.count == 1 { return code(ascii: letter.utf8.first!) }
        if let code = otherCodes[letter] { return code }
        let code = newCode(letter)
        otherCodes[letter] = code
        return code
    }

    private mutating func newCode(_ letter: Character) -> Int32 {
        letters.append(letter)
        counts.append(0)
        return Int32(letters.count - 1)
    }
}

/// Counts the words a set of letters can make. The anagram signatures of the words
/// (their letter codes in ascending order) are kept in a trie; a search walks only the
/// paths the letters allow, each distinct sub-multiset of the letters once, so it
/// visits the sub-multisets that start some signature, not all 2ⁿ subsets.
///
/// Signatures go into a linked trie first (`insert`), which `finish()` lays out as a
/// double array (Aoe, 1989): the child of node `n` by letter `c` is slot
/// `base[n] + c` when that slot's `parent` is `n`. A step down is then one addition
/// and one comparison, with no search among the children and no bit counting (the
/// build targets plain x86-64, which has no `popcnt`).
struct SignatureIndex {
    /// The linked trie while signatures go in; node 0 is the empty signature.
    private var firstChild: [Int32] = [-1]
    private var nextSibling: [Int32] = [-1]
    private var letter: [Int32] = [0]
    private var wordsEndingAt: [Int32] = [0]

    /// The double array, after `finish()`; slot 0 is the empty signature.
    private var slots: [Slot] = []
    /// The slot of each node of the linked trie.
    private var slotOfNode: [Int32] = []

    struct Slot {
        /// The slot of the parent, or −1 for a free slot.
        var parent: Int32
        /// Where the children start: the child by letter `c` is at `base + c`.
        var base: Int32
        /// The number of words whose signature ends here.
        var words: Int32
    }

    init() {}

    /// Indexes `keys` of `minimumLength…maximumLength` letters (for tests and small jobs;
    /// `Difficulty.rank` builds its index while it counts the letters).
    init(keys: [String], coder: inout LetterCoder, minimumLength: Int, maximumLength: Int) {
        var codes: [Int32] = []
        for key in keys {
            codes.removeAll(keepingCapacity: true)
            coder.append(key, to: &codes)
            guard codes.count >= minimumLength, codes.count <= maximumLength else { continue }
            codes.sort()
            insert(signature: codes)
        }
        finish(largestLetter: coder.largestCode)
    }

    /// Adds a word with the signature `sorted` (letter codes ≥ 1, ascending) and returns
    /// the signature's node; `node(_:)` gives its slot after `finish()`.
    @discardableResult
    mutating func insert(signature sorted: [Int32]) -> Int32 {
        var node: Int32 = 0
        for code in sorted {
            var child = firstChild[Int(node)], previous: Int32 = -1
            while child >= 0, letter[Int(child)] != code { previous = child; child = nextSibling[Int(child)] }
            if child < 0 {
                child = Int32(letter.count)
                firstChild.append(-1); nextSibling.append(-1); letter.append(code); wordsEndingAt.append(0)
                if previous < 0 { firstChild[Int(node)] = child } else { nextSibling[Int(previous)] = child }
            }
            node = child
        }
        wordsEndingAt[Int(node)] += 1
        return node
    }

    /// Lays the trie out as a double array, breadth first: each node's children go at
    /// the first base where all their slots are free. `largestLetter` bounds the codes
    /// a search may look up.
    mutating func finish(largestLetter: Int32) {
        let padding = Int(largestLetter) + 1
        slots = [Slot](repeating: Slot(parent: -1, base: 0, words: 0), count: 2 * letter.count + padding)
        slots[0].parent = 0
        slotOfNode = [Int32](repeating: -1, count: letter.count)
        slotOfNode[0] = 0
        var queue: [Int32] = [0]
        var firstFree = 1
        var children: [Int32] = []
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            children.removeAll(keepingCapacity: true)
            var child = firstChild[Int(node)]
            while child >= 0 { children.append(child); child = nextSibling[Int(child)] }
            guard !children.isEmpty else { continue }
            var lowest = Int32.max
            for child in children { lowest = min(lowest, letter[Int(child)]) }
            // Try each free slot for the lowest letter's child, from the first free one.
            var candidate = max(firstFree, Int(lowest))
            var base = 0
            while true {
                if slots.count < candidate + padding {
                    slots.append(contentsOf: repeatElement(Slot(parent: -1, base: 0, words: 0), count: slots.count))
                }
                base = candidate - Int(lowest)
                if slots[candidate].parent < 0, children.allSatisfy({ slots[base + Int(letter[Int($0)])].parent < 0 }) { break }
                candidate += 1
            }
            let parent = slotOfNode[Int(node)]
            slots[Int(parent)].base = Int32(base)
            for child in children {
                let slot = base + Int(letter[Int(child)])
                slots[slot] = Slot(parent: parent, base: 0, words: wordsEndingAt[Int(child)])
                slotOfNode[Int(child)] = Int32(slot)
                queue.append(child)
            }
            while slots[firstFree].parent >= 0 { firstFree += 1 }
        }
        firstChild = []; nextSibling = []; letter = []; wordsEndingAt = []
    }

    /// The slot of a node `insert` returned.
    func slot(of node: Int32) -> Int32 { slotOfNode[Int(node)] }

    /// The number of indexed words whose signature is a sub-multiset of `sorted` (letter
    /// codes in ascending order; each code at most `largestLetter` of `finish`).
    func countSubmultisets(of sorted: UnsafeBufferPointer<Int32>) -> Int {
        slots.withUnsafeBufferPointer { slots in
            Self.count(below: 0, after: -1, sorted, slots.baseAddress!)
        }
    }

    /// Counts the words below `slot`, whose signature so far used the letters up to
    /// position `last` of `sorted`: each next letter is a later position, the first of
    /// its run of equal letters (the next copy of a letter is taken a level down), so
    /// every sub-multiset is reached once.
    private static func count(below slot: Int32, after last: Int, _ sorted: UnsafeBufferPointer<Int32>,
                              _ slots: UnsafePointer<Slot>) -> Int {
        var total = 0
        let base = slots[Int(slot)].base
        var position = last + 1
        while position < sorted.count {
            let code = sorted[position]
            let child = base + code
            if slots[Int(child)].parent == slot {
                total += Int(slots[Int(child)].words)
                if position + 1 < sorted.count { total += count(below: child, after: position, sorted, slots) }
            }
            position += 1
            while position < sorted.count, sorted[position] == code { position += 1 }
        }
        return total
    }
}
