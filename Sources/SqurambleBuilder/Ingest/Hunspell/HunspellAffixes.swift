/// What a Hunspell `.aff` file says about generating word forms: the character set, how
/// flags are written, the affix classes, aliases, and the flags with a special meaning.
/// Suggestion, compounding and morphology directives are recognised and left aside.
///
/// Only the model: ``HunspellAffixParser`` reads a file into one, and keeps what it saw on
/// the way (the problems, the directives it recognised). Each field names the directive
/// that sets it, so a search for a directive finds where it is kept as well as where it
/// is read.
struct HunspellAffixes: Sendable {
    /// The `.aff` file's path, for problems reported later (the `.dic`'s flags).
    package let file: String
    /// `SET`: the character set of the `.aff` and `.dic` (ISO8859-1 when not given).
    var encoding = HunspellEncoding.latin1
    /// `FLAG`: how flags are written (`long`, `num`, `UTF-8`; one character when not given).
    var flagType = HunspellFlagType.character
    /// `AF`: flag aliases: `aliases[n - 1]` is what `/n` stands for.
    var aliases: [[HunspellFlag]] = []
    /// `NEEDAFFIX` (or its old name `PSEUDOROOT`): a stem or affix with this flag is not a
    /// word until another affix is added.
    var needAffix: HunspellFlag?
    /// `CIRCUMFIX`: affixes with this flag come only as a prefix and suffix together.
    var circumfix: HunspellFlag?
    /// `FORBIDDENWORD`: a stem with this flag is not a word. Hunspell's default is 65510
    /// when the `.aff` names none.
    var forbidden: HunspellFlag? = 65510
    /// `ONLYINCOMPOUND`: a stem or affix with this flag appears only inside compounds.
    var onlyInCompound: HunspellFlag?
    /// `KEEPCASE`: a stem with this flag is a word only in the case written.
    var keepCase: HunspellFlag?
    /// `FULLSTRIP`: a rule may strip a whole stem.
    var fullStrip = false
    /// `IGNORE`: characters removed from stems and affixes.
    package var ignored: [UInt32] = []
    /// `PFX`: the prefix classes.
    var prefixes = HunspellRuleTable()
    /// `SFX`: the suffix classes.
    var suffixes = HunspellRuleTable()
    /// Flags the `.aff` gives a meaning this reader does not act on (`COMPOUNDFLAG`,
    /// `NOSUGGEST`, `WARN`, `CHECKCOMPOUNDPATTERN`'s flags, …).
    var otherFlags = Set<HunspellFlag>()
    /// The flags that let a stem take part in compounds (`COMPOUNDFLAG`, `COMPOUNDBEGIN`,
    /// …, `COMPOUNDRULE`'s).
    var compoundFlags = Set<HunspellFlag>()

    /// An `.aff` with nothing in it but Hunspell's defaults.
    package init(file: String) { self.file = file }

    /// Whether `flag` is an affix class or has a meaning in this `.aff`.
    func isKnown(_ flag: HunspellFlag) -> Bool {
        prefixes.defines(flag) || suffixes.defines(flag) || otherFlags.contains(flag) || compoundFlags.contains(flag)
            || flag == needAffix || flag == circumfix || flag == forbidden || flag == onlyInCompound || flag == keepCase
    }

    /// A flag field of the `.aff` or `.dic`: an alias number when the `.aff` has `AF`, else flags.
    /// Problems are reported for `line` of `file`; what could be read is returned.
    func flags(of field: UnsafeBufferPointer<UInt8>, line: Int, file: String? = nil, report: (HunspellProblem) -> Void) -> [HunspellFlag] {
        let file = file ?? self.file
        if !aliases.isEmpty {
            let index = HunspellLines.number(field)
            guard index >= 1, index <= aliases.count else {
                report(HunspellProblem(kind: .badAlias, file: file, line: line, reason: "flag alias \(HunspellLines.text(field)) is not among the \(aliases.count) AF lines"))
                return []
            }
            return aliases[index - 1]
        }
        var flags: [HunspellFlag] = []
        if let reason = flagType.flags(of: field, into: &flags) {
            report(HunspellProblem(kind: .badFlag, file: file, line: line, reason: reason))
        }
        return flags
    }
}
