import Foundation
import SqurambleHardening
import SqurambleTestSupport
import Testing

/// `squramble engine` fed 100,000 requests in one session — every command, and every
/// kind of malformed line — answers each one, in order, and its memory stays flat.
/// `SQURAMBLE_ENGINE_REQUESTS` changes the count (Scripts/faults.sh runs a million).
@Suite struct EngineFloodTests {
    @Test func hundredThousandRequestsInOneSession() throws {
        let count = Int(ProcessInfo.processInfo.environment["SQURAMBLE_ENGINE_REQUESTS"] ?? "") ?? 100_000
        let report = try EngineFlood.run(engine: BuiltProgram("squramble").url.path, requests: count, sampleEvery: count / 10)
        print("engine flood: \(report)")
        #expect(report.responses == count, "\(report.firstProblem ?? "")")
        #expect(report.outOfStep == 0, "\(report.firstProblem ?? "")")
        #expect(report.exitStatus == 0)
        // Every kind of malformed line was answered with its error.
        for code in ["invalid_json", "invalid_utf8", "line_too_long", "missing_field", "invalid_field", "unknown_command"] {
            #expect(report.errors[code, default: 0] > 0, "no \(code) response")
        }
        // Flat: after the first tenth (dictionary pages and caches warm), at most 16 MiB more.
        #expect(report.rss.count == 10 && report.rssGrowth < 16_384, "RSS grew by \(report.rssGrowth) KiB: \(report.rss)")
    }
}
