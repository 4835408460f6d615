import Foundation
@testable import Squramble

/// The engine's test dictionary, built in memory from `Fixtures/engine-words.tsv`.
enum EngineFixture {
    struct Line: Sendable {
        var display: String
        var key: MatchKey
        var band: DifficultyBand?
        var frequency: UInt8?
    }

    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The word list, parsed.
    static let lines: [Line] = {
        let text = try! String(contentsOf: fixturesFolder.appendingPathComponent("engine-words.tsv"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { raw -> Line? in
            guard !raw.hasPrefix("#") else { return nil }
            let fields = raw.split(separator: "\t").map(String.init)
            let policy = NormalizationPolicy.standard
            return Line(
                display: try! policy.displayForm(for: fields[0]),
                key: try! policy.key(for: fields[0]),
                band: Int(fields[1]).flatMap(DifficultyBand.init(rawValue:)),
                frequency: fields.count > 2 ? UInt8(fields[2]) : nil
            )
        }
    }()

    static let metadata = LexiconMetadata(name: "engine fixture", language: "en", policy: .standard,
                                          unicode: UnicodeVersions(icu: "0", unicode: "0"), builtBy: "engine tests")

    static func bytes(_ lines: [Line] = lines) -> [UInt8] {
        let words = lines.map {
            LexiconWord(key: $0.key, display: $0.display, frequency: $0.frequency, isTarget: $0.band != nil, band: $0.band)
        }
        return try! LexiconWriter.encode(words: words, metadata: metadata)
    }

    /// The dictionary every engine test shares (one instance, used from many threads).
    static let lexicon: Lexicon = try! Lexicon(bytes: bytes())

    static let scoring = Scoring(lexicon: lexicon)

    /// Keys of all words.
    static let keys: Set<String> = Set(lines.map(\.key.text))

    /// The entry for a word typed in the list.
    static func entry(_ word: String) -> LexiconEntry {
        lexicon.entry(for: try! NormalizationPolicy.standard.key(for: word))!
    }

    /// A round of `mode` built on the chosen target, for table-driven tests.
    static func round(_ mode: GameMode, target: String, seed: UInt64 = 1, configure: (inout GameOptions) -> Void = { _ in }) -> Round {
        var options = GameOptions(mode: mode, seed: seed)
        configure(&options)
        let builder = RoundBuilder(lexicon: lexicon, scoring: scoring, options: options)
        var random = SeededGenerator(seed: seed, stream: 1)
        return builder.makeRound(number: 1, target: entry(target), random: &random)!
    }

    /// A game whose current round is the given one (the first of `rounds`).
    static func game(_ mode: GameMode, target: String, seed: UInt64 = 1, configure: (inout GameOptions) -> Void = { _ in }) -> Game {
        var options = GameOptions(mode: mode, seed: seed)
        configure(&options)
        var game = try! Game(lexicon: lexicon, options: options, scoring: scoring)
        game.state.rounds[0] = round(mode, target: target, seed: seed, configure: configure)
        return game
    }

    // MARK: Brute force over the word list, for "every answer is enumerated" checks.

    static func bruteForceAnagrams(of letters: [Character]) -> Set<String> {
        let signature = LetterMultiset(letters)
        return Set(lines.filter { $0.key.multiset == signature }.map(\.key.text))
    }

    static func bruteForceSubwords(of letters: [Character], minLength: Int) -> Set<String> {
        let rack = LetterMultiset(letters)
        return Set(lines.filter { $0.key.letterCount >= minLength && rack.contains($0.key.multiset) }.map(\.key.text))
    }

    static func bruteForceGrid(_ rows: [[String]]) -> Set<String> {
        Set(lines.filter { line in
            let letters = line.key.letters
            return letters.count == rows.count && zip(letters, rows).allSatisfy { $1.contains(String($0)) }
        }.map(\.key.text))
    }
}
