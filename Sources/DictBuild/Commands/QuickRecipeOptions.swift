import ArgumentParser
import Foundation
import Squramble

/// Options that describe a quick one-off build from lists, without a recipe.
struct QuickRecipeOptions: ParsableArguments {
    @Option(name: .customLong("input"), help: ArgumentHelp("A word list, one word per line (repeatable).", valueName: "list"))
    var inputs: [String] = []
    @Option(name: .customLong("hunspell"), help: ArgumentHelp("A Hunspell dictionary (X.dic, with its rules in X.aff): every form its rules allow (repeatable).", valueName: "dic"))
    var hunspell: [String] = []
    @Option(name: .customLong("frequency"), help: ArgumentHelp("A frequency list: word<TAB>count, word count or word<TAB>zipf (repeatable).", valueName: "list"))
    var frequencies: [String] = []
    @Option(name: .customLong("names"), help: ArgumentHelp("A list of proper names to leave out (repeatable).", valueName: "list"))
    var nameLists: [String] = []
    @Option(name: .customLong("blocklist"), help: ArgumentHelp("A blocklist: word<TAB>severity (repeatable).", valueName: "list"))
    var blocklists: [String] = []
    @Option(help: ArgumentHelp("Block entries of this severity and more severe: 1 slurs, 2 + vulgar, 3 + sensitive.", valueName: "1-3"))
    var blockSeverity: Int = 3
    @Option(help: ArgumentHelp("A review decisions file: key<TAB>target|accepted|drop<TAB>note.", valueName: "file"))
    var decisions: String?
    @Option(help: "The language of the lists (BCP 47 code).")
    var language: String = "en"
    @Flag(help: "Fold accents in match keys (élève matches eleve), keeping the language's own letters such as ñ.")
    var foldAccents = false
    @Option(help: ArgumentHelp("Shortest accepted word, in letters.", valueName: "n"))
    var minLength: Int = 2
    @Option(help: ArgumentHelp("Longest accepted word, in letters.", valueName: "n"))
    var maxLength: Int = 15
    @Option(help: ArgumentHelp("Shortest target, in letters.", valueName: "n"))
    var targetMinLength: Int = 3
    @Option(help: ArgumentHelp("Longest target, in letters.", valueName: "n"))
    var targetMaxLength: Int = 8
    @Option(help: ArgumentHelp("Leave words rarer than this Zipf frequency out of the targets (needs --frequency).", valueName: "zipf"))
    var targetMinZipf: Double?

    var isEmpty: Bool { inputs.isEmpty && hunspell.isEmpty }

    func makeRecipe() -> Recipe {
        var inputsList = inputs.map { RecipeInput(path: $0, kind: .words) }
        inputsList += hunspell.map { RecipeInput(path: $0, kind: .hunspell) }
        inputsList += frequencies.map { RecipeInput(path: $0, kind: .frequency) }
        inputsList += nameLists.map { RecipeInput(path: $0, kind: .names) }
        inputsList += blocklists.map { RecipeInput(path: $0, kind: .blocklist) }
        // Two inputs with the same file name get distinct names.
        var seen: [String: Int] = [:]
        for i in inputsList.indices {
            let name = inputsList[i].displayName
            seen[name, default: 0] += 1
            if seen[name]! > 1 { inputsList[i].name = "\(name)#\(seen[name]!)" }
        }
        let wordFiles = inputs + hunspell
        var recipe = Recipe(name: wordFiles.map { ($0 as NSString).lastPathComponent }.joined(separator: " + "),
                            language: language, policy: NormalizationPolicy(foldsAccents: foldAccents, locale: language),
                            inputs: inputsList)
        recipe.decisions = decisions
        recipe.blocklist.blockAtOrBelow = Severity(rawValue: blockSeverity) ?? .sensitive
        recipe.accepted = TierRules(minLength: minLength, maxLength: maxLength)
        recipe.targets = TierRules(minLength: targetMinLength, maxLength: targetMaxLength, minZipf: targetMinZipf)
        recipe.sources = wordFiles.map { LexiconSource(name: ($0 as NSString).lastPathComponent, license: "unknown", detail: $0) }
        return recipe
    }

    func validate() throws {
        guard (1...3).contains(blockSeverity) else { throw ValidationError("--block-severity must be 1, 2 or 3") }
        guard minLength >= 1, maxLength >= minLength else { throw ValidationError("--min-length must be at least 1 and at most --max-length") }
        guard targetMinLength >= 1, targetMaxLength >= targetMinLength else {
            throw ValidationError("--target-min-length must be at least 1 and at most --target-max-length")
        }
    }
}

/// Where the recipe comes from: a file, or the quick options.
struct RecipeSource {
    var recipe: Recipe
    var folder: String
    var path: String?

    static func load(recipePath: String?, quick: QuickRecipeOptions) throws -> RecipeSource {
        if let recipePath {
            let (recipe, folder) = try Recipe.load(recipePath)
            return RecipeSource(recipe: recipe, folder: folder, path: recipePath)
        }
        return RecipeSource(recipe: quick.makeRecipe(), folder: ".", path: nil)
    }
}
