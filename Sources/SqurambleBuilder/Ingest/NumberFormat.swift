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

/// `1234567` as `1,234,567`: digits in groups of three, no locale (every report).
package func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var result = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { result.append(",") }
        result.append(c)
    }
    return (n < 0 ? "-" : "") + result
}

/// How many example words a report keeps for one rule, or one kind of form left out.
package let examplesPerRule = 8
