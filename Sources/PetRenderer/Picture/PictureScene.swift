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
        let backdrop = background(settings)
        var colors = [RGB](repeating: backdrop, count: size.width * size.height)
        if let picture, picture.width > 0, picture.height > 0 {
            let left = (size.width - picture.width) / 2, top = (size.height - picture.height) / 2
            for y in max(0, -top)..<min(picture.height, size.height - top) {
                for x in max(0, -left)..<min(picture.width, size.width - left) {
                    let (color, alpha) = picture.rgba(x: x, y: y)
                    colors[(top + y) * size.width + left + x] = pixel(color, alpha: Double(alpha) / 255, over: backdrop, settings: settings)
                }
            }
        }
        let (canvas, palette) = PaletteQuantizer.quantize(colors, width: size.width, height: size.height)
        return RenderedFrame(date: date, settings: settings, canvas: canvas, palette: palette,
                             ink: palette.colors.map { $0 != backdrop }, isNight: false, skyPhase: nil, poses: [])
    }

    /// One pixel of the picture over `backdrop`: as it is in full colour, its luminance in vibrant,
    /// and in the accented mode as the image's `widgetAccentedRenderingMode` says.
    static func pixel(_ color: RGB, alpha: Double, over backdrop: RGB, settings: RenderSettings) -> RGB {
        switch settings.renderingMode {
        case .fullColor: backdrop.mixed(with: color, alpha)
        case .vibrant: .grey(backdrop.mixed(with: color, alpha).luminance)
        case .accented: AccentedRendering.image(color, alpha: alpha, mode: settings.accentedImages, appearance: settings.appearance)
        }
    }
}
