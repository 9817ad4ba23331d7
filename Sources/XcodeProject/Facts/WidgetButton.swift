import Essentials

/// A widget's button (or toggle, or control) and the process WidgetKit would pick to run its
/// intent with the app cold and warm, from the targets compiling it and its pins.
public struct WidgetButton: Codable, Sendable, Hashable {
    public struct Run: Codable, Sendable, Hashable {
        /// `main`, `appIntentsExtension` or `widgetKitExtension`; nil when no allowed target compiles it.
        @NullWhenAbsent public private(set) var target: String?
        /// The app was cold and the system launches it to run the intent.
        public let launchesApp: Bool
        /// The app runs it in the foreground (`openAppWhenRun = true`): each tap opens the app.
        public let opensApp: Bool
        public let reason: String
        /// The durable writes perform() makes there.
        public let writes: [IntentFacts.Write]

        private enum CodingKeys: String, CodingKey {
            case target, launchesApp, opensApp, reason, writes
        }
    }

    public let intent: String
    public let call: String
    public let file: String
    public let line: Int
    /// The targets that compile the intent.
    public let compiledBy: [String]
    @NullWhenAbsent public private(set) var pin: String?
    public let cold: Run
    public let warm: Run

    private enum CodingKeys: String, CodingKey {
        case intent, call, file, line, compiledBy, pin, cold, warm
    }
}
