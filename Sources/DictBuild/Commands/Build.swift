import ArgumentParser
import CAllocator
import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build a dictionary from a recipe, or from word lists given with --input.",
        discussion: """
            Prints a report of what every filter did to standard output. The dictionary is \
            written atomically: a failed build leaves no file behind.

            Warnings (an input whose lines are mostly unusable or compressed, review \
            decisions about words no input has, targets whose letters spell a dropped word) \
            go to standard error; --strict makes them fail the build, for CI. What the \
            language lacks (no preset, no frequency list, no offensive-word list) is the \
            report's "missing:" section, and under --strict a warning too.

            Every recipe field has a quick-build option but these, which need a recipe: \
            \(QuickRecipeOptions.fieldsWithoutOption.joined(separator: ", ")). \
            --print-recipe writes the recipe a quick build uses, to start one from.

            Examples:
              dictbuild build wordlists/en/recipe.json --force
              dictbuild build --input /usr/share/dict/american-english --output words.sqd
              dictbuild build --hunspell /usr/share/hunspell/es_ES.dic --language es -o es.sqd
              dictbuild build --input words.txt --print-recipe > recipe.json
            """
    )

    @Argument(help: ArgumentHelp("A recipe (JSON). Leave it out to build from --input lists.", valueName: "recipe"))
    var recipePath: String?
    @OptionGroup(title: "Quick build (without a recipe)") var quick: QuickRecipeOptions
    @Option(name: .shortAndLong, help: ArgumentHelp("The dictionary to write (default: the recipe's \"output\").", valueName: "file"))
    var output: String?
    @Flag(help: "Replace the output file if it exists.")
    var force = false
    @Option(help: ArgumentHelp("Also write the report as JSON to this file (\"-\": to standard output, instead of the text report).", valueName: "file"))
    var reportJson: String?
    @Flag(help: "Run every filter and print the report, but write no dictionary.")
    var dryRun = false
    @Flag(name: .shortAndLong, help: "Print no report.")
    var quiet = false
    @Flag(help: "Print the recipe this build uses, as JSON, and build nothing (a quick build's paths stay as given).")
    var printRecipe = false
    @Flag(help: "Fail when the build has warnings (for CI); the dictionary is then not written.")
    var strict = false
    @OptionGroup(title: "Budgets of a Hunspell input (Documentation/Reliability.md)") var budget: HunspellBudgetOptions

    func validate() throws {
        if recipePath != nil && !quick.isEmpty {
            throw ValidationError("give either a recipe or --input lists (or --hunspell dictionaries), not both")
        }
        if recipePath == nil && quick.isEmpty {
            throw ValidationError("give a recipe, or at least one --input list or --hunspell dictionary")
        }
        if let recipePath, recipePath.hasSuffix(".sqd") {
            throw ValidationError("\(recipePath) looks like a dictionary, not a recipe; to build from word lists use --input LIST --output FILE")
        }
        if recipePath == nil && output == nil && !dryRun && !printRecipe {
            throw ValidationError("--output is required with --input (or use --dry-run)")
        }
    }

    func run() throws {
        Self.prepareMemory()
        let source = try RecipeSource.load(recipePath: recipePath, quick: quick)
        if printRecipe {
            var recipe = source.recipe
            if let output { recipe.output = output }
            StandardStream.output.write(try jsonText(recipe))
            return
        }
        let target = output ?? source.recipe.output.map { Recipe.resolve($0, in: source.folder) }
        if !dryRun {
            guard let target else {
                throw CommandError.recipeHasNoOutput
            }
            try Self.checkWritable(target, force: force)
        }
        let bar = ProgressBar()
        let result: BuildResult
        do {
            var recipe = source.recipe
            recipe.hunspellBudget = budget.budget
            result = try Builder(recipe: recipe, folder: source.folder, encodesFile: !dryRun, progress: { bar.update($0, $1) }).run()
        } catch {
            bar.finish()
            throw error
        }
        bar.finish()
        defer { ExitKeeper.keep(result) }
        var report = result.report
        report.found = source.foundLines
        if result.acceptsNoWord {
            // A dictionary without a word is no use to anyone: say why there is none.
            if !quiet { StandardStream.output.write(report.text) }
            let compressed = BuildWarnings.compressedInputs(report, recipe: source.recipe, folder: source.folder)
            throw Self.nothingAccepted(report, compressed: compressed.first.map(\.warning), nothingWritten: !dryRun)
        }
        let warnings = strict ? BuildWarnings.strict(report, recipe: source.recipe, folder: source.folder)
            : BuildWarnings.of(report, recipe: source.recipe, folder: source.folder)
        for warning in warnings { StandardStream.error.line("warning: \(warning)") }
        if strict, !warnings.isEmpty {
            if !quiet { StandardStream.output.write(report.text) }
            throw CommandError.strictWarnings(count: warnings.count, nothingWritten: !dryRun)
        }
        if !dryRun, let target {
            bar.update("writing \(target)", 0.95)
            do {
                let bytes = try result.file ?? LexiconWriter.encode(words: result.words, metadata: result.metadata)
                try LexiconWriter.write(bytes, to: target)
            } catch {
                bar.finish()
                throw CommandError.failed(error)
            }
            report.output = target
            report.outputBytes = (try? FileManager.default.attributesOfItem(atPath: target)[.size] as? Int) ?? nil
        }
        bar.finish()
        if let reportJson {
            let json = try jsonText(report)
            if reportJson == "-" {
                StandardStream.output.write(json)
                return
            }
            do { try AtomicFile.write(Array(json.utf8), to: reportJson) } catch { throw CommandError.failed(error) }
        }
        if !quiet { StandardStream.output.write(report.text) }
    }

    /// Why a build accepted no word, in one line: how much was read and where it went,
    /// with a hint when the lines look like UTF-16 (a NUL byte in every other byte).
    static func nothingAccepted(_ report: BuildReport, compressed: String?, nothingWritten: Bool) -> CommandError {
        var hints: [String] = []
        if let utf16 = report.inputs.first(where: { input in
            input.unusableCount > 0 && input.unusableCount * 2 >= input.lines && input.unusable.allSatisfy { $0.reason.hasPrefix("NUL byte") }
        }) {
            hints.append("\(utf16.name) has NUL bytes in its lines: is it UTF-16? dictbuild reads UTF-8")
        }
        if let compressed { hints.append(compressed) }
        return .nothingAccepted(lines: report.inputs.reduce(0) { $0 + $1.lines },
                                unusable: report.inputs.reduce(0) { $0 + $1.unusableCount },
                                dropped: report.dropped, hints: hints, nothingWritten: nothingWritten)
    }

    /// Prepares the C library's allocator for a build, which makes and drops arrays of
    /// hundreds of megabytes in all, where every page touched for the first time is a
    /// page fault: memory freed stays with the allocator for the next allocations instead
    /// of going back to the system (`M_TRIM_THRESHOLD`), blocks up to 32 MiB come from its
    /// heap (`M_MMAP_THRESHOLD`, the largest glibc accepts), and the heap grows 64 MiB at
    /// a time (`M_TOP_PAD`). Every thread allocates from the one heap (`M_ARENA_MAX`):
    /// what one thread frees, another can use (the file is prepared on one thread while
    /// the targets are ranked on the others; with a heap a thread, the peak depends on the
    /// order their arrays come and go in). `Documentation/Performance.md` has the figures,
    /// and why transparent huge pages are not asked for. `CAllocator` makes the calls;
    /// with another C library than glibc it does nothing.
    static func prepareMemory() {
        _ = sq_prepare_build_allocator()
    }

    /// Refuses, with one line, an output that exists (without --force) or cannot be written.
    static func checkWritable(_ path: String, force: Bool) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw CommandError.outputIsFolder(path: path) }
            if !force { throw CommandError.outputExists(path: path) }
        }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var folderIsFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &folderIsFolder), folderIsFolder.boolValue else {
            throw CommandError.outputFolderMissing(path: path, folder: folder)
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CommandError.outputFolderNotWritable(path: path, folder: folder)
        }
    }
}

/// Keeps what a command built until the process exits. A big build leaves hundreds of
/// thousands of records, strings and arrays, which the system reclaims at once when the
/// process ends: freeing them one by one first is work for nothing.
/// The value is retained once more and never released: no global holds it.
enum ExitKeeper {
    private final class Box { let value: Any; init(_ value: Any) { self.value = value } }
    static func keep(_ value: Any) { _ = Unmanaged.passRetained(Box(value)) }
}
