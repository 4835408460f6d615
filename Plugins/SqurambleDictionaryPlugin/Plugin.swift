// A build-tool plugin: every `NAME.recipe.json` among a target's files becomes `NAME.sqd`,
// built by DictionaryCompiler (SqurambleBuilder) into the plugin's work folder, which
// SwiftPM bundles with the target as a resource (`Bundle.module`). The build command's
// inputs are the recipe and every file it names, so editing a word list rebuilds the
// dictionary; the builder gives the same bytes for the same inputs.
// Documentation/Embedding.md, "Dictionaries built with your package", shows its use.
import Foundation
import PackagePlugin

@main
struct SqurambleDictionaryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let recipes = target.sourceFiles.map(\.url).filter { RecipeFiles.isRecipe($0) }
            .sorted { $0.path < $1.path }
        for file in target.sourceFiles where file.url.lastPathComponent == "recipe.json" {
            Diagnostics.warning("\(file.url.path): not compiled; SqurambleDictionaryPlugin compiles files named NAME.recipe.json into NAME.sqd")
        }
        try RecipeFiles.checkDistinctNames(recipes, target: target.name)
        let compiler = try context.tool(named: "DictionaryCompiler")
        return recipes.map { recipe in
            let output = context.pluginWorkDirectoryURL.appending(path: RecipeFiles.dictionaryName(of: recipe))
            return .buildCommand(
                displayName: "Building dictionary \(output.lastPathComponent) from \(recipe.lastPathComponent)",
                executable: compiler.url,
                arguments: [recipe.path, output.path],
                inputFiles: [recipe] + RecipeFiles.inputs(of: recipe),
                outputFiles: [output]
            )
        }
    }
}

/// What the plugin needs to know of a recipe: which files are recipes, the name of the
/// dictionary each gives, and the files each reads (the build command's inputs).
enum RecipeFiles {
    static let suffix = ".recipe.json"

    static func isRecipe(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(suffix) && url.lastPathComponent.count > suffix.count
    }

    /// `animals.recipe.json` gives `animals.sqd`.
    static func dictionaryName(of recipe: URL) -> String {
        String(recipe.lastPathComponent.dropLast(suffix.count)) + ".sqd"
    }

    /// Two recipes giving one file name would give two resources of one name.
    static func checkDistinctNames(_ recipes: [URL], target: String) throws {
        var seen: [String: URL] = [:]
        for recipe in recipes {
            let name = dictionaryName(of: recipe)
            if let first = seen[name] {
                throw PluginError("target \(target): \(first.path) and \(recipe.path) would both build \(name); rename one")
            }
            seen[name] = recipe
        }
    }

    /// The files a recipe reads, as the builder resolves them: each input's `path` (and a
    /// Hunspell input's affix file: `affixes`, or the `.dic` path with `.aff`), and the
    /// `decisions` file when it exists (a missing one means no decisions yet), each
    /// relative to the recipe's folder unless absolute. A recipe that is not valid JSON
    /// names no file: the build command then fails with the compiler's one-line error.
    static func inputs(of recipe: URL) -> [URL] {
        guard let data = try? Data(contentsOf: recipe),
              let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [] }
        let folder = recipe.deletingLastPathComponent()
        func resolve(_ path: String) -> URL {
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
        }
        var files: [URL] = []
        for input in fields["inputs"] as? [[String: Any]] ?? [] {
            guard let path = input["path"] as? String else { continue }
            files.append(resolve(path))
            if input["kind"] as? String == "hunspell" {
                let affixes = input["affixes"] as? String
                    ?? (path.hasSuffix(".dic") ? String(path.dropLast(4)) : path) + ".aff"
                files.append(resolve(affixes))
            }
        }
        if let decisions = fields["decisions"] as? String, FileManager.default.fileExists(atPath: resolve(decisions).path) {
            files.append(resolve(decisions))
        }
        return files
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
