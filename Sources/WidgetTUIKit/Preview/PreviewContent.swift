import Essentials
import PetRenderer
import SharedData

/// One load of the group: everything the preview draws and says until the next reload. Built once
/// per load, here, from one read of the suite: the timeline, its night, what the widget silently
/// gets wrong, and the renderer of every surface.
public struct PreviewContent: Sendable {
    public var timeline: Timeline
    /// When pets sleep, in the zone the timeline was built in: its entries and changes come from it.
    public var night: NightSchedule
    /// Moments after the timeline's start where night (quiet hours) begins or ends, in order,
    /// at least the next two, so `n` can jump past the end of a short timeline.
    public var dayNightChanges: [Date]
    /// The pets' names in `items` order, for the buttons' labels.
    public var petNames: [String]
    /// What the widget silently gets wrong with this data (data problems, renderer notes).
    public var warnings: [String]
    /// Whose Live Activity the surfaces show, `Mochi (pet 1)`, or why there is none.
    public var activity: Result<String, ActivityUnavailable>
    /// What draws each surface; a Live Activity view fails as `activity` does.
    public var renderers: [Surface: Result<any SurfaceRenderer, ActivityUnavailable>]
    /// For another app's container (no `items`): what its widget has to work with, shown instead
    /// of the pet widget; nil for the pet widget's.
    public var generic: GenericWidgetData?

    public var petCount: Int { petNames.count }

    /// What the preview draws of `widget`: the timeline its provider builds from `now` with `step`,
    /// `count` and `reload`, night read in the time zone of `settings` (which also decide the
    /// renderer's notes), and the Live Activity of pet `activityPet`, from 0.
    public init(widget: PetWidget, settings: RenderSettings, from now: Date, step: TimeInterval, count: Int,
                reload: PetTimelineProvider.Reload, activityPet: Int) {
        night = NightSchedule(quietHours: widget.data.quietHours, zone: settings.zone)
        timeline = PetTimelineProvider(night: night, step: step, count: count, reload: reload).timeline(from: now)
        dayNightChanges = night.changes(after: now)
        petNames = widget.data.pets.map(\.name)
        warnings = widget.warnings(for: settings)
        renderers = Dictionary(uniqueKeysWithValues: Surface.allCases.map { surface in
            (surface, Result { try widget.renderer(for: surface, pet: activityPet) }.mapError(ActivityUnavailable.init))
        })
        activity = Result { "\(try widget.liveActivity(pet: activityPet).state.name) (pet \(activityPet + 1))" }
            .mapError(ActivityUnavailable.init)
    }
}

extension PreviewContent {
    /// The content of another app's container (no `items`): what its widget has to work with, and
    /// the timeline widget-tui models for that widget from `now` (`StoredDataTimeline`: one entry
    /// of the data stored then, the next on the app's reload), with none of the pet widget's
    /// nights, pets or data problems.
    mutating func showAnotherApp(_ data: GenericWidgetData, from now: Date) {
        generic = data
        timeline = StoredDataTimeline.timeline(from: now)
        dayNightChanges = []
        petNames = []
        warnings = []
    }
}

extension PreviewContent: Equatable {
    /// Renderers compare by the digest of what they draw: a preview keeps one sprite sheet, so the
    /// same digest draws the same frames.
    public static func == (a: PreviewContent, b: PreviewContent) -> Bool {
        a.timeline == b.timeline && a.night == b.night && a.dayNightChanges == b.dayNightChanges && a.petNames == b.petNames
            && a.warnings == b.warnings && a.activity == b.activity && a.rendererDigests == b.rendererDigests
            && a.generic == b.generic
    }

    private var rendererDigests: [Surface: Result<String, ActivityUnavailable>] {
        renderers.mapValues { $0.map(\.digest) }
    }
}

/// Why the group's data gives no Live Activity to draw: no such pet, or a state ActivityKit refuses.
public struct ActivityUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }

    init(_ error: any Error) { description = String(describing: error) }
}
