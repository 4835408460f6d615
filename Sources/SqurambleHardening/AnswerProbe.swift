import Squramble

/// The oracle of the answer fuzzer: arbitrary bytes typed as answers into games of
/// every mode never trap, always get a verdict, and the verdict agrees with the
/// dictionary and with the normalisation of the same text.
///
/// An input is one byte choosing the game, then answers separated by `\n`; each
/// answer's bytes are decoded the way a terminal line is (invalid UTF-8 becomes U+FFFD).
///
/// ```swift
/// let games = AnswerProbe.games(on: [try Lexicon.bundled("en")])
/// AnswerProbe.probe(Array("\u{0}stone\nSTONE\nｓｔｏｎｅ".utf8), games: games)
/// ```
public enum AnswerProbe {
    /// At most this many answers are judged per input.
    public static let maximumAnswers = 32

    /// One game of each mode on each dictionary, seeded, ready to be copied per input.
    public static func games(on lexicons: [Lexicon]) -> [Game] {
        var games: [Game] = []
        for lexicon in lexicons {
            for mode in GameMode.allCases {
                var options = GameOptions(mode: mode, seed: 20_261_122)
                options.rounds = 2
                if let game = try? Game(lexicon: lexicon, options: options) { games.append(game) }
            }
        }
        return games
    }

    /// Judges every answer of `bytes` in a copy of one of `games`; returns the verdicts.
    @discardableResult
    public static func probe(_ bytes: [UInt8], games: [Game]) -> [Verdict] {
        guard let first = bytes.first, !games.isEmpty else { return [] }
        var game = games[Int(first) % games.count]
        let lexicon = game.lexicon
        let policy = lexicon.policy
        var verdicts: [Verdict] = []
        for piece in bytes.dropFirst().split(separator: 0x0A, omittingEmptySubsequences: false).prefix(maximumAnswers) {
            let text = String(decoding: piece, as: UTF8.self)
            let key = try? policy.key(for: text)
            if let key {
                // Normalising a key again changes nothing: a typed key form is accepted too.
                let again = try? policy.key(for: key.text)
                precondition(again == key, "key(\(debug(text))) = \(debug(key.text)) but key of that = \(again.map { debug($0.text) } ?? "an error")")
            }
            _ = try? policy.displayForm(for: text)
            let before = game.currentRound
            let verdict = game.submit(text, elapsed: 1)
            verdicts.append(verdict)
            _ = verdict.description
            check(verdict, text: text, key: key, round: before, lexicon: lexicon)
            if game.currentRound?.isOver == true { game.nextRound() }
            if game.isOver { break }
        }
        return verdicts
    }

    static func check(_ verdict: Verdict, text: String, key: MatchKey?, round: Round?, lexicon: Lexicon) {
        guard let round, !round.isOver else {
            precondition(verdict == .roundOver || verdict == .timeUp, "no round in play but \(verdict)")
            return
        }
        switch verdict {
        case .correct(let answer), .anotherValidWord(let answer), .alreadyFound(let answer):
            precondition(key?.text == answer.key, "\(debug(text)) was credited as \(answer.key) but its key is \(key.map { debug($0.text) } ?? "none")")
            precondition(lexicon.contains(MatchKey(normalized: answer.key)), "credited \(answer.key) is not in the dictionary")
            if case .alreadyFound = verdict {
                precondition(round.found.contains(answer), "\(answer.key) was 'already found' but not found before")
            } else {
                precondition(!round.found.contains(answer), "\(answer.key) was credited twice")
            }
        case .notAWord(let echo):
            guard let key else { preconditionFailure("\(debug(text)) has no key but was judged not a word") }
            precondition(key.notAWordReason == nil, "\(debug(text)) is not letters but was judged 'not a word'")
            precondition(echo.count <= 41, "the echo of a rejected answer is \(echo.count) characters long")
            if round.mode != .grid {
                precondition(!lexicon.contains(key), "\(key) is a word made of the offered letters but was judged not a word")
            }
        case .notLetters:
            precondition(key == nil || key!.notAWordReason != nil || key!.isEmpty, "\(debug(text)) is letters but was judged 'not letters'")
        case .lettersNotOnOffer(let letters):
            precondition(!letters.isEmpty && key != nil, "'letters not on offer' without letters")
        case .wrongLength(_, let actual), .tooShort(_, let actual):
            precondition(actual == key?.letterCount, "length \(actual) reported for \(key.map(\.text) ?? "no key")")
        case .timeUp, .roundOver:
            preconditionFailure("a round is in play but \(verdict)")
        }
    }

    /// Text with every scalar outside printable ASCII shown as U+XXXX, for messages.
    static func debug(_ text: String) -> String {
        "\"" + text.unicodeScalars.prefix(80).map { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "U+" + String($0.value, radix: 16, uppercase: true) }.joined() + "\""
    }
}
