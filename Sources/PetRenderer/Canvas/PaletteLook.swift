/// The conditions a frame is seen in; each maps the fixed palette entry by entry, so a whole frame
/// changes look at the cost of one pass over at most 62 colours.
public struct PaletteLook: Hashable, Sendable, CaseIterable {
    public var isNight: Bool
    public var appearance: Appearance
    public var renderingMode: WidgetRenderingMode
    /// The sprites' `widgetAccentedRenderingMode`; always nil outside the accented mode, where it
    /// changes nothing, so looks that draw alike are one look.
    public private(set) var accentedImages: WidgetAccentedRenderingMode?

    public init(isNight: Bool, appearance: Appearance, renderingMode: WidgetRenderingMode,
                accentedImages: WidgetAccentedRenderingMode? = nil) {
        self.isNight = isNight
        self.appearance = appearance
        self.renderingMode = renderingMode
        self.accentedImages = renderingMode == .accented ? accentedImages : nil
    }

    /// The look of a frame drawn with `settings`, by night or by day.
    public init(isNight: Bool, settings: RenderSettings) {
        self.init(isNight: isNight, appearance: settings.appearance, renderingMode: settings.renderingMode,
                  accentedImages: settings.accentedImages)
    }

    /// Each rendering mode with the image options it tells apart: only the accented mode has any.
    private static let modes: [(mode: WidgetRenderingMode, images: WidgetAccentedRenderingMode?)] =
        WidgetRenderingMode.allCases.flatMap { mode in
            (mode == .accented ? [nil] + WidgetAccentedRenderingMode.allCases.map(Optional.some) : [nil]).map { (mode, $0) }
        }

    public static let allCases: [PaletteLook] = [false, true].flatMap { night in
        Appearance.allCases.flatMap { appearance in
            modes.map { PaletteLook(isNight: night, appearance: appearance, renderingMode: $0.mode, accentedImages: $0.images) }
        }
    }

    /// Position in `allCases`, for table lookups.
    var ordinal: Int {
        let a = Appearance.allCases.firstIndex(of: appearance) ?? 0
        let m = Self.modes.firstIndex { $0.mode == renderingMode && $0.images == accentedImages } ?? 0
        return ((isNight ? 1 : 0) * Appearance.allCases.count + a) * Self.modes.count + m
    }

    /// Night darkens and cools everything but the sky (which has its own night slots) and the stars;
    /// dark appearance dims the backdrop; accented draws by what each entry paints
    /// (`AccentedRendering`); vibrant keeps only luminance.
    public func apply(_ color: RGB, role: PaletteRole) -> RGB {
        var c = color
        if isNight {
            switch role {
            case .sky, .star: break
            case .text: c = c.scaled(0.8, 0.8, 0.85)
            default: c = c.scaled(0.45, 0.5, 0.7)
            }
        }
        if appearance == .dark {
            switch role {
            case .sky, .horizon, .ground, .shadow: c = c.scaled(0.5, 0.5, 0.55)
            case .placeholderBackground: c = c.scaled(0.2, 0.2, 0.21)
            case .placeholderShape: c = c.scaled(0.4, 0.4, 0.42)
            case .star, .text, .sprite: break
            }
        }
        switch renderingMode {
        case .fullColor: return c
        case .accented: return AccentedRendering.entry(c, role: role, images: accentedImages, appearance: appearance)
        case .vibrant: return .grey(c.luminance)
        }
    }
}
