/// Why a `dictbuild` command stopped, with its evidence. Every sentence a person reads
/// for it is made here, in ``description``; the commands only say which case it is.
enum CommandError: Error, CustomStringConvertible {
    // Output files
    /// `build` without `--output` on a recipe that names none.
    case recipeHasNoOutput
    /// The output exists and `--force` was not given.
    case outputExists(path: String)
    /// The output path is a folder.
    case outputIsFolder(path: String)
    /// The output's folder is missing or cannot be written.
    case outputFolderMissing(path: String, folder: String)
    case outputFolderNotWritable(path: String, folder: String)
    /// Standard output failed (a closed pipe, a full disk) while writing `what`.
    case cannotWriteStandardOutput(what: String)

    // Builds
    /// No word was accepted: `lines` read, `unusable` of them unusable, `dropped` words
    /// dropped by the filters; `hints` say what probably went wrong (UTF-16, a compressed
    /// input), when something does; `nothingWritten` when a file would have been written.
    case nothingAccepted(lines: Int, unusable: Int, dropped: Int, hints: [String], nothingWritten: Bool)
    /// `--strict` and the build had warnings.
    case strictWarnings(count: Int, nothingWritten: Bool)

    // Explain
    case notARegularFile(path: String)
    case recipeAndQuickOptions
    case dictionaryWithQuickOptions(path: String)

    // Frequency and offensive-word lists
    /// The folder a list goes to by default (`what`: "frequency folder") cannot be made.
    case cannotMakeListFolder(what: String, path: String, reason: String)
    case wordfreqGaveNothing(code: String)
    case cannotRun(program: String, reason: String)
    /// Python is not installed.
    case pythonMissing(program: String)
    /// The Python program failed: its last line of error, or its exit status.
    case wordfreqFailed(program: String, status: Int32, lastLine: String)

    // Offensive-word lists
    case cannotReadLexicon(path: String, reason: String)
    /// Not a HurtLex lexicon, or nothing in it to keep: the reader's one line.
    case notALexicon(reason: String)

    // Review
    case noRecipeToReview
    case noDecisionsFile(recipe: String)
    case badImportLines(count: Int, path: String)
    case noRecipeForLanguage(language: String, path: String)
    case recipeForOtherLanguage(recipe: String, found: String, wanted: String)

    /// An error of the libraries (a dictionary that cannot be opened, a recipe, the
    /// terminal), whose own description is its one line.
    case failed(any Error)

    var description: String {
        switch self {
        case .recipeHasNoOutput:
            "the recipe has no \"output\"; give one with --output FILE"
        case .outputExists(let path):
            "\(path) already exists; use --force to replace it"
        case .outputIsFolder(let path):
            "cannot write \(path): it is a folder"
        case .outputFolderMissing(let path, let folder):
            "cannot write \(path): folder \(folder) does not exist"
        case .outputFolderNotWritable(let path, let folder):
            "cannot write \(path): folder \(folder) is not writable"
        case .cannotWriteStandardOutput(let what):
            "cannot write \(what) to standard output"
        case .nothingAccepted(let lines, let unusable, let dropped, let hints, let nothingWritten):
            "no word was accepted: \(Self.count(lines, "line")) read, \(unusable) unusable, "
                + "\(Self.count(dropped, "word")) dropped by the filters"
                + hints.map { " (\($0))" }.joined() + (nothingWritten ? "; nothing was written" : "")
        case .strictWarnings(let count, let nothingWritten):
            "--strict: \(Self.count(count, "warning"))" + (nothingWritten ? "; nothing was written" : "")
        case .notARegularFile(let path):
            "cannot explain with \(path): it is not a regular file (a pipe or a folder?); "
                + "give the path of a dictionary, a recipe or a word list"
        case .recipeAndQuickOptions:
            "give a recipe or the options of a quick build, not both: the recipe says everything"
        case .dictionaryWithQuickOptions(let path):
            "\(path) is a dictionary, which records only what it kept; give the build's options with its word lists"
        case .cannotMakeListFolder(let what, let path, let reason):
            "cannot make the \(what) \(path): \(reason)"
        case .wordfreqGaveNothing(let code):
            "wordfreq gave no word for \"\(code)\"; nothing was written"
        case .cannotRun(let program, let reason):
            "cannot run \(program): \(reason)"
        case .pythonMissing(let program):
            "\(program) was not found: dictbuild frequency runs wordfreq with Python 3 (install it, then pip install wordfreq)"
        case .wordfreqFailed(let program, let status, let lastLine):
            lastLine.hasPrefix("error: ") ? String(lastLine.dropFirst(7)) : "\(program) failed (exit \(status)): \(lastLine)"
        case .cannotReadLexicon(let path, let reason):
            "cannot read \(path): \(reason)"
        case .notALexicon(let reason):
            reason
        case .noRecipeToReview:
            "name a recipe to review"
        case .noDecisionsFile(let recipe):
            "recipe \(recipe) names no decisions file; add \"decisions\": \"decisions.tsv\" to it, or give --decisions FILE"
        case .badImportLines(let count, let path):
            "\(Self.count(count, "bad line")) in \(path); nothing was imported"
        case .noRecipeForLanguage(let language, let path):
            "no recipe for \(language): \(path) does not exist (run from the project's folder, or name the recipe)"
        case .recipeForOtherLanguage(let recipe, let found, let wanted):
            "\(recipe) is a recipe for \(found), not \(wanted)"
        case .failed(let error):
            "\(error)"
        }
    }

    /// "1 line", "2 lines".
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
