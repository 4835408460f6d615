import Squramble

extension WordTable {
    /// Checks the table's invariants (see ``WordTable``), stopping the process with the
    /// first that does not hold: for tests and debugging, it walks everything.
    func checkInvariants() {
        index.checkInvariants()
        precondition(masks.count == count && firstForms.count == count, "a column without one element a key")
        var visited = [Bool](repeating: false, count: moreForms.count)
        for position in 0..<count {
            checkText(of: firstForms[position], at: position)
            var link = firstForms[position].next, spellings = 1
            while let i = link.index {
                precondition(i < moreForms.count, "a link past the spellings")
                precondition(!visited[i], "spelling \(i) is in two chains, or twice in one")
                checkText(of: moreForms[i], at: position)
                visited[i] = true
                spellings += 1
                link = moreForms[i].next
            }
            precondition(spellings <= Self.maximumSpellings, "key \(position) keeps more than \(Self.maximumSpellings) spellings")
        }
        precondition(!visited.contains(false), "a spelling no key reaches")
    }

    /// Checks that a spelling of the key at `position` names a file, and keeps its text
    /// exactly when it is not the key's bytes.
    private func checkText(of form: Form, at position: Int) {
        precondition(Int(form.fileIndex) < files.count, "a spelling of key \(position) names no file")
        guard form.text != Form.ownKey else { return }
        precondition(form.text >= 0 && Int(form.text) < texts.count, "a spelling's text past the texts")
        let copiesKey = texts.withBytes(Int(form.text)) { text in keys.withBytes(position) { equalBytes(text, $0) } }
        precondition(!copiesKey, "a spelling of key \(position) keeps a copy of its key")
    }
}

extension KeyIndex {
    /// Checks the index's invariants, stopping the process with the first that does not
    /// hold: every key is found at its position from its own bytes, the table is a power
    /// of two long and at most 70 % full, and it holds one slot a key.
    func checkInvariants() {
        guard !droppedLookups else { return }
        precondition(slots.isEmpty || (slots.count.nonzeroBitCount == 1 && mask == slots.count - 1), "table size")
        precondition(count * 10 <= slots.count * 7 || (count == 0 && slots.isEmpty), "table over 70 % full")
        precondition(slots.filter { $0 != 0 }.count == count, "not one slot a key")
        for (position, key) in keys.enumerated() {
            precondition(self.position(of: key) == Int32(position), "key \(position) not found at its position")
        }
    }
}
