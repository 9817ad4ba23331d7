/// The one fixed palette of a renderer: scene slots first, then the sheet's colours, then recoloured
/// body variants. Palette letters therefore mean the same thing in every frame drawn from one sheet.
public struct ScenePalette: Equatable, Sendable {
    /// Scene colours; `rawValue` is the palette index.
    public enum Slot: UInt8, CaseIterable, Sendable {
        case skyDawnTop, skyDawnBottom, skyDayTop, skyDayBottom, skyDuskTop, skyDuskBottom, skyNightTop, skyNightBottom
        case star, horizon, ground, groundSpeck, shadow, text, textShadow, streakIcon
        case placeholderBackground, placeholderShape

        public var index: PaletteIndex { rawValue }

        /// Light appearance, full colour, daytime; every other look is derived by `PaletteLook`.
        var color: RGB {
            switch self {
            case .skyDawnTop: RGB(0x7a, 0x8c, 0xc4)
            case .skyDawnBottom: RGB(0xf6, 0xb3, 0x8a)
            case .skyDayTop: RGB(0x6c, 0xb6, 0xff)
            case .skyDayBottom: RGB(0xb9, 0xe2, 0xff)
            case .skyDuskTop: RGB(0x4b, 0x4f, 0x8f)
            case .skyDuskBottom: RGB(0xf0, 0x8a, 0x5d)
            case .skyNightTop: RGB(0x0b, 0x12, 0x2b)
            case .skyNightBottom: RGB(0x22, 0x2c, 0x55)
            case .star: RGB(0xff, 0xf6, 0xc2)
            case .horizon: RGB(0x4f, 0x9e, 0x3a)
            case .ground: RGB(0x7c, 0xc2, 0x55)
            case .groundSpeck: RGB(0x6a, 0xae, 0x47)
            case .shadow: RGB(0x5a, 0x8f, 0x3c)
            case .text: RGB(0xff, 0xff, 0xff)
            case .textShadow: RGB(0x2b, 0x2b, 0x33)
            case .streakIcon: RGB(0xff, 0x8a, 0x3d)
            case .placeholderBackground: RGB(0xe5, 0xe5, 0xea)
            case .placeholderShape: RGB(0xb4, 0xb4, 0xbc)
            }
        }

        var role: PaletteRole {
            switch self {
            case .skyDawnTop, .skyDawnBottom, .skyDayTop, .skyDayBottom, .skyDuskTop, .skyDuskBottom,
                 .skyNightTop, .skyNightBottom: .sky
            case .star: .star
            case .horizon: .horizon
            case .ground, .groundSpeck: .ground
            case .shadow, .textShadow: .shadow
            case .text, .streakIcon: .text
            case .placeholderBackground: .placeholderBackground
            case .placeholderShape: .placeholderShape
            }
        }
    }

    /// Body colours in use at most: pet `i` wears variant `i % bodyVariantCount`.
    public static let maxBodyVariants = 8
    /// Golden angle: successive variants land far apart on the colour wheel, for any count.
    /// (A grey body has no hue to turn, so its variants stay grey.)
    static let variantHueStep = 137.50776

    /// Colours before any look is applied.
    public let base: Palette
    public let roles: [PaletteRole]
    /// Which entries are ink when output has no colour.
    public let ink: [Bool]
    /// How many body colours pets cycle through; 1 when the body colour is not in the sheet.
    public let bodyVariantCount: Int
    public let bodyColorFound: Bool
    /// Per body variant, sprite pixel value to palette index (256 entries; value 0 is transparent).
    let spriteTables: [[PaletteIndex]]
    /// One palette per `PaletteLook`, by ordinal.
    private let looks: [Palette]
    /// Per look, by ordinal: for the accented looks, each entry's first entry of the same colour
    /// (256 entries); nil for the others.
    private let merges: [[PaletteIndex]?]

    /// - Parameter bodyColor: the colour recoloured per pet; nil keeps every pet in the sheet's colours.
    public init(sheetColors: [RGB], bodyColor: RGB?) throws(RenderError) {
        let sceneCount = Slot.allCases.count
        let room = Palette.maxCount - sceneCount
        guard sheetColors.count <= room else {
            throw .tooManyColors(sheet: sheetColors.count, limit: room)
        }
        var colors = Slot.allCases.map(\.color)
        var roles = Slot.allCases.map(\.role)
        let sheetBase = colors.count
        colors += sheetColors
        roles += Array(repeating: .sprite, count: sheetColors.count)

        let bodyValue = bodyColor.flatMap { sheetColors.firstIndex(of: $0) }.map { $0 + 1 }
        bodyColorFound = bodyValue != nil
        let variantCount = bodyValue == nil ? 1 : min(Self.maxBodyVariants, room - sheetColors.count + 1)
        bodyVariantCount = variantCount

        var baseTable = [PaletteIndex](repeating: 0, count: 256)
        for value in sheetColors.indices { baseTable[value + 1] = PaletteIndex(sheetBase + value) }
        var tables = [baseTable]
        if let bodyValue, let bodyColor {
            for variant in 1..<variantCount {
                var table = baseTable
                table[bodyValue] = PaletteIndex(colors.count)
                colors.append(bodyColor.hueRotated(by: Double(variant) * Self.variantHueStep))
                roles.append(.sprite)
                tables.append(table)
            }
        }
        spriteTables = tables
        base = Palette(colors)
        self.roles = roles
        ink = roles.map(\.isInk)
        let looks = PaletteLook.allCases.map { look in
            Palette(zip(colors, roles).map { look.apply($0, role: $1) })
        }
        self.looks = looks
        merges = zip(PaletteLook.allCases, looks).map { look, palette in
            look.renderingMode == .accented ? Self.firstOfEachColor(palette) : nil
        }
    }

    /// Each index's first index of the same colour, for all 256 values an index can hold.
    private static func firstOfEachColor(_ palette: Palette) -> [PaletteIndex] {
        var first: [RGB: PaletteIndex] = [:]
        var table = (0...255).map { PaletteIndex($0) }
        for (i, color) in palette.colors.enumerated() {
            table[i] = first[color] ?? PaletteIndex(i)
            if first[color] == nil { first[color] = PaletteIndex(i) }
        }
        return table
    }

    /// The palette as seen in `look`: precomputed, so choosing it per frame costs nothing.
    public func palette(for look: PaletteLook) -> Palette { looks[look.ordinal] }

    /// In the accented mode the system draws by group, not by colour: the entries that come out
    /// one colour (the whole backdrop, every pet without `widgetAccentedRenderingMode`) are one
    /// shape, and the canvas says so with one letter, the first entry's, so a snapshot shows a
    /// silhouette as one. nil for the other looks, whose letters stay each entry's own.
    public func mergeTable(for look: PaletteLook) -> [PaletteIndex]? { merges[look.ordinal] }

    /// Sprite value to palette index for the pet at `petIndex`.
    func spriteTable(petIndex: Int) -> [PaletteIndex] { spriteTables[petIndex % spriteTables.count] }
}
