import Essentials
import SharedData

/// The widget's buttons in the preview: `b`/`B` move the focus, Enter presses the focused one, `w`
/// makes the app warm or cold. A press is work `update` asks of the runner; its report comes back
/// as an event and the interaction reload follows at once.
extension PreviewState {
    /// The widget's buttons for the pets of the timeline on screen, in focus order; none on
    /// another app's container, whose widget's buttons widget-tui cannot know.
    var buttons: [WidgetIntent] { Self.buttons(forPets: buttonPets) }

    /// The pets the widget's buttons are made for; nil when it has none (no timeline yet, or
    /// another app's container).
    var buttonPets: Int? {
        guard let content, content.generic == nil else { return nil }
        return content.petCount
    }

    /// The buttons of a widget of `pets` pets, nil for none.
    static func buttons(forPets pets: Int?) -> [WidgetIntent] { pets.map { WidgetIntent.buttons(petCount: $0) } ?? [] }

    /// `Feed Mochi (pet 1)`, `Pet pet 2` without names, `Refresh`.
    func label(of button: WidgetIntent) -> String {
        guard let pet = button.write?.pet else { return button.title }
        guard let names = content?.petNames, names.indices.contains(pet) else { return "\(button.title) pet \(pet + 1)" }
        return "\(button.title) \(names[pet]) (pet \(pet + 1))"
    }

    /// Moves the focus `step` buttons on, wrapping; without a focus, `b` starts at the first button
    /// and `B` at the last.
    mutating func moveButtonFocus(by step: Int) {
        let all = buttons
        guard !all.isEmpty else { return message = .warning("no timeline yet, so no buttons") }
        let index = focusedButton.flatMap { all.firstIndex(of: $0) }
            .map { ($0 + step % all.count + all.count) % all.count } ?? (step > 0 ? 0 : all.count - 1)
        focusedButton = all[index]
        message = .info("button \(index + 1)/\(all.count): \(label(of: all[index])); Enter presses it, b/B the next/previous, Esc leaves")
    }

    /// Esc while a button has the focus.
    mutating func leaveButtons() {
        focusedButton = nil
        message = .info("left the buttons; b focuses them again")
    }

    /// Enter: the focused button runs its intent at the moment on screen.
    mutating func pressFocusedButton() -> [PreviewEffect] {
        guard let button = focusedButton else {
            message = .info("no button has the focus: b focuses the widget's buttons")
            return []
        }
        return [.runIntent(button, app: app, at: simulatedNow)]
    }

    /// `w`: the host app starts or stops running; which process answers a press depends on it.
    mutating func toggleApp() {
        app = app == .cold ? .warm : .cold
        message = .info(app == .warm ? "app warm: it answers the buttons it may run"
            : "app cold: an allowed extension answers, or the system launches the app in the background")
    }

    /// The intent ran and its writer asked for a reload: WidgetKit reloads at once.
    mutating func intentRan(_ report: IntentReport) -> [PreviewEffect] {
        message = .info(report.summary)
        return [build(at: simulatedNow, reason: .interaction)]
    }

    /// Refused: nothing was written and nothing reloads. Short enough for three rows of an
    /// 80-column terminal; `widget-tui intent` gives the whole account.
    mutating func intentRefused(_ button: WidgetIntent, _ refusal: IntentRefusal) {
        guard case let .readOnlyProcess(selection, _) = refusal.reason else {
            return message = .warning(refusal.description)
        }
        message = .warning("\(label(of: button)) refused, nothing written: \(selection.target.displayName) answered "
            + "(\(selection.reason)) and only reads the group. Fix: allowedExecutionTargets = [.main, .appIntentsExtension]")
    }

    /// The data, the lock or the container did not allow the write; nothing was written and nothing reloads.
    mutating func intentFailed(_ reason: String) {
        message = .warning(reason)
    }

    /// A new timeline may have other pets: a focused button that is gone loses the focus.
    mutating func keepFocusOnAButtonThatExists() {
        guard let button = focusedButton, !buttons.contains(button) else { return }
        focusedButton = nil
    }
}
