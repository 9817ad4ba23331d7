import Essentials
import PetRenderer

/// The preview's state machine, as bubbletea's `Update`: the new state for an event, and the work
/// that needs the data source, for the runner (`PreviewSession`) to do; each result comes back as
/// another event. Pure.
func update(_ state: PreviewState, _ event: PreviewEvent) -> (state: PreviewState, effects: [PreviewEffect]) {
    var next = state
    let effects = next.apply(event)
    return (next, effects)
}

/// What the preview asks for as it starts, as bubbletea's `Init`: the first timeline, as WidgetKit
/// asks for one when the widget is added.
func begin(_ state: PreviewState) -> (state: PreviewState, effects: [PreviewEffect]) {
    var next = state
    let effect = next.build(at: next.simulatedNow, reason: .initial)
    return (next, [effect])
}

extension PreviewState {
    fileprivate mutating func apply(_ event: PreviewEvent) -> [PreviewEffect] {
        switch event {
        case .key(let key):
            return press(key)
        case .tick(let now):
            wallNow = now
            return requestPolicyReloadIfDue()
        case .resize(let size):
            terminalSize = size
        case .signal(let signal):
            exit = .signal(signal)
        case .container(let event):
            return containerDid(event)
        case .timelineBuilt(let built, let reason):
            isBuilding = false
            adopt(built, reason: reason)
        case .timelineFailed(let error, let reason):
            isBuilding = false
            containerError = error
            if reason == .policy {
                policyReloadNotBefore = simulatedNow.addingTimeInterval(PreviewState.policyRetryInterval)
            }
            let keeps = content == nil ? "nothing to draw until a reload succeeds" : "the last good timeline stays"
            message = .warning("\(reason.label): failed, \(error); \(keeps)")
        case .intentRan(let report):
            return intentRan(report)
        case .intentRefused(let button, let refusal):
            intentRefused(button, refusal)
        case .intentFailed(let reason):
            intentFailed(reason)
        case .spriteSheetLoaded(let redrawn):
            if let redrawn {
                content = redrawn
                generation += 1
            }
            message = .info("the sprite sheet changed on disk: the pets are drawn with it")
        case .spriteSheetFailed(let error):
            message = .warning("the sprite sheet changed on disk and cannot be read: \(error); the last good sheet stays")
        }
        return []
    }

    /// Asks for a timeline from `date`; it is being built until it comes back, built or failed.
    mutating func build(at date: Date, reason: TimelineBuildReason) -> PreviewEffect {
        isBuilding = true
        return .buildTimeline(at: date, reason: reason)
    }

    /// WidgetKit asks for a new timeline once the policy's date has passed, while time runs.
    private mutating func requestPolicyReloadIfDue() -> [PreviewEffect] {
        guard !clock.isPaused, let due = policyReloadDue, simulatedNow >= due, !isBuilding else { return [] }
        return [build(at: simulatedNow, reason: .policy)]
    }

    private mutating func containerDid(_ event: ContainerEvent) -> [PreviewEffect] {
        switch event {
        case .dataChanged:
            let when = content?.timeline.reloadDate.map { "until the policy reload at \(dateText($0))" } ?? "until the app reloads it"
            message = .warning("the group's data changed but no reload was requested: a real widget would stay stale \(when)")
        case .dataChangedWithoutRecord:
            return [build(at: simulatedNow, reason: .unrecordedChange)]
        case .reloadRequested(let requested, let interaction):
            if requested == nil || requested == kind {
                return [build(at: simulatedNow, reason: .appRequest(kind: requested, interaction: interaction))]
            } else {
                message = .warning("reload for kind '\(requested ?? "")' ignored: this widget's kind is '\(kind)'")
            }
        case .failed(let error):
            containerError = error
            message = .warning("container: \(error); the last good timeline stays")
        case .recovered(let detail):
            containerError = nil
            message = .info("\(detail); the timeline on screen stays until a reload")
        case .spriteSheetChanged:
            return [.reloadSpriteSheet]
        }
        return []
    }

    private mutating func adopt(_ built: PreviewContent, reason: TimelineBuildReason) {
        let previous = content
        content = built
        contentAdoptedAt = simulatedNow
        generation += 1
        containerError = nil
        keepFocusOnAButtonThatExists()
        let now = simulatedNow
        // A jump keeps the message saying where it went; a button's reload, what the button did
        // (which names the reload already).
        let earlier = message.map { $0.text + "; " } ?? ""
        var text = switch reason {
        case .jump: earlier + reason.label
        case .interaction: message?.text ?? reason.label
        default: reason.label + ": " + describe(built.timeline)
        }
        if reason.isInteraction { budget.record(now, countsAgainstBudget: false) }
        if reason.countsAgainstBudget {
            budget.record(now)
            text += ", reload \(budget.used(at: now))/\(budget.limit) in 24 h"
        }
        var warning = false
        if !built.warnings.isEmpty, built.warnings != previous?.warnings {
            text += "; " + built.warnings.joined(separator: "; ")
            warning = true
        }
        if reason.countsAgainstBudget, budget.isExceeded(at: now) {
            text += "; over the daily budget: iOS would delay this reload"
            warning = true
        }
        if let reload = built.timeline.reloadDate, reload <= now {
            policyReloadNotBefore = now.addingTimeInterval(PreviewState.policyRetryInterval)
            text += "; its reload date has already passed"
            warning = true
        } else {
            policyReloadNotBefore = nil
        }
        guard reason != .initial || warning else { return }
        // The first timeline keeps what the terminal's set-up had to say.
        message = PreviewMessage(text: (reason == .initial ? earlier : "") + text, isWarning: warning)
    }

    private func describe(_ timeline: Timeline) -> String {
        guard let first = timeline.entries.first else { return "empty timeline" }
        return String(count: timeline.entries.count, "entry", plural: "entries") + " from \(dateText(first.date))"
    }

    func dateText(_ date: Date) -> String { PreviewDateText.dateTime(date, in: settings.timeZone) }
}

extension TimelineBuildReason {
    /// How the message line names a rebuild.
    var label: String {
        switch self {
        case .initial: "first timeline"
        case .policy: "reload policy date passed"
        case .reloadKey: "reloadTimelines (r)"
        case .appRequest(let kind, let interaction):
            "app requested " + (kind.map { "reloadTimelines(ofKind: \"\($0.shown)\")" } ?? "reloadAllTimelines()")
                + (interaction ? " after a widget button (interaction, not counted against the budget)" : "")
        case .unrecordedChange:
            "the group's data changed with no reload evidence (iOS records no reloads): rebuilt as the app's reloadTimelines would"
        case .interaction: "interaction reload"
        case .jump: "new timeline there (a jump, not a reload)"
        }
    }
}
