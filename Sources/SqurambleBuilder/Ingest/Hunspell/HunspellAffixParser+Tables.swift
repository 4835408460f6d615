/// Reading the tables of an `.aff`: affix classes (`PFX`/`SFX`) and flag aliases (`AF`).
extension HunspellAffixParser {
    typealias Line = (bytes: UnsafeBufferPointer<UInt8>, number: Int)

    /// Reads `PFX|SFX flag Y|N count` and the rule lines after it. Rule lines are the
    /// following lines of the same kind and flag, at most `count` of them; a header that
    /// promises more lines than follow is reported. Returns the index after the class.
    mutating func readAffixClass(_ lines: [Line], at start: Int, side: HunspellAffixRule.Side) -> Int {
        let (header, number) = lines[start]
        let fields = HunspellLines.fields(of: header)
        let kind = HunspellLines.text(fields[0])
        guard fields.count >= 4, let flag = affixes.flagType.classFlag(of: fields[1]) else {
            problem(.badAffix, number, "\(kind) header needs a flag, Y or N, and a count")
            return skipRules(lines, from: start + 1, kind: kind, flag: fields.count >= 2 ? fields[1] : nil)
        }
        let cross = fields[2].first == UInt8(ascii: "Y")
        let promised = HunspellLines.number(fields[3])
        if promised == 0 { problem(.badAffix, number, "\(kind) \(affixes.flagType.text(of: flag)): bad entry count") }
        var rules: [HunspellAffixRule] = []
        var i = start + 1
        var read = 0
        while i < lines.count, read < promised {
            let ruleFields = HunspellLines.fields(of: lines[i].bytes)
            guard ruleFields.count >= 2, HunspellLines.text(ruleFields[0]) == kind,
                  affixes.flagType.classFlag(of: ruleFields[1]) == flag, !isHeader(ruleFields) else { break }
            if let rule = affixRule(ruleFields, line: lines[i].number, side: side, flag: flag, cross: cross) {
                rules.append(rule)
            }
            read += 1
            i += 1
        }
        if read < promised && promised > 0 {
            problem(.badAffix, number, "\(kind) \(affixes.flagType.text(of: flag)): the header promises \(promised) rules, \(read) follow")
        }
        if side == .prefix {
            affixes.prefixes.add(rules, flag: flag)
        } else {
            affixes.suffixes.add(rules, flag: flag)
        }
        return i
    }

    /// A rule line that is really the next header (`SFX A Y 3` after `SFX A Y 2` and its rules).
    private func isHeader(_ fields: [UnsafeBufferPointer<UInt8>]) -> Bool {
        fields.count == 4 && (fields[2].count == 1 && (fields[2][0] == UInt8(ascii: "Y") || fields[2][0] == UInt8(ascii: "N")))
            && fields[3].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Skips the rule lines of a class whose header could not be read.
    private func skipRules(_ lines: [Line], from start: Int, kind: String, flag: UnsafeBufferPointer<UInt8>?) -> Int {
        var i = start
        while i < lines.count {
            let fields = HunspellLines.fields(of: lines[i].bytes)
            guard fields.count >= 2, HunspellLines.text(fields[0]) == kind, let flag,
                  fields[1].elementsEqual(flag), !isHeader(fields) else { break }
            i += 1
        }
        return i
    }

    /// One rule line: `SFX flag strip append[/continuation] [condition] [morphology…]`.
    private mutating func affixRule(
        _ fields: [UnsafeBufferPointer<UInt8>], line: Int, side: HunspellAffixRule.Side, flag: HunspellFlag, cross: Bool
    ) -> HunspellAffixRule? {
        guard fields.count >= 4 else {
            problem(.badAffix, line, "rule needs strip and affix strings")
            return nil
        }
        var strip: [UInt32] = [], append: [UInt32] = [], conditionText: [UInt32] = []
        let affixField = fields[3]
        let slash = affixField.firstIndex(of: UInt8(ascii: "/")) ?? affixField.count
        let affixText = UnsafeBufferPointer(rebasing: affixField[0..<slash])
        for (field, name) in [(fields[2], "strip"), (affixText, "affix")] {
            var scalars: [UInt32] = []
            if let bad = affixes.encoding.decode(field, into: &scalars) {
                problem(.encoding, line, "\(name) string: byte \(bad) is not \(affixes.encoding.name)")
                return nil
            }
            if scalars == [UInt32(UInt8(ascii: "0"))] { scalars = [] }
            if name == "strip" { strip = scalars } else { append = scalars.filter { !affixes.ignored.contains($0) } }
        }
        if fields.count >= 5, let bad = affixes.encoding.decode(fields[4], into: &conditionText) {
            problem(.encoding, line, "condition: byte \(bad) is not \(affixes.encoding.name)")
            return nil
        }
        let condition: HunspellCondition
        do {
            condition = try HunspellCondition(conditionText)
        } catch {
            problem(.badCondition, line, "condition \(conditionText.hunspellText): \(error.reason)")
            return nil
        }
        var continuation: [HunspellFlag] = []
        if slash < affixField.count {
            continuation = flags(of: UnsafeBufferPointer(rebasing: affixField[(slash + 1)...]), line: line)
        }
        return HunspellAffixRule(
            side: side, flag: flag, crossProduct: cross, strip: strip, append: append,
            condition: condition, continuation: continuation.sorted(), line: line)
    }

    private mutating func flags(of field: UnsafeBufferPointer<UInt8>, line: Int) -> [HunspellFlag] {
        var found: [HunspellProblem] = []
        let result = affixes.flags(of: field, line: line) { found.append($0) }
        problems += found
        return result
    }

    /// Reads `AF count` and the `AF flags` lines after it.
    mutating func readAliases(_ lines: [Line], at start: Int) -> Int {
        let (header, number) = lines[start]
        let fields = HunspellLines.fields(of: header)
        let promised = fields.count >= 2 ? HunspellLines.number(fields[1]) : 0
        if promised == 0 { problem(.badAlias, number, "AF header needs the number of affixes.aliases") }
        if !affixes.aliases.isEmpty { problem(.badAlias, number, "a second AF table; its affixes.aliases are numbered after the first's") }
        var i = start + 1
        var read = 0
        while i < lines.count, read < promised {
            let entry = HunspellLines.fields(of: lines[i].bytes)
            guard entry.count >= 2, HunspellLines.text(entry[0]) == "AF" else { break }
            var flags: [HunspellFlag] = []
            if let reason = affixes.flagType.flags(of: entry[1], into: &flags) { problem(.badFlag, lines[i].number, reason) }
            affixes.aliases.append(flags.sorted())
            read += 1
            i += 1
        }
        if read < promised { problem(.badAlias, number, "AF header promises \(promised) affixes.aliases, \(read) follow") }
        return i
    }
}
