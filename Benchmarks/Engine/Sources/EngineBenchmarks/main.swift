// Engine benchmarks: verdicts, Twist rounds, Grid rounds, with baselines in the same run.
//
//     swift run -c release --package-path Benchmarks/Engine EngineBenchmarks [DICT.sqd | WORDLIST]
//
// Without a path, the bundled English dictionary is used; a plain word list (e.g.
// /usr/share/dict/american-english-insane) is turned into a dictionary first. Goals (issue 5), on the
// English insane-size dictionary: verdict < 2 µs median (normalisation included),
// 9-letter Twist round with its full answer list < 1 ms, 5-row Grid generated and
// enumerated < 5 ms.

import Foundation
import Squramble

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Median time of `body` over `samples` samples of `batch` calls each, per call.
func measure(samples: Int, batch: Int = 1, _ body: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    var times: [Double] = []
    for sample in 0..<samples {
        let start = clock.now
        for i in 0..<batch { body(sample * batch + i) }
        times.append(seconds(clock.now - start) / Double(batch))
    }
    return median(times)
}

func format(_ t: Double) -> String {
    t < 1e-6 ? String(format: "%.0f ns", t * 1e9) : t < 1e-3 ? String(format: "%.2f µs", t * 1e6) : String(format: "%.3f ms", t * 1e3)
}

func report(_ name: String, _ t: Double, goal: Double? = nil) {
    let verdict = goal.map { t < $0 ? "  (goal < \(format($0)): met)" : "  (goal < \(format($0)): MISSED)" } ?? ""
    print(name.padding(toLength: 52, withPad: " ", startingAt: 0) + format(t) + verdict)
}

/// A dictionary from a plain word list (one word per line), for machines without a
/// built `.sqd`: letters-only words are accepted, lowercase ones of 3–12 letters are
/// targets, banded by length (≤ 5 easy, 6–7 medium, 8+ hard). Cached next to the list's name in /tmp.
func dictionary(fromWordList path: String) throws -> Lexicon {
    let cache = "/tmp/engine-bench-" + (path.split(separator: "/").last.map(String.init) ?? "words") + ".sqd"
    if let cached = try? Lexicon.open(at: cache) { return cached }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let policy = NormalizationPolicy.standard
    var words: [String: LexiconWord] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
        let raw = String(line)
        guard let key = try? policy.key(for: raw), key.notAWordReason == nil, words[key.text] == nil else { continue }
        let length = key.letterCount
        let isTarget = raw == raw.lowercased() && (3...12).contains(length)
        let band: DifficultyBand? = isTarget ? (length <= 5 ? .easy : length <= 7 ? .medium : .hard) : nil
        words[key.text] = LexiconWord(key: key, display: (try? policy.displayForm(for: raw)) ?? raw,
                                      frequency: nil, isTarget: isTarget, band: band)
    }
    let metadata = LexiconMetadata(name: path, language: "en", policy: policy, builtBy: "engine benchmark")
    try LexiconWriter.write(words: Array(words.values), metadata: metadata, to: cache)
    return try Lexicon.open(at: cache)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let lexicon: Lexicon
do {
    if let path = arguments.first {
        lexicon = path.hasSuffix(".sqd") ? try Lexicon.open(at: path) : try dictionary(fromWordList: path)
    } else {
        lexicon = try Lexicon.bundled()
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
print("Dictionary: \(DictionaryIdentity(lexicon)), \(lexicon.targetCount) targets")
print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)")

let scoring = Scoring(lexicon: lexicon)
let t0 = ContinuousClock.now
_ = Scoring(lexicon: lexicon)
report("Scoring(lexicon:), once per dictionary", seconds(ContinuousClock.now - t0))

// MARK: Twist rounds: 9-letter rack, full answer list.
var twist = GameOptions(mode: .twist, seed: 1)
twist.rounds = 1
twist.lengths = 9...9
twist.minimumWordLength = 3
twist.bands = DifficultyBand.allCases
var answerCounts: [Int] = []
let twistTime = measure(samples: 300) { i in
    twist.seed = UInt64(i)
    let game = try! Game(lexicon: lexicon, options: twist, scoring: scoring)
    answerCounts.append(game.rounds[0].answers.count)
}
report("Twist round, 9-letter rack, all answers (median)", twistTime, goal: 1e-3)
print("  answers per rack: median \(Int(median(answerCounts.map(Double.init)))), max \(answerCounts.max() ?? 0)")

// MARK: Grid rounds: 5 rows × 4, generated and fully enumerated.
var grid = GameOptions(mode: .grid, seed: 1)
grid.rounds = 1
grid.gridRows = 5
grid.gridColumns = 4
grid.bands = DifficultyBand.allCases
var gridAnswers: [Int] = []
let gridTime = measure(samples: 300) { i in
    grid.seed = UInt64(i)
    let game = try! Game(lexicon: lexicon, options: grid, scoring: scoring)
    gridAnswers.append(game.rounds[0].answers.count)
}
report("Grid round, 5 rows × 4, generated + enumerated", gridTime, goal: 5e-3)
print("  answers per grid: median \(Int(median(gridAnswers.map(Double.init)))), max \(gridAnswers.max() ?? 0) (limit \(grid.gridMaxAnswers))")

// Harder grids: wider rows under a tighter limit (more letters refused while filling).
for (columns, limit) in [(6, 3), (8, 2)] {
    var hard = grid
    hard.gridColumns = columns
    hard.gridMaxAnswers = limit
    var failures = 0
    let time = measure(samples: 100) { i in
        hard.seed = UInt64(i)
        if (try? Game(lexicon: lexicon, options: hard, scoring: scoring)) == nil { failures += 1 }
    }
    report("Grid round, 5 rows × \(columns), at most \(limit) answers", time)
    if failures > 0 { print("  \(failures) of 100 seeds found no fair grid") }
}

// MARK: Verdicts: one typed answer, normalisation included.
twist.seed = 7
var game = try! Game(lexicon: lexicon, options: twist, scoring: scoring)
let round = game.rounds[0]
let credited = round.answers.dropFirst().prefix(20).map(\.display)     // not the longest: the round stays open
for word in credited { game.submit(word) }
let typed: [String] = credited.map { $0.uppercased() }                 // already found, typed in capitals
    + ["zzzz", "qwerty", round.tiles.map(\.letter).joined(), "st0ne", "hello", "   Tones  ", "ＴＥＳＴ", "xylophone"]
var sink = 0
let verdictTime = measure(samples: 2000, batch: typed.count) { i in
    if case .notAWord = game.submit(typed[i % typed.count]) { sink += 1 }
}
report("verdict per typed answer (median of batches)", verdictTime, goal: 2e-6)
let policy = lexicon.policy
let keyTime = measure(samples: 2000, batch: typed.count) { i in
    sink &+= (try? policy.key(for: typed[i % typed.count]))?.text.utf8.count ?? 0
}
report("  of which normalisation alone", keyTime)

// MARK: Baselines.
var allKeys: [String] = []
allKeys.reserveCapacity(lexicon.wordCount)
for i in 0..<lexicon.wordCount {
    if let entry = lexicon.entry(WordID(UInt32(i))) { allKeys.append(entry.key.text) }
}
let set = Set(allKeys)
let lowered = typed.map { $0.lowercased() }
let setTime = measure(samples: 2000, batch: lowered.count) { i in
    if set.contains(lowered[i % lowered.count]) { sink += 1 }
}
report("baseline: Set<String>.contains (no normalisation)", setTime)

let rackCounts = round.target.key.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
let naive = measure(samples: 5) { _ in
    var found = 0
    for key in allKeys where key.count >= 3 {
        var left = rackCounts
        var fits = true
        for letter in key {
            guard let n = left[letter], n > 0 else { fits = false; break }
            left[letter] = n - 1
        }
        if fits { found += 1 }
    }
    sink &+= found
}
report("baseline: naive scan of all words for sub-anagrams", naive)
print("  (rack “\(round.target.key)”: \(lexicon.subanagrams(of: LetterMultiset(round.target.key), minLength: 3).count) words of 3+ letters)")
let pruned = measure(samples: 300) { _ in
    sink &+= lexicon.subanagrams(of: LetterMultiset(round.target.key), minLength: 3).count
}
report("  vs Lexicon.subanagrams (pruned walk)", pruned)
print("(ignore: \(sink))")
