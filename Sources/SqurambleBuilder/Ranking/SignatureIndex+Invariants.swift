extension SignatureIndex {
    /// Checks the double array's invariants, stopping the process with the first that
    /// does not hold: for tests and debugging, it walks every slot. They are what lets
    /// ``countSubmultisets(of:)`` read slots without bounds checks.
    ///
    /// - Slot 0 is the root (its own parent) and the only slot that is.
    /// - A slot in use has a parent slot in use, and its place is that parent's base
    ///   plus a letter code from 1 to ``largestLetter``.
    /// - Every base is −1 (no children) or leaves room for every code:
    ///   `base + largestLetter < slots.count`.
    /// - `words` counts `indexed` words in all, none in a free slot.
    func checkInvariants(indexed: Int) {
        guard !slots.isEmpty else { return precondition(indexed == 0, "words without slots") }
        precondition(slots[0].parent == 0, "slot 0 is not the root")
        var words = 0
        for (slot, entry) in slots.enumerated() {
            precondition(entry.base == -1 || (entry.base >= 0 && Int(entry.base) + Int(largestLetter) < slots.count),
                         "slot \(slot)'s children may lie past the slots")
            guard entry.parent >= 0 else {
                precondition(entry.words == 0 && entry.base == -1, "free slot \(slot) holds something")
                continue
            }
            words += Int(entry.words)
            guard slot != 0 else { continue }
            let parent = slots[Int(entry.parent)]
            precondition(Int(entry.parent) != slot && parent.parent >= 0 && parent.base >= 0, "slot \(slot)'s parent is not in use")
            let code = slot - Int(parent.base)
            precondition(code >= 1 && code <= Int(largestLetter), "slot \(slot) is not its parent's child by a letter")
        }
        precondition(words == indexed, "\(words) words counted in the slots, \(indexed) indexed")
    }
}
