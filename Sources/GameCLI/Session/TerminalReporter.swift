import Foundation
import Squramble
import SqurambleServer
import SqurambleTerminal

/// Shows a game to a person: tiles, a prompt, one line per verdict, a summary per round.
///
/// At a terminal it uses colour (see ``Style``), folds every line to the window's
/// width without cutting a word (``TextWidth/fold(_:width:hangingIndent:)``), and
/// draws the prompt through ``TerminalLineInput``, which fits it to the width and
/// keeps it on one row. Through pipes it writes plain lines only, so a script can
/// read them one by one.
struct TerminalReporter: GameReporter {
    let out = OutputStream.standardOutput
    let style: Style
    /// Whether to print prompts (standard input is a terminal).
    let prompts: Bool
    let locale: Locale
    /// The edited input row, when the terminal can be redrawn.
    let lineInput: TerminalLineInput?
    /// Whether standard output is a terminal (lines are folded to its width).
    let foldsLines: Bool

    /// Whether the prompt's clock is redrawn every second.
    var showsRunningClock: Bool { lineInput != nil }
    /// At a terminal an empty line asks again; through pipes it gives up the round.
    var asksAgainOnEmptyLine: Bool { prompts }

    init(style: Style, prompts: Bool, lineInput: TerminalLineInput?, foldsLines: Bool, language: String) {
        self.style = style
        self.prompts = prompts
        self.lineInput = lineInput
        self.foldsLines = foldsLines
        locale = Locale(identifier: language.isEmpty ? "en" : language)
    }

    /// The window's width, or `nil` when output is not a terminal.
    var columns: Int? {
        guard foldsLines else { return nil }
        return RawMode.size(of: out.descriptor)?.columns ?? 80
    }

    /// Writes one line, folded to the window's width at a terminal; continuation lines
    /// are indented `hanging` more than the first.
    func show(_ line: String = "", hanging: Int = 2) {
        guard let columns else {
            out.line(String(line.map { $0 == TextWidth.glue ? " " : $0 }))
            return
        }
        for piece in TextWidth.fold(line, width: columns - 1, hangingIndent: hanging) { out.line(piece) }
    }

    // MARK: Words and tiles

    /// A word in capitals (with the dictionary's language rules: Turkish i → İ).
    func word(_ text: String) -> String { text.uppercased(with: locale) }

    /// A tile's letter in capitals, unless its capital is more than one letter (ß).
    func tileLetter(_ text: String) -> String {
        let upper = text.uppercased(with: locale)
        return upper.count == 1 ? upper : text
    }

    /// A letter the player typed, in capitals only when the capital stands for that
    /// letter alone: a dotless ı stays ı (its capital I would name the I on offer).
    func typedLetter(_ letter: String) -> String {
        let upper = letter.uppercased(with: locale)
        return upper.lowercased(with: locale) == letter ? upper : letter
    }

    func tiles(_ tiles: [Tile]) -> String {
        tiles.map { style.tile(tileLetter($0.display)) }.joined(separator: " ")
    }

    /// Words in capitals, separated by commas: as many as fit in `lines` lines of the
    /// window at a terminal (so a wide window shows more), else the first `limit`.
    func words(_ answers: [String], limit: Int = 12, lines: Int = 3) -> String {
        let shown = answers.map(word)
        if let columns { return TextWidth.list(shown, room: lines * max(20, columns - 8)) }
        let first = shown.prefix(limit).joined(separator: ", ")
        return answers.count > limit ? "\(first) and \(answers.count - limit) more" : first
    }

    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.down)))
        let s = whole % 60
        return "\(whole / 60):\(s < 10 ? "0" : "")\(s)"
    }

    // MARK: Events

    func gameStarted(_ game: Game, code: String, title: String) {
        show(style.bold(title))
        show("\(game.lexicon.metadata.name) · puzzle\u{A0}code \(style.accent(code))")
        // Each key with its separator is glued together, so a folded line never cuts one.
        var keys = ["?\u{A0}hint", "!\u{A0}shuffle", prompts ? "/skip" : "empty\u{A0}line:\u{A0}skip", "/quit", "/help"]
        if game.options.mode == .twist { keys.insert("/next\u{A0}once\u{A0}a\u{A0}longest\u{A0}word\u{A0}is\u{A0}found", at: 2) }
        show(style.dim("Type a word and press Return · " + keys.joined(separator: "\u{A0}· ")), hanging: 0)
    }

    func roundStarted(_ round: Round, game: Game) {
        show()
        let header = "Round \(round.number) of \(game.options.rounds)"
        switch round.mode {
        case .unscramble:
            show("\(style.bold(header)) — unscramble these \(round.target.length) letters:")
        case .twist:
            let total = round.answers.count
            show("\(style.bold(header)) — find words of \(round.minimumLength)+ letters: \(total) to find, the longest has \(round.longestAnswerLength):")
        case .grid:
            show("\(style.bold(header)) — take one letter from each row, top to bottom, to make a \(round.grid.count)-letter word:")
        }
        showTiles(round)
        if let limit = round.timeLimit, !prompts {
            show("You have \(Self.clock(limit)).")
        }
    }

    private func showTiles(_ round: Round) {
        if round.mode == .grid {
            for (index, row) in round.grid.enumerated() {
                show("  \(style.dim(String(index + 1)))  \(tiles(row))")
            }
        } else {
            show("    \(tiles(round.tiles))")
        }
    }

    func prompt(_ round: Round, game: Game, elapsed: Double) {
        guard prompts else { return }
        if let lineInput {
            lineInput.begin(prompt: fittedPrompt(round, game: game, elapsed: elapsed))
        } else {
            out.write(style.dim(promptParts(round, game: game, elapsed: elapsed)[0]) + " > ")
        }
    }

    /// The clock moved: the input row is redrawn with the new prompt, the line being
    /// typed (and the cursor in it) untouched.
    func clockTicked(_ round: Round, game: Game, elapsed: Double) {
        lineInput?.update(prompt: fittedPrompt(round, game: game, elapsed: elapsed))
    }

    /// The prompt for a width: the longest of ``promptParts(_:game:elapsed:)`` that
    /// leaves at least ``inputRoom`` columns to type in.
    private func fittedPrompt(_ round: Round, game: Game, elapsed: Double) -> (Int) -> String {
        let candidates = promptParts(round, game: game, elapsed: elapsed)
        let style = style
        return { columns in
            for text in candidates where TextWidth.of(text) + 3 + Self.inputRoom <= columns {
                return style.dim(text) + " > "
            }
            return "> "
        }
    }

    /// The fewest columns left for typing beside the prompt.
    static let inputRoom = 10

    /// The prompt's text, from the fullest to the shortest: round, score, clock, hints
    /// and (Twist, Grid) words found; then without "found" and the hints when none was
    /// taken; then without the hints; then the clock and the words found only.
    func promptParts(_ round: Round, game: Game, elapsed: Double) -> [String] {
        let clock = round.timeLimit.map { "\(Self.clock(($0 - elapsed).rounded(.up))) left" } ?? Self.clock(elapsed)
        let hints = round.hintsTaken.count == 1 ? "1 hint" : "\(round.hintsTaken.count) hints"
        let counted = round.mode != .unscramble ? "\(round.found.count)/\(round.answers.count)" : nil
        let full = ["\(round.number)/\(game.options.rounds)", "\(game.score) pts", clock, hints] + [counted.map { $0 + " found" }].compactMap { $0 }
        let shorter = ["\(round.number)/\(game.options.rounds)", "\(game.score) pts", clock]
            + (round.hintsTaken.isEmpty ? [] : [hints]) + [counted].compactMap { $0 }
        let withoutHints = ["\(round.number)/\(game.options.rounds)", "\(game.score) pts", clock] + [counted].compactMap { $0 }
        let shortest = [clock] + [counted].compactMap { $0 }
        return [full, shorter, withoutHints, shortest].map { $0.joined(separator: " · ") }
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
        show("  " + line + progress)
    }

    /// "not on offer: J, R" and "only one E": letters missing and letters typed too often.
    private func notOnOffer(_ letters: [String], round: Round?) -> String {
        guard let round else { return "letters not on offer: \(letters.joined(separator: ", "))" }
        if round.mode == .grid {
            let named = letters.map(typedLetter).joined(separator: ", ")
            return "\(letters.count == 1 ? "letter" : "letters") not in \(letters.count == 1 ? "its row" : "their rows"): \(named)"
        }
        var parts: [String] = []
        let missing = letters.filter { letter in !round.tiles.contains { $0.letter == letter } }
        if !missing.isEmpty {
            let named = missing.map { letter -> String in
                // ı typed where I is on offer: say which letter is there.
                let upper = letter.uppercased(with: locale)
                let lookalike = upper.lowercased(with: locale)
                guard typedLetter(letter) != upper, round.tiles.contains(where: { $0.letter == lookalike }) else { return typedLetter(letter) }
                return "\(letter) (the tile is \(tileLetter(lookalike)), not \(letter))"
            }
            parts.append("\(missing.count == 1 ? "letter" : "letters") not on offer: \(named.joined(separator: ", "))")
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
            show("  \(style.note("?")) \(pattern(round))  (\(hintText(hint)), −\(hint.kind?.cost ?? 0))")
        case .answersRemaining(let counts):
            let left = counts.filter { $0.remaining > 0 }.map { "\($0.remaining) of \($0.length) letters" }
            let text = left.isEmpty ? "no words left" : left.joined(separator: ", ")
            show("  \(style.note("?")) still to find: \(text)  (−\(hint.kind?.cost ?? 0))")
        case .refused(let reason):
            show("  \(style.note("?")) no hint: \(reason)")
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
        if let lineInput { lineInput.endRow() } else if prompts { show() }
        show("  \(style.note("⏱")) time is up")
    }

    func stopped(_ ending: GameEnding) {
        // At a terminal, ^C or ^D was echoed after the prompt: start a new line.
        // The edited input row ends its own row.
        if let lineInput { lineInput.endRow() } else if prompts, ending != .quit { show() }
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
                show("  \(style.good("Solved")) in \(Self.clock(round.elapsed)) · \(points)\(rest)")
            } else {
                show("  \(ended(round, stopped)) The word was \(style.bold(word(round.target.display)))\(also) · \(points)")
            }
        case .twist:
            let missed = round.remainingAnswers.map(\.display)
            let found = "found \(round.found.count) of \(StatsReport.count(round.answers.count, "word"))"
            if round.status == .solved {
                show("  \(style.good("Solved")) in \(Self.clock(round.elapsed)) · \(found) · \(points)")
            } else {
                show("  \(ended(round, stopped)) The longest word was \(style.bold(word(round.target.display))) · \(found) · \(points)")
            }
            if !missed.isEmpty { show("    " + style.dim("missed: \(words(missed, limit: 15))"), hanging: 4) }
        case .grid:
            let missed = round.remainingAnswers.filter { $0.key != round.target.key }.map(\.display)
            let head = round.status == .solved ? style.good("Solved") + " in \(Self.clock(round.elapsed)):" : ended(round, stopped) + " The hidden word was"
            show("  \(head) \(style.bold(word(round.target.display))) · found \(round.found.count) of \(round.answers.count) · \(points)")
            if !missed.isEmpty { show("    " + style.dim("also in the grid: \(words(missed))"), hanging: 4) }
        }
    }

    private func ended(_ round: Round, _ stopped: Bool) -> String {
        if stopped { return style.note("Stopped.") }
        return round.status == .timedOut ? style.note("Out of time.") : style.note("Skipped.")
    }

    func help() {
        for line in PlayerInput.keys { show("  " + line) }
    }

    func unknownCommand(_ command: String) {
        show("  \(style.note("·")) \(command) is not a command; /help lists them (a word never starts with /)")
    }

    func gameEnded(_ game: Game, ending: GameEnding, code: String, statistics: StatisticsNote) {
        let summary = game.summary
        show()
        let head: String = switch ending {
        case .finished: "Game over"
        case .quit: "Game ended"
        case .endOfInput: "Game ended (end of input)"
        case .interrupted: "Game interrupted"
        }
        show("\(style.bold(head)) — \(summary.roundsSolved) of \(summary.roundsPlayed) \(summary.roundsPlayed == 1 ? "round" : "rounds") solved · \(style.bold("\(summary.score) points"))")
        var details = ["\(summary.wordsFound) \(summary.wordsFound == 1 ? "word" : "words") found",
                       "\(summary.hintsTaken) \(summary.hintsTaken == 1 ? "hint" : "hints")",
                       "best streak \(summary.bestStreak)"]
        if let longest = summary.longestWord { details.append("longest word \(word(longest.display))") }
        details.append("\(Self.clock(summary.seconds)) in all")
        show("  " + details.joined(separator: " · "))
        show("  Replay it, or challenge a friend: squramble\u{A0}--code\u{A0}\(code)")
        if let line = statistics.line { show("  " + line) }
    }
}


