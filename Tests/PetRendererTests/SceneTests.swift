import Foundation
import SharedData
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("The scene")
struct SceneTests {
    typealias Slot = ScenePalette.Slot

    @Test("Each family keeps Apple's point size at 5 pt per pixel on a 393x852 device", arguments: [
        (WidgetFamily.systemSmall, 32, 32), (.systemMedium, 68, 32), (.systemLarge, 68, 71),
    ])
    func familySizes(family: WidgetFamily, width: Int, height: Int) throws {
        let settings = RenderSettings.test(family)
        #expect(settings.canvasSize == (width, height))
        let frame = try TestSheet.renderer().frame(at: utc(12), settings: settings)
        #expect(frame.canvas.width == width && frame.canvas.height == height)
    }

    @Test("Pets stay inside the canvas and stand in the ground band", arguments: WidgetFamily.allCases)
    func petsInside(family: WidgetFamily) throws {
        let sheet = TestSheet.make()
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 8), sheet: sheet)
        let layout = SceneLayout(settings: .test(family))
        for k in 0..<2000 {
            for pose in renderer.poses(at: utc(6).addingTimeInterval(Double(k) * 7), settings: .test(family)) {
                // The frame the pose shows, from the pet's stage: its own width, not an assumed one.
                let stage = renderer.data.pets[pose.index].stage
                let frame = try #require(sheet.animation(stage: stage, pose.animation.rawValue)?[pose.frame])
                #expect(pose.x >= 0 && pose.x + frame.width <= layout.width)
                #expect(pose.y > layout.groundTop && pose.y < layout.height - 1)
            }
        }
    }

    @Test("A canvas smaller than a pet, or empty, clips it without failing")
    func tinyCanvas() throws {
        var settings = RenderSettings.test(.systemSmall)
        settings.pointsPerPixel = 60
        let frame = try TestSheet.renderer(TestSheet.data(pets: 8)).frame(at: utc(12), settings: settings)
        #expect(frame.canvas.width == 3 && frame.canvas.height == 3)
        settings.pointsPerPixel = 1000
        let empty = try TestSheet.renderer(TestSheet.data(pets: 8)).frame(at: utc(12), settings: settings)
        #expect(empty.canvas.pixels.isEmpty)
    }

    @Test("The nearer pet is drawn over the farther one")
    func depthOrder() throws {
        let sheet = TestSheet.make(stages: ["adult"])
        let palette = try ScenePalette(sheetColors: sheet.colors, bodyColor: TestSheet.body)
        let art = try StageCatalog(sheet: sheet).fallback
        let pets = (0..<2).map { PetArtwork(art: art, table: palette.spriteTable(petIndex: $0)) }
        let layout = SceneLayout(width: 40, height: 30)
        func pose(_ index: Int, y: Int) -> PetPose {
            PetPose(index: index, x: 10, y: y, lift: 0, facing: .right, animation: .idle, frame: 0)
        }
        let bodyOf = { (pet: Int) in palette.spriteTable(petIndex: pet)[2] }
        // Pet 1 one row nearer than pet 0, whatever order the poses come in.
        for poses in [[pose(0, y: 22), pose(1, y: 23)], [pose(1, y: 23), pose(0, y: 22)]] {
            let canvas = PetScene.draw(layout: layout, phase: .day, time: 0, pets: pets, poses: poses, streakDays: 0)
            // Idle frame 0 row 2 is "obbbbo": the body at x 11...14, on row 23 - 4 + 2 for pet 1.
            #expect(canvas[12, 21] == bodyOf(1))
        }
        let swapped = PetScene.draw(layout: layout, phase: .day, time: 0, pets: pets,
                                    poses: [pose(0, y: 23), pose(1, y: 22)], streakDays: 0)
        #expect(swapped[12, 21] == bodyOf(0))
    }

    @Test("The sky follows the local time of day", arguments: [
        (6, SkyPhase.dawn), (12, .day), (18, .dusk), (21, .night), (23, .night),
    ])
    func skyByTime(hour: Int, phase: SkyPhase) throws {
        let renderer = try TestSheet.renderer(TestSheet.data(quietHours: QuietHours("23:00-05:00")))
        #expect(renderer.nightSchedule(in: .tokyo).isNight(at: utc(hour - 9 + 24)) == (hour == 23))
        // Tokyo is UTC+9: local hour h is UTC hour h - 9.
        let frame = renderer.frame(at: utc(hour - 9 + 24), settings: .test(timeZone: .tokyo))
        #expect(frame.skyPhase == phase)
        #expect(frame.canvas[frame.canvas.width - 1, 0] == phase.top.index)
        let stars = frame.canvas.pixels.contains(Slot.star.index)
        #expect(stars == (phase == .night))
    }

    @Test("The streak is written in the pixel font next to a flame")
    func streakDigits() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(streak: 907))
        let canvas = renderer.frame(at: utc(12), settings: .test()).canvas
        let glyphs = [PixelFont.flame, PixelFont.digits[9], PixelFont.digits[0], PixelFont.digits[7]]
        for (i, glyph) in glyphs.enumerated() {
            for y in 0..<5 {
                for x in 0..<3 {
                    let pixel = canvas[1 + i * 4 + x, 1 + y]
                    let expected = i == 0 ? Slot.streakIcon.index : Slot.text.index
                    #expect((pixel == expected) == PixelFont.isSet(glyph, x: x, y: y), "glyph \(i) at \(x),\(y)")
                }
            }
        }
    }

    @Test("No star shines in or beside the streak badge, so the digits read on a night sky",
          arguments: WidgetFamily.allCases)
    func starsKeepClearOfTheStreak(family: WidgetFamily) throws {
        let badge: Set<PaletteIndex> = [Slot.text.index, Slot.textShadow.index, Slot.streakIcon.index]
        for streak in [12, 907, 123_456] {
            let renderer = try TestSheet.renderer(TestSheet.data(streak: streak))
            let clear = StreakBadge.clearance(days: streak)
            let inner = (x: (clear.x.lowerBound + 1)..<(clear.x.upperBound - 1), y: (clear.y.lowerBound + 1)..<(clear.y.upperBound - 1))
            var starsElsewhere = 0
            // Stars twinkle on a 4 s rhythm: 8 s shows each in both states.
            for second in 0..<8 {
                let canvas = renderer.frame(at: utc(23, 0, second), settings: .test(family)).canvas
                for y in 0..<canvas.height {
                    for x in 0..<canvas.width {
                        let pixel = canvas[x, y]
                        let inClearance = clear.x.contains(x) && clear.y.contains(y)
                        if pixel == Slot.star.index {
                            #expect(!inClearance, "streak \(streak): star at \(x),\(y) at second \(second)")
                            starsElsewhere += 1
                        }
                        if badge.contains(pixel) {
                            #expect(inner.x.contains(x) && inner.y.contains(y), "streak \(streak): badge pixel \(x),\(y) outside")
                        }
                    }
                }
            }
            #expect(starsElsewhere > 0)
        }
    }

    @Test("Digits of the pixel font are all different")
    func fontDigitsDiffer() {
        #expect(Set(PixelFont.digits).count == 10)
        #expect(PixelFont.glyphs(for: 2026) == [2, 0, 2, 6].map { PixelFont.digits[$0] })
        #expect(PixelFont.glyphs(for: 10) == [1, 0].map { PixelFont.digits[$0] })
        // Nought is one digit; a negative count is drawn as nought.
        #expect(PixelFont.glyphs(for: 0) == [PixelFont.digits[0]])
        #expect(PixelFont.glyphs(for: -3) == [PixelFont.digits[0]])
    }

    @Test("Settings notes report when pets outnumber depth rows")
    func crowdedNote() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 8))
        var settings = RenderSettings.test(.systemSmall)
        #expect(renderer.notes(for: settings) == renderer.notes)
        settings.pointsPerPixel = 10
        let rows = SceneLayout(settings: settings).field.laneCount
        #expect(renderer.notes(for: settings).last == .crowded(pets: 8, rows: rows, family: .systemSmall))
    }
}
