/// A process that can run a widget button's App Intent, named as AppIntents' execution targets.
public enum ExecutionTarget: String, CaseIterable, Sendable {
    case main
    case appIntentsExtension
    case widgetKitExtension

    public var displayName: String {
        switch self {
        case .main: "the main app"
        case .appIntentsExtension: "the App Intents extension"
        case .widgetKitExtension: "the widget extension"
        }
    }

    /// Whether the process holds the group's writer role. The widget extension only reads: it builds
    /// timelines from what a writer finished.
    public var isWriter: Bool { self != .widgetKitExtension }
}
