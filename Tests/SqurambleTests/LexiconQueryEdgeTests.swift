import Squramble
import Testing

/// Queries with arguments at the edges of `Int`. Found by the dictionary-reader fuzz
/// probe (SqurambleHardening): `target(length: .max, …)` trapped on an overflow in the
/// target-group search.
@Suite struct LexiconQueryEdgeTests {
    @Test(arguments: [Int.min, -1, 0, 65_536, Int.max / 8, Int.max])
    func targetQueriesWithAnyLength(_ length: Int) throws {
        let lexicon = try Fixture.lexicon([
            Fixture.word("cat", band: .easy), Fixture.word("act", band: .easy), Fixture.word("tac"),
        ])
        for band in DifficultyBand.allCases {
            #expect(lexicon.targetCount(length: length, band: band) == 0)
            #expect(lexicon.target(length: length, band: band, index: 0) == nil)
            #expect(lexicon.target(length: 3, band: band, index: length) == nil || length == 0 || length == 1)
        }
    }
}
