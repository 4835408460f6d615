#if canImport(Glibc)
import Glibc
#endif

/// One sitting of review: a queue of words, the position in it, what was decided,
/// and how to take it back.
///
/// Every decision goes to the ``DecisionLog`` before the next word shows, so the
/// file is always up to date. Undo goes back one step at a time, as far as the
/// sitting goes: a decision is taken back (the file gets back what it had before),
/// a skip just returns to the word.
///
/// ```swift
/// var session = ReviewSession(queue: ReviewQueue.shortestFirst.arrange(words), log: log)
/// try session.decide(.target)     // saved, next word
/// session.skip()                  // next word, nothing saved
/// try session.undo()              // back to the skipped word
/// ```
package struct ReviewSession {
    /// One step that ``undo()`` can take back.
    package struct Step: Sendable {
        package var position: Int
        package var key: String
        /// `nil` for a skip; otherwise what the file held before (`.some(nil)`: nothing).
        package var replaced: ReviewDecision??
        package var note: String?
    }

    package let queue: [ReviewCandidate]
    package let log: DecisionLog
    package private(set) var position = 0
    package private(set) var history: [Step] = []
    /// Notes typed for words not decided yet; they go into the decision's note.
    package private(set) var notes: [String: String] = [:]
    /// Decisions made in this sitting (after undos).
    package private(set) var decidedCount = 0
    /// When the sitting began, for the pace (seconds on a monotonic clock).
    package let startedAt: Double
    /// Clock used for the pace; tests replace it.
    package var now: @Sendable () -> Double = ReviewSession.monotonicSeconds

    package init(queue: [ReviewCandidate], log: DecisionLog, startedAt: Double = ReviewSession.monotonicSeconds()) {
        self.queue = queue
        self.log = log
        self.startedAt = startedAt
    }

    /// The word on screen, or `nil` when the queue is done.
    package var current: ReviewCandidate? { position < queue.count ? queue[position] : nil }
    package var remaining: Int { queue.count - position }
    package var isFinished: Bool { position >= queue.count }
    package var canUndo: Bool { !history.isEmpty }
    /// The last step, to show what just happened.
    package var lastStep: Step? { history.last }

    /// Decides the current word, saves it, and moves on.
    package mutating func decide(_ verdict: ReviewVerdict) throws {
        guard let word = current else { return }
        let note = notes[word.key] ?? ""
        let previous = log[word.key]
        try log.record(ReviewDecision(key: word.key, verdict: verdict, note: note))
        notes[word.key] = nil
        history.append(Step(position: position, key: word.key, replaced: .some(previous), note: note.isEmpty ? nil : note))
        decidedCount += 1
        position += 1
    }

    /// Leaves the current word undecided for now and moves on.
    package mutating func skip() {
        guard let word = current else { return }
        history.append(Step(position: position, key: word.key, replaced: nil, note: nil))
        position += 1
    }

    /// Takes back the last step: the word comes back on screen, and a decision is
    /// removed from the file (or the earlier one restored). Returns the step undone.
    @discardableResult
    package mutating func undo() throws -> Step? {
        guard let step = history.last else { return nil }
        if case .some(let previous) = step.replaced {
            try log.restore(step.key, to: previous)
            decidedCount -= 1
            if let note = step.note { notes[step.key] = note }
        }
        history.removeLast()
        position = step.position
        return step
    }

    /// Sets (or with an empty text removes) the note for the current word.
    package mutating func setNote(_ text: String) {
        guard let word = current else { return }
        let cleaned = String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
            .trimmingCharacters(in: " ")
        notes[word.key] = cleaned.isEmpty ? nil : cleaned
    }

    package var currentNote: String? { current.flatMap { notes[$0.key] } }

    // MARK: Pace

    /// Decisions per minute in this sitting, once there is something to measure.
    package var decisionsPerMinute: Double? {
        let minutes = (now() - startedAt) / 60
        guard decidedCount > 0, minutes > 0 else { return nil }
        return Double(decidedCount) / minutes
    }

    /// Minutes to finish the queue at the current pace.
    package var minutesLeft: Double? {
        guard let pace = decisionsPerMinute, pace > 0 else { return nil }
        return Double(remaining) / pace
    }

    @Sendable package static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var result = Substring(self)
        while result.first == set { result.removeFirst() }
        while result.last == set { result.removeLast() }
        return String(result)
    }
}
