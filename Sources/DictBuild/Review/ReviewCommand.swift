import ArgumentParser
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal
#if canImport(Glibc)
import Glibc
#endif

/// `dictbuild review`: thumbs up or down, one key per word.
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Decide, one key per word, what the automatic rules could not.",
        discussion: """
            Opens a full-screen session over the words of RECIPE that still need a \
            person's decision. Keys (no Enter needed): t keep as target, a keep as \
            accepted only, d drop, s or Space skip, u undo (again to go further back), \
            n add a note, q or Ctrl-C quit. Each decision is saved to the recipe's \
            decisions file the moment it is made.

            Without a terminal: --export writes a queue as a tab-separated sheet whose \
            decision column a person fills in (target, accepted, drop, or t, a, d); \
            --import reads such a sheet back (nothing is imported when a line is bad; \
            every bad line is reported with its number); --merge A B writes the union of \
            two decisions files and lists the words they disagree on, which are left \
            undecided so the next review asks again (exit status 1 when there are any).
            """
    )

    @Argument(help: "The recipe (JSON) whose words to review.")
    var recipe: String?

    @Option(help: ArgumentHelp("Which words, in which order: borderline, shortest, common, targets, or rule:NAME (only words flagged by that one rule).", valueName: "queue"))
    var queue: ReviewQueue = .borderline

    @Option(help: ArgumentHelp("A plain word list to review instead of a recipe's words (one word per line, optionally word<TAB>zipf).", valueName: "list"))
    var words: String?

    @Option(help: ArgumentHelp("Review this language: the recipe must be of it; without a recipe, wordlists/LANGUAGE/recipe.json of the current folder.", valueName: "language"))
    var language: String?

    @Flag(help: "Only borderline targets: an inferred frequency only, a measured one within 0.5 Zipf of the target cut-off, name-like, or on the offensive list (the queue still sets the order).")
    var borderline = false

    @Option(help: ArgumentHelp("The decisions file to read and write (default: the recipe's \"decisions\").", valueName: "file"))
    var decisions: String?

    @Option(help: ArgumentHelp("Review at most this many words in this sitting.", valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp("Write the queue as a TSV sheet to a file (- for standard output) instead of opening the screen.", valueName: "sheet"))
    var export: String?

    @Option(name: .customLong("import"), help: ArgumentHelp("Read decisions from a TSV sheet (word, decision, note) into the decisions file.", valueName: "sheet"))
    var importSheet: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Merge two decisions files: --merge A B.", valueName: "file"))
    var merge: [String] = []

    @Option(help: ArgumentHelp("Where --merge writes the union (default: standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Overwrite an existing --export or --output file.")
    var force = false

    @Flag(help: "Do not show definitions even when the recipe configures a source.")
    var noDefinitions = false

    func validate() throws {
        let modes = [export != nil, importSheet != nil, !merge.isEmpty].filter { $0 }.count
        if modes > 1 { throw ValidationError("--export, --import and --merge are separate tasks; give one of them") }
        if !merge.isEmpty {
            if merge.count != 2 { throw ValidationError("--merge takes two decisions files, got \(merge.count)") }
            return
        }
        if output != nil { throw ValidationError("--output goes with --merge") }
        if language != nil && words != nil { throw ValidationError("--language goes with a recipe, not a --words list") }
        if recipe == nil && words == nil && language == nil {
            throw ValidationError("name a recipe (or a --words list, or a --language of this folder's wordlists/) to review")
        }
        if recipe != nil && words != nil { throw ValidationError("give a recipe or a --words list, not both") }
        if words != nil && decisions == nil { throw ValidationError("--words needs --decisions FILE to know where decisions go") }
        if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
        if let problem = queue.unknownRule { throw ValidationError(problem) }
    }

    func run() throws {
        if !merge.isEmpty { return try runMerge() }
        let recipe = try ReviewLanguage.recipe(self.recipe, language: language)
        let material = try ReviewMaterial.load(recipe: recipe, words: words, decisions: decisions, definitions: !noDefinitions)
        if let importSheet { return try runImport(importSheet, material) }
        let log = try DecisionLog(path: material.decisionsPath, policy: material.policy)
        var arranged = queue.arrange(material.candidates) { log[$0] != nil }
        if borderline { arranged = arranged.filter { $0.borderline != nil } }
        if let limit { arranged = Array(arranged.prefix(limit)) }
        if let export { return try runExport(export, arranged, log) }
        try runScreen(arranged, log, material)
    }

    // MARK: Screen

    private func runScreen(_ arranged: [ReviewCandidate], _ log: DecisionLog, _ material: ReviewMaterial) throws {
        let terminal: FullScreenTerminal
        do {
            terminal = try FullScreenTerminal(program: "review", advice: "use --export/--import to work without one")
        } catch { throw CommandError.failed(error) }
        var session = ReviewSession(queue: arranged, log: log)
        var screen = ReviewScreen(title: material.title, queueName: queue.description)
        screen.style = Style.decide(isTerminal: true, environment: ProcessInfo.processInfo.environment)
        if let wordnet = material.definitions { screen.definition = { wordnet.definition(of: $0.key) } }
        screen.related = material.related
        var loop = ReviewLoop(screen: screen)
        try terminal.enter()
        let outcome: ReviewLoop.Outcome
        do {
            defer { terminal.leave() }
            outcome = loop.run(&session, on: terminal)
        }
        do {
            try log.close()
        } catch {
            StandardStream.error.line("warning: the decisions are saved in \(log.journalPath) but could not be folded into \(log.path) (\(error)); the next review or build reads them from there")
        }
        StandardStream.error.line("\(outcome.decided) decision\(outcome.decided == 1 ? "" : "s") saved to \(log.path); \(outcome.remaining) left in this queue (\(queue)).")
        if outcome.signal != nil { TerminalSignals.reraisePendingQuitSignal() }
    }

    // MARK: Sheets

    private func runExport(_ destination: String, _ arranged: [ReviewCandidate], _ log: DecisionLog) throws {
        let text = DecisionSheet.export(arranged) { log[$0] }
        if destination == "-" {
            StandardStream.output.write(text)
            return
        }
        if !force, access(destination, F_OK) == 0 {
            throw CommandError.outputExists(path: destination)
        }
        try AtomicFile.write(Array(text.utf8), to: destination)
        StandardStream.error.line("\(arranged.count) words of the \(queue) queue written to \(destination)")
    }

    private func runImport(_ path: String, _ material: ReviewMaterial) throws {
        let bytes = try InputFile.read(path)
        let policy = material.policy
        let reading = DecisionSheet.read(bytes) { try? policy.key(for: $0) }
        if !reading.badLines.isEmpty {
            for bad in reading.badLines { StandardStream.error.line("\(path):\(bad.line): \(bad.reason)") }
            throw CommandError.badImportLines(count: reading.badLines.count, path: path)
        }
        let log = try DecisionLog(path: material.decisionsPath, policy: material.policy)
        var added = 0, changed = 0, same = 0
        for decision in reading.decisions {
            switch log[decision.key] {
            case nil: added += 1
            case let old? where old.verdict == decision.verdict && old.note == decision.note: same += 1
            default: changed += 1
            }
        }
        try log.recordAll(reading.decisions)
        let unknown = material.knownKeys.map { known in reading.decisions.filter { !known.contains($0.key) } } ?? []
        for decision in unknown.prefix(20) { StandardStream.error.line("warning: \"\(decision.key)\" is not in the recipe's inputs (kept anyway)") }
        if unknown.count > 20 { StandardStream.error.line("warning: \(unknown.count - 20) more words not in the recipe's inputs") }
        StandardStream.output.line("imported \(reading.decisions.count) decisions into \(log.path): \(added) new, \(changed) changed, \(same) unchanged; \(reading.undecided) rows left undecided; \(log.count) decisions in all")
    }

    // MARK: Merge

    private func runMerge() throws {
        let policy = try recipe.map { try Recipe.load($0).recipe.policy } ?? .standard
        let key = DecisionLog.keyFunction(policy)
        let first = try DecisionLog.read(merge[0], key: key)
        let second = try DecisionLog.read(merge[1], key: key)
        let result = DecisionMerge(first, second)
        if let output {
            let isInput = merge.contains(output)
            if !force, !isInput, access(output, F_OK) == 0 {
                throw CommandError.outputExists(path: output)
            }
            try result.union.write(to: output)
            StandardStream.error.line("merged \(result.union.count) decisions into \(output) (\(result.onlyFirst) only in \(merge[0]), \(result.onlySecond) only in \(merge[1]), \(result.agreed) in both)")
        } else {
            StandardStream.output.write(result.union.encoded())
        }
        guard !result.conflicts.isEmpty else { return }
        StandardStream.error.line("\(result.conflicts.count) conflicting decision\(result.conflicts.count == 1 ? "" : "s"), left undecided for a person to settle:")
        for line in result.conflictReport(firstName: merge[0], secondName: merge[1]) { StandardStream.error.line("  " + line) }
        throw ExitCode.failure
    }
}

/// `dictbuild review --language`: which recipe a language's review works on.
enum ReviewLanguage {
    /// The recipe to review: `recipe` when given (which must be of `language`), else the
    /// language's recipe under `wordlists/` of the current folder.
    static func recipe(_ recipe: String?, language: String?) throws -> String? {
        guard let language else { return recipe }
        guard let recipe else {
            let path = "wordlists/\(language)/recipe.json"
            guard access(path, F_OK) == 0 else {
                throw CommandError.noRecipeForLanguage(language: language, path: path)
            }
            return path
        }
        let found = try Recipe.load(recipe).recipe.language
        guard matches(found, language) else {
            throw CommandError.recipeForOtherLanguage(recipe: recipe, found: found, wanted: language)
        }
        return recipe
    }

    /// Whether language tag `tag` is `wanted` (any case; `pt` matches `pt-BR`).
    static func matches(_ tag: String, _ wanted: String) -> Bool {
        let tag = tag.lowercased(), wanted = wanted.lowercased()
        return tag == wanted || tag.split(separator: "-").first.map(String.init) == wanted
    }
}

