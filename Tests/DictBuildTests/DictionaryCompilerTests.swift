import Foundation
import Squramble
import SqurambleTestSupport
import Testing

/// The tool SqurambleDictionaryPlugin runs at build time (`DictionaryCompiler RECIPE
/// OUTPUT`): what it builds, and how it fails inside a build log.
@Suite struct DictionaryCompilerTests {
    let compiler = BuiltProgram("DictionaryCompiler")
    let recipe = """
        { "name": "Pets", "language": "en", "inputs": [ { "path": "lists/pets.txt" } ],
          "output": "ignored.sqd" }
        """

    /// A folder holding `pets.recipe.json` and the list it names, in a subfolder.
    func folder(recipe text: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("lists"), withIntermediateDirectories: true)
        _ = try folder.write("cat\ndog\nparrot\nrabbit\nhamster\n", to: "lists/pets.txt")
        _ = try folder.write(text ?? recipe, to: "pets.recipe.json")
        return folder
    }

    @Test func buildsTheRecipeIntoTheOutputItIsGiven() throws {
        let folder = try folder()
        defer { folder.remove() }
        // Run from another folder: the list is found relative to the recipe, not the caller.
        let run = try compiler.run([folder.file("pets.recipe.json").path, folder.file("out/pets.sqd").path],
                                   currentDirectory: URL(fileURLWithPath: "/"))
        #expect(run.exitCode == 1 && run.stderr.contains("out/pets.sqd"), "no such folder: \(run.stderr)")
        try FileManager.default.createDirectory(at: folder.file("out"), withIntermediateDirectories: true)
        let built = try compiler.run([folder.file("pets.recipe.json").path, folder.file("out/pets.sqd").path],
                                     currentDirectory: URL(fileURLWithPath: "/"))
        #expect(built.exitCode == 0, "\(built.stderr)")
        #expect(built.stdout == "pets.sqd: 5 words, 5 targets, 0 dropped\n")
        let pets = try Lexicon.open(at: folder.file("out/pets.sqd").path)
        #expect(pets.metadata.name == "Pets")
        #expect(pets.contains(MatchKey(normalized: "parrot")))
        // The recipe's own "output" is not written: the plugin says where the file goes.
        #expect(!FileManager.default.fileExists(atPath: folder.file("ignored.sqd").path))
    }

    @Test func theSameInputsGiveTheSameBytes() throws {
        let folder = try folder()
        defer { folder.remove() }
        for name in ["first.sqd", "second.sqd"] {
            let run = try compiler.run([folder.file("pets.recipe.json").path, folder.file(name).path])
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let first = try Data(contentsOf: folder.file("first.sqd")), second = try Data(contentsOf: folder.file("second.sqd"))
        #expect(first.count > 100)
        #expect(first == second)
    }

    @Test(arguments: [
        // (recipe text, what the one line says after "RECIPE: error: ")
        (#"{ "name": "Pets", "language": "en", "inputs": [ { "path": "lists/pets.txt" } ], "targts": {} }"#,
         "targts: unknown key; did you mean targets? (line 1, column 81)"),
        (#"{ "name": "Pets", "language": "en", "inputs": [ { "path": "lists/pest.txt" } ] }"#,
         "cannot read FOLDER/lists/pest.txt: no such file"),
        (#"{ "name": "Pets", "language": "en", "inputs": [ { "path": "lists/pets.txt" } ], "accepted": { "minLength": 9 } }"#,
         "5 targets are not accepted words: cat, dog, hamster, parrot, rabbit. Widen the accepted tier or narrow the targets in the recipe."),
        (#"{ "name": "Pets", "language": "en", "inputs": [ { "path": "lists/pets.txt" } ], "alphabet": "xyz" }"#,
         "no word was accepted: 5 dropped by the filters"),
        (#"{ "name": "Pets" "#, "not valid JSON: line 1, column 18: expected \",\" or \"}\", found the end of the file"),
    ])
    func aBadRecipeIsOneLineNamingItAndWritesNothing(_ text: String, _ message: String) throws {
        let folder = try folder(recipe: text)
        defer { folder.remove() }
        let recipePath = folder.file("pets.recipe.json").path
        let run = try compiler.run([recipePath, folder.file("pets.sqd").path])
        #expect(run.exitCode == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "\(recipePath): error: \(message.replacingOccurrences(of: "FOLDER", with: folder.url.path))\n")
        #expect(!FileManager.default.fileExists(atPath: folder.file("pets.sqd").path))
    }

    @Test(arguments: [[], ["only-one.json"], ["a.json", "b.sqd", "c"], ["--help", "x.sqd"]])
    func usageMistakesExit64(_ arguments: [String]) throws {
        let run = try compiler.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.stderr == "usage: DictionaryCompiler RECIPE OUTPUT (a recipe file, the .sqd to write)\n")
    }
}
