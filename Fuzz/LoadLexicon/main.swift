// The concurrent-query load test as a program, for sanitizer builds (Thread Sanitizer)
// and long runs: Scripts/load.sh. Usage:
//   LoadLexicon [--seconds S] [--threads N] [--queries Q] [DICTIONARY.sqd ...]
// Without a dictionary it uses a generated one (written to a file and memory-mapped).
import Foundation
import Squramble
import SqurambleHardening

var seconds = 5.0
var threads = ProcessInfo.processInfo.activeProcessorCount
var queryCount = 5_000
var paths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--seconds": seconds = Double(arguments.popFirst() ?? "") ?? seconds
    case "--threads": threads = Int(arguments.popFirst() ?? "") ?? threads
    case "--queries": queryCount = Int(arguments.popFirst() ?? "") ?? queryCount
    default: paths.append(argument)
    }
}
var generated: String?
if paths.isEmpty {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("squramble-load-\(getpid()).sqd").path
    generated = path
    let words = LexiconSeeds.randomWords(count: 20_000, seed: 42)
    let metadata = LexiconMetadata(name: "load", language: "en", policy: .standard)
    do {
        try LexiconWriter.write(words: words, metadata: metadata, to: path)
    } catch {
        print("LoadLexicon: \(error)")
        exit(1)
    }
    paths = [path]
}
var failed = false
for path in paths {
    let lexicon: Lexicon
    do {
        lexicon = try Lexicon.open(at: path)
    } catch {
        print("LoadLexicon: \(error)")
        failed = true
        continue
    }
    let queries = LexiconLoad.queries(for: lexicon, count: queryCount, seed: 7)
    let report = LexiconLoad.run(lexicon, queries: queries, threads: threads, seconds: seconds)
    print("\(path): \(lexicon.wordCount) words, \(queries.count) distinct queries; \(report)")
    if report.mismatches > 0 || report.perThread.contains(0) { failed = true }
}
if let generated { unlink(generated) }
exit(failed ? 1 : 0)
