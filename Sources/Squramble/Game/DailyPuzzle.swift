import Foundation

/// A day of the Gregorian calendar, with no time and no time zone.
///
/// ```swift
/// let day = CalendarDate("2026-03-01")!
/// day.description            // "2026-03-01"
/// day.adding(days: -1)       // 2026-02-28
/// ```
public struct CalendarDate: Sendable, Hashable, Codable, Comparable, LosslessStringConvertible {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// `nil` unless the day exists (years 1...9999).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year; self.month = month; self.day = day
    }

    /// Reads `YYYY-MM-DD`.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The date that `instant` falls on in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        self.init(dayNumber: Self.dayNumber(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1))
    }

    /// Today in `timeZone` (by default the player's own).
    public static func today(in timeZone: TimeZone = .current) -> CalendarDate {
        CalendarDate(Date(), in: timeZone)
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int { Self.dayNumber(year: year, month: month, day: day) }

    /// The date `days` later (earlier when negative).
    public func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    public var description: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(n)
            return String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.dayNumber < b.dayNumber }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    // Howard Hinnant's days-from-civil and civil-from-days, proleptic Gregorian.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// The puzzle of the day: the same for everyone who has the same dictionary.
///
/// **Whose date?** The player's own local calendar date, as in most daily word games:
/// the puzzle changes at the player's midnight, so players in Kiribati
/// (UTC+14) meet a date's puzzle up to 25 hours before players in American Samoa
/// (UTC−11). Everyone playing on the same calendar date gets the same puzzle.
///
/// The seed is a stable hash of the date, the mode and the dictionary's identity
/// (checksum and word count): another dictionary gives another puzzle, and a
/// rebuilt dictionary with other words does too.
///
/// ```swift
/// let daily = DailyPuzzle.today(mode: .twist, lexicon: lexicon)
/// var game = try daily.makeGame(lexicon: lexicon)
/// print("Squramble #\(daily.number) — \(daily.date)")
/// ```
public struct DailyPuzzle: Sendable, Hashable, Codable {
    /// The calendar date the puzzle belongs to.
    public let date: CalendarDate
    /// The game mode of the puzzle.
    public let mode: GameMode
    /// The dictionary the puzzle was made from; another one gives another puzzle.
    public let dictionary: DictionaryIdentity
    /// The options of the day's game (seed included).
    public let options: GameOptions

    /// The first daily puzzle's date; ``number`` counts from it.
    public static let epoch = CalendarDate(year: 2026, month: 1, day: 1)!

    /// The puzzle of `date` in `mode` on `lexicon`.
    public init(date: CalendarDate, mode: GameMode, lexicon: Lexicon) {
        self.date = date
        self.mode = mode
        let identity = DictionaryIdentity(lexicon)
        dictionary = identity
        options = Self.options(mode: mode, seed: Self.seed(date: date, mode: mode, dictionary: identity), lexicon: lexicon)
    }

    /// The seed of the puzzle of `date` in `mode` for a dictionary: a stable hash of
    /// all three. Never changes between versions (golden tests pin it).
    public static func seed(date: CalendarDate, mode: GameMode, dictionary: DictionaryIdentity) -> UInt64 {
        stableHash("squramble-daily/1/\(date)/\(mode.rawValue)/\(dictionary.fingerprint)/\(dictionary.wordCount)")
    }

    /// Today's puzzle: `now` on the calendar of `timeZone` (by default the player's).
    public static func today(mode: GameMode, lexicon: Lexicon, now: Date = Date(), timeZone: TimeZone = .current) -> DailyPuzzle {
        DailyPuzzle(date: CalendarDate(now, in: timeZone), mode: mode, lexicon: lexicon)
    }

    /// The puzzle's number, 1 on ``epoch`` (for share texts: "Squramble #42").
    public var number: Int { date.dayNumber - Self.epoch.dayNumber + 1 }

    /// Starts the day's game.
    public func makeGame(lexicon: Lexicon, scoring: Scoring? = nil) throws(GameError) -> Game {
        try Game(lexicon: lexicon, options: options, scoring: scoring)
    }

    /// The day's options: Unscramble 5 rounds of 5–7 letters, Twist one 7-letter rack
    /// (words of 3+), Grid one 5 × 4 grid; targets from the easy and medium bands.
    /// A dictionary without such targets gets every band, then every length it has.
    static func options(mode: GameMode, seed: UInt64, lexicon: Lexicon) -> GameOptions {
        var options = GameOptions(mode: mode, seed: seed)
        switch mode {
        case .unscramble: options.rounds = 5
        case .twist: options.rounds = 1; options.lengths = 7...7
        case .grid: options.rounds = 1
        }
        func available(_ o: GameOptions) -> Bool {
            TargetPicker(lexicon: lexicon, lengths: o.targetLengths, bands: o.bands).total > 0
        }
        if available(options) { return options }
        options.bands = DifficultyBand.allCases
        if available(options) { return options }
        let lengths = lexicon.targetGroups.map(\.length).filter { $0 >= 3 }
        guard let shortest = lengths.min(), let longest = lengths.max() else { return options }
        switch mode {
        case .unscramble: options.lengths = shortest...longest
        case .twist: options.lengths = longest...longest
        case .grid: options.gridRows = min(12, max(shortest, min(5, longest)))
        }
        return options
    }
}
