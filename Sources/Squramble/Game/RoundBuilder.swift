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

    /// A planned round: the letters it deals, and the words no later round may hide
    /// (its picked target and every answer as long as it).
    struct Plan {
        var dealt: DealtLetters
        var blocked: [WordID]
    }

    /// Plans round `number` (1-based) on a target not in `used`; `nil` when no fresh
    /// target gives a fair round. Depends only on the seed, the number and `used`.
    func planRound(number: Int, avoiding used: Set<WordID>) -> Plan? {
        var random = SeededGenerator(seed: options.seed, stream: UInt64(number))
        var excluded = used
        for _ in 0..<Self.attemptsPerRound {
            guard let id = picker.pick(excluding: excluded, using: &random) else { return nil }
            excluded.insert(id)
            guard let picked = lexicon.entry(id) else { continue }
            guard options.mode != .grid else {
                guard let dealt = deal(picked, random: &random) else { continue }
                return Plan(dealt: dealt, blocked: [id] + fullLengthWords(in: dealt))
            }
            // A rack is dealt as a scramble of the word the round will hide: the best of
            // its anagrams. The rack has the same letters, so its full-length words are
            // these anagrams too.
            let anagrams = lexicon.anagrams(of: picked.key.multiset)
            let hidden = bestWord(anagrams) ?? picked
            guard let dealt = deal(hidden, anagrams: anagrams, random: &random) else { continue }
            return Plan(dealt: dealt, blocked: [id] + anagrams)
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

    /// The letters a round on `entry` deals: a scramble that is no word, or a grid that
    /// hides it; `nil` when that target cannot make a fair round. `anagrams`, when the
    /// caller has them, are the dictionary's anagrams of `entry`.
    func deal(_ entry: LexiconEntry, anagrams: [WordID]? = nil, random: inout SeededGenerator) -> DealtLetters? {
        let letters = entry.key.letters.map { Tile(letter: String($0), display: String($0)) }
        switch options.mode {
        case .unscramble, .twist:
            let anagramKeys = keys(of: anagrams ?? lexicon.anagrams(of: entry.key.multiset))
            // The dictionary is asked too, in case an arrangement is a word the multiset query did not report.
            let isWord = { (key: String) in anagramKeys.contains(key) || lexicon.contains(MatchKey(normalized: key)) }
            guard let scramble = Scrambler.scramble(letters, isWord: isWord, using: &random) else { return nil }
            return DealtLetters(rows: [scramble.map(\.letter)])
        case .grid:
            var grid = GridBuilder(lexicon: lexicon, scoring: scoring, columns: options.gridColumns, maxAnswers: options.gridMaxAnswers)
            guard let rows = grid.build(hiding: letters, using: &random) else { return nil }
            return DealtLetters(rows: rows.map { $0.map(\.letter) })
        }
    }

    /// A round dealt on `entry` (for tests that choose the word); its target is the best
    /// word of those letters, which is `entry` unless an anagram is a better target.
    func makeRound(number: Int, target entry: LexiconEntry, random: inout SeededGenerator) -> Round? {
        deal(entry, random: &random).flatMap { makeRound(number: number, dealt: $0) }
    }

    /// The words of the dictionary as long as a round on `dealt` asks for: its anagrams,
    /// or the words through its grid.
    func fullLengthWords(in dealt: DealtLetters) -> [WordID] {
        switch options.mode {
        case .unscramble, .twist:
            guard let key = key(of: dealt.rows.first ?? []) else { return [] }
            return lexicon.anagrams(of: key.multiset)
        case .grid:
            return GridBuilder.answers(in: dealt.rows, lexicon: lexicon)
        }
    }

    /// Round `number` as `dealt` deals it, judged by this dictionary: the target is the
    /// best full-length word of those letters (``bestWord(_:)``), the answers every word
    /// they make. `nil` when the letters make no full-length word here.
    func makeRound(number: Int, dealt: DealtLetters) -> Round? {
        guard dealt.isWellFormed else { return nil }
        let full = fullLengthWords(in: dealt)
        guard let entry = bestWord(full) else { return nil }
        switch options.mode {
        case .unscramble, .twist:
            return rackRound(number: number, dealt: dealt, target: entry, anagrams: full)
        case .grid:
            let target = answer(for: entry)
            guard dealt.rows.count == target.length else { return nil }
            let targetTiles = tiles(for: entry, joiningLetters: false)
            return Round(
                number: number, mode: .grid, target: target, targetLetters: targetTiles,
                tiles: [], grid: Self.gridFaces(dealt.rows, target: targetTiles, letterCase: lexicon.letterCase),
                minimumLength: target.length, timeLimit: options.timeLimit, answers: sortedAnswers(full),
                generator: dealt.generatorSeed(round: number)
            )
        }
    }

    /// An unscramble or twist round on a rack whose anagrams are `anagrams`, hiding `entry`.
    private func rackRound(number: Int, dealt: DealtLetters, target entry: LexiconEntry, anagrams: [WordID]) -> Round? {
        guard dealt.rows.count == 1, let rack = dealt.rows.first, let key = key(of: rack) else { return nil }
        let target = answer(for: entry)
        let ids = options.mode == .unscramble ? anagrams : lexicon.subanagrams(of: key.multiset, minLength: options.minimumWordLength)
        // A tile for two letters (ß) takes the place of the first of them; should that
        // order break the scramble rules (spell a word, or leave a letter in its place),
        // the letters are dealt one tile each, as the scramble was made.
        let words = keys(of: anagrams)
        var targetTiles = tiles(for: entry)
        var faces = Self.faces(rack, from: targetTiles, letterCase: lexicon.letterCase)
        if faces == nil || !Scrambler.isValid(faces!, of: targetTiles, isWord: { words.contains($0) }) {
            targetTiles = tiles(for: entry, joiningLetters: false)
            faces = Self.faces(rack, from: targetTiles, letterCase: lexicon.letterCase)
        }
        return Round(
            number: number, mode: options.mode, target: target, targetLetters: targetTiles,
            tiles: faces ?? [], grid: [],
            minimumLength: options.mode == .twist ? options.minimumWordLength : target.length,
            timeLimit: options.timeLimit, answers: sortedAnswers(ids), generator: dealt.generatorSeed(round: number)
        )
    }

    /// The key texts of `ids`.
    private func keys(of ids: [WordID]) -> Set<String> {
        Set(ids.compactMap { lexicon.entry($0)?.key.text })
    }

    /// The word a round on these words hides: a target of the game's bands first, then
    /// any target, then a word only accepted; among those the more frequent, then the
    /// first in key order. The same choice on every build that has the same words.
    func bestWord(_ ids: [WordID]) -> LexiconEntry? {
        let bands = Set(options.bands)
        func rank(_ entry: LexiconEntry) -> Int {
            guard entry.isTarget else { return 2 }
            return entry.band.map(bands.contains) == true ? 0 : 1
        }
        return ids.compactMap(lexicon.entry).min { a, b in
            if rank(a) != rank(b) { return rank(a) < rank(b) }
            if (a.frequency ?? 0) != (b.frequency ?? 0) { return (a.frequency ?? 0) > (b.frequency ?? 0) }
            return a.id < b.id
        }
    }

    /// The key that `letters` spell, when they are letters of this dictionary's key form.
    func key(of letters: [String]) -> MatchKey? {
        let text = letters.joined()
        guard let key = try? lexicon.policy.key(for: text), key.text == text, key.letterCount == letters.count else { return nil }
        return key
    }

    /// The rack's tiles: each key letter shows the face of the target's next unused tile
    /// with that letter (or itself, in `letterCase`). A target tile that stands for
    /// several key letters (ß for ss) takes the rack position of the first of them and
    /// the others go; `nil` when the rack lacks them.
    static func faces(_ rack: [String], from target: [Tile], letterCase: LetterCase) -> [Tile]? {
        var slots: [Tile?] = Array(repeating: nil, count: rack.count)
        var taken = Array(repeating: false, count: rack.count)
        for tile in target where tile.letter.count > 1 {
            var positions: [Int] = []
            for letter in tile.letter.map(String.init) {
                guard let p = rack.indices.first(where: { !taken[$0] && rack[$0] == letter }) else { return nil }
                taken[p] = true
                positions.append(p)
            }
            slots[positions.min()!] = tile
        }
        var unused = target.filter { $0.letter.count == 1 }
        for (p, letter) in rack.enumerated() where !taken[p] {
            if let index = unused.firstIndex(where: { $0.letter == letter }) {
                slots[p] = unused.remove(at: index)
            } else {
                slots[p] = Tile(letter: letter, display: letterCase.letter(letter))
            }
        }
        return slots.compactMap { $0 }
    }

    /// The grid's tiles: in each row the target's letter shows the target's face, and any
    /// other letter the face the target gives it, or itself in `letterCase`.
    static func gridFaces(_ rows: [[String]], target: [Tile], letterCase: LetterCase) -> [[Tile]] {
        let byLetter = Dictionary(target.map { ($0.letter, $0) }, uniquingKeysWith: { first, _ in first })
        return rows.enumerated().map { r, row in
            row.map { letter in
                if r < target.count, letter == target[r].letter { return target[r] }
                return byLetter[letter] ?? Tile(letter: letter, display: letterCase.letter(letter))
            }
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
    /// is one tile for both, unless `joiningLetters` is false (a grid takes one key
    /// letter per row). When the display form does not line up with the key letter by
    /// letter, the tiles are the key's letters.
    func tiles(for entry: LexiconEntry, joiningLetters: Bool = true) -> [Tile] {
        let letterCase = lexicon.letterCase
        let keyLetters = entry.key.letters.map(String.init)
        var tiles: [Tile] = []
        var consumed = 0
        for shown in entry.display.map(String.init) {
            guard let key = try? lexicon.policy.key(for: shown).letters.map(String.init), !key.isEmpty,
                  joiningLetters || key.count == 1, consumed + key.count <= keyLetters.count,
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
