// A word game whose dictionary is built from its own word list at build time:
// SqurambleDictionaryPlugin compiles animals.recipe.json (which names animals.txt) into
// animals.sqd, bundled with this target as a resource.
//
//   AnimalWords                 plays one seeded Unscramble round, answering it
//   AnimalWords --check WORD…   says whether each word is in the dictionary (exit 1 if not)
import Foundation
import Squramble

/// The dictionary the plugin built, from this target's resource bundle.
func openAnimals() throws -> Lexicon {
    guard let url = Bundle.module.url(forResource: "animals", withExtension: "sqd") else {
        throw MissingDictionary()
    }
    return try Lexicon.open(at: url.path)
}

struct MissingDictionary: Error, CustomStringConvertible {
    var description: String { "animals.sqd is not in the resource bundle; is SqurambleDictionaryPlugin applied?" }
}

/// Scrambles one word and answers it, as a player would.
func playOneRound(_ animals: Lexicon) throws {
    var options = GameOptions(mode: .unscramble, seed: 26)
    options.rounds = 1
    var game = try Game(lexicon: animals, options: options)
    guard let round = game.currentRound else { throw GameError.cannotBuildPuzzle("no round") }
    print("scrambled: \(round.letters)")
    let answer = round.target.display
    print("answer \(answer): \(game.submit(answer))")
}

/// Looks each word up; false when one is missing.
func check(_ words: [String], in animals: Lexicon) throws -> Bool {
    var allFound = true
    for word in words {
        let key = try animals.metadata.policy.key(for: word)
        if let entry = animals.entry(for: key) {
            print("\(word): in animals.sqd\(entry.isTarget ? ", a target" : "")")
        } else {
            print("\(word): not in animals.sqd")
            allFound = false
        }
    }
    return allFound
}

do {
    let animals = try openAnimals()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--check" {
        exit(try check(Array(arguments.dropFirst()), in: animals) ? 0 : 1)
    }
    print("\(animals.metadata.name): \(animals.wordCount) words")
    try playOneRound(animals)
} catch {
    FileHandle.standardError.write(Data("AnimalWords: \(error)\n".utf8))
    exit(1)
}
