/// Terminal colours and emphasis, or nothing at all: the one set of styles of both
/// programs (the game's output, the review screen).
///
/// Whether colour is used is decided by the rule both programs share (``ColourRule``):
/// the stream is a terminal, `TERM` is not `dumb`, `NO_COLOR` is unset or empty and
/// `--no-color` was not given.
package struct Style: Sendable {
    package let isEnabled: Bool

    package static let plain = Style(isEnabled: false)

    package init(isEnabled: Bool) { self.isEnabled = isEnabled }

    /// Decides by ``ColourRule`` whether to colour a stream.
    package static func decide(isTerminal: Bool, noColorFlag: Bool = false, environment: [String: String]) -> Style {
        Style(isEnabled: ColourRule.allowsColour(isTerminal: isTerminal, noColorFlag: noColorFlag, environment: environment))
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    package func bold(_ text: String) -> String { wrap(text, "1") }
    package func dim(_ text: String) -> String { wrap(text, "2") }
    package func good(_ text: String) -> String { wrap(text, "1;32") }
    package func bad(_ text: String) -> String { wrap(text, "31") }
    package func note(_ text: String) -> String { wrap(text, "33") }
    package func accent(_ text: String) -> String { wrap(text, "36") }
    /// Reverse video: a block cursor drawn by the program itself.
    package func reverse(_ text: String) -> String { wrap(text, "7") }

    /// One letter tile: reversed and bold on a terminal, in brackets otherwise. Its
    /// padding is glue (``TextWidth/glue``): a tile is never split when lines are folded.
    package func tile(_ letter: String) -> String {
        isEnabled ? "\u{1B}[1;7m\u{A0}\(letter)\u{A0}\u{1B}[0m" : "[\(letter)]"
    }
}
