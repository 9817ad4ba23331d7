import Essentials
import WidgetContract

/// The widget's view: turns a group's data and a sprite sheet into frames, each a pure function of
/// the entry date and the settings. Build it once per data change; frames are cheap.
public struct PetWidgetRenderer: Sendable {
    public let data: PetWidgetData
    public let palette: ScenePalette
    /// What the renderer decided on the data's behalf (defaults, fallbacks), for every setting.
    public let notes: [RenderNote]
    /// FNV-1a 64 of the data's canonical form; see `DataDigest`.
    public let dataDigest: String
    private let pets: [PetArtwork]
    /// Each pet's depth rank, worked out once for the group.
    private let depthRanks: [Int]
    private let placeholderArt: StageArt

    /// - Parameter bodyColor: the colour pet `i` wears hue-rotated by variant `i % 8`; defaults to the
    ///   sheet's `meta.bodyColor`. A sheet without one keeps its own colours, and a note says so.
    public init(sheet: SpriteSheet, data: PetWidgetData, bodyColor: RGB? = nil) throws(RenderError) {
        let bodyColor = bodyColor ?? sheet.bodyColor
        let palette = try ScenePalette(sheetColors: sheet.colors, bodyColor: bodyColor)
        let catalog = try StageCatalog(sheet: sheet)
        var notes: [RenderNote] = []
        if let note = NightSchedule.note(for: data.quietHours) { notes.append(note) }
        if let bodyColor {
            if !palette.bodyColorFound { notes.append(.bodyColorNotInSheet(bodyColor)) }
        } else {
            notes.append(.noBodyColor)
        }
        notes += catalog.notes
        pets = data.pets.enumerated().map { index, pet in
            let (art, isFallback) = catalog.art(for: pet.stage)
            if isFallback { notes.append(.unknownStage(pet: pet.name, stage: pet.stage, fallback: art.stage)) }
            return PetArtwork(art: art, table: palette.spriteTable(petIndex: index))
        }
        depthRanks = PetMotion.depthRanks(count: pets.count)
        self.data = data
        self.palette = palette
        self.notes = notes
        dataDigest = DataDigest.of(data)
        placeholderArt = catalog.fallback
    }

    /// `notes` plus what depends on the settings.
    public func notes(for settings: RenderSettings) -> [RenderNote] {
        let field = SceneLayout(settings: settings).field
        guard !field.hasDistinctLanes(for: pets.count) else { return notes }
        return notes + [.crowded(pets: pets.count, rows: field.laneCount, family: settings.family)]
    }

    public func nightSchedule(in timeZone: TimeZone) -> NightSchedule {
        NightSchedule(quietHours: data.quietHours, timeZone: timeZone)
    }

    /// The group's quiet hours read in the settings' zone.
    public func nightSchedule(for settings: RenderSettings) -> NightSchedule {
        NightSchedule(quietHours: data.quietHours, zone: settings.zone)
    }

    /// Every pet's pose at `date`, in item order.
    public func poses(at date: Date, settings: RenderSettings) -> [PetPose] {
        poses(at: date, field: SceneLayout(settings: settings).field, night: nightSchedule(for: settings))
    }

    /// A pet with an active reaction reacts where it stood when the reaction began.
    private func poses(at date: Date, field: WalkField, night: NightSchedule) -> [PetPose] {
        func pose(_ i: Int, at date: Date) -> PetPose {
            PetMotion.pose(at: date, index: i, count: pets.count, depthRank: depthRanks[i], figure: pets[i].figure, field: field,
                           sleepingSince: night.nightStart(containing: date))
        }
        return pets.indices.map { i in
            guard let reaction = data.reaction, reaction.pet == i, reaction.isActive(at: date) else { return pose(i, at: date) }
            return PetReactionMotion.pose(pose(i, at: reaction.start), reaction: reaction, at: date, figure: pets[i].figure)
        }
    }

    public func frame(at date: Date, settings: RenderSettings) -> RenderedFrame {
        let layout = SceneLayout(settings: settings)
        let night = nightSchedule(for: settings)
        let isNight = night.nightStart(containing: date) != nil
        let phase = SkyPhase.at(secondsOfDay: LocalTime.secondsOfDay(date, in: settings.zone), isNight: isNight)
        let poses = poses(at: date, field: layout.field, night: night)
        var canvas = PetScene.draw(layout: layout, phase: phase, time: date.timeIntervalSinceReferenceDate,
                                   pets: pets, poses: poses, streakDays: data.streakDays)
        let look = PaletteLook(isNight: isNight, settings: settings)
        if let merge = palette.mergeTable(for: look) { canvas.remap(merge) }
        return RenderedFrame(date: date, settings: settings, canvas: canvas, palette: palette.palette(for: look),
                             ink: palette.ink, isNight: isNight, skyPhase: phase, poses: poses)
    }

    /// The entry's frame; drawn from its date alone, like every frame.
    public func frame(for entry: TimelineEntry, settings: RenderSettings) -> RenderedFrame {
        frame(at: entry.date, settings: settings)
    }

    /// What iOS shows before the first timeline: grey shapes, no data.
    public func placeholder(settings: RenderSettings) -> RenderedFrame {
        let look = PaletteLook(isNight: false, settings: settings)
        var canvas = PlaceholderScene.draw(layout: SceneLayout(settings: settings), art: placeholderArt)
        if let merge = palette.mergeTable(for: look) { canvas.remap(merge) }
        return RenderedFrame(date: nil, settings: settings, canvas: canvas,
                             palette: palette.palette(for: look), ink: palette.ink, isNight: false, skyPhase: nil, poses: [])
    }
}
