import Squramble

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A recipe's decisions file, changed one decision at a time, each saved at once.
///
/// A decision is appended to the file's journal (``DecisionJournal``) and flushed to
/// disk, under an exclusive lock on a lock file beside it; ``close()`` folds the journal
/// into the file, written whole and atomically (temporary file, flush, rename). So a
/// decision costs time in proportion to itself, not to the file; a process killed at
/// any moment loses at most the decision being written; two reviewers of one file, on
/// one machine, lose nothing of each other's work (each reads the other's journal
/// lines before writing its own, and the fold reads file and journal afresh); and the
/// file stays sorted, one line per word.
///
/// ```swift
/// let log = try DecisionLog(path: "wordlists/en/decisions.tsv")
/// try log.record(ReviewDecision(key: "cat", verdict: .target))
/// try log.erase("cat")
/// try log.close()
/// ```
package final class DecisionLog {
    package let path: String
    /// The lock file: hidden, beside the decisions file.
    package let lockPath: String
    /// The journal: hidden, beside the decisions file.
    package let journalPath: String
    package private(set) var decisions: ReviewDecisions
    /// The match key of a word as written in the file (the recipe's policy).
    package let key: @Sendable (String) -> String?
    /// Which file and journal ``decisions`` reflect, and how much of the journal.
    private var seen = Seen()

    private struct Seen {
        var loaded = false
        var file: FileIdentity?
        var journal: FileIdentity?
        var journalBytes = 0
    }

    /// Opens (reads) the decisions file at `path`, with its journal; a missing file has
    /// no decisions yet. Refuses a file with lines it cannot read, since saving would
    /// lose them.
    package init(path: String, policy: NormalizationPolicy = .standard) throws {
        self.path = path
        key = Self.keyFunction(policy)
        let folder = AtomicFilePaths.folder(of: path)
        let name = AtomicFilePaths.name(of: path)
        lockPath = (folder == "." ? "" : folder + "/") + "." + name + ".lock"
        journalPath = DecisionJournal.path(for: path)
        decisions = ReviewDecisions()
        // Without the lock: the file is only ever replaced whole, and a journal line cut
        // short is not read; what another session writes meanwhile is read before each save.
        try catchUp()
    }

    package subscript(key: String) -> ReviewDecision? { decisions[key] }
    package var count: Int { decisions.count }

    /// Saves `decision`, replacing any earlier one for the same word.
    package func record(_ decision: ReviewDecision) throws {
        try append(DecisionJournal.line(setting: decision)) { $0.set(decision) }
    }

    /// Removes the decision for `key` (undo of a first decision).
    package func erase(_ key: String) throws {
        try append(DecisionJournal.line(erasing: key)) { $0.remove(key) }
    }

    /// Puts back what was there before: `previous`, or no decision at all.
    package func restore(_ key: String, to previous: ReviewDecision?) throws {
        if let previous { try record(previous) } else { try erase(key) }
    }

    /// Applies many decisions in one write of the whole file (imports, merges).
    package func recordAll(_ list: [ReviewDecision]) throws {
        try locked {
            try fold { decisions in for decision in list { decisions.set(decision) } }
        }
    }

    /// Folds the journal into the file (written whole, atomically) and removes it.
    /// Called when a session ends; if it fails (a full disk), the journal stays and the
    /// next session or build reads it, so nothing is lost.
    package func close() throws {
        try locked {
            guard access(journalPath, F_OK) == 0 else { return }
            try fold { _ in }
        }
    }

    /// Under the lock: brings ``decisions`` up to date with what other sessions wrote,
    /// appends `line` to the journal, and applies `change`.
    private func append(_ line: String, _ change: (inout ReviewDecisions) -> Void) throws {
        try locked {
            try catchUp()
            try DecisionJournal.append(line, to: journalPath)
            seen.journal = FileIdentity(of: journalPath)
            seen.journalBytes += line.utf8.count
            change(&decisions)
        }
    }

    /// Under the lock: reads the file and journal afresh, applies `change`, writes the
    /// file and removes the journal.
    private func fold(_ change: (inout ReviewDecisions) -> Void) throws {
        var current = try Self.read(path, key: key)
        change(&current)
        try current.write(to: path)
        unlink(journalPath)
        decisions = current
        seen = Seen(loaded: true, file: FileIdentity(of: path))
    }

    /// Under the lock: reads what changed since ``seen``: only the journal's new lines,
    /// unless another session folded the journal into the file (then both, again).
    private func catchUp() throws {
        let file = FileIdentity(of: path), journal = FileIdentity(of: journalPath)
        let journalReplaced = seen.journal != nil && journal != seen.journal
        if !seen.loaded || file != seen.file || journalReplaced || (journal?.size ?? 0) < seen.journalBytes {
            decisions = try Self.readFile(path, key: key)
            seen = Seen(loaded: true, file: file)
        }
        guard let journal else { return }
        seen.journal = journal
        guard journal.size > seen.journalBytes else { return }
        let fd = open(journalPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw StorageError(path: journalPath, operation: "read", reason: String(cString: strerror(errno))) }
        defer { Glibc.close(fd) }
        let bytes: [UInt8]
        switch FileDescriptorIO.read(fd, from: seen.journalBytes, count: journal.size - seen.journalBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): throw StorageError(path: journalPath, operation: "read", reason: failure.description)
        }
        seen.journalBytes += DecisionJournal.apply(bytes[...], to: &decisions, key: key)
    }

    /// Runs `body` under the file's lock, waiting at most ``lockWait`` seconds for another
    /// session (whose saves take milliseconds): a lock held longer is reported.
    private func locked<T>(_ body: () throws -> T) throws -> T {
        try FileLock.withLock(at: lockPath, waitingAtMost: Self.lockWait, waiting: {}, body)
    }

    /// How long a save waits for another session's lock.
    package static let lockWait = 10.0

    /// Reads a decisions file with its journal, refusing one with unusable lines or with
    /// two lines that decide one word differently (each is listed): a save would drop them.
    package static func read(_ path: String, key: (String) -> String?) throws -> ReviewDecisions {
        var decisions = try readFile(path, key: key)
        try DecisionJournal.applyAll(of: path, to: &decisions, key: key)
        return decisions
    }

    /// Reads the decisions file alone (see ``read(_:key:)``).
    private static func readFile(_ path: String, key: (String) -> String?) throws -> ReviewDecisions {
        var tally = LineTally(file: path)
        let decisions = try ReviewDecisions.read(path, tally: &tally, key: key, journal: false)
        let lines = (tally.unusable + decisions.conflicts).sorted { $0.location < $1.location }
        guard lines.isEmpty else {
            throw DecisionsFileError(path: path, lines: lines)
        }
        return decisions
    }

    package static func keyFunction(_ policy: NormalizationPolicy) -> @Sendable (String) -> String? {
        { text in
            guard let key = try? policy.key(for: text), !key.isEmpty else { return nil }
            return key.text
        }
    }
}

/// Which file a path names and how long it is: a file replaced by a rename is another file.
private struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int

    init?(of path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev); inode = UInt64(info.st_ino); size = Int(info.st_size)
    }

    static func == (a: Self, b: Self) -> Bool { a.device == b.device && a.inode == b.inode }
}

/// A decisions file with lines that cannot be read: fix them before reviewing, or
/// the next save would lose them.
package struct DecisionsFileError: Error, CustomStringConvertible {
    package var path: String
    package var lines: [UnusableLine]
    package var description: String {
        let shown = lines.prefix(20).map { "  \($0)" }.joined(separator: "\n")
        return "\(path) has \(lines.count) line\(lines.count == 1 ? "" : "s") that cannot be read; fix \(lines.count == 1 ? "it" : "them") first (a save would drop \(lines.count == 1 ? "it" : "them")):\n" + shown
            + (lines.count > 20 ? "\n  … and \(lines.count - 20) more" : "")
    }
}

/// Splitting paths without Foundation.
package enum AtomicFilePaths {
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
