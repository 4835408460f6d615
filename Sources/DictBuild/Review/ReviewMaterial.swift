import Foundation
import Squramble
import SqurambleBuilder
import SqurambleTerminal
import SqurambleDefinitions

/// Everything a review needs: the words, where decisions go, how to normalise, and
/// where definitions come from.
struct ReviewMaterial {
    var title: String
    var candidates: [ReviewCandidate]
    var decisionsPath: String
    var policy: NormalizationPolicy
    var definitions: WordNetDefinitions?
    /// Every key the inputs know, when known (to warn about imported typos).
    var knownKeys: Set<String>?
    /// Anagrams and sub-words among the kept words.
    var related: RelatedWords?

    static func load(recipe: String?, words: String?, decisions: String?, definitions: Bool) throws -> ReviewMaterial {
        if let words, let decisions {
            return try fromWordList(words, decisions: decisions)
        }
        guard let recipe else { throw CommandError.noRecipeToReview }
        return try fromRecipe(recipe, decisions: decisions, definitions: definitions)
    }

    /// Runs the recipe's pipeline (without writing a dictionary) and takes the words
    /// that still need a person (see ``ReviewCandidates``).
    static func fromRecipe(_ path: String, decisions: String?, definitions: Bool) throws -> ReviewMaterial {
        var (recipe, folder) = try Recipe.load(path)
        if let decisions {
            // Another decisions file: the build applies it instead of the recipe's.
            recipe.decisions = decisions.hasPrefix("/") ? decisions : FileManager.default.currentDirectoryPath + "/" + decisions
        }
        guard let decisionsPath = decisions ?? recipe.decisions.map({ Recipe.resolve($0, in: folder) }) else {
            throw CommandError.noDecisionsFile(recipe: path)
        }
        let progress = ProgressBar()
        let result = try Builder(recipe: recipe, folder: folder, progress: { progress.update($0, $1) }).run()
        progress.finish()
        let settings = try ReviewSettings.load(path)
        var wordnet: WordNetDefinitions?
        if definitions, let source = settings.definitions {
            wordnet = try WordNetDefinitions(folder: Recipe.resolve(source.path, in: folder))
        }
        let records = Array(result.records)
        return ReviewMaterial(
            title: recipe.name, candidates: ReviewCandidates.select(from: records, recipe: recipe),
            decisionsPath: decisionsPath, policy: recipe.policy, definitions: wordnet,
            knownKeys: Set(result.records.keys), related: RelatedWords(records: records))
    }

    /// A plain list: one word per line, optionally `word<TAB>zipf`.
    static func fromWordList(_ path: String, decisions: String) throws -> ReviewMaterial {
        let bytes = try InputFile.read(path)
        let policy = NormalizationPolicy.standard
        var seen: Set<String> = []
        var candidates: [ReviewCandidate] = []
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            guard let first = fields.first, let key = try? policy.key(for: String(first)),
                  !key.isEmpty, key.notAWordReason == nil, seen.insert(key.text).inserted else { continue }
            let zipf = fields.count > 1 ? Double(fields[1]) : nil
            candidates.append(ReviewCandidate(key: key.text, display: String(first), zipf: zipf, letterCount: key.letterCount))
        }
        return ReviewMaterial(title: AtomicFilePaths.name(of: path), candidates: candidates, decisionsPath: decisions,
                              policy: policy, definitions: nil, knownKeys: seen)
    }
}
