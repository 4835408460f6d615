/// Builds and solves grids: rows of letters where a word takes one letter from each
/// row, top to bottom.
///
/// The generator hides the target (one letter per row) and adds the other letters
/// one at a time. Before a letter is added, the words it would create are counted
/// by walking the dictionary's prefixes through the grid; a letter that would take
/// the grid over its answer limit is left out. So the finished grid has a known
/// number of answers, at most the limit, the target among them.
struct GridBuilder: Sendable {
    let lexicon: Lexicon
    let scoring: Scoring
    let columns: Int
    let maxAnswers: Int

    /// The filled rows (each shuffled), or `nil` when no fair grid hides this target.
    mutating func build(hiding target: [Tile], using random: inout SeededGenerator) -> [[Tile]]? {
        let alphabet = lexicon.alphabet
        guard alphabet.count >= columns, !target.isEmpty else { return nil }
        var rows: [[Character]] = []
        for tile in target {
            guard let letter = Self.singleLetter(tile.letter) else { return nil }
            rows.append([letter])
        }
        var total = Self.answers(in: rows.map { $0.map(String.init) }, lexicon: lexicon).count
        guard total >= 1, total <= maxAnswers else { return nil }

        for r in rows.indices {
            var candidates = weightedOrder(alphabet.filter { !rows[r].contains($0) }, using: &random)
            while rows[r].count < columns {
                guard !candidates.isEmpty else { return nil }
                let letter = candidates.removeFirst()
                let added = Self.countWords(in: rows, through: r, letter: letter,
                                            limit: maxAnswers - total + 1, lexicon: lexicon)
                if total + added <= maxAnswers {
                    rows[r].append(letter)
                    total += added
                }
            }
        }
        let tilesByLetter = Dictionary(target.map { ($0.letter, $0) }, uniquingKeysWith: { first, _ in first })
        var grid: [[Tile]] = []
        for (r, row) in rows.enumerated() {
            var tiles = row.enumerated().map { c, letter -> Tile in
                let key = String(letter)
                return c == 0 ? target[r] : (tilesByLetter[key] ?? Tile(letter: key, display: lexicon.letterCase.letter(key)))
            }
            random.shuffle(&tiles)
            grid.append(tiles)
        }
        return grid
    }

    /// `letters` in a random order that favours common letters: each next letter is
    /// drawn with weight 8, 4, 2 or 1 by its rarity 0...3 (``Scoring``), so grids look
    /// like real text rather than a heap of Q, X and Z.
    private func weightedOrder(_ letters: [Character], using random: inout SeededGenerator) -> [Character] {
        var pool = letters.map { ($0, 8 >> min(3, scoring.rarity(of: $0))) }
        var order: [Character] = []
        order.reserveCapacity(pool.count)
        while !pool.isEmpty {
            let sum = pool.reduce(0) { $0 + $1.1 }
            var draw = random.uniform(below: sum)
            var chosen = 0
            for (i, item) in pool.enumerated() {
                if draw < item.1 { chosen = i; break }
                draw -= item.1
            }
            order.append(pool.remove(at: chosen).0)
        }
        return order
    }

    /// The number of words (up to `limit`) that would run through `letter` placed in
    /// row `fixed`, with the other rows as they are. Walks by alphabet labels (each row's
    /// letters turned into labels once), with no node values and no allocation per step.
    static func countWords(in rows: [[Character]], through fixed: Int, letter: Character, limit: Int, lexicon: Lexicon) -> Int {
        guard limit > 0 else { return 0 }
        let core = lexicon.core
        guard let fixedLabel = core.letterIndex(letter) else { return 0 }
        let labels = rows.enumerated().map { row, letters in row == fixed ? [fixedLabel] : letters.compactMap(core.letterIndex) }
        var count = 0
        func walk(_ state: Int, _ rank: Int, depth: Int) {
            if depth == labels.count {
                if core.state(state)?.isFinal == true { count += 1 }
                return
            }
            for label in labels[depth] {
                guard count < limit else { return }
                if let next = core.step(state: state, rank: rank, label: label) { walk(next.state, next.rank, depth: depth + 1) }
            }
        }
        walk(core.root, 0, depth: 0)
        return count
    }

    /// `text` as one Character when it is exactly one grapheme cluster (never traps).
    static func singleLetter(_ text: String) -> Character? {
        guard let first = text.first, text.index(after: text.startIndex) == text.endIndex else { return nil }
        return first
    }

    /// Every word of the dictionary that takes one letter from each row, top to
    /// bottom, found by walking prefixes (a row's letters are tried only below a
    /// prefix that some word continues). In key order of the walk.
    ///
    /// - Complexity: proportional to the number of grid prefixes that begin some word,
    ///   at most the product of the row sizes.
    static func answers(in rows: [[String]], lexicon: Lexicon) -> [WordID] {
        let core = lexicon.core
        let labels = rows.map { $0.compactMap(Self.singleLetter).compactMap(core.letterIndex) }
        var found: [WordID] = []
        func walk(_ state: Int, _ rank: Int, depth: Int) {
            if depth == labels.count {
                if core.state(state)?.isFinal == true, let id = core.wordID(rank: rank) { found.append(id) }
                return
            }
            for label in labels[depth] {
                if let next = core.step(state: state, rank: rank, label: label) { walk(next.state, next.rank, depth: depth + 1) }
            }
        }
        guard !labels.isEmpty else { return [] }
        walk(core.root, 0, depth: 0)
        return found
    }
}
