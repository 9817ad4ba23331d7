import Foundation
import SharedData
import Testing
@testable import PetRenderer
import RenderFixtures

/// Data a container may hold and settings the command line accepts, at their extremes: every frame
/// still renders, and every pet stays inside the canvas.
@Suite("Rendering at the edges")
struct RenderingEdgeCaseTests {
    static let extremeDates: [Double] = [-1e300, -1e15, -1, 0, 1e15, 1e300, -Double.greatestFiniteMagnitude,
                                         Double.greatestFiniteMagnitude]

    /// Asserts the poses of `frame` lie inside its canvas.
    func expectInside(_ frame: RenderedFrame, _ context: String) {
        for pose in frame.poses {
            #expect(pose.x >= 0 && pose.x <= max(0, frame.canvas.width - 1), "\(context): x \(pose.x)")
            #expect(pose.y >= 0 && pose.y < max(1, frame.canvas.height), "\(context): y \(pose.y)")
        }
    }

    @Test("Entry dates far in the past or future render with every pet on the canvas", arguments: extremeDates)
    func extremeEntryDates(seconds: Double) throws {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 8))
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        for family in WidgetFamily.allCases {
            expectInside(renderer.frame(at: date, settings: .test(family)), "\(family) at \(seconds)")
        }
    }

    @Test("A reaction with extreme start and end dates from a container renders", arguments: extremeDates)
    func extremeReaction(seconds: Double) throws {
        var data = TestSheet.data(pets: 3)
        data.reaction = PetReaction(pet: 1, kind: .petted, start: Date(timeIntervalSinceReferenceDate: min(seconds, -1e300)),
                                    until: Date(timeIntervalSinceReferenceDate: Double.greatestFiniteMagnitude))
        let renderer = try TestSheet.renderer(data)
        let frame = renderer.frame(at: Date(timeIntervalSinceReferenceDate: seconds), settings: .test())
        // A reaction ends before its `until`, so only the very last date falls outside it.
        #expect(frame.poses[1].reaction == (seconds < .greatestFiniteMagnitude ? .petted : nil))
        expectInside(frame, "reaction at \(seconds)")
    }

    @Test("No pets, and a hundred with long names, render on every device at every scale")
    func petCountsDevicesAndScales() throws {
        let long = String(repeating: "Ünïcødé 🐈 ", count: 200)
        let hundred = (0..<100).map { Pet(name: long + "\($0)", stage: ["egg", "baby", "adult", "??"][$0 % 4],
                                           valueA: -1e308, valueB: 1e308, valueC: Double($0)) }
        for data in [TestSheet.data(pets: 0), PetWidgetData(pets: hundred, quietHours: nil, streakDays: 3)] {
            let renderer = try TestSheet.renderer(data)
            for device in DeviceSize.all {
                for scale in 1...40 {
                    for family in WidgetFamily.allCases {
                        var settings = RenderSettings.test(family)
                        settings.device = device
                        settings.pointsPerPixel = scale
                        for date in [utc(12), utc(23)] {
                            let frame = renderer.frame(at: date, settings: settings)
                            #expect(frame.canvas.width == settings.canvasSize.width)
                            #expect(frame.poses.count == data.pets.count)
                            expectInside(frame, "\(data.pets.count) pets, \(family) at scale \(scale)")
                        }
                    }
                }
            }
        }
    }

    @Test("Frame durations whose sum passes Int's range pick a frame instead of overflowing")
    func hugeDurations() {
        let durations = [Int.max, Int.max, 100]
        for seconds in [0.0, 1, 1e9, 1e300] {
            #expect(durations.indices.contains(PetFigure.frame(at: seconds, durations: durations)))
        }
    }

    @Test("A negative streak draws as zero, and a huge one is clipped to the canvas", arguments: [Int.min, -1, Int.max])
    func streaks(days: Int) throws {
        func frame(_ days: Int) throws -> RenderedFrame {
            try TestSheet.renderer(TestSheet.data(pets: 1, streak: days)).frame(at: utc(12), settings: .test(.systemSmall))
        }
        let drawn = try frame(days)
        #expect(drawn.canvas.width == 32)
        let zero = try frame(0)
        #expect((drawn.canvas == zero.canvas) == (days < 0))
    }

    @Test("Every Live Activity surface renders at every scale and device with extreme values")
    func liveActivityExtremes() throws {
        let state = PetActivityAttributes.ContentState(name: String(repeating: "W", count: 500), stage: "adult",
                                                       valueA: -Double.greatestFiniteMagnitude, valueB: Double.greatestFiniteMagnitude,
                                                       valueC: 1e-300)
        for petIndex in [0, 99, Int.max] {
            let renderer = try LiveActivityRenderer(sheet: TestSheet.make(), attributes: PetActivityAttributes(petIndex: petIndex),
                                                    state: state, bodyColor: TestSheet.body)
            for device in DeviceSize.all {
                for scale in 1...40 {
                    var settings = RenderSettings.test()
                    settings.device = device
                    settings.pointsPerPixel = scale
                    for surface in LiveActivitySurface.allCases {
                        let frame = renderer.frame(surface, at: Date(timeIntervalSinceReferenceDate: 1e300), settings: settings)
                        #expect(frame.canvas.width == surface.canvasSize(settings).width)
                    }
                }
            }
        }
    }

    /// Found by fuzzing sprite sheet JSON (Fuzz/Regressions/sprite-json): a pet's shadow spans its
    /// frame's width less a pixel each side, which for a frame one pixel wide was a range ending
    /// before it started, and the renderer trapped.
    @Test("A sheet of frames one or two pixels wide draws every pet, its shadow clipped to nothing", arguments: [1, 2])
    func narrowFrames(width: Int) throws {
        var frames: [SpriteFrame] = []
        var tags: [String: [Int]] = [:]
        for stage in SpriteSheet.petStages {
            for animation in PetAnimation.allCases {
                tags["\(stage)/\(animation.rawValue)"] = [frames.count]
                frames.append(SpriteFrame(name: "\(stage)-\(animation.rawValue)", width: width, height: 3,
                                          pixels: [UInt8](repeating: 2, count: width * 3)))
            }
        }
        let sheet = SpriteSheet(colors: TestSheet.colors, frames: frames, tags: tags)
        // One pet and no streak badge, so nothing is drawn over it.
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 1, streak: 0), sheet: sheet)
        let body = renderer.palette.spriteTable(petIndex: 0)[2]
        for family in WidgetFamily.allCases {
            for date in [utc(12), utc(23)] {
                let frame = renderer.frame(at: date, settings: .test(family))
                expectInside(frame, "\(family) at \(date)")
                let pet = try #require(frame.poses.first { $0.index == 0 })
                #expect(frame.canvas[pet.x, pet.y - pet.lift] == body, "\(family) at \(date): pet 1 is drawn")
            }
        }
        let activity = try LiveActivityRenderer(sheet: sheet, attributes: PetActivityAttributes(petIndex: 0), state: TestSheet.activityState,
                                                bodyColor: TestSheet.body)
        for surface in LiveActivitySurface.allCases {
            #expect(activity.frame(surface, at: utc(12), settings: .test()).canvas.width == surface.canvasSize(.test()).width)
        }
    }
}
