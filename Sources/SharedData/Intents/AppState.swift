/// Whether the host app is running when a widget button is pressed.
public enum AppState: String, CaseIterable, Sendable {
    /// Not running (force-quit, or never launched since boot).
    case cold
    /// Running, in the foreground or suspended in the background.
    case warm
}
