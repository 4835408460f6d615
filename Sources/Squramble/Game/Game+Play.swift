extension Game {
    /// Judges one typed answer and credits it when it is valid.
    ///
    /// The text is normalised with the dictionary's policy, so case, full-width
    /// letters, ligatures, accents (when the dictionary folds them) and invisible
    /// characters make no difference. Whatever the input, this returns a verdict.
    ///
    /// - Parameters:
    ///   - text: what the player typed, as typed.
    ///   - elapsed: seconds since the round started, measured by the caller
    ///     (used for the time limit and the time bonus).
    /// - Complexity: O(n) in the length of `text`; a hash lookup in the round's answers.
    @discardableResult
    public mutating func submit(_ text: String, elapsed: Double = 0) -> Verdict {
        guard advanceClock(elapsed) else {
            // After the clock ran out, every answer to that round hears why.
            return state.rounds.last?.status == .timedOut ? .timeUp : .roundOver
        }
        let last = state.rounds.count - 1
        let verdict = state.rounds[last].judge(text, policy: lexicon.policy)
        if state.rounds[last].isSolvedBy(verdict, elapsed: state.rounds[last].elapsed) { finishCurrentRound(as: .solved) }
        return verdict
    }

    /// Gives a hint, charging its cost (``Scoring``) to the round.
    /// A hint that cannot be given is refused and costs nothing.
    @discardableResult
    public mutating func hint(_ kind: HintKind, elapsed: Double = 0) -> Hint {
        guard advanceClock(elapsed) else { return .refused(.roundOver) }
        return state.rounds[state.rounds.count - 1].giveHint(kind)
    }

    /// Reorders the tiles (free). The same as `hint(.shuffle)`.
    @discardableResult
    public mutating func shuffle(elapsed: Double = 0) -> Hint {
        hint(.shuffle, elapsed: elapsed)
    }

    /// Ends the current round as given up (it breaks the streak) — or, in a Twist round
    /// whose goal was reached, as solved: the player moves on. Does nothing when no
    /// round is in play.
    public mutating func giveUp(elapsed: Double = 0) {
        guard advanceClock(elapsed) else { return }
        finishCurrentRound(as: .gaveUp)
    }

    /// Ends the current round when its time limit has passed. Returns whether a round
    /// is still in play. Call it from a timer to end rounds on time.
    @discardableResult
    public mutating func checkTime(elapsed: Double) -> Bool {
        advanceClock(elapsed)
    }

    /// Starts the next round and returns it; `nil` when the game is over.
    ///
    /// A round still in play is given up first. When the dictionary has no fresh
    /// target left, the game ends early (``GameState/ranOutOfTargets``).
    @discardableResult
    public mutating func nextRound() -> Round? {
        if let last = state.rounds.last, !last.isOver { giveUp(elapsed: last.elapsed) }
        guard !isOver else { return nil }
        let number = state.rounds.count + 1
        if state.plan == nil { state.plan = planRounds(after: state.rounds) }
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: state.options)
        guard let plan = state.plan, number <= plan.count, let round = builder.makeRound(number: number, dealt: plan[number - 1]) else {
            state.ranOutOfTargets = true
            return nil
        }
        state.rounds.append(round)
        return round
    }

    // MARK: - Internals

    /// Words that may not be the target of a new round: earlier targets, and every
    /// answer of an earlier round as long as its target (another anagram, another word
    /// through the grid), which the player may already have typed.
    var usedTargets: Set<WordID> {
        var used: Set<WordID> = []
        for round in state.rounds {
            used.insert(round.target.id)
            for answer in round.answers where answer.length == round.target.length { used.insert(answer.id) }
        }
        return used
    }

    /// The longest a round is taken to last, in seconds (a year).
    static let longestRound: Double = 366 * 86_400

    mutating func startFirstRound() throws(GameError) {
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: state.options)
        guard builder.picker.total > 0 else {
            throw .noTargets(lengths: state.options.targetLengths, bands: state.options.bands, dictionary: lexicon.metadata.name)
        }
        let plan = planRounds(after: [])
        guard !plan.isEmpty else { throw .cannotBuildPuzzle(builder.failureExplanation) }
        state.plan = plan
        try startPlannedGame()
    }

    /// Plans the rounds after `played`, each on a fresh target, until the options'
    /// count or until the dictionary has no fresh target left. Rounds already played keep
    /// their letters (a game saved before plans were kept gets them from its tiles).
    func planRounds(after played: [Round]) -> [DealtLetters] {
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: state.options)
        var plan = played.map { round in
            DealtLetters(rows: round.mode == .grid ? round.grid.map { $0.map(\.letter) } : [round.tiles.map(\.letter)])
        }
        var used = usedTargets
        while plan.count < state.options.rounds, let next = builder.planRound(number: plan.count + 1, avoiding: used) {
            plan.append(next.dealt)
            used.formUnion(next.blocked)
        }
        return plan
    }

    /// Builds every planned round once, to refuse a plan a round of which this dictionary
    /// cannot play, then starts the first.
    mutating func startPlannedGame() throws(GameError) {
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: state.options)
        let plan = state.plan ?? []
        guard !plan.isEmpty else { throw .cannotBuildPuzzle("the puzzle has no rounds") }
        var first: Round?
        var unplayable: [Int] = []
        for (index, dealt) in plan.enumerated() {
            guard let round = builder.makeRound(number: index + 1, dealt: dealt) else { unplayable.append(index + 1); continue }
            if index == 0 { first = round }
        }
        guard unplayable.isEmpty, let first else {
            throw .puzzleNotPlayable(rounds: Dictionary(uniqueKeysWithValues: unplayable.map { ($0, plan[$0 - 1]) }), dictionary: lexicon.metadata.name)
        }
        state.rounds.append(first)
    }

    /// Records `elapsed` on the round in play and applies its time limit.
    /// Returns whether a round is (still) in play. Works in place: no copy of the round.
    @discardableResult
    private mutating func advanceClock(_ elapsed: Double) -> Bool {
        guard let last = state.rounds.indices.last, !state.rounds[last].isOver else { return false }
        // NaN is ignored; anything else is clamped to a year, so saved games stay valid JSON.
        if !elapsed.isNaN, elapsed > state.rounds[last].elapsed {
            state.rounds[last].elapsed = min(elapsed, Self.longestRound)
        }
        if let limit = state.rounds[last].timeLimit, state.rounds[last].elapsed >= limit {
            finishCurrentRound(as: .timedOut)
            return false
        }
        return true
    }

    /// Ends the current round, applying the time and streak bonuses when it is solved.
    /// A Twist round whose goal was reached ends as solved however it ends, with the
    /// time bonus of the moment the goal was reached.
    private mutating func finishCurrentRound(as requested: RoundStatus) {
        let last = state.rounds.count - 1
        let goal = state.rounds[last].goalReachedAt
        let status: RoundStatus = goal != nil ? .solved : requested
        state.rounds[last].status = status
        if status == .solved {
            state.streak += 1
            state.rounds[last].score.time = Scoring.timeBonus(elapsed: goal ?? state.rounds[last].elapsed,
                                                              timeLimit: state.rounds[last].timeLimit)
            state.rounds[last].score.streak = Scoring.streakBonus(streak: state.streak)
        } else {
            state.streak = 0
        }
    }
}
