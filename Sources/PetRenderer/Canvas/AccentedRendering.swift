/// What iOS 26 draws for a widget on a tinted or clear Home Screen: WidgetKit's `accented`
/// rendering mode, as Apple's "Optimizing your widget for accented rendering mode and Liquid
/// Glass" describes it. The system removes the widget's container background and puts its own in
/// its place, then treats every view as a template: the view's colour is dropped, its opacity kept,
/// and it is drawn in its group's colour (`widgetAccentable()` puts a view in the accent group,
/// everything else is in the default group); on iOS and macOS both groups are white. A raster
/// `Image` is such a view, so an opaque picture becomes one flat white shape, unless the `Image`
/// carries `widgetAccentedRenderingMode(_:)`.
///
/// Not modelled (docs/rendering.md): the glass itself (it shows the wallpaper through it; here one
/// flat colour stands for it), the colour the user picks (`tint` stands for it), and iOS 18's
/// tinted Home Screen, which drew the accent group in that colour rather than in white.
public enum AccentedRendering {
    /// The hue of the tinted Home Screen; iOS lets the user pick it, this is a fixed blue.
    public static let tint = RGB(0x5a, 0xa9, 0xff)
    /// The default group's colour on iOS ("primary" content, Apple's article: white).
    public static let defaultGroup = RGB(0xff, 0xff, 0xff)
    /// The accent group's colour on iOS: white as well (on watchOS it is the face's colour).
    public static let accentGroup = RGB(0xff, 0xff, 0xff)

    /// The system's background in place of the widget's own: the tinted glass, as one flat colour
    /// of the tint, dark enough that the white content reads on it, darker in dark appearance.
    public static func background(_ appearance: Appearance) -> RGB {
        tint.mixed(with: RGB(0, 0, 0), appearance == .dark ? 0.75 : 0.5)
    }

    /// A pixel of a raster image of colour `color` and opacity `alpha` (0...1), drawn over the
    /// system background as `mode` says (nil: no `widgetAccentedRenderingMode`, SwiftUI's default).
    /// - nil: the default group, the pixel's colour gone, its opacity kept (a silhouette);
    /// - `.accented`: the same in the accent group (Apple: like `widgetAccentable()` on the image);
    /// - `.desaturated`, `.accentedDesaturated`: "maps the luminance of the Image into the alpha
    ///   channel, replacing color channels with the color applied to" the default or accent group;
    /// - `.fullColor`: the picture's own colours ("only applies to iOS").
    public static func image(_ color: RGB, alpha: Double, mode: WidgetAccentedRenderingMode?, appearance: Appearance) -> RGB {
        let backdrop = background(appearance)
        switch mode {
        case nil: return backdrop.mixed(with: defaultGroup, alpha)
        case .accented: return backdrop.mixed(with: accentGroup, alpha)
        case .desaturated: return backdrop.mixed(with: defaultGroup, alpha * color.luminance)
        case .accentedDesaturated: return backdrop.mixed(with: accentGroup, alpha * color.luminance)
        case .fullColor: return backdrop.mixed(with: color, alpha)
        }
    }

    /// A palette entry of the pet widget, by what it paints: the sky, ground, stars and shadows are
    /// the container background, replaced; text and the streak's flame (a `Text` and an SF Symbol)
    /// are the default group's; the pets are raster images. The placeholder's background is the
    /// container's too, and its redacted shapes are content.
    static func entry(_ color: RGB, role: PaletteRole, images: WidgetAccentedRenderingMode?, appearance: Appearance) -> RGB {
        switch role {
        case .sky, .star, .horizon, .ground, .shadow, .placeholderBackground: background(appearance)
        case .text, .placeholderShape: defaultGroup
        case .sprite: image(color, alpha: 1, mode: images, appearance: appearance)
        }
    }
}
