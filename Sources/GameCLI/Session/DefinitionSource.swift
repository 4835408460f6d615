import Squramble
import SqurambleDefinitions

/// What `/define` answers: the game's rule on top of ``Definitions`` (WordNet for
/// English where the machine has it, a reason otherwise).
///
/// A word may be looked up when it is not one still to find in the round in play:
/// words found, words of rounds that are over, or any other word.
final class DefinitionSource {
    private let definitions: Definitions
    private let language: String

    init(language: String, folder: String = WordNetDefinitions.standardFolder) {
        definitions = Definitions(folder: folder)
        self.language = language
    }

    func look(up word: String, in game: Game) -> PlayNote.DefinitionResult {
        guard !word.isEmpty else { return .noWord }
        if let round = game.currentRound, !round.isOver,
           let key = try? game.lexicon.policy.key(for: word),
           round.remainingAnswers.contains(where: { $0.key == key.text }) {
            return .notYetFound
        }
        if let reason = definitions.unavailableReason(for: language) { return .unavailable(reason) }
        guard let text = definitions.definition(of: word, language: language) else { return .unknown(source: definitions.sourceName) }
        return .text(text)
    }
}
