/// Which process answers when a widget button's intent runs, chosen as WidgetKit's heuristics do:
///
/// 1. The candidates are the allowed targets whose code holds the intent (`linked`); none: refused.
/// 2. A warm app answers when `.main` is a candidate: the running process is preferred.
/// 3. Otherwise an extension answers: the App Intents extension before the widget extension, as an
///    extension is cheaper to start than the app.
/// 4. Only when `.main` is the sole candidate does the system launch a cold app, in the background.
/// 5. An intent with `openAppWhenRun = true` (or iOS 26's `supportedModes` `.foreground`) run by
///    the app opens it in the foreground instead, cold or warm (a `ForegroundContinuableIntent`, or
///    `.foreground(.dynamic)`, still begins in the background: it may only ask to continue in the foreground).
///
/// Rule 3 is the seed's hazard: with `.default`, a cold app and no App Intents extension, a write
/// lands in the widget extension. Pinning `allowedExecutionTargets` to writers is the fix.
public struct ProcessSelection: Equatable, Sendable {
    public let target: ExecutionTarget
    /// The app was cold and the system launched it in the background to run the intent.
    public let launchesApp: Bool
    /// The app runs it in the foreground: the system opens the app (`openAppWhenRun = true`, `supportedModes` `.foreground`).
    public let opensApp: Bool
    /// Why this process, for messages.
    public let reason: String

    /// `opensApp`: the intent asks for the app in the foreground (`openAppWhenRun = true`); it
    /// applies only where the app runs it.
    public static func select(allowed: ExecutionTargets, linked: ExecutionTargets, app: AppState, opensApp: Bool = false) -> ProcessSelection? {
        let candidates = allowed.intersection(linked)
        let opened = opensApp ? ", and the intent opens it" : ""
        if app == .warm, candidates.contains(.main) {
            return ProcessSelection(target: .main, launchesApp: false, opensApp: opensApp, reason: "the app is running and may run it\(opened)")
        }
        let why = app == .cold ? "the app is not running" : "the running app may not run it"
        for target in [ExecutionTarget.appIntentsExtension, .widgetKitExtension] where candidates.contains(target) {
            let order = target == .appIntentsExtension && candidates.contains(.widgetKitExtension)
                ? "; the App Intents extension comes before the widget extension" : ""
            return ProcessSelection(target: target, launchesApp: false, opensApp: false, reason: "\(why), so an allowed extension answers\(order)")
        }
        guard candidates.contains(.main) else { return nil }
        return ProcessSelection(target: .main, launchesApp: true, opensApp: opensApp,
                                reason: "only the main app may run it, so the system launches it" + (opensApp ? opened : " in the background"))
    }
}
