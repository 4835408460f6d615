import Squramble
import SqurambleBuilder
import SqurambleTerminal

/// Lays out one frame of the review screen as lines of text.
///
/// ```
///  dictbuild review · English · shortest first     decided 12 · remaining 388 · 9.5/min · 41 min left
/// ──────────────────────────────────────────────────────────────────────────────────────────
///                              ████  ███  █████
///                              …  (the word, five rows tall, centred)
///                                        cat
/// ┌ word ───────────────────────────────┐ ┌ related ──────────────────────────┐
/// │ frequency 5.12 zipf   length 3      │ │ anagrams  act                      │
/// …
///  [t] target  [a] accepted only  [d] drop  [s] skip  [u] undo  [n] note  [q] quit
/// ```
///
/// A pure function of what it is given, so tests can check a frame without a terminal.
struct ReviewScreen {
    /// What the bottom line is doing.
    enum Mode: Equatable {
        case deciding
        /// Typing a note; the text so far.
        case note(String)
    }

    var title: String
    var queueName: String
    var mode: Mode = .deciding
    /// A line about the last thing that happened ("cat → target", "undone: …").
    var message: String = ""
    /// Turns a key into a short definition, when a source is configured.
    var definition: ((ReviewCandidate) -> String?)?
    /// Finds anagrams and sub-words among the kept words; without it, the candidate's own lists.
    var related: RelatedWords?
    /// Bold, dim and reverse video, or none (`NO_COLOR`, see ``ColourRule``).
    var style = Style(isEnabled: true)

    static let legend = "[t] target  [a] accepted only  [d] drop  [s] skip  [u] undo  [n] note  [q] quit"
    static let noteLegend = "type a note · [Enter] keep it · [Esc] cancel"

    func lines(for session: ReviewSession, rows: Int, columns: Int) -> [String] {
        let width = max(columns, 20)
        var top: [String] = [header(for: session, width: width), String(repeating: "─", count: width)]
        var bottom: [String] = []
        if !message.isEmpty { bottom.append(" " + clip(message, width - 1)) }
        switch mode {
        case .deciding:
            bottom.append(" " + clip(session.isFinished ? "[u] undo  [q] quit" : Self.legend, width - 1))
        case .note(let text):
            bottom.append(" " + clip(Self.noteLegend, width - 1))
            bottom.append(" note: " + clip(text, width - 8) + (style.isEnabled ? style.reverse(" ") : "_"))
        }

        guard let word = session.current else {
            top.append("")
            top.append(centred("The queue is done: \(session.decidedCount) decided in this sitting.", width))
            top.append(centred("Rebuild to apply the decisions; the next review shows only what is left.", width))
            return fill(top, bottom, rows: rows)
        }

        var middle: [String] = [""]
        let panels = infoPanels(for: word, session: session, width: width)
        let spare = rows - top.count - bottom.count - panels.count - 4
        if spare >= BigLetters.height + 1, let big = BigLetters.rows(for: word.display, columns: width - 2) {
            middle += big.map { centred($0, width) }
            middle.append("")
            middle.append(centred(bold(word.display), width, visible: word.display.count))
        } else {
            let spaced = word.display.uppercased().map(String.init).joined(separator: " ")
            middle.append(centred(bold(spaced), width, visible: spaced.count))
        }
        if word.display != word.key { middle.append(centred(dim("key: \(word.key)"), width, visible: word.key.count + 5)) }
        middle.append("")
        // Spread what is left over: a third above the word, the rest below the panels.
        let free = rows - top.count - middle.count - panels.count - bottom.count
        let above = [String](repeating: "", count: max(free / 3, 0))
        return fill(top + above + middle + panels, bottom, rows: rows)
    }

    /// The top line: who and what on the left, progress on the right. When it does not
    /// fit, the right gives up the time left, then the pace; when that is not enough, the
    /// left gives up the program's name, then the queue (the right starting whole again);
    /// the title is cut last, so it is never dropped.
    private func header(for session: ReviewSession, width: Int) -> String {
        var parts = ["decided \(session.decidedCount)", "remaining \(session.remaining)"]
        if let pace = session.decisionsPerMinute {
            parts.append(String(format1(pace)) + "/min")
            if let left = session.minutesLeft { parts.append(Self.duration(minutes: left) + " left") }
        } else {
            parts.append("–/min")
        }
        let lefts = [" dictbuild review · \(title) · \(queueName)", " \(title) · \(queueName)", " \(title)"]
        for left in lefts {
            for count in stride(from: parts.count, through: 2, by: -1) {
                let right = parts.prefix(count).joined(separator: " · ") + " "
                if left.count + right.count + 1 <= width {
                    return bold(left) + String(repeating: " ", count: width - left.count - right.count) + right
                }
            }
        }
        let right = parts.prefix(2).joined(separator: " · ") + " "
        let room = width - right.count - 1
        guard room >= 8 else { return bold(clip(" " + title, width)) }
        let left = clip(" " + title, room)
        return bold(left) + String(repeating: " ", count: width - left.count - right.count) + right
    }

    private func infoPanels(for word: ReviewCandidate, session: ReviewSession, width: Int) -> [String] {
        var facts: [String] = []
        var line = "frequency " + (word.zipf.map { format2($0) + " zipf" } ?? "unknown")
        line += "   length \(word.letterCount)"
        if let band = word.band { line += "   band \(band)" }
        facts.append(line)
        facts.append("automatic: \(word.automaticTier.rawValue)")
        if word.flags.isEmpty {
            facts.append("flagged by: none")
        } else {
            for flag in word.flags {
                facts.append("flagged: \(flag.rule)" + (flag.detail.isEmpty ? "" : " (\(flag.detail))") + (flag.isWeak ? "" : " [strong]"))
            }
        }
        if !word.passed.isEmpty { facts.append("passed: " + word.passed.joined(separator: ", ")) }
        if let existing = session.log[word.key] { facts.append("decided before: \(existing.verdict.rawValue)") }

        var related: [String] = []
        related.append("anagrams: " + list(self.related?.anagrams(of: word.key) ?? word.anagrams))
        related.append("sub-words: " + list(self.related?.subwords(of: word.key) ?? word.subwords))
        related.append("spellings: " + list(word.spellings))

        var extra: [String] = []
        if let definition { extra.append("definition: " + (definition(word) ?? "— (the definitions source has no entry)")) }
        if let note = session.currentNote { extra.append("note: " + note) }

        var result: [String]
        if width >= 90 {
            let half = (width - 1) / 2
            result = sideBySide(panel("word", facts, width: half, wrap: true), panel("related", related, width: width - 1 - half))
        } else {
            result = panel("word", facts, width: width, wrap: true) + panel("related", related, width: width)
        }
        if !extra.isEmpty { result += panel("meaning and note", extra, width: width, wrap: true) }
        return result
    }

    private func list(_ words: [String]) -> String { words.isEmpty ? "—" : words.joined(separator: " ") }

    /// A box with a title; long lines are cut, or wrapped when `wrap`.
    private func panel(_ title: String, _ lines: [String], width: Int, wrap: Bool = false) -> [String] {
        let inner = max(width - 4, 1)
        var body: [String] = []
        for line in lines {
            if wrap { body += Self.wrap(line, inner).prefix(3) } else { body.append(clip(line, inner)) }
        }
        let titleText = "┌ \(title) "
        var out = [titleText + String(repeating: "─", count: max(width - titleText.count - 1, 0)) + "┐"]
        for line in body { out.append("│ " + line + String(repeating: " ", count: max(inner - line.count, 0)) + " │") }
        out.append("└" + String(repeating: "─", count: max(width - 2, 0)) + "┘")
        return out
    }

    private func sideBySide(_ a: [String], _ b: [String]) -> [String] {
        let rows = max(a.count, b.count)
        let widthA = a.first?.count ?? 0
        func padded(_ panel: [String], _ width: Int) -> [String] {
            // Keep the closing line at the bottom when one box is shorter.
            guard panel.count < rows, let last = panel.last else { return panel }
            let filler = "│" + String(repeating: " ", count: max(width - 2, 0)) + "│"
            return panel.dropLast() + Array(repeating: filler, count: rows - panel.count) + [last]
        }
        let left = padded(a, widthA), right = padded(b, b.first?.count ?? 0)
        return (0..<rows).map { left[$0] + " " + right[$0] }
    }

    private func fill(_ top: [String], _ bottom: [String], rows: Int) -> [String] {
        var lines = top
        let room = rows - bottom.count
        if lines.count > room { lines = Array(lines.prefix(max(room, 0))) }
        while lines.count < room { lines.append("") }
        return lines + bottom
    }

    private func centred(_ text: String, _ width: Int, visible: Int? = nil) -> String {
        let length = visible ?? text.count
        return String(repeating: " ", count: max((width - length) / 2, 0)) + text
    }

    private func clip(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }

    private func bold(_ text: String) -> String { style.bold(text) }
    private func dim(_ text: String) -> String { style.dim(text) }

    static func wrap(_ text: String, _ width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
            while current.count > width {
                lines.append(String(current.prefix(width)))
                current = String(current.dropFirst(width))
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    static func duration(minutes: Double) -> String {
        if minutes < 1 { return "<1 min" }
        if minutes < 90 { return "\(Int(minutes.rounded())) min" }
        let hours = Int(minutes / 60)
        return "\(hours) h \(Int(minutes) - hours * 60) min"
    }
}
