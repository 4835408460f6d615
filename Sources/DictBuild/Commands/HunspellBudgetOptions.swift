import ArgumentParser
import SqurambleBuilder

/// The budgets of one Hunspell file (``HunspellBudget``), for `build` and `expand`.
struct HunspellBudgetOptions: ParsableArguments {
    @Option(name: .customLong("max-hunspell-forms"), help: ArgumentHelp("Stop when one Hunspell dictionary's rules have made more than this many forms (default 200000000).", valueName: "n"))
    var forms: Int?
    @Option(name: .customLong("max-hunspell-words"), help: ArgumentHelp("build: stop when one Hunspell dictionary's forms give more than this many distinct words (default 20000000); expand keeps no words.", valueName: "n"))
    var words: Int?
    @Option(name: .customLong("max-hunspell-seconds"), help: ArgumentHelp("Stop when expanding one Hunspell dictionary takes longer than this (default 1800).", valueName: "s"))
    var seconds: Double?
    @Option(name: .customLong("max-stem-work"), help: ArgumentHelp("Rule applications one stem may try before its other forms are left out and reported (default 50000000).", valueName: "n"))
    var workPerStem: Int?

    func validate() throws {
        for (value, name) in [(forms, "--max-hunspell-forms"), (words, "--max-hunspell-words"), (workPerStem, "--max-stem-work")] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
        }
        if let seconds, !(seconds > 0) { throw ValidationError("--max-hunspell-seconds must be more than 0") }
    }

    /// The defaults with the options given.
    var budget: HunspellBudget {
        var budget = HunspellBudget()
        if let forms { budget.formsPerFile = forms }
        if let words { budget.wordsPerFile = words }
        if let seconds { budget.secondsPerFile = seconds }
        if let workPerStem { budget.workPerStem = workPerStem }
        return budget
    }
}
