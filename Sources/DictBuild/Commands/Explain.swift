import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say why a word is a target, only accepted, or dropped.",
        discussion: """
            Given a recipe, or the options of a quick build (the same as `build` takes), \
            runs every filter, writing nothing, and shows each rule that flagged the word \
            with the lines it was read from: its answer is the build's answer. A plain word \
            list as the first argument is read as `--input LIST`. Given a dictionary, shows \
            what the file records: a dictionary does not know why a word was dropped, so \
            pass the recipe or the build's options for that.

            Examples:
              dictbuild explain wordlists/en/recipe.json kelly
              dictbuild explain /usr/share/dict/american-english Kelly
              dictbuild explain --input words.txt --frequency freq.tsv abaca
              dictbuild explain words.sqd cat
            """
    )

    @Argument(help: ArgumentHelp("A dictionary (.sqd), a recipe (.json) or a word list (left out with --input), then the words to explain.", valueName: "source-and-words"))
    var arguments: [String] = []
    @OptionGroup(title: "The build to explain (the options of a quick build)") var quick: QuickRecipeOptions
    @Flag(help: "Print JSON (schema squramble.dictbuild.explain, version 1).")
    var json = false

    /// The recipe, list or dictionary named first, unless the lists come from --input.
    var source: String? { quick.isEmpty ? arguments.first : nil }
    var words: [String] { Array(arguments.dropFirst(quick.isEmpty ? 1 : 0)) }

    func validate() throws {
        if quick.isEmpty && arguments.isEmpty { throw ValidationError("give a recipe, a dictionary or a word list (or --input LIST), then the words to explain") }
        if words.isEmpty { throw ValidationError("give at least one word to explain") }
    }

    static func isRecipe(_ path: String) -> Bool {
        if path.hasSuffix(".json") { return true }
        guard let bytes = try? InputFile.read(path) else { return false }
        return bytes.first { !$0.isASCIIWhitespace } == UInt8(ascii: "{")
    }

    func run() throws {
        // A quick build's lists are found as `build` finds them (the frequency and
        // offensive-word folders), so the answer is the build's.
        guard let source else { return try explain(with: RecipeSource.load(recipePath: nil, quick: quick)) }
        // The source is read more than once (what it is, then as that), which a pipe
        // cannot be: say so, rather than take it for a damaged dictionary.
        var info = stat()
        if stat(source, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw CommandError.notARegularFile(path: source)
        }
        if Self.isRecipe(source) {
            if quick.changesDefaults { throw CommandError.recipeAndQuickOptions }
            try explain(with: RecipeSource.load(recipePath: source, quick: quick))
            return
        }
        do {
            let lexicon = try Lexicon.open(at: source)
            if quick.changesDefaults {
                throw CommandError.dictionaryWithQuickOptions(path: source)
            }
            try explain(with: lexicon, source: source)
        } catch LexiconError.notADictionary {
            // A plain word list: explain it as a quick build with these options would read it.
            var quick = quick
            quick.inputs = [source]
            try explain(with: RecipeSource.load(recipePath: nil, quick: quick))
        } catch let error as LexiconError {
            throw CommandError.failed(error)
        }
    }

    struct Output: Codable {
        var schema = "squramble.dictbuild.explain"
        var version = 1
        /// The lists a quick build found in the data folders (the report's `found:` lines).
        var found: [String]?
        var words: [Word]
        struct Word: Codable {
            var input: String
            var key: String?
            var found: Bool
            var tier: Tier?
            var record: WordRecord?
            var entry: LookupOutput.Entry?
        }
    }

    private func explain(with source: RecipeSource) throws {
        let recipe = source.recipe
        let bar = ProgressBar()
        let result = try Builder(recipe: recipe, folder: source.folder, progress: { bar.update($0, $1) }).run()
        bar.finish()
        let found = source.foundLines
        var output = Output(found: found.isEmpty ? nil : found, words: [])
        var text = found.isEmpty ? "" : "found:\n" + found.map { "  \($0)\n" }.joined()
        for word in words {
            let key = (try? recipe.policy.key(for: word))?.text ?? word
            let record = result.record(for: key)
            output.words.append(.init(input: word, key: key, found: record != nil, tier: record?.tier, record: record))
            text += Self.describe(word: word, key: key, record: record, recipe: recipe)
        }
        StandardStream.output.write(json ? try jsonText(output) : text)
    }

    static func describe(word: String, key: String, record: WordRecord?, recipe: Recipe) -> String {
        guard let record else {
            if let elision = recipe.elision, elision.isElided(word) {
                return "\(word): not a word — \(Rule.elision), two words (a Hunspell input leaves such forms out as it expands)\n"
            }
            return "\(word): not in any input (key \"\(key)\")\n"
        }
        var lines: [String] = []
        let heading: String
        switch record.tier {
        case .target:
            heading = "a target, band \(record.band.map { "\($0)" } ?? "?")"
                + (record.difficulty.map { " (score \(ReportText.number($0))" } ?? "")
                + (record.otherAnswers.map { "; \($0) other answer\($0 == 1 ? "" : "s") in its letters)" } ?? ")")
        case .accepted:
            heading = "accepted, not a target — " + (record.reason.map { reasonText($0, record) } ?? "?")
        case .dropped:
            heading = "dropped — " + (record.reason.map { reasonText($0, record) } ?? "?")
        }
        let shown = record.tier != .dropped && record.display != word ? "\(word) → \(record.display)" : word
        lines.append("\(shown): \(heading)")
        if word != key { lines.append("  key: \(key)") }
        lines.append("  spelled: " + record.forms.map { "\($0.text) (\($0.firstSeen)\($0.occurrences > 1 ? ", \($0.occurrences) lines" : ""))" }.joined(separator: ", "))
        lines.append("  inputs: " + record.inputs.joined(separator: ", "))
        let thresholds = recipe.accepted.minZipf != nil || recipe.targets.minZipf != nil
        lines.append("  frequency: " + (record.zipf.map { "Zipf \(ReportText.number($0)) (from \(record.zipfSource ?? "?"))" }
            ?? ("unknown" + (thresholds ? " (thresholds count it as Zipf \(ReportText.number(recipe.frequency.missingZipf)))" : ""))))
        if record.flags.isEmpty {
            lines.append("  rules: none flagged it")
        } else {
            lines.append("  rules that flagged it:")
            for flag in record.flags { lines.append("    \(flag.rule.rawValue): \(flag.detail)") }
        }
        if let decision = record.decision {
            lines.append("  review decision: \(decision.verdict)\(decision.note.isEmpty ? "" : " (\(decision.note))")"
                + (decision.location.map { " at \($0)" } ?? "") + " — decisions override the filters")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func reasonText(_ rule: Rule, _ record: WordRecord) -> String {
        if let flag = record.flags.first(where: { $0.rule == rule }), flag.detail != rule.description {
            return "\(rule.description): \(flag.detail)"
        }
        return rule.description
    }

    private func explain(with lexicon: Lexicon, source: String) throws {
        var output = Output(words: [])
        var text = ""
        for word in words {
            let entry = LookupOutput.Entry(word, in: lexicon)
            output.words.append(.init(input: word, key: entry.key, found: entry.tier != nil,
                                      tier: entry.tier.flatMap(Tier.init(rawValue:)), entry: entry))
            switch entry.tier {
            case "target"?:
                text += "\(word) → \(entry.display ?? word): a target, band \(entry.band ?? "?")\(entry.zipf.map { ", Zipf \(ReportText.number($0))" } ?? "")\n"
            case "accepted"?:
                text += "\(word) → \(entry.display ?? word): accepted, not a target\(entry.zipf.map { " (Zipf \(ReportText.number($0)))" } ?? "")\n"
            default:
                text += "\(word): not in \(source)" + (entry.notAWord.map { " (\($0))" } ?? "")
                    + "; a dictionary does not record why a word was dropped: run explain on the recipe or word list it was built from\n"
            }
        }
        StandardStream.output.write(json ? try jsonText(output) : text)
    }
}

extension UInt8 {
    var isASCIIWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
