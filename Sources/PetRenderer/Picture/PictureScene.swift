import Essentials

/// A widget whose whole content is one picture, as a home_widget app's widget shows the PNG
/// `renderFlutterWidget` stored: the picture (already scaled to fit) centred in the family's
/// canvas, over the widget's background, each pixel as the rendering mode draws it. Pure.
public enum PictureScene {
    /// Where the picture is transparent or absent. In the accented mode, the system's own
    /// background (`AccentedRendering`); otherwise the widget's `containerBackground`, which is app
    /// code and not in the container: the system background stands for it, white, black in dark.
    public static func background(_ settings: RenderSettings) -> RGB {
        switch settings.renderingMode {
        case .accented: AccentedRendering.background(settings.appearance)
        case .fullColor, .vibrant: settings.appearance == .dark ? RGB(0, 0, 0) : RGB(0xff, 0xff, 0xff)
        }
    }

    /// The picture at `date` (nil for the placeholder, drawn with no picture): the same at every
    /// date, since the picture changes only when the app stores another.
    public static func frame(_ picture: RGBAImage?, at date: Date?, settings: RenderSettings) -> RenderedFrame {
        let size = settings.canvasSize
        let (canvas, palette) = PaletteQuantizer.quantize(colors(picture, settings: settings), width: size.width, height: size.height)
        let backdrop = background(settings)
        return RenderedFrame(date: date, settings: settings, canvas: canvas, palette: palette,
                             ink: palette.colors.map { $0 != backdrop }, isNight: false, skyPhase: nil, poses: [])
    }

    /// The canvas as the widget draws it, opaque, in every colour (a frame has at most 62).
    public static func composed(_ picture: RGBAImage?, settings: RenderSettings) -> RGBAImage {
        let size = settings.canvasSize
        return RGBAImage(width: size.width, height: size.height, pixels: colors(picture, settings: settings).flatMap { [$0.r, $0.g, $0.b, 255] })
    }

    /// Each pixel of the canvas, row-major: the background, and the picture centred on it.
    private static func colors(_ picture: RGBAImage?, settings: RenderSettings) -> [RGB] {
        let size = settings.canvasSize
        let backdrop = background(settings)
        var colors = [RGB](repeating: backdrop, count: size.width * size.height)
        guard let picture, picture.width > 0, picture.height > 0 else { return colors }
        let left = (size.width - picture.width) / 2, top = (size.height - picture.height) / 2
        for y in max(0, -top)..<max(0, min(picture.height, size.height - top)) {
            for x in max(0, -left)..<max(0, min(picture.width, size.width - left)) {
                let (color, alpha) = picture.rgba(x: x, y: y)
                colors[(top + y) * size.width + left + x] = pixel(color, alpha: Double(alpha) / 255, over: backdrop, settings: settings)
            }
        }
        return colors
    }

    /// One pixel of the picture over `backdrop`: as it is in full colour, its luminance in vibrant,
    /// and in the accented mode as the image's `widgetAccentedRenderingMode` says.
    public static func pixel(_ color: RGB, alpha: Double, over backdrop: RGB, settings: RenderSettings) -> RGB {
        switch settings.renderingMode {
        case .fullColor: backdrop.mixed(with: color, alpha)
        case .vibrant: .grey(backdrop.mixed(with: color, alpha).luminance)
        case .accented: AccentedRendering.image(color, alpha: alpha, mode: settings.accentedImages, appearance: settings.appearance)
        }
    }
}
