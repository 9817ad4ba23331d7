import Foundation
import SharedData
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("Quiet hours decide night")
struct NightTests {
    @Test("Night is read in the given time zone", arguments: [
        (utc(12, 59), false, false), (utc(13, 0), true, false), (utc(21, 59), true, false), (utc(22, 0), false, true),
    ])
    func nightInTokyo(date: Date, tokyoNight: Bool, utcNight: Bool) {
        // 22:00-07:00 in Tokyo (UTC+9) is 13:00-22:00 UTC.
        let quiet = QuietHours("22:00-07:00")
        #expect(NightSchedule(quietHours: quiet, timeZone: .tokyo).isNight(at: date) == tokyoNight)
        #expect(NightSchedule(quietHours: quiet, timeZone: .utc).isNight(at: date) == utcNight)
    }

    @Test("Changing quietHours changes night for exactly the entries between the old and new bounds")
    func changingQuietHours() throws {
        let before = try #require(QuietHours("22:00-07:00")), after = try #require(QuietHours("23:30-06:00"))
        func timeline(_ q: QuietHours) -> Timeline {
            PetTimelineProvider(data: TestSheet.data(quietHours: q), timeZone: .tokyo, step: 60, count: 1440).timeline(from: utc(0))
        }
        let old = timeline(before), new = timeline(after)
        let changed = Set(zip(old.entries, new.entries).filter { $0.isNight != $1.isNight }.map(\.0.index))
        // Entry i is UTC minute i, Tokyo minute (i + 540) mod 1440.
        let expected = Set((0..<1440).filter { i in
            let local = (i + 540) % 1440
            return (22 * 60..<23 * 60 + 30).contains(local) || (6 * 60..<7 * 60).contains(local)
        })
        #expect(changed == expected)
        #expect(changed.count == 150)
    }

    @Test("Frames agree with their entries on night, and pets sleep exactly then")
    func framesFollowEntries() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 3))
        let settings = RenderSettings.test(timeZone: .tokyo)
        let timeline = PetTimelineProvider(data: renderer.data, timeZone: .tokyo, step: 600, count: 144).timeline(from: utc(0))
        for entry in timeline.entries {
            let frame = renderer.frame(for: entry, settings: settings)
            #expect(frame.isNight == entry.isNight)
            #expect(frame.poses.allSatisfy { $0.isAsleep == entry.isNight })
        }
        #expect(Set(timeline.entries.map(\.isNight)) == [true, false])
    }

    @Test("Sleeping pets lie in beds of their own, apart across the width", arguments: [2, 5, 8])
    func sleepersLieApart(count: Int) throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: count))
        let settings = RenderSettings.test()
        let poses = renderer.poses(at: utc(23), settings: settings).sorted { $0.x < $1.x }
        let width = settings.canvasSize.width
        // Beds are spread evenly, so neighbours are about width / count apart.
        for (a, b) in zip(poses, poses.dropFirst()) {
            #expect(b.x - a.x >= width / count - 3, "\(poses.map(\.x))")
        }
    }

    @Test("A sleeping pet stays in its bed all night")
    func sleepersHoldStill() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 4))
        let early = renderer.poses(at: utc(22, 5), settings: .test()), late = renderer.poses(at: utc(24 + 5, 40), settings: .test())
        #expect(early.map(\.x) == late.map(\.x))
        #expect(early.allSatisfy { $0.isAsleep })
        let dayA = renderer.poses(at: utc(12), settings: .test()), dayB = renderer.poses(at: utc(12, 5), settings: .test())
        #expect(dayA.map(\.x) != dayB.map(\.x))
    }

    @Test("The night start is the most recent start of the quiet span")
    func nightStart() {
        let schedule = NightSchedule(quietHours: QuietHours("22:00-07:00"), timeZone: .utc)
        #expect(schedule.nightStart(containing: utc(3, 15)) == utc(22).addingTimeInterval(-86_400))
        #expect(schedule.nightStart(containing: utc(23, 1, 30)) == utc(22))
        #expect(schedule.nightStart(containing: utc(12)) == nil)
    }

    @Test("Without quietHours the documented default applies and is reported")
    func missingQuietHoursReported() throws {
        let missing = try TestSheet.renderer(TestSheet.data(quietHours: nil))
        #expect(missing.notes.contains(.quietHoursMissing(using: .documentedDefault)))
        #expect(missing.nightSchedule(in: .utc).usesDocumentedDefault)
        #expect(missing.nightSchedule(in: .utc).isNight(at: utc(22, 30)))
        #expect(!missing.nightSchedule(in: .utc).isNight(at: utc(21, 30)))
        let provider = PetTimelineProvider(data: TestSheet.data(quietHours: nil), timeZone: .utc)
        #expect(provider.notes == [.quietHoursMissing(using: .documentedDefault)])
        #expect(provider.notes.first?.description.contains("22:00-07:00") == true)

        let present = try TestSheet.renderer(TestSheet.data(quietHours: QuietHours("22:00-07:00")))
        #expect(!present.notes.contains { if case .quietHoursMissing = $0 { true } else { false } })
        #expect(PetTimelineProvider(data: present.data, timeZone: .utc).notes.isEmpty)
    }

    @Test("At night the scene darkens but the stars do not")
    func nightDarkens() throws {
        let renderer = try TestSheet.renderer()
        let day = renderer.frame(at: utc(20, 30), settings: .test()), night = renderer.frame(at: utc(22, 30), settings: .test())
        #expect(day.skyPhase == .night && night.skyPhase == .night)
        let ground = ScenePalette.Slot.ground.index, star = ScenePalette.Slot.star.index
        #expect(night.palette[ground].luminance < day.palette[ground].luminance * 0.7)
        #expect(night.palette[star] == day.palette[star])
        let body = try #require(renderer.palette.base.colors.firstIndex(of: TestSheet.body))
        #expect(night.palette.colors[body].luminance < day.palette.colors[body].luminance)
    }
}
