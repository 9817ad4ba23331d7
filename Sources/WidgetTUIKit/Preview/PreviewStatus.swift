import Essentials
import FrameOutput
import PetRenderer
import SharedData

/// The three status lines: what is previewed; where in the timeline and how time runs; how the
/// widget is drawn and what its buttons would do.
enum PreviewStatus {
    /// What the identity line, `group.com.example.pets  kind PetWidget  5 pets  systemMedium
    /// fullColor light  256 colours`, reads of the state, and the line made from that alone, so that the
    /// line is the same whenever this is (`Lines`).
    struct Identity: Equatable {
        var containerError: String?
        var groupIdentifier: String
        /// nil for another app's container whose kind `--kind` did not name: the default is the pet widget's.
        var kind: String?
        /// Another app's container: its keys and the images they name; the pet widget's: its pets;
        /// nil before the first load.
        var genericKeys: Int?
        var genericImages: Int?
        var pets: Int?
        var surface: Surface
        var family: WidgetFamily
        var renderingMode: WidgetRenderingMode
        var accentedImages: WidgetAccentedRenderingMode?
        var appearance: Appearance
        var simulatesDelivery: Bool
        var colorMode: ColorMode

        init(_ state: PreviewState) {
            containerError = state.containerError
            groupIdentifier = state.groupIdentifier
            let generic = state.content?.generic
            kind = generic == nil || state.kindGiven ? state.kind : nil
            genericKeys = generic.map { $0.values.count + $0.moreKeys }
            genericImages = generic?.images.count
            pets = state.content?.generic == nil ? state.content?.petCount : nil
            surface = state.surface
            family = state.settings.family
            renderingMode = state.settings.renderingMode
            accentedImages = state.settings.accentedImages
            appearance = state.settings.appearance
            simulatesDelivery = state.simulatesDelivery
            colorMode = state.colorMode
        }

        var line: String {
            // A broken container comes first: it says the rest of the line shows the last good data.
            var parts = containerError.map { ["CONTAINER ERROR: \($0)"] } ?? []
            parts.append(groupIdentifier)
            if let kind { parts.append("kind \(kind)") }
            if let genericKeys {
                parts.append(String(count: genericKeys, "key") + ", " + String(count: genericImages ?? 0, "image") + ", not the pet widget's")
            } else if let pets {
                parts.append(String(count: pets, "pet"))
            }
            let view = surface.liveActivity.map { "\($0.argument) Live Activity" } ?? family.rawValue
            // The images' option only where it draws, and only when it is not the default.
            let images = renderingMode == .accented && surface.liveActivity == nil ? accentedImages.map { " (\($0.rawValue) images)" } ?? "" : ""
            parts.append("\(view) \(renderingMode.rawValue)\(images) \(appearance.rawValue)")
            // Before the colour mode, which matters least when the line is cut.
            if simulatesDelivery { parts.append("simulated delivery") }
            parts.append(colorMode.label)
            return parts.joined(separator: "  ")
        }
    }

    /// The status lines of one screen after another: the identity and controls lines are made
    /// again only when what they read has changed. A scrub step changes neither, and making them
    /// was most of the time the three lines took (docs/performance-journal.md).
    struct Lines {
        private var identity: (of: Identity, line: String)?
        private var controls: (of: Controls, line: String)?

        /// - Parameter night: whether the frame on screen is a night picture; nil when it has no night look.
        mutating func callAsFunction(_ state: PreviewState, night: Bool?) -> [String] {
            let identityNow = Identity(state), controlsNow = Controls(state)
            let first = identity.flatMap { $0.of == identityNow ? $0.line : nil } ?? identityNow.line
            let last = controls.flatMap { $0.of == controlsNow ? $0.line : nil } ?? controlsNow.line
            (identity, controls) = ((identityNow, first), (controlsNow, last))
            return [first, position(state, night: night), last]
        }
    }

    /// `entry 12 of 300  12:01:00  live  day  reloads 1/70 +2 interaction  reload .atEnd 12:24:55`; a
    /// date not today in full. Entries count from 0, as `timeline`, `--entry` and snapshot file
    /// names count them. Day or night is the drawn frame's (`night`): in exact time the frame is
    /// drawn for another moment than the entry's.
    static func position(_ state: PreviewState, night: Bool?) -> String {
        guard let timeline = state.content?.timeline else { return "no timeline  " + clock(state) }
        // Another app's widget: the one entry modelled for it (`StoredDataTimeline`), no night or policy date.
        if state.content?.generic != nil {
            let entry = state.shown.entry.map { "entry \($0.index) of \(timeline.entries.count)" } ?? "placeholder"
            return [entry, PreviewDateText.compact(state.simulatedNow, sameDayAs: state.wallNow, in: state.settings.timeZone), clock(state),
                    reloads(state), "next entry: the app's write and reload"].joined(separator: "  ")
        }
        let zone = state.settings.timeZone
        let count = timeline.entries.count
        let shown = state.shown
        var entry = shown.entry.map { "entry \($0.index) of \(count)" } ?? "placeholder (\(String(count: count, "entry", plural: "entries")))"
        if let waiting = shown.waitingFor {
            switch waiting.fate {
            case .late(let delay): entry += " (\(waiting.entry.index) late \(String(cFormat: "%.1f", delay)) s)"
            case .skipped: entry += " (\(waiting.entry.index) skipped)"
            case .onTime: break
            }
        }
        var parts = [entry]
        // Today's dates as times only, as a phone shows them, so the line fits 80 columns.
        if state.showsExactTime {
            parts.append("exact " + PreviewDateText.compact(state.simulatedNow, sameDayAs: state.wallNow, in: zone))
        } else if let date = shown.entry?.date {
            parts.append(PreviewDateText.compact(date, sameDayAs: state.wallNow, in: zone))
        }
        parts.append(clock(state))
        if let night { parts.append(night ? "night" : "day") }
        parts.append(reloads(state))
        // Last: a date not today makes the line longer than 100 columns.
        parts.append("reload " + policy(timeline, reference: state.simulatedNow, zone: zone))
        return parts.joined(separator: "  ")
    }

    /// `reloads 3/70 +2 interaction`: the reloads of the rolling day against the budget.
    static func reloads(_ state: PreviewState) -> String {
        // Reloads made while fast-forwarding stay counted when the clock goes back (`l`, a jump).
        let budget = state.budget
        let used = budget.used(at: max(state.simulatedNow, budget.dates.last ?? .distantPast))
        let free = budget.free(at: max(state.simulatedNow, budget.freeDates.last ?? .distantPast))
        return "reloads \(used)/\(budget.limit)" + (used > budget.limit ? " OVER" : "") + (free > 0 ? " +\(free) interaction" : "")
    }

    /// What the controls line, `scale 6 pt/px (fit)  host app cold  button 3/11 Feed Pip (pet 2)`,
    /// reads of the state (the scale drawn, `(fit)` when auto-fit chose it, whether the host app
    /// runs, the focused button), and the line made from that alone (`Lines`).
    struct Controls: Equatable {
        var scale: Int
        var fitted: Bool
        var app: AppState
        /// `PreviewState.buttonPets`.
        var pets: Int?
        var focused: WidgetIntent?
        var focusedLabel: String?

        init(_ state: PreviewState) {
            let fittedScale = state.fittedScale
            scale = fittedScale ?? state.settings.pointsPerPixel
            fitted = fittedScale != nil
            app = state.app
            pets = state.buttonPets
            focused = state.focusedButton
            focusedLabel = state.focusedButton.map(state.label(of:))
        }

        var line: String {
            var parts = ["scale \(scale) pt/px" + (fitted ? " (fit)" : ""), "host app \(app.rawValue)"]
            let buttons = PreviewState.buttons(forPets: pets)
            if let focused, let index = buttons.firstIndex(of: focused), let focusedLabel {
                parts.append("button \(index + 1)/\(buttons.count) \(focusedLabel)")
            } else if !buttons.isEmpty {
                parts.append(String(count: buttons.count, "button") + " (b)")
            }
            return parts.joined(separator: "  ")
        }
    }

    /// `live`, `playing 60x`, `paused` or `paused 60x`.
    static func clock(_ state: PreviewState) -> String {
        let clock = state.clock
        if clock.isPaused { return clock.speed == 1 ? "paused" : "paused \(clock.speed)x" }
        return clock.isLive(atWall: state.wallNow) ? "live" : "playing \(clock.speed)x"
    }

    /// The reload policy as WidgetKit writes it, with its date: `.after(12:25:00)`, `.atEnd 12:24:55`
    /// (the last entry's date) or `.never`. Short, so the budget still fits an 80-column line.
    static func policy(_ timeline: Timeline, reference: Date, zone: TimeZone) -> String {
        let date = timeline.reloadDate.map { PreviewDateText.compact($0, sameDayAs: reference, in: zone) } ?? "-"
        switch timeline.policy {
        case .never: return ".never"
        case .atEnd: return ".atEnd \(date)"
        case .after: return ".after(\(date))"
        }
    }
}
