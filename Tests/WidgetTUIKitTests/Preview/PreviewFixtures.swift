import Foundation
import FrameOutput
import PetRenderer
@testable import SharedData
@testable import WidgetTUIKit

/// Timelines, states and a fake data source for the preview's tests. All dates are UTC.
enum PreviewFixtures {
    /// 2026-05-01 12:00:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_777_636_800)
    static let utc = TimeZone(identifier: "UTC")!
    static let size = TerminalSize(columns: 100, rows: 40)

    static var settings: RenderSettings { RenderSettings(timeZone: utc) }

    /// `count` entries `step` seconds apart from `from`; entries from `nightFrom` on are night.
    static func timeline(from: Date = start, count: Int = 300, step: TimeInterval = 5,
                         policy: TimelineReloadPolicy = .atEnd, nightFrom: Int? = nil,
                         dayNightChanges: [Date] = [], petNames: [String] = ["Mochi", "Pip", "Biscuit"],
                         activity: Result<String, ActivityUnavailable> = .success("Mochi (pet 1)")) -> PreviewTimeline {
        let entries = (0..<count).map { i in
            TimelineEntry(index: i, date: from.addingTimeInterval(Double(i) * step), isNight: nightFrom.map { i >= $0 } ?? false)
        }
        return PreviewTimeline(timeline: Timeline(entries: entries, policy: policy), petCount: petNames.count, petNames: petNames,
                               dayNightChanges: dayNightChanges, activity: activity)
    }

    /// A state paused at `start` (or live at `wall`) with `content` already built, its effects taken.
    static func state(_ start: PreviewState.Start = .paused(at: PreviewFixtures.start), wall: Date = PreviewFixtures.start,
                      content: PreviewTimeline = timeline(), budget: Int = ReloadBudget.defaultLimit, size: TerminalSize = size,
                      autoFitsScale: Bool = true) -> PreviewState {
        var state = PreviewState(groupIdentifier: "group.com.example.pets", kind: "PetWidget", settings: settings,
                                 colorMode: .xterm256, terminalSize: size, wallNow: wall, start: start, budgetLimit: budget,
                                 autoFitsScale: autoFitsScale)
        state.effects = []
        return update(state, .timelineBuilt(content, .initial))
    }
}

/// Applies events in order.
func update(_ state: PreviewState, _ events: [PreviewEvent]) -> PreviewState {
    events.reduce(state) { update($0, $1) }
}

extension PreviewState {
    /// The index of the entry on screen, nil for the placeholder.
    var shownIndex: Int? { shown.entry?.index }
}

/// A data source whose timelines start at the requested date; it records what it was asked.
final class FakeSource: PreviewSource {
    let groupIdentifier = "group.com.example.pets"
    let kind = "PetWidget"
    var containerPollInterval: Duration? = .milliseconds(100)
    var count = 300
    var step: TimeInterval = 5
    var failure: String?
    var pendingEvents: [ContainerEvent] = []
    /// Makes `perform` fail with this message.
    var intentFailure: String?
    /// Makes `perform` refuse, as the runner does.
    var refusal: IntentRefusal?
    private(set) var builds: [Date] = []
    private(set) var drawnDates: [Date] = []
    private(set) var drawnScales: [Int] = []
    private(set) var presses: [PreviewEffect] = []

    struct Failure: Error, CustomStringConvertible { let description: String }

    func timeline(now: Date, settings: RenderSettings) throws -> PreviewTimeline {
        if let failure { throw Failure(description: failure) }
        builds.append(now)
        return PreviewFixtures.timeline(from: now, count: count, step: step)
    }

    /// 8x2 cells: the date's time on the first row.
    func widgetCells(at date: Date, settings: RenderSettings, colorMode: ColorMode) -> CellBuffer {
        drawnDates.append(date)
        drawnScales.append(settings.pointsPerPixel)
        var cells = CellBuffer(width: 8, height: 2)
        cells.put(PreviewDateText.time(date, in: settings.timeZone), x: 0, y: 0)
        return cells
    }

    func placeholderCells(settings: RenderSettings, colorMode: ColorMode) -> CellBuffer {
        var cells = CellBuffer(width: 8, height: 2)
        cells.put("PLACE", x: 0, y: 0)
        return cells
    }

    /// Makes `activityCells` find no Live Activity.
    var hasActivity = true
    private(set) var drawnSurfaces: [LiveActivitySurface] = []

    /// The surface's size in pixels, its name on the first row.
    func activityCells(_ surface: LiveActivitySurface, at date: Date, settings: RenderSettings, colorMode: ColorMode) -> CellBuffer? {
        guard hasActivity else { return nil }
        drawnSurfaces.append(surface)
        let size = surface.canvasSize(settings)
        var cells = CellBuffer(width: size.width, height: (size.height + 1) / 2)
        cells.put(surface.argument, x: 0, y: 0)
        return cells
    }

    func containerEvents() -> [ContainerEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    /// Runs nothing: reports the process WidgetKit would pick, a made-up write and reload #2.
    func perform(_ intent: WidgetIntent, app: AppState, at date: Date) throws -> IntentReport {
        presses.append(.runIntent(intent, app: app, at: date))
        if let intentFailure { throw Failure(description: intentFailure) }
        if let refusal { throw refusal }
        guard let selection = ProcessSelection.select(allowed: intent.allowedExecutionTargets, linked: .default, app: app) else {
            throw Failure(description: "no process for \(intent.name)")
        }
        return IntentReport(intent: intent, selection: selection, app: app, wrote: intent.write?.summary,
                            reload: ReloadRequest(sequence: 2, kind: kind, date: date, reason: .interaction))
    }
}
