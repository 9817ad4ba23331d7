import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures
import SharedData

/// `RenderZone.utc` stands for `TimeZone.gmt` without making it: every answer a render takes from
/// its zone, and the zone's identity in settings, must be what `.gmt` gives.
@Suite("The zone a render reads dates in")
struct RenderZoneTests {
    static let dates = stride(from: -800, through: 20_000, by: 37).map { Date(timeIntervalSince1970: Double($0) * 86_400 + 3_599.5) }

    @Test("UTC is the zero offset, as .gmt gives it")
    func utcOffset() {
        for date in Self.dates {
            #expect(RenderZone.utc.secondsFromGMT(for: date) == TimeZone.gmt.secondsFromGMT(for: date))
        }
        #expect(RenderZone.utc.timeZone == .gmt)
    }

    @Test("UTC compares and hashes as the zone .gmt, and not as a named zone")
    func utcIdentity() {
        #expect(RenderZone.utc == RenderZone(.gmt))
        #expect(RenderZone.utc.hashValue == RenderZone(.gmt).hashValue)
        #expect(RenderZone.utc != RenderZone(.tokyo))
        #expect(RenderZone(.gmt) == RenderZone(TimeZone(secondsFromGMT: 0)!))
        #expect(RenderSettings(zone: .utc) == RenderSettings(timeZone: .gmt))
        #expect(Set([RenderSettings(zone: .utc), RenderSettings(timeZone: .gmt)]).count == 1)
        var settings = RenderSettings(zone: .utc)
        settings.timeZone = .tokyo
        #expect(settings.zone == RenderZone(.tokyo) && settings.timeZone == .tokyo)
    }

    @Test("A zone's offset and night are those of its TimeZone")
    func namedZone() {
        let quiet = QuietHours("22:00-07:00")
        for date in Self.dates {
            #expect(RenderZone(.tokyo).secondsFromGMT(for: date) == TimeZone.tokyo.secondsFromGMT(for: date))
            #expect(NightSchedule(quietHours: quiet, zone: .utc).isNight(at: date)
                    == NightSchedule(quietHours: quiet, timeZone: .gmt).isNight(at: date))
            #expect(ISODate.format(date, in: RenderZone.utc) == ISODate.format(date, in: TimeZone.gmt))
            #expect(ISODate.format(date, in: RenderZone(.tokyo)) == ISODate.format(date, in: TimeZone.tokyo))
        }
    }
}
