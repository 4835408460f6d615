#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

/// A one-line progress bar on standard error: drawn only when standard error is a
/// terminal that can move its cursor (not `TERM=dumb`: the rule both programs share,
/// ``ColourRule/allowsCursorMovement(isTerminal:environment:)``), and the work has
/// already taken more than half a second (quick builds print nothing).
final class ProgressBar: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private let enabled: Bool
    private var drawn = false
    private var lastDraw = Date.distantPast

    init() {
        let env = ProcessInfo.processInfo.environment
        enabled = ColourRule.allowsCursorMovement(isTerminal: StandardStream.error.isTerminal, environment: env)
    }

    func update(_ stage: String, _ fraction: Double) {
        guard enabled else { return }
        lock.lock(); defer { lock.unlock() }
        let now = Date()
        guard now.timeIntervalSince(start) > 0.5, now.timeIntervalSince(lastDraw) > 0.05 else { return }
        lastDraw = now
        let width = 24
        let filled = max(0, min(width, Int(fraction * Double(width))))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        StandardStream.error.write("\r\u{1B}[2K[\(bar)] \(Int(fraction * 100))% \(stage.prefix(50))")
        drawn = true
    }

    func finish() {
        lock.lock(); defer { lock.unlock() }
        if drawn { StandardStream.error.write("\r\u{1B}[2K") }
        drawn = false
    }
}

extension Lexicon {
    /// Opens a dictionary for a command: any refusal becomes one clear line. With
    /// `checksum`, the body checksum is checked too (a millisecond a megabyte), so a
    /// damaged file is refused instead of answering from damaged bytes.
    static func openForCommand(_ path: String, checksum: Bool = false) throws -> Lexicon {
        do {
            let lexicon = try Lexicon.open(at: path)
            if checksum { try lexicon.verifyChecksum() }
            return lexicon
        } catch {
            throw CommandError.failed(error)
        }
    }
}

/// Encodes `--json` output: sorted keys, so output is stable and diffable.
func jsonText<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
}
