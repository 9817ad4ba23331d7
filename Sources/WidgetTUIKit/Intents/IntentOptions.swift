import Essentials
import SharedData

/// How widget buttons' intents run: whether the host app is running, and which targets of its build
/// may run and hold them. `intent` and `preview` share these, and run intents through one runner.
public struct IntentOptions: Equatable, Sendable {
    public var app: AppState
    /// Replaces each intent's own allowedExecutionTargets; nil keeps them.
    public var targets: ExecutionTargets?
    public var linked: ExecutionTargets

    public init(app: AppState = .cold, targets: ExecutionTargets? = nil, linked: ExecutionTargets = .default) {
        self.app = app
        self.targets = targets
        self.linked = linked
    }

    /// `intent` as this build declares it.
    public func configured(_ intent: WidgetIntent) -> WidgetIntent {
        var intent = intent
        if let targets { intent.allowedExecutionTargets = targets }
        return intent
    }

    /// Runs `intent` as configured, with the app `app`, pressed at `date` (nil: now), writing the
    /// suite through `suite`. Throws, with nothing written, as `IntentRunner.perform` does:
    /// `IntentRefusal`, `IntentWriteError`, or the lock's and the suite's errors, each saying why.
    public func perform(_ intent: WidgetIntent, app: AppState, in container: GroupContainer, suite: SuiteChannel, kind: String,
                        at date: Date?) throws -> IntentReport {
        let runner = IntentRunner(container: container, kind: kind, app: app, linked: linked, suite: suite, now: { date ?? Date() })
        return try runner.perform(configured(intent))
    }
}
