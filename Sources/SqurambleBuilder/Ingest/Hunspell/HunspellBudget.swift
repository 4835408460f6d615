#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What expanding one Hunspell dictionary may cost, so that crafted or mistaken rules
/// (affix classes that continue into each other, 100,000 stems that each allow millions
/// of forms) end a build with one line instead of exhausting memory or running for hours.
///
/// | budget | default | when reached |
/// |---|---|---|
/// | rule applications per stem | 50,000,000 | the stem's other forms are not made; reported ("too many forms") |
/// | forms made per file | 200,000,000 (Italian makes 36.5 million) | the build stops |
/// | distinct words kept per file | 20,000,000 (Lithuanian's forms of at most 15 letters are 19.3 million, 1,836 MiB at peak: about 100 bytes a word) | the build stops |
/// | seconds per file | 1,800 | the build stops |
///
/// The budgets of the file are checked after each stem and every 65,536 rule
/// applications within one. Forms are counted and filtered as they are made (by length, letters and elision) and
/// only the words they give are kept, once each, so the words kept bound the memory.
package struct HunspellBudget: Sendable, Hashable {
    package var workPerStem = 50_000_000
    package var formsPerFile = 200_000_000
    package var wordsPerFile = 20_000_000
    package var secondsPerFile = 1800.0

    package init() {}

    /// A budget of a whole file.
    package enum Kind: String, Sendable, Hashable, Codable {
        case forms, words, seconds

        /// The `dictbuild` option that raises it.
        var option: String {
            switch self {
            case .forms: "--max-hunspell-forms"
            case .words: "--max-hunspell-words"
            case .seconds: "--max-hunspell-seconds"
            }
        }
    }

    /// Which budget stopped an expansion, after the stem of which `.dic` line.
    package struct Stop: Sendable, Hashable {
        package var kind: Kind
        package var line: Int
    }

    /// The error that says so, for the file `file`.
    package func error(_ stop: Stop, file: String) -> HunspellBudgetError {
        HunspellBudgetError(file: file, kind: stop.kind, limit: limit(stop.kind), line: stop.line)
    }

    /// The limit of `kind`.
    func limit(_ kind: Kind) -> Double {
        switch kind {
        case .forms: Double(formsPerFile)
        case .words: Double(wordsPerFile)
        case .seconds: secondsPerFile
        }
    }

    /// Seconds on a monotonic clock, for the time budget.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A Hunspell file whose expansion reached a budget of the whole file (one line).
package struct HunspellBudgetError: Error, Sendable, Hashable, CustomStringConvertible {
    package var file: String
    var kind: HunspellBudget.Kind
    var limit: Double
    /// The `.dic` line of the last stem expanded.
    package var line: Int

    package var description: String {
        let amount = kind == .seconds ? "\(Int(limit)) seconds" : grouped(Int(limit))
        let what = switch kind {
        case .forms: "its rules made more than \(amount) forms"
        case .words: "its forms gave more than \(amount) distinct words"
        case .seconds: "expanding it took more than \(amount)"
        }
        return "\(file): \(what), the budget of one Hunspell file (stopped at line \(line)); raise it with \(kind.option) N if the dictionary is meant to be that large"
            + explosiveAdvice
    }

    /// Forms a stem makes at least, on average, for a dictionary that cannot be expanded
    /// whole at any budget (Hungarian: `hu_HU.aff`'s twofold suffixes give one stem up to
    /// 5.7 million forms, 94,000 stems hundreds of billions).
    package static let explosiveFormsPerStem = 1_000_000.0

    /// For the forms budget reached by stems of millions of forms each: what to do instead.
    var explosiveAdvice: String {
        guard kind == .forms, line > 1, limit / Double(line - 1) >= Self.explosiveFormsPerStem else { return "" }
        let perStem = grouped(Int(limit / Double(line - 1)))
        return "; but its stems make about \(perStem) forms each, so no budget will do: give instead the words of a list that "
            + "Hunspell accepts (`hunspell -d NAME -G < words.txt > accepted.txt`, then --input accepted.txt; Documentation/Languages.md, \"Hungarian\")"
    }
}
