import Essentials
import FrameOutput
import PetRenderer
import SharedData

/// Everything the preview shows and remembers. Changed only by `update(_:_:)`, which returns the
/// work it asks for beside the new state.
public struct PreviewState: Equatable, Sendable {
    /// How often the widget is redrawn while playing in exact-time mode (wall clock).
    static let exactFrameInterval: TimeInterval = 0.25
    /// The least simulated time between a policy reload and the next one, so a provider whose
    /// reload date is already past, or a failing container, cannot make the loop spin.
    static let policyRetryInterval: TimeInterval = 60

    let groupIdentifier: String
    let kind: String
    /// `--kind` named the kind: another app's container shows it then, and not the pet widget's default.
    let kindGiven: Bool
    let colorMode: ColorMode
    /// As configured; the widget is drawn with `drawnSettings`.
    var settings: RenderSettings
    /// No `--scale` was given: a terminal too small for the configured scale gets a coarser one.
    let autoFitsScale: Bool
    var terminalSize: TerminalSize
    /// The wall-clock time of the last tick.
    var wallNow: Date
    var clock: PreviewClock
    /// The last good load: its timeline and what draws it; nil until the first one is built.
    var content: PreviewContent?
    /// The simulated moment `content` was taken up. A reload recorded after it came in a future the
    /// clock has since left (time ran fast, then `l` or a jump went back): it did not replace this
    /// timeline, so the strip does not draw it on it.
    var contentAdoptedAt: Date?
    /// Counts new timelines, so drawings cached for an older one are dropped.
    public internal(set) var generation = 0
    var showsExactTime = false
    var simulatesDelivery = false
    var showsHelp = false
    /// The first row of the help shown, when the help is taller than the screen.
    var helpScroll = 0
    /// The message's whole text and every value, over the screen (`i`).
    var showsFullText = false
    /// The reloads of the rolling day: those that spend the budget, and the interaction reloads
    /// (guaranteed, outside it) the status line counts beside them.
    var budget: ReloadBudget
    /// Whether the host app is running when a button is pressed (`w`).
    var app: AppState
    /// The widget button `b` focused; Enter presses it.
    var focusedButton: WidgetIntent?
    /// What is drawn: the home widget or a view of the pet's Live Activity (`v`).
    var surface: Surface = .home
    /// No policy reload before this simulated date (after a failure or a past reload date).
    var policyReloadNotBefore: Date?
    /// Set while the container is missing or unreadable; the last good timeline stays.
    var containerError: String?
    var message: PreviewMessage?
    /// A timeline was asked for and has not come back yet: no policy reload is asked for meanwhile.
    var isBuilding = false
    public internal(set) var exit: PreviewExit?

    /// How the preview starts.
    public enum Start: Equatable, Sendable {
        /// Following the wall clock at 1x.
        case live
        /// Standing still at a date.
        case paused(at: Date)
    }

    public init(groupIdentifier: String, kind: String, settings: RenderSettings, colorMode: ColorMode,
         terminalSize: TerminalSize, wallNow: Date, start: Start, budgetLimit: Int = ReloadBudget.defaultLimit,
         autoFitsScale: Bool = true, app: AppState = .cold, message: PreviewMessage? = nil, kindGiven: Bool = true) {
        self.groupIdentifier = groupIdentifier
        self.kind = kind
        self.kindGiven = kindGiven
        self.settings = settings
        self.autoFitsScale = autoFitsScale
        self.app = app
        self.colorMode = colorMode
        self.terminalSize = terminalSize
        self.wallNow = wallNow
        switch start {
        case .live: clock = .live(at: wallNow)
        case .paused(let date): clock = .paused(at: date, wall: wallNow)
        }
        budget = ReloadBudget(limit: budgetLimit)
        self.message = message
    }

    /// The scale auto-fit chose because the configured one does not fit the terminal; nil when
    /// the configured scale is drawn.
    var fittedScale: Int? {
        guard autoFitsScale else { return nil }
        return AutoFit.scale(for: surface, settings: settings, terminal: terminalSize)
    }

    /// What the widget is drawn with: the settings at the fitted scale, if any.
    var drawnSettings: RenderSettings {
        var drawn = settings
        if let fittedScale { drawn.pointsPerPixel = fittedScale }
        return drawn
    }

    /// The simulated moment on screen.
    var simulatedNow: Date { clock.simulated(atWall: wallNow) }

    /// The entry on screen, and the scheduled one when simulated delivery holds it back.
    var shown: SimulatedDelivery.Shown {
        guard let content else { return SimulatedDelivery.Shown(entry: nil, waitingFor: nil) }
        return SimulatedDelivery.shown(in: content.timeline, at: simulatedNow, simulated: simulatesDelivery)
    }

    /// The date the widget is drawn for; nil for the placeholder (no timeline, or before its first entry).
    var drawingDate: Date? {
        guard showsExactTime else { return shown.entry?.date }
        guard let first = content?.timeline.entries.first, simulatedNow >= first.date else { return nil }
        return simulatedNow
    }

    /// The wall-clock time at which the screen next changes by itself; nil when nothing is due.
    public var nextWake: Date? {
        guard exit == nil, !clock.isPaused, let content else { return nil }
        if showsExactTime { return wallNow.addingTimeInterval(PreviewState.exactFrameInterval) }
        var due: [Date] = []
        if let next = SimulatedDelivery.nextChange(in: content.timeline, after: simulatedNow, simulated: simulatesDelivery) {
            due.append(next)
        }
        if let reload = policyReloadDue { due.append(reload) }
        return due.min().flatMap { clock.wall(reaching: $0, from: wallNow) }
    }

    /// When the policy asks for a new timeline: just after its reload date, and not before a retry is allowed.
    var policyReloadDue: Date? {
        guard let reload = content?.timeline.reloadDate else { return nil }
        // WidgetKit reloads once the date has passed, so the reload date itself still shows the last entry.
        let passed = reload.addingTimeInterval(0.001)
        return max(passed, policyReloadNotBefore ?? passed)
    }
}
