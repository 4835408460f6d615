import Squramble

extension WordTable {
    /// Checks the table's invariants (see ``WordTable``), stopping the process with the
    /// first that does not hold: for tests and debugging, it walks everything.
    func checkInvariants() {
        index.checkInvariants()
        precondition(masks.count == count && firstForms.count == count, "a column without one element a key")
        var visited = [Bool](repeating: false, count: forms.count)
        for position in 0..<count {
            var link = firstForms[position], spellings = 0
            precondition(link.index != nil, "key \(position) has no spelling")
            while let i = link.index {
                precondition(i < forms.count, "a link past the spellings")
                precondition(!visited[i], "spelling \(i) is in two chains, or twice in one")
                precondition(Int(forms[i].file) < files.count, "spelling \(i) names no file")
                visited[i] = true
                spellings += 1
                link = forms[i].next
            }
            precondition(spellings <= Self.maximumSpellings, "key \(position) keeps more than \(Self.maximumSpellings) spellings")
        }
        precondition(!visited.contains(false), "a spelling no key reaches")
    }
}

extension KeyIndex {
    /// Checks the index's invariants, stopping the process with the first that does not
    /// hold: every key is found at its position from its own bytes, the table is a power
    /// of two long and at most 70 % full, and it holds one slot a key.
    func checkInvariants() {
        precondition(slots.isEmpty || (slots.count.nonzeroBitCount == 1 && mask == slots.count - 1), "table size")
        precondition(count * 10 <= slots.count * 7 || (count == 0 && slots.isEmpty), "table over 70 % full")
        precondition(slots.filter { $0 != 0 }.count == count, "not one slot a key")
        for (position, key) in keys.enumerated() {
            precondition(self.position(of: key) == Int32(position), "key \(position) not found at its position")
        }
    }
}
