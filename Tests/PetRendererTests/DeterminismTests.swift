import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("A frame is a pure function of its date")
struct DeterminismTests {
    let renderer: PetWidgetRenderer
    let timeline: Timeline
    let settings = RenderSettings.test(.systemMedium, timeZone: .tokyo)

    init() throws {
        renderer = try TestSheet.renderer(TestSheet.data(pets: 6))
        timeline = PetTimelineProvider(data: renderer.data, timeZone: .tokyo).timeline(from: utc(12, 0, 3))
    }

    /// The whole frame: pixels, palette, ink, night, sky and poses, everything any output is made from.
    func bytes(_ entry: TimelineEntry) -> RenderedFrame {
        renderer.frame(for: entry, settings: settings)
    }

    @Test("Rendering a timeline in shuffled order gives the same bytes as in order")
    func shuffledOrder() {
        let inOrder = timeline.entries.map(bytes)
        // A fixed permutation: 7919 is prime, so i * 7919 mod 300 visits every index once.
        let order = (0..<timeline.entries.count).map { $0 * 7919 % timeline.entries.count }
        #expect(Set(order).count == timeline.entries.count)
        for i in order {
            #expect(bytes(timeline.entries[i]) == inOrder[i], "entry \(i)")
        }
    }

    @Test("Rendering entry k after skipping the earlier ones equals rendering it after all of them")
    func skippingEntries() {
        let k = 211
        var afterAll: RenderedFrame?
        for entry in timeline.entries[...k] { afterAll = bytes(entry) }
        #expect(bytes(timeline.entries[k]) == afterAll)
    }

    @Test("Whatever was rendered before, with other settings, does not change a frame")
    func otherRenderingsBefore() throws {
        let entry = timeline.entries[42]
        let first = bytes(entry)
        let other = try TestSheet.renderer(TestSheet.data(pets: 2, quietHours: nil, streak: 1))
        for family in WidgetFamily.allCases {
            _ = other.frame(at: entry.date.addingTimeInterval(-3600), settings: .test(family, appearance: .dark))
            _ = renderer.placeholder(settings: .test(family))
        }
        #expect(bytes(entry) == first)
    }

    @Test("The same date looks the same in timelines that started at different times")
    func seamsBetweenTimelines() throws {
        let later = PetTimelineProvider(data: renderer.data, timeZone: .tokyo).timeline(from: utc(12, 10, 3))
        let shared = later.entries[0]
        let earlier = try #require(timeline.entries.first { $0.date == shared.date })
        #expect(earlier.index == 120 && shared.index == 0)
        #expect(renderer.frame(for: shared, settings: settings) == renderer.frame(for: earlier, settings: settings))
    }

    @Test("Frames at different moments differ, so the sameness above is not vacuous")
    func framesMove() {
        let frames = Set(timeline.entries.prefix(20).map { renderer.frame(for: $0, settings: settings).canvas.pixels })
        #expect(frames.count == 20)
    }
}
