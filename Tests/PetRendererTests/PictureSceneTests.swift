import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

/// A widget whose whole content is one stored picture (a home_widget app's `renderFlutterWidget`
/// PNG), drawn centred in the family's canvas in each rendering mode.
@Suite("A picture that is the widget's whole content")
struct PictureSceneTests {
    /// 6x4: an opaque card of two colours with a transparent left column and a half-transparent
    /// top-right corner, as a rendered Flutter widget with rounded corners is.
    static let card: RGBAImage = {
        let blue: [UInt8] = [0x3b, 0x6f, 0xd4, 255], yellow: [UInt8] = [0xf5, 0xc5, 0x18, 255]
        let clear: [UInt8] = [0, 0, 0, 0], corner: [UInt8] = [0x3b, 0x6f, 0xd4, 128]
        let rows: [[[UInt8]]] = [
            [clear, blue, blue, blue, blue, corner],
            [clear, blue, yellow, yellow, blue, blue],
            [clear, blue, yellow, yellow, blue, blue],
            [clear, blue, blue, blue, blue, blue],
        ]
        return RGBAImage(width: 6, height: 4, pixels: rows.flatMap { $0.flatMap { $0 } })
    }()

    static func settings(_ mode: WidgetRenderingMode, images: WidgetAccentedRenderingMode? = nil,
                         appearance: Appearance = .light) -> RenderSettings {
        var settings = RenderSettings.test(.systemSmall, appearance: appearance, mode: mode)
        settings.accentedImages = images
        return settings
    }

    /// The colour drawn at the card's pixel (x, y), the card centred in the 32x32 small canvas.
    static func color(_ frame: RenderedFrame, _ x: Int, _ y: Int) -> RGB {
        frame.palette[frame.canvas[(32 - 6) / 2 + x, (32 - 4) / 2 + y]]
    }

    @Test("Full colour: the picture centred in the family's canvas, over the system background where it is transparent")
    func fullColor() {
        let frame = PictureScene.frame(Self.card, at: utc(12), settings: Self.settings(.fullColor))
        #expect((frame.canvas.width, frame.canvas.height) == (32, 32))
        let white = RGB(0xff, 0xff, 0xff)
        #expect(PictureScene.background(Self.settings(.fullColor)) == white)
        #expect(Self.color(frame, 0, 0) == white && Self.color(frame, 1, 0) == RGB(0x3b, 0x6f, 0xd4))
        #expect(Self.color(frame, 2, 1) == RGB(0xf5, 0xc5, 0x18))
        #expect(Self.color(frame, 5, 0) == white.mixed(with: RGB(0x3b, 0x6f, 0xd4), 128.0 / 255))
        #expect(frame.palette[frame.canvas[0, 0]] == white && frame.ink[Int(frame.canvas[0, 0])] == false)
        #expect(frame.ink[Int(frame.canvas[(32 - 6) / 2 + 2, (32 - 4) / 2 + 1])])
        #expect(PictureScene.background(Self.settings(.fullColor, appearance: .dark)) == RGB(0, 0, 0))
    }

    @Test("Accented without widgetAccentedRenderingMode: the whole opaque card is one white shape on the system's background",
          arguments: [WidgetAccentedRenderingMode?.none, .accented])
    func silhouette(images: WidgetAccentedRenderingMode?) {
        let frame = PictureScene.frame(Self.card, at: utc(12), settings: Self.settings(.accented, images: images))
        let background = AccentedRendering.background(.light)
        let opaque = [(1, 0), (2, 1), (3, 2), (5, 3), (4, 1)].map { Self.canvasIndex(frame, $0.0, $0.1) }
        #expect(Set(opaque).count == 1)
        #expect(frame.palette[opaque[0]] == AccentedRendering.defaultGroup)
        #expect(Self.color(frame, 0, 0) == background && frame.palette[frame.canvas[0, 0]] == background)
        // Its opacity kept: the half-transparent corner is half white.
        #expect(Self.color(frame, 5, 0) == background.mixed(with: AccentedRendering.defaultGroup, 128.0 / 255))
        #expect(Set(frame.canvas.pixels.map { frame.palette[$0] }).count == 3)
    }

    @Test("Accented with .fullColor keeps the picture's colours on the system's background; .desaturated its luminance")
    func imageOptions() {
        let full = PictureScene.frame(Self.card, at: utc(12), settings: Self.settings(.accented, images: .fullColor))
        #expect(Self.color(full, 2, 1) == RGB(0xf5, 0xc5, 0x18))
        #expect(Self.color(full, 0, 0) == AccentedRendering.background(.light))
        let desaturated = PictureScene.frame(Self.card, at: utc(12), settings: Self.settings(.accented, images: .desaturated))
        #expect(Self.color(desaturated, 2, 1)
            == AccentedRendering.image(RGB(0xf5, 0xc5, 0x18), alpha: 1, mode: .desaturated, appearance: .light))
        #expect(Self.color(desaturated, 2, 1) != Self.color(desaturated, 1, 1))
    }

    @Test("Vibrant: greys of the full-colour frame's luminance")
    func vibrant() {
        let full = PictureScene.frame(Self.card, at: utc(12), settings: Self.settings(.fullColor))
        let vibrant = PictureScene.frame(Self.card, at: utc(12), settings: Self.settings(.vibrant))
        for (x, y) in [(0, 0), (1, 0), (2, 1), (5, 0)] {
            let grey = Self.color(vibrant, x, y)
            #expect(grey.r == grey.g && grey.g == grey.b)
            #expect(abs(grey.luminance - Self.color(full, x, y).luminance) < 0.01)
        }
    }

    @Test("No picture: the background alone, and the same frame at any date")
    func noPicture() {
        let frame = PictureScene.frame(nil, at: nil, settings: Self.settings(.accented))
        #expect(Set(frame.canvas.pixels) == [0] && frame.palette.colors == [AccentedRendering.background(.light)])
        #expect(frame.isPlaceholder)
        #expect(PictureScene.frame(Self.card, at: utc(1), settings: .test()).canvas == PictureScene.frame(Self.card, at: utc(20), settings: .test()).canvas)
    }

    @Test("More colours than letters: the most frequent keep their letters, the rest take the nearest, the same every time")
    func quantized() {
        // 100 greys, the darker 40 most frequent.
        let width = 100, height = 4
        var colors: [RGB] = []
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt8(y == 0 || x < 40 ? x : 0)
                colors.append(RGB(v, v, v))
            }
        }
        let (canvas, palette) = PaletteQuantizer.quantize(colors, width: width, height: height)
        #expect(palette.count == Palette.maxCount)
        #expect((canvas.width, canvas.height) == (width, height))
        for x in 0..<40 { #expect(palette[canvas[x, 0]] == colors[x]) }
        for x in 40..<width {
            let drawn = palette[canvas[x, 0]]
            #expect(palette.colors.allSatisfy { $0.distanceSquared(to: colors[x]) >= drawn.distanceSquared(to: colors[x]) })
        }
        let again = PaletteQuantizer.quantize(colors, width: width, height: height)
        #expect(again.canvas == canvas && again.palette == palette)
        // Few colours: each its own, in order of first appearance.
        let few = PaletteQuantizer.quantize([RGB(9, 9, 9), RGB(1, 2, 3), RGB(9, 9, 9), RGB(4, 4, 4)], width: 2, height: 2)
        #expect(few.palette.colors == [RGB(9, 9, 9), RGB(1, 2, 3), RGB(4, 4, 4)] && few.canvas.pixels == [0, 1, 0, 2])
    }

    static func canvasIndex(_ frame: RenderedFrame, _ x: Int, _ y: Int) -> PaletteIndex {
        frame.canvas[(32 - 6) / 2 + x, (32 - 4) / 2 + y]
    }
}
