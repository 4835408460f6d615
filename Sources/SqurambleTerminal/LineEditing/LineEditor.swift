/// The line a person is typing, and what each key does to it: a small readline.
///
/// | key | does |
/// |---|---|
/// | ← → · Ctrl-B Ctrl-F | move one character |
/// | Home End · Ctrl-A Ctrl-E | go to the start, the end |
/// | Alt-B Alt-F | move one word |
/// | Backspace · Delete (Ctrl-D on a non-empty line) | delete before, under the cursor |
/// | Ctrl-W · Alt-Backspace | delete the word before the cursor |
/// | Ctrl-U · Ctrl-K | delete to the start, to the end |
/// | ↑ ↓ · Ctrl-P Ctrl-N | earlier and later lines of the history |
/// | Enter | the line is done |
/// | Ctrl-D on an empty line | the end of input |
/// | Ctrl-C · Ctrl-Z · Ctrl-L | interrupt · suspend · redraw (the caller acts) |
///
/// Words are runs of characters other than spaces. The editor is a value with no
/// terminal of its own: feed it ``Key``s, draw it with ``LineView``.
///
/// ```swift
/// var editor = LineEditor()
/// for key in [Key.character("r"), .character("a"), .left, .character("x")] { _ = editor.handle(key) }
/// editor.text      // "rxa"
/// editor.handle(.enter)   // .submit("rxa")
/// ```
package struct LineEditor: Sendable {
    /// What a key asks of the caller.
    package enum Outcome: Equatable, Sendable {
        /// The line changed or the cursor moved: draw it again.
        case redraw
        /// Nothing to do (an unknown key, a move past the end).
        case none
        /// Enter: the line, which the editor has forgotten (see ``remember(_:)``).
        case submit(String)
        case endOfInput
        case interrupt
        case suspend
    }

    package private(set) var characters: [Character] = []
    /// 0...characters.count
    package private(set) var cursor = 0
    /// The most characters a line keeps; more typed (or pasted) are counted in ``overflow``.
    package var capacity: Int
    /// Characters typed beyond ``capacity`` since the line began.
    package private(set) var overflow = 0

    private var history: [String] = []
    /// The history line shown, or `nil` while on the new line.
    private var historyPosition: Int?
    /// The new line, kept while the history is browsed.
    private var draft: [Character] = []
    /// Escape was the last key: Alt+key comes as Escape, then the key.
    private var afterEscape = false
    /// How many lines the history keeps.
    package static let historyLimit = 200

    package init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    package var text: String { String(characters) }

    /// Adds a line to the history (not an empty one, not the last one again).
    package mutating func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace), history.last != line else { return }
        history.append(line)
        if history.count > Self.historyLimit { history.removeFirst() }
    }

    /// Empties the line (the history stays).
    package mutating func clear() {
        characters = []
        cursor = 0
        overflow = 0
        historyPosition = nil
        afterEscape = false
    }

    package mutating func handle(_ key: Key) -> Outcome {
        let alt = afterEscape
        afterEscape = false
        switch key {
        case .escape:
            afterEscape = !alt
            return .none
        case .character(let c) where alt && (c == "b" || c == "f"):
            return move(to: c == "b" ? wordStart(before: cursor) : wordEnd(after: cursor))
        case .backspace where alt:
            return deleteBack(to: wordStart(before: cursor))
        case .character(let c):
            return insert(c)
        case .enter:
            let line = text
            clear()
            return .submit(line)
        case .backspace, .control("h"):
            return deleteBack(to: max(0, cursor - 1))
        case .delete:
            return deleteForward()
        case .control("d"):
            return characters.isEmpty ? .endOfInput : deleteForward()
        case .left, .control("b"): return move(to: cursor - 1)
        case .right, .control("f"): return move(to: cursor + 1)
        case .home, .control("a"): return move(to: 0)
        case .end, .control("e"): return move(to: characters.count)
        case .control("w"): return deleteBack(to: wordStart(before: cursor))
        case .control("u"): return deleteBack(to: 0)
        case .control("k"):
            guard cursor < characters.count else { return .none }
            characters.removeSubrange(cursor...)
            return .redraw
        case .up, .control("p"): return browse(by: -1)
        case .down, .control("n"): return browse(by: 1)
        case .control("c"): return .interrupt
        case .control("z"): return .suspend
        case .control("l"): return .redraw
        default:
            return .none
        }
    }

    // MARK: Editing

    private mutating func insert(_ c: Character) -> Outcome {
        // Controls and line breaks are never part of an answer typed at a terminal.
        guard let scalar = c.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7F else { return .none }
        guard characters.count < capacity else {
            overflow += 1
            return .none
        }
        characters.insert(c, at: cursor)
        cursor += 1
        return .redraw
    }

    private mutating func deleteBack(to start: Int) -> Outcome {
        guard start < cursor else { return .none }
        characters.removeSubrange(start..<cursor)
        cursor = start
        return .redraw
    }

    private mutating func deleteForward() -> Outcome {
        guard cursor < characters.count else { return .none }
        characters.remove(at: cursor)
        return .redraw
    }

    private mutating func move(to position: Int) -> Outcome {
        let target = min(max(0, position), characters.count)
        guard target != cursor else { return .none }
        cursor = target
        return .redraw
    }

    private func wordStart(before position: Int) -> Int {
        var i = position
        while i > 0, characters[i - 1].isWhitespace { i -= 1 }
        while i > 0, !characters[i - 1].isWhitespace { i -= 1 }
        return i
    }

    private func wordEnd(after position: Int) -> Int {
        var i = position
        while i < characters.count, characters[i].isWhitespace { i += 1 }
        while i < characters.count, !characters[i].isWhitespace { i += 1 }
        return i
    }

    private mutating func browse(by step: Int) -> Outcome {
        guard !history.isEmpty else { return .none }
        let current = historyPosition ?? history.count
        let next = min(max(0, current + step), history.count)
        guard next != current else { return .none }
        if historyPosition == nil { draft = characters }
        historyPosition = next == history.count ? nil : next
        characters = historyPosition.map { Array(history[$0]) } ?? draft
        cursor = characters.count
        return .redraw
    }
}

/// How a line being edited is drawn on one terminal row: the prompt, then as much of
/// the line as fits, scrolled sideways so the cursor is always in view, with `…` where
/// text is hidden. The row never wraps: it stays one column short of the width.
package enum LineView {
    /// The bytes that redraw the row in place and put the cursor where it belongs.
    package static func render(prompt: String, characters: [Character], cursor: Int, columns: Int) -> String {
        let (visible, cursorColumn) = window(characters, cursor: cursor, room: max(2, columns - 1 - TextWidth.of(prompt)))
        let column = TextWidth.of(prompt) + cursorColumn
        return "\r" + prompt + visible + "\u{1B}[K\r" + (column > 0 ? "\u{1B}[\(column)C" : "")
    }

    /// The part of `characters` shown in `room` columns, and the cursor's column in it.
    package static func window(_ characters: [Character], cursor: Int, room: Int) -> (text: String, cursorColumn: Int) {
        let widths = characters.map(TextWidth.of)
        let total = widths.reduce(0, +)
        if total < room {
            return (String(characters), widths[..<cursor].reduce(0, +))
        }
        // Scroll so the cursor sits near the right edge: from `start`, with a marker
        // on the left when text is hidden there, up to the cursor, the character under
        // the cursor (or one free column at the end) and a marker for the rest.
        var start = cursor
        var used = cursor < characters.count ? widths[cursor] + (cursor + 1 < characters.count ? 1 : 0) : 1
        while start > 0, used + widths[start - 1] + (start - 1 > 0 ? 1 : 0) <= room {
            start -= 1
            used += widths[start]
        }
        let left = start > 0 ? "…" : ""
        var shown = left
        var width = left.isEmpty ? 0 : 1
        var cursorColumn = width
        var index = start
        while index < characters.count {
            if index == cursor { cursorColumn = width }
            let more = index + 1 < characters.count ? 1 : 0
            if width + widths[index] + more > room { break }
            shown.append(characters[index])
            width += widths[index]
            index += 1
        }
        if index == cursor { cursorColumn = width }
        if index < characters.count { shown += "…" }
        return (shown, cursorColumn)
    }
}
