import Essentials
import WidgetContract

/// The pet Live Activity's views, drawn from a content state and the widget's own sprites: the
/// artwork is looked up from the state's stage key here, on the widget side. Each frame is a pure
/// function of the surface, the date and the settings (only scale, device, appearance, rendering
/// mode and time zone apply; the family does not).
public struct LiveActivityRenderer: Sendable {
    public let attributes: PetActivityAttributes
    public let state: PetActivityAttributes.ContentState
    /// What was decided on the state's behalf, for example an unknown stage drawn as another.
    public let notes: [RenderNote]
    /// FNV-1a 64 of the attributes and state, for snapshot headers.
    public let digest: String
    private let palette: ActivityPalette
    private let pet: PetArtwork

    public init(sheet: SpriteSheet, attributes: PetActivityAttributes, state: PetActivityAttributes.ContentState,
                bodyColor: RGB? = nil) throws(RenderError) {
        let scene = try ScenePalette(sheetColors: sheet.colors, bodyColor: bodyColor ?? sheet.bodyColor)
        palette = try ActivityPalette(scene: scene)
        let catalog = try StageCatalog(sheet: sheet)
        let (art, isFallback) = catalog.art(for: state.stage)
        notes = catalog.notes + (isFallback ? [.unknownStage(pet: state.name, stage: state.stage, fallback: art.stage)] : [])
        pet = PetArtwork(art: art, table: scene.spriteTable(petIndex: max(0, attributes.petIndex)))
        self.attributes = attributes
        self.state = state
        let canonical = "pet \(attributes.petIndex)\nname \(state.name.utf8.count):\(state.name)\nstage \(state.stage.utf8.count):\(state.stage)\n"
            + "values \(state.valueA) \(state.valueB) \(state.valueC)\n"
        let hex = String(FNV1a.hash64(canonical.utf8), radix: 16)
        digest = "\(DataDigest.algorithm):" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    public func frame(_ surface: LiveActivitySurface, at date: Date, settings: RenderSettings) -> RenderedFrame {
        let size = surface.canvasSize(settings)
        let island = palette.index(.island)
        var canvas = IndexedCanvas(width: size.width, height: size.height, fill: island)
        var poses: [PetPose] = []
        var sky: SkyPhase?
        switch surface {
        case .lockScreen:
            let banner = palette.index(.banner)
            canvas.fill(x: 0, y: 0, width: size.width, height: size.height, with: banner)
            sky = SkyPhase.at(secondsOfDay: LocalTime.secondsOfDay(date, in: settings.zone), isNight: false)
            poses = [card(&canvas, background: banner, at: date, sky: sky,
                          colors: colors(label: .label, secondary: .secondaryLabel, track: .track))]
            canvas.roundCorners(radius: 4, with: palette.index(.screen))
        case .expanded:
            // The island's corners are rounder than the panel's margin: the numbers keep clear of them.
            let radius = 6
            poses = [card(&canvas, background: island, at: date, sky: nil,
                          colors: colors(label: .islandLabel, secondary: .islandSecondaryLabel, track: .islandTrack),
                          trailing: radius)]
            canvas.roundCorners(radius: Double(radius), with: palette.index(.screen))
        case .compactLeading:
            poses = [ActivityPetHead.draw(pet, petIndex: attributes.petIndex, into: &canvas)]
            canvas.roundCorners([.topLeft, .bottomLeft], radius: Double(size.height) / 2, with: palette.index(.screen))
        case .compactTrailing:
            ActivityValueGauge.draw([state.valueA, state.valueB, state.valueC], track: palette.index(.islandTrack),
                                    bars: barColors, into: &canvas)
            canvas.roundCorners([.topRight, .bottomRight], radius: Double(size.height) / 2, with: palette.index(.screen))
        case .minimal:
            poses = [ActivityPetHead.draw(pet, petIndex: attributes.petIndex, into: &canvas)]
            canvas.roundCorners(radius: Double(min(size.width, size.height)) / 2, with: palette.index(.screen))
        }
        return RenderedFrame(date: date, settings: settings, canvas: canvas,
                             palette: palette.palette(appearance: settings.appearance, renderingMode: settings.renderingMode),
                             ink: palette.ink, isNight: false, skyPhase: sky, poses: poses, surface: surface)
    }

    /// Every surface at `date`, in `LiveActivitySurface.allCases` order.
    public func frames(at date: Date, settings: RenderSettings) -> [(surface: LiveActivitySurface, frame: RenderedFrame)] {
        LiveActivitySurface.allCases.map { ($0, frame($0, at: date, settings: settings)) }
    }

    private var barColors: [PaletteIndex] { [palette.index(.barA), palette.index(.barB), palette.index(.barC)] }

    private func colors(label: ActivityPalette.Slot, secondary: ActivityPalette.Slot, track: ActivityPalette.Slot) -> ActivityInfoPanel.Colors {
        ActivityInfoPanel.Colors(label: palette.index(label), secondary: palette.index(secondary), track: palette.index(track), bars: barColors)
    }

    /// The pet's box on the left (square, as tall as the card allows), the info panel on the right,
    /// ending `trailing` pixels from the right edge (the margin unless a corner needs more).
    private func card(_ canvas: inout IndexedCanvas, background: PaletteIndex, at date: Date, sky: SkyPhase?,
                      colors: ActivityInfoPanel.Colors, trailing: Int? = nil) -> PetPose {
        let margin = 2
        let side = min(canvas.height - 2 * margin, canvas.width / 2)
        let (box, pose) = ActivityPetStage.draw(pet, petIndex: attributes.petIndex, at: date, width: side, height: side, sky: sky,
                                                background: background, floor: colors.track)
        canvas.paste(box, x: margin, y: margin)
        let panelX = margin + max(0, side) + 3
        ActivityInfoPanel.draw(state, x: panelX, y: margin, width: canvas.width - panelX - (trailing ?? margin), colors: colors, into: &canvas)
        return PetPose(index: pose.index, x: pose.x + margin, y: pose.y + margin, lift: pose.lift, facing: pose.facing,
                       animation: pose.animation, frame: pose.frame)
    }
}
