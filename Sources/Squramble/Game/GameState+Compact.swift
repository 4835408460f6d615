// The compact binary form of a saved game (``CompactWriter``), written and read field
// by field without `Codable`: what `squramble serve` seals into a game token, where the
// generic machinery of `Codable` was most of a request's time.
//
// Not a file format: it is read back only by the program that wrote it (a token is
// authenticated before it is read), so it carries no version of its own; the token's
// context string names the layout, and a change here must change that string
// (`GameSeal.context`). Every stored property of every type below is written: the
// round-trip tests compare whole states, and count the properties so that a new one
// cannot be forgotten here.
//
// Layout, in order:
//   GameState   version, options, dictionary (name, checksum, word count), rounds,
//               streak, ranOutOfTargets, plan? (rows of key letters per round)
//   GameOptions mode, rounds, lengths (lower, upper), bands, minimumWordLength,
//               gridRows, gridColumns, gridMaxAnswers, timeLimit?, seed (8 bytes)
//   Round       number, mode, target, targetLetters, tiles, grid, minimumLength,
//               timeLimit?, answers, found, hintsTaken, revealed, status, score
//               (words, time, streak, hints), elapsed, goalReachedAt?, generator
//               (4 × 8 bytes)
//   Answer      id, key, display (0 when it is the key), length, points
//   Tile        letter, display (0 when it is the letter)
// A found answer (and the target) is written as 1 + its index in the round's answers,
// or 0 and the whole answer when it is not one of them.

extension GameState {
    /// Appends this state's compact form to `writer`.
    package func write(to writer: inout CompactWriter) {
        writer.int(version)
        options.write(to: &writer)
        writer.text(dictionary.name)
        writer.unsigned(UInt64(dictionary.checksum))
        writer.int(dictionary.wordCount)
        writer.unsigned(UInt64(rounds.count))
        for round in rounds { round.write(to: &writer) }
        writer.int(streak)
        writer.bool(ranOutOfTargets)
        writer.bool(plan != nil)
        if let plan {
            writer.unsigned(UInt64(plan.count))
            for dealt in plan {
                writer.unsigned(UInt64(dealt.rows.count))
                for row in dealt.rows {
                    writer.unsigned(UInt64(row.count))
                    for letter in row { writer.text(letter) }
                }
            }
        }
    }

    /// The state ``write(to:)`` wrote.
    package init(reading reader: inout CompactReader) throws(CompactReader.Failure) {
        version = try reader.int()
        options = try GameOptions(reading: &reader)
        let name = try reader.text()
        guard let checksum = UInt32(exactly: try reader.unsigned()) else { throw .init("a checksum out of range") }
        dictionary = DictionaryIdentity(name: name, checksum: checksum, wordCount: try reader.int())
        rounds = []
        for _ in 0..<(try reader.count()) { rounds.append(try Round(reading: &reader)) }
        streak = try reader.int()
        ranOutOfTargets = try reader.bool()
        plan = nil
        if try reader.bool() {
            var dealt: [DealtLetters] = []
            for _ in 0..<(try reader.count()) {
                var rows: [[String]] = []
                for _ in 0..<(try reader.count()) {
                    var row: [String] = []
                    for _ in 0..<(try reader.count()) { row.append(try reader.text()) }
                    rows.append(row)
                }
                dealt.append(DealtLetters(rows: rows))
            }
            plan = dealt
        }
    }
}

extension GameOptions {
    func write(to writer: inout CompactWriter) {
        writer.byte(mode.compactCode)
        writer.int(rounds)
        writer.int(lengths.lowerBound)
        writer.int(lengths.upperBound)
        writer.unsigned(UInt64(bands.count))
        for band in bands { writer.byte(UInt8(band.rawValue)) }
        writer.int(minimumWordLength)
        writer.int(gridRows)
        writer.int(gridColumns)
        writer.int(gridMaxAnswers)
        writer.optionalDouble(timeLimit)
        writer.fixed64(seed)
    }

    init(reading reader: inout CompactReader) throws(CompactReader.Failure) {
        self.init(mode: try GameMode(compactCode: try reader.byte()), seed: 0)
        rounds = try reader.int()
        let lower = try reader.int(), upper = try reader.int()
        guard lower <= upper else { throw .init("a range of lengths upside down") }
        lengths = lower...upper
        bands = []
        for _ in 0..<(try reader.count()) {
            guard let band = DifficultyBand(rawValue: Int(try reader.byte())) else { throw .init("not a difficulty band") }
            bands.append(band)
        }
        minimumWordLength = try reader.int()
        gridRows = try reader.int()
        gridColumns = try reader.int()
        gridMaxAnswers = try reader.int()
        timeLimit = try reader.optionalDouble()
        seed = try reader.fixed64()
    }
}

extension Round {
    func write(to writer: inout CompactWriter) {
        writer.int(number)
        writer.byte(mode.compactCode)
        writeAnswer(target, to: &writer)
        Self.write(targetLetters, to: &writer)
        Self.write(tiles, to: &writer)
        writer.unsigned(UInt64(grid.count))
        for row in grid { Self.write(row, to: &writer) }
        writer.int(minimumLength)
        writer.optionalDouble(timeLimit)
        writer.unsigned(UInt64(answers.count))
        for answer in answers { answer.write(to: &writer) }
        writer.unsigned(UInt64(found.count))
        for answer in found { writeAnswer(answer, to: &writer) }
        writer.unsigned(UInt64(hintsTaken.count))
        for kind in hintsTaken { writer.byte(kind.compactCode) }
        writer.unsigned(UInt64(revealed.count))
        for letter in revealed {
            writer.int(letter.position)
            writer.text(letter.letter)
        }
        writer.byte(status.compactCode)
        writer.int(score.words); writer.int(score.time); writer.int(score.streak); writer.int(score.hints)
        writer.double(elapsed)
        writer.optionalDouble(goalReachedAt)
        let words = generator.words
        writer.fixed64(words.0); writer.fixed64(words.1); writer.fixed64(words.2); writer.fixed64(words.3)
    }

    init(reading reader: inout CompactReader) throws(CompactReader.Failure) {
        number = try reader.int()
        mode = try GameMode(compactCode: try reader.byte())
        let target = try reader.answerOrIndex()
        targetLetters = try Self.tiles(from: &reader)
        tiles = try Self.tiles(from: &reader)
        var grid: [[Tile]] = []
        for _ in 0..<(try reader.count()) { grid.append(try Self.tiles(from: &reader)) }
        self.grid = grid
        minimumLength = try reader.int()
        timeLimit = try reader.optionalDouble()
        let answerCount = try reader.count()
        var answers: [Answer] = []
        answers.reserveCapacity(answerCount)
        for _ in 0..<answerCount { answers.append(try Answer(reading: &reader)) }
        self.answers = answers
        self.target = try Self.answer(target, in: answers)
        let foundCount = try reader.count()
        var found: [Answer] = []
        found.reserveCapacity(foundCount)
        for _ in 0..<foundCount { found.append(try Self.answer(try reader.answerOrIndex(), in: answers)) }
        self.found = found
        hintsTaken = []
        for _ in 0..<(try reader.count()) { hintsTaken.append(try HintKind(compactCode: try reader.byte())) }
        revealed = []
        for _ in 0..<(try reader.count()) { revealed.append(RevealedLetter(position: try reader.int(), letter: try reader.text())) }
        status = try RoundStatus(compactCode: try reader.byte())
        score = ScoreBreakdown(words: try reader.int(), time: try reader.int(), streak: try reader.int(), hints: try reader.int())
        elapsed = try reader.double()
        goalReachedAt = try reader.optionalDouble()
        generator = SeededGenerator(words: (try reader.fixed64(), try reader.fixed64(), try reader.fixed64(), try reader.fixed64()))
        answerIndex = Self.index(answers)
    }

    /// An answer as 1 + its index in ``answers``, or 0 and the answer itself.
    private func writeAnswer(_ answer: Answer, to writer: inout CompactWriter) {
        if let index = answerIndex[answer.key], answers[index] == answer {
            writer.unsigned(UInt64(index) + 1)
        } else {
            writer.unsigned(0)
            answer.write(to: &writer)
        }
    }

    private static func answer(_ read: CompactReader.AnswerOrIndex, in answers: [Answer]) throws(CompactReader.Failure) -> Answer {
        switch read {
        case .answer(let answer): return answer
        case .index(let index):
            guard index < answers.count else { throw .init("an answer's index past the round's answers") }
            return answers[index]
        }
    }

    private static func write(_ tiles: [Tile], to writer: inout CompactWriter) {
        writer.unsigned(UInt64(tiles.count))
        for tile in tiles {
            writer.text(tile.letter)
            writer.text(tile.display, sameAs: tile.letter)
        }
    }

    private static func tiles(from reader: inout CompactReader) throws(CompactReader.Failure) -> [Tile] {
        let count = try reader.count()
        var tiles: [Tile] = []
        tiles.reserveCapacity(count)
        for _ in 0..<count {
            let letter = try reader.text()
            tiles.append(Tile(letter: letter, display: try reader.text(sameAs: letter)))
        }
        return tiles
    }
}

extension Answer {
    func write(to writer: inout CompactWriter) {
        writer.unsigned(UInt64(id.rawValue))
        writer.text(key)
        writer.text(display, sameAs: key)
        writer.int(length)
        writer.int(points)
    }

    init(reading reader: inout CompactReader) throws(CompactReader.Failure) {
        guard let id = UInt32(exactly: try reader.unsigned()) else { throw .init("a word id out of range") }
        let key = try reader.text()
        self.init(id: WordID(id), key: key, display: try reader.text(sameAs: key), length: try reader.int(), points: try reader.int())
    }
}

extension CompactReader {
    /// What ``Round``'s writer wrote for the target and each found answer.
    enum AnswerOrIndex {
        case answer(Answer)
        case index(Int)
    }

    mutating func answerOrIndex() throws(Failure) -> AnswerOrIndex {
        let tag = try unsigned()
        guard tag != 0 else { return .answer(try Answer(reading: &self)) }
        guard tag <= UInt64(Int.max) else { throw Failure("an answer's index out of range") }
        return .index(Int(tag - 1))
    }
}

// One byte per case, fixed here (not the order of `allCases`, which may grow).
extension GameMode {
    var compactCode: UInt8 {
        switch self {
        case .unscramble: 0
        case .twist: 1
        case .grid: 2
        }
    }

    init(compactCode: UInt8) throws(CompactReader.Failure) {
        switch compactCode {
        case 0: self = .unscramble
        case 1: self = .twist
        case 2: self = .grid
        default: throw .init("not a game mode")
        }
    }
}

extension RoundStatus {
    var compactCode: UInt8 {
        switch self {
        case .inPlay: 0
        case .solved: 1
        case .gaveUp: 2
        case .timedOut: 3
        }
    }

    init(compactCode: UInt8) throws(CompactReader.Failure) {
        switch compactCode {
        case 0: self = .inPlay
        case 1: self = .solved
        case 2: self = .gaveUp
        case 3: self = .timedOut
        default: throw .init("not a round status")
        }
    }
}

extension HintKind {
    var compactCode: UInt8 {
        switch self {
        case .nextLetter: 0
        case .letterPlacement: 1
        case .answersRemaining: 2
        case .shuffle: 3
        }
    }

    init(compactCode: UInt8) throws(CompactReader.Failure) {
        switch compactCode {
        case 0: self = .nextLetter
        case 1: self = .letterPlacement
        case 2: self = .answersRemaining
        case 3: self = .shuffle
        default: throw .init("not a hint")
        }
    }
}
