import Foundation
import Squramble
import SqurambleHardening
import Testing

/// The dictionary-reader fuzzer's oracle, run without libFuzzer: the seeds verify,
/// every saved input is refused or answers, and a fixed set of random mutations of
/// every seed (checksums recomputed) neither traps nor breaks a promise.
@Suite struct LexiconFuzzTests {
    @Test func seedsAreRealVerifiedDictionaries() {
        let seeds = LexiconSeeds.all()
        #expect(seeds.count == 7)
        for seed in seeds {
            guard case .verified = LexiconProbe.probe(seed.bytes, path: seed.name) else {
                Issue.record("\(seed.name): \(LexiconProbe.probe(seed.bytes))")
                continue
            }
        }
    }

    /// Counts near the integer limits (the fuzzer's extra seeds): every file is refused,
    /// or opens and answers every query, a whole listing included, without looping over
    /// what its counts claim. A header count beyond what the file holds is refused at open.
    @Test func extremeCountsAreRefusedOrAnswered() {
        let extremes = LexiconSeeds.extremes()
        #expect(extremes.count >= 100, "\(extremes.count) files")
        for (name, bytes) in extremes {
            let outcome = LexiconProbe.probe(bytes, path: name)
            let headerCountTooLarge = ["-words-2e31", "-words-2e32-1", "-words-words+1", "-targets-2e32-1", "-longest-65535"].contains { name.hasSuffix($0 + ".sqd") }
            if headerCountTooLarge, case .refused = outcome { continue }
            if headerCountTooLarge { Issue.record("\(name) was not refused at open: \(outcome)") }
        }
    }

    @Test(arguments: HardeningFixtures.files(in: "fuzz/lexicon"))
    func savedInput(_ url: URL) throws {
        let bytes = try HardeningFixtures.bytes(url)
        _ = LexiconProbe.probe(bytes, path: url.lastPathComponent)
        if let signed = LexiconProbe.resigned(bytes) { _ = LexiconProbe.probe(signed, path: url.lastPathComponent) }
        // Through a memory map too, the way files are opened for real.
        if let lexicon = try? Lexicon.open(at: url.path) { _ = try? lexicon.verify() }
    }

    /// 200 mutations of each seed: flipped bytes, overwritten runs, truncations,
    /// duplicated runs; all re-signed. Counts how the reader answered.
    @Test(arguments: LexiconSeeds.all().map(\.name))
    func randomMutations(_ name: String) throws {
        let seed = try #require(LexiconSeeds.all().first { $0.name == name }).bytes
        var rng = SplitMix(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        var refused = 0, damaged = 0, verified = 0
        for _ in 0..<200 {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[at] ^= UInt8.random(in: 1...255, using: &rng)
                case 1: for i in at..<min(bytes.count, at + 8) { bytes[i] = UInt8.random(in: 0...255, using: &rng) }
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &rng)))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 8)], at: at)
                }
                if bytes.isEmpty { bytes = [0] }
            }
            switch LexiconProbe.probe(LexiconProbe.resigned(bytes) ?? bytes) {
            case .refused: refused += 1
            case .damaged: damaged += 1
            case .verified: verified += 1
            }
        }
        #expect(refused + damaged + verified == 200)
    }
}
