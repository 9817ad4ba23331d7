/// Why a reload was requested, when the reason changes how WidgetKit treats it.
public enum ReloadReason: String, Sendable, Codable, CaseIterable {
    /// The system reloads a widget at once after one of its buttons ran an App Intent. Such reloads
    /// are guaranteed and do not count against the widget's daily budget.
    case interaction
}
