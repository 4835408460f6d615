import Foundation
import Squramble
import Testing

@Suite struct CalendarDateTests {
    @Test(arguments: ["2026-01-01", "2024-02-29", "1970-01-01", "9999-12-31", "0001-01-01", "2000-02-29"])
    func validDatesRoundTrip(text: String) {
        let date = CalendarDate(text)
        #expect(date?.description == text)
        #expect(date.map { CalendarDate.init(year: $0.year, month: $0.month, day: $0.day) } != nil)
    }

    @Test(arguments: ["2023-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "1900-02-29", "26-01-01",
                      "2026-1-01", "２０２６-01-01", "", "2026-01-01T00:00", "abcd-ef-gh", "-2026-01-01"])
    func invalidDatesAreRefused(text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test func dayNumbersAreContinuous() {
        var date = CalendarDate("1999-12-25")!
        for _ in 0..<800 {
            let next = date.adding(days: 1)
            #expect(next.dayNumber == date.dayNumber + 1)
            #expect(next > date)
            #expect(CalendarDate(next.description) == next)
            date = next
        }
        #expect(CalendarDate("1970-01-01")!.dayNumber == 0)
        #expect(CalendarDate("2026-01-01")!.dayNumber == 20454)
    }

    /// One instant, two far-apart zones: Kiribati's Line Islands (UTC+14) and
    /// American Samoa (UTC−11) are on different calendar dates for most of the day.
    @Test(arguments: [
        // instant (UTC)            Kiritimati      Pago Pago
        ("2026-03-10T09:59:59Z", "2026-03-10", "2026-03-09"),
        ("2026-03-10T10:00:00Z", "2026-03-11", "2026-03-09"),
        ("2026-03-10T10:59:59Z", "2026-03-11", "2026-03-09"),
        ("2026-03-10T11:00:00Z", "2026-03-11", "2026-03-10"),
        ("2026-12-31T09:59:59Z", "2026-12-31", "2026-12-30"),
        ("2026-12-31T10:00:00Z", "2027-01-01", "2026-12-30"),
        ("2027-01-01T10:59:59Z", "2027-01-02", "2026-12-31"),
        ("2027-01-01T11:00:00Z", "2027-01-02", "2027-01-01"),
    ])
    func localDateAroundMidnight(instant: String, kiritimati: String, pagoPago: String) throws {
        let date = try #require(ISO8601DateFormatter().date(from: instant))
        let east = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
        let west = try #require(TimeZone(identifier: "Pacific/Pago_Pago"))
        #expect(CalendarDate(date, in: east).description == kiritimati)
        #expect(CalendarDate(date, in: west).description == pagoPago)
    }

    @Test func codableAsText() throws {
        let date = CalendarDate("2026-07-04")!
        let data = try JSONEncoder().encode(date)
        #expect(String(decoding: data, as: UTF8.self) == "\"2026-07-04\"")
        #expect(try JSONDecoder().decode(CalendarDate.self, from: data) == date)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CalendarDate.self, from: Data("\"2026-02-30\"".utf8)) }
    }
}
