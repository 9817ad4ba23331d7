import Essentials
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
    private var sheet: SpriteSheet
    /// The `--sprites` folder, watched beside the container; nil for the bundled sheet.
    private let spritesDirectory: URL?
    private var spriteStamp: SpriteSheetStamp?
    /// The last load's data and what it was built for, drawn again when the sheet changes.
    private var lastLoad: (widget: PetWidget, generic: GenericWidgetData?, now: Date, settings: RenderSettings)?
    private var watcher: ContainerWatcher
    /// Says when to look at the container; made again when the container moves or comes back.
    private var monitor: ContainerMonitor
    /// Reads and decodes the group's suite, strictly; a test counts the reads through it.
    private let decode: (GroupReader) throws -> GroupLoader.LoadedSuite
    /// The suite the command read to load `widget`, which the first load uses instead of reading
    /// it again; nil once used.
    private var startingSuite: GroupLoader.LoadedSuite?

    /// Previews the group `widget` was loaded from (with its sprite sheet), which `loader` finds
    /// again once the container moves. `suite` is what `widget` was decoded from, when the caller
    /// has it: the first load draws from it rather than reading the suite a second time.
    /// `environment` is the command's, where a booted simulator's `xcrun` is looked for.
    public convenience init(widget: PetWidget, suite: GroupLoader.LoadedSuite? = nil, loader: GroupLoader, render: RenderOptions,
                            intents: IntentOptions, activityPet: Int = 0, environment: [String: String]) {
        self.init(widget: widget, suite: suite, loader: loader, render: render, intents: intents, activityPet: activityPet,
                  environment: environment) {
            try GroupLoader.load($0, policy: .strict)
        }
    }

    init(widget: PetWidget, suite: GroupLoader.LoadedSuite? = nil, loader: GroupLoader, render: RenderOptions, intents: IntentOptions,
         activityPet: Int, environment: [String: String], decode: @escaping (GroupReader) throws -> GroupLoader.LoadedSuite) {
        startingSuite = suite
        sheet = widget.sheet
        spritesDirectory = render.spritesDirectory
        spriteStamp = render.spritesDirectory.map { SpriteSheetStamp(directory: $0) }
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
        let (widget, values) = try read()
        // Another app's data (no `items`): what its widget has to work with, not an empty meadow.
        let generic = DataContract.Choice(given: nil, values: values).contract == .generic
            ? GenericWidgetData(values: values, reader: widget.reader, device: settings.device) : nil
        lastLoad = (widget, generic, now, settings)
        return content(of: widget, generic: generic, now: now, settings: settings)
    }

    public func reloadSpriteSheet() throws -> PreviewContent? {
        sheet = try SpriteSheetLoader.load(directory: spritesDirectory)
        guard let last = lastLoad else { return nil }
        let widget = try PetWidget(reader: last.widget.reader, decoded: last.widget.decoded, sheet: sheet)
        lastLoad = (widget, last.generic, last.now, last.settings)
        return content(of: widget, generic: last.generic, now: last.now, settings: last.settings)
    }

    private func content(of widget: PetWidget, generic: GenericWidgetData?, now: Date, settings: RenderSettings) -> PreviewContent {
        var content = PreviewContent(widget: widget, settings: settings, from: now, step: step, count: count, reload: reload,
                                     activityPet: activityPet)
        // The pet widget's data problems and timeline are not another app's: its keys are listed instead.
        if let generic { content.showAnotherApp(generic, from: now) } else { content.warnings = content.warnings.map(watcher.relative) }
        return content
    }

    public var containerDescriptor: Int32? { monitor.descriptor }

    /// The monitor watches the container only: where widget-tui's reload record is kept outside it
    /// (`ContainerBookkeeping.outside`), another process's `app reload` is seen by looking, and so
    /// is a `--sprites` sheet saved.
    public var containerPollInterval: Duration? {
        let recordOutside = watcher.reader.container.bookkeeping != .inContainer
        return monitor.descriptor == nil || watcher.needsAnotherLook || recordOutside || spritesDirectory != nil
            ? Self.pollInterval : nil
    }

    public func containerEvents() -> [ContainerEvent] {
        monitor.drain()
        let events = watcher.poll()
        let folder = watcher.reader.container.url
        if folder != monitor.folder || (monitor.descriptor == nil && !events.isEmpty && watcher.failure == nil) {
            monitor = ContainerMonitor(folder: folder)
        }
        return events + spriteSheetEvents()
    }

    /// The sheet's files, looked at as the container is.
    private func spriteSheetEvents() -> [ContainerEvent] {
        guard let spritesDirectory else { return [] }
        let stamp = SpriteSheetStamp(directory: spritesDirectory)
        guard stamp != spriteStamp else { return [] }
        spriteStamp = stamp
        return [.spriteSheetChanged]
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

    /// The group as the extension reads it on a reload, and the suite's values it was decoded
    /// from; the watcher's reader follows a moved container.
    private func read() throws -> (PetWidget, PlistDictionary) {
        let reader = watcher.reader
        try requireContainer()
        let read: (PetWidget, PlistDictionary)
        do {
            // The widget's decoder never fails: it falls back to empty data. A preview should say
            // the settings are unreadable instead, and keep the last good timeline.
            let suite = try startingSuite ?? decode(reader)
            startingSuite = nil
            read = (try PetWidget(reader: reader, decoded: suite.decoded, sheet: sheet), suite.file?.values ?? [:])
        } catch {
            throw WidgetTUIError(watcher.describe(error))
        }
        watcher.dataWasRead()
        return read
    }

    private func requireContainer() throws {
        let container = watcher.reader.container
        guard FileManager.default.fileExists(atPath: container.url.path) else { throw WidgetTUIError(ContainerWatcher.gone(container)) }
    }
}
