import SqurambleTerminal

/// Terminal colours and emphasis, or nothing at all.
///
/// Colour is used by the rule both programs share (``ColourRule``): standard output
/// is a terminal, `TERM` is not `dumb`, `NO_COLOR` is unset or empty and `--no-color`
/// was not given.
struct Style: Sendable {
    let isEnabled: Bool

    static let plain = Style(isEnabled: false)

    /// Decides whether to colour output written to `stream`.
    static func decide(for stream: OutputStream, noColorFlag: Bool, environment: [String: String]) -> Style {
        Style(isEnabled: ColourRule.allowsColour(isTerminal: stream.isTerminal, noColorFlag: noColorFlag, environment: environment))
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func good(_ text: String) -> String { wrap(text, "1;32") }
    func bad(_ text: String) -> String { wrap(text, "31") }
    func note(_ text: String) -> String { wrap(text, "33") }
    func accent(_ text: String) -> String { wrap(text, "36") }

    /// One letter tile: reversed and bold on a terminal, in brackets otherwise. Its
    /// padding is glue (``TextWidth/glue``): a tile is never split when lines are folded.
    func tile(_ letter: String) -> String {
        isEnabled ? "\u{1B}[1;7m\u{A0}\(letter)\u{A0}\u{1B}[0m" : "[\(letter)]"
    }
}
