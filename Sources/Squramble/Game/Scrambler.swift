/// The scramble rules, in one place.
///
/// A scramble of a word's tiles
/// 1. is never a word (`isWord` of the joined key letters is false) — so never the target;
/// 2. for words of four letters or more, moves every letter it can: the number of
///    positions whose letter changed is the most any rearrangement reaches
///    (``maximumMoved(_:)``) — a derangement whenever repeated letters allow one.
///
/// Letters are whole tiles (grapheme clusters); nothing is ever split.
enum Scrambler {
    /// The most positions a rearrangement of `letters` can change: all of them when no
    /// letter fills more than half the word, otherwise 2 × (count − that letter's count).
    static func maximumMoved(_ letters: [String]) -> Int {
        var counts: [String: Int] = [:]
        for letter in letters { counts[letter, default: 0] += 1 }
        let most = counts.values.max() ?? 0
        return min(letters.count, 2 * (letters.count - most))
    }

    /// How many positions hold a different letter in `scramble` than in `original`.
    static func moved(_ scramble: [Tile], from original: [Tile]) -> Int {
        zip(scramble, original).reduce(0) { $0 + ($1.0.letter == $1.1.letter ? 0 : 1) }
    }

    /// Whether `scramble` keeps the rules for `original`.
    static func isValid(_ scramble: [Tile], of original: [Tile], isWord: (String) -> Bool) -> Bool {
        let key = scramble.map(\.letter).joined()
        if isWord(key) || key == original.map(\.letter).joined() { return false }
        if original.count >= 4 {
            return moved(scramble, from: original) == maximumMoved(original.map(\.letter))
        }
        return true
    }

    /// A scramble of `tiles` that keeps the rules, or `nil` when none was found (every
    /// qualifying rearrangement is a word, or the word is one letter repeated).
    ///
    /// Tries uniform shuffles first, then rotations of the letters grouped by letter
    /// (which always reach the maximum of moved letters), in a random group order.
    static func scramble(_ tiles: [Tile], isWord: (String) -> Bool, using random: inout SeededGenerator) -> [Tile]? {
        guard tiles.count >= 2 else { return nil }
        for _ in 0..<64 {
            let candidate = random.shuffled(tiles)
            if isValid(candidate, of: tiles, isWord: isWord) { return candidate }
        }
        for _ in 0..<16 {
            let candidate = rotation(of: tiles, using: &random)
            if isValid(candidate, of: tiles, isWord: isWord) { return candidate }
        }
        return nil
    }

    /// Positions grouped by letter (groups in random order), each position given the
    /// letter of the position `most` places further on, where `most` is the size of
    /// the largest group: no letter lands on a position of its own group unless the
    /// group is larger than half the word.
    private static func rotation(of tiles: [Tile], using random: inout SeededGenerator) -> [Tile] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (i, tile) in tiles.enumerated() {
            if groups[tile.letter] == nil { order.append(tile.letter) }
            groups[tile.letter, default: []].append(i)
        }
        random.shuffle(&order)
        let positions = order.flatMap { groups[$0]! }
        let shift = order.map { groups[$0]!.count }.max() ?? 0
        var result = tiles
        for (k, position) in positions.enumerated() {
            result[position] = tiles[positions[(k + shift) % positions.count]]
        }
        return result
    }
}
