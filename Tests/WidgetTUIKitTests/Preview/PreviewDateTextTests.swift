import Foundation
import Testing
@testable import WidgetTUIKit

@Suite struct PreviewDateTextTests {
    /// What the status line showed before it did its own arithmetic: a Gregorian calendar's
    /// components in the zone, formatted by `String(format:)`.
    private func calendarText(_ date: Date, _ zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
    }

    @Test("Dates and times are a Gregorian calendar's, in zones with daylight saving, odd offsets and none, leap days, centuries and fractions of a second")
    func matchesTheCalendar() throws {
        let zones = try ["UTC", "Europe/Paris", "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham", "Australia/Lord_Howe", "America/Los_Angeles"]
            .map { try #require(TimeZone(identifier: $0)) }
        var random = SystemRandomNumberGenerator()
        // Around the first Gregorian year the preview counts itself, leap days and turns of
        // centuries, days around daylight-saving changes, and anywhere up to the year 9999.
        var dates = [-12_212_553_600.0, -12_212_553_600.5, -12_212_553_601, 951_782_400, 951_868_799.999, 4_107_542_400, 0, -1, -0.25,
                     1_774_746_000, 1_774_749_599.75, 1_792_890_000, 253_402_300_799]
        dates += (0..<3000).map { _ in Double.random(in: -12_212_553_600..<253_402_300_700, using: &random).rounded(.down) }
        dates += (0..<3000).map { _ in Double.random(in: 1_700_000_000..<1_900_000_000, using: &random) }
        for zone in zones {
            for seconds in dates {
                let date = Date(timeIntervalSince1970: seconds)
                #expect(PreviewDateText.dateTime(date, in: zone) == calendarText(date, zone), "\(seconds) in \(zone.identifier)")
            }
        }
    }

    @Test("Before 1583 the calendar counts Julian years, and the text still follows it")
    func julianYears() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        for seconds in [-12_212_553_601.0, -12_219_292_800, -12_219_292_801, -62_135_596_800, -100_000_000_000] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(PreviewDateText.dateTime(date, in: utc) == calendarText(date, utc), "\(seconds)")
        }
    }

    @Test("The time alone on the reference's local day, else the date too")
    func compact() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        // 2026-11-29 23:30 in Paris is 22:30 UTC; a minute after midnight there is another day.
        let reference = Date(timeIntervalSince1970: 1_795_991_400)
        #expect(PreviewDateText.compact(reference.addingTimeInterval(-3600), sameDayAs: reference, in: paris) == "22:30:00")
        #expect(PreviewDateText.compact(reference.addingTimeInterval(31 * 60), sameDayAs: reference, in: paris) == "2026-11-30 00:01:00")
    }
}
