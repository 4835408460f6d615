@testable import Squramble
import Testing

/// The version-2 letter graph walk: every lookup entry point finds every key with its
/// rank as its id, and finds no near miss; wide states (many letters, ranks of more
/// than one byte) step as narrow ones do; verify refuses a record whose stored ranks
/// or letters are wrong.
@Suite struct LexiconWalkTests {
    /// Every lookup entry point for one key, which must all agree.
    static func lookups(_ lexicon: Lexicon, _ key: String) -> [WordID?] {
        var bytes = Array(key.utf8)
        let fromBytes = bytes.withUnsafeMutableBufferPointer { lexicon.wordID(forNormalizedUTF8: UnsafeBufferPointer($0)) }
        let padded = "<" + key + ">"
        let slice = padded.dropFirst().dropLast()
        return [lexicon.wordID(for: MatchKey(normalized: key)), fromBytes, lexicon.wordID(forNormalized: slice),
                lexicon.wordID(forTyped: key)]
    }

    static func check(_ keys: [String]) throws {
        let lexicon = try Fixture.lexicon(keys.map { Fixture.word($0) })
        try lexicon.verify()
        let sorted = keys.sorted(by: Fixture.keyOrder)
        for (rank, key) in sorted.enumerated() {
            let expected = WordID(UInt32(rank))
            #expect(Self.lookups(lexicon, key) == Array(repeating: expected, count: 4), "\(key)")
            #expect(lexicon.key(expected)?.text == key)
        }
        // Near misses: each key with one letter changed, or one more or one fewer.
        let known = Set(sorted)
        let letters = lexicon.alphabet
        var rng = SeededGenerator(seed: 29)
        var misses = 0
        for key in sorted.prefix(2000) {
            var spelled = Array(key)
            spelled[rng.uniform(below: spelled.count)] = letters[rng.uniform(below: letters.count)]
            for miss in [String(spelled), key + String(letters[0]), String(key.dropLast())] where !known.contains(miss) && !miss.isEmpty {
                #expect(Self.lookups(lexicon, miss) == [nil, nil, nil, nil], "\(miss)")
                misses += 1
            }
        }
        #expect(misses > 0)
    }

    @Test func randomWordsWithNonASCIILetters() throws {
        try Self.check(Fixture.randomWords(count: 3000, seed: 7).map(\.key.text))
    }

    /// Every 4-letter string over 12 letters: states of 12 edges whose ranks need two
    /// bytes (up to 11 × 144 words before the last edge).
    @Test func wideStatesWithTwoByteRanks() throws {
        let letters = Array("abcdefghijkl")
        var keys: [String] = []
        for a in letters { for b in letters { for c in letters { for d in letters { keys.append(String([a, b, c, d])) } } } }
        // Gaps, so that some edges are missing and counts differ from state to state.
        try Self.check(keys.enumerated().filter { $0.offset % 7 != 3 }.map(\.element))
    }

    /// Typed text that needs normalisation (capitals, full-width, decomposed, spaces)
    /// still finds its word; plain lowercase ASCII takes the fast path to the same id.
    @Test(arguments: [("cats", "cats"), ("CATS", "cats"), ("ＣＡＴＳ", "cats"), (" cats\n", "cats"),
                      ("cafe\u{301}", "café"), ("CAFÉ", "café"), ("ｃａｆé", "café")])
    func typedTextIsNormalisedWhenItNeedsIt(_ typed: String, _ key: String) throws {
        let lexicon = try Fixture.lexicon(["cat", "cats", "café", "dog"].map { Fixture.word($0) })
        #expect(lexicon.wordID(forTyped: typed) == lexicon.wordID(for: MatchKey(normalized: key)))
        #expect(lexicon.wordID(forTyped: typed) != nil)
    }

    @Test func typedTextThatIsNoWord() throws {
        let lexicon = try Fixture.lexicon(["cat", "cats"].map { Fixture.word($0) })
        for typed in ["", "ca", "catss", "c4t", "ＣＡＴＳＳ", "\u{0}"] { #expect(lexicon.wordID(forTyped: typed) == nil, "\(typed)") }
    }

    /// The file of `keys` with one byte of its first state record with edges changed
    /// (as `edit` says, from the record's layout), re-signed.
    static func damaged(_ keys: [String], _ edit: (_ labels: Int, _ edges: Int, _ targetWidth: Int) -> (offset: Int, value: UInt8))
        throws -> Lexicon {
        let bytes = try LexiconWriter.encode(words: keys.map { Fixture.word($0) }, metadata: Fixture.metadata)
        let lexicon = try Lexicon(bytes: bytes)
        let core = lexicon.core
        let graphStart = try #require(core.header.sections[.graph]).offset
        let state = try #require(core.state(core.root))
        #expect(state.edgeCount >= 3 && state.rankWidth >= 1)
        let (offset, value) = edit(state.labels, state.edgeCount, state.targetWidth)
        var changed = bytes
        changed[graphStart + offset] = value
        return try Lexicon(bytes: HandMadeFile.resigned(changed))
    }

    @Test func verifyRefusesAWrongStoredRank() throws {
        let keys = ["apple", "banana", "cherry", "date", "elder"]
        let lexicon = try Self.damaged(keys) { labels, edges, width in
            let rank = labels + edges * (1 + width)  // edge 2's rank: 1 (the words below `a`)
            return (rank, 2)
        }
        #expect(throws: LexiconError.self) { try lexicon.verify() }
        do {
            try lexicon.verify()
        } catch {
            #expect(error.description.contains("stores 2 words before its edge 2"), "\(error)")
            #expect(error.description.contains("rebuild it with dictbuild"))
        }
    }

    @Test func verifyRefusesLettersOutOfOrder() throws {
        let lexicon = try Self.damaged(["apple", "banana", "cherry"]) { labels, _, _ in (labels + 1, 0) }  // b → a: a, a, c
        do {
            try lexicon.verify()
            Issue.record("letters out of order were not refused")
        } catch {
            #expect(error.description.contains("letters out of order"), "\(error)")
        }
        // Queries still return, without trapping.
        _ = lexicon.wordID(for: MatchKey(normalized: "banana"))
        _ = lexicon.subanagrams(of: LetterMultiset("bananas"))
    }
}
