import Foundation
import PetRenderer
import RenderFixtures
import Testing
@testable import WidgetTUIKit

/// `PetWidget.renderer(for:pet:)`: the one place that tells the home widget from a Live Activity view.
@Suite struct SurfaceRendererTests {
    let settings = RenderSettings.test()
    let date = utc(23, 4, 55)

    @Test func theHomeWidgetIsTheWidgetsRendererStampedWithTheDataDigest() throws {
        let group = try TestGroup()
        let widget = try PetWidget(container: group.container())
        let home = try widget.renderer(for: .home, pet: 0)
        #expect(home.frame(at: date, settings: settings) == widget.renderer.frame(at: date, settings: settings))
        #expect(home.placeholder(in: settings) == widget.renderer.placeholder(settings: settings))
        #expect(home.digest == widget.renderer.dataDigest)
        #expect(home.notes(for: settings) == widget.renderer.notes(for: settings))
        #expect(home.petName == nil)
    }

    @Test func eachLiveActivityViewIsThePetsActivityStampedWithItsStateAndHasNoPlaceholder() throws {
        let group = try TestGroup()
        let widget = try PetWidget(container: group.container())
        let activity = try widget.liveActivity(pet: 1)
        for surface in LiveActivitySurface.allCases {
            let view = try widget.renderer(for: .liveActivity(surface), pet: 1)
            let frame = view.frame(at: date, settings: settings)
            #expect(frame == activity.frame(surface, at: date, settings: settings), "\(surface)")
            #expect(frame.surface == surface)
            #expect(view.placeholder(in: settings) == nil)
            #expect(view.digest == activity.digest)
            #expect(view.digest != widget.renderer.dataDigest)
            #expect(view.petName == "Pip")
        }
    }

    @Test func aPetWithoutALiveActivityFailsOnlyWhenOneOfItsViewsIsChosen() throws {
        let group = try TestGroup()
        let widget = try PetWidget(container: group.container())
        #expect(throws: WidgetTUIError("items holds 5 pets, so there is no pet 10")) {
            try widget.renderer(for: .liveActivity(.minimal), pet: 9)
        }
        #expect(try widget.renderer(for: .home, pet: 9).petName == nil)
    }
}
