/// What happened when an intent ran: the process, the write and the reload that followed.
public struct IntentReport: Equatable, Sendable {
    public let intent: WidgetIntent
    public let selection: ProcessSelection
    public let app: AppState
    /// What the write changed; nil for a display-only intent.
    public let wrote: String?
    public let reload: ReloadRequest

    public var process: ExecutionTarget { selection.target }

    /// One line, for a previewer's message line.
    public var summary: String {
        "\(intent.name) ran in \(process.displayName)" + (selection.launchesApp ? " (launched in the background)" : "")
            + ": " + (wrote ?? "nothing written") + "; reload #\(reload.sequence)"
            + (reload.countsAgainstBudget ? "" : " (interaction, not counted against the budget)")
    }

    /// The full account, for the `intent` command.
    public var lines: [String] {
        [
            "\(intent.name): allowedExecutionTargets \(intent.allowedExecutionTargets); app \(app.rawValue)",
            "ran in: \(process.displayName)" + (selection.launchesApp ? ", launched in the background" : "") + " (\(selection.reason))",
            "wrote: " + (wrote.map { "\($0) (under the writer lock)" } ?? "nothing (display only)"),
            "reload: \(reload)",
        ]
    }
}
