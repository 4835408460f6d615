// EmbedSquramble: a complete program that embeds the Squramble engine.
//
//     swift run EmbedSquramble                 # the bundled English dictionary
//     swift run EmbedSquramble path/to/x.sqd   # any dictionary file
//     swift run EmbedSquramble --demo          # a tiny dictionary built in memory
//
// It plays one seeded Twist round by itself (a "bot" that knows some answers and
// makes mistakes on purpose), saves and resumes the game, plays today's Unscramble
// puzzle, and runs many games at once on one dictionary. See Documentation/Embedding.md.

import Foundation
import Squramble
import SqurambleEnglish

/// Opens the dictionary named on the command line, the bundled one, or a demo one.
func openDictionary(_ arguments: [String]) throws -> Lexicon {
    if let path = arguments.first, path != "--demo" {
        return try Lexicon.open(at: path)
    }
    if arguments.first != "--demo", let bundled = try? Lexicon.english() {
        return bundled
    }
    return try demoDictionary()
}

/// A few words, written to `.sqd` bytes in memory and opened from them.
func demoDictionary() throws -> Lexicon {
    let policy = NormalizationPolicy.standard
    let targets = ["planets", "garden", "stone", "plane", "danger"]
    let others = ["planet", "plant", "plan", "slant", "pants", "panel", "petal", "plate", "leap", "pale", "lap", "tap",
                  "pat", "apt", "nap", "pan", "pen", "net", "ten", "set", "sent", "nest", "pest", "step", "pets",
                  "late", "tale", "teal", "least", "steal", "slate", "notes", "tones", "onset", "grand", "range",
                  "anger", "dear", "read", "dare", "near", "earn", "end", "and", "red", "age", "are", "era", "ear"]
    var words: [LexiconWord] = []
    for word in targets + others {
        words.append(LexiconWord(key: try policy.key(for: word), display: try policy.displayForm(for: word),
                                 frequency: 40, isTarget: targets.contains(word), band: targets.contains(word) ? .easy : nil))
    }
    let metadata = LexiconMetadata(name: "demo", language: "en", policy: policy)
    return try Lexicon(bytes: LexiconWriter.encode(words: words, metadata: metadata))
}

/// Plays one Twist round: some wrong answers, some right ones, a hint, then the longest word.
func playTwist(on lexicon: Lexicon) throws -> GameState {
    var options = GameOptions(mode: .twist, seed: 2026)
    options.rounds = 1
    options.lengths = 6...7
    options.minimumWordLength = 3
    options.bands = DifficultyBand.allCases
    var game = try Game(lexicon: lexicon, options: options)
    guard let round = game.currentRound else { return game.state }

    print("Twist — rack: \(round.letters)   (\(round.answers.count) words of \(round.minimumLength)+ letters to find)")
    var seconds = 0.0
    func say(_ typed: String) {
        seconds += 4
        print("  > \(typed.debugDescription)  →  \(game.submit(typed, elapsed: seconds))")
    }
    say("zz")                                   // letters not on offer
    say("ab")                                   // too short (or not on offer)
    say("🙂")                                    // not letters at all
    for answer in round.answers.suffix(3) { say(answer.display.uppercased()) }   // short words, shouted
    say(round.answers.last?.display ?? "")      // already found
    print("  hint: \(game.hint(.answersRemaining, elapsed: seconds))")
    print("  hint: \(game.hint(.nextLetter, elapsed: seconds))")
    print("  \(game.shuffle())")
    return game.state
}

/// Saves a game as JSON, reads it back and finishes the round.
func resumeAndFinish(_ state: GameState, on lexicon: Lexicon) throws {
    let saved = try JSONEncoder().encode(state)
    print("Saved the game: \(saved.count) bytes of JSON")
    let restored = try JSONDecoder().decode(GameState.self, from: saved)
    var game = try Game(resuming: restored, lexicon: lexicon)
    if let longest = game.currentRound?.answers.first {
        print("  resumed  > \(longest.display)  →  \(game.submit(longest.key, elapsed: restored.rounds.last!.elapsed + 5))")
    }
    if let round = game.rounds.last {
        print("  round \(round.status): \(round.found.count)/\(round.answers.count) words, score \(round.score.total) "
            + "(words \(round.score.words), time \(round.score.time), streak \(round.score.streak), hints −\(round.score.hints))")
    }
}

/// Today's Unscramble puzzle for this player (their local date), solved by looking at the answers.
func playDaily(on lexicon: Lexicon) throws {
    let daily = DailyPuzzle.today(mode: .unscramble, lexicon: lexicon)
    var game = try daily.makeGame(lexicon: lexicon)
    print("Daily Unscramble #\(daily.number) for \(daily.date):")
    while let round = game.currentRound {
        let verdict = game.submit(round.answers.last!.key, elapsed: 9)
        print("  \(round.letters)  →  \(verdict)")
        game.nextRound()
    }
    print("  total \(game.summary.score) in \(game.summary.roundsSolved)/\(game.summary.roundsPlayed) rounds")
}

/// Many games at once on one dictionary: `Lexicon` and `Game` are `Sendable` values.
func playManyAtOnce(on lexicon: Lexicon) async throws {
    let scoring = Scoring(lexicon: lexicon)       // measured once, shared by every game
    let scores = try await withThrowingTaskGroup(of: Int.self) { group in
        for seed in UInt64(1)...32 {
            group.addTask {
                var game = try Game(lexicon: lexicon, options: GameOptions(mode: .unscramble, seed: seed), scoring: scoring)
                while let round = game.currentRound {
                    game.submit(round.target.key, elapsed: Double(seed % 20))
                    game.nextRound()
                }
                return game.score
            }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    print("32 games on \(ProcessInfo.processInfo.activeProcessorCount) cores: best \(scores.max() ?? 0), mean \(scores.reduce(0, +) / max(1, scores.count))")
}

do {
    let lexicon = try openDictionary(Array(CommandLine.arguments.dropFirst()))
    print("Dictionary: \(DictionaryIdentity(lexicon)), normalisation: \(lexicon.policy)")
    let state = try playTwist(on: lexicon)
    try resumeAndFinish(state, on: lexicon)
    try playDaily(on: lexicon)
    try await playManyAtOnce(on: lexicon)
} catch let error as LexiconError {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
