import Squramble

/// Decisions as a tab-separated sheet, for spreadsheets and editors.
///
/// `--export` writes a queue as a sheet whose `decision` column is empty; a person
/// fills it in (`target`, `accepted`, `drop`, or just `t`, `a`, `d`) and `--import`s it.
/// Only the first three columns are read back; the others are there to help decide.
///
/// ```
/// word	decision	note	zipf	letters	band	automatic	flags	display
/// cat			5.12	3	very easy	target		cat
/// kelly			3.40	5		dropped	proper-noun: only seen as Kelly	Kelly
/// ```
package enum DecisionSheet {
    package static let columns = ["word", "decision", "note", "zipf", "letters", "band", "automatic", "flags", "display"]

    /// The sheet for `candidates`, in the order given, with their decisions when they have one.
    package static func export(_ candidates: [ReviewCandidate], decisions: (String) -> ReviewDecision? = { _ in nil }) -> String {
        var text = columns.joined(separator: "\t") + "\n"
        for word in candidates {
            let decision = decisions(word.key)
            let flags = word.flags.map { $0.detail.isEmpty ? $0.rule : "\($0.rule): \($0.detail)" }.joined(separator: "; ")
            let row = [
                word.key,
                decision?.verdict.rawValue ?? "",
                decision?.note ?? "",
                word.zipf.map(format2) ?? "",
                String(word.letterCount),
                word.band.map { "\($0)" } ?? "",
                word.automaticTier.rawValue,
                flags,
                word.display,
            ]
            text += row.map(cell).joined(separator: "\t") + "\n"
        }
        return text
    }

    /// A cell without tabs or line breaks.
    private static func cell(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    /// A line of a sheet that cannot be imported, and why.
    package struct BadLine: Sendable, Hashable, CustomStringConvertible {
        package var line: Int
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// What reading a sheet gave.
    package struct Reading: Sendable {
        package var decisions: [ReviewDecision] = []
        package var badLines: [BadLine] = []
        /// Rows with an empty decision column (left for later, not an error).
        package var undecided = 0
    }

    /// The longest line worth reading; anything longer is a bad line.
    package static let maximumLineLength = 4096

    /// Reads a sheet. Every line that cannot be used is reported with its number;
    /// the caller decides whether to import the rest (``DecisionSheet`` users import
    /// nothing when any line is bad).
    ///
    /// - Parameter key: the match key of a word under the recipe's policy, or `nil`
    ///   when it cannot be normalised.
    package static func read(_ bytes: [UInt8], key: (String) -> MatchKey?) -> Reading {
        var reading = Reading()
        var seen: [String: (line: Int, verdict: ReviewVerdict)] = [:]
        var lineNumber = 0
        var start = 0
        // Skip a byte-order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var slice = bytes[start..<end]
            start = end + 1
            if slice.last == 0x0D { slice = slice.dropLast() }
            func bad(_ reason: String) { reading.badLines.append(BadLine(line: lineNumber, reason: reason)) }

            if slice.count > maximumLineLength { bad("line is \(slice.count) bytes long (at most \(maximumLineLength))"); continue }
            if slice.contains(0) { bad("contains a NUL byte"); continue }
            guard let text = String(validating: slice, as: UTF8.self) else { bad("not valid UTF-8"); continue }
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) || text.hasPrefix("#") { continue }
            if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control && $0 != "\t" }) {
                bad("contains the control character U+\(String(control.value, radix: 16, uppercase: true))"); continue
            }
            let fields = text.split(separator: "\t", omittingEmptySubsequences: false).map { trim(String($0)) }
            if ["word", "key"].contains(fields[0].lowercased()), fields.count > 1, fields[1].lowercased() == "decision" {
                continue  // the header row
            }
            guard fields.count >= 2 else {
                bad("expected word<TAB>decision[<TAB>note], found no tab"); continue
            }
            let word = fields[0]
            let value = fields[1].lowercased()
            guard !word.isEmpty else { bad("the word column is empty"); continue }
            if value.isEmpty { reading.undecided += 1; continue }
            guard let verdict = verdict(value) else {
                bad("unknown decision \"\(fields[1].prefix(30))\" for \"\(word.prefix(40))\" (use target, accepted or drop)"); continue
            }
            guard let matchKey = key(word), !matchKey.isEmpty else { bad("\"\(word.prefix(40))\" cannot be normalised"); continue }
            if let reason = matchKey.notAWordReason {
                bad("\"\(word.prefix(40))\" is not a word: \(reason)"); continue
            }
            if let earlier = seen[matchKey.text] {
                if earlier.verdict != verdict {
                    bad("\"\(matchKey.text)\" is also decided at line \(earlier.line) (\(earlier.verdict.rawValue)), here \(verdict.rawValue)")
                }
                continue
            }
            seen[matchKey.text] = (lineNumber, verdict)
            let note = fields.count > 2 ? fields[2] : ""
            reading.decisions.append(ReviewDecision(key: matchKey.text, verdict: verdict, note: note))
        }
        return reading
    }

    package static func verdict(_ value: String) -> ReviewVerdict? {
        switch value {
        case "target", "t": .target
        case "accepted", "accept", "a": .accepted
        case "drop", "dropped", "d": .drop
        default: nil
        }
    }

    private static func trim(_ text: String) -> String {
        var scalars = text.unicodeScalars[...]
        while let first = scalars.first, first == " " { scalars.removeFirst() }
        while let last = scalars.last, last == " " { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
