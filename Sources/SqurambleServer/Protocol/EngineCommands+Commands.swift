import Foundation
import Squramble

/// What each command does. The replies are in `EngineCommands+Replies.swift`.
extension EngineCommands {
    // MARK: Starting a game

    func newGame(_ request: ProtocolRequest, now: Double) throws(ProtocolFailure) -> Outcome {
        guard let text = try request.string("code") else {
            let dictionary = try shelf.dictionary(for: request)
            let game = try playedAsDaily(try start(try Self.options(from: request), on: dictionary, now: now, daily: nil), on: dictionary, now: now)
            return Outcome(reply: newReply(game), game: game)
        }
        let puzzle: PuzzleCode
        do { puzzle = try PuzzleCode(parsing: text) } catch { throw ProtocolFailure("invalid_code", error.description) }
        let dictionary = try shelf.dictionary(forCode: puzzle, request: request)
        let game: Game
        do { game = try Game(lexicon: dictionary.lexicon, code: puzzle, scoring: dictionary.scoring) } catch { throw Self.failure(starting: error) }
        // Where dailies are kept secret, a code is a daily only if it deals one still in
        // play (its letters decide); a past daily's code is then a puzzle like any other.
        let daily = keepsDailiesSecret ? nil : puzzle.daily.map { DailyView(DailyPuzzle(date: $0, mode: puzzle.mode, lexicon: dictionary.lexicon)) }
        let started = GameInPlay(game: game, code: PuzzleCode(game: game, daily: puzzle.daily).text, roundStarted: now, daily: daily)
        let played = try playedAsDaily(started, on: dictionary, now: now)
        return Outcome(reply: newReply(played), game: played)
    }

    /// `daily`: the puzzle `squramble daily` deals for a date (default today) and mode.
    func daily(_ request: ProtocolRequest, now: Double) throws(ProtocolFailure) -> Outcome {
        let mode = try Self.mode(request)
        let dictionary = try shelf.dictionary(for: request)
        let today = CalendarDate(Date(), in: timeZone)
        var date = today
        if let text = try request.string("date") {
            guard let given = CalendarDate(text) else {
                throw ProtocolFailure("invalid_field", "\"date\" must be a calendar date as YYYY-MM-DD, not \"\(ProtocolRequest.printable(text))\"")
            }
            if let window = dailyWindow, abs(given.dayNumber - today.dayNumber) > window {
                throw ProtocolFailure("invalid_field", "\"date\" must be today (\(today)) or a day either side: a daily is played on its day")
            }
            date = given
        }
        let puzzle = DailyPuzzle(date: date, mode: mode, lexicon: dictionary.lexicon)
        let game = try start(puzzle.options, on: dictionary, now: now, daily: DailyView(puzzle))
        return Outcome(reply: newReply(game), game: game)
    }

    func start(_ options: GameOptions, on dictionary: OpenDictionary, now: Double, daily: DailyView?) throws(ProtocolFailure) -> GameInPlay {
        let game: Game
        do { game = try Game(lexicon: dictionary.lexicon, options: options, scoring: dictionary.scoring) } catch { throw Self.failure(starting: error) }
        let code = PuzzleCode(game: game, daily: daily.flatMap { CalendarDate($0.date) })
        return GameInPlay(game: game, code: code.text, roundStarted: now, daily: daily)
    }

    /// The error code of a game that could not start.
    static func failure(starting error: GameError) -> ProtocolFailure {
        switch error {
        case .invalidOptions: ProtocolFailure("invalid_options", error.description)
        case .noTargets: ProtocolFailure("no_targets", error.description)
        case .puzzleNotPlayable: ProtocolFailure("wrong_dictionary", error.description)
        default: ProtocolFailure("cannot_start", error.description)
        }
    }

    private func newReply(_ game: GameInPlay) -> NewGame {
        NewGame(code: showsCode(of: game) ? game.code : nil, options: OptionsView(game.game.options), dictionary: dictionaryView(game.game.lexicon),
                round: RoundView(game.game.currentRound!, of: game.game.options.rounds), daily: game.daily)
    }

    // MARK: Playing a round

    func guess(_ request: ProtocolRequest, _ game: GameInPlay?, now: Double) throws(ProtocolFailure) -> Outcome {
        guard let word = try request.string("word") else { throw ProtocolFailure("missing_field", "guess needs \"word\": the answer") }
        var game = try requireRound(game)
        let verdict = game.game.submit(word, elapsed: try elapsed(request, game, now: now))
        let reply = Guessed(verdict: VerdictView(verdict), round: RoundView(game.game.rounds.last!, of: game.game.options.rounds),
                            result: roundResult(game), gameScore: game.game.score)
        return Outcome(reply: reply, game: game)
    }

    func hint(_ request: ProtocolRequest, _ game: GameInPlay?, now: Double) throws(ProtocolFailure) -> Outcome {
        let name = try request.string("kind") ?? "next_letter"
        guard let kind = HintView.kind(named: name) else {
            throw ProtocolFailure("invalid_field", "\"kind\" must be next_letter, letter_placement, answers_remaining or shuffle")
        }
        var game = try requireRound(game)
        let hint = game.game.hint(kind, elapsed: try elapsed(request, game, now: now))
        return Outcome(reply: hinted(hint, game), game: game)
    }

    func shuffle(_ request: ProtocolRequest, _ game: GameInPlay?, now: Double) throws(ProtocolFailure) -> Outcome {
        var game = try requireRound(game)
        let hint = game.game.shuffle(elapsed: try elapsed(request, game, now: now))
        return Outcome(reply: hinted(hint, game), game: game)
    }

    private func hinted(_ hint: Hint, _ game: GameInPlay) -> Hinted {
        Hinted(hint: HintView(hint, round: game.game.rounds.last), round: RoundView(game.game.rounds.last!, of: game.game.options.rounds),
               result: roundResult(game), gameScore: game.game.score)
    }

    func skip(_ request: ProtocolRequest, _ game: GameInPlay?, now: Double) throws(ProtocolFailure) -> Outcome {
        var game = try requireRound(game)
        game.game.giveUp(elapsed: try elapsed(request, game, now: now))
        return Outcome(reply: Skipped(result: roundResult(game)!, gameScore: game.game.score), game: game)
    }

    func next(_ game: GameInPlay?, now: Double) throws(ProtocolFailure) -> Outcome {
        guard var game else { throw ProtocolFailure("no_game", "no game yet; start one with {\"cmd\":\"new\"}") }
        if let last = game.game.rounds.last, !last.isOver, !game.game.isOver {
            throw ProtocolFailure("round_in_play", "round \(last.number) is still in play; answer it or send {\"cmd\":\"skip\"} first")
        }
        if let round = game.game.nextRound() {
            game.roundStarted = now
            return Outcome(reply: NextRound(round: RoundView(round, of: game.game.options.rounds), gameOver: false, summary: nil, code: nil), game: game)
        }
        return Outcome(reply: NextRound(round: nil, gameOver: true, summary: SummaryView(game.game.summary), code: keepsDailiesSecret ? game.code : nil), game: game)
    }

    // MARK: The game as a whole

    package func stateView(_ game: GameInPlay) -> State.GameView {
        let options = game.game.options
        return State.GameView(
            code: showsCode(of: game) ? game.code : nil, options: OptionsView(options), dictionary: dictionaryView(game.game.lexicon),
            round: game.game.rounds.last.map { RoundView($0, of: options.rounds) },
            gameOver: game.game.isOver, score: game.game.score, summary: SummaryView(game.game.summary), daily: game.daily)
    }

    /// The game's saved form: the engine's `GameState`, as a JSON object to give back to `resume`.
    func save(_ game: GameInPlay?) throws(ProtocolFailure) -> Saved {
        guard let game else { throw ProtocolFailure("no_game", "no game to save; start one with {\"cmd\":\"new\"}") }
        do {
            let data = try JSONEncoder().encode(game.game.state)
            return Saved(code: game.code, state: try JSONDecoder().decode(JSONValue.self, from: data))
        } catch {
            throw ProtocolFailure("internal", "the game could not be saved: \(error)")
        }
    }

    func resume(_ request: ProtocolRequest, now: Double) throws(ProtocolFailure) -> Outcome {
        guard let value = request["state"], case .object = value else {
            throw ProtocolFailure("missing_field", "resume needs \"state\": the object a save returned")
        }
        let saved: GameState
        do {
            saved = try JSONDecoder().decode(GameState.self, from: JSONEncoder().encode(value))
        } catch {
            throw ProtocolFailure("invalid_state", "\"state\" is not a saved game of this version; give the object a save returned")
        }
        let game = try Self.resume(saved, on: try shelf.dictionary(for: request), now: now)
        return Outcome(reply: State(game: stateView(game)), game: game)
    }

    /// A saved game on its dictionary, its round's clock going on from where it was saved.
    /// `trusted`: the state was sealed by this program (a server's token), so its words
    /// and tiles are not checked again. `code`: the game's puzzle code when known (a
    /// token carries it), else made again from the game.
    package static func resume(_ saved: GameState, on dictionary: OpenDictionary, now: Double, daily: DailyView? = nil,
                               trusted: Bool = false, code: String? = nil) throws(ProtocolFailure) -> GameInPlay {
        let game: Game
        do {
            game = trusted ? try Game(restoring: saved, lexicon: dictionary.lexicon, scoring: dictionary.scoring)
                : try Game(resuming: saved, lexicon: dictionary.lexicon, scoring: dictionary.scoring)
        } catch {
            if case .dictionaryMismatch = error { throw ProtocolFailure("wrong_dictionary", error.description) }
            throw ProtocolFailure("invalid_state", error.description)
        }
        // The saved clock, within reason (a crafted state may hold any number).
        let elapsed = min(max(game.rounds.last?.elapsed ?? 0, 0), 366 * 86_400)
        let code = code ?? PuzzleCode(game: game, daily: daily.flatMap { CalendarDate($0.date) }).text
        return GameInPlay(game: game, code: code, roundStarted: now - (elapsed.isFinite ? elapsed : 0), daily: daily)
    }
}
