/// How many terminal columns text takes, and how to fold it to a width without ever
/// cutting a word.
///
/// A character is 2 columns when it is East Asian wide or an emoji shown as a picture,
/// 0 when it is a combining mark, a format character (a right-to-left mark) or a
/// control, and 1 otherwise. Escape sequences (colours) take no room.
package enum TextWidth {
    /// The columns `character` takes.
    package static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let properties = first.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return 0
        default: break
        }
        if properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks (UAX #11), the common ones.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The columns `text` takes, escape sequences (`ESC [ … letter`) excluded.
    package static func of(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for character in text {
            if inEscape {
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value), character != "[" { inEscape = false }
                continue
            }
            if character == "\u{1B}" { inEscape = true; continue }
            width += of(character)
        }
        return width
    }

    /// The glue that keeps two words on one line: a no-break space (U+00A0), shown as a
    /// space once ``fold(_:width:)`` has placed the line.
    package static let glue: Character = "\u{A0}"

    /// Folds one line of text to `width` columns, breaking only at spaces. Each line
    /// after the first is indented like the first (its leading spaces) plus
    /// `hangingIndent` columns. A word longer than a whole line is the only thing ever
    /// cut, and only when it cannot fit on a line of its own. ``glue`` joins words that
    /// must stay together; it comes out as a space.
    ///
    /// ```swift
    /// TextWidth.fold("  missed: ARIEL, RAIL", width: 16, hangingIndent: 4)
    /// // ["  missed: ARIEL,", "      RAIL"]
    /// ```
    package static func fold(_ line: String, width: Int, hangingIndent: Int = 0) -> [String] {
        let indent = line.prefix { $0 == " " }.count
        let words = line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false)
        let width = max(width, 8)
        let continuation = String(repeating: " ", count: min(indent + hangingIndent, width / 2))
        var lines: [String] = []
        var current = String(repeating: " ", count: min(indent, width / 2))
        var currentWidth = current.count
        var hasWord = false
        for word in words {
            let text = String(word)
            let w = of(text)
            if hasWord, currentWidth + 1 + w > width {
                lines.append(current)
                current = continuation
                currentWidth = continuation.count
                hasWord = false
            }
            if hasWord { current += " "; currentWidth += 1 }
            if currentWidth + w > width, !text.isEmpty {
                // A word longer than the line: cut by columns (the only cut ever made).
                // Escape sequences (a colour and its reset) take no room and are never
                // cut: only a character that shows starts a new line.
                var piece = ""
                var pieceWidth = currentWidth
                var inEscape = false
                for character in text {
                    let cw: Int
                    if inEscape {
                        cw = 0
                        if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value), character != "[" { inEscape = false }
                    } else if character == "\u{1B}" {
                        inEscape = true
                        cw = 0
                    } else {
                        cw = of(character)
                    }
                    if cw > 0, pieceWidth + cw > width, !piece.isEmpty || currentWidth > continuation.count {
                        lines.append(current + piece)
                        current = continuation; currentWidth = continuation.count
                        piece = ""; pieceWidth = currentWidth
                    }
                    piece.append(character); pieceWidth += cw
                }
                current += piece; currentWidth = pieceWidth
            } else {
                current += text
                currentWidth += w
            }
            hasWord = true
        }
        lines.append(current)
        return lines.map { String($0.map { $0 == glue ? " " : $0 }) }
    }

    /// Joins `words` with `separator` into at most `width × lines` columns, ending with
    /// "and N more" when they do not all fit.
    package static func list(_ words: [String], separator: String = ", ", room: Int) -> String {
        var shown: [String] = []
        var used = 0
        for (index, word) in words.enumerated() {
            let left = words.count - index - 1
            let tail = left > 0 ? " and \(left) more".count : 0
            let cost = of(word) + (shown.isEmpty ? 0 : of(separator))
            if used + cost + tail > room, !shown.isEmpty {
                return shown.joined(separator: separator) + " and \(words.count - shown.count) more"
            }
            shown.append(word)
            used += cost
        }
        return shown.joined(separator: separator)
    }
}
