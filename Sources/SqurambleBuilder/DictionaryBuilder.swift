import Foundation
import Squramble

/// Builds a dictionary (`.sqd`) from a ``DictionaryRecipe``: reads the inputs, runs every
/// filter, chooses the two tiers, ranks the targets and encodes the file, in memory.
///
/// ```swift
/// let recipe = try DictionaryRecipe(contentsOf: "wordlists/en/recipe.json")
/// let built = try DictionaryBuilder(recipe: recipe).build()
/// print(built.report.acceptedCount, built.report.targetCount)
/// try built.write(to: "en.sqd")
/// let lexicon = try built.lexicon()     // or play with it at once
/// ```
///
/// The same recipe and inputs give the same bytes, on every machine.
public struct DictionaryBuilder: Sendable {
    /// What to build.
    public var recipe: DictionaryRecipe

    /// A builder of `recipe`.
    public init(recipe: DictionaryRecipe) {
        self.recipe = recipe
    }

    /// Builds the dictionary.
    ///
    /// - Parameter progress: called with what the build is doing and the fraction done
    ///   (0...1), from any thread.
    /// - Throws: ``DictionaryBuildError`` when an input cannot be read, the recipe's
    ///   tiers contradict each other, or no word is accepted.
    public func build(progress: (@Sendable (String, Double) -> Void)? = nil) throws(DictionaryBuildError) -> BuiltDictionary {
        let result: BuildResult
        do {
            result = try Builder(recipe: recipe.recipe, folder: recipe.folder, encodesFile: true, progress: progress).run()
        } catch {
            throw DictionaryBuildError("\(error)")
        }
        guard !result.acceptsNoWord, let file = result.file else {
            throw DictionaryBuildError("no word was accepted: \(result.report.dropped) dropped by the filters")
        }
        return BuiltDictionary(bytes: file, report: DictionaryBuildReport(result.report))
    }
}

/// A dictionary built in memory, with the report of its build.
public struct BuiltDictionary: Sendable {
    /// The dictionary file's bytes.
    public let bytes: [UInt8]
    /// What the build did.
    public let report: DictionaryBuildReport

    /// Opens the built dictionary from memory.
    public func lexicon() throws(LexiconError) -> Lexicon {
        try Lexicon(bytes: bytes)
    }

    /// Writes the file atomically (a temporary name, flushed, renamed).
    ///
    /// - Throws: ``DictionaryBuildError`` naming the path when it cannot be written.
    public func write(to path: String) throws(DictionaryBuildError) {
        do { try LexiconWriter.write(bytes, to: path) } catch { throw DictionaryBuildError("cannot write \(path): \(error)") }
    }
}

/// What a build did: how many words it accepted, how many are targets, what each
/// filter dropped; the same report `dictbuild build` prints, as text or JSON.
public struct DictionaryBuildReport: Sendable, Hashable {
    /// The full report.
    package var report: BuildReport

    package init(_ report: BuildReport) {
        self.report = report
    }

    /// Words in the dictionary, targets included.
    public var acceptedCount: Int { report.accepted }
    /// Words a game may scramble.
    public var targetCount: Int { report.targets }
    /// Words of the inputs the filters dropped.
    public var droppedCount: Int { report.dropped }
    /// Why words were dropped: each rule's name (e.g. `offensive`, `tooLong`) and how
    /// many words it dropped first, most first.
    public var droppedBy: [(rule: String, count: Int)] { report.droppedBy.map { ($0.rule.rawValue, $0.count) } }
    /// The report as `dictbuild build` prints it.
    public var text: String { report.text }
    /// The report as `dictbuild build --report-json` writes it (schema
    /// `squramble.dictbuild.report`, version 1).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }
}
