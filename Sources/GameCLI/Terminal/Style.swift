/// Terminal colours and emphasis, or nothing at all.
///
/// Colour is used only when standard output is a terminal, `TERM` is not `dumb`,
/// `NO_COLOR` is unset or empty (https://no-color.org) and `--no-color` was not given.
struct Style: Sendable {
    let isEnabled: Bool

    static let plain = Style(isEnabled: false)

    /// Decides whether to colour output written to `stream`.
    static func decide(for stream: OutputStream, noColorFlag: Bool, environment: [String: String]) -> Style {
        if noColorFlag { return .plain }
        if let value = environment["NO_COLOR"], !value.isEmpty { return .plain }
        if environment["TERM"] == "dumb" { return .plain }
        return Style(isEnabled: stream.isTerminal)
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

    /// One letter tile: reversed and bold on a terminal, in brackets otherwise.
    func tile(_ letter: String) -> String {
        isEnabled ? "\u{1B}[1;7m \(letter) \u{1B}[0m" : "[\(letter)]"
    }
}
