import Essentials

/// Plays WidgetKit's part when a widget button is pressed: picks the process that runs the intent,
/// runs it there, and reloads the widget at once. A write happens only in a writer process, under
/// the writer lock, together with its interaction reload; the widget extension never writes.
public struct IntentRunner: Sendable {
    public let container: GroupContainer
    /// The widget's kind, which the interaction reload names.
    public let kind: String
    public var app: AppState
    /// The targets whose code holds the intents; by default the app ships all three.
    public var linked: ExecutionTargets
    public let lockTimeout: Duration
    /// How the write reaches the suite: a booted simulator's through its own `defaults`, as the app's writes.
    public let suite: SuiteChannel
    private let now: @Sendable () -> Date

    public init(container: GroupContainer, kind: String, app: AppState, linked: ExecutionTargets = .default,
                lockTimeout: Duration = .seconds(10), suite: SuiteChannel = .file, now: @escaping @Sendable () -> Date = { Date() }) {
        self.container = container
        self.kind = kind
        self.app = app
        self.linked = linked
        self.lockTimeout = lockTimeout
        self.suite = suite
        self.now = now
    }

    /// Runs `intent`. Throws `IntentRefusal` when no process may run it or its write would land in
    /// the widget extension, `IntentWriteError` when the group's data does not allow the write, and
    /// the lock's or the suite's errors; in every case nothing is written.
    public func perform(_ intent: WidgetIntent) throws -> IntentReport {
        guard let selection = ProcessSelection.select(allowed: intent.allowedExecutionTargets, linked: linked, app: app) else {
            throw IntentRefusal(intent: intent.name, reason: .noProcess(allowed: intent.allowedExecutionTargets, linked: linked))
        }
        if let write = intent.write, !selection.target.isWriter {
            throw IntentRefusal(intent: intent.name, reason: .readOnlyProcess(selection, write: write))
        }
        // Display-only intents write nothing; the lock only numbers the reload WidgetKit records.
        let writer = GroupWriter(container: container, lockTimeout: lockTimeout, suite: suite, now: now)
        let file = container.suiteURL.path
        let (wrote, reload) = try writer.withLock { session in
            try session.checkReloadRecord()
            let wrote = try intent.write.map { write in
                try session.update { values in try write.apply(to: &values, at: session.date, file: file) }
            }
            return (wrote, try session.reloadTimelines(ofKind: kind, reason: .interaction))
        }
        return IntentReport(intent: intent, selection: selection, app: app, wrote: wrote, reload: reload)
    }
}
