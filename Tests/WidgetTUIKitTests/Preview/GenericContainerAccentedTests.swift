import Foundation
import FrameOutput
import PetRenderer
import Testing
@testable import WidgetTUIKit

/// The preview of a home_widget app's container in the accented mode: its picture, the widget's
/// whole content, drawn as iOS 26 draws it, in the frame the family's size.
@Suite struct GenericContainerAccentedTests {
    /// The small family at 10 pt per pixel: a 16x16 canvas, framed at column 1, row 3.
    private func session(_ home: TestGroup, mode: WidgetRenderingMode, images: WidgetAccentedRenderingMode? = nil) throws -> PreviewSession {
        var settings = PreviewFixtures.settings
        settings.family = .systemSmall
        settings.pointsPerPixel = 10
        settings.renderingMode = mode
        settings.accentedImages = images
        let source = try home.source(group: HomeWidgetContainer.group, render: RenderOptions(settings: settings, timeZoneName: "UTC"))
        let state = PreviewState(groupIdentifier: source.groupIdentifier, kind: source.kind, settings: settings, colorMode: .truecolor,
                                 terminalSize: TerminalSize(columns: 60, rows: 24), wallNow: PreviewFixtures.start,
                                 start: .paused(at: PreviewFixtures.start), autoFitsScale: false)
        return PreviewSession(state: state, source: source)
    }

    /// The colours of the pixels the frame's inside shows, two to a cell: a space is one colour
    /// twice, a half block its top and bottom.
    private func colors(_ screen: CellBuffer) -> [RGB] {
        (4...11).flatMap { y in (2...17).flatMap { x -> [RGB] in
            let cell = screen[x, y]
            let halves = cell.character == Cell.upperHalfBlock ? [cell.foreground, cell.background] : [cell.background, cell.background]
            return halves.compactMap { if case let .rgb(color) = $0 { color } else { nil } }
        } }
    }

    @Test func theCardIsOneWhiteShapeOnTheSystemsBackground() throws {
        let home = try TestGroup()
        try HomeWidgetContainer.write(in: home)
        let drawn = colors(try session(home, mode: .accented).screen())
        let background = AccentedRendering.background(.light), white = AccentedRendering.defaultGroup
        #expect(Set(drawn) == [background, white])
        // The 8x4 card scaled to 16x8 is 64 cells' halves, its transparent left column excepted.
        #expect(drawn.filter { $0 == white }.count == 14 * 8)
        let full = Set(colors(try session(home, mode: .fullColor).screen()))
        #expect(full.contains(RGB(0xf5, 0xc5, 0x18)) && !full.contains(background))
    }

    @Test func withFullColorImagesTheCardKeepsItsColoursOnTheSystemsBackground() throws {
        let home = try TestGroup()
        try HomeWidgetContainer.write(in: home)
        let drawn = Set(colors(try session(home, mode: .accented, images: .fullColor).screen()))
        #expect(drawn == [AccentedRendering.background(.light), RGB(0x3b, 0x6f, 0xd4), RGB(0xf5, 0xc5, 0x18)])
    }

    @Test func theModeKeyRedrawsThePicture() throws {
        let home = try TestGroup()
        try HomeWidgetContainer.write(in: home)
        let session = try session(home, mode: .fullColor)
        let before = Set(colors(session.screen()))
        session.send(.key(.character("m")))
        let after = Set(colors(session.screen()))
        #expect(before != after && after == [AccentedRendering.background(.light), AccentedRendering.defaultGroup])
    }
}
