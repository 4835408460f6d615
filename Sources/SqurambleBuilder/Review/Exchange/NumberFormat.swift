/// `2.345` as `2.3`: one decimal, no locale (the review screen and sheets).
package func format1(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10))"
}

/// `2.345` as `2.35`: two decimals, no locale.
package func format2(_ value: Double) -> String {
    let hundredths = Int((abs(value) * 100).rounded())
    let fraction = hundredths % 100
    return (value < 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}
