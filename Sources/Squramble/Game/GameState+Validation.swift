extension GameState {
    /// The largest values a consistent saved game can hold; anything larger was edited
    /// or damaged. They keep every sum in the engine far from overflow.
    static let maximumPoints = 1_000_000
    static let maximumHints = 10_000
    static let maximumWordLength = 64

    /// Checks that a decoded state is consistent with itself and with `lexicon`, so
    /// that nothing in a saved file — edited, damaged or from a bug — can make play
    /// trap or credit words the dictionary does not have.
    func validate(against lexicon: Lexicon) throws(GameError) {
        func bad(_ message: String) -> GameError { .invalidSavedGame(message) }
        guard rounds.count <= options.rounds else {
            throw bad("it has \(rounds.count) rounds, more than the \(options.rounds) planned")
        }
        guard (0...rounds.count).contains(streak) else { throw bad("its streak (\(streak)) is impossible") }
        if let plan {
            guard (rounds.count...options.rounds).contains(plan.count), plan.allSatisfy(\.isWellFormed) else {
                throw bad("its plan of rounds does not fit its rounds")
            }
        }
        for (index, round) in rounds.enumerated() {
            func badRound(_ message: String) -> GameError { bad("round \(index + 1): \(message)") }
            guard round.number == index + 1 else { throw badRound("it is numbered \(round.number)") }
            guard round.mode == options.mode else { throw badRound("its mode is \(round.mode), the game's is \(options.mode)") }
            guard round.isOver || index == rounds.count - 1 else { throw badRound("it is still in play but is not the last round") }
            guard round.timeLimit == options.timeLimit else { throw badRound("its time limit differs from the game's") }
            guard round.elapsed.isFinite, round.elapsed >= 0, round.elapsed <= Game.longestRound else {
                throw badRound("its elapsed time is impossible")
            }
            if let goal = round.goalReachedAt {
                guard round.mode == .twist, goal.isFinite, goal >= 0, goal <= round.elapsed,
                      round.found.contains(where: { $0.length == round.longestAnswerLength }) else {
                    throw badRound("it says its goal was reached, but no longest word was found then")
                }
            }
            try validateWords(of: round, against: lexicon, bad: badRound)
            try validateTiles(of: round, bad: badRound)
            guard round.revealed.allSatisfy({ (0..<round.targetLetters.count).contains($0.position) }),
                  Set(round.revealed.map(\.position)).count == round.revealed.count else {
                throw badRound("its revealed letters are out of place")
            }
            guard round.hintsTaken.count <= Self.maximumHints else { throw badRound("too many hints") }
            let score = round.score
            guard [score.words, score.time, score.streak, score.hints].allSatisfy({ (0...Self.maximumPoints * 100).contains($0) }) else {
                throw badRound("its score is impossible")
            }
        }
    }

    private func validateWords(of round: Round, against lexicon: Lexicon, bad: (String) -> GameError) throws(GameError) {
        guard (1...Self.maximumWordLength).contains(round.target.length),
              (1...Self.maximumWordLength).contains(round.minimumLength) else {
            throw bad("its word lengths are impossible")
        }
        for answer in round.answers + [round.target] + round.found {
            guard (0...Self.maximumPoints).contains(answer.points), (1...Self.maximumWordLength).contains(answer.length),
                  let entry = lexicon.entry(answer.id), entry.key.text == answer.key, entry.key.letterCount == answer.length else {
                throw bad("the word “\(Round.shortened(answer.key))” is not the dictionary's")
            }
        }
        let keys = Set(round.answers.map(\.key))
        guard keys.contains(round.target.key) else { throw bad("its target is not among its answers") }
        guard round.found.allSatisfy({ keys.contains($0.key) }), Set(round.found.map(\.key)).count == round.found.count else {
            throw bad("it credits a word twice or a word it does not accept")
        }
    }

    private func validateTiles(of round: Round, bad: (String) -> GameError) throws(GameError) {
        let all = round.targetLetters + round.tiles + round.grid.flatMap { $0 }
        guard all.allSatisfy({ GridBuilder.singleLetter($0.letter) != nil && !$0.display.isEmpty && $0.display.count <= 8 }) else {
            throw bad("a tile is not one letter")
        }
        guard round.targetLetters.map(\.letter).joined() == round.target.key,
              round.targetLetters.count == round.target.length else {
            throw bad("its target letters do not spell its target")
        }
        switch round.mode {
        case .unscramble, .twist:
            guard round.grid.isEmpty, round.tiles.map(\.letter).sorted() == round.targetLetters.map(\.letter).sorted() else {
                throw bad("its tiles are not its target's letters")
            }
        case .grid:
            guard round.tiles.isEmpty, round.grid.count == round.target.length,
                  zip(round.grid, round.targetLetters).allSatisfy({ row, letter in row.contains { $0.letter == letter.letter } }) else {
                throw bad("its grid does not hide its target")
            }
        }
    }
}
