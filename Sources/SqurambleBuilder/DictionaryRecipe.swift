import Foundation
import Squramble

/// How to build one dictionary: its inputs, its language and the rules of its two tiers
/// (the words players are credited for, and the targets a game scrambles).
///
/// A recipe is a JSON file (`Documentation/Building.md` lists every field) or is made in
/// code from word lists; either way the language's preset fills what it leaves out.
///
/// ```swift
/// var recipe = DictionaryRecipe(name: "Animals", language: "en", wordLists: ["animals.txt"], folder: "lists")
/// recipe.targetLengths = 4...7
/// let built = try DictionaryBuilder(recipe: recipe).build()
/// ```
public struct DictionaryRecipe: Sendable, Hashable {
    /// The whole recipe, every field the JSON form has.
    package var recipe: Recipe
    /// The folder the recipe's relative paths are resolved against: a recipe file's own
    /// folder, or the one given.
    public var folder: String

    package init(recipe: Recipe, folder: String) {
        self.recipe = recipe; self.folder = folder
    }

    /// Reads a recipe file. Its relative paths are relative to the file's folder.
    ///
    /// - Throws: ``DictionaryBuildError`` naming the file and what is wrong with it (no
    ///   such file, not JSON, an unknown field, a value out of range).
    public init(contentsOf path: String) throws(DictionaryBuildError) {
        do {
            let (recipe, folder) = try Recipe.load(path)
            self.init(recipe: recipe, folder: folder)
        } catch {
            throw DictionaryBuildError("\(error)")
        }
    }

    /// A recipe from its JSON text, with relative paths resolved against `folder`.
    ///
    /// - Throws: ``DictionaryBuildError`` saying what is wrong with the text.
    public init(json: String, folder: String = ".") throws(DictionaryBuildError) {
        do {
            self.init(recipe: try Recipe.parse(Array(json.utf8), path: "(JSON text)"), folder: folder)
        } catch {
            throw DictionaryBuildError("\(error)")
        }
    }

    /// A recipe of plain word lists (one word a line) and, optionally, frequency lists
    /// (`word<TAB>count` or Zipf), with everything else from the language's preset.
    ///
    /// - Parameters:
    ///   - name: the name the dictionary records, e.g. `"Animals"`.
    ///   - language: a BCP 47 language tag, e.g. `"en"`; it picks the preset.
    ///   - wordLists: the word lists, relative to `folder` or absolute.
    ///   - frequencies: frequency lists; without any, no word is refused for rarity.
    ///   - folder: what relative paths are relative to.
    public init(name: String, language: String, wordLists: [String], frequencies: [String] = [], folder: String = ".") {
        var recipe = Recipe(name: name, language: language, inputs: wordLists.map { RecipeInput(path: $0) }
            + frequencies.map { RecipeInput(path: $0, kind: .frequency) })
        recipe.policy = recipe.preset.policy(locale: language)
        self.init(recipe: recipe, folder: folder)
    }

    /// The name the dictionary records.
    public var name: String {
        get { recipe.name }
        set { recipe.name = newValue }
    }

    /// The language tag of the dictionary.
    public var language: String { recipe.language }

    /// Where the dictionary is to be written (relative to ``folder``), if the recipe says.
    public var output: String? {
        get { recipe.output }
        set { recipe.output = newValue }
    }

    /// The lengths, in letters, of the words players are credited for. Default: 2...15.
    public var acceptedLengths: ClosedRange<Int> {
        get { recipe.accepted.minLength...recipe.accepted.maxLength }
        set { recipe.accepted.minLength = newValue.lowerBound; recipe.accepted.maxLength = newValue.upperBound }
    }

    /// The lengths, in letters, of the words a game may scramble. Default: 3...8.
    public var targetLengths: ClosedRange<Int> {
        get { recipe.targets.minLength...recipe.targets.maxLength }
        set { recipe.targets.minLength = newValue.lowerBound; recipe.targets.maxLength = newValue.upperBound }
    }

    /// The recipe as JSON, every field written: a file ``init(contentsOf:)`` reads back
    /// as the same recipe.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(recipe)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }
}

/// Why a dictionary could not be built, in one line that says what to fix.
public struct DictionaryBuildError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, e.g. `recipe r.json: no input of kind "words" or "hunspell"`.
    public let description: String

    package init(_ description: String) {
        self.description = description
    }
}
