import Foundation
import Squramble

/// Shows a game to a person: tiles, a prompt, one line per verdict, a summary per round.
///
/// At a terminal it uses colour (see ``Style``) and prompts; through pipes it writes
/// plain lines only, so a script can read them one by one.
struct TerminalReporter: GameReporter {
    let out = OutputStream.standardOutput
    let style: Style
    /// Whether to print prompts (standard input is a terminal).
    let prompts: Bool
    let locale: Locale

    /// Whether the prompt's clock is redrawn in place every second.
    let showsRunningClock: Bool
    private let lastPrompt = PromptMemory()

    init(style: Style, prompts: Bool, redraws: Bool, language: String) {
        self.style = style
        self.prompts = prompts
        showsRunningClock = prompts && redraws
        locale = Locale(identifier: language.isEmpty ? "en" : language)
    }

    // MARK: Words and tiles

    /// A word in capitals (with the dictionary's language rules: Turkish i → İ).
    func word(_ text: String) -> String { text.uppercased(with: locale) }

    /// A tile's letter in capitals, unless its capital is more than one letter (ß).
    func tileLetter(_ text: String) -> String {
        let upper = text.uppercased(with: locale)
        return upper.count == 1 ? upper : text
    }

    func tiles(_ tiles: [Tile]) -> String {
        tiles.map { style.tile(tileLetter($0.display)) }.joined(separator: " ")
    }

    func words(_ answers: [String], limit: Int = 12) -> String {
        let shown = answers.prefix(limit).map(word).joined(separator: ", ")
        return answers.count > limit ? "\(shown) and \(answers.count - limit) more" : shown
    }

    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))
        let s = whole % 60
        return "\(whole / 60):\(s < 10 ? "0" : "")\(s)"
    }

    // MARK: Events

    func gameStarted(_ game: Game, code: String, title: String) {
        out.line(style.bold(title))
        out.line("\(game.lexicon.metadata.name) · puzzle code \(style.accent(code))")
        out.line(style.dim("Type a word and press Return.  ? hint · ! shuffle · empty line: skip · /quit: end · /help"))
    }

    func roundStarted(_ round: Round, game: Game) {
        out.line()
        let header = "Round \(round.number) of \(game.options.rounds)"
        switch round.mode {
        case .unscramble:
            out.line("\(style.bold(header)) — unscramble these \(round.target.length) letters:")
        case .twist:
            let total = round.answers.count
            out.line("\(style.bold(header)) — find words of \(round.minimumLength)+ letters: \(total) to find, the longest has \(round.longestAnswerLength):")
        case .grid:
            out.line("\(style.bold(header)) — take one letter from each row, top to bottom, to make a \(round.grid.count)-letter word:")
        }
        showTiles(round)
        if let limit = round.timeLimit, !prompts {
            out.line("You have \(Self.clock(limit)).")
        }
    }

    private func showTiles(_ round: Round) {
        if round.mode == .grid {
            for (index, row) in round.grid.enumerated() {
                out.line("  \(style.dim(String(index + 1)))  \(tiles(row))")
            }
        } else {
            out.line("    \(tiles(round.tiles))")
        }
    }

    func prompt(_ round: Round, game: Game, elapsed: Double) {
        guard prompts else { return }
        let text = promptText(round, game: game, elapsed: elapsed)
        lastPrompt.text = text
        out.write(style.dim(text) + " > ")
    }

    /// Rewrites the prompt with the new time, leaving the cursor (and whatever the
    /// player is typing) where it is: save the cursor, go to the start of the line,
    /// write, restore. Skipped when the prompt would change width.
    func clockTicked(_ round: Round, game: Game, elapsed: Double) {
        guard showsRunningClock, let previous = lastPrompt.text else { return }
        let text = promptText(round, game: game, elapsed: elapsed)
        guard text != previous, text.count == previous.count else { return }
        lastPrompt.text = text
        out.write("\u{1B}7\r" + style.dim(text) + "\u{1B}8")
    }

    private func promptText(_ round: Round, game: Game, elapsed: Double) -> String {
        var parts = ["\(round.number)/\(game.options.rounds)", "\(game.score) pts"]
        if let limit = round.timeLimit {
            parts.append("\(Self.clock((limit - elapsed).rounded(.up))) left")
        } else {
            parts.append(Self.clock(elapsed))
        }
        parts.append(round.hintsTaken.count == 1 ? "1 hint" : "\(round.hintsTaken.count) hints")
        if round.mode != .unscramble { parts.append("\(round.found.count)/\(round.answers.count) found") }
        return parts.joined(separator: " · ")
    }

    func verdict(_ view: VerdictView, verdict: Verdict?, game: Game) {
        let good = style.good("✓"), bad = style.bad("✗")
        let line: String
        switch verdict {
        case .correct(let answer)?:
            line = "\(good) \(style.bold(word(answer.display))) — correct! +\(answer.points)"
        case .anotherValidWord(let answer)?:
            line = "\(good) \(style.bold(word(answer.display))) — \(game.options.mode == .twist ? "a word" : "another valid word"), +\(answer.points)"
        case .alreadyFound(let answer)?:
            line = "\(style.note("·")) \(word(answer.display)) — already found"
        case .notAWord(let typed)?:
            line = "\(bad) \(word(typed)) — not a word"
        case .lettersNotOnOffer(let letters)?:
            line = "\(bad) " + notOnOffer(letters, round: game.rounds.last)
        case let .wrongLength(expected, actual)?:
            line = "\(bad) \(actual) \(actual == 1 ? "letter" : "letters") — the word has \(expected)"
        case let .tooShort(minimum, actual)?:
            line = "\(bad) too short: \(actual) \(actual == 1 ? "letter" : "letters"), words need at least \(minimum)"
        case .notLetters(let reason)?:
            line = "\(bad) not a word: \(reason)"
        case .timeUp?:
            line = "\(style.note("⏱")) time is up"
        case .roundOver?:
            line = "\(style.note("·")) the round is over"
        case nil:
            line = "\(bad) \(view.message)"
        }
        var progress = ""
        if verdict?.isCredited == true, game.options.mode == .twist, let round = game.rounds.last {
            progress = style.dim("  (\(round.found.count) of \(round.answers.count))")
        }
        out.line("  " + line + progress)
    }

    /// "not on offer: J, R" and "only one E": letters missing and letters typed too often.
    private func notOnOffer(_ letters: [String], round: Round?) -> String {
        guard let round else { return "letters not on offer: \(letters.joined(separator: ", "))" }
        if round.mode == .grid {
            let named = letters.map { word($0) }.joined(separator: ", ")
            return "\(letters.count == 1 ? "letter" : "letters") not in \(letters.count == 1 ? "its row" : "their rows"): \(named)"
        }
        var parts: [String] = []
        let missing = letters.filter { letter in !round.tiles.contains { $0.letter == letter } }
        if !missing.isEmpty {
            parts.append("\(missing.count == 1 ? "letter" : "letters") not on offer: \(missing.map { word($0) }.joined(separator: ", "))")
        }
        for letter in letters where !missing.contains(letter) {
            let count = round.tiles.filter { $0.letter == letter }.count
            let numbers = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
            parts.append("only \(count < numbers.count ? numbers[count] : String(count)) \(word(letter))")
        }
        return parts.joined(separator: "; ")
    }

    func hint(_ hint: Hint, game: Game) {
        guard let round = game.rounds.last else { return }
        switch hint {
        case .shuffled:
            showTiles(round)
        case .nextLetter(_, _), .letterPlacement(_, _):
            out.line("  \(style.note("?")) \(pattern(round))  (\(hintText(hint)), −\(hint.kind?.cost ?? 0))")
        case .answersRemaining(let counts):
            let left = counts.filter { $0.remaining > 0 }.map { "\($0.remaining) of \($0.length) letters" }
            let text = left.isEmpty ? "no words left" : left.joined(separator: ", ")
            out.line("  \(style.note("?")) still to find: \(text)  (−\(hint.kind?.cost ?? 0))")
        case .refused(let reason):
            out.line("  \(style.note("?")) no hint: \(reason)")
        }
    }

    private func hintText(_ hint: Hint) -> String {
        switch hint {
        case let .nextLetter(position, letter): "letter \(position + 1) is \(word(letter))"
        case let .letterPlacement(letter, position): "\(word(letter)) is letter \(position + 1)"
        default: hint.description
        }
    }

    /// The target with the revealed letters, e.g. `P _ _ N _ _`.
    private func pattern(_ round: Round) -> String {
        var cells = Array(repeating: "_", count: round.targetLetters.count)
        for letter in round.revealed where letter.position < cells.count { cells[letter.position] = tileLetter(letter.letter) }
        return cells.joined(separator: " ")
    }

    func timeUp(_ round: Round) {
        if prompts { out.line() }
        out.line("  \(style.note("⏱")) time is up")
    }

    func stopped(_ ending: GameEnding) {
        // At a terminal, ^C or ^D was echoed after the prompt: start a new line.
        if prompts, ending != .quit { out.line() }
    }

    func roundEnded(_ round: Round, game: Game, stopped: Bool) {
        let breakdown = round.score
        var parts = ["words \(breakdown.words)"]
        if breakdown.time > 0 { parts.append("time \(breakdown.time)") }
        if breakdown.streak > 0 { parts.append("streak \(breakdown.streak)") }
        if breakdown.hints > 0 { parts.append("hints −\(breakdown.hints)") }
        let points = "round +\(breakdown.total) (\(parts.joined(separator: ", ")))"
        let others = round.answers.filter { $0.key != round.target.key }
        switch round.mode {
        case .unscramble:
            let also = others.isEmpty ? "" : " · also valid: \(words(others.map(\.display)))"
            if round.status == .solved {
                let foundTarget = round.found.contains { $0.key == round.target.key }
                let unfound = round.remainingAnswers.filter { $0.key != round.target.key }.map(\.display)
                var rest = foundTarget ? "" : " · the hidden word was \(style.bold(word(round.target.display)))"
                if !unfound.isEmpty { rest += " · also valid: \(words(unfound))" }
                out.line("  \(style.good("Solved")) in \(Self.clock(round.elapsed)) · \(points)\(rest)")
            } else {
                out.line("  \(ended(round, stopped)) The word was \(style.bold(word(round.target.display)))\(also) · \(points)")
            }
        case .twist:
            let missed = round.remainingAnswers.map(\.display)
            let found = "found \(round.found.count) of \(round.answers.count) words"
            if round.status == .solved {
                out.line("  \(style.good("Solved")) in \(Self.clock(round.elapsed)) · \(found) · \(points)")
            } else {
                out.line("  \(ended(round, stopped)) The longest word was \(style.bold(word(round.target.display))) · \(found) · \(points)")
            }
            if !missed.isEmpty { out.line(style.dim("    missed: \(words(missed, limit: 15))")) }
        case .grid:
            let missed = round.remainingAnswers.filter { $0.key != round.target.key }.map(\.display)
            let head = round.status == .solved ? style.good("Solved") + " in \(Self.clock(round.elapsed)):" : ended(round, stopped) + " The hidden word was"
            out.line("  \(head) \(style.bold(word(round.target.display))) · found \(round.found.count) of \(round.answers.count) · \(points)")
            if !missed.isEmpty { out.line(style.dim("    also in the grid: \(words(missed))")) }
        }
    }

    private func ended(_ round: Round, _ stopped: Bool) -> String {
        if stopped { return style.note("Stopped.") }
        return round.status == .timedOut ? style.note("Out of time.") : style.note("Skipped.")
    }

    func help() {
        for line in PlayerInput.keys { out.line("  " + line) }
    }

    func unknownCommand(_ command: String) {
        out.line("  \(style.note("·")) \(command) is not a command; /help lists them (a word never starts with /)")
    }

    func gameEnded(_ game: Game, ending: GameEnding, code: String, statistics: StatisticsNote) {
        let summary = game.summary
        out.line()
        let head: String = switch ending {
        case .finished: "Game over"
        case .quit: "Game ended"
        case .endOfInput: "Game ended (end of input)"
        case .interrupted: "Game interrupted"
        }
        out.line("\(style.bold(head)) — \(summary.roundsSolved) of \(summary.roundsPlayed) \(summary.roundsPlayed == 1 ? "round" : "rounds") solved · \(style.bold("\(summary.score) points"))")
        var details = ["\(summary.wordsFound) \(summary.wordsFound == 1 ? "word" : "words") found",
                       "\(summary.hintsTaken) \(summary.hintsTaken == 1 ? "hint" : "hints")",
                       "best streak \(summary.bestStreak)"]
        if let longest = summary.longestWord { details.append("longest word \(word(longest.display))") }
        details.append("\(Self.clock(summary.seconds)) in all")
        out.line("  " + details.joined(separator: " · "))
        out.line("  Replay it, or challenge a friend: squramble --code \(code)")
        if let line = statistics.line { out.line("  " + line) }
    }
}

/// The prompt last written (the reporter is a value; its memory is shared).
private final class PromptMemory {
    var text: String?
}
