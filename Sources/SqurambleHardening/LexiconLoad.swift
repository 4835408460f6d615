import Dispatch
import Foundation
import Squramble

/// One question asked of a dictionary in the load test.
public enum LexiconQuery: Sendable, Hashable {
    case lookup(MatchKey)
    case entry(WordID)
    case prefix(MatchKey)
    case anagrams(LetterMultiset)
    case rack(LetterMultiset, minLength: Int)
    case target(length: Int, band: DifficultyBand, index: Int)
    case children(MatchKey)
}

/// The answer to a ``LexiconQuery``, comparable with the single-threaded one.
public enum LexiconAnswer: Sendable, Hashable {
    case id(WordID?)
    case entry(LexiconEntry?)
    case ids([WordID])
    case letters([Character], words: Int)
}

/// What the load test saw.
public struct LexiconLoadReport: Sendable, CustomStringConvertible {
    public var threads: Int
    public var seconds: Double
    /// Queries answered, on all threads together.
    public var queries: Int
    /// Queries each thread answered.
    public var perThread: [Int]
    /// Answers that differed from the single-threaded answer.
    public var mismatches: Int
    public var firstMismatch: String?

    public var description: String {
        "\(threads) threads for \(seconds) s: \(queries) queries (\(perThread.map(String.init).joined(separator: " + "))), \(mismatches) mismatches"
            + (firstMismatch.map { "; first: \($0)" } ?? "")
    }
}

/// One opened dictionary queried from many threads at once; every answer is compared
/// with the answer the same query got on one thread before.
///
/// ```swift
/// let queries = LexiconLoad.queries(for: lexicon, count: 2_000, seed: 7)
/// let report = LexiconLoad.run(lexicon, queries: queries, threads: 8, seconds: 10)
/// assert(report.mismatches == 0)
/// ```
public enum LexiconLoad {
    /// A fixed mix of every kind of query over words of the dictionary (and a few
    /// non-words), the same for the same seed.
    public static func queries(for lexicon: Lexicon, count: Int, seed: UInt64) -> [LexiconQuery] {
        var rng = SplitMix(seed: seed)
        let groups = lexicon.targetGroups
        guard lexicon.wordCount > 0 else { return [] }
        var result: [LexiconQuery] = []
        result.reserveCapacity(count)
        while result.count < count {
            let id = WordID(UInt32.random(in: 0..<UInt32(lexicon.wordCount), using: &rng))
            guard let key = lexicon.key(id) else { continue }
            let letters = key.letters
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: result.append(.lookup(key))
            case 1: result.append(.lookup(MatchKey(normalized: key.text + String(lexicon.alphabet.randomElement(using: &rng)!))))
            case 2: result.append(.entry(id))
            case 3: result.append(.prefix(MatchKey(normalized: String(letters.prefix(Int.random(in: 1...max(1, min(3, letters.count)), using: &rng))))))
            case 4: result.append(.anagrams(key.multiset))
            case 5:
                let extra = (0..<2).map { _ in lexicon.alphabet.randomElement(using: &rng)! }
                result.append(.rack(LetterMultiset((letters + extra).prefix(9)), minLength: 3))
            case 6:
                if let group = groups.randomElement(using: &rng) {
                    result.append(.target(length: group.length, band: group.band, index: Int.random(in: 0..<group.count, using: &rng)))
                }
            default: result.append(.children(MatchKey(normalized: String(letters.prefix(2)))))
            }
        }
        return result
    }

    public static func answer(_ query: LexiconQuery, in lexicon: Lexicon) -> LexiconAnswer {
        switch query {
        case .lookup(let key): .id(lexicon.wordID(for: key))
        case .entry(let id): .entry(lexicon.entry(id))
        case .prefix(let key): .ids(lexicon.words(withPrefix: key, limit: 200))
        case .anagrams(let letters): .ids(lexicon.anagrams(of: letters))
        case .rack(let rack, let minLength): .ids(lexicon.subanagrams(of: rack, minLength: minLength))
        case .target(let length, let band, let index): .id(lexicon.target(length: length, band: band, index: index))
        case .children(let prefix):
            if let node = lexicon.node(forPrefix: prefix.text) {
                .letters(node.children.map(\.letter), words: node.wordCount)
            } else {
                .letters([], words: -1)
            }
        }
    }

    /// Answers `queries` once on this thread, then on `threads` threads at once for
    /// `seconds`, each thread starting at a different place in the list and going
    /// round it, and compares every answer.
    public static func run(_ lexicon: Lexicon, queries: [LexiconQuery], threads: Int, seconds: Double) -> LexiconLoadReport {
        let expected = queries.map { answer($0, in: lexicon) }
        let results = Results(threads: threads)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        let finished = DispatchSemaphore(value: 0)
        // One real thread per worker (not a pool), so every core is busy at once.
        let workers = (0..<threads).map { worker in Thread {
            var index = queries.isEmpty ? 0 : worker * queries.count / threads
            var answered = 0
            var mismatches = 0
            var first: String?
            repeat {
                for _ in 0..<64 where !queries.isEmpty {
                    let got = answer(queries[index], in: lexicon)
                    if got != expected[index] {
                        mismatches += 1
                        if first == nil { first = "thread \(worker), \(queries[index]): got \(got), expected \(expected[index])" }
                    }
                    answered += 1
                    index = (index + 1) % queries.count
                }
            } while ContinuousClock.now < deadline && !queries.isEmpty
            results.record(worker: worker, answered: answered, mismatches: mismatches, first: first)
            finished.signal()
        } }
        for thread in workers { thread.start() }
        for _ in workers { finished.wait() }
        return results.report(seconds: seconds)
    }

    /// The per-thread tallies, filled in under a lock when each thread finishes.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var perThread: [Int]
        private var mismatches = 0
        private var first: String?
        init(threads: Int) { perThread = Array(repeating: 0, count: threads) }

        func record(worker: Int, answered: Int, mismatches: Int, first: String?) {
            lock.lock()
            defer { lock.unlock() }
            perThread[worker] = answered
            self.mismatches += mismatches
            if self.first == nil { self.first = first }
        }

        func report(seconds: Double) -> LexiconLoadReport {
            lock.lock()
            defer { lock.unlock() }
            return LexiconLoadReport(threads: perThread.count, seconds: seconds, queries: perThread.reduce(0, +),
                                     perThread: perThread, mismatches: mismatches, firstMismatch: first)
        }
    }
}
