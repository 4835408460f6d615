import Squramble

/// The one way the builder reads a file it was given: word lists, Hunspell `.dic` and
/// `.aff` files, frequency and name lists, blocklists, decisions files and recipes.
///
/// It is the player data's reader (``BoundedFileRead``, which reads `stats.json` and the
/// saved daily) with the builder's limit and wording: only a regular file is read (a
/// FIFO is never waited on, `/dev/zero` never read), and never more than
/// ``sizeLimit`` bytes of it, so a file given by mistake or by an attacker ends the
/// build with one line instead of exhausting memory. Lines are bounded by each reader
/// (``LineSplitter/maximumLineBytes``, ``HunspellLines/maximumLineBytes``).
///
/// ```swift
/// let bytes = try InputFile.read("words.txt")   // InputError: "cannot read words.txt: …"
/// ```
package enum InputFile {
    /// The largest input read, in bytes (256 MiB). The largest real inputs (a Hunspell
    /// `.dic` of a million stems, a frequency list of the top million words) are under
    /// 50 MiB; a larger file is refused, never read in part.
    static let sizeLimit = 256 << 20

    /// The whole file at `path`, or `nil` when there is none.
    /// - Throws: ``InputError`` for something that is not a regular file, a file of more
    ///   than `limit` bytes, or one that cannot be read; its ``InputError/reason`` says which.
    package static func readIfPresent(_ path: String, limit: Int = sizeLimit) throws(InputError) -> [UInt8]? {
        let outcome: BoundedFileRead
        do {
            outcome = try BoundedFileRead.read(path, limit: limit)
        } catch {
            throw InputError(path: path, reason: error.reason)
        }
        switch outcome {
        case .contents(let bytes): return bytes
        case .missing: return nil
        case .notRegular(let kind): throw InputError(path: path, reason: "it is \(kind), not a regular file")
        case .tooLarge(let size): throw InputError(path: path, reason: tooLarge(size, limit: limit))
        }
    }

    /// The whole file at `path`; a missing file is an ``InputError`` ("no such file").
    package static func read(_ path: String, limit: Int = sizeLimit) throws(InputError) -> [UInt8] {
        guard let bytes = try readIfPresent(path, limit: limit) else { throw InputError(path: path, reason: "no such file") }
        return bytes
    }

    /// Why a file of `size` bytes is refused.
    static func tooLarge(_ size: Int, limit: Int) -> String {
        "it is \(size) bytes, more than the \(megabytes(limit)) an input file may be"
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
