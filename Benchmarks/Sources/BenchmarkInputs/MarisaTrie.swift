// marisa-trie in the same process as Squramble, for the lookup benchmarks
// (SQURAMBLE_BENCH_MARISA names a trie that compare.sh builds with marisa-build from
// the dictionary's keys).
import CMarisa
import Foundation

/// A trie made by `marisa-build`, memory-mapped. One query at a time (it reuses one
/// marisa agent), so each benchmark owns its own.
public final class MarisaTrie: @unchecked Sendable {
    private let handle: OpaquePointer

    /// The trie at `path`, or `nil` when it cannot be read.
    public init?(path: String) {
        guard let handle = sqb_marisa_open(path) else { return nil }
        self.handle = handle
    }

    /// The trie SQURAMBLE_BENCH_MARISA names, or `nil` when it is not set or unreadable.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> MarisaTrie? {
        environment["SQURAMBLE_BENCH_MARISA"].flatMap { $0.isEmpty ? nil : MarisaTrie(path: $0) }
    }

    public var count: Int { sqb_marisa_size(handle) }

    /// The key id of `key`'s UTF-8 bytes, or `nil` when the trie does not hold it.
    @inline(__always)
    public func lookup(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let id = sqb_marisa_lookup(handle, key.baseAddress, key.count)
        return id < 0 ? nil : Int(id)
    }

    /// Whether the trie holds `key` (its UTF-8 bytes, read in place: no copy for a native string).
    @inline(__always)
    public func contains(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { lookup($0) } != nil
    }

    deinit { sqb_marisa_close(handle) }
}
