/// One stem of a `.dic`: the word, its flags and its line.
struct HunspellStem: Sendable {
    /// The word's scalars, `IGNORE` characters removed.
    var word: [UInt32] = []
    var flags: [HunspellFlag] = []
    /// The 1-based line of the `.dic`.
    package var line = 0
}

/// Reads the stems of a `.dic`, line by line, the way Hunspell splits a line:
///
/// - the first line is the (approximate) number of stems;
/// - morphological fields start at the first blank before a field such as `po:noun`,
///   or at the first tab; they are not flags and are not read;
/// - the flags follow the first `/` that is not escaped: `\/` is a slash of the word
///   (`km\/h`). A line starting with `/` is read as Hunspell 1.7.1 reads it: the word `/`,
///   flags from the third byte on (it_IT.dic's notes at the top are such lines).
enum HunspellStemReader {
    /// Throws unless the first line (after a byte-order mark) starts with a positive number.
    static func checkCountLine(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(HunspellError) {
        var first: UnsafeBufferPointer<UInt8>?
        HunspellLines.forEach(in: bytes) { line, _ in first = line; return false }
        guard let first else { throw .notADictionaryFile(path: path, reason: "the file is empty") }
        var start = 0
        while start < first.count, HunspellLines.isBlank(first[start]) { start += 1 }
        let rest = UnsafeBufferPointer(rebasing: first[start...])
        guard HunspellLines.number(rest) > 0 else {
            let shown = String(HunspellLines.text(UnsafeBufferPointer(rebasing: first.prefix(40))).prefix(40))
            throw .notADictionaryFile(path: path, reason: "line 1 should be the number of stems, found \"\(shown)\"")
        }
    }

    /// Calls `body` with each stem in `.dic` order (one `HunspellStem` reused throughout)
    /// until it returns `false`. Lines without a word are skipped; lines that cannot be
    /// decoded, or are longer than ``HunspellLines/maximumLineBytes``, are reported.
    static func forEachStem(
        in bytes: UnsafeBufferPointer<UInt8>, affixes: HunspellAffixes, file: String,
        report: (HunspellProblem) -> Void, _ body: (_ stem: inout HunspellStem) -> Bool
    ) {
        var stem = HunspellStem()
        var wordBytes: [UInt8] = []
        HunspellLines.forEach(in: bytes) { line, number in
            guard number > 1 else { return true }
            guard line.count <= HunspellLines.maximumLineBytes else {
                report(HunspellLines.tooLong(line, number: number, file: file))
                return true
            }
            let flagRange = split(line, unescapingInto: &wordBytes)
            stem.line = number
            stem.word.removeAll(keepingCapacity: true)
            let decodeFailure = wordBytes.withUnsafeBufferPointer { affixes.encoding.decode($0, into: &stem.word) }
            if let bad = decodeFailure {
                report(HunspellProblem(kind: .encoding, file: file, line: number, reason: "byte \(bad) of the word is not \(affixes.encoding.name)"))
                return true
            }
            if !affixes.ignored.isEmpty { stem.word.removeAll { affixes.ignored.contains($0) } }
            guard !stem.word.isEmpty else { return true }
            stem.flags.removeAll(keepingCapacity: true)
            if let flagRange {
                stem.flags = affixes.flags(of: UnsafeBufferPointer(rebasing: line[flagRange]), line: number, file: file, report: report)
            }
            return body(&stem)
        }
    }

    /// Splits a line into its word (written to `word`, `\/` unescaped, trailing blanks
    /// dropped) and the range of its flag field, if it has one.
    static func split(_ line: UnsafeBufferPointer<UInt8>, unescapingInto word: inout [UInt8]) -> Range<Int>? {
        let end = endOfEntry(line)
        word.removeAll(keepingCapacity: true)
        var flags: Range<Int>?
        var i = 0
        while i < end {
            let byte = line[i]
            if byte == UInt8(ascii: "/") && i == 0 {
                word.append(byte)
                if end > 2 { flags = 2..<end }
                break
            }
            if byte == UInt8(ascii: "/") {
                if line[i - 1] == UInt8(ascii: "\\") {
                    word[word.count - 1] = byte
                    i += 1
                    continue
                }
                var flagEnd = end
                while flagEnd > i + 1, HunspellLines.isBlank(line[flagEnd - 1]) { flagEnd -= 1 }
                flags = (i + 1)..<flagEnd
                break
            }
            word.append(byte)
            i += 1
        }
        while let last = word.last, HunspellLines.isBlank(last) { word.removeLast() }
        return flags
    }

    /// Where the word and flags end: before the morphological fields (Hunspell's rule:
    /// the blanks before the first `xx:` field, or the first tab, whichever comes first).
    static func endOfEntry(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var end = line.count
        var i = 4
        while i < line.count {
            if line[i] == UInt8(ascii: ":") && HunspellLines.isBlank(line[i - 3]) {
                var start = i - 3
                while start > 0, HunspellLines.isBlank(line[start - 1]) { start -= 1 }
                if start > 0 { end = start }
                break
            }
            i += 1
        }
        if let tab = line.firstIndex(of: 0x09), tab < end { end = tab }
        return end
    }
}
