/// The letters a round deals, in the order it shows them: everything a puzzle code
/// carries of a round, and all a round is rebuilt from.
///
/// The letters are **key letters** (the dictionary's match form, e.g. `e` for a tile
/// showing `É`), so they mean the same in any build of a dictionary with the same
/// normalisation policy. A round built from them takes its target, its answers and its
/// tiles' faces from the dictionary at hand (``Game/init(lexicon:code:scoring:)``).
///
/// ```swift
/// let dealt = game.state.plan?.first        // round 1 as dealt
/// dealt?.rows                                // [["e", "n", "r", "a", "g"]]
/// ```
public struct DealtLetters: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Unscramble and Twist: one row, the rack in its dealt order. Grid: the rows, top
    /// to bottom, each in its dealt order.
    public var rows: [[String]]

    /// Dealt letters from their rows.
    public init(rows: [[String]]) { self.rows = rows }

    /// The most rows and letters per row a dealt round may have (a saved game or a
    /// code with more was made by no Squramble).
    static let maximumRows = 12
    static let maximumLetters = 64

    /// Whether the rows are within the limits and every letter is one grapheme cluster.
    var isWellFormed: Bool {
        (1...Self.maximumRows).contains(rows.count)
            && rows.allSatisfy { row in
                (1...Self.maximumLetters).contains(row.count)
                    && row.allSatisfy { GridBuilder.singleLetter($0) != nil && $0.utf8.count <= 32 }
            }
    }

    /// The letters, upper case, rows apart: `E N R A G`.
    public var description: String {
        rows.map { $0.map { $0.uppercased() }.joined(separator: " ") }.joined(separator: " / ")
    }

    /// The seed of the round's own generator (shuffles, hints): the same wherever the
    /// round is built from these letters, whatever the game's seed was.
    func generatorSeed(round number: Int) -> SeededGenerator {
        let text = rows.map { $0.joined(separator: "\u{1F}") }.joined(separator: "\u{1E}")
        return SeededGenerator(seed: stableHash("squramble-round/2/" + text), stream: UInt64(number))
    }
}
