import Foundation
import SharedData

/// How widget buttons' intents run: whether the host app is running, and which targets of its build
/// may run and hold them. `intent` and `preview` share these, and run intents through one runner.
struct IntentOptions: Equatable {
    var app: AppState
    /// Replaces each intent's own allowedExecutionTargets; nil keeps them.
    var targets: ExecutionTargets?
    var linked: ExecutionTargets

    static let usage = """
      --app cold|warm       whether the host app is running (default cold)
      --targets LIST        replace the intents' allowedExecutionTargets: main, appIntentsExtension,
                            widgetKitExtension, comma-separated, or default (any available target)
      --linked LIST         the targets whose code holds the intents (default: all three)
    """

    static func parse(_ arguments: inout Arguments) throws -> IntentOptions {
        let app = try arguments.option("--app").map { text in
            guard let state = AppState(rawValue: text) else { throw CLIError.usage("--app: '\(text)' is not cold or warm") }
            return state
        } ?? .cold
        let targets = try targetList(&arguments, "--targets")
        let linked = try targetList(&arguments, "--linked") ?? .default
        return IntentOptions(app: app, targets: targets, linked: linked)
    }

    /// `intent` as this build declares it.
    func configured(_ intent: WidgetIntent) -> WidgetIntent {
        var intent = intent
        if let targets { intent.allowedExecutionTargets = targets }
        return intent
    }

    /// Runs `intent` as configured, with the app `app`, pressed at `date` (nil: now). Throws, with
    /// nothing written, as `IntentRunner.perform` does: `IntentRefusal`, `IntentWriteError`, or the
    /// lock's and the suite's errors, each saying why.
    func perform(_ intent: WidgetIntent, app: AppState, in container: GroupContainer, kind: String,
                 at date: Date?) throws -> IntentReport {
        let runner = IntentRunner(container: container, kind: kind, app: app, linked: linked, now: { date ?? Date() })
        return try runner.perform(configured(intent))
    }

    private static func targetList(_ arguments: inout Arguments, _ name: String) throws -> ExecutionTargets? {
        try arguments.option(name).map { text in
            do {
                return try ExecutionTargets(parsing: text)
            } catch {
                throw CLIError.usage("\(name): \(error)")
            }
        }
    }
}
