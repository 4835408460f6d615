import Squramble
import SqurambleTerminal

/// Where `/define` finds definitions: WordNet (English), read from the machine's own
/// copy when one is installed (Debian's `wordnet-base`, as the review screen uses).
/// Other languages get a clear "no definitions" message: no open dictionary of
/// definitions for them is installed by any Debian package this project relies on.
///
/// A word may be looked up when it is not one still to find in the round in play:
/// words found, words of rounds that are over, or any other word.
final class DefinitionSource {
    private let wordnet: WordNetDefinitions?
    private let whyNot: String

    init(language: String, folder: String = WordNetDefinitions.standardFolder) {
        guard language.lowercased().hasPrefix("en") else {
            wordnet = nil
            whyNot = "definitions come from WordNet, which is English only, and this dictionary is “\(language)”"
            return
        }
        do {
            wordnet = try WordNetDefinitions(folder: folder)
            whyNot = ""
        } catch {
            wordnet = nil
            whyNot = "WordNet is not installed (apt-get install wordnet-base puts it in \(folder))"
        }
    }

    func look(up word: String, in game: Game) -> PlayNote.DefinitionResult {
        guard !word.isEmpty else { return .noWord }
        if let round = game.currentRound, !round.isOver,
           let key = try? game.lexicon.policy.key(for: word),
           round.remainingAnswers.contains(where: { $0.key == key.text }) {
            return .notYetFound
        }
        guard let wordnet else { return .unavailable(whyNot) }
        guard let text = wordnet.definition(of: word.lowercased()) else { return .unknown(source: "WordNet") }
        return .text(text)
    }
}
