/// Builds rounds: picks a target, scrambles it or hides it in a grid, and
/// enumerates every answer.
struct RoundBuilder: Sendable {
    let lexicon: Lexicon
    let scoring: Scoring
    let options: GameOptions
    let picker: TargetPicker

    /// How many targets one round may try before the dictionary counts as exhausted.
    static let attemptsPerRound = 64

    init(lexicon: Lexicon, scoring: Scoring, options: GameOptions) {
        self.lexicon = lexicon
        self.scoring = scoring
        self.options = options
        picker = TargetPicker(lexicon: lexicon, lengths: options.targetLengths, bands: options.bands)
    }

    /// Round `number` (1-based), with a target not in `used`; `nil` when no fresh
    /// target gives a fair round. Depends only on the seed, the number and `used`.
    func makeRound(number: Int, avoiding used: Set<WordID>) -> Round? {
        var random = SeededGenerator(seed: options.seed, stream: UInt64(number))
        var excluded = used
        for _ in 0..<Self.attemptsPerRound {
            guard let id = picker.pick(excluding: excluded, using: &random) else { return nil }
            excluded.insert(id)
            guard let entry = lexicon.entry(id) else { continue }
            if let round = makeRound(number: number, target: entry, random: &random) { return round }
        }
        return nil
    }

    /// Why no round could be built, for ``GameError/cannotBuildPuzzle(_:)``.
    var failureExplanation: String {
        if options.mode == .grid, lexicon.alphabet.count < options.gridColumns {
            return "a grid of \(options.gridColumns) letters per row needs at least that many different letters, "
                + "and the dictionary has \(lexicon.alphabet.count)"
        }
        return "none of the \(picker.total) matching targets could be scrambled into a non-word"
            + (options.mode == .grid ? " or hidden in a grid with at most \(options.gridMaxAnswers) answers" : "")
    }

    /// A round on `target`, or `nil` when that target cannot make a fair one.
    func makeRound(number: Int, target entry: LexiconEntry, random: inout SeededGenerator) -> Round? {
        let targetTiles = tiles(for: entry)
        let target = answer(for: entry)
        switch options.mode {
        case .unscramble, .twist:
            let ids = options.mode == .unscramble
                ? lexicon.anagrams(of: entry.key.multiset)
                : lexicon.subanagrams(of: entry.key.multiset, minLength: options.minimumWordLength)
            let answers = sortedAnswers(ids)
            // The anagrams are among the answers; the dictionary is asked too, in case
            // an arrangement is a word the multiset query did not report.
            let anagramKeys = Set(answers.filter { $0.length == target.length }.map(\.key))
            let isWord = { (key: String) in anagramKeys.contains(key) || lexicon.contains(MatchKey(normalized: key)) }
            guard let scramble = Scrambler.scramble(targetTiles, isWord: isWord, using: &random) else { return nil }
            return Round(
                number: number, mode: options.mode, target: target, targetLetters: targetTiles,
                tiles: scramble, grid: [],
                minimumLength: options.mode == .twist ? options.minimumWordLength : target.length,
                timeLimit: options.timeLimit, answers: answers, generator: random
            )
        case .grid:
            var grid = GridBuilder(lexicon: lexicon, scoring: scoring, columns: options.gridColumns, maxAnswers: options.gridMaxAnswers)
            guard let rows = grid.build(hiding: targetTiles, using: &random) else { return nil }
            let answers = sortedAnswers(GridBuilder.answers(in: rows.map { $0.map(\.letter) }, lexicon: lexicon))
            return Round(
                number: number, mode: .grid, target: target, targetLetters: targetTiles,
                tiles: [], grid: rows, minimumLength: target.length,
                timeLimit: options.timeLimit, answers: answers, generator: random
            )
        }
    }

    func answer(for entry: LexiconEntry) -> Answer {
        let letters = entry.key.letters
        return Answer(id: entry.id, key: entry.key.text, display: entry.display,
                      length: letters.count, points: scoring.wordPoints(for: letters))
    }

    /// Longest first, then in key order. The dictionary returns ids in key order
    /// (ids are ranks in key order), so sorting ids and bucketing by length suffices.
    func sortedAnswers(_ ids: [WordID]) -> [Answer] {
        var byLength: [Int: [Answer]] = [:]
        for id in ids.sorted() {
            guard let entry = lexicon.entry(id) else { continue }
            let answer = answer(for: entry)
            byLength[answer.length, default: []].append(answer)
        }
        return byLength.keys.sorted(by: >).flatMap { byLength[$0]! }
    }

    /// The word's tiles: each letter of the display form with the key letters it
    /// stands for, in the language's one case (``LetterCase``: no tile shows the
    /// word's capital). A letter the key spells with two (German `ß`, matched as `ss`)
    /// is one tile for both. When the display form does not line up with the key
    /// letter by letter, the tiles are the key's letters.
    func tiles(for entry: LexiconEntry) -> [Tile] {
        let letterCase = lexicon.letterCase
        let keyLetters = entry.key.letters.map(String.init)
        var tiles: [Tile] = []
        var consumed = 0
        for shown in entry.display.map(String.init) {
            guard let key = try? lexicon.policy.key(for: shown).letters.map(String.init), !key.isEmpty,
                  consumed + key.count <= keyLetters.count,
                  Array(keyLetters[consumed..<consumed + key.count]) == key else { break }
            tiles.append(Tile(letter: key.joined(), display: letterCase.letter(shown)))
            consumed += key.count
        }
        guard consumed == keyLetters.count, tiles.count == entry.display.count else {
            return keyLetters.map { Tile(letter: $0, display: letterCase.letter($0)) }
        }
        return tiles
    }
}
