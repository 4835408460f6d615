import SqurambleBuilder

extension SerbianScripts {
    /// `text`, a list `dictbuild frequency` or `dictbuild offensive` writes for `language`,
    /// with each word's spellings in Serbian's other script added where the language
    /// writes both (``writesBothScripts(language:)``), and what the command's report line
    /// says of them (empty when none were added).
    static func listInBothScripts(_ text: String, language: String) -> (text: String, note: String) {
        guard writesBothScripts(language: language) else { return (text, "") }
        let both = addingOtherScript(to: text)
        return (both.text, ", and \(both.added) spellings of them in Serbian's other script")
    }
}
