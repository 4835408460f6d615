extension Game {
    /// Judges one typed answer and credits it when it is valid.
    ///
    /// The text is normalised with the dictionary's policy, so case, full-width
    /// letters, ligatures, accents (when the dictionary folds them) and invisible
    /// characters make no difference. Whatever the input, this returns a verdict.
    ///
    /// - Parameter elapsed: seconds since the round started, measured by the caller
    ///   (used for the time limit and the time bonus).
    /// - Complexity: O(n) in the length of `text`; a hash lookup in the round's answers.
    @discardableResult
    public mutating func submit(_ text: String, elapsed: Double = 0) -> Verdict {
        guard var round = playableRound(elapsed: elapsed) else {
            // After the clock ran out, every answer to that round hears why.
            return state.rounds.last?.status == .timedOut ? .timeUp : .roundOver
        }
        let verdict = round.judge(text, policy: lexicon.policy)
        if round.isSolvedBy(verdict) { finish(&round, as: .solved) }
        state.rounds[state.rounds.count - 1] = round
        return verdict
    }

    /// Gives a hint, charging its cost (``Scoring``) to the round.
    /// A hint that cannot be given is refused and costs nothing.
    @discardableResult
    public mutating func hint(_ kind: HintKind, elapsed: Double = 0) -> Hint {
        guard var round = playableRound(elapsed: elapsed) else { return .refused(.roundOver) }
        let hint = round.giveHint(kind)
        state.rounds[state.rounds.count - 1] = round
        return hint
    }

    /// Reorders the tiles (free). The same as `hint(.shuffle)`.
    @discardableResult
    public mutating func shuffle(elapsed: Double = 0) -> Hint {
        hint(.shuffle, elapsed: elapsed)
    }

    /// Ends the current round as given up (it breaks the streak). Does nothing when
    /// no round is in play.
    public mutating func giveUp(elapsed: Double = 0) {
        guard var round = playableRound(elapsed: elapsed) else { return }
        finish(&round, as: .gaveUp)
        state.rounds[state.rounds.count - 1] = round
    }

    /// Ends the current round when its time limit has passed. Returns whether a round
    /// is still in play. Call it from a timer to end rounds on time.
    @discardableResult
    public mutating func checkTime(elapsed: Double) -> Bool {
        playableRound(elapsed: elapsed) != nil
    }

    /// Starts the next round and returns it; `nil` when the game is over.
    ///
    /// A round still in play is given up first. When the dictionary has no fresh
    /// target left, the game ends early (``GameState/ranOutOfTargets``).
    @discardableResult
    public mutating func nextRound() -> Round? {
        if let last = state.rounds.last, !last.isOver { giveUp(elapsed: last.elapsed) }
        guard !isOver else { return nil }
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: state.options)
        let used = Set(state.rounds.map(\.target.id))
        guard let round = builder.makeRound(number: state.rounds.count + 1, avoiding: used) else {
            state.ranOutOfTargets = true
            return nil
        }
        state.rounds.append(round)
        return round
    }

    // MARK: - Internals

    /// The longest a round is taken to last, in seconds (a year).
    static let longestRound: Double = 366 * 86_400

    mutating func startFirstRound() throws(GameError) {
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: state.options)
        guard builder.picker.total > 0 else {
            throw .noTargets(lengths: state.options.targetLengths, bands: state.options.bands, dictionary: lexicon.metadata.name)
        }
        guard let round = builder.makeRound(number: 1, avoiding: []) else {
            throw .cannotBuildPuzzle(builder.failureExplanation)
        }
        state.rounds.append(round)
    }

    /// The round in play, after recording `elapsed` and applying the time limit.
    private mutating func playableRound(elapsed: Double) -> Round? {
        guard var round = state.rounds.last, !round.isOver else { return nil }
        // NaN is ignored; anything else is clamped to a year, so saved games stay valid JSON.
        if !elapsed.isNaN, elapsed > round.elapsed { round.elapsed = min(elapsed, Self.longestRound) }
        if let limit = round.timeLimit, round.elapsed >= limit {
            finish(&round, as: .timedOut)
            state.rounds[state.rounds.count - 1] = round
            return nil
        }
        state.rounds[state.rounds.count - 1] = round
        return round
    }

    /// Ends `round`, applying the time and streak bonuses when it is solved.
    private mutating func finish(_ round: inout Round, as status: RoundStatus) {
        round.status = status
        if status == .solved {
            state.streak += 1
            round.score.time = Scoring.timeBonus(elapsed: round.elapsed, timeLimit: round.timeLimit)
            round.score.streak = Scoring.streakBonus(streak: state.streak)
        } else {
            state.streak = 0
        }
    }
}
