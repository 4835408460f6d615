import Foundation

/// Blocks passed from the splitting thread to the inserting one, in order, with at most
/// `capacity` waiting; then the tally of the whole file.
///
/// Unchecked `Sendable`: its state is read and written only with `condition` locked, and
/// a block is owned by one thread at a time (the sender until ``send(_:)``, the receiver
/// after ``receive()``).
final class BlockChannel<Block>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    private var waiting: [Block] = []
    private var tally: LineTally?
    private var cancelled = false

    package init(capacity: Int) { self.capacity = capacity }

    /// Waits for room, then passes `block` on.
    func send(_ block: Block) {
        condition.lock()
        while waiting.count >= capacity && !cancelled { condition.wait() }
        if !cancelled { waiting.append(block) }
        condition.broadcast()
        condition.unlock()
    }

    /// Says that no block follows: the file is read, and this is its tally.
    func finish(_ tally: LineTally) {
        condition.lock()
        self.tally = tally
        condition.broadcast()
        condition.unlock()
    }

    /// The next block, waiting for it; `nil` after the last.
    func receive() -> Block? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && tally == nil { condition.wait() }
        guard !waiting.isEmpty else { return nil }
        let block = waiting.removeFirst()
        condition.broadcast()
        return block
    }

    /// Tells the sender to stop (see ``isCancelled``): blocks waiting or sent from now on
    /// are dropped; ``receive()`` returns `nil` once the sender calls ``finish(_:)``.
    func cancel() {
        condition.lock()
        cancelled = true
        waiting.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the receiver has no use for more blocks.
    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// The tally given to ``finish(_:)`` (after ``receive()`` returned `nil`).
    func finalTally() -> LineTally {
        condition.lock()
        defer { condition.unlock() }
        return tally!
    }
}
