import Foundation
import SharedData
import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("The placeholder view")
struct PlaceholderTests {
    @Test("It is drawn in placeholder greys only, with grey silhouettes and no data", arguments: WidgetFamily.allCases)
    func greysOnly(family: WidgetFamily) throws {
        let renderer = try TestSheet.renderer()
        let frame = renderer.placeholder(settings: .test(family))
        #expect(frame.isPlaceholder && frame.poses.isEmpty && !frame.isNight && frame.date == nil)
        let used = Set(frame.canvas.pixels)
        #expect(used == [ScenePalette.Slot.placeholderBackground.index, ScenePalette.Slot.placeholderShape.index])
        let shape = frame.canvas.pixels.filter { $0 == ScenePalette.Slot.placeholderShape.index }.count
        // Horizon line plus the redacted streak plus two silhouettes.
        #expect(shape > frame.canvas.width + 2 * 10)
    }

    @Test("It does not depend on the group's data")
    func independentOfData() throws {
        let a = try TestSheet.renderer(TestSheet.data(pets: 1, streak: 3))
        let b = try TestSheet.renderer(PetWidgetData(pets: TestSheet.pets(5, stage: "egg"), quietHours: nil, streakDays: 99))
        #expect(a.placeholder(settings: .test()) == b.placeholder(settings: .test()))
    }

    @Test("It follows the appearance")
    func darkPlaceholder() throws {
        let renderer = try TestSheet.renderer()
        let light = renderer.placeholder(settings: .test()), dark = renderer.placeholder(settings: .test(appearance: .dark))
        let bg = ScenePalette.Slot.placeholderBackground.index
        #expect(dark.palette[bg].luminance < 0.3 && light.palette[bg].luminance > 0.8)
        #expect(light.canvas == dark.canvas)
    }

    @Test("The provider's placeholder entry carries no night")
    func providerPlaceholder() {
        let provider = PetTimelineProvider(data: TestSheet.data(), timeZone: .utc)
        let entry = provider.placeholder(at: utc(23))
        #expect(entry == TimelineEntry(index: 0, date: utc(23), isNight: false))
    }
}
