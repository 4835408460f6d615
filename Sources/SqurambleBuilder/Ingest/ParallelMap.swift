import Foundation

/// Maps an array on all cores, each element on its own: the result is the same as `map`.
package enum ParallelMap {
    /// Pieces of the work per core: the cores take pieces as they finish others, so one
    /// whose elements cost more than the rest (or a core the system lends elsewhere for a
    /// moment) does not keep the others waiting at the end.
    static let piecesPerCore = 16

    /// `cores`: how many to share the work between (for tests; at most 8 are used).
    package static func map<T: Sendable, R: Sendable>(_ items: [T], minimumCount: Int = 4096,
                                              cores: Int = ProcessInfo.processInfo.activeProcessorCount,
                                              _ transform: @Sendable (T) -> R) -> [R] {
        let workers = min(max(1, cores), 8, max(1, items.count))
        guard workers > 1, items.count >= minimumCount else { return items.map(transform) }
        // Pieces of `piece` elements, the last one shorter: as many as it takes, which
        // for some counts is fewer than `workers * piecesPerCore` (none may be empty).
        let piece = (items.count + workers * piecesPerCore - 1) / (workers * piecesPerCore)
        let pieces = (items.count + piece - 1) / piece
        // Each piece initialises its own slice of the result in place: no copies.
        return [R](unsafeUninitializedCapacity: items.count) { buffer, initialised in
            let target = Target(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: pieces) { n in
                for i in (n * piece)..<min(items.count, (n + 1) * piece) {
                    (target.base + i).initialize(to: transform(items[i]))
                }
            }
            initialised = items.count
        }
    }

    /// The result buffer, shared by the workers; each writes a disjoint range.
    private struct Target<R>: @unchecked Sendable {
        let base: UnsafeMutablePointer<R>
    }
}

extension ParallelMap {
    /// Runs two independent jobs at once, the second on the calling thread, and returns
    /// both results.
    package static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return (first(), second()) }
        let results = Results<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { job in
            if job == 0 { results.first = first() } else { results.second = second() }
        }
        return (results.first!, results.second!)
    }

    /// Starts `job` on another thread and returns a function that waits for its result
    /// (to be called once: it hands the result over, keeping no reference to it, so an
    /// array in it can be changed in place).
    package static func inBackground<A: Sendable>(_ job: @escaping @Sendable () -> A) -> () -> A {
        let results = Results<A, Never>()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { results.first = job() }
        return {
            group.wait()
            return results.first.take()!
        }
    }

    /// Where the two jobs of ``both(_:_:)`` leave their results: each job writes its own
    /// property, and they are read after both have finished.
    private final class Results<A, B>: @unchecked Sendable {
        var first: A?
        var second: B?
    }
}
