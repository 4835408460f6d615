import Squramble

/// Something the game tells the player that is neither a verdict nor a hint.
enum PlayNote: Sendable {
    /// An empty line at a terminal: nothing was given up. `canMoveOn`: Twist's goal is reached.
    case emptyLine(canMoveOn: Bool)
    /// Twist: a first longest word; the round goes on, `remaining` words still to find.
    case goalReached(remaining: Int)
    /// `/next` before a longest word was found.
    case cannotMoveOnYet(longest: Int)
    /// `/found`: the words found in the round.
    case found(Round)
    /// `/define`: what was found for `word`.
    case definition(word: String, result: DefinitionResult)
    /// A daily interrupted earlier today goes on: its round, its score so far.
    case resumed(round: Int, of: Int, score: Int)

    enum DefinitionResult: Sendable {
        case text(String)
        /// No word given.
        case noWord
        /// Not a word found, nor a word of a round that is over: no spoilers.
        case notYetFound
        /// The source does not know the word.
        case unknown(source: String)
        /// No source on this machine or for this language, and why.
        case unavailable(String)
    }
}

extension TerminalReporter {
    func note(_ note: PlayNote, game: Game) {
        let dot = style.note("·")
        switch note {
        case .emptyLine(let canMoveOn):
            show("  \(dot) type a word and press Return; /skip gives up the round" + (canMoveOn ? ", /next moves on (solved)" : ""))
        case .goalReached(let remaining):
            let rest = remaining == 0 ? "" : " \(remaining) more \(remaining == 1 ? "word" : "words") to find here: keep going, or /next to move on."
            show("  \(style.good("★")) A longest word: the round is solved and the next one is open.\(rest)")
        case .cannotMoveOnYet(let longest):
            show("  \(dot) /next opens once you find a word of \(longest) letters; /skip gives up the round")
        case .found(let round):
            showFound(round)
        case let .definition(word, result):
            showDefinition(self.word(word), result)
        case let .resumed(round, rounds, score):
            show("  \(style.note("↻")) Resuming today's puzzle where you stopped: round \(round) of \(rounds), \(score) \(score == 1 ? "point" : "points") so far.")
        }
    }

    private func showFound(_ round: Round) {
        let counts = round.answerCounts
        show("  Found \(round.found.count) of \(round.answers.count) in this round:")
        for count in counts {
            let found = round.found.filter { $0.length == count.length }.map(\.display)
            let list = found.isEmpty ? style.dim("none yet") : found.map(word).joined(separator: ", ")
            show("    \(count.length) letters (\(count.found) of \(count.total)): \(list)", hanging: 4)
        }
    }

    private func showDefinition(_ word: String, _ result: PlayNote.DefinitionResult) {
        let dot = style.note("·")
        switch result {
        case .text(let text): show("  \(style.bold(word)) \(text)", hanging: 4)
        case .noWord: show("  \(dot) /define WORD: a word you found, or one of a round that is over")
        case .notYetFound: show("  \(dot) \(word) is not a word you found yet: no definitions of the words still to find")
        case .unknown(let source): show("  \(dot) \(word): \(source) has no definition for it")
        case .unavailable(let reason): show("  \(dot) no definitions: \(reason)")
        }
    }
}
