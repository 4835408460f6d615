import Foundation
import Squramble
import SqurambleDictionaries
import SqurambleHardening
import Testing

/// One opened (memory-mapped) dictionary queried from every core at once; every
/// answer must equal the single-threaded one. `SQURAMBLE_LOAD_SECONDS` sets how long
/// (2 s by default); `Scripts/load.sh` runs the same test longer and under TSan.
@Suite struct LexiconLoadTests {
    static var seconds: Double { Double(ProcessInfo.processInfo.environment["SQURAMBLE_LOAD_SECONDS"] ?? "") ?? 2 }
    static var threads: Int { max(2, ProcessInfo.processInfo.activeProcessorCount) }

    @Test func generatedDictionaryFromEveryCore() throws {
        let folder = try HardeningFixtures.temporaryFolder("load")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("load.sqd").path
        let words = LexiconSeeds.randomWords(count: 5_000, seed: 42)
        try LexiconWriter.write(words: words, metadata: LexiconMetadata(name: "load", language: "en", policy: .standard), to: path)
        try check(try Lexicon.open(at: path))
    }

    @Test func bundledDictionaryFromEveryCore() throws {
        guard let lexicon = try? Lexicon.bundled("en") else { return }  // not built yet on this branch
        try check(lexicon)
    }

    func check(_ lexicon: Lexicon) throws {
        let queries = LexiconLoad.queries(for: lexicon, count: 2_000, seed: 7)
        #expect(queries.count == 2_000)
        let report = LexiconLoad.run(lexicon, queries: queries, threads: Self.threads, seconds: Self.seconds)
        #expect(report.mismatches == 0, "\(report)")
        #expect(report.perThread.count == Self.threads && report.perThread.allSatisfy { $0 >= 64 }, "\(report)")
        print("load: \(lexicon.path): \(report)")
    }
}
