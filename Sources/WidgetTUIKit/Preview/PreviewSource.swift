import Foundation
import FrameOutput
import PetRenderer
import SharedData

/// What the previewer needs from the group container and the renderer: the seam between the
/// interaction logic and the data. The preview's loop calls it on the main actor only.
public protocol PreviewSource: AnyObject {
    /// The App Group identifier, for the status line.
    var groupIdentifier: String { get }
    /// The widget's kind: reload requests for another kind do not reach it.
    var kind: String { get }

    /// Reads the container and builds the timeline as the widget's provider would at `now`.
    /// On failure the source keeps drawing from the last data it read successfully.
    func timeline(now: Date, settings: RenderSettings) throws -> PreviewTimeline

    /// The widget drawn for `date` from the data of the last successful `timeline` call,
    /// with colours already chosen for `colorMode`.
    func widgetCells(at date: Date, settings: RenderSettings, colorMode: ColorMode) -> CellBuffer

    /// What iOS shows before the first timeline arrives.
    func placeholderCells(settings: RenderSettings, colorMode: ColorMode) -> CellBuffer

    /// A view of the pet's Live Activity drawn for `date`, from the data of the last successful
    /// `timeline` call; nil when that data has no Live Activity (see `PreviewTimeline.activity`).
    func activityCells(_ surface: LiveActivitySurface, at date: Date, settings: RenderSettings, colorMode: ColorMode) -> CellBuffer?

    /// How often the loop asks for `containerEvents()`; nil when there is nothing to watch.
    var containerPollInterval: Duration? { get }

    /// What happened in the container since the last call, in order.
    func containerEvents() -> [ContainerEvent]

    /// Presses a widget button: runs `intent` where WidgetKit would with the app `app`, at `date`,
    /// as `widget-tui intent` does. Throws, with nothing written, when it is refused or cannot write.
    /// The interaction reload it requests is the caller's to rebuild for; the watcher skips it.
    func perform(_ intent: WidgetIntent, app: AppState, at date: Date) throws -> IntentReport
}

/// A timeline with what the status line and the `n` key need to know about its data.
public struct PreviewTimeline: Equatable, Sendable {
    public var timeline: Timeline
    public var petCount: Int
    /// The pets' names in `items` order, for the buttons' labels; may be empty.
    public var petNames: [String]
    /// Moments after the timeline's start where night (quiet hours) begins or ends, in order,
    /// at least the next two, so `n` can jump past the end of a short timeline.
    public var dayNightChanges: [Date]
    /// What the widget silently gets wrong with this data (data problems, renderer notes).
    public var warnings: [String]
    /// Whose Live Activity the surfaces show, `Mochi (pet 1)`, or why there is none.
    public var activity: Result<String, ActivityUnavailable>

    public init(timeline: Timeline, petCount: Int, petNames: [String] = [], dayNightChanges: [Date], warnings: [String] = [],
                activity: Result<String, ActivityUnavailable>) {
        self.timeline = timeline
        self.petCount = petCount
        self.petNames = petNames
        self.dayNightChanges = dayNightChanges
        self.warnings = warnings
        self.activity = activity
    }
}

/// Why the group's data gives no Live Activity to draw: no such pet, or a state ActivityKit refuses.
public struct ActivityUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
}

/// Something the container's watcher saw.
public enum ContainerEvent: Equatable, Sendable {
    /// The group's data changed and no reload request followed.
    case dataChanged
    /// The group's data changed in a container that keeps no reload record (iOS keeps none):
    /// whether the app requested a reload cannot be known.
    case dataChangedWithoutRecord
    /// The app asked for a reload: `reloadTimelines(ofKind:)`, or `reloadAllTimelines()` when nil;
    /// `interaction` when WidgetKit made it after a widget button's intent ran.
    case reloadRequested(kind: String?, interaction: Bool = false)
    /// The container is missing or its data unreadable.
    case failed(String)
    /// The container is readable again after a failure; says where it is.
    case recovered(String)
}
