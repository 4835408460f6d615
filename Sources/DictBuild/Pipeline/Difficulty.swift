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
        var totalLetters = 0
        for i in kept { for letter in records[i].key { letterCounts[letter, default: 0] += 1; totalLetters += 1 } }
        var rarity: [Character: Double] = [:]
        var entropy = 0.0
        for (letter, count) in letterCounts {
            let share = Double(count) / Double(totalLetters)
            rarity[letter] = -log2(share)
            entropy += share * -log2(share)
        }
        let index = SignatureIndex(keys: kept.map { records[$0].key }, alphabet: letterCounts.keys.sorted { String($0).unicodeScalars.lexicographicallyPrecedes(String($1).unicodeScalars) },
                                   maximumLength: kept.filter { records[$0].tier == .target }.map { records[$0].key.count }.max() ?? 0,
                                   minimumLength: minimumAnswerLength)
        for i in kept where records[i].tier == .target {
            let key = records[i].key
            let answers = max(0, index.countSubanagrams(of: key) - (key.count >= minimumAnswerLength ? 1 : 0))
            let r = key.reduce(0.0) { $0 + (rarity[$1] ?? 0) } / Double(max(1, key.count))
            let s = score(letters: key.count, zipf: records[i].zipf ?? 4.5, letterRarity: r, meanRarity: entropy, otherAnswers: answers)
            records[i].otherAnswers = answers
            records[i].difficulty = (s * 100).rounded() / 100
            records[i].band = band(for: s)
        }
    }
}

/// Counts the words a set of letters can make, by looking up every sub-multiset of the
/// letters in a table of anagram signatures (sorted letters). A word of n distinct
/// letters has at most 2ⁿ sub-multisets, so this is fast for the lengths targets have.
struct SignatureIndex {
    private var letterIndex: [Character: UInt8] = [:]
    /// Packed signatures (6 bits a letter) for alphabets of up to 63 letters and words
    /// of up to 10 letters; text signatures otherwise.
    private var packed: [UInt64: Int] = [:]
    private var text: [String: Int] = [:]
    private let usesPacking: Bool
    private let minimumLength: Int

    init(keys: [String], alphabet: [Character], maximumLength: Int, minimumLength: Int) {
        for (i, letter) in alphabet.enumerated() where i < 255 { letterIndex[letter] = UInt8(i + 1) }
        usesPacking = alphabet.count <= 63 && maximumLength <= 10
        self.minimumLength = minimumLength
        for key in keys {
            let count = key.count
            guard count >= minimumLength, count <= maximumLength else { continue }
            let sorted = self.sortedIndices(key)
            if usesPacking { packed[Self.pack(sorted), default: 0] += 1 } else { text[Self.textSignature(sorted), default: 0] += 1 }
        }
    }

    private func sortedIndices(_ key: String) -> [UInt8] { key.map { letterIndex[$0] ?? 255 }.sorted() }
    private static func pack(_ indices: [UInt8]) -> UInt64 { indices.reduce(0) { $0 << 6 | UInt64($1) } }
    private static func textSignature(_ indices: [UInt8]) -> String { String(String.UnicodeScalarView(indices.map { Unicode.Scalar($0) })) }

    /// The number of indexed words whose letters are a sub-multiset of `key`'s (itself included).
    func countSubanagrams(of key: String) -> Int {
        let sorted = sortedIndices(key)
        var distinct: [(letter: UInt8, count: Int)] = []
        for letter in sorted {
            if let last = distinct.last, last.letter == letter { distinct[distinct.count - 1].count += 1 } else { distinct.append((letter, 1)) }
        }
        var total = 0
        var chosen: [UInt8] = []
        func walk(_ position: Int) {
            if position == distinct.count {
                guard chosen.count >= minimumLength else { return }
                total += usesPacking ? packed[Self.pack(chosen)] ?? 0 : text[Self.textSignature(chosen)] ?? 0
                return
            }
            let (letter, count) = distinct[position]
            walk(position + 1)
            for k in 1...count {
                chosen.append(letter)
                walk(position + 1)
                _ = k
            }
            chosen.removeLast(count)
        }
        walk(0)
        return total
    }
}
