// The inputs every benchmark shares, so that the library and its baselines always see the
// same words, racks and lookups.
//
// Environment (compare.sh sets both):
//   SQURAMBLE_BENCH_DICT   the dictionary (.sqd) to measure; default: the bundled English one
//   SQURAMBLE_BENCH_RACKS  the racks file; default: Benchmarks/racks.txt next to this package
import Foundation
import Squramble
import SqurambleEnglish

/// The dictionary under test, its words as plain strings, and the fixed racks.
public struct BenchmarkInputs: Sendable {
    /// Where the dictionary was opened from.
    public let path: String
    public let lexicon: Lexicon
    /// Every key of the dictionary, in word-ID order: the words the baselines use.
    public let keys: [String]
    public let racks: Racks

    /// Reads the environment's dictionary and racks, or the defaults.
    public static func load(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> BenchmarkInputs {
        let path = environment["SQURAMBLE_BENCH_DICT"].flatMap { $0.isEmpty ? nil : $0 }
        let lexicon = try path.map { try Lexicon.open(at: $0) } ?? Lexicon.english()
        var keys: [String] = []
        keys.reserveCapacity(lexicon.wordCount)
        for rank in 0..<lexicon.wordCount {
            if let key = lexicon.key(WordID(UInt32(rank))) { keys.append(key.text) }
        }
        let racksPath = environment["SQURAMBLE_BENCH_RACKS"].flatMap { $0.isEmpty ? nil : $0 } ?? Racks.defaultPath
        return BenchmarkInputs(path: lexicon.path, lexicon: lexicon, keys: keys, racks: try Racks(contentsOf: racksPath))
    }
}

/// The fixed racks of `Benchmarks/racks.txt`: `anagram LETTERS` (20 of them),
/// `subwords9 LETTERS`, `subwords12 LETTERS`. compare.sh gives the same racks to `an`,
/// `wordplay` and `squramble solve`.
public struct Racks: Sendable {
    public var anagrams: [String]
    public var nine: String
    public var twelve: String

    public static let defaultPath: String = {
        // Sources/BenchmarkInputs/BenchmarkInputs.swift → Benchmarks/racks.txt
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("racks.txt").path
    }()

    public init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var anagrams: [String] = [], nine = "", twelve = ""
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 2 else { continue }
            switch fields[0] {
            case "anagram": anagrams.append(fields[1])
            case "subwords9": nine = fields[1]
            case "subwords12": twelve = fields[1]
            default: continue
            }
        }
        self.anagrams = anagrams
        self.nine = nine
        self.twelve = twelve
    }
}

/// A million lookups, half words of the dictionary and half near-misses (a word with one
/// letter changed so that it is no word), interleaved, from a fixed seed.
public struct LookupSample: Sendable {
    public let keys: [MatchKey]
    public let strings: [String]
    public let hits: Int

    public init(keys words: [String], count: Int = 1_000_000, seed: UInt64 = 20261122) {
        let set = Set(words)
        var random = SeededGenerator(seed: seed)
        let alphabet = Array(Set(words.joined())).sorted()
        var strings: [String] = []
        strings.reserveCapacity(count)
        while strings.count < count {
            let word = words[random.uniform(below: words.count)]
            if strings.count % 2 == 0 {
                strings.append(word)
                continue
            }
            var letters = Array(word)
            let position = random.uniform(below: letters.count)
            letters[position] = alphabet[random.uniform(below: alphabet.count)]
            let nearMiss = String(letters)
            if !set.contains(nearMiss) { strings.append(nearMiss) }
        }
        self.strings = strings
        self.keys = strings.map { MatchKey(normalized: $0) }
        self.hits = strings.indices.filter { $0 % 2 == 0 }.count
    }
}

/// The baseline for anagram queries: look at every word of the list, with a letter count
/// per byte value (the letters-only lists are ASCII), no index at all.
public struct NaiveScan: Sendable {
    let words: [[UInt8]]

    public init(keys: [String]) { words = keys.map { Array($0.utf8) } }

    /// Words made of exactly the letters of `rack`.
    public func anagrams(of rack: String) -> Int { scan(rack, exact: true, minimumLength: 1) }

    /// Words of at least `minimumLength` letters that the letters of `rack` can make.
    public func subwords(of rack: String, minimumLength: Int) -> Int { scan(rack, exact: false, minimumLength: minimumLength) }

    private func scan(_ rack: String, exact: Bool, minimumLength: Int) -> Int {
        var available = [Int16](repeating: 0, count: 256)
        let rackBytes = Array(rack.utf8)
        for byte in rackBytes { available[Int(byte)] += 1 }
        var found = 0
        var left = available
        for word in words {
            if exact ? word.count != rackBytes.count : (word.count > rackBytes.count || word.count < minimumLength) { continue }
            var fits = true
            for byte in word {
                left[Int(byte)] -= 1
                if left[Int(byte)] < 0 { fits = false; break }
            }
            if fits { found += 1 }
            for byte in word { left[Int(byte)] = available[Int(byte)] }
        }
        return found
    }
}
