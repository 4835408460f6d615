// Writing and reading puzzle codes (layout version 2, Documentation/PuzzleCodes.md).

extension PuzzleCode {
    /// The code as a player types it: `SQ-` and groups of four characters.
    public var text: String {
        var bytes = payload()
        let check = CodeChecksum.crc32(bytes)
        var checkLength = 2
        while !Self.fillsGroups(bytes.count + checkLength) { checkLength += 1 }
        for i in 0..<checkLength { bytes.append(Self.checkByte(check, i)) }
        let letters = Array(Base32.encode(bytes))
        let groups = stride(from: 0, to: letters.count, by: 4).map { String(letters[$0..<min($0 + 4, letters.count)]) }
        return "SQ-" + groups.joined(separator: "-")
    }

    /// Header, options, then the letters as 5-bit symbols (``LetterStream``).
    private func payload() -> [UInt8] {
        var flags: UInt8 = 0
        var fields: [UInt8] = []
        LEB128.append(UInt64(rounds.count), to: &fields)
        if mode == .grid { LEB128.append(UInt64(rounds.first?.rows.count ?? 0), to: &fields) }
        if mode == .twist {
            flags |= Field.minimumWordLength.bit
            LEB128.append(UInt64(minimumWordLength), to: &fields)
        }
        if let timeLimit {
            flags |= Field.timeLimit.bit
            LEB128.append(UInt64(max(1, timeLimit.rounded())), to: &fields)
        }
        if let daily, daily >= DailyPuzzle.epoch {
            flags |= Field.daily.bit
            LEB128.append(UInt64(daily.dayNumber - DailyPuzzle.epoch.dayNumber), to: &fields)
        }
        if Set(bands) != Set(GameOptions().bands) {
            flags |= Field.bands.bit
            fields.append(bands.reduce(0) { $0 | UInt8(1 << ($1.rawValue - 1)) })
        }
        var stream = LetterStream()
        stream.append(language.map(String.init))
        for round in rounds {
            for row in round.rows { stream.append(row) }
        }
        let modeIndex = UInt8(Self.modes.firstIndex(of: mode) ?? 0)
        return [Self.version << 4 | modeIndex, flags] + fields + stream.paddedBytes
    }

    /// Why a code could not be read.
    public enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not shaped like a code at all.
        case notACode(String)
        /// Shaped like one, but its check fails: a character is wrong, missing or extra.
        case mistyped(String)
        /// A code of the first layout, which named one build of a dictionary.
        case firstVersion(String)
        /// Made by a newer Squramble.
        case newerVersion(code: String, version: Int)
        /// It checks out, but names options no game can have.
        case invalidOptions(code: String, detail: String)

        public var description: String {
            switch self {
            case .notACode(let code):
                "“\(code)” is not a puzzle code: codes look like SQ-2508-D4WC-XB90-8SCV-0KZ4-1HBR"
            case .mistyped(let code):
                "the puzzle code \(code) does not check out: a character is mistyped, missing or extra; copy it again"
            case .firstVersion(let code):
                "the puzzle code \(code) is a first-version code, which named one build of a dictionary rather than its letters; "
                    + "that build has been replaced, so ask for a new code (codes made now carry their letters and outlive updates)"
            case let .newerVersion(code, version):
                "the puzzle code \(code) is mistyped, or was made by a newer Squramble (code version \(version)); check it, or update Squramble to play it"
            case let .invalidOptions(code, detail):
                "the puzzle code \(code) names options this Squramble cannot play: \(detail)"
            }
        }
    }

    /// Reads a code as a player typed or pasted it: case, spaces, line breaks and dashes
    /// do not matter, and a link's path (`…/p/SQ-…`) is read for its code.
    public init(parsing input: String) throws(ParseError) {
        let shown = Self.printable(input)
        guard input.utf8.count <= Self.longestText else { throw .notACode(shown) }
        var body = Substring(input.uppercased().filter { !$0.isWhitespace && $0 != "-" })
        if let slash = body.lastIndex(of: "/") { body = body[body.index(after: slash)...] }
        guard body.hasPrefix("SQ") else { throw .notACode(shown) }
        body = body.dropFirst(2)
        guard !body.isEmpty, body.utf8.allSatisfy(Base32.isDigit) else { throw .notACode(shown) }
        guard let bytes = Base32.decode(String(body)), bytes.count >= 6 else { throw .mistyped(shown) }
        let version = bytes[0] >> 4
        guard version == Self.version else {
            if version == 1, Self.isFirstVersion(bytes) { throw .firstVersion(shown) }
            if version > Self.version { throw .newerVersion(code: shown, version: Int(version)) }
            throw .mistyped(shown)
        }
        self = try Self.decode(bytes, shown: shown)
    }

    private static func decode(_ bytes: [UInt8], shown: String) throws(ParseError) -> PuzzleCode {
        guard Int(bytes[0] & 0x0F) < modes.count else { throw .mistyped(shown) }
        let mode = modes[Int(bytes[0] & 0x0F)]
        let flags = bytes[1]
        var reader = ByteReader(bytes: bytes, position: 2)
        func number(_ range: ClosedRange<Int>) throws(ParseError) -> Int {
            guard let value = reader.leb128(), value <= UInt64(range.upperBound), Int(value) >= range.lowerBound else { throw .mistyped(shown) }
            return Int(value)
        }
        let roundCount = try number(1...1000)
        let rowsPerRound = mode == .grid ? try number(2...DealtLetters.maximumRows) : 1
        let minimum = flags & Field.minimumWordLength.bit != 0 ? try number(1...64) : 3
        let limit = flags & Field.timeLimit.bit != 0 ? Double(try number(1...86_400)) : nil
        let daily = flags & Field.daily.bit != 0 ? DailyPuzzle.epoch.adding(days: try number(0...2_900_000)) : nil
        var bands = GameOptions().bands
        if flags & Field.bands.bit != 0 {
            guard let mask = reader.byte(), mask != 0, mask >> DifficultyBand.allCases.count == 0 else { throw .mistyped(shown) }
            bands = DifficultyBand.allCases.filter { mask & UInt8(1 << ($0.rawValue - 1)) != 0 }
        }
        guard flags >> 4 == 0 else { throw .mistyped(shown) }

        var stream = LetterStream.Reader(bytes: bytes, position: reader.position)
        guard let language = stream.next(), language.count <= 35 else { throw .mistyped(shown) }
        var rounds: [DealtLetters] = []
        for _ in 0..<roundCount {
            var rows: [[String]] = []
            for _ in 0..<rowsPerRound {
                guard let row = stream.next(), !row.isEmpty else { throw .mistyped(shown) }
                rows.append(row)
            }
            rounds.append(DealtLetters(rows: rows))
        }
        guard let end = stream.endOfLetters() else { throw .mistyped(shown) }
        // The rest is the check.
        let check = CodeChecksum.crc32(Array(bytes[0..<end]))
        let checkBytes = bytes[end...]
        guard (2...6).contains(checkBytes.count), fillsGroups(bytes.count),
              checkBytes.enumerated().allSatisfy({ $0.element == checkByte(check, $0.offset) }) else {
            throw .mistyped(shown)
        }
        let code = PuzzleCode(mode: mode, language: language.joined(), rounds: rounds,
                              minimumWordLength: minimum, bands: bands, timeLimit: limit, daily: daily)
        guard rounds.allSatisfy(\.isWellFormed) else { throw .invalidOptions(code: shown, detail: "a round has too many letters") }
        do {
            try code.gameOptions.validate()
        } catch {
            throw .invalidOptions(code: shown, detail: error.description)
        }
        return code
    }

    /// Whether `bytes` end in a first-version check: the CRC-32 of the bytes before it,
    /// 2 to 6 bytes long.
    private static func isFirstVersion(_ bytes: [UInt8]) -> Bool {
        (2...6).contains { length in
            guard bytes.count - length >= 10 else { return false }
            let check = CodeChecksum.crc32(Array(bytes[0..<(bytes.count - length)]))
            return (0..<length).allSatisfy { bytes[bytes.count - length + $0] == checkByte(check, $0) }
        }
    }

    /// Whether `count` bytes make a whole number of groups of four characters.
    private static func fillsGroups(_ count: Int) -> Bool {
        ((count * 8 + 4) / 5) % 4 == 0
    }

    private static func checkByte(_ check: UInt32, _ index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: check >> UInt32(8 * (index % 4)))
    }

    /// The input as it may be echoed: short, printable.
    private static func printable(_ text: String) -> String {
        let cleaned = String(text.prefix(200).unicodeScalars.filter { !$0.properties.generalCategory.isControlOrInvisible }.map(Character.init))
        return cleaned.count > 48 ? String(cleaned.prefix(48)) + "…" : cleaned
    }
}

extension Unicode.GeneralCategory {
    /// Control, format, unassigned, private-use or separator code points: never echoed raw.
    package var isControlOrInvisible: Bool {
        switch self {
        case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
