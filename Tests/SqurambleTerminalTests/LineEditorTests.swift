import SqurambleTerminal
import Testing

@Suite struct LineEditorTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var keys: [Key]
        var text: String
        var cursor: Int
        var description: String { name }
    }

    static func typing(_ text: String) -> [Key] { text.map { Key.character($0) } }

    static let cases: [Case] = [
        Case(name: "typing", keys: typing("range"), text: "range", cursor: 5),
        Case(name: "left and insert", keys: typing("rnge") + [.left, .left, .left, .character("a")], text: "range", cursor: 2),
        Case(name: "right past the end", keys: typing("ab") + [.right, .right], text: "ab", cursor: 2),
        Case(name: "home, end", keys: typing("ange") + [.home, .character("r"), .end, .character("s")], text: "ranges", cursor: 6),
        Case(name: "Ctrl-A, Ctrl-E", keys: typing("bc") + [.control("a"), .character("a"), .control("e"), .character("d")], text: "abcd", cursor: 4),
        Case(name: "backspace", keys: typing("rangx") + [.backspace, .character("e")], text: "range", cursor: 5),
        Case(name: "backspace at the start", keys: typing("ab") + [.home, .backspace], text: "ab", cursor: 0),
        Case(name: "delete", keys: typing("raange") + [.home, .right, .delete], text: "range", cursor: 1),
        Case(name: "Ctrl-D deletes on a non-empty line", keys: typing("xab") + [.home, .control("d")], text: "ab", cursor: 0),
        Case(name: "Ctrl-W", keys: typing("one two  ") + [.control("w")], text: "one ", cursor: 4),
        Case(name: "Alt-Backspace", keys: typing("one two") + [.escape, .backspace], text: "one ", cursor: 4),
        Case(name: "Alt-B, Alt-F", keys: typing("one two") + [.escape, .character("b"), .character("x"), .escape, .character("f"), .character("y")],
             text: "one xtwoy", cursor: 9),
        Case(name: "Ctrl-U", keys: typing("abc def") + [.left, .left, .left, .control("u")], text: "def", cursor: 0),
        Case(name: "Ctrl-K", keys: typing("abc def") + [.home, .right, .control("k")], text: "a", cursor: 1),
        Case(name: "controls are not inserted", keys: [.character("a"), .character("\u{7}"), .tab, .unknown([0x1B, 0x5B]), .character("b")], text: "ab", cursor: 2),
        Case(name: "wide and combining letters", keys: [.character("日"), .character("é"), .left, .character("x")], text: "日xé", cursor: 2),
    ]

    @Test(arguments: cases)
    func editing(_ c: Case) {
        var editor = LineEditor()
        for key in c.keys { _ = editor.handle(key) }
        #expect(editor.text == c.text)
        #expect(editor.cursor == c.cursor)
    }

    @Test func enterGivesTheLineAndStartsAnEmptyOne() {
        var editor = LineEditor()
        for key in Self.typing("stone") { _ = editor.handle(key) }
        #expect(editor.handle(.enter) == .submit("stone"))
        #expect(editor.text.isEmpty && editor.cursor == 0)
        #expect(editor.handle(.enter) == .submit(""))
    }

    @Test func historyGoesBackAndForthAndKeepsTheDraft() {
        var editor = LineEditor()
        for line in ["one", "two", "two", "", "three"] { editor.remember(line) }
        for key in Self.typing("dra") { _ = editor.handle(key) }
        var seen: [String] = []
        for key in [Key.up, .up, .up, .up, .down, .down, .down, .down] {
            _ = editor.handle(key)
            seen.append(editor.text)
        }
        // "two" once, no empty line; the top and the draft stop the walk.
        #expect(seen == ["three", "two", "one", "one", "two", "three", "dra", "dra"])
        #expect(editor.cursor == 3)
    }

    @Test func specialKeysAskTheCaller() {
        var editor = LineEditor()
        #expect(editor.handle(.control("d")) == .endOfInput)
        #expect(editor.handle(.control("c")) == .interrupt)
        #expect(editor.handle(.control("z")) == .suspend)
        #expect(editor.handle(.right) == .none)
    }

    @Test func aLineLongerThanItsCapacityCountsWhatWasDropped() {
        var editor = LineEditor(capacity: 3)
        for key in Self.typing("abcdef") { _ = editor.handle(key) }
        #expect(editor.text == "abc")
        #expect(editor.overflow == 3)
    }
}

@Suite struct LineViewTests {
    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var cursor: Int
        var room: Int
        var shown: String
        var cursorColumn: Int
        var description: String { "\(text)@\(cursor) in \(room)" }
    }

    static let cases: [Case] = [
        Case(text: "range", cursor: 5, room: 10, shown: "range", cursorColumn: 5),
        Case(text: "range", cursor: 0, room: 10, shown: "range", cursorColumn: 0),
        // Too long: scrolled so the cursor shows, with … where text is hidden.
        Case(text: "abcdefghijkl", cursor: 12, room: 6, shown: "…ijkl", cursorColumn: 5),
        Case(text: "abcdefghijkl", cursor: 0, room: 6, shown: "abcde…", cursorColumn: 0),
        Case(text: "abcdefghijkl", cursor: 6, room: 6, shown: "…defg…", cursorColumn: 4),
        Case(text: "日本語日本語", cursor: 6, room: 6, shown: "…本語", cursorColumn: 5),
        Case(text: "日本語日本語", cursor: 2, room: 6, shown: "…本語…", cursorColumn: 3),
        Case(text: "ax" + String(repeating: "q", count: 50), cursor: 52, room: 12, shown: "…" + String(repeating: "q", count: 10), cursorColumn: 11),
    ]

    @Test(arguments: cases)
    func window(_ c: Case) {
        let (shown, column) = LineView.window(Array(c.text), cursor: c.cursor, room: c.room)
        #expect(shown == c.shown)
        #expect(column == c.cursorColumn)
        #expect(TextWidth.of(shown) + (column == TextWidth.of(shown) ? 1 : 0) <= c.room)
    }
}

@Suite struct TextWidthTests {
    @Test(arguments: [("abc", 3), ("日本", 4), ("e\u{301}", 1), ("\u{1B}[1;7m E \u{1B}[0m", 3), ("😀", 2), ("\u{200F}a", 1)])
    func width(_ text: String, _ columns: Int) {
        #expect(TextWidth.of(text) == columns)
    }

    struct FoldCase: Sendable, CustomStringConvertible {
        var line: String
        var width: Int
        var hanging: Int
        var lines: [String]
        var description: String { "\(line) in \(width)" }
    }

    static let folds: [FoldCase] = [
        FoldCase(line: "short", width: 40, hanging: 0, lines: ["short"]),
        FoldCase(line: "    missed: ARIEL, RAIL, LAIR", width: 20, hanging: 4, lines: ["    missed: ARIEL,", "        RAIL, LAIR"]),
        FoldCase(line: "Type a word · /quit:\u{A0}end · /help", width: 18, hanging: 0, lines: ["Type a word ·", "/quit: end · /help"]),
        FoldCase(line: "Type a word · /quit:\u{A0}end · /help", width: 14, hanging: 0, lines: ["Type a word ·", "/quit: end ·", "/help"]),
        FoldCase(line: "code SQ-200G-7TG7-0007-JHSE", width: 26, hanging: 0, lines: ["code", "SQ-200G-7TG7-0007-JHSE"]),
        FoldCase(line: "abcdefghijklmnop", width: 10, hanging: 0, lines: ["abcdefghij", "klmnop"]),
        // Issue 28: a colour and its reset in a word cut at 10 columns (1 column folds at 8)
        // stay whole, on the line of the letters they follow.
        FoldCase(line: "\u{1B}[1mabcdefghijkl\u{1B}[0m", width: 10, hanging: 0, lines: ["\u{1B}[1mabcdefghij", "kl\u{1B}[0m"]),
        FoldCase(line: "\u{1B}[1mabcdefgh\u{1B}[0m\u{1B}[2mijk\u{1B}[0m", width: 1, hanging: 0,
                 lines: ["\u{1B}[1mabcdefgh\u{1B}[0m\u{1B}[2m", "ijk\u{1B}[0m"]),
    ]

    @Test(arguments: folds)
    func fold(_ c: FoldCase) {
        let lines = TextWidth.fold(c.line, width: c.width, hangingIndent: c.hanging)
        #expect(lines == c.lines)
        #expect(lines.allSatisfy { TextWidth.of($0) <= max(c.width, 8) })
        // No line starts inside an escape sequence (a stray "[0m" on screen).
        #expect(lines.allSatisfy { !$0.hasPrefix("[") && !$0.hasSuffix("\u{1B}") && !$0.hasSuffix("\u{1B}[") })
    }

    @Test func listsEndWithHowManyMore() {
        #expect(TextWidth.list(["ONE", "TWO", "THREE"], room: 40) == "ONE, TWO, THREE")
        #expect(TextWidth.list(["ONE", "TWO", "THREE", "FOUR"], room: 20) == "ONE, TWO and 2 more")
    }
}
