#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What feeding one `squramble engine` session a long stream of requests showed.
public struct EngineFloodReport: Sendable, CustomStringConvertible {
    public var requests = 0
    public var responses = 0
    /// Responses whose `id` was not the id of the request at the same position.
    public var outOfStep = 0
    /// Responses with `"ok":false`, by error code.
    public var errors: [String: Int] = [:]
    /// Resident memory (VmRSS, KiB) after every `sampleEvery` requests.
    public var rss: [Int] = []
    public var seconds = 0.0
    public var exitStatus: Int32 = -1
    public var firstProblem: String?

    public var description: String {
        let codes = errors.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "\(requests) requests, \(responses) responses, \(outOfStep) out of step, exit \(exitStatus), "
            + "\(String(format: "%.1f", seconds)) s; errors: \(codes); RSS KiB: \(rss.map(String.init).joined(separator: " "))"
    }

    /// Growth of resident memory from the first sample after warm-up to the last, in KiB.
    public var rssGrowth: Int {
        guard rss.count >= 3 else { return 0 }
        return rss.last! - rss[1]
    }
}

/// Feeds `squramble engine` a mix of every request, valid and malformed, in one
/// session, and checks that every request gets exactly one response, in order, and
/// that memory stays flat.
///
/// ```swift
/// let report = try EngineFlood.run(engine: "/path/to/squramble", requests: 100_000)
/// assert(report.responses == report.requests && report.rssGrowth < 16_384)
/// ```
public enum EngineFlood {
    /// The request lines, the same for the same seed. Every request that the engine can
    /// read as JSON carries its position as `id`.
    public static func requests(count: Int, seed: UInt64) -> [(line: [UInt8], id: Int?)] {
        var rng = SplitMix(seed: seed)
        let words = ["stone", "notes", "tones", "onset", "cat", "act", "xyz", "ＳＴＯＮＥ", "ﬁne", "stra\u{DF}e", "caf\u{E9}", "🙂", "12", "a b", ""]
        var result: [(line: [UInt8], id: Int?)] = []
        result.reserveCapacity(count)
        for n in 0..<count {
            func json(_ body: String) -> (line: [UInt8], id: Int?) { (Array("{\"id\":\(n),\(body)}\n".utf8), n) }
            let roll = Int.random(in: 0..<100, using: &rng)
            switch roll {
            case 0..<4: result.append(json("\"cmd\":\"new\",\"rounds\":3,\"seed\":\(Int.random(in: 0...9, using: &rng)),\"mode\":\"\(["unscramble", "twist", "grid"].randomElement(using: &rng)!)\""))
            case 4..<40:
                let word = words.randomElement(using: &rng)!.replacingOccurrences(of: "\"", with: "\\\"")
                result.append(json("\"cmd\":\"guess\",\"word\":\"\(word)\",\"elapsed\":3"))
            case 40..<46: result.append(json("\"cmd\":\"hint\",\"kind\":\"\(["next_letter", "letter_placement", "answers_remaining", "shuffle", "nope"].randomElement(using: &rng)!)\""))
            case 46..<50: result.append(json("\"cmd\":\"shuffle\""))
            case 50..<55: result.append(json("\"cmd\":\"skip\""))
            case 55..<62: result.append(json("\"cmd\":\"next\""))
            case 62..<67: result.append(json("\"cmd\":\"state\""))
            case 67..<69: result.append(json("\"cmd\":\"solve\",\"letters\":\"\(["stone", "retains", "abc", "", "x1"].randomElement(using: &rng)!)\""))
            case 69..<71: result.append(json("\"cmd\":\"hello\""))
            // Malformed: every kind of bad line.
            case 71..<75: result.append((Array("{\"id\":\(n),\"cmd\":\"guess\"".utf8) + [0x0A], nil))          // cut-off JSON
            case 75..<78: result.append((Array("not json at all \(n)\n".utf8), nil))
            case 78..<80: result.append(([0x0A], nil))                                                          // empty line
            case 80..<82: result.append(([0x7B, 0xFF, 0xFE, 0xC3, 0x28, 0x7D, 0x0A], nil))                     // invalid UTF-8
            case 82..<85: result.append(json("\"cmd\":\"fly\""))
            case 85..<88: result.append(json("\"cmd\":\"guess\""))                                               // missing word
            case 88..<91: result.append(json("\"cmd\":\"guess\",\"word\":42"))                                   // wrong type
            case 91..<93: result.append(json("\"cmd\":\"new\",\"rounds\":-5,\"lengths\":[9,2]"))
            case 93..<95: result.append((Array("[1,2,3]\n".utf8), nil))                                          // not an object
            case 95..<97: result.append(json("\"cmd\":\"new\",\"code\":\"SQ-NOPE\""))
            case 97: result.append((Array("{\"id\":\(n),\"cmd\":\"guess\",\"word\":\"x\"}\r\n".utf8), n))       // CRLF
            case 98: result.append(json("\"cmd\":\"guess\",\"word\":\"\(String(repeating: "e", count: 2_000))\""))
            default:
                // Over the 64 KiB line limit, now and then.
                if Int.random(in: 0..<20, using: &rng) == 0 {
                    result.append((Array("{\"id\":\(n),\"cmd\":\"guess\",\"word\":\"".utf8) + [UInt8](repeating: 0x61, count: 70_000) + Array("\"}\n".utf8), nil))
                } else {
                    result.append(json("\"cmd\":\"state\",\"extra\":{\"nested\":[1,2,{\"a\":null}]}"))
                }
            }
        }
        return result
    }

    /// Runs the engine at `engine` with `arguments`, writes every request, reads every
    /// response, and samples its memory every `sampleEvery` requests.
    public static func run(engine: String, arguments: [String] = ["engine"], requests count: Int, seed: UInt64 = 1,
                           sampleEvery: Int = 10_000, environment: [String: String] = [:]) throws -> EngineFloodReport {
        let lines = requests(count: count, seed: seed)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: engine)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let start = Date()
        try process.run()

        let reader = ResponseReader(expected: lines.map(\.id), handle: output.fileHandleForReading)
        let thread = Thread { reader.readAll() }
        thread.start()

        var report = EngineFloodReport()
        let writer = input.fileHandleForWriting
        var batch: [UInt8] = []
        for (index, request) in lines.enumerated() {
            batch += request.line
            report.requests += 1
            if batch.count > 32_768 || (index + 1) % sampleEvery == 0 {
                try writer.write(contentsOf: batch)
                batch.removeAll(keepingCapacity: true)
            }
            if (index + 1) % sampleEvery == 0 {
                // Let the engine catch up, then read its memory.
                reader.wait(forResponses: index + 1, timeout: 120)
                report.rss.append(residentKiB(process.processIdentifier))
            }
        }
        try writer.write(contentsOf: batch)
        try writer.close()
        process.waitUntilExit()
        reader.wait(forResponses: count, timeout: 30, orEnd: true)
        report.exitStatus = process.terminationStatus
        report.seconds = Date().timeIntervalSince(start)
        reader.fill(&report)
        return report
    }

    /// VmRSS of a process, in KiB (0 when unknown).
    public static func residentKiB(_ pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Reads response lines on its own thread and checks each against its request.
    final class ResponseReader: @unchecked Sendable {
        private let expected: [Int?]
        private let handle: FileHandle
        private let condition = NSCondition()
        private var responses = 0
        private var ended = false
        private var outOfStep = 0
        private var errors: [String: Int] = [:]
        private var firstProblem: String?

        init(expected: [Int?], handle: FileHandle) { self.expected = expected; self.handle = handle }

        func readAll() {
            var pending: [UInt8] = []
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending += chunk
                var start = 0
                while let newline = pending[start...].firstIndex(of: 0x0A) {
                    check(pending[start..<newline])
                    start = newline + 1
                }
                pending.removeFirst(start)
            }
            condition.lock(); ended = true; condition.broadcast(); condition.unlock()
        }

        private func check(_ line: ArraySlice<UInt8>) {
            let text = String(decoding: line, as: UTF8.self)
            condition.lock()
            defer { responses += 1; condition.broadcast(); condition.unlock() }
            guard responses < expected.count else {
                outOfStep += 1
                if firstProblem == nil { firstProblem = "a response beyond the last request: \(text.prefix(200))" }
                return
            }
            let id = expected[responses]
            let wanted = id.map { "\"id\":\($0)," } ?? "\"id\":null,"
            if !text.contains(wanted) || !text.hasPrefix("{") {
                outOfStep += 1
                if firstProblem == nil { firstProblem = "response \(responses) should carry \(wanted): \(text.prefix(200))" }
            }
            if text.contains("\"ok\":false"), let range = text.range(of: "\"code\":\"") {
                let code = text[range.upperBound...].prefix { $0 != "\"" }
                errors[String(code), default: 0] += 1
            }
        }

        func wait(forResponses count: Int, timeout: Double, orEnd: Bool = false) {
            let deadline = Date().addingTimeInterval(timeout)
            condition.lock()
            while responses < count && !(orEnd && ended) && Date() < deadline { _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.5))) }
            condition.unlock()
        }

        func fill(_ report: inout EngineFloodReport) {
            condition.lock()
            defer { condition.unlock() }
            report.responses = responses
            report.outOfStep = outOfStep
            report.errors = errors
            report.firstProblem = firstProblem
        }
    }
}
