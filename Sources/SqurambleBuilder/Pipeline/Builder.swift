import Foundation
import Squramble

/// The builder pipeline, a chain of stages, each with a value for its result:
///
/// ```
/// read inputs ─> classify ─────────> decide tiers ─> choose display forms ─> rank targets ─> encode
///   Inputs       ClassifiedWords    TierAssignment   DisplayColumn            [TargetRank]    file
///                    └────────────────────┴──── TieredWords ──────┘               └── WordRecords
///
/// Each stage takes the values of the ones before it, so the compiler orders them.
/// ```
///
/// `Documentation/Building.md` ("The pipeline") describes each stage.
///
/// ```swift
/// let result = try Builder(recipe: recipe, folder: "wordlists/en", encodesFile: true).run()
/// try LexiconWriter.write(result.file!, to: "en.sqd")
/// ```
package struct Builder {
    package var recipe: Recipe
    /// The folder relative paths of the recipe are resolved against.
    package var folder: String
    /// Called with a stage description and a fraction done (0...1).
    package var progress: (@Sendable (String, Double) -> Void)?
    /// Whether to encode the dictionary file too (``BuildResult/file``), beside the report.
    package var encodesFile = false

    package init(recipe: Recipe, folder: String = ".", encodesFile: Bool = false, progress: (@Sendable (String, Double) -> Void)? = nil) {
        self.recipe = recipe; self.folder = folder; self.encodesFile = encodesFile; self.progress = progress
    }

    package func run() throws -> BuildResult {
        let clock = StageClock()
        defer { clock.finish() }
        let keys = KeyMaker(policy: recipe.policy)
        var inputs = try Inputs.read(recipe, in: folder, keys: keys) { name, done in progress?("reading \(name)", 0.4 * done) }
        if recipe.policy.foldsAccents, LanguagePreset.named(recipe.language).accentsTellWordsApart {
            inputs.frequencies.creditOnlyOwnSpellings(of: inputs.words, keys: keys)
        }
        stage("classifying", 0.4, clock)
        let classified = ClassifiedWords.classify(&inputs, recipe: recipe)
        stage("choosing targets", 0.8, clock)
        let tiers = try TierAssignment(classified, decisions: inputs.decisions)
        let displays = DisplayForms.choose(classified, tiers: tiers, names: inputs.names, recipe: recipe,
                                           frequencies: inputs.frequencies, keys: keys)
        let tiered = TieredWords(classified, tiers: tiers, displays: displays)
        stage("ranking targets", 0.85, clock)
        // What does not need the bands goes on in the background meanwhile: the words of
        // the file with most of the file, and the report. (In the background, not beside
        // the ranking in `ParallelMap.both`: the ranking splits its own work across the
        // cores, which it cannot do from inside another split.)
        let encoding = FileEncoding.start(tiered, encodes: encodesFile)
        let summarising = ParallelMap.inBackground { [recipe, tallies = inputs.tallies] in
            BuildReport(recipe: recipe, inputs: tallies, decisions: tiers.decisions, words: tiered)
        }
        let records = WordRecords(tiered, ranks: TargetRanking.rank(tiered, missingZipf: recipe.frequency.missingZipf))
        stage("writing", 0.95, clock)
        var report = summarising()
        report.countBands(records)
        let file = try encoding.finish(records, metadata: metadata)
        return BuildResult(metadata: metadata, records: records, report: report, file: file)
    }

    /// What the file says of itself.
    package var metadata: LexiconMetadata {
        LexiconMetadata(name: recipe.name, language: recipe.language, policy: recipe.policy, sources: recipe.sources,
                        builtBy: "dictbuild \(Squramble.version)")
    }

    private func stage(_ name: String, _ done: Double, _ clock: StageClock) {
        clock.mark(name)
        progress?(name, done)
    }
}

extension BuildReport {
    /// The report of a build whose words have their tiers and display forms: everything
    /// but the targets by band (``countBands(_:)``, once they are ranked).
    package init(recipe: Recipe, inputs: [LineTally], decisions: DecisionSummary, words: TieredWords) {
        self.init(recipe: recipe)
        self.inputs = inputs.map(InputSummary.init)
        self.decisions = decisions
        summarise(words)
        (targetsSpellingDroppedWordsCount, targetsSpellingDroppedWords) = Self.droppedAnagrams(words)
    }
}
