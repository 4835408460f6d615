import ArgumentParser
import Squramble
import SqurambleBuilder
import SqurambleTerminal

/// `dictbuild expand`: every word form of a Hunspell dictionary, one per line.
struct Expand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Print every word form a Hunspell dictionary (.dic + .aff) allows, one per line.",
        discussion: """
            Like Hunspell's unmunch, but following Hunspell's own rules (FLAG long/num/UTF-8, \
            aliases, NEEDAFFIX, CIRCUMFIX, continuation classes, cross products). Compounds \
            are not generated. Forms come stem by stem in .dic order and may repeat. A \
            summary and the lines that could not be used go to standard error.

            Example:
              dictbuild expand /usr/share/hunspell/es_ES.dic --max-length 15 | sort -u > es.txt
            """
    )

    @Argument(help: ArgumentHelp("The Hunspell .dic file.", valueName: "dic")) var dic: String
    @Option(help: ArgumentHelp("The .aff file (default: the .dic's name with .aff).", valueName: "aff")) var aff: String?
    @Option(help: ArgumentHelp("Leave out forms longer than this many characters (Unicode scalars).", valueName: "n"))
    var maxLength = 100
    @Flag(name: .shortAndLong, help: "Print no summary.") var quiet = false
    @OptionGroup(title: "Budgets (Documentation/Reliability.md)") var budget: HunspellBudgetOptions

    func validate() throws {
        if maxLength < 1 { throw ValidationError("--max-length must be at least 1") }
    }

    func run() throws {
        let dictionary: HunspellDictionary
        do {
            dictionary = try HunspellDictionary(dic: dic, aff: aff)
        } catch {
            throw CommandError.failed(error)
        }
        var output = FormWriter()
        let budget = self.budget.budget
        let tally = dictionary.expand(maximumScalars: maxLength, budget: budget) { form, _ in output.write(form) }
        output.flush()
        if output.failed { throw CommandError.cannotWriteStandardOutput(what: "the forms") }
        if !quiet {
            var report = "\(dictionary.dicPath): \(tally.summary)\n"
            for line in tally.problemReport { report += "  \(line)\n" }
            StandardStream.error.write(report)
        }
        if let stop = tally.budgetReached { throw CommandError.failed(budget.error(stop, file: dictionary.dicPath)) }
    }
}

/// Lines to standard output through one buffer (millions of forms).
private struct FormWriter {
    private var buffer: [UInt8] = []
    private(set) var failed = false

    init() { buffer.reserveCapacity(1 << 17) }

    mutating func write(_ form: String) {
        buffer.append(contentsOf: form.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty, !failed else { return }
        failed = buffer.withUnsafeBytes { FileDescriptorIO.writeAll($0, to: 1) } != 0
        buffer.removeAll(keepingCapacity: true)
    }
}
