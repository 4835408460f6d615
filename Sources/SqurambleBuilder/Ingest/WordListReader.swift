import Foundation
import Squramble

/// Reads a word list into a ``WordTable`` on two threads: one splits and checks
/// the lines, finds each line's key and hashes it, and hands the lines on in blocks; the
/// calling thread inserts them into the collection, in file order.
///
/// Inserting is the part that cannot be split (every key's position is the order it was
/// first seen in), and for a big list it is mostly waiting for memory: nearly every new
/// key's slot of the key table is a read from memory. Everything else a line needs is
/// done beside it. The collection sees the same calls, in the same order, as from one
/// thread, so what a build makes does not change.
///
/// Invariants: the file's bytes outlive both threads (the splitter ends before `read`
/// returns: the channel's last message is its tally); a ``WordBlock`` points into those
/// bytes and is owned by one thread at a time; the table is only touched by the calling
/// thread.
///
/// ```swift
/// var tally = LineTally(file: "words.txt")
/// let keys = KeyMaker(policy: NormalizationPolicy(foldsAccents: false, locale: "en"))
/// try WordListReader(path: "words.txt", bit: 1, keepsCase: true, keys: keys)
///     .read(into: &table, file: 0, tally: &tally)
/// ```
package struct WordListReader: Sendable {
    package var path: String
    /// The input's bit in ``WordTable/masks``.
    var bit: UInt64
    /// Whether the input's case tells proper nouns (see ``CaseShape/of(_:)``).
    package var keepsCase: Bool
    /// Whether punctuation and spaces inside a word are removed (the `notLetters` filter
    /// switched off).
    var joinsPunctuation = false
    /// Makes the key of a line that is not plain ASCII (trimmed).
    package var keys: KeyMaker


    /// Whether a printable ASCII line's key is the line in lowercase (not when
    /// punctuation is to be removed first, nor under Turkic case rules, where `I` folds
    /// to `ı`).
    var lowersASCII: Bool { !joinsPunctuation && keys.lowersASCII }
    /// The key of a line that is not plain ASCII (trimmed), or `nil` when it has none.
    package func key(_ text: String) -> String? { keys.key(text) }

    /// Lines a block carries.
    static let blockLines = 4096
    /// Blocks on their way to the inserting thread at most: enough to even out the two
    /// threads' pace, few enough to stay in the caches.
    static let blocksInFlight = 4

    /// Reads the list into `collected` as input `file` (an index of
    /// ``WordTable/files``), counting its lines in `tally`.
    package func read(into collected: inout WordTable, file: Int32, tally: inout LineTally) throws {
        let bytes = try LineSplitter.read(path)
        // Room for about one new key per line (lines average over 10 bytes), so the table
        // is not rehashed over and over while it fills.
        collected.reserve(bytes.count / 10, bytes: bytes.count)
        let channel = BlockChannel<WordBlock>(capacity: Self.blocksInFlight)
        bytes.withUnsafeBufferPointer { buffer in
            let text = FileBytes(buffer: buffer)
            let splitter = Thread { [self, tally] in
                var tally = tally
                var block = WordBlock()
                LineSplitter.forEachLineBytes(in: text.buffer, tally: &tally) { line, number in
                    let problem = block.append(line, number: number, reader: self)
                    if block.isFull {
                        channel.send(block)
                        block = WordBlock()
                    }
                    return problem
                }
                channel.send(block)
                channel.finish(tally)
            }
            splitter.start()
            while let block = channel.receive() {
                block.collect(into: &collected, bit: bit, keepsCase: keepsCase, file: file)
                block.deallocate()
            }
            tally = channel.finalTally()
        }
    }
}
