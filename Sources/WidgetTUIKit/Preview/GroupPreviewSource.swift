import Foundation
import FrameOutput
import PetRenderer
import SharedData

/// The preview's data: the group's container read as the widget extension reads it, timelines
/// from the widget's provider, frames from its renderer, a watcher on the container, and the
/// widget's buttons run as `widget-tui intent` runs them.
public final class GroupPreviewSource: PreviewSource {
    /// A reload request must rebuild the timeline within 250 ms; a poll is one stamp of the container.
    static let pollInterval: Duration = .milliseconds(100)

    public let groupIdentifier: String
    public let kind: String
    public let containerPollInterval: Duration? = GroupPreviewSource.pollInterval
    private let render: RenderOptions
    private let intents: IntentOptions
    /// The pet whose Live Activity the surfaces show, from 0.
    private let activityPet: Int
    /// The widget as of the last successful read; frames are drawn from it while reads fail.
    private var widget: PetWidget
    /// The pet's Live Activity from the same read; nil when that data has none.
    private var activity: LiveActivityRenderer?
    private var watcher: ContainerWatcher

    /// Previews `widget`, loaded from the group `loader` finds, which the watcher finds again once
    /// the container moves.
    public init(widget: PetWidget, loader: GroupLoader, render: RenderOptions, intents: IntentOptions, activityPet: Int = 0) {
        self.widget = widget
        self.render = render
        self.intents = intents
        self.activityPet = activityPet
        groupIdentifier = loader.options.group.rawValue
        kind = loader.options.kind
        // Finding only: the demo group is created on first use, never again behind the user's back.
        watcher = ContainerWatcher(reader: widget.reader, kind: loader.options.kind) { try? loader.locate() }
    }

    /// Re-reads the group as the extension does on a reload; the watcher's reader follows a moved container.
    public func timeline(now: Date, settings: RenderSettings) throws -> PreviewTimeline {
        let reader = watcher.reader
        try requireContainer()
        do {
            // The widget's decoder never fails: it falls back to empty data. A preview should say
            // the settings are unreadable instead, and keep the last good timeline.
            _ = try reader.values()
            widget = try widget.reloaded(from: reader)
        } catch {
            throw WidgetTUIError(watcher.describe(error))
        }
        watcher.dataWasRead()
        let activityStatus: Result<String, ActivityUnavailable>
        do {
            let activity = try widget.liveActivity(pet: activityPet)
            self.activity = activity
            activityStatus = .success("\(activity.state.name) (pet \(activityPet + 1))")
        } catch {
            activity = nil
            activityStatus = .failure(ActivityUnavailable(description: String(describing: error)))
        }
        // The preview has no key for the time zone, so the render options' zone is the state's.
        let provider = render.provider(for: widget)
        return PreviewTimeline(timeline: provider.timeline(from: now), petCount: widget.data.pets.count,
                               petNames: widget.data.pets.map(\.name), dayNightChanges: provider.night.changes(after: now),
                               warnings: widget.warnings(for: settings), activity: activityStatus)
    }

    public func widgetCells(at date: Date, settings: RenderSettings, colorMode: ColorMode) -> CellBuffer {
        widget.renderer.frame(at: date, settings: settings).cells(colorMode)
    }

    public func placeholderCells(settings: RenderSettings, colorMode: ColorMode) -> CellBuffer {
        widget.renderer.placeholder(settings: settings).cells(colorMode)
    }

    public func activityCells(_ surface: LiveActivitySurface, at date: Date, settings: RenderSettings, colorMode: ColorMode) -> CellBuffer? {
        activity?.frame(surface, at: date, settings: settings).cells(colorMode)
    }

    public func containerEvents() -> [ContainerEvent] {
        watcher.poll()
    }

    public func perform(_ intent: WidgetIntent, app: AppState, at date: Date) throws -> IntentReport {
        // The writer lock would make the folder again: a gone container is not written back to life.
        try requireContainer()
        let report = try intents.perform(intent, app: app, in: watcher.reader.container, kind: kind, at: date)
        watcher.handled(report.reload)
        return report
    }

    private func requireContainer() throws {
        let container = watcher.reader.container
        guard FileManager.default.fileExists(atPath: container.url.path) else { throw WidgetTUIError(ContainerWatcher.gone(container)) }
    }
}
