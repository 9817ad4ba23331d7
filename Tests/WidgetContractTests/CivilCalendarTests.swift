import Essentials
import Foundation
import Testing

/// The calendar arithmetic ISO dates, XML plist dates and the preview's status line share,
/// against Foundation's Gregorian calendar over 5,000 years either side of 1970.
@Suite struct CivilCalendarTests {
    @Test func daysAndDatesAgreeWithFoundationsGregorianCalendarAndUndoEachOther() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        for days in stride(from: -1_000_000, through: 1_000_000, by: 997) {
            let date = CivilCalendar.date(daysSince1970: days)
            #expect(CivilCalendar.daysSince1970(year: date.year, month: date.month, day: date.day) == days)
            #expect((1...CivilCalendar.daysIn(month: date.month, year: date.year)).contains(date.day))
            // Foundation counts Julian years before 1582; compare where both are Gregorian.
            guard date.year > 1582 else { continue }
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            #expect(parts.year == date.year && parts.month == date.month && parts.day == date.day, "\(days)")
        }
        #expect(CivilCalendar.isLeap(2000) && CivilCalendar.isLeap(2024) && !CivilCalendar.isLeap(1900) && !CivilCalendar.isLeap(2026))
        #expect(CivilCalendar.floorDivide(-1, 86_400) == -1 && CivilCalendar.floorDivide(86_399, 86_400) == 0)
    }
}
