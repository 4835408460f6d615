import Squramble

/// What a build produced.
package struct BuildResult: Sendable {
    package var metadata: LexiconMetadata
    /// Every key seen in a `words` input, in key order, with its fate.
    package var records: WordRecords
    package var report: BuildReport
    /// The encoded dictionary, when the builder was asked for it (``Builder/encodesFile``)
    /// and some word is accepted.
    package var file: [UInt8]?

    /// The words to write: every accepted word (targets included), made now.
    package var words: [LexiconWord] { records.lexiconWords }
    /// Whether no word is accepted (without making the words).
    package var acceptsNoWord: Bool { !records.tiers.contains { $0 != .dropped } }

    package func record(for key: String) -> WordRecord? {
        records.index(of: key).map { records[$0] }
    }
}

/// Why a build failed.
package enum BuildError: Error, Sendable, CustomStringConvertible {
    /// The recipe's tiers make these keys targets while the accepted tier refuses them.
    case targetsNotAccepted([String])
    /// The dictionary file could not be made of the accepted words.
    case cannotEncode(LexiconWriteError)

    package var description: String {
        switch self {
        case .targetsNotAccepted(let keys):
            let shown = keys.prefix(10).joined(separator: ", ")
            return "\(keys.count) target\(keys.count == 1 ? " is" : "s are") not accepted words: \(shown)"
                + (keys.count > 10 ? " and \(keys.count - 10) more" : "")
                + ". Widen the accepted tier or narrow the targets in the recipe."
        case .cannotEncode(let error):
            return "\(error)"
        }
    }
}
