/// When a program may colour its output: one rule for both programs.
///
/// Colour (and bold, dim, reverse video) only when the stream is a terminal, `TERM`
/// is not `dumb`, `NO_COLOR` is unset or empty (https://no-color.org) and the user
/// did not pass `--no-color`.
package enum ColourRule {
    package static func allowsColour(isTerminal: Bool, noColorFlag: Bool = false, environment: [String: String]) -> Bool {
        if noColorFlag { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }

    /// Whether escape sequences that move the cursor may be used at all (`TERM=dumb`
    /// terminals cannot take them, whatever `NO_COLOR` says).
    package static func allowsCursorMovement(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && environment["TERM"] != "dumb"
    }
}
