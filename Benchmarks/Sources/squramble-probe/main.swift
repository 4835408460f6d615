// One benchmark workload in a plain process, for profilers:
//
//     valgrind --tool=callgrind .build/release/squramble-probe lookup 100000
//
// Workloads: first-open (prints ns), open, lookup, set-lookup, marisa-lookup, anagrams, subwords9, subwords12, twist, grid, verdict.
// Inputs as for the benchmarks (SQURAMBLE_BENCH_DICT, SQURAMBLE_BENCH_RACKS).
import BenchmarkInputs
import Foundation
import Squramble
import SqurambleEnglish

let arguments = Array(CommandLine.arguments.dropFirst())
guard let workload = arguments.first else {
    FileHandle.standardError.write(Data("usage: squramble-probe WORKLOAD [REPEATS]\n".utf8))
    exit(64)
}
let repeats = arguments.count > 1 ? Int(arguments[1]) ?? 1 : 1

if workload == "first-open" {
    // The very first open + lookup of a fresh process (cold code paths, warm page cache),
    // before anything else has run: prints its wall time in nanoseconds.
    let path = ProcessInfo.processInfo.environment["SQURAMBLE_BENCH_DICT"] ?? ""
    let clock = ContinuousClock()
    let start = clock.now
    let lexicon = try path.isEmpty ? Lexicon.english() : Lexicon.open(at: path)
    let found = lexicon.wordID(for: MatchKey(normalized: "example")) != nil
    let elapsed = clock.now - start
    print(elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000, found)
    exit(0)
}
let inputs = try BenchmarkInputs.load()
let lexicon = inputs.lexicon
var sink = 0

switch workload {
case "open":
    let key = MatchKey(normalized: inputs.keys[inputs.keys.count / 2])
    for _ in 0..<repeats { sink &+= try Lexicon.open(at: inputs.path).wordID(for: key) == nil ? 0 : 1 }
case "lookup", "set-lookup", "marisa-lookup":
    // Each loop is a function of its own, so callgrind can count it alone:
    //     valgrind --tool=callgrind --toggle-collect='*measuredLookups*' … squramble-probe lookup 100000
    // The loop's own wall time goes to standard error, in nanoseconds per lookup.
    let sample = LookupSample(keys: inputs.keys, count: repeats)
    let set = workload == "set-lookup" ? Set(inputs.keys) : []
    let trie = workload == "marisa-lookup" ? MarisaTrie.fromEnvironment() : nil
    if workload == "marisa-lookup" && trie == nil {
        FileHandle.standardError.write(Data("marisa-lookup needs SQURAMBLE_BENCH_MARISA, a trie made by marisa-build\n".utf8))
        exit(64)
    }
    let clock = ContinuousClock()
    let start = clock.now
    switch workload {
    case "lookup": sink = measuredLookupsLexicon(lexicon, sample.keys)
    case "set-lookup": sink = measuredLookupsSet(set, sample.strings)
    default: sink = measuredLookupsMarisa(trie!, sample.strings)
    }
    let elapsed = clock.now - start
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    FileHandle.standardError.write(Data("\(workload) ns/lookup \(nanoseconds / Double(max(repeats, 1)))\n".utf8))
    precondition(sink == sample.hits, "\(workload) found \(sink) of \(sample.hits) words")
case "anagrams":
    let racks = inputs.racks.anagrams.map { LetterMultiset($0) }
    for _ in 0..<repeats { for rack in racks { sink &+= lexicon.anagrams(of: rack).count } }
case "subwords9", "subwords12":
    let rack = LetterMultiset(workload == "subwords9" ? inputs.racks.nine : inputs.racks.twelve)
    for _ in 0..<repeats { sink &+= lexicon.subanagrams(of: rack, minLength: 1).count }
case "twist", "grid":
    var options = GameOptions(mode: workload == "twist" ? .twist : .grid, seed: 1)
    options.rounds = 1
    options.bands = DifficultyBand.allCases
    if workload == "twist" {
        options.lengths = 9...9
        options.minimumWordLength = 3
    } else {
        options.gridRows = 5
        options.gridColumns = 4
    }
    let scoring = Scoring(lexicon: lexicon)
    for seed in 0..<repeats {
        options.seed = UInt64(seed)
        sink &+= try Game(lexicon: lexicon, options: options, scoring: scoring).rounds[0].answers.count
    }
case "verdict":
    var options = GameOptions(mode: .twist, seed: 7)
    options.rounds = 1
    options.lengths = 9...9
    options.minimumWordLength = 3
    options.bands = DifficultyBand.allCases
    var game = try Game(lexicon: lexicon, options: options)
    let typed = ["zzzz", "qwerty", "st0ne", "hello", "   Tones  ", "ＴＥＳＴ", "xylophone"]
    for i in 0..<repeats { if case .notAWord = game.submit(typed[i % typed.count]) { sink += 1 } }
default:
    FileHandle.standardError.write(Data("unknown workload \(workload)\n".utf8))
    exit(64)
}
print("\(workload) x\(repeats): \(sink)")

@inline(never)
func measuredLookupsLexicon(_ lexicon: Lexicon, _ keys: [MatchKey]) -> Int {
    var found = 0
    for key in keys where lexicon.wordID(for: key) != nil { found += 1 }
    return found
}

@inline(never)
func measuredLookupsSet(_ set: Set<String>, _ strings: [String]) -> Int {
    var found = 0
    for string in strings where set.contains(string) { found += 1 }
    return found
}

@inline(never)
func measuredLookupsMarisa(_ trie: MarisaTrie, _ strings: [String]) -> Int {
    var found = 0
    for string in strings where trie.contains(string) { found += 1 }
    return found
}
