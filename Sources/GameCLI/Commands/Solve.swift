import ArgumentParser
import Foundation
import Squramble
import SqurambleServer
import SqurambleTerminal

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "List every word that can be made from some letters, grouped by length.",
        discussion: """
            Each letter is used at most once. With --exact, only words that use every \
            letter (anagrams). Letters are normalised like answers: case and, when the \
            dictionary folds them, accents do not matter.
            """
    )

    @Argument(help: ArgumentHelp("The letters, e.g. retains.", valueName: "letters"))
    var letters: String

    @Option(name: .customLong("min-length"), parsing: .unconditional, help: ArgumentHelp("The shortest word to list.", valueName: "n"))
    var minimumLength: Int = 2

    @Flag(help: "Only words that use every letter.")
    var exact = false

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Write JSON instead of text.")
    var json = false

    func validate() throws {
        guard minimumLength >= 1 else { throw ValidationError("--min-length must be at least 1, not \(minimumLength).") }
    }

    func run() throws {
        ProcessSetup.ignoreBrokenPipes()
        let lexicon = try dictionary.open()
        let key: MatchKey
        do {
            key = try lexicon.policy.key(for: letters)
        } catch {
            Diagnostics.squramble.error("the letters cannot be read: \(error)")
            throw ExitCode.validationFailure
        }
        if let reason = key.notAWordReason {
            Diagnostics.squramble.error("give letters only: \(reason)")
            throw ExitCode.validationFailure
        }
        let rack = key.multiset
        let ids = exact ? lexicon.anagrams(of: rack) : lexicon.subanagrams(of: rack, minLength: minimumLength)
        var byLength: [Int: [String]] = [:]
        for id in ids {
            guard let entry = lexicon.entry(id) else { continue }
            byLength[entry.key.letterCount, default: []].append(entry.display)
        }
        let lengths = byLength.keys.sorted(by: >)
        if json {
            let result = SolveResult(
                letters: key.text, dictionary: DictionaryView(lexicon), exact: exact,
                minimumLength: exact ? rack.count : minimumLength, count: ids.count,
                groups: lengths.map { SolveResult.Group(length: $0, words: byLength[$0]!) })
            StandardStream.output.line(JSONLines.line(result))
            return
        }
        var text = ""
        for length in lengths {
            let words = byLength[length]!
            text += "\(length) letters (\(words.count)): \(words.joined(separator: " "))\n"
        }
        if ids.isEmpty { StandardStream.error.line("no words can be made from \(key.text)") }
        StandardStream.output.writeFolded(text, hanging: 4)
    }
}

/// `solve --json`.
struct SolveResult: Encodable {
    var v = 1
    var letters: String
    var dictionary: DictionaryView
    var exact: Bool
    var minimumLength: Int
    var count: Int
    var groups: [Group]

    struct Group: Encodable {
        var length: Int
        var words: [String]
    }
}
