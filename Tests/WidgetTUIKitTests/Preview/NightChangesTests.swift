import Foundation
import PetRenderer
import RenderFixtures
import SharedData
import Testing
@testable import WidgetTUIKit

@Suite struct NightChangesTests {
    let start = PreviewFixtures.start

    @Test func changesAlternateBetweenTheQuietHoursStartAndEndInTheTimeZone() throws {
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        let schedule = NightSchedule(quietHours: QuietHours("22:00-07:00"), timeZone: paris)
        // 12:00 UTC is 14:00 in Paris (summer time): night at 20:00 UTC, day at 05:00 UTC.
        let hour: TimeInterval = 3600
        #expect(schedule.changes(after: start, count: 3) == [8 * hour, 17 * hour, 32 * hour].map(start.addingTimeInterval))
    }

    @Test func aChangeExactlyAtTheStartIsNotAfterIt() {
        let schedule = NightSchedule(quietHours: QuietHours("12:00-13:00"), timeZone: PreviewFixtures.utc)
        #expect(schedule.changes(after: start, count: 1) == [start.addingTimeInterval(3600)])
    }

    /// UTC's changes are found by arithmetic (a `Calendar` would read the machine's zone and, on
    /// Linux, load ICU's data); they are the ones a Gregorian calendar in UTC finds.
    @Test(arguments: ["22:00-07:00", "00:00-23:59", "07:30-06:15", "12:00-12:01"])
    func utcChangesAreTheCalendarsOnes(hours: String) throws {
        let quiet = try #require(QuietHours(hours))
        let schedule = NightSchedule(quietHours: quiet, zone: .utc)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let offsets: [TimeInterval] = [0, 0.25, 59.999, 3600, 7.5 * 3600, 10 * 3600 + 0.5, 86_399.75, -1e6 - 0.125, 3e8 + 0.5]
        for date in offsets.map(start.addingTimeInterval) {
            var expected: [Date] = []
            var cursor = date
            while expected.count < 4 {
                cursor = try #require([quiet.start, quiet.end].compactMap {
                    calendar.nextDate(after: cursor, matching: DateComponents(hour: $0.hour, minute: $0.minute, second: 0),
                                      matchingPolicy: .nextTime)
                }.min())
                expected.append(cursor)
            }
            #expect(schedule.changes(after: date) == expected, "after \(date)")
        }
    }

    /// `--tz UTC` reaches the preview's schedule as `.utc` itself, not as a `TimeZone` made from it,
    /// so its changes take the arithmetic above.
    @Test func thePreviewReadsNightInTheSettingsOwnZone() {
        let content = PreviewFixtures.content(settings: RenderSettings(zone: .utc))
        #expect(content.night.zone.isUTC)
    }

    @Test func quietHoursThatStartAndEndTogetherNeverChange() {
        let schedule = NightSchedule(quietHours: QuietHours("07:00-07:00"), timeZone: PreviewFixtures.utc)
        #expect(schedule.changes(after: start) == [])
    }
}
