import Foundation
import Squramble

/// The difficulty band of a target. The formula is documented in
/// `Documentation/Building.md` ("Difficulty bands"); keep the two in step.
///
///     score = 1.0 × (L − 5)                 longer words are harder
///           + 0.8 × (4.5 − z)               rarer words are harder (z = Zipf, 1…7)
///           + 1.5 × (r − H)                 rarer letters are harder
///           − 0.5 × log2(1 + A)             letters that allow many words are friendlier
///
/// L is the number of letters; z the Zipf frequency clamped to 1…7 (4.5, a neutral
/// value, when no source gives one); r the mean rarity of the word's letters, where a letter's
/// rarity is −log2 of its share of all letters of the accepted words, and H the mean
/// rarity of a letter (the entropy of that distribution); A the number of other
/// accepted words of at least 3 letters that the word's letters make (sub-anagrams,
/// anagrams included). Bands: score < −1.75 very easy, < −0.75 easy, < 0.15 medium,
/// < 1.0 hard, otherwise very hard (cut at about the 15th, 40th, 70th and 90th
/// percentiles of the bundled English targets, so roughly 15/25/30/20/10 %).
enum Difficulty {
    static let cutPoints: [Double] = [-1.75, -0.75, 0.15, 1.0]
    static let minimumAnswerLength = 3

    static func score(letters: Int, zipf: Double, letterRarity: Double, meanRarity: Double, otherAnswers: Int) -> Double {
        let z = min(7, max(1, zipf))
        return 1.0 * Double(letters - 5)
            + 0.8 * (4.5 - z)
            + 1.5 * (letterRarity - meanRarity)
            - 0.5 * log2(1 + Double(otherAnswers))
    }

    static func band(for score: Double) -> DifficultyBand {
        let index = cutPoints.firstIndex { score < $0 } ?? cutPoints.count
        return DifficultyBand(rawValue: index + 1)!
    }

    /// Sets `band`, `difficulty` and `otherAnswers` of every target in `records`.
    static func rank(_ records: inout [WordRecord], missingZipf: Double) {
        let kept = records.indices.filter { records[$0].tier != .dropped }
        guard kept.contains(where: { records[$0].tier == .target }) else { return }
        // Letter shares over the accepted words.
        var letterCounts: [Character: Int] = [:]
        var asciiCounts = [Int](repeating: 0, count: 128)
        var totalLetters = 0
        for i in kept {
            let key = records[i].key
            if key.isASCII {
                for byte in key.utf8 { asciiCounts[Int(byte)] += 1 }
                totalLetters += key.utf8.count
            } else {
                for letter in key { letterCounts[letter, default: 0] += 1; totalLetters += 1 }
            }
        }
        for (byte, count) in asciiCounts.enumerated() where count > 0 {
            letterCounts[Character(Unicode.Scalar(UInt8(byte))), default: 0] += count
        }
        var rarity: [Character: Double] = [:]
        var entropy = 0.0
        let alphabet = letterCounts.keys.sorted { String($0).unicodeScalars.lexicographicallyPrecedes(String($1).unicodeScalars) }
        // In a fixed order: floating-point sums must not depend on hash order, or two
        // runs could disagree in the last bit and a word could change band.
        for letter in alphabet {
            let count = letterCounts[letter]!
            let share = Double(count) / Double(totalLetters)
            rarity[letter] = -log2(share)
            entropy += share * -log2(share)
        }
        var asciiRarity = [Double](repeating: 0, count: 128)
        for (letter, value) in rarity where letter.isASCII { asciiRarity[Int(letter.asciiValue!)] = value }
        var maximumLength = 0
        for i in kept where records[i].tier == .target { maximumLength = max(maximumLength, records[i].key.letterCount) }
        let index = SignatureIndex(keys: kept.map { records[$0].key }, alphabet: alphabet,
                                   maximumLength: maximumLength,
                                   minimumLength: minimumAnswerLength)
        // Every target is scored on its own, so the work splits across the cores and
        // the results are the same whatever the split.
        let targetIndices = kept.filter { records[$0].tier == .target }
        let inputs = targetIndices.map { (key: records[$0].key, zipf: records[$0].zipf) }
        let rarityTable = asciiRarity, letterRarity = rarity, meanRarity = entropy
        let results = ParallelMap.map(inputs) { target -> (answers: Int, score: Double) in
            let length = target.key.letterCount
            let answers = max(0, index.countSubanagrams(of: target.key) - (length >= minimumAnswerLength ? 1 : 0))
            let r = (target.key.isASCII ? target.key.utf8.reduce(0.0) { $0 + rarityTable[Int($1)] }
                                        : target.key.reduce(0.0) { $0 + (letterRarity[$1] ?? 0) })
                / Double(max(1, length))
            return (answers, score(letters: length, zipf: target.zipf ?? 4.5, letterRarity: r, meanRarity: meanRarity, otherAnswers: answers))
        }
        for (n, i) in targetIndices.enumerated() {
            let (answers, s) = results[n]
            records[i].otherAnswers = answers
            records[i].difficulty = (s * 100).rounded() / 100
            records[i].band = band(for: s)
        }
    }
}

extension String {
    /// Over the contiguous bytes when the string has them (native strings do): a tight loop
    /// instead of the `UTF8View` iterator, which cost 7 % of a build's instructions.
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? utf8.allSatisfy { $0 < 0x80 }
    }
    /// Letters (grapheme clusters); for ASCII text, its byte count.
    var letterCount: Int { isASCII ? utf8.count : count }
}

/// Maps an array on all cores, each element on its own: the result is the same as `map`.
enum ParallelMap {
    static func map<T: Sendable, R: Sendable>(_ items: [T], minimumCount: Int = 4096, _ transform: @Sendable (T) -> R) -> [R] {
        let workers = min(max(1, ProcessInfo.processInfo.activeProcessorCount), 8, max(1, items.count))
        guard workers > 1, items.count >= minimumCount else { return items.map(transform) }
        let chunk = (items.count + workers - 1) / workers
        // Each worker initialises its own slice of the result in place: no copies.
        return [R](unsafeUninitializedCapacity: items.count) { buffer, initialised in
            let target = Target(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for i in (worker * chunk)..<min(items.count, (worker + 1) * chunk) {
                    (target.base + i).initialize(to: transform(items[i]))
                }
            }
            initialised = items.count
        }
    }

    /// Sorts with two workers: each sorts half, then one merge. `by` must be a strict
    /// total order (as key order is), so the result is exactly `items.sorted(by:)`.
    static func sorted<T: Sendable>(_ items: [T], by precedes: @escaping @Sendable (T, T) -> Bool) -> [T] {
        guard ProcessInfo.processInfo.activeProcessorCount > 1, items.count >= 65536 else { return items.sorted(by: precedes) }
        let middle = items.count / 2
        let halves = map([Array(items[..<middle]), Array(items[middle...])], minimumCount: 0) { $0.sorted(by: precedes) }
        let (a, b) = (halves[0], halves[1])
        var result: [T] = []
        result.reserveCapacity(items.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if precedes(b[j], a[i]) { result.append(b[j]); j += 1 } else { result.append(a[i]); i += 1 }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    /// The result buffer, shared by the workers; each writes a disjoint range.
    private struct Target<R>: @unchecked Sendable {
        let base: UnsafeMutablePointer<R>
    }
}

/// Counts the words a set of letters can make. Anagram signatures (sorted letters) of
/// the words are kept in a trie; a search walks only the paths the letters allow, so
/// it visits the sub-multisets of the letters that start some signature, not all 2ⁿ.
struct SignatureIndex {
    private var letterIndex: [Character: UInt8] = [:]
    /// The trie, for alphabets of up to 63 letters and words of up to 21 letters (whose
    /// signatures pack into a `UInt128`, 6 bits a letter); text signatures otherwise.
    private var trie = SignatureTrie()
    private var text: [String: Int] = [:]
    private let usesPacking: Bool
    private let minimumLength: Int

    private var asciiIndex = [UInt8](repeating: 255, count: 128)

    init(keys: [String], alphabet: [Character], maximumLength: Int, minimumLength: Int) {
        for (i, letter) in alphabet.enumerated() where i < 255 {
            letterIndex[letter] = UInt8(i + 1)
            if letter.isASCII, let byte = letter.asciiValue { asciiIndex[Int(byte)] = UInt8(i + 1) }
        }
        usesPacking = alphabet.count <= 63 && maximumLength <= SignatureTrie.maximumDepth
        self.minimumLength = minimumLength
        var packed: [UInt128] = []
        for key in keys {
            let count = key.letterCount
            guard count >= minimumLength, count <= maximumLength else { continue }
            let sorted = self.sortedIndices(key)
            if usesPacking { packed.append(SignatureTrie.pack(sorted)) } else { text[Self.textSignature(sorted), default: 0] += 1 }
        }
        if usesPacking { trie = SignatureTrie(signatures: packed) }
    }

    private func sortedIndices(_ key: String) -> [UInt8] {
        if key.isASCII { return key.utf8.map { asciiIndex[Int($0)] }.sorted() }
        return key.map { letterIndex[$0] ?? 255 }.sorted()
    }
    private static func textSignature(_ indices: [UInt8]) -> String { String(String.UnicodeScalarView(indices.map { Unicode.Scalar($0) })) }

    /// The number of indexed words whose letters are a sub-multiset of `key`'s (itself included).
    func countSubanagrams(of key: String) -> Int {
        let sorted = sortedIndices(key)
        if usesPacking {
            return trie.countSubmultisets(of: sorted, minimumLength: minimumLength)
        }
        var letters: [UInt8] = []
        var counts: [Int] = []
        for letter in sorted {
            if letters.last == letter { counts[counts.count - 1] += 1 } else { letters.append(letter); counts.append(1) }
        }
        var total = 0
        var chosen: [UInt8] = []
        func walk(_ position: Int) {
            if position == letters.count {
                if chosen.count >= minimumLength { total += text[Self.textSignature(chosen)] ?? 0 }
                return
            }
            walk(position + 1)
            for _ in 0..<counts[position] {
                chosen.append(letters[position])
                walk(position + 1)
            }
            chosen.removeLast(counts[position])
        }
        walk(0)
        return total
    }
}

/// Anagram signatures (letter indices 1...63 in ascending order, at most 21) as a trie:
/// node 0 is the empty signature; a node's children are contiguous, in letter order,
/// and a bit set of their letters finds the child for a letter without a search.
struct SignatureTrie {
    /// Per node: the number of words whose signature ends here, where its children
    /// start, and the letters of its children (bit n for letter index n).
    private var words: [Int32] = [0]
    private var firstChild: [Int32] = [0]
    private var childLetters: [UInt64] = [0]

    init() {}

    /// The longest signature that packs: 21 letters of 6 bits in 128 bits (targets of
    /// 11 or 12 letters must not fall back to text signatures, which are 10× slower).
    static let maximumDepth = 21

    /// A signature packed from its first letter down, 6 bits a letter, left-aligned:
    /// numeric order is then signature order, a signature before its extensions.
    static func pack(_ sorted: [UInt8]) -> UInt128 {
        var value: UInt128 = 0
        for (i, index) in sorted.enumerated() { value |= UInt128(index) << UInt128(122 - 6 * i) }
        return value
    }

    private static func letter(of signature: UInt128, at depth: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: signature >> UInt128(122 - 6 * depth)) & 0x3F
    }

    init(signatures: [UInt128]) {
        let sorted = signatures.sorted()
        words.reserveCapacity(sorted.count * 2)
        firstChild.reserveCapacity(sorted.count * 2)
        childLetters.reserveCapacity(sorted.count * 2)
        build(node: 0, sorted, sorted.startIndex..<sorted.endIndex, depth: 0)
    }

    /// Fills in `node`, whose signatures (the prefix so far) are `range` of `sorted`.
    private mutating func build(node: Int, _ sorted: [UInt128], _ range: Range<Int>, depth: Int) {
        var i = range.lowerBound
        // The signatures that end here come first (a 0 letter sorts lowest).
        while i < range.upperBound, depth == Self.maximumDepth || Self.letter(of: sorted[i], at: depth) == 0 {
            words[node] += 1
            i += 1
        }
        var groups: [Range<Int>] = []
        var letters: UInt64 = 0
        while i < range.upperBound {
            let next = Self.letter(of: sorted[i], at: depth)
            var end = i + 1
            while end < range.upperBound, Self.letter(of: sorted[end], at: depth) == next { end += 1 }
            groups.append(i..<end)
            letters |= 1 << UInt64(next)
            words.append(0); firstChild.append(0); childLetters.append(0)
            i = end
        }
        let first = words.count - groups.count
        firstChild[node] = Int32(first)
        childLetters[node] = letters
        for (n, group) in groups.enumerated() { build(node: first + n, sorted, group, depth: depth + 1) }
    }

    /// The number of words whose signature is a sub-multiset of `sorted` with at least
    /// `minimumLength` letters.
    func countSubmultisets(of sorted: [UInt8], minimumLength: Int) -> Int {
        var available = [UInt8](repeating: 0, count: 64)
        var letters: UInt64 = 0
        for index in sorted where index < 64 {
            available[Int(index)] += 1
            letters |= 1 << UInt64(index)
        }
        return available.withUnsafeMutableBufferPointer { available in
            count(from: 0, length: 0, available: letters, &available, minimumLength)
        }
    }

    /// Walks the children of `node` whose letter is still `available` (a bit set; the
    /// counts per letter are in `counts`).
    private func count(from node: Int, length: Int, available: UInt64,
                       _ counts: inout UnsafeMutableBufferPointer<UInt8>, _ minimumLength: Int) -> Int {
        var total = 0
        let children = childLetters[node], first = Int(firstChild[node])
        var candidates = children & available
        while candidates != 0 {
            let next = candidates.trailingZeroBitCount
            candidates &= candidates - 1
            let child = first + (children & ((1 << UInt64(next)) - 1)).nonzeroBitCount
            counts[next] -= 1
            if length + 1 >= minimumLength { total += Int(words[child]) }
            let left = counts[next] == 0 ? available & ~(1 << UInt64(next)) : available
            total += count(from: child, length: length + 1, available: left, &counts, minimumLength)
            counts[next] += 1
        }
        return total
    }
}
