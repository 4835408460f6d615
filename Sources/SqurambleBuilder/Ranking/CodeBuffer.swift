/// Room for the letter codes of one word at a time, reused word after word: the one
/// place the ranking writes through a pointer (``LetterCoder`` codes a word into it, the
/// ranking sorts them into the word's signature).
///
/// ```swift
/// CodeBuffer.withTemporary(capacity: 9) { codes in
///     let length = coder.count(bytes: key, codingIf: 3...9, into: codes)
///     let signature = codes.sortedSignature(length)     // valid until the next word
/// }
/// ```
///
/// Invariants: the memory lives only while `withTemporary`'s body runs, and a
/// `CodeBuffer` is not kept past it; `capacity` codes are writable. A writer checks its
/// longest write against ``capacity`` once a word (``LetterCoder/count(bytes:codingIf:into:)``
/// checks `lengths.upperBound`), not once a code.
package struct CodeBuffer {
    private let base: UnsafeMutablePointer<Int32>
    /// How many codes fit.
    package let capacity: Int

    private init(base: UnsafeMutablePointer<Int32>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// Runs `body` with room for `capacity` codes, freed when it returns.
    package static func withTemporary<R>(capacity: Int, _ body: (CodeBuffer) throws -> R) rethrows -> R {
        precondition(capacity >= 0)
        return try withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(1, capacity)) { buffer in
            try body(CodeBuffer(base: buffer.baseAddress!, capacity: capacity))
        }
    }

    /// The code at `position` (below ``capacity``; checked in debug builds only: the
    /// writer checked its bound once for the word).
    @inline(__always)
    package func store(_ code: Int32, at position: Int) {
        assert(position >= 0 && position < capacity, "a code past the buffer")
        base[position] = code
    }

    /// Sorts the first `length` codes into a signature and lends them, valid until the
    /// buffer is written again.
    package func sortedSignature(_ length: Int) -> UnsafeMutableBufferPointer<Int32> {
        precondition(length >= 0 && length <= capacity, "a signature longer than the buffer")
        let signature = UnsafeMutableBufferPointer(start: base, count: length)
        AnagramSignature.sort(signature)
        return signature
    }
}
