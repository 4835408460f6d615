@testable import Squramble
import Testing

/// Every query checked against a brute-force answer over random words.
@Suite struct LexiconPropertyTests {
    struct Model {
        let words: [LexiconWord]
        /// Keys in key order; the index is the word id.
        let keys: [String]
        let lexicon: Lexicon

        init(seed: UInt64, count: Int) throws {
            words = Fixture.randomWords(count: count, seed: seed)
            keys = words.map(\.key.text).sorted(by: Fixture.keyOrder)
            lexicon = try Fixture.lexicon(words)
        }
    }

    static let seeds: [UInt64] = [1, 2, 3]

    @Test(arguments: seeds)
    func membershipAndEntries(seed: UInt64) throws {
        let model = try Model(seed: seed, count: 3000)
        let lexicon = model.lexicon
        try lexicon.verify()
        let byKey = Dictionary(uniqueKeysWithValues: model.words.map { ($0.key.text, $0) })
        for (rank, key) in model.keys.enumerated() {
            let id = WordID(UInt32(rank))
            #expect(lexicon.wordID(for: MatchKey(normalized: key)) == id)
            let entry = try #require(lexicon.entry(id))
            let word = try #require(byKey[key])
            #expect(entry.key.text == key)
            #expect(entry.display == word.display)
            #expect(entry.frequency == word.frequency)
            #expect(entry.band == word.band)
        }
        var listed: [LexiconEntry] = []
        lexicon.forEachEntry { listed.append($0) }
        #expect(listed == (0..<model.keys.count).compactMap { lexicon.entry(WordID(UInt32($0))) })
        #expect(listed.count == model.keys.count)
        // Random strings that are not words.
        var rng = SeededGenerator(seed: seed &* 77)
        let known = Set(model.keys)
        for _ in 0..<2000 {
            let candidate = String((0..<Int.random(in: 1...9, using: &rng)).map { _ in
                ["a", "b", "c", "e", "s", "z", "é", "한"][Int.random(in: 0..<8, using: &rng)] as Character
            })
            #expect((lexicon.wordID(for: MatchKey(normalized: candidate)) != nil) == known.contains(candidate))
        }
    }

    @Test(arguments: seeds)
    func prefixes(seed: UInt64) throws {
        let model = try Model(seed: seed, count: 2000)
        let spelled = model.keys.map(Array.init)
        var rng = SeededGenerator(seed: seed &+ 1000)
        for _ in 0..<300 {
            // Prefixes of real words (and the empty prefix).
            let source = model.keys.randomElement(using: &rng) ?? ""
            let prefix = String(source.prefix(Int.random(in: 0...3, using: &rng)))
            let prefixLetters = Array(prefix)
            let expected = spelled.indices.filter { spelled[$0].starts(with: prefixLetters) }
            let limit = Int.random(in: 0..<10, using: &rng) == 0 ? 3 : Int.max
            let found = model.lexicon.words(withPrefix: MatchKey(normalized: prefix), limit: limit)
            #expect(found.map { Int($0.rawValue) } == Array(expected.prefix(limit)))
            let node = model.lexicon.node(forPrefix: prefix)
            #expect(node?.wordCount == (expected.isEmpty ? nil : expected.count))
            if let node {
                #expect(node.isWord == model.keys.contains(prefix))
                #expect(node.wordID.map { Int($0.rawValue) } == model.keys.firstIndex(of: prefix))
                // Children: every next letter of a word with this prefix, in alphabet order.
                let next = Set(expected.compactMap { spelled[$0].count > prefixLetters.count ? spelled[$0][prefixLetters.count] : nil })
                let children = node.children
                #expect(children.map(\.letter) == next.sorted(by: KeyOrder.precedes))
                for child in children {
                    #expect(child.node.wordCount == node.child(child.letter)?.wordCount)
                    #expect(child.node.wordID == model.lexicon.wordID(for: MatchKey(normalized: prefix + String(child.letter))))
                }
            }
        }
        #expect(model.lexicon.root.wordCount == model.keys.count)
    }

    @Test(arguments: seeds)
    func racks(seed: UInt64) throws {
        let model = try Model(seed: seed, count: 3000)
        let letters: [Character] = ["a", "b", "c", "d", "e", "s", "t", "é", "ñ", "한", "g\u{303}", "z"]
        let position = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($1, $0) })
        func counts(_ word: some Sequence<Character>) -> [Int] {
            var counts = [Int](repeating: 0, count: letters.count)
            for letter in word { counts[position[letter] ?? 0] += 1 }
            return counts
        }
        let wordCounts = model.keys.map(counts)
        let lengths = model.keys.map(\.count)
        var rng = SeededGenerator(seed: seed &+ 2000)
        for round in 0..<150 {
            let rack: [Character]
            if round % 3 == 0, let key = model.keys.randomElement(using: &rng) {
                rack = key.shuffled(using: &rng)  // a real word's letters
            } else {
                rack = (0..<Int.random(in: 0...9, using: &rng)).map { _ in letters.randomElement(using: &rng) ?? "a" }
            }
            let rackCounts = counts(rack)
            let minLength = Int.random(in: 1...4, using: &rng)
            let expectedSub = wordCounts.indices.filter { i in
                lengths[i] >= minLength && zip(wordCounts[i], rackCounts).allSatisfy { $0 <= $1 }
            }
            let multiset = LetterMultiset(rack)
            #expect(model.lexicon.subanagrams(of: multiset, minLength: minLength).map { Int($0.rawValue) } == expectedSub, "rack \(multiset)")
            let expectedExact = wordCounts.indices.filter { wordCounts[$0] == rackCounts }
            #expect(model.lexicon.anagrams(of: multiset).map { Int($0.rawValue) } == expectedExact, "rack \(multiset)")
        }
    }

    @Test(arguments: seeds)
    func targets(seed: UInt64) throws {
        let model = try Model(seed: seed, count: 3000)
        let byKey = Dictionary(uniqueKeysWithValues: model.words.map { ($0.key.text, $0) })
        var expected: [Int: [Int]] = [:]  // length * 8 + band → ids
        for (rank, key) in model.keys.enumerated() {
            if let band = byKey[key]?.band { expected[key.count * 8 + band.rawValue, default: []].append(rank) }
        }
        let groups = model.lexicon.targetGroups
        #expect(groups.map { $0.length * 8 + $0.band.rawValue } == expected.keys.sorted())
        for group in groups {
            let ids = expected[group.length * 8 + group.band.rawValue] ?? []
            #expect(group.count == ids.count)
            #expect(model.lexicon.targetCount(length: group.length, band: group.band) == ids.count)
            let found = (0..<group.count).compactMap { model.lexicon.target(length: group.length, band: group.band, index: $0) }
            #expect(found.map { Int($0.rawValue) } == ids)
            #expect(model.lexicon.target(length: group.length, band: group.band, index: group.count) == nil)
            #expect(model.lexicon.target(length: group.length, band: group.band, index: -1) == nil)
        }
        #expect(model.lexicon.targetCount(length: 99, band: .easy) == 0)
        #expect(model.lexicon.targetCount(length: .max, band: .easy) == 0)
        #expect(model.lexicon.targetCount(length: -1, band: .easy) == 0)
        #expect(model.lexicon.target(length: .min, band: .hard, index: .max) == nil)
        #expect(model.lexicon.words(withPrefix: MatchKey(normalized: ""), limit: -5).isEmpty)
        #expect(model.lexicon.subanagrams(of: LetterMultiset("abc"), minLength: .min) == model.lexicon.subanagrams(of: LetterMultiset("abc")))
        #expect(model.lexicon.anagrams(of: LetterMultiset("")).isEmpty)
        #expect(model.lexicon.entry(WordID(.max)) == nil)
    }
}

/// A larger dictionary, so edge fields of four bytes and wide states occur.
@Suite struct LexiconScaleTests {
    @Test func twentyThousandWords() throws {
        var rng = SeededGenerator(seed: 42)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var keys = Set<String>()
        while keys.count < 20000 {
            keys.insert(String((0..<Int.random(in: 2...12, using: &rng)).map { _ in letters.randomElement(using: &rng) ?? "a" }))
        }
        let sorted = keys.sorted()
        // Every third word a target, so target groups span many blocks.
        let bands = DifficultyBand.allCases
        let words = sorted.enumerated().map { rank, key in
            Fixture.word(key, band: rank % 3 == 0 ? bands[(rank / 3) % bands.count] : nil)
        }
        let bytes = try LexiconWriter.encode(words: words, metadata: Fixture.metadata)
        #expect(bytes.count > 100_000)
        let lexicon = try Lexicon(bytes: bytes)
        try lexicon.verify()
        for (rank, key) in sorted.enumerated() where rank % 7 == 0 {
            #expect(lexicon.wordID(for: MatchKey(normalized: key)) == WordID(UInt32(rank)))
            #expect(lexicon.key(WordID(UInt32(rank)))?.text == key)
        }
        var count = 0
        lexicon.forEachEntry { entry in
            if entry.key.text != sorted[count] { Issue.record("entry \(count) is \(entry.key), expected \(sorted[count])") }
            count += 1
        }
        #expect(count == sorted.count)
        var byGroup: [Int: [Int]] = [:]
        for rank in stride(from: 0, to: sorted.count, by: 3) {
            byGroup[sorted[rank].utf8.count * 8 + bands[(rank / 3) % bands.count].rawValue, default: []].append(rank)
        }
        for group in lexicon.targetGroups {
            let expected = byGroup[group.length * 8 + group.band.rawValue] ?? []
            let found = (0..<group.count).compactMap { lexicon.target(length: group.length, band: group.band, index: $0) }
            #expect(found.map { Int($0.rawValue) } == expected)
        }
        #expect(lexicon.targetCount == (sorted.count + 2) / 3)
    }
}
