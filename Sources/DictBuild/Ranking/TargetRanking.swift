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
enum TargetRanking {
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

    /// What ``rank(_:missingZipf:)`` works out for a target: `record` is its index.
    struct TargetRank: Sendable, Hashable {
        var record: Int
        var otherAnswers: Int
        var difficulty: Double
        var band: DifficultyBand
    }

    /// The band, difficulty and other answers of every target in `records`, in record
    /// order.
    static func rank<Records: RankedWords>(_ records: Records, missingZipf: Double) -> [TargetRank] {
        let kept = (0..<records.count).filter { records.tier($0) != .dropped }
        guard kept.contains(where: { records.tier($0) == .target }) else { return [] }
        var letters = LetterSignatures(records, kept: kept)
        let (rarity, entropy) = letterRarity(letters.coder)
        let (index, numbers) = SignatureIndex.build(signatures: letters.codes, ends: letters.ends,
                                                    largestLetter: letters.coder.largestCode)
        let searched = letters.distinctTargetSignatures(numbers: numbers)
        // Every signature is counted on its own, so the work splits across the cores and
        // the results are the same whatever the split.
        let words = ParallelMap.map(Array(searched.ends.indices)) { n -> Int in
            searched.codes[(n == 0 ? 0 : searched.ends[n - 1])..<searched.ends[n]].withUnsafeBufferPointer {
                index.countSubmultisets(of: $0)
            }
        }
        return letters.targets.map { target in
            let length = target.letters
            let found = target.signature.map { words[Int($0)] } ?? 0
            let answers = max(0, found - (length >= minimumAnswerLength ? 1 : 0))
            let r = letters.coder.sum(over: records.key(target.record)) { rarity[Int($0)] } / Double(max(1, length))
            let s = score(letters: length, zipf: records.zipf(target.record) ?? 4.5, letterRarity: r, meanRarity: entropy,
                          otherAnswers: answers)
            return TargetRank(record: target.record, otherAnswers: answers, difficulty: (s * 100).rounded() / 100, band: band(for: s))
        }
    }

    /// Each letter's rarity (−log2 of its share of all letters of the accepted words) and
    /// the mean rarity (the entropy of those shares). Summed in a fixed order:
    /// floating-point sums must not depend on hash order, or two runs could disagree in
    /// the last bit and a word could change band.
    private static func letterRarity(_ coder: LetterCoder) -> (rarity: [Double], entropy: Double) {
        let totalLetters = coder.counts.reduce(0, +)
        let alphabet = coder.counts.indices.filter { coder.counts[$0] > 0 }.sorted {
            KeyOrder.precedes(coder.letter($0), coder.letter($1))
        }
        var rarity = [Double](repeating: 0, count: coder.counts.count)
        var entropy = 0.0
        for code in alphabet {
            let share = Double(coder.counts[code]) / Double(totalLetters)
            rarity[code] = -log2(share)
            entropy += share * -log2(share)
        }
        return (rarity, entropy)
    }
}

/// The letters of the accepted words, from one pass over them: every letter counted (for
/// the letter shares), and the anagram signatures of the words that can be a target's
/// answer (no word longer than the longest target can).
private struct LetterSignatures {
    var coder = LetterCoder()
    /// The signatures of the indexed words, one after another: word `j`'s is
    /// `codes[ends[j - 1]..<ends[j]]`.
    var codes: [Int32] = []
    var ends: [Int] = []
    /// Each target: its record, its letters, and its word's number among the indexed
    /// ones (`nil` when too short to be indexed: it has no answers of
    /// `minimumAnswerLength` letters); after ``distinctTargetSignatures(numbers:)``, its
    /// signature's number among the distinct target signatures.
    var targets: [(record: Int, letters: Int, signature: Int32?)] = []

    init<Records: RankedWords>(_ records: Records, kept: [Int]) {
        var maximumLength = 0
        for i in kept where records.tier(i) == .target { maximumLength = max(maximumLength, records.key(i).letterCount) }
        let indexed = TargetRanking.minimumAnswerLength...max(TargetRanking.minimumAnswerLength, maximumLength)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: indexed.upperBound) { buffer in
            for i in kept {
                let length = coder.count(records.key(i), codingIf: indexed, into: buffer.baseAddress!)
                var word: Int32?
                if indexed.contains(length) {
                    let signature = UnsafeMutableBufferPointer(rebasing: buffer[..<length])
                    SignatureIndex.sort(signature)
                    codes.append(contentsOf: signature)
                    ends.append(codes.count)
                    word = Int32(ends.count - 1)
                }
                if records.tier(i) == .target { targets.append((i, length, word)) }
            }
        }
    }

    /// Each distinct signature of a target, once, in the order first met (anagram
    /// targets share one, searched once); `numbers`: each indexed word's signature
    /// number (``SignatureIndex/build(signatures:ends:largestLetter:)``). Renumbers the
    /// targets' signatures to their place in what it returns.
    mutating func distinctTargetSignatures(numbers: [Int32]) -> (codes: [Int32], ends: [Int]) {
        var searchOf = [Int32?](repeating: nil, count: ends.count)
        var distinct: [Int32] = [], distinctEnds: [Int] = []
        for n in targets.indices {
            guard let word = targets[n].signature.map(Int.init) else { continue }
            let number = Int(numbers[word])
            if searchOf[number] == nil {
                searchOf[number] = Int32(distinctEnds.count)
                distinct.append(contentsOf: codes[(word == 0 ? 0 : ends[word - 1])..<ends[word]])
                distinctEnds.append(distinct.count)
            }
            targets[n].signature = searchOf[number]
        }
        return (distinct, distinctEnds)
    }
}

/// What ``TargetRanking/rank(_:missingZipf:)`` reads.
protocol RankedWords {
    var count: Int { get }
    func key(_ index: Int) -> String
    func tier(_ index: Int) -> Tier
    func zipf(_ index: Int) -> Double?
}
