/// The Live Activity surfaces' palette: the widget's whole palette first, so sprite letters mean the
/// same colours as in widget snapshots, then the system colours of the island and the Lock Screen.
struct ActivityPalette: Equatable, Sendable {
    enum Slot: Int, CaseIterable, Sendable {
        case island, screen, banner, label, secondaryLabel, track
        case islandLabel, islandSecondaryLabel, islandTrack, barA, barB, barC

        /// The island is black in either appearance; the Lock Screen follows it.
        func color(_ appearance: Appearance) -> RGB {
            let dark = appearance == .dark
            switch self {
            case .island: return RGB(0, 0, 0)
            case .screen: return dark ? RGB(0x2c, 0x2c, 0x2e) : RGB(0xd1, 0xd1, 0xd6)
            case .banner: return dark ? RGB(0x1c, 0x1c, 0x1e) : RGB(0xf2, 0xf2, 0xf7)
            case .label: return dark ? RGB(0xf2, 0xf2, 0xf7) : RGB(0x1c, 0x1c, 0x1e)
            case .secondaryLabel: return dark ? RGB(0xae, 0xae, 0xb2) : RGB(0x6c, 0x6c, 0x70)
            case .track: return dark ? RGB(0x3a, 0x3a, 0x3c) : RGB(0xd1, 0xd1, 0xd6)
            case .islandLabel: return RGB(0xff, 0xff, 0xff)
            case .islandSecondaryLabel: return RGB(0x8e, 0x8e, 0x93)
            case .islandTrack: return RGB(0x2c, 0x2c, 0x2e)
            case .barA: return RGB(0xff, 0x9f, 0x0a)
            case .barB: return RGB(0x30, 0xd1, 0x58)
            case .barC: return RGB(0x0a, 0x84, 0xff)
            }
        }

        /// Backgrounds and tracks are paper when output has no colour; labels and bars are ink.
        var isInk: Bool {
            switch self {
            case .island, .screen, .banner, .track, .islandTrack: false
            case .label, .secondaryLabel, .islandLabel, .islandSecondaryLabel, .barA, .barB, .barC: true
            }
        }
    }

    let scene: ScenePalette
    let ink: [Bool]

    init(scene: ScenePalette) throws(RenderError) {
        let overflow = scene.base.count + Slot.allCases.count - Palette.maxCount
        guard overflow <= 0 else {
            let sheetColors = scene.base.count - ScenePalette.Slot.allCases.count - (scene.bodyVariantCount - 1)
            throw .tooManyColors(sheet: sheetColors, limit: sheetColors - overflow)
        }
        self.scene = scene
        ink = scene.ink + Slot.allCases.map(\.isInk)
    }

    /// Palette index of a slot.
    func index(_ slot: Slot) -> PaletteIndex { PaletteIndex(scene.base.count + slot.rawValue) }

    /// The palette in an appearance and rendering mode; Live Activities have no night look.
    func palette(appearance: Appearance, renderingMode: WidgetRenderingMode) -> Palette {
        // The tinted and clear Home Screens that draw widgets accented hold no Live Activity, so
        // `AccentedRendering` is not theirs: accented keeps a rough look, each colour's luminance
        // in the tint.
        if renderingMode == .accented { return palette(appearance: appearance, renderingMode: .fullColor).mapped(Self.oneHue) }
        let look = PaletteLook(isNight: false, appearance: appearance, renderingMode: renderingMode)
        // A light, daytime look changes nothing but the rendering mode, whatever the role.
        let modeOnly = PaletteLook(isNight: false, appearance: .light, renderingMode: renderingMode)
        return Palette(scene.palette(for: look).colors + Slot.allCases.map { modeOnly.apply($0.color(appearance), role: .sprite) })
    }

    /// Black to the tint for the darker half of luminance, the tint to white for the lighter.
    static func oneHue(_ color: RGB) -> RGB {
        let l = color.luminance, tint = AccentedRendering.tint
        return l < 0.5 ? RGB(0, 0, 0).mixed(with: tint, l * 2) : tint.mixed(with: RGB(255, 255, 255), (l - 0.5) * 2)
    }
}
