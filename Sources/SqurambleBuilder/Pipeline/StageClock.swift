import Foundation

/// Prints how long each stage took, and the process's peak memory so far, to standard
/// error when `DICTBUILD_TIMINGS` is set (for profiling; the report never includes times,
/// so builds stay reproducible).
package final class StageClock {
    private let enabled = ProcessInfo.processInfo.environment["DICTBUILD_TIMINGS"] != nil
    private var last = Date()
    private var lastProcessor = StageClock.processorTime()
    private var stage = "reading"
    package func mark(_ next: String) {
        guard enabled else { return }
        let now = Date(), processor = Self.processorTime()
        let wall = now.timeIntervalSince(last)
        // Processor time over wall time: how many cores the stage kept busy.
        let cores = wall > 0 ? (processor - lastProcessor) / wall : 0
        FileHandle.standardError.write(Data("\(stage): \(Int(wall * 1000)) ms, \(Int(cores * 100))% of a core, peak \(Self.peakMemory()) so far\n".utf8))
        last = now; lastProcessor = processor
        stage = next
    }
    package func finish() { mark("") }

    /// The process's peak resident memory so far (`VmHWM` of `/proc/self/status`), as
    /// written there ("201234 kB"), or "?" where there is no such file.
    private static func peakMemory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return "?" }
        return line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces)
    }

    /// Processor time of the whole process so far, every thread's, in seconds.
    private static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
