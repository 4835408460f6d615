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
package enum TargetRanking {
    package static let cutPoints: [Double] = [-1.75, -0.75, 0.15, 1.0]
    package static let minimumAnswerLength = 3

    package static func score(letters: Int, zipf: Double, letterRarity: Double, meanRarity: Double, otherAnswers: Int) -> Double {
        let z = min(7, max(1, zipf))
        return 1.0 * Double(letters - 5)
            + 0.8 * (4.5 - z)
            + 1.5 * (letterRarity - meanRarity)
            - 0.5 * log2(1 + Double(otherAnswers))
    }

    package static func band(for score: Double) -> DifficultyBand {
        let index = cutPoints.firstIndex { score < $0 } ?? cutPoints.count
        return DifficultyBand(rawValue: index + 1)!
    }

    /// What ``rank(_:missingZipf:)`` works out for a target: `record` is its index. Twelve
    /// bytes, as there is one for every target while the ranking's other arrays live.
    package struct TargetRank: Sendable, Hashable {
        private let recordIndex: Int32
        private let answers: Int32
        /// The difficulty in hundredths, as it is rounded.
        package let hundredths: Int16
        package let band: DifficultyBand

        package init(record: Int, otherAnswers: Int, score: Double) {
            recordIndex = Int32(truncatingIfNeeded: record); answers = Int32(clamping: otherAnswers)
            hundredths = Int16(clamping: Int((score * 100).rounded())); band = TargetRanking.band(for: score)
        }

        package var record: Int { Int(recordIndex) }
        package var otherAnswers: Int { Int(answers) }
        package var difficulty: Double { Double(hundredths) / 100 }
    }

    /// The band, difficulty and other answers of every target in `records`, in record
    /// order.
    package static func rank<Records: RankedWords>(_ records: Records, missingZipf: Double) -> [TargetRank] {
        guard records.indices.contains(where: { records.tier($0) == .target }) else { return [] }
        var letters = LetterSignatures(records)
        let (rarity, entropy) = letterRarity(letters.coder)
        let words: [Int32]
        if let wide = letters.wideCodes {
            words = wordCounts(&letters, codes: wide)
        } else {
            let narrow = letters.codes
            words = wordCounts(&letters, codes: narrow)
        }
        return letters.targets.map { target in
            let length = Int(target.letters)
            let found = target.signature.map { Int(words[Int($0)]) } ?? 0
            let answers = max(0, found - (length >= minimumAnswerLength ? 1 : 0))
            let record = Int(target.record)
            let r = records.withKeyBytes(record) { key in letters.coder.sum(overBytes: key) { rarity[Int($0)] } } / Double(max(1, length))
            let s = score(letters: length, zipf: records.zipf(record) ?? 4.5, letterRarity: r, meanRarity: entropy,
                          otherAnswers: answers)
            return TargetRank(record: record, otherAnswers: answers, score: s)
        }
    }

    /// The number of indexed words each distinct target signature spells
    /// (``LetterSignatures/distinctTargetSignatures(numbers:)``), where `codes` are the
    /// signatures of `letters`.
    private static func wordCounts<Code: FixedWidthInteger & Sendable>(_ letters: inout LetterSignatures, codes: [Code]) -> [Int32] {
        let (index, numbers) = SignatureIndex.build(signatures: codes, ends: letters.ends, largestLetter: letters.coder.largestCode)
        let searched = letters.distinctTargetSignatures(numbers: numbers)
        // Every signature is counted on its own, so the work splits across the cores and
        // the results are the same whatever the split.
        let ends = letters.ends
        return ParallelMap.map(searched) { word -> Int32 in
            return codes[ends[Int(word)]].withUnsafeBufferPointer {
                Int32(clamping: index.countSubmultisets(of: $0))
            }
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
///
/// A big list has millions of targets and this is what the ranking holds for each, while
/// the file is encoded beside it: kept small (no copy of the signatures, 32-bit numbers).
private struct LetterSignatures {
    /// A target: its record, its letters, and its word's number among the indexed ones
    /// (`nil` when too short to be indexed: it has no answers of `minimumAnswerLength`
    /// letters); after ``distinctTargetSignatures(numbers:)``, its signature's number
    /// among the distinct target signatures. Twelve bytes (the fields in this order).
    package struct Target {
        package var record: Int32
        package var signature: Int32?
        package var letters: UInt16
    }

    package var coder = LetterCoder()
    /// The signatures of the indexed words, one after another: word `j`'s is
    /// `codes[ends[j]]`. A byte a letter while every code is below 256 (an
    /// alphabet of up to 127 letters past ASCII); after that, `wideCodes` holds them all.
    package var codes: [UInt8] = []
    package var wideCodes: [Int32]?
    package var ends = SignatureEnds()
    package var targets: [Target] = []

    package init<Records: RankedWords>(_ records: Records) {
        var maximumLength = 0
        for i in records.indices where records.tier(i) == .target {
            maximumLength = max(maximumLength, records.withKeyBytes(i, ASCIIBytes.letterCount))
        }
        let indexed = TargetRanking.minimumAnswerLength...max(TargetRanking.minimumAnswerLength, maximumLength)
        CodeBuffer.withTemporary(capacity: indexed.upperBound) { buffer in
            for i in records.indices where records.tier(i) != .dropped {
                let length = records.withKeyBytes(i) { coder.count(bytes: $0, codingIf: indexed, into: buffer) }
                var word: Int32?
                if indexed.contains(length) {
                    ends.append(append(buffer.sortedSignature(length)))
                    word = Int32(ends.count - 1)
                }
                if records.tier(i) == .target {
                    targets.append(Target(record: Int32(truncatingIfNeeded: i), signature: word, letters: UInt16(clamping: length)))
                }
            }
        }
    }

    /// Adds a signature to the codes, the wide ones if it needs them; returns the codes'
    /// count.
    private mutating func append(_ signature: UnsafeMutableBufferPointer<Int32>) -> Int {
        if wideCodes == nil {
            if signature.allSatisfy({ $0 < 256 }) {
                codes.append(contentsOf: signature.lazy.map { UInt8(truncatingIfNeeded: $0) })
                return codes.count
            }
            wideCodes = codes.map(Int32.init)
            codes = []
        }
        wideCodes!.append(contentsOf: signature)
        return wideCodes!.count
    }

    /// Each distinct signature of a target, once, in the order first met (anagram
    /// targets share one, searched once), as the number of the first indexed word that
    /// has it; `numbers`: each indexed word's signature number
    /// (``SignatureIndex/build(signatures:ends:largestLetter:)``). Renumbers the targets'
    /// signatures to their place in what it returns.
    package mutating func distinctTargetSignatures(numbers: [Int32]) -> [Int32] {
        var searchOf = [Int32?](repeating: nil, count: ends.count)
        var distinct: [Int32] = []
        for n in targets.indices {
            guard let word = targets[n].signature else { continue }
            let number = Int(numbers[Int(word)])
            if searchOf[number] == nil {
                searchOf[number] = Int32(distinct.count)
                distinct.append(word)
            }
            targets[n].signature = searchOf[number]
        }
        return distinct
    }
}

/// What ``TargetRanking/rank(_:missingZipf:)`` reads.
package protocol RankedWords {
    var count: Int { get }
    var indices: Range<Int> { get }
    func key(_ index: Int) -> String
    /// `body` of the UTF-8 bytes of record `index`'s key (what the ranking reads of most
    /// keys, without making a `String` of each).
    func withKeyBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
    func tier(_ index: Int) -> Tier
    func zipf(_ index: Int) -> Double?
}

extension RankedWords {
    package func withKeyBytes<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        key(index).withUTF8Bytes(body)
    }
}
