import Squramble

/// What the dictionary reader made of one input.
public enum LexiconProbeOutcome: Sendable, Equatable, CustomStringConvertible {
    /// `open` refused it.
    case refused(LexiconError)
    /// It opened, ``Lexicon/verify()`` refused it, and every query still answered.
    case damaged(LexiconError, queries: Int)
    /// It opened and verified, and every query agreed with every other.
    case verified(words: Int, queries: Int)

    public var description: String {
        switch self {
        case .refused(let error): "refused: \(error)"
        case .damaged(let error, let queries): "opened, \(queries) queries answered, verify refused: \(error)"
        case .verified(let words, let queries): "verified: \(words) words, \(queries) queries consistent"
        }
    }
}

/// The oracle of the dictionary-reader fuzzer: every input is either refused with a
/// ``LexiconError`` or opened and fully queryable, and when it also passes
/// ``Lexicon/verify()``, the answers of all the queries agree with each other.
///
/// A broken promise is a `preconditionFailure` (a crash the fuzzer saves); a trap or an
/// out-of-bounds read inside the reader is one too.
///
/// ```swift
/// let outcome = LexiconProbe.probe(bytes)           // as given
/// if let signed = LexiconProbe.resigned(bytes) {    // checksums made right, to reach the
///     _ = LexiconProbe.probe(signed)                // structure checks behind them
/// }
/// ```
public enum LexiconProbe {
    /// How many word ids, graph nodes and target groups one probe looks at, at most.
    public static let budget = 32
    /// How many of those ids also get the (slower) anagram and rack queries.
    public static let rackBudget = 6

    public static func probe(_ bytes: [UInt8], path: String = "<fuzz>") -> LexiconProbeOutcome {
        let lexicon: Lexicon
        do {
            lexicon = try Lexicon(bytes: bytes, path: path)
        } catch {
            return .refused(error)
        }
        let queries = exercise(lexicon)
        do {
            try lexicon.verify()
        } catch {
            return .damaged(error, queries: queries)
        }
        return .verified(words: lexicon.wordCount, queries: queries + crossCheck(lexicon))
    }

    /// The input with both checksums recomputed (body, then header), or `nil` when it
    /// is too short to have a header. Random damage behind valid checksums is what
    /// reaches the reader's structure checks.
    public static func resigned(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 48 else { return nil }
        let headerSize = Int(bytes[10]) | Int(bytes[11]) << 8
        guard headerSize >= 48, headerSize <= bytes.count else { return nil }
        var signed = bytes
        let body = CRC32IEEE.checksum(signed[headerSize...])
        for i in 0..<4 { signed[36 + i] = UInt8(truncatingIfNeeded: body >> UInt32(8 * i)) }
        let header = CRC32IEEE.checksum(signed[0..<40] + signed[44..<headerSize])
        for i in 0..<4 { signed[40 + i] = UInt8(truncatingIfNeeded: header >> UInt32(8 * i)) }
        return signed
    }

    // MARK: - Every query, on any file that opened

    /// Runs every query on a sample of ids, prefixes, racks and targets; returns how
    /// many it ran. Nothing here may trap or hang, whatever the file holds.
    static func exercise(_ lexicon: Lexicon) -> Int {
        // A whole listing, as `dictbuild list` and `inspect` make: it ends with the words
        // the file really holds, however many its counts claim.
        var listed = 0
        lexicon.forEachEntry { _ in listed += 1 }
        precondition(listed <= lexicon.wordCount, "a listing gave \(listed) words, the header counts \(lexicon.wordCount)")
        var queries = 0
        _ = lexicon.metadata
        _ = lexicon.policy.description
        _ = (lexicon.formatVersion, lexicon.fileSize, lexicon.checksum, lexicon.targetCount, lexicon.longestWordLength)
        let alphabet = lexicon.alphabet
        for (n, id) in sampleIDs(lexicon).enumerated() {
            queries += 1
            let entry = lexicon.entry(id)
            guard let key = lexicon.key(id) ?? entry?.key else { continue }
            _ = lexicon.wordID(for: key)
            _ = lexicon.node(forPrefix: key.text).map { ($0.isWord, $0.wordID, $0.wordCount) }
            _ = lexicon.words(withPrefix: key, limit: 8)
            queries += 3
            if n < rackBudget || n % (budget / 2) == 0 {
                _ = lexicon.anagrams(of: key.multiset)
                _ = lexicon.subanagrams(of: LetterMultiset(key.letters.prefix(8)), minLength: 2)
                queries += 2
            }
        }
        // Walk the letter graph breadth first.
        var frontier = [lexicon.root]
        var visited = 0
        while let node = frontier.popLast(), visited < budget {
            visited += 1
            _ = (node.isWord, node.wordID, node.wordCount)
            for child in node.children.prefix(4) {
                _ = node.child(child.letter)
                frontier.insert(child.node, at: 0)
            }
        }
        queries += visited
        // Keys and racks made of the file's own letters, and letters it does not have.
        for length in [1, 3, 8] {
            let key = MatchKey(normalized: String(alphabet.prefix(length)))
            _ = lexicon.contains(key)
            _ = lexicon.words(withPrefix: key)
            _ = lexicon.subanagrams(of: key.multiset, minLength: 1)
            queries += 3
        }
        for foreign in ["", "?", "zz", "\u{0}", "é"] {
            _ = lexicon.contains(MatchKey(normalized: foreign))
            _ = lexicon.node(forPrefix: foreign)
            queries += 2
        }
        // Targets, in range and just outside it.
        for group in lexicon.targetGroups.prefix(budget) {
            for index in [-1, 0, group.count - 1, group.count, Int.max] {
                if let id = lexicon.target(length: group.length, band: group.band, index: index) { _ = lexicon.entry(id) }
                queries += 1
            }
            _ = lexicon.targetCount(length: group.length, band: group.band)
        }
        for band in DifficultyBand.allCases {
            _ = lexicon.targetCount(length: 0, band: band)
            _ = lexicon.target(length: Int.max, band: band, index: 0)
        }
        return queries
    }

    /// At most ``budget`` ids spread over the whole file, plus ids just out of range.
    static func sampleIDs(_ lexicon: Lexicon) -> [WordID] {
        let count = lexicon.wordCount
        let step = max(1, count / budget)
        var ids = stride(from: 0, to: count, by: step).prefix(budget).map { WordID(UInt32(truncatingIfNeeded: $0)) }
        if count > 0 { ids.append(WordID(UInt32(truncatingIfNeeded: count - 1))) }
        ids += [WordID(UInt32(truncatingIfNeeded: count)), WordID(UInt32(truncatingIfNeeded: count + 1)), WordID(.max)]
        return ids
    }

    // MARK: - Agreement, on a file that verified

    /// On a verified file every answer must agree with every other: ids, keys and
    /// entries round-trip, ids follow key order, prefix, anagram and rack queries find
    /// the word they were made from, and targets are what their group says.
    static func crossCheck(_ lexicon: Lexicon) -> Int {
        var queries = 0
        let count = lexicon.wordCount
        let letters = Set(lexicon.alphabet)
        precondition(lexicon.entry(WordID(UInt32(truncatingIfNeeded: count))) == nil, "an id past the end has an entry")
        precondition(lexicon.root.wordCount == count, "the root counts \(lexicon.root.wordCount) words, the header \(count)")
        var listed = 0
        lexicon.forEachEntry { entry in
            precondition(Int(entry.id.rawValue) == listed, "the listing gives word \(listed) the id \(entry.id)")
            listed += 1
        }
        precondition(listed == count, "a listing of a verified file gave \(listed) of its \(count) words")
        for (n, id) in sampleIDs(lexicon).enumerated() where Int(id.rawValue) < count {
            queries += 1
            guard let key = lexicon.key(id), let entry = lexicon.entry(id) else {
                preconditionFailure("word \(id) of \(count) has no key or no entry")
            }
            precondition(entry.id == id && entry.key == key, "entry \(id) disagrees with its key \(key)")
            precondition(!key.isEmpty && key.letterCount <= lexicon.longestWordLength, "word \(id) has \(key.letterCount) letters")
            precondition(key.letters.allSatisfy(letters.contains), "word \(id) \(key) uses a letter outside the alphabet")
            precondition(entry.isTarget == (entry.band != nil), "word \(id) is a target without a band or the other way round")
            precondition(lexicon.wordID(for: key) == id, "the key \(key) of word \(id) looks up \(String(describing: lexicon.wordID(for: key)))")
            if id.rawValue > 0, let previous = lexicon.key(WordID(id.rawValue - 1)) {
                precondition(keyOrder(previous, key), "word \(id) \(key) does not follow \(previous) in key order")
            }
            let node = lexicon.node(forPrefix: key.text)
            precondition(node?.isWord == true && node?.wordID == id, "the prefix walk for \(key) does not end at word \(id)")
            precondition(lexicon.words(withPrefix: key, limit: 1) == [id], "the first word starting with \(key) is not word \(id)")
            queries += 4
            guard n < rackBudget || n % (budget / 2) == 0 else { continue }
            let multiset = key.multiset
            let anagrams = lexicon.anagrams(of: multiset)
            precondition(anagrams.contains(id), "word \(id) \(key) is not an anagram of itself")
            for other in anagrams {
                precondition(lexicon.key(other)?.multiset == multiset, "anagram \(other) of \(key) has other letters")
            }
            if multiset.count <= 10 {
                let found = lexicon.subanagrams(of: multiset, minLength: 1)
                precondition(found.contains(id), "word \(id) \(key) cannot be made from its own letters")
                for other in found {
                    precondition(lexicon.key(other).map { multiset.contains($0.multiset) } == true, "\(other) does not fit the rack \(multiset)")
                }
                queries += found.count
            }
            queries += anagrams.count
        }
        var targets = 0
        for group in lexicon.targetGroups {
            targets += group.count
            precondition(lexicon.targetCount(length: group.length, band: group.band) == group.count, "target group count differs")
            for index in Set([0, group.count / 2, group.count - 1]) {
                guard let id = lexicon.target(length: group.length, band: group.band, index: index), let entry = lexicon.entry(id) else {
                    preconditionFailure("target \(index) of \(group.length)/\(group.band) is missing")
                }
                precondition(entry.isTarget && entry.band == group.band && entry.key.letterCount == group.length,
                             "target \(id) \(entry.key) is not a \(group.length)-letter \(group.band) target")
                queries += 1
            }
        }
        precondition(targets == lexicon.targetCount, "the target groups hold \(targets) targets, the header says \(lexicon.targetCount)")
        return queries
    }

    /// Key order: letter by letter, letters in Unicode scalar order.
    static func keyOrder(_ a: MatchKey, _ b: MatchKey) -> Bool {
        Array(a.text).lexicographicallyPrecedes(Array(b.text)) { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}

/// CRC-32 (zlib, PNG), written out again here so the fuzzer does not trust the
/// reader's own checksum code: reflected polynomial 0xEDB88320.
enum CRC32IEEE {
    static let table: [UInt32] = (0..<256).map { byte in
        var crc = UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }

    static func checksum<C: Collection<UInt8>>(_ bytes: C) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
