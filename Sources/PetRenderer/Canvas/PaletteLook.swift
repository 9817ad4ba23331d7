/// The conditions a frame is seen in; each maps the fixed palette entry by entry, so a whole frame
/// changes look at the cost of one pass over at most 62 colours.
public struct PaletteLook: Hashable, Sendable, CaseIterable {
    public var isNight: Bool
    public var appearance: Appearance
    public var renderingMode: WidgetRenderingMode

    public init(isNight: Bool, appearance: Appearance, renderingMode: WidgetRenderingMode) {
        self.isNight = isNight
        self.appearance = appearance
        self.renderingMode = renderingMode
    }

    public static let allCases: [PaletteLook] = [false, true].flatMap { night in
        Appearance.allCases.flatMap { appearance in
            WidgetRenderingMode.allCases.map { PaletteLook(isNight: night, appearance: appearance, renderingMode: $0) }
        }
    }

    /// Position in `allCases`, for table lookups.
    var ordinal: Int {
        let a = Appearance.allCases.firstIndex(of: appearance) ?? 0
        let m = WidgetRenderingMode.allCases.firstIndex(of: renderingMode) ?? 0
        return ((isNight ? 1 : 0) * Appearance.allCases.count + a) * WidgetRenderingMode.allCases.count + m
    }

    /// The hue of the tinted (`accented`) home screen; iOS lets the user pick it, this is a fixed blue.
    public static let accentTint = RGB(0x5a, 0xa9, 0xff)

    /// Night darkens and cools everything but the sky (which has its own night slots) and the stars;
    /// dark appearance dims the backdrop; accented keeps only luminance in one hue; vibrant keeps only luminance.
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
        case .accented:
            let l = c.luminance
            return l < 0.5 ? RGB(0, 0, 0).mixed(with: Self.accentTint, l * 2) : Self.accentTint.mixed(with: RGB(255, 255, 255), (l - 0.5) * 2)
        case .vibrant: return .grey(c.luminance)
        }
    }
}
