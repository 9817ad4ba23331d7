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

    @Test func quietHoursThatStartAndEndTogetherNeverChange() {
        let schedule = NightSchedule(quietHours: QuietHours("07:00-07:00"), timeZone: PreviewFixtures.utc)
        #expect(schedule.changes(after: start) == [])
    }
}
