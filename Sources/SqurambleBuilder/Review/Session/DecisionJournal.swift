#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Squramble

/// The journal of a decisions file: the decisions of review sessions in progress,
/// appended one line each, so that saving a decision costs time proportional to the
/// decision, not to the file (a decisions file may have a million lines).
///
/// It lives beside the file, hidden: `.decisions.tsv.journal` for `decisions.tsv`.
/// Each line is a decisions-file line (`key<TAB>decision<TAB>note`), or `key<TAB>-` for a
/// decision taken back; later lines count. A session folds the journal into the file
/// when it ends (``DecisionLog/close()``): the file is written atomically, then the
/// journal removed. A journal left by a session that was killed is read by every reader
/// of the file (builds too), and folded in by the next session, so nothing is lost.
package enum DecisionJournal {
    /// The journal's path for the decisions file at `path`.
    package static func path(for decisions: String) -> String {
        let folder = AtomicFilePaths.folder(of: decisions)
        return (folder == "." ? "" : folder + "/") + "." + AtomicFilePaths.name(of: decisions) + ".journal"
    }

    /// The marker of a decision taken back.
    static let erased = "-"

    /// The journal line for `decision` (or for taking back the decision on `key`).
    package static func line(setting decision: ReviewDecision) -> String {
        decision.key + "\t" + decision.verdict.rawValue + (decision.note.isEmpty ? "" : "\t" + decision.note) + "\n"
    }

    package static func line(erasing key: String) -> String { key + "\t" + erased + "\n" }

    /// Applies the complete lines of `bytes` (a final line without its newline is a
    /// write cut short by a crash, and is left for later) to `decisions`; returns how
    /// many bytes were used. A line is read as the decisions file's reader reads one
    /// (``LineSplitter``: no control characters, valid UTF-8, at most 1 KiB; key and
    /// decision trimmed), so a fold never writes a line the file's reader would refuse;
    /// other lines are skipped (the journal is written only by this program).
    package static func apply(_ bytes: ArraySlice<UInt8>, to decisions: inout ReviewDecisions,
                              key: (String) -> String?) -> Int {
        guard let lastNewline = bytes.lastIndex(of: 0x0A) else { return 0 }
        var tally = LineTally(file: "journal")
        LineSplitter.forEachLine(in: bytes[...lastNewline], tally: &tally, comments: false) { text, _ in
            // A comment in the file: never a decision (nor a key written where one would be).
            guard !text.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") else { return "a comment" }
            let fields = text.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            let word = fields.first.map { String($0).trimmingWhiteSpaceForNotes() } ?? ""
            guard fields.count >= 2, !word.isEmpty, let k = key(word), !k.hasPrefix("#") else { return "no word" }
            let value = String(fields[1]).trimmingWhiteSpaceForNotes()
            if value == erased {
                decisions.remove(k)
            } else if let verdict = ReviewVerdict(rawValue: value.lowercased()) {
                decisions.set(ReviewDecision(key: k, verdict: verdict, note: fields.count > 2 ? String(fields[2]) : ""))
            } else {
                return "no decision"
            }
            return nil
        }
        return lastNewline + 1 - bytes.startIndex
    }

    /// Applies the whole journal of `decisionsPath`, if there is one.
    package static func applyAll(of decisionsPath: String, to decisions: inout ReviewDecisions,
                                 key: (String) -> String?) throws {
        guard let bytes = try InputFile.readIfPresent(path(for: decisionsPath)) else { return }
        _ = apply(bytes[...], to: &decisions, key: key)
    }

    /// Appends `line` to the journal at `path` and flushes it to disk.
    /// - Throws: ``StorageError``; a line cut short by a full disk is cut off again.
    package static func append(_ line: String, to path: String) throws(StorageError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw StorageError(path: path, operation: "open", reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        let before = fstat(fd, &info) == 0 ? info.st_size : -1
        let failure = FileDescriptorIO.writeAll(line, to: fd)
        if failure != 0 || fsync(fd) != 0 {
            let code = failure != 0 ? failure : errno
            if before >= 0 { _ = ftruncate(fd, before) }
            throw StorageError(path: path, operation: "write", reason: String(cString: strerror(code)))
        }
    }
}
