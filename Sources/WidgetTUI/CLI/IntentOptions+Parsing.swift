import SharedData
import WidgetTUIKit

extension IntentOptions {
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
