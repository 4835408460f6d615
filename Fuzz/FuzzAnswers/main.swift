// libFuzzer target: answer normalisation and verdicts. Arbitrary bytes are typed as
// answers into games of every mode on the bundled dictionaries; every answer gets a
// verdict that agrees with the dictionary and the normalisation (AnswerProbe).
// Build and run with Scripts/fuzz.sh (see Documentation/Reliability.md).
import FuzzDriver
import Squramble
import SqurambleDictionaries
import SqurambleHardening

let lexicons = Lexicon.bundledLanguages.compactMap { try? Lexicon.bundled($0) }
    + LexiconSeeds.all().filter { $0.name == "accents.sqd" || $0.name == "turkish.sqd" }.compactMap { try? Lexicon(bytes: $0.bytes) }
let games = AnswerProbe.games(on: lexicons)
precondition(games.count >= 6, "the bundled dictionaries are needed: build them (dictbuild) first")

runFuzzer(seeds: {
    var seeds: [(name: String, bytes: [UInt8])] = []
    for (index, game) in games.enumerated() {
        guard let round = game.currentRound else { continue }
        let answers = round.answers.prefix(3).map(\.display) + [round.target.display.uppercased(), "", "x", "ｆｕｌｌ", "ﬁne", "1 2", "🙂"]
        seeds.append(("game-\(index)", [UInt8(index)] + Array(answers.joined(separator: "\n").utf8)))
    }
    seeds.append(("bytes", [0, 0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x0A, 0xE2, 0x80, 0x8B, 0x61, 0xCC, 0x81]))
    return seeds
}) { input in
    AnswerProbe.probe(Array(input), games: games)
}
