import Squramble

/// A short code that names one game exactly: its mode, options, seed and dictionary.
///
/// ```
/// SQ-4F7K-0M2Q-9XCV-H1TA-77RB
/// ```
///
/// `squramble play --code CODE` replays the game, so a player can challenge a friend
/// with the same puzzle — the command-line counterpart of an app's custom URL scheme.
///
/// **Layout** (version 1), in bytes before encoding:
///
/// | bytes | field |
/// |---|---|
/// | 1 | version (high 4 bits) and mode (low 4 bits: 0 unscramble, 1 twist, 2 grid) |
/// | 1 | which options differ from the mode's defaults (bit flags, see ``Field``) |
/// | … | those options, in bit order, each as an unsigned LEB128 number |
/// | 4 or 8 | the seed, little-endian (8 when ``Field/longSeed`` is set) |
/// | 4 | the dictionary's checksum (``DictionaryIdentity/checksum``), little-endian |
/// | 2–6 | a check: the CRC-32 of everything before it, little-endian, its bytes repeated as needed |
///
/// The check has as many bytes (at least 2) as make the code a whole number of
/// groups of four characters.
/// The bytes are written in Crockford's base 32 (digits and capitals without I, L, O
/// and U; reading accepts lower case, and O, I, L for 0, 1, 1), in groups of four
/// after `SQ-`. The check catches a mistyped or missing character.
package struct PuzzleCode: Sendable, Hashable, CustomStringConvertible {
    package static let version: UInt8 = 1

    package var options: GameOptions
    /// The checksum of the dictionary the game was made with.
    package var dictionaryChecksum: UInt32

    package init(options: GameOptions, dictionaryChecksum: UInt32) {
        self.options = options
        self.dictionaryChecksum = dictionaryChecksum
    }

    package init(options: GameOptions, lexicon: Lexicon) {
        self.init(options: options, dictionaryChecksum: lexicon.checksum)
    }

    /// The dictionary's fingerprint as ``DictionaryIdentity/fingerprint`` writes it.
    package var dictionaryFingerprint: String {
        DictionaryIdentity(name: "", checksum: dictionaryChecksum, wordCount: 0).fingerprint
    }

    /// The option fields a code may carry, as bit flags.
    package enum Field: Int, CaseIterable {
        case rounds = 0, lengths, bands, minimumWordLength, grid, timeLimit, longSeed
        var bit: UInt8 { 1 << UInt8(rawValue) }
    }

    package static let modes: [GameMode] = [.unscramble, .twist, .grid]

    // MARK: Encoding

    package var description: String { text }

    /// The code as a player types it.
    package var text: String {
        var bytes = payload()
        let check = CodeChecksum.crc32(bytes)
        var checkLength = 2
        while !Self.fillsGroups(bytes.count + checkLength) { checkLength += 1 }
        for i in 0..<checkLength { bytes.append(Self.checkByte(check, i)) }
        let letters = Base32.encode(bytes)
        var groups: [String] = []
        var index = letters.startIndex
        while index < letters.endIndex {
            let end = letters.index(index, offsetBy: 4, limitedBy: letters.endIndex) ?? letters.endIndex
            groups.append(String(letters[index..<end]))
            index = end
        }
        return "SQ-" + groups.joined(separator: "-")
    }

    private func payload() -> [UInt8] {
        let defaults = GameOptions(mode: options.mode, seed: options.seed)
        let modeIndex = UInt8(Self.modes.firstIndex(of: options.mode) ?? 0)
        var flags: UInt8 = 0
        var fields: [UInt8] = []
        if options.rounds != defaults.rounds {
            flags |= Field.rounds.bit
            LEB128.append(UInt64(options.rounds), to: &fields)
        }
        if options.mode != .grid, options.lengths != defaults.lengths {
            flags |= Field.lengths.bit
            LEB128.append(UInt64(options.lengths.lowerBound), to: &fields)
            LEB128.append(UInt64(options.lengths.upperBound), to: &fields)
        }
        if Set(options.bands) != Set(defaults.bands) {
            flags |= Field.bands.bit
            fields.append(options.bands.reduce(0) { $0 | UInt8(1 << ($1.rawValue - 1)) })
        }
        if options.mode == .twist, options.minimumWordLength != defaults.minimumWordLength {
            flags |= Field.minimumWordLength.bit
            LEB128.append(UInt64(options.minimumWordLength), to: &fields)
        }
        if options.mode == .grid,
           (options.gridRows, options.gridColumns, options.gridMaxAnswers) != (defaults.gridRows, defaults.gridColumns, defaults.gridMaxAnswers) {
            flags |= Field.grid.bit
            LEB128.append(UInt64(options.gridRows), to: &fields)
            LEB128.append(UInt64(options.gridColumns), to: &fields)
            LEB128.append(UInt64(options.gridMaxAnswers), to: &fields)
        }
        if let limit = options.timeLimit {
            flags |= Field.timeLimit.bit
            LEB128.append(UInt64(max(1, limit.rounded())), to: &fields)
        }
        let longSeed = options.seed > UInt64(UInt32.max)
        if longSeed { flags |= Field.longSeed.bit }

        var bytes: [UInt8] = [Self.version << 4 | modeIndex, flags]
        bytes += fields
        for i in 0..<(longSeed ? 8 : 4) { bytes.append(UInt8(truncatingIfNeeded: options.seed >> (8 * UInt64(i)))) }
        for i in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: dictionaryChecksum >> (8 * UInt32(i)))) }
        return bytes
    }

    // MARK: Decoding

    /// Why a code could not be read.
    package enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        case notACode(String)
        case mistyped(String)
        case newerVersion(code: String, version: Int)
        case invalidOptions(code: String, detail: String)

        package var description: String {
            switch self {
            case .notACode(let code):
                "“\(code)” is not a puzzle code: codes look like SQ-4F7K-0M2Q-9XCV-H1TA-77RB"
            case .mistyped(let code):
                "the puzzle code \(code) does not check out: a character is mistyped, missing or extra; copy it again"
            case let .newerVersion(code, version):
                "the puzzle code \(code) is mistyped, or was made by a newer Squramble (code version \(version)); check it, or update Squramble to play it"
            case let .invalidOptions(code, detail):
                "the puzzle code \(code) names options this Squramble cannot play: \(detail)"
            }
        }
    }

    /// Reads a code as a player typed it: case, spaces and dashes do not matter.
    package init(parsing input: String) throws(ParseError) {
        let shown = Self.printable(input)
        var body = Substring(input.uppercased().filter { !$0.isWhitespace && $0 != "-" })
        guard body.hasPrefix("SQ") else { throw .notACode(shown) }
        body = body.dropFirst(2)
        guard !body.isEmpty, body.utf8.allSatisfy(Base32.isDigit) else { throw .notACode(shown) }
        guard let bytes = Base32.decode(String(body)) else { throw .mistyped(shown) }
        guard bytes.count >= 12 else { throw .mistyped(shown) }
        let data = bytes
        let version = data[0] >> 4
        guard version == Self.version else {
            if version > Self.version { throw .newerVersion(code: shown, version: Int(version)) }
            throw .mistyped(shown)
        }
        guard Int(data[0] & 0x0F) < Self.modes.count else { throw .mistyped(shown) }
        var options = GameOptions(mode: Self.modes[Int(data[0] & 0x0F)], seed: 0)
        let flags = data[1]
        var reader = ByteReader(bytes: data, position: 2)
        func number() throws(ParseError) -> Int {
            guard let value = reader.leb128(), value <= 1_000_000 else { throw .mistyped(shown) }
            return Int(value)
        }
        if flags & Field.rounds.bit != 0 { options.rounds = try number() }
        if flags & Field.lengths.bit != 0 {
            let low = try number(), high = try number()
            guard low <= high else { throw .mistyped(shown) }
            options.lengths = low...high
        }
        if flags & Field.bands.bit != 0 {
            guard let mask = reader.byte() else { throw .mistyped(shown) }
            options.bands = DifficultyBand.allCases.filter { mask & UInt8(1 << ($0.rawValue - 1)) != 0 }
        }
        if flags & Field.minimumWordLength.bit != 0 { options.minimumWordLength = try number() }
        if flags & Field.grid.bit != 0 {
            options.gridRows = try number()
            options.gridColumns = try number()
            options.gridMaxAnswers = try number()
        }
        if flags & Field.timeLimit.bit != 0 { options.timeLimit = Double(try number()) }
        guard let seed = reader.littleEndian(count: flags & Field.longSeed.bit != 0 ? 8 : 4),
              let checksum = reader.littleEndian(count: 4) else {
            throw .mistyped(shown)
        }
        // The rest is the check.
        let checked = Array(data[0..<reader.position])
        let checkBytes = Array(data[reader.position...])
        let check = CodeChecksum.crc32(checked)
        guard (2...6).contains(checkBytes.count), Self.fillsGroups(data.count),
              checkBytes.enumerated().allSatisfy({ $0.element == Self.checkByte(check, $0.offset) }) else {
            throw .mistyped(shown)
        }
        options.seed = seed
        do {
            try options.validate()
        } catch {
            throw .invalidOptions(code: shown, detail: error.description)
        }
        self.init(options: options, dictionaryChecksum: UInt32(checksum))
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
        let cleaned = String(text.unicodeScalars.filter { !$0.properties.generalCategory.isControlOrInvisible }.map(Character.init))
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
