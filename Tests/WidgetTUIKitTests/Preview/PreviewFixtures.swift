import Foundation
import FrameOutput
import PetRenderer
import RenderFixtures
@testable import SharedData
@testable import WidgetTUIKit

/// Contents, states and a fake data source for the preview's tests. All dates are UTC.
enum PreviewFixtures {
    /// 2026-05-01 12:00:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_777_636_800)
    static let utc = TimeZone(identifier: "UTC")!
    static let size = TerminalSize(columns: 100, rows: 40)

    static var settings: RenderSettings { RenderSettings(timeZone: utc) }

    /// The test sheet, naming the colour pets wear, so drawing it notes nothing.
    static let sheet: SpriteSheet = {
        let sheet = TestSheet.make()
        return SpriteSheet(colors: sheet.colors, frames: sheet.frames, tags: sheet.tags, bodyColor: TestSheet.body)
    }()

    /// A load of a group holding pets named `petNames` with `quietHours` (UTC), built as the preview
    /// builds it: `count` entries `step` seconds apart from `from`, drawn by the renderers of the
    /// test sheet, with no warnings. Without pets there is no Live Activity.
    static func content(from: Date = start, count: Int = 300, step: TimeInterval = 5,
                        reload: PetTimelineProvider.Reload = .atEnd, quietHours: String = "22:00-07:00",
                        petNames: [String] = ["Mochi", "Pip", "Biscuit"], settings: RenderSettings = settings) -> PreviewContent {
        let data = PetWidgetData(pets: petNames.map { Pet(name: $0, stage: "adult") }, quietHours: QuietHours(quietHours),
                                 streakDays: 0)
        let container = GroupContainer(url: URL(fileURLWithPath: "/nonexistent/container"), groupID: try! GroupIdentifier("group.com.example.pets"))
        let widget = try! PetWidget(reader: GroupReader(container: container), decoded: DecodedPetWidgetData(data: data, problems: []),
                                    sheet: sheet)
        return PreviewContent(widget: widget, settings: settings, from: from, step: step, count: count, reload: reload, activityPet: 0)
    }

    /// A state paused at `start` (or live at `wall`) with `content` already built.
    static func state(_ start: PreviewState.Start = .paused(at: PreviewFixtures.start), wall: Date = PreviewFixtures.start,
                      content: PreviewContent = content(), budget: Int = ReloadBudget.defaultLimit, size: TerminalSize = size,
                      autoFitsScale: Bool = true) -> PreviewState {
        let state = PreviewState(groupIdentifier: "group.com.example.pets", kind: "PetWidget", settings: settings,
                                 colorMode: .xterm256, terminalSize: size, wallNow: wall, start: start, budgetLimit: budget,
                                 autoFitsScale: autoFitsScale)
        return update(begin(state).state, .timelineBuilt(content, .initial)).state
    }
}

/// Applies events in order; the work is what the last one asked for.
func update(_ state: PreviewState, _ events: [PreviewEvent]) -> (state: PreviewState, effects: [PreviewEffect]) {
    events.reduce((state, [])) { update($0.state, $1) }
}

extension PreviewState {
    /// The index of the entry on screen, nil for the placeholder.
    var shownIndex: Int? { shown.entry?.index }
}

/// Every frame the renderers of a fake source's contents drew, in order.
final class DrawLog: @unchecked Sendable {
    var frames: [RenderedFrame] = []
}

/// A renderer that notes each frame it draws, to show what the session draws and how often.
struct LoggingRenderer: SurfaceRenderer {
    let base: any SurfaceRenderer
    let log: DrawLog

    func frame(at date: Date, settings: RenderSettings) -> RenderedFrame {
        note(base.frame(at: date, settings: settings))
    }

    func placeholder(in settings: RenderSettings) -> RenderedFrame? {
        base.placeholder(in: settings).map(note)
    }

    var digest: String { base.digest }
    func notes(for settings: RenderSettings) -> [RenderNote] { base.notes(for: settings) }
    var petName: String? { base.petName }

    private func note(_ frame: RenderedFrame) -> RenderedFrame {
        log.frames.append(frame)
        return frame
    }
}

/// A data source whose contents start at the requested date; it records what it was asked, and
/// its renderers what they drew.
final class FakeSource: PreviewSource {
    let groupIdentifier = "group.com.example.pets"
    let kind = "PetWidget"
    var containerPollInterval: Duration? = .milliseconds(100)
    var containerDescriptor: Int32?
    var count = 300
    var step: TimeInterval = 5
    var quietHours = "22:00-07:00"
    var failure: String?
    var pendingEvents: [ContainerEvent] = []
    /// Makes `perform` fail with this message.
    var intentFailure: String?
    /// Makes `perform` refuse, as the runner does.
    var refusal: IntentRefusal?
    private(set) var builds: [Date] = []
    private(set) var presses: [PreviewEffect] = []
    let draws = DrawLog()

    struct Failure: Error, CustomStringConvertible { let description: String }

    func load(now: Date, settings: RenderSettings) throws -> PreviewContent {
        if let failure { throw Failure(description: failure) }
        builds.append(now)
        var content = PreviewFixtures.content(from: now, count: count, step: step, quietHours: quietHours)
        content.renderers = content.renderers.mapValues { $0.map { LoggingRenderer(base: $0, log: draws) as any SurfaceRenderer } }
        return content
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

    /// The fake has no sprite sheet on disk.
    func reloadSpriteSheet() throws -> PreviewContent? { nil }
}
