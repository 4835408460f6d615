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
    let out = StandardStream.output
    let style: Style
    /// Whether to print prompts (standard input is a terminal).
    let prompts: Bool
    let locale: Locale
    /// The one case tiles and words are shown in, by the dictionary's language.
    let letterCase: LetterCase
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
        letterCase = LetterCase(language: language)
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

    /// Writes `lead`, then `command` and a puzzle code (`squramble --code SQ-…`), on one
    /// line when they fit. Otherwise the command and the code go to a line of their
    /// own, indented `indent`; and when even that is too wide, the code goes on lines
    /// of its own, broken only after a dash: no group of a code is ever cut (a code
    /// reads the same across line breaks). Through pipes, one line.
    func showCode(_ code: String, after lead: String, command: String = "", indent: Int) {
        let tail = command.isEmpty ? code : command + " " + code
        let shownTail = command.isEmpty ? style.accent(code) : command + " " + style.accent(code)
        guard let columns, TextWidth.of(lead) + 1 + TextWidth.of(tail) > columns - 1 else {
            show(lead + " " + shownTail)
            return
        }
        show(lead)
        let margin = String(repeating: " ", count: indent)
        if indent + TextWidth.of(tail) <= columns - 1 {
            out.line(margin + shownTail)
            return
        }
        if !command.isEmpty { out.line(margin + command) }
        for line in Self.codeLines(code, width: columns - 1 - indent) { out.line(margin + style.accent(line)) }
    }

    /// `code` in lines of at most `width` columns, each break after a dash (a group
    /// longer than the width, which no code has, is the only thing cut).
    static func codeLines(_ code: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for group in code.split(separator: "-", omittingEmptySubsequences: false).map(String.init) {
            let piece = current.isEmpty ? group : "-" + group
            if !current.isEmpty, current.count + piece.count + 1 > width {   // room for the dash that ends the line
                lines.append(current + "-")
                current = group
            } else {
                current += piece
            }
        }
        lines.append(current)
        return lines
    }

    // MARK: Words and tiles

    /// A word in the tiles' case (``LetterCase``: capitals by the language's rules,
    /// Turkish i → İ, and ß stays ß as on its tile).
    func word(_ text: String) -> String { letterCase.word(text) }

    /// A tile's letter, in the case the engine gives it (``LetterCase``).
    func tileLetter(_ text: String) -> String { letterCase.letter(text) }

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

    func gameStarted(_ game: Game, code: String?, title: String) {
        show(style.bold(title))
        if let code {
            showCode(code, after: "\(game.lexicon.metadata.name) · puzzle\u{A0}code", indent: 2)
        } else {
            show(game.lexicon.metadata.name)
        }
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
            show("\(style.bold(header)) — unscramble these \(round.tiles.count) letters:")
        case .twist:
            let total = round.answers.count
            show("\(style.bold(header)) — find words of \(round.minimumLength)+ letters: \(total) to find, the longest has \(round.longestAnswerLength):")
        case .grid:
            let count = round.answers.count - 1
            let others = count == 0 ? "" : " (\(count) other \(count == 1 ? "word fits and scores" : "words fit and score") too)"
            show("\(style.bold(header)) — find the hidden \(round.grid.count)-letter word, one letter from each row, top to bottom\(others):")
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
    /// leaves at least ``inputRoom`` columns to type in (see ``fit(_:columns:)``).
    private func fittedPrompt(_ round: Round, game: Game, elapsed: Double) -> (Int) -> String {
        let candidates = promptParts(round, game: game, elapsed: elapsed)
        let style = style
        return { columns in Self.fit(candidates, columns: columns).map { style.dim($0) + " > " } ?? "> " }
    }

    /// The first of `candidates` (fullest first) that leaves ``inputRoom`` columns to
    /// type in after it and " > "; on a very narrow window the last one with half that
    /// room; `nil` when not even that fits (the prompt is then "> " alone).
    static func fit(_ candidates: [String], columns: Int) -> String? {
        if let text = candidates.first(where: { TextWidth.of($0) + 3 + inputRoom <= columns }) { return text }
        if let last = candidates.last, TextWidth.of(last) + 3 + inputRoom / 2 <= columns { return last }
        return nil
    }

    /// The fewest columns left for typing beside the prompt.
    static let inputRoom = 10

    /// What the prompt tells: where the game stands.
    struct PromptFacts: Sendable {
        var round: Int
        var rounds: Int
        var score: Int
        /// "0:42" or "0:18 left".
        var clock: String
        var hints: Int
        var mode: GameMode
        var found: Int
        var answers: Int
    }

    func promptParts(_ round: Round, game: Game, elapsed: Double) -> [String] {
        let clock = round.timeLimit.map { "\(Self.clock(($0 - elapsed).rounded(.up))) left" } ?? Self.clock(elapsed)
        return Self.promptParts(PromptFacts(round: round.number, rounds: game.options.rounds, score: game.score, clock: clock,
                                            hints: round.hintsTaken.count, mode: round.mode,
                                            found: round.found.count, answers: round.answers.count))
    }

    /// The prompt's text, from the fullest to the shortest. What matters most stays
    /// longest: the round, the score and the clock; the words found go first, then
    /// the hints (kept a while when some were taken), then the spaces.
    ///
    /// Twist counts the words found out of all of them ("3/79 found": every word
    /// found ends the round). Grid counts the words found only ("2 found"): the
    /// hidden word ends the round, the other words of the grid score on the way.
    static func promptParts(_ facts: PromptFacts) -> [String] {
        let hints = facts.hints == 1 ? "1 hint" : "\(facts.hints) hints"
        let counted: (long: String, short: String)? = switch facts.mode {
        case .unscramble: nil
        case .twist: ("\(facts.found)/\(facts.answers) found", "\(facts.found)/\(facts.answers)")
        case .grid: ("\(facts.found) found", "\(facts.found) found")
        }
        let essential = ["\(facts.round)/\(facts.rounds)", "\(facts.score) pts", facts.clock]
        let takenHints = facts.hints == 0 ? [] : [hints]
        let candidates = [
            essential + [hints] + [counted?.long].compactMap { $0 },
            essential + takenHints + [counted?.short].compactMap { $0 },
            essential + takenHints,
            essential,
        ].map { $0.joined(separator: " · ") }
        return candidates + [essential.joined(separator: " ")]
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
        let rack = round.rackLetters
        let missing = letters.filter { !rack.contains($0) }
        if !missing.isEmpty {
            let named = missing.map { letter -> String in
                // ı typed where I is on offer: say which letter is there.
                let upper = letter.uppercased(with: locale)
                let lookalike = upper.lowercased(with: locale)
                guard typedLetter(letter) != upper, rack.contains(lookalike) else { return typedLetter(letter) }
                return "\(letter) (the tile is \(tileLetter(lookalike)), not \(letter))"
            }
            parts.append("\(missing.count == 1 ? "letter" : "letters") not on offer: \(named.joined(separator: ", "))")
        }
        for letter in letters where !missing.contains(letter) {
            let count = rack.filter { $0 == letter }.count
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
        let points = "round\u{A0}+\(breakdown.total) (\(parts.joined(separator: ", ")))"
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
        show("\(style.bold(head)) — \(summary.roundsSolved) of \(summary.roundsPlayed) \(summary.roundsPlayed == 1 ? "round" : "rounds") solved · \(style.bold("\(summary.score)\u{A0}points"))")
        var details = ["\(summary.wordsFound) \(summary.wordsFound == 1 ? "word" : "words") found",
                       "\(summary.hintsTaken) \(summary.hintsTaken == 1 ? "hint" : "hints")",
                       "best\u{A0}streak\u{A0}\(summary.bestStreak)"]
        if let longest = summary.longestWord { details.append("longest word \(word(longest.display))") }
        details.append("\(Self.clock(summary.seconds))\u{A0}in\u{A0}all")
        show("  " + details.joined(separator: " · "))
        showCode(code, after: "  Replay it, or challenge a friend:", command: "squramble --code", indent: 4)
        if let line = statistics.line { show("  " + line) }
    }

    func gameStopped(_ game: Game, ending: GameEnding, statistics: StatisticsNote) {
        show()
        let head: String = switch ending {
        case .finished, .quit: "Stopped"
        case .endOfInput: "Stopped (end of input)"
        case .interrupted: "Interrupted"
        }
        let round = game.currentRound.map { "round \($0.number) of \(game.options.rounds)" } ?? "\(game.options.rounds) rounds"
        show("\(style.bold(head)) — \(round) · \(style.bold("\(game.score)\u{A0}points"))\u{A0}so\u{A0}far")
        if let line = statistics.line { show("  " + line) }
    }
}


