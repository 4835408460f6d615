/// How reports, `explain` and `lookup` write values.
package enum ReportText {
    /// A number rounded to two decimals, without a trailing `.0`.
    ///
    /// ```swift
    /// ReportText.number(4.5)      // "4.5"
    /// ReportText.number(3.0)      // "3"
    /// ReportText.number(2.4671)   // "2.47"
    /// ```
    package static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Up to three spellings, joined by commas (a rule's evidence: "only seen as Kelly, KELLY").
    package static func spellings(_ forms: some Sequence<some Spelling>) -> String {
        var iterator = forms.makeIterator()
        guard let first = iterator.next() else { return "" }
        guard let second = iterator.next() else { return first.text }
        return first.text + ", " + second.text + (iterator.next().map { ", " + $0.text } ?? "")
    }
}
