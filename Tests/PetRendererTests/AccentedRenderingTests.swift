import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures

/// The home widget on a tinted or clear Home Screen (iOS 26), as `AccentedRendering` models it:
/// the backdrop (the widget's container background) replaced by the system's, text and symbols in
/// the default group's white, and each sprite (a raster `Image`) drawn as its
/// `widgetAccentedRenderingMode` says: a flat silhouette without one.
@Suite("Accented rendering: what iOS 26 draws on a tinted or clear Home Screen")
struct AccentedRenderingTests {
    typealias Slot = ScenePalette.Slot

    /// What each pixel of the full-colour frame is: the backdrop, text, or a pet.
    enum Part { case backdrop, text, sprite }

    static func part(_ index: PaletteIndex) -> Part {
        guard let slot = Slot(rawValue: index) else { return .sprite }
        switch slot {
        case .text, .streakIcon: return .text
        default: return .backdrop
        }
    }

    static func settings(_ images: WidgetAccentedRenderingMode?, appearance: Appearance = .light,
                         family: WidgetFamily = .systemMedium) -> RenderSettings {
        var settings = RenderSettings.test(family, appearance: appearance, mode: .accented)
        settings.accentedImages = images
        return settings
    }

    /// The same moment in full colour and accented, pixel for pixel: the scene's geometry does not
    /// change with the mode, only what each pixel is drawn as.
    static func pair(_ images: WidgetAccentedRenderingMode?, at date: Date = utc(12), appearance: Appearance = .light)
        throws -> (full: RenderedFrame, accented: RenderedFrame) {
        let renderer = try TestSheet.renderer(TestSheet.data(pets: 3, streak: 12))
        return (renderer.frame(at: date, settings: .test(appearance: appearance)),
                renderer.frame(at: date, settings: settings(images, appearance: appearance)))
    }

    /// The colour and letter of every pixel of `frame` where the full-colour frame shows `part`.
    static func pixels(of part: Part, full: RenderedFrame, in frame: RenderedFrame) -> [(index: PaletteIndex, color: RGB, original: RGB)] {
        zip(full.canvas.pixels, frame.canvas.pixels).compactMap { original, drawn in
            Self.part(original) == part ? (drawn, frame.palette[drawn], full.palette[original]) : nil
        }
    }

    @Test("Without widgetAccentedRenderingMode every pet is one flat white shape: one letter, one colour",
          arguments: [WidgetAccentedRenderingMode?.none, .accented])
    func silhouettes(images: WidgetAccentedRenderingMode?) throws {
        let (full, accented) = try Self.pair(images)
        let sprites = Self.pixels(of: .sprite, full: full, in: accented)
        #expect(sprites.count > 30)
        // The pets had several colours (outline, body variants, eye); now they have none.
        #expect(Set(Self.pixels(of: .sprite, full: full, in: full).map(\.color)).count > 3)
        #expect(Set(sprites.map(\.index)).count == 1)
        #expect(Set(sprites.map(\.color)) == [AccentedRendering.defaultGroup])
    }

    @Test("The backdrop, the widget's container background, becomes the system's one flat colour, stars and shadows too",
          arguments: [utc(12), utc(23)])
    func backdropReplaced(date: Date) throws {
        for appearance in Appearance.allCases {
            let (full, accented) = try Self.pair(nil, at: date, appearance: appearance)
            let backdrop = Self.pixels(of: .backdrop, full: full, in: accented)
            #expect(Set(Self.pixels(of: .backdrop, full: full, in: full).map(\.index)).count > 3)
            #expect(Set(backdrop.map(\.index)).count == 1)
            #expect(Set(backdrop.map(\.color)) == [AccentedRendering.background(appearance)])
        }
    }

    @Test("The streak's digits and flame are the default group's white, and stay readable against the background")
    func textIsWhite() throws {
        let (full, accented) = try Self.pair(.fullColor)
        let text = Self.pixels(of: .text, full: full, in: accented)
        #expect(!text.isEmpty)
        #expect(Set(text.map(\.color)) == [AccentedRendering.defaultGroup])
        for appearance in Appearance.allCases {
            #expect(AccentedRendering.background(appearance).luminance < 0.45, "white content must read on it")
        }
    }

    @Test(".fullColor keeps each pet's own colours on the system background")
    func fullColorImages() throws {
        let (full, accented) = try Self.pair(.fullColor)
        let sprites = Self.pixels(of: .sprite, full: full, in: accented)
        #expect(sprites.allSatisfy { $0.color == $0.original })
        #expect(Set(Self.pixels(of: .backdrop, full: full, in: accented).map(\.color)) == [AccentedRendering.background(.light)])
    }

    @Test(".desaturated and .accentedDesaturated turn luminance into opacity of the group's white (both white on iOS 26)")
    func desaturatedImages() throws {
        let (full, desaturated) = try Self.pair(.desaturated)
        let (_, accentedDesaturated) = try Self.pair(.accentedDesaturated)
        let background = AccentedRendering.background(.light)
        for pixel in Self.pixels(of: .sprite, full: full, in: desaturated) {
            #expect(pixel.color == background.mixed(with: AccentedRendering.defaultGroup, pixel.original.luminance))
        }
        #expect(desaturated.canvas == accentedDesaturated.canvas && desaturated.palette == accentedDesaturated.palette)
        // Dark outlines nearly vanish into the background, the light eye stays bright: not a silhouette.
        #expect(Set(Self.pixels(of: .sprite, full: full, in: desaturated).map(\.color)).count > 1)
    }

    @Test("The image option changes nothing outside the accented mode", arguments: [WidgetRenderingMode.fullColor, .vibrant])
    func optionOnlyInAccented(mode: WidgetRenderingMode) throws {
        let renderer = try TestSheet.renderer()
        let plain = RenderSettings.test(mode: mode)
        var marked = plain
        marked.accentedImages = .desaturated
        let a = renderer.frame(at: utc(12), settings: plain), b = renderer.frame(at: utc(12), settings: marked)
        #expect(a.canvas == b.canvas && a.palette == b.palette)
        #expect(PaletteLook(isNight: false, appearance: .light, renderingMode: mode, accentedImages: .fullColor)
            == PaletteLook(isNight: false, appearance: .light, renderingMode: mode))
    }

    @Test("The placeholder on the system background, its redacted shapes white")
    func placeholder() throws {
        let renderer = try TestSheet.renderer()
        let frame = renderer.placeholder(settings: Self.settings(nil, family: .systemSmall))
        #expect(Set(frame.canvas.pixels.map { frame.palette[$0] })
            == [AccentedRendering.background(.light), AccentedRendering.defaultGroup])
    }

    @Test("An image pixel over the background: its opacity kept, its colour the group's, or its own with .fullColor")
    func imagePixel() {
        let b = AccentedRendering.background(.dark), c = RGB(200, 40, 40)
        #expect(AccentedRendering.image(c, alpha: 1, mode: nil, appearance: .dark) == AccentedRendering.defaultGroup)
        #expect(AccentedRendering.image(c, alpha: 0, mode: nil, appearance: .dark) == b)
        #expect(AccentedRendering.image(c, alpha: 0.5, mode: .accented, appearance: .dark) == b.mixed(with: AccentedRendering.accentGroup, 0.5))
        #expect(AccentedRendering.image(c, alpha: 1, mode: .fullColor, appearance: .dark) == c)
        #expect(AccentedRendering.image(c, alpha: 0.5, mode: .desaturated, appearance: .dark)
            == b.mixed(with: AccentedRendering.defaultGroup, 0.5 * c.luminance))
    }
}
