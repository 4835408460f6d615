import Foundation
import Squramble
import Synchronization

/// A daily's secret, where ``EngineCommands/keepsDailiesSecret`` is set (`squramble serve`),
/// as the terminal keeps it (Documentation/PuzzleCodes.md, "Daily puzzles"): the code of
/// a daily is in no reply before its game is over, and a `new` game that deals the
/// letters of a daily still in play somewhere (today, or a day either side: the time
/// zones) is that daily, played as the daily, its code hidden in turn. Letters decide,
/// not a code's own daily mark: the same letters under another code are the same spoiler.
extension EngineCommands {
    /// Whether a reply may show `game`'s code: not a daily's before its game is over.
    func showsCode(of game: GameInPlay) -> Bool {
        !(keepsDailiesSecret && game.daily != nil && !game.game.isOver)
    }

    /// `game` as the daily it deals, if it deals every round of a daily in play (same
    /// mode, same letters): that daily's own game, clock and all.
    /// - Throws: `daily_in_play` when some of its rounds deal the letters of a round of
    ///   a daily in play, in this mode or another (a code made from a daily's board):
    ///   played through to its end, such a game would show that daily's answers.
    func playedAsDaily(_ game: GameInPlay, on dictionary: OpenDictionary, now: Double) throws(ProtocolFailure) -> GameInPlay {
        guard keepsDailiesSecret else { return game }
        let dealt = PuzzleCode(game: game.game).rounds
        let asked = Set(dealt)
        for day in dailyDaysInPlay() {
            for (mode, rounds) in Self.dailyLetters.letters(day: day, dictionary: dictionary) {
                if mode == game.game.options.mode && rounds == dealt {
                    let puzzle = DailyPuzzle(date: day, mode: mode, lexicon: dictionary.lexicon)
                    return try start(puzzle.options, on: dictionary, now: now, daily: DailyView(puzzle))
                }
                if rounds.contains(where: asked.contains) {
                    throw ProtocolFailure("daily_in_play", "this game deals letters of the \(mode.rawValue) daily puzzle of \(day), which is still in play; play that daily instead, and this game once it is over")
                }
            }
        }
        return game
    }

    /// The days whose daily may still be in play somewhere: today on this server's
    /// calendar and ``dailyWindow`` days either side (one day when it is not set).
    func dailyDaysInPlay() -> [CalendarDate] {
        let today = CalendarDate(Date(), in: timeZone)
        let window = max(dailyWindow ?? 1, 0)
        return (-window...window).map { today.adding(days: $0) }
    }

    /// The letters each day's dailies deal, by dictionary: worked out once per day.
    static var dailyLetters: DailyLetters { DailyLetters.shared }
}

/// The letters the daily puzzles of a day deal on a dictionary, in each mode, kept
/// between requests (a few days' worth) so a `new` game is compared with them cheaply.
final class DailyLetters: Sendable {
    static let shared = DailyLetters()

    private struct Key: Hashable {
        var dictionary: DictionaryIdentity
        var day: CalendarDate
    }

    private let kept = Mutex<[Key: [(GameMode, [DealtLetters])]]>([:])

    /// Each mode's daily of `day` on `dictionary` and the letters of its rounds (a mode
    /// whose daily cannot be dealt on this dictionary is left out).
    func letters(day: CalendarDate, dictionary: OpenDictionary) -> [(GameMode, [DealtLetters])] {
        let key = Key(dictionary: DictionaryIdentity(dictionary.lexicon), day: day)
        if let found = kept.withLock({ $0[key] }) { return found }
        var made: [(GameMode, [DealtLetters])] = []
        for mode in GameMode.allCases {
            let puzzle = DailyPuzzle(date: day, mode: mode, lexicon: dictionary.lexicon)
            guard let game = try? puzzle.makeGame(lexicon: dictionary.lexicon, scoring: dictionary.scoring) else { continue }
            made.append((mode, PuzzleCode(game: game).rounds))
        }
        kept.withLock { table in
            if table.count >= 64 { table.removeAll() }
            table[key] = made
        }
        return made
    }
}
