import Foundation
import PNGCodec
import PetRenderer
import RenderFixtures
import SharedData
import Testing
@testable import WidgetTUIKit

@Suite("Checks catch deliberately broken subjects")
struct CheckTests {
    // MARK: determinism

    @Test("Determinism passes a renderer drawn from the date alone")
    func determinismPasses() throws {
        let result = DeterminismCheck.run(dates: CheckFixtures.determinismDates, render: CheckFixtures.draw(try CheckFixtures.renderer()))
        #expect(result.status == .pass, "\(result.reason)")
        #expect(result.reason.hasPrefix("24 dates drawn twice in a row"))
    }

    @Test("Determinism catches a random offset")
    func determinismCatchesRandomness() throws {
        let draw = CheckFixtures.draw(try CheckFixtures.renderer())
        // Seeded, so the run is the same every time: the first two offsets differ, so the first date already fails.
        final class Offsets { var generator = SeededGenerator(seed: 2026) }
        let offsets = Offsets()
        let shaken: FrameRender = { date in
            let bytes = draw(date)
            let offset = Int.random(in: 1..<bytes.count, using: &offsets.generator)
            return Array(bytes[offset...] + bytes[..<offset])
        }
        let result = DeterminismCheck.run(dates: CheckFixtures.determinismDates, render: shaken)
        #expect(result.status == .fail)
        #expect(result.reason.hasPrefix("the frame for 2026-11-29T12:00:00Z changed when drawn twice in a row"))
        #expect(result.fix?.contains("no random numbers") == true)
    }

    @Test("Determinism catches a frame that depends on the order of drawing")
    func determinismCatchesOrder() throws {
        let renderer = try CheckFixtures.renderer()
        // Same date twice gives the same frame, but a date drawn after a later one looks different.
        final class Latest { var date = Date.distantPast }
        let latest = Latest()
        let render: FrameRender = { date in
            latest.date = max(latest.date, date)
            return WidgetChecks.bytes(of: renderer.frame(at: latest.date, settings: CheckFixtures.settings))
        }
        let result = DeterminismCheck.run(dates: CheckFixtures.determinismDates, render: render)
        #expect(result.status == .fail)
        #expect(result.reason.contains("changed when the dates were drawn backwards"))
    }

    // MARK: skip robustness

    @Test("Skip robustness passes a renderer drawn from the date alone")
    func skipPasses() throws {
        let draw = CheckFixtures.draw(try CheckFixtures.renderer())
        let result = SkipRobustnessCheck.run(entries: CheckFixtures.entryDates, targets: [1, 59, 299], makeRender: { draw })
        #expect(result.status == .pass, "\(result.reason)")
        #expect(result.reason.hasPrefix("entries 1, 59, 299 drawn after every earlier entry"))
    }

    @Test("Skip robustness catches a renderer keyed on a frame index")
    func skipCatchesFrameIndex() throws {
        let renderer = try CheckFixtures.renderer()
        let result = SkipRobustnessCheck.run(entries: CheckFixtures.entryDates, targets: [1, 59],
                                             makeRender: { FrameCountingRenderer(renderer).draw })
        #expect(result.status == .fail)
        #expect(result.reason.hasPrefix("entry 1 (2026-11-29T12:00:05Z) differs when entries 0-0 were shown first and when they were skipped"))
        #expect(result.fix?.contains("entry.date") == true)
        // Determinism sees it too: the same date drawn twice in a row changes.
        let counting = FrameCountingRenderer(renderer)
        #expect(DeterminismCheck.run(dates: CheckFixtures.determinismDates, render: counting.draw).status == .fail)
    }

    // MARK: distinct motion

    @Test("Distinct motion passes pets with their own rhythms and catches pets in lockstep")
    func distinctMotion() throws {
        let renderer = try CheckFixtures.renderer()
        let dates = WidgetChecks.motionDates(from: CheckFixtures.start)
        let names = CheckFixtures.pets.map(\.name)
        let good = DistinctMotionCheck.run(dates: dates, names: names) { renderer.poses(at: $0, settings: CheckFixtures.settings) }
        #expect(good.status == .pass, "\(good.reason)")
        #expect(good.reason == "3 pets never shared position and frame in 17280 sampled moments")

        // Every pet takes the first pet's pose: one pose function shared by all.
        let lockstep = DistinctMotionCheck.run(dates: dates, names: names) { date in
            let first = renderer.poses(at: date, settings: CheckFixtures.settings)[0]
            return names.indices.map {
                PetPose(index: $0, x: first.x, y: first.y, lift: first.lift, facing: first.facing, animation: first.animation, frame: first.frame)
            }
        }
        #expect(lockstep.status == .fail)
        #expect(lockstep.reason.hasPrefix("at 2026-11-29T12:00:00Z pets 0 (Mochi) and 1 (Pip) are both at x "))
        #expect(lockstep.reason.hasSuffix("they look like one pet"))

        // A single pet has nothing to be told apart from: the pass says so rather than counting "1 pets".
        let alone = DistinctMotionCheck.run(dates: dates, names: names) { [renderer.poses(at: $0, settings: CheckFixtures.settings)[0]] }
        #expect(alone.status == .pass)
        #expect(alone.reason == "one pet: no two pets to share a position and frame")
    }

    // MARK: flip

    @Test("Flip passes the bundled sheet and catches a symmetric walking sprite")
    func flip() throws {
        let sheet = try SpriteSheetLoader.load(directory: nil)
        #expect(FlipCheck.run(sheet: sheet).status == .pass)
        let index = try #require(sheet.tags["adult/walk"]?.first)
        let frame = sheet.frames[index]
        // The right half mirrored onto the left: the frame equals its own mirror image.
        var pixels = frame.pixels
        for y in 0..<frame.height {
            for x in 0..<(frame.width / 2) { pixels[y * frame.width + x] = frame[frame.width - 1 - x, y] }
        }
        var frames = sheet.frames
        frames[index] = SpriteFrame(name: frame.name, width: frame.width, height: frame.height, pixels: pixels,
                                    durationMilliseconds: frame.durationMilliseconds)
        let broken = SpriteSheet(colors: sheet.colors, frames: frames, tags: sheet.tags, bodyColor: sheet.bodyColor)
        let result = FlipCheck.run(sheet: broken)
        #expect(result.status == .fail)
        #expect(result.reason == "adult/walk/0 equals its mirror image: a pet walking left looks the same as one walking right")
        let noWalk = SpriteSheet(colors: sheet.colors, frames: frames, tags: sheet.tags.filter { !$0.key.hasSuffix("/walk") })
        #expect(FlipCheck.run(sheet: noWalk).status == .fail)
    }

    // MARK: settings

    @Test("Settings pass when quiet hours come from the group and night follows them")
    func settingsPass() throws {
        let renderer = try CheckFixtures.renderer(CheckFixtures.data(quietHours: QuietHours("21:00-06:30")))
        let decoded = DecodedPetWidgetData(data: renderer.data, problems: [])
        let result = SettingsCheck.run(decoded: decoded, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start) {
            renderer.frame(at: $0, settings: CheckFixtures.settings).isNight
        }
        #expect(result.status == .pass, "\(result.reason)")
    }

    @Test("Settings catch quiet hours never written, and say how to write them")
    func settingsCatchMissingQuietHours() throws {
        let json = Data(#"[{"name":"Mochi","stage":"adult","valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        let decoded = PetWidgetDataDecoder(file: "/group/Library/Preferences/group.com.example.pets.plist")
            .decode(PlistDictionary([PetWidgetData.itemsKey: .data(json), PetWidgetData.streakDaysKey: .int(3)]))
        let renderer = try CheckFixtures.renderer(decoded.data)
        let result = SettingsCheck.run(decoded: decoded, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start) {
            renderer.frame(at: $0, settings: CheckFixtures.settings).isNight
        }
        #expect(result.status == .fail)
        #expect(result.reason.hasPrefix("/group/Library/Preferences/group.com.example.pets.plist: quietHours: missing: the app never wrote its quiet hours setting"))
        #expect(result.reason.hasSuffix("night comes from the documented default 22:00-07:00, not from the user's setting"))
        #expect(result.fix?.contains("widget-tui app set-quiet-hours 22:00-07:00") == true)
    }

    @Test("Settings catch a widget whose night ignores the group's quiet hours")
    func settingsCatchIgnoredQuietHours() throws {
        let decoded = DecodedPetWidgetData(data: CheckFixtures.data(quietHours: QuietHours("21:00-06:30")), problems: [])
        // A widget with the default schedule baked in.
        let baked = NightSchedule(quietHours: nil, timeZone: .gmt)
        let result = SettingsCheck.run(decoded: decoded, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start, isNight: baked.isNight(at:))
        #expect(result.status == .fail)
        #expect(result.reason == "at 06:30 (UTC) the widget draws night, but the group's quiet hours 21:00-06:30 say day")
        let neverNight = SettingsCheck.run(decoded: decoded, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start) { _ in false }
        #expect(neverNight.reason.hasPrefix("at 00:00 (UTC) the widget draws day"))
    }

    @Test("Settings catch a value of the wrong type and a missing key the widget replaced with a default")
    func settingsCatchWrongTypes() throws {
        let decoder = PetWidgetDataDecoder(file: "suite.plist")
        let wrong = decoder.decode(PlistDictionary([PetWidgetData.quietHoursKey: .int(22), PetWidgetData.streakDaysKey: .int(3)]))
        let result = SettingsCheck.run(decoded: wrong, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start) { _ in false }
        #expect(result.status == .fail)
        #expect(result.reason.contains("suite.plist: quietHours: is Int, expected a String \"HH:MM-HH:MM\""))

        let noItems = decoder.decode(PlistDictionary([PetWidgetData.quietHoursKey: .string("22:00-07:00"), PetWidgetData.streakDaysKey: .int(3)]))
        let night = NightSchedule(quietHours: noItems.data.quietHours, timeZone: .gmt)
        let missingItems = SettingsCheck.run(decoded: noItems, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start, isNight: night.isNight(at:))
        #expect(missingItems.status == .fail)
        #expect(missingItems.reason == "suite.plist: items: missing: the app has not written any pets; using no pets")
    }

    @Test("Settings report every value the widget replaced with a default, each with its file and field")
    func settingsReportEveryDefault() throws {
        let decoder = PetWidgetDataDecoder(file: "suite.plist")
        let mixed = Data(#"[42, {"name":"Kiwi","stage":"egg","valueA":1,"valueB":2,"valueC":3}]"#.utf8)
        let noQuiet = decoder.decode(PlistDictionary([PetWidgetData.itemsKey: .data(mixed), PetWidgetData.streakDaysKey: .string("3")]))
        let result = SettingsCheck.run(decoded: noQuiet, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start) { _ in false }
        #expect(result.status == .fail)
        #expect(result.reason.hasPrefix("suite.plist: quietHours: missing: the app never wrote its quiet hours setting"))
        #expect(result.reason.contains("; suite.plist: items[0]: is a number, expected an object; using no pet here"))
        #expect(result.reason.contains("; suite.plist: streakDays: is String, expected Int"))
        #expect(result.fix?.contains("widget-tui app set-quiet-hours") == true && result.fix?.contains("streakDays as an Int") == true)

        // With quiet hours present, a night that ignores them and a broken items are both reported.
        let brokenItems = decoder.decode(PlistDictionary([PetWidgetData.itemsKey: .data(Data("[{".utf8)), PetWidgetData.quietHoursKey: .string("21:00-06:30"),
                                          PetWidgetData.streakDaysKey: .int(3)]))
        let both = SettingsCheck.run(decoded: brokenItems, timeZone: .gmt, zoneName: "UTC", day: CheckFixtures.start) { _ in false }
        #expect(both.status == .fail)
        #expect(both.reason.hasPrefix("at 00:00 (UTC) the widget draws day"))
        #expect(both.reason.contains("; suite.plist: items: invalid JSON at byte 2"))
    }

    // MARK: reload after write

    @Test("Reload after write catches a write without a reload, and one reloading another kind")
    func reloadAfterWrite() throws {
        let group = try TestGroup()
        try group.app().reload()
        let reader = try group.reader()
        #expect(ReloadAfterWriteCheck.run(reader: reader, kind: "PetWidget").status == .pass)

        // A reload an hour ago, then a write with none after it.
        let past = GroupWriter(container: try group.container(), now: { Date(timeIntervalSinceNow: -3600) })
        try past.reloadTimelines(ofKind: "PetWidget")
        try GroupWriter(container: try group.container()).set(.int(13), forKey: PetWidgetData.streakDaysKey)
        let stale = ReloadAfterWriteCheck.run(reader: reader, kind: "PetWidget")
        #expect(stale.status == .fail)
        #expect(stale.reason.contains("and no reloadTimelines(ofKind: \"PetWidget\") or reloadAllTimelines() came after it: "))
        #expect(stale.fix?.contains("HomeWidget.updateWidget(iOSName: \"PetWidget\")") == true)

        try group.app(kind: "StreakWidget").reload()
        let otherKind = ReloadAfterWriteCheck.run(reader: reader, kind: "PetWidget")
        #expect(otherKind.status == .fail)
        #expect(otherKind.reason.contains("requests after it were only for \"StreakWidget\""))

        try group.app(kind: "PetWidget").reload()
        let fixed = ReloadAfterWriteCheck.run(reader: reader, kind: "PetWidget")
        #expect(fixed.status == .pass)
        #expect(fixed.reason.contains("reloadTimelines(ofKind: \"PetWidget\")"))
    }

    // MARK: timeline budget

    @Test("Timeline budget fails too many entries and reloads, warns near the budget, passes an hourly timeline")
    func timelineBudget() {
        let now = CheckFixtures.start
        let flood = PetTimelineProvider(data: CheckFixtures.data(), timeZone: .gmt, step: 1, count: 1000,
                                        reload: .after(now.addingTimeInterval(60))).timeline(from: now)
        let failed = TimelineBudgetCheck.run(timeline: flood, requestedAt: now)
        #expect(failed.status == .fail)
        #expect(failed.reason.hasPrefix("1000 entries over 999 s, a reload every 60 s (1440 a day); 1000 entries: timelines beyond about 400"))
        #expect(failed.reason.contains("1440 reloads/day exceeds the daily budget of 40-70"))

        let immediate = PetTimelineProvider(data: CheckFixtures.data(), timeZone: .gmt, reload: .after(now)).timeline(from: now)
        #expect(TimelineBudgetCheck.run(timeline: immediate, requestedAt: now).status == .fail)

        let seed = TimelineBudgetCheck.run(timeline: CheckFixtures.timeline(), requestedAt: now)
        #expect(seed.status == .warn)
        #expect(seed.reason.contains("57.6 reloads/day is inside the daily budget of 40-70 only on generous devices"))

        let hourly = TimelineBudgetCheck.run(timeline: CheckFixtures.timeline(count: 300, step: 12), requestedAt: now)
        #expect(hourly.status == .pass, "\(hourly.reason)")
        #expect(hourly.reason.hasPrefix("300 entries over 3588 s, a reload every 3600 s (24 a day)"))
    }

    // MARK: Live Activity state

    @Test("A Live Activity state of 4096 bytes passes and one of 4097 fails")
    func liveActivitySize() throws {
        let base = LiveActivityStateCheck.contentState(for: Pet(name: "", stage: "adult", valueA: 1, valueB: 2, valueC: 3)).count
        func pet(_ bytes: Int) -> Pet {
            Pet(name: String(repeating: "a", count: bytes - base), stage: "adult", valueA: 1, valueB: 2, valueC: 3)
        }
        #expect(LiveActivityStateCheck.contentState(for: pet(4096)).count == 4096)
        #expect(LiveActivityStateCheck.contentState(for: pet(4097)).count == 4097)
        let fits = LiveActivityStateCheck.run(pets: CheckFixtures.pets + [pet(4096)])
        #expect(fits.status == .pass)
        #expect(fits.reason == "4 ContentStates, the largest 4096 of 4096 bytes, no image data")
        let over = LiveActivityStateCheck.run(pets: CheckFixtures.pets + [pet(4097)])
        #expect(over.status == .fail)
        #expect(over.reason.hasPrefix("pet 3 (aaaa"))
        #expect(over.reason.hasSuffix("the ContentState JSON is 4097 bytes, over ActivityKit's 4096-byte limit: the update would be rejected"))
    }

    @Test("A Live Activity state carrying image data fails however small it is")
    func liveActivityImages() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 1, height: 1, pixels: [255, 0, 0, 255])).base64EncodedString()
        for name in ["data:image/png;base64,\(png)", png, "photo \u{89}PNG"] {
            let result = LiveActivityStateCheck.run(pets: [Pet(name: name, stage: "adult")])
            #expect(result.status == .fail, "\(name)")
            #expect(result.reason.contains("the ContentState holds image data"))
        }
        #expect(LiveActivityStateCheck.run(pets: CheckFixtures.pets).status == .pass)
    }
}
