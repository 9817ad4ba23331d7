import Foundation
import FrameOutput
import PetRenderer
import RenderFixtures
import SharedData
import Testing
@testable import WidgetTUIKit

/// The home widget of a group holding another app's data: the picture its app stored is the
/// widget's whole content, drawn by `PictureScene` as the commands draw the home widget.
@Suite struct StoredImageViewTests {
    let settings = RenderSettings.test(.systemSmall)

    @Test func aGroupWithoutItemsIsDrawnAsItsStoredPictureInEveryMode() throws {
        let home = try TestGroup()
        let widget = try PetWidget(container: HomeWidgetContainer.write(in: home), device: .default)
        let view = try #require(widget.storedImage)
        #expect(view.key == "card")
        let renderer = try widget.renderer(for: .home, pet: 0)
        for mode in WidgetRenderingMode.allCases {
            var settings = settings
            settings.renderingMode = mode
            let scaled = HomeWidgetContainer.card.scaled(toFit: 32, 32)
            #expect(renderer.frame(at: utc(12), settings: settings) == PictureScene.frame(scaled, at: utc(12), settings: settings), "\(mode)")
        }
        #expect(renderer.placeholder(in: settings) == PictureScene.frame(nil, at: nil, settings: settings))
        #expect(renderer.digest == widget.dataDigest && renderer.petName == nil && renderer.notes(for: settings).isEmpty)
        #expect(widget.homeWarnings(for: settings).isEmpty)
    }

    @Test func theAccentedModeDrawsTheWholeOpaqueCardAsOneWhiteShape() throws {
        let home = try TestGroup()
        let widget = try PetWidget(container: HomeWidgetContainer.write(in: home), device: .default)
        var accented = settings
        accented.renderingMode = .accented
        let frame = try widget.renderer(for: .home, pet: 0).frame(at: utc(12), settings: accented)
        // The 8x4 card scaled 4x to 32x16, centred: rows 8 to 23, its left 4 columns transparent.
        let card = (8..<24).flatMap { y in (4..<32).map { frame.canvas[$0, y] } }
        #expect(Set(card).count == 1 && frame.palette[card[0]] == AccentedRendering.defaultGroup)
        #expect(frame.palette[frame.canvas[0, 0]] == AccentedRendering.background(.light))
        #expect(frame.palette[frame.canvas[1, 12]] == AccentedRendering.background(.light))
    }

    @Test func theDigestNamesTheDataNotTheContainersPathAndChangesWithThePicture() throws {
        let (a, b, c) = (try TestGroup(), try TestGroup(), try TestGroup())
        let first = try PetWidget(container: HomeWidgetContainer.write(in: a), device: .default)
        let second = try PetWidget(container: HomeWidgetContainer.write(in: b), device: .default)
        #expect(first.dataDigest == second.dataDigest)
        #expect(first.dataValues.map(\.key) == ["card", "card.pixels", "title"])
        #expect(first.dataValues.first?.value == "home_widget/card.png, a 8x4 PNG")
        var other = HomeWidgetContainer.card.pixels
        other[4 * 9] = 0
        let changed = try PetWidget(container: HomeWidgetContainer.write(in: c, card: RGBAImage(width: 8, height: 4, pixels: other)),
                                    device: .default)
        #expect(changed.dataDigest != first.dataDigest)
        #expect(DataValues.changes(recorded: Dictionary(uniqueKeysWithValues: first.dataValues), current: changed.dataValues).map(\.key)
            == ["card.pixels"])
    }

    @Test func withoutAPictureTheBackgroundIsDrawnAndAWarningSaysWhy() throws {
        let home = try TestGroup()
        let widget = try PetWidget(container: HomeWidgetContainer.write(in: home, card: nil), device: .default)
        let frame = try widget.renderer(for: .home, pet: 0).frame(at: utc(12), settings: settings)
        #expect(frame.palette.colors == [RGB(0xff, 0xff, 0xff)])
        #expect(widget.homeWarnings(for: settings) == [
            "the suite has no items key, so it holds another app's data, not the pet widget's: drawn is the picture a key names, "
                + "and no key names a file in home_widget/ or a .png/.jpg",
        ])
    }

    @Test func thePetWidgetsDataAndAWidgetLoadedWithoutADeviceDrawThePets() throws {
        let home = try TestGroup()
        #expect(try PetWidget(container: home.container(), device: .default).storedImage == nil)
        try HomeWidgetContainer.write(in: home)
        let container = try GroupLoader(home.options(group: HomeWidgetContainer.group)).locate()
        let widget = try PetWidget(container: container)
        #expect(widget.storedImage == nil)
        #expect(try widget.renderer(for: .home, pet: 0).digest == widget.renderer.dataDigest)
    }
}
