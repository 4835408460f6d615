// Opens the bundled English dictionary with no path and answers one round.
import Foundation
import Squramble
import SqurambleEnglish

do {
    let english = try Lexicon.english()
    var options = GameOptions(mode: .unscramble, seed: 7)
    options.rounds = 1
    var game = try Game(lexicon: english, options: options)
    guard let round = game.currentRound else { throw GameError.cannotBuildPuzzle("no round") }
    let verdict = game.submit(round.target.key)
    print("\(english.metadata.language): \(english.wordCount) words; the round's word is \(verdict.isCredited ? "credited" : "refused")")
} catch {
    FileHandle.standardError.write(Data("EnglishOnly: \(error)\n".utf8))
    exit(1)
}
