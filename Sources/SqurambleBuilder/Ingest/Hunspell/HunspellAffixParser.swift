/// Reads a Hunspell `.aff` into a ``HunspellAffixes``. What the reader keeps on the way
/// stays here, apart from the model: how many directives it recognised (none: not an
/// `.aff`), whether the `COMPOUNDRULE` table's header was seen, and every line or rule
/// that could not be used (``problems``; reading goes on after each).
///
/// Hunspell itself reads the `.aff` byte by byte; this reader decodes the strings of
/// the affix rules to Unicode scalars with the `SET` character set, and reads flags
/// from the raw bytes as Hunspell does.
///
/// ```swift
/// let reading = bytes.withUnsafeBufferPointer { HunspellAffixParser(parsing: $0, file: "en.aff") }
/// reading.affixes.suffixes      // the SFX classes
/// reading.problems              // what could not be used, with its line
/// ```
struct HunspellAffixParser {
    /// The model read so far (all of it once `init` returns).
    package internal(set) var affixes: HunspellAffixes
    /// Recognised directive lines (zero for a file that is not an `.aff`).
    private(set) var directives = 0
    private var sawCompoundRuleHeader = false
    package internal(set) var problems: [HunspellProblem] = []

    /// Directives whose one argument is a flag this reader knows but does not act on.
    static let otherFlagDirectives: Set<String> = [
        "COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDEND", "COMPOUNDLAST", "COMPOUNDROOT",
        "COMPOUNDPERMITFLAG", "COMPOUNDFORBIDFLAG", "NOSUGGEST", "NONGRAMSUGGEST", "LEMMA_PRESENT",
        "SUBSTANDARD", "WARN", "FORCEUCASE", "COMPOUNDFIRST",
    ]
    /// The directives among those whose flag makes a stem a part of compounds.
    static let compoundingDirectives: Set<String> = [
        "COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDEND", "COMPOUNDLAST", "COMPOUNDFIRST",
    ]
    /// The directives this reader acts on itself.
    static let directivesReadHere: Set<String> = [
        "SET", "FLAG", "PFX", "SFX", "AF", "NEEDAFFIX", "PSEUDOROOT", "CIRCUMFIX", "FORBIDDENWORD", "ONLYINCOMPOUND",
        "KEEPCASE", "COMPOUNDRULE", "CHECKCOMPOUNDPATTERN", "FULLSTRIP", "IGNORE", "COMPLEXPREFIXES",
    ]
    /// Every other directive Hunspell knows (read, nothing to do for word forms).
    static let otherDirectives: Set<String> = [
        "KEY", "TRY", "NAME", "HOME", "VERSION", "LANG", "WORDCHARS", "REP", "MAP", "PHONE", "ICONV", "OCONV",
        "BREAK", "COMPOUNDMIN", "COMPOUNDWORDMAX", "COMPOUNDSYLLABLE", "SYLLABLENUM",
        "CHECKNUM", "COMPOUNDMORESUFFIXES", "CHECKCOMPOUNDDUP", "CHECKCOMPOUNDREP", "CHECKCOMPOUNDTRIPLE",
        "SIMPLIFIEDTRIPLE", "CHECKCOMPOUNDCASE", "MAXNGRAMSUGS", "ONLYMAXDIFF", "MAXDIFF", "MAXCPDSUGS",
        "NOSPLITSUGS", "SUGSWITHDOTS", "FORBIDWARN", "CHECKSHARPS", "AM",
    ]

    /// Reads the `.aff` bytes (named `file` in problems).
    package init(parsing bytes: UnsafeBufferPointer<UInt8>, file: String) {
        affixes = HunspellAffixes(file: file)
        var lines: [(bytes: UnsafeBufferPointer<UInt8>, number: Int)] = []
        var tooLong: [HunspellProblem] = []
        HunspellLines.forEach(in: bytes) { line, number in
            if line.count > HunspellLines.maximumLineBytes {
                tooLong.append(HunspellLines.tooLong(line, number: number, file: file))
            } else if !HunspellLines.isBlankOrComment(line) {
                lines.append((line, number))
            }
            return true
        }
        problems = tooLong
        readCharacterSetAndFlagType(lines)
        var i = 0
        while i < lines.count {
            i = readDirective(lines, at: i)
        }
        let unmarked = affixes
        affixes.prefixes.mark(in: unmarked)
        affixes.suffixes.mark(in: unmarked)
        checkContinuationFlags()
    }

    package mutating func problem(_ kind: HunspellProblemKind, _ line: Int, _ reason: String) {
        problems.append(HunspellProblem(kind: kind, file: affixes.file, line: line, reason: reason))
    }

    /// `SET` and `FLAG` first: every other line is read with them.
    private mutating func readCharacterSetAndFlagType(_ lines: [(bytes: UnsafeBufferPointer<UInt8>, number: Int)]) {
        for (line, number) in lines {
            let fields = HunspellLines.fields(of: line)
            guard let keyword = fields.first.map(HunspellLines.text), keyword == "SET" || keyword == "FLAG" else { continue }
            guard fields.count >= 2 else { problem(.badDirective, number, "\(keyword) without a value"); continue }
            let value = HunspellLines.text(fields[1])
            if keyword == "SET" {
                if let known = HunspellEncoding(named: value) {
                    affixes.encoding = known
                } else {
                    problem(.unsupported, number, "unknown character set \(value); read as ISO8859-1")
                }
            } else if let type = HunspellFlagType(rawValue: value), type != .character {
                affixes.flagType = type
            } else {
                problem(.badDirective, number, "FLAG \(value): expected long, num or UTF-8")
            }
        }
    }

    /// Reads the directive at `lines[i]` (with the lines of its table, if it has one)
    /// and returns the index of the next directive.
    private mutating func readDirective(_ lines: [(bytes: UnsafeBufferPointer<UInt8>, number: Int)], at i: Int) -> Int {
        let (line, number) = lines[i]
        let fields = HunspellLines.fields(of: line)
        let keyword = HunspellLines.text(fields[0])
        let known = Self.otherFlagDirectives.contains(keyword) || Self.otherDirectives.contains(keyword)
            || Self.directivesReadHere.contains(keyword)
        if known { directives += 1 }
        switch keyword {
        case "PFX", "SFX":
            return readAffixClass(lines, at: i, side: keyword == "PFX" ? .prefix : .suffix)
        case "AF":
            return readAliases(lines, at: i)
        case "NEEDAFFIX", "PSEUDOROOT", "CIRCUMFIX", "FORBIDDENWORD", "ONLYINCOMPOUND", "KEEPCASE":
            readPropertyFlag(keyword, fields, line: number)
        case "COMPOUNDRULE":
            // The first COMPOUNDRULE line is the table's header (its size), the others rules.
            if sawCompoundRuleHeader, fields.count >= 2 { affixes.compoundFlags.formUnion(compoundRuleFlags(fields[1])) }
            sawCompoundRuleHeader = true
        case "CHECKCOMPOUNDPATTERN":
            // `CHECKCOMPOUNDPATTERN end[/flag] begin[/flag] [replacement]`: flags with a meaning.
            for field in fields.dropFirst().prefix(2) {
                guard let slash = field.firstIndex(of: UInt8(ascii: "/")),
                      let flag = affixes.flagType.flag(of: UnsafeBufferPointer(rebasing: field[(slash + 1)...])) else { continue }
                affixes.otherFlags.insert(flag)
            }
        case "FULLSTRIP":
            affixes.fullStrip = true
        case "IGNORE":
            guard fields.count >= 2 else { break }
            var scalars: [UInt32] = []
            if let bad = affixes.encoding.decode(fields[1], into: &scalars) {
                problem(.encoding, number, "IGNORE: byte \(bad) is not \(affixes.encoding.name)")
            }
            affixes.ignored = scalars
        case "COMPLEXPREFIXES":
            problem(.unsupported, number, "COMPLEXPREFIXES (right-to-left affixing) is not supported; affixes are read as written")
        default:
            if Self.otherFlagDirectives.contains(keyword), fields.count >= 2, let flag = affixes.flagType.flag(of: fields[1]) {
                affixes.otherFlags.insert(flag)
                if Self.compoundingDirectives.contains(keyword) { affixes.compoundFlags.insert(flag) }
            }
        }
        return i + 1
    }

    /// `NEEDAFFIX x`, `CIRCUMFIX x`, …: the flag that gives a stem or affix that property.
    private mutating func readPropertyFlag(_ keyword: String, _ fields: [UnsafeBufferPointer<UInt8>], line: Int) {
        guard fields.count >= 2, let flag = affixes.flagType.flag(of: fields[1]) else {
            problem(.badFlag, line, "\(keyword) without a valid flag")
            return
        }
        switch keyword {
        case "NEEDAFFIX", "PSEUDOROOT": affixes.needAffix = flag
        case "CIRCUMFIX": affixes.circumfix = flag
        case "FORBIDDENWORD": affixes.forbidden = flag
        case "ONLYINCOMPOUND": affixes.onlyInCompound = flag
        default: affixes.keepCase = flag
        }
    }

    /// The flags named in a `COMPOUNDRULE` (`(xx)(yy)*`, `ab?c`).
    private func compoundRuleFlags(_ rule: UnsafeBufferPointer<UInt8>) -> [HunspellFlag] {
        var flags: [HunspellFlag] = []
        switch affixes.flagType {
        case .long, .number:
            var start: Int?
            for (i, byte) in rule.enumerated() {
                if byte == UInt8(ascii: "(") { start = i + 1 }
                if byte == UInt8(ascii: ")"), let s = start, s < i {
                    if let flag = affixes.flagType.flag(of: UnsafeBufferPointer(rebasing: rule[s..<i])) { flags.append(flag) }
                    start = nil
                }
            }
        case .character, .utf8:
            _ = affixes.flagType.flags(of: rule, into: &flags)
            flags.removeAll { $0 == HunspellFlag(UInt8(ascii: "*")) || $0 == HunspellFlag(UInt8(ascii: "?")) }
        }
        return flags
    }

    /// Reports each flag of a continuation class that means nothing in this `.aff`, once.
    private mutating func checkContinuationFlags() {
        var reported = Set<HunspellFlag>()
        for table in [affixes.prefixes, affixes.suffixes] {
            for affixClass in table.classes {
                for rule in affixClass.rules {
                    for flag in rule.continuation where !affixes.isKnown(flag) && reported.insert(flag).inserted {
                        problem(.unknownFlag, rule.line, "flag \(affixes.flagType.text(of: flag)) in a continuation class is not defined in the .aff")
                    }
                }
            }
        }
    }
}
