// Measures the `.sqd` writer and reader on one word list (one key per line, already
// normalised): encode time, file size, open + first lookup, lookups, entries,
// sub-anagram searches and verify. Prints one line per measurement.
import Foundation
import Squramble

/// CPU time of this thread, in nanoseconds: steadier than wall time on a shared machine
/// (set BENCH_WALL=1 for wall-clock time instead).
func now() -> UInt64 {
    if ProcessInfo.processInfo.environment["BENCH_WALL"] != nil { return DispatchTime.now().uptimeNanoseconds }
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Median of `runs` timings of `body`, in nanoseconds.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [UInt64] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        times.append(now() - start)
    }
    times.sort()
    return Double(times[times.count / 2])
}

func report(_ name: String, _ value: Double, _ unit: String) {
    print(name.padding(toLength: 38, withPad: " ", startingAt: 0) + String(format: "%14.3f ", value) + unit)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: lexicon-format-bench WORDLIST [OUTPUT.sqd]\n".utf8))
    exit(64)
}
let output = arguments.count >= 3 ? arguments[2] : "/tmp/lexicon-format-bench.sqd"
if ProcessInfo.processInfo.environment["BENCH_JSON_FIRST"] != nil {
    let start = now()
    let json = Data(#"{"builtBy":"x","language":"en","name":"n","policy":{"foldsAccents":false},"sources":[],"unicode":{"icu":"1","unicode":"1"}}"#.utf8)
    _ = try JSONDecoder().decode(LexiconMetadata.self, from: json)
    report("first JSON decode in a new process", Double(now() - start) / 1000, "µs")
}
if FileManager.default.fileExists(atPath: output) {
    // The very first open in a fresh process (cold code paths, warm page cache),
    // on the file a previous run left behind (skipped when it is from an older build).
    let start = now()
    if let first = try? Lexicon.open(at: output) {
        let found = first.wordID(for: MatchKey(normalized: "example")) != nil
        report("first open + lookup in a new process", Double(now() - start) / 1000, found ? "µs" : "µs (not found)")
    }
}
var keys = text.split(separator: "\n").map(String.init)
var words = keys.map { LexiconWord(key: MatchKey(normalized: $0), display: $0) }
if let locale = ProcessInfo.processInfo.environment["BENCH_FOLD"] {
    // Raw words: keys under accent folding for `locale`, displays kept; the cost of the
    // display forms is the size difference with the same words without them.
    let policy = NormalizationPolicy(foldsAccents: true, locale: locale)
    var byKey: [String: LexiconWord] = [:]
    for line in keys {
        guard let key = try? policy.key(for: line), key.notAWordReason == nil, byKey[key.text] == nil,
              let display = try? policy.displayForm(for: line) else { continue }
        byKey[key.text] = LexiconWord(key: key, display: display)
    }
    words = byKey.keys.sorted().compactMap { byKey[$0] }
    let plain = words.map { LexiconWord(key: $0.key, display: $0.key.text) }
    let withDisplays = try LexiconWriter.encode(words: words, metadata: LexiconMetadata(name: "b", language: locale, policy: policy))
    let without = try LexiconWriter.encode(words: plain, metadata: LexiconMetadata(name: "b", language: locale, policy: policy))
    let differing = words.filter { $0.display != $0.key.text }.count
    report("words (folded \(locale))", Double(words.count), "")
    report("display forms that differ", Double(differing), "")
    report("file with display forms", Double(withDisplays.count), "bytes")
    report("file without display forms", Double(without.count), "bytes")
    report("bytes per display form", Double(withDisplays.count - without.count) / Double(max(differing, 1)), "bytes")
    exit(0)
}
let metadata = LexiconMetadata(name: "benchmark", language: "en", policy: .standard, sources: [], builtBy: "bench")
print("words: \(words.count)")

var bytes: [UInt8] = []
if ProcessInfo.processInfo.environment["BENCH_PROFILE"] == "encode" {
    for _ in 0..<5 { bytes = try LexiconWriter.encode(words: words, metadata: metadata) }
    print(bytes.count)
    exit(0)
}
let encode = try median(runs: 3) { bytes = try LexiconWriter.encode(words: words, metadata: metadata) }
report("encode", encode / 1e9, "s")
report("file size", Double(bytes.count), "bytes")
report("bits per word", Double(bytes.count * 8) / Double(words.count), "bits")
try LexiconWriter.write(words: words, metadata: metadata, to: output)

var rng = SystemRandomNumberGenerator()
let sample = (0..<2000).map { _ in MatchKey(normalized: keys.randomElement(using: &rng)!) }

// Open + first lookup: a fresh open each time (the file is in the page cache).
var found = 0
let openLookup = try median(runs: 200) {
    let lexicon = try Lexicon.open(at: output)
    if lexicon.wordID(for: sample[0]) != nil { found += 1 }
}
report("open + first lookup (median)", openLookup / 1000, "µs")

let lexicon = try Lexicon.open(at: output)
if ProcessInfo.processInfo.environment["BENCH_PROFILE"] == "lookup" {
    // A long loop of lookups only, for `perf record`.
    for _ in 0..<2000 { for key in sample where lexicon.wordID(for: key) != nil { found += 1 } }
    print(found)
    exit(0)
}
if ProcessInfo.processInfo.environment["BENCH_PROFILE"] == "racks" {
    let nines = keys.filter { $0.count == 9 }
    let racks = (0..<200).map { _ in LetterMultiset(nines.randomElement(using: &rng)!) }
    for _ in 0..<30 { for rack in racks { found += lexicon.subanagrams(of: rack, minLength: 3).count } }
    print(found)
    exit(0)
}
let verify = try median(runs: 3) { try lexicon.verify() }
// Sanity: sorted unique input, so every word's id is its line number.
let sortedKeys = keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
for (rank, key) in sortedKeys.enumerated() where lexicon.wordID(for: MatchKey(normalized: key)) != WordID(UInt32(rank)) {
    print("WRONG: \(key) is not word \(rank)")
    exit(1)
}
report("verify", verify / 1e6, "ms")

// Lookups: median over batches of the whole sample.
let lookup = median(runs: 21) {
    for key in sample where lexicon.wordID(for: key) != nil { found += 1 }
}
report("wordID (median per word)", lookup / Double(sample.count), "ns")

let missing = sample.map { MatchKey(normalized: $0.text + "qx") }
let miss = median(runs: 21) {
    for key in missing where lexicon.wordID(for: key) != nil { found += 1 }
}
report("wordID, not a word (per word)", miss / Double(sample.count), "ns")

let ids = (0..<2000).map { _ in WordID(UInt32.random(in: 0..<UInt32(lexicon.wordCount), using: &rng)) }
let entries = median(runs: 11) {
    for id in ids where lexicon.entry(id) != nil { found += 1 }
}
report("entry(id) (per entry)", entries / Double(ids.count), "ns")

let nines = keys.filter { $0.count == 9 }
let racks = (0..<200).map { _ in LetterMultiset(nines.randomElement(using: &rng)!) }
var rackTimes: [Double] = []
var answers = 0
for rack in racks {
    let start = now()
    answers += lexicon.subanagrams(of: rack, minLength: 3).count
    rackTimes.append(Double(now() - start))
}
rackTimes.sort()
report("subanagrams, 9-letter rack (median)", rackTimes[rackTimes.count / 2] / 1000, "µs")
report("subanagrams, 9-letter rack (p90)", rackTimes[rackTimes.count * 9 / 10] / 1000, "µs")
report("subanagrams, answers per rack", Double(answers) / Double(racks.count), "words")
let anagramTime = median(runs: 11) { for rack in racks { answers += lexicon.anagrams(of: rack).count } }
report("anagrams, 9-letter rack (per rack)", anagramTime / Double(racks.count) / 1000, "µs")

// The peer tool on the same words, when installed: marisa-build (a compact trie).
if FileManager.default.isExecutableFile(atPath: "/usr/bin/marisa-build") {
    var times: [Double] = []
    for _ in 0..<3 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/marisa-build")
        process.arguments = ["-o", "/tmp/lexicon-format-bench.marisa", arguments[1]]
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    times.sort()
    let marisaSize = (try? FileManager.default.attributesOfItem(atPath: "/tmp/lexicon-format-bench.marisa")[.size] as? Int) ?? 0
    report("marisa-build (wall, median of 3)", times[1] / 1e9, "s")
    report("marisa file size", Double(marisaSize), "bytes")
    if marisaSize > 0 {
        report("size ratio .sqd / marisa", Double(bytes.count) / Double(marisaSize), "")
        report("encode ratio .sqd / marisa", encode / times[1], "(CPU vs wall)")
    }
}

let baseline = Set(keys)
let setLookup = median(runs: 21) { for key in sample where baseline.contains(key.text) { found += 1 } }
report("Set<String>.contains (per word)", setLookup / Double(sample.count), "ns")
if found == 0 { print("(nothing found)") }
