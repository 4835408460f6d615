// The dictionary in-process, each query beside its baseline on the same words:
// a Swift Set<String> and marisa-trie (libmarisa) for membership, a naive scan of every word for anagrams.
// Names carry the batch size; compare.sh divides where it reports per call.
import Benchmark
import BenchmarkInputs
import Squramble

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2,
                                           maxDuration: .seconds(3), maxIterations: 200)
    let inputs: BenchmarkInputs
    do {
        inputs = try BenchmarkInputs.load()
    } catch {
        fatalError("benchmark inputs: \(error)")
    }
    let lexicon = inputs.lexicon
    let slow = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1,
                                       maxDuration: .seconds(4), maxIterations: 15)

    // MARK: Open + first lookup (the file is in the page cache, as on a second start).
    let firstKey = MatchKey(normalized: inputs.keys[inputs.keys.count / 2])
    Benchmark("open + first lookup", configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 10,
                                                          maxDuration: .seconds(2), maxIterations: 2000)) { _ in
        let opened = try! Lexicon.open(at: inputs.path)
        blackHole(opened.wordID(for: firstKey))
    }

    // MARK: A million lookups, half hits and half near-misses.
    Benchmark("lookup x1M: Lexicon.wordID", configuration: slow, closure: { _, sample in
        var found = 0
        for key in sample.keys where lexicon.wordID(for: key) != nil { found += 1 }
        precondition(found == sample.hits)
    }, setup: { LookupSample(keys: inputs.keys) })

    Benchmark("lookup x1M: Set<String>.contains", configuration: slow, closure: { _, state in
        var found = 0
        for string in state.sample.strings where state.set.contains(string) { found += 1 }
        precondition(found == state.sample.hits)
    }, setup: { (sample: LookupSample(keys: inputs.keys), set: Set(inputs.keys)) })

    // marisa-trie on the same keys, when compare.sh made one (SQURAMBLE_BENCH_MARISA).
    if let trie = MarisaTrie.fromEnvironment() {
        Benchmark("lookup x1M: marisa-trie lookup", configuration: slow, closure: { _, sample in
            var found = 0
            for string in sample.strings where trie.contains(string) { found += 1 }
            precondition(found == sample.hits)
        }, setup: { LookupSample(keys: inputs.keys) })
    }

    Benchmark("Set<String> build, all words", configuration: slow) { _ in
        blackHole(Set(inputs.keys))
    }

    // MARK: The format's writer alone (keys already normalised, no filters, no ranking):
    // what compares with marisa-build, which is given the same words.
    Benchmark("LexiconWriter.encode, all words", configuration: slow, closure: { _, words in
        blackHole(try! LexiconWriter.encode(words: words, metadata: LexiconMetadata(
            name: "benchmark", language: "en", policy: lexicon.policy, sources: [], builtBy: "benchmark")))
    }, setup: { inputs.keys.map { LexiconWord(key: MatchKey(normalized: $0), display: $0) } })

    // MARK: Anagrams and sub-words of the fixed racks.
    let racks = inputs.racks
    let anagramRacks = racks.anagrams.map { LetterMultiset($0) }
    Benchmark("anagrams x20 racks: Lexicon.anagrams") { _ in
        for rack in anagramRacks { blackHole(lexicon.anagrams(of: rack)) }
    }
    Benchmark("anagrams x20 racks: naive scan", configuration: slow, closure: { _, scan in
        for rack in racks.anagrams { blackHole(scan.anagrams(of: rack)) }
    }, setup: { NaiveScan(keys: inputs.keys) })

    for (name, rack) in [("9", racks.nine), ("12", racks.twelve)] {
        let letters = LetterMultiset(rack)
        Benchmark("subwords \(name)-letter rack: Lexicon.subanagrams") { _ in
            blackHole(lexicon.subanagrams(of: letters, minLength: 1))
        }
        Benchmark("subwords \(name)-letter rack: naive scan", configuration: slow, closure: { _, scan in
            blackHole(scan.subwords(of: rack, minimumLength: 1))
        }, setup: { NaiveScan(keys: inputs.keys) })
    }
}
