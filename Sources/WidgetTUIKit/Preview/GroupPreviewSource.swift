#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PetRenderer
import SharedData

/// The preview's data: the group's container read as the widget extension reads it, once per
/// reload, into the content the preview draws from; a watcher on the container; and the widget's
/// buttons run as `widget-tui intent` runs them.
public final class GroupPreviewSource: PreviewSource {
    /// How often the container is looked at where nothing notifies a change (or a change waits to
    /// be reported): a reload request must rebuild the timeline within 100 ms.
    static let pollInterval: Duration = .milliseconds(100)

    public let groupIdentifier: String
    public let kind: String
    private let intents: IntentOptions
    /// Where the group was found and the command's environment: a button's write reaches a booted
    /// simulator's suite through its `defaults`, as `widget-tui intent` writes it.
    private let containerSource: ContainerLocator.Source
    private let environment: [String: String]
    /// The pet whose Live Activity the surfaces show, from 0.
    private let activityPet: Int
    /// How the provider spaces entries and when it asks again: the render options' own.
    private let step: TimeInterval
    private let count: Int
    private let reload: PetTimelineProvider.Reload
    private let sheet: SpriteSheet
    private var watcher: ContainerWatcher
    /// Says when to look at the container; made again when the container moves or comes back.
    private var monitor: ContainerMonitor
    /// Reads and decodes the group's suite, strictly; a test counts the reads through it.
    private let decode: (GroupReader) throws -> DecodedPetWidgetData

    /// Previews the group `widget` was loaded from (with its sprite sheet), which `loader` finds
    /// again once the container moves. `environment` is the command's, where a booted simulator's
    /// `xcrun` is looked for.
    public convenience init(widget: PetWidget, loader: GroupLoader, render: RenderOptions, intents: IntentOptions, activityPet: Int = 0,
                            environment: [String: String]) {
        self.init(widget: widget, loader: loader, render: render, intents: intents, activityPet: activityPet, environment: environment) {
            try GroupLoader.decode($0, policy: .strict)
        }
    }

    init(widget: PetWidget, loader: GroupLoader, render: RenderOptions, intents: IntentOptions, activityPet: Int,
         environment: [String: String], decode: @escaping (GroupReader) throws -> DecodedPetWidgetData) {
        sheet = widget.sheet
        step = render.step
        count = render.count
        reload = render.reload
        self.intents = intents
        containerSource = loader.options.source
        self.environment = environment
        self.activityPet = activityPet
        self.decode = decode
        groupIdentifier = loader.options.group.rawValue
        kind = loader.options.kind
        // Finding only: the demo group is created on first use, never again behind the user's back.
        watcher = ContainerWatcher(reader: widget.reader, kind: loader.options.kind) { try? loader.locate() }
        monitor = ContainerMonitor(folder: widget.reader.container.url)
    }

    public func load(now: Date, settings: RenderSettings) throws -> PreviewContent {
        PreviewContent(widget: try read(), settings: settings, from: now, step: step, count: count, reload: reload,
                       activityPet: activityPet)
    }

    public var containerDescriptor: Int32? { monitor.descriptor }

    /// The monitor watches the container only: where widget-tui's reload record is kept outside it
    /// (`ContainerBookkeeping.outside`), another process's `app reload` is seen by looking.
    public var containerPollInterval: Duration? {
        let recordOutside = watcher.reader.container.bookkeeping != .inContainer
        return monitor.descriptor == nil || watcher.needsAnotherLook || recordOutside ? Self.pollInterval : nil
    }

    public func containerEvents() -> [ContainerEvent] {
        monitor.drain()
        let events = watcher.poll()
        let folder = watcher.reader.container.url
        if folder != monitor.folder || (monitor.descriptor == nil && !events.isEmpty && watcher.failure == nil) {
            monitor = ContainerMonitor(folder: folder)
        }
        return events
    }

    public func perform(_ intent: WidgetIntent, app: AppState, at date: Date) throws -> IntentReport {
        // The writer lock would make the folder again: a gone container is not written back to life.
        try requireContainer()
        let container = watcher.reader.container
        let suite = SuiteChannel.forContainer(container, source: containerSource, environment: environment)
        let report = try intents.perform(intent, app: app, in: container, suite: suite, kind: kind, at: date)
        watcher.handled(report.reload)
        return report
    }

    /// The group as the extension reads it on a reload; the watcher's reader follows a moved container.
    private func read() throws -> PetWidget {
        let reader = watcher.reader
        try requireContainer()
        let widget: PetWidget
        do {
            // The widget's decoder never fails: it falls back to empty data. A preview should say
            // the settings are unreadable instead, and keep the last good timeline.
            widget = try PetWidget(reader: reader, decoded: decode(reader), sheet: sheet)
        } catch {
            throw WidgetTUIError(watcher.describe(error))
        }
        watcher.dataWasRead()
        return widget
    }

    private func requireContainer() throws {
        let container = watcher.reader.container
        guard FileManager.default.fileExists(atPath: container.url.path) else { throw WidgetTUIError(ContainerWatcher.gone(container)) }
    }
}
