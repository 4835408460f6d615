#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Squramble
import SqurambleTerminal

extension Diagnostics {
    /// The game's diagnostics: `squramble: warning: …`.
    static let squramble = Diagnostics(prefix: "squramble: ")
}

/// The process-wide settings every command starts with: a closed pipe must not kill
/// the process before it saves statistics.
enum ProcessSetup {
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}

extension Style {
    /// Decides whether to colour output written to `stream`.
    static func decide(for stream: StandardStream, noColorFlag: Bool, environment: [String: String]) -> Style {
        decide(isTerminal: stream.isTerminal, noColorFlag: noColorFlag, environment: environment)
    }
}
