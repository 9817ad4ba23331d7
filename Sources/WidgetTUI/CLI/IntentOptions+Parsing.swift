import SharedData
import WidgetTUIKit

extension IntentOptions {
    /// The options of the widget's buttons as the command table declares them.
    enum Spec {
        static let app = OptionSpec.choice("--app", AppState.allCases.map(\.rawValue), "whether the host app is running (default cold)")
        static let targets = OptionSpec.choice("--targets", targetNames, placeholder: "LIST", """
            replace the intents' allowedExecutionTargets: main, appIntentsExtension,
            widgetKitExtension, comma-separated, or default (any available target)
            """)
        static let linked = OptionSpec.choice("--linked", targetNames, placeholder: "LIST",
                                              "the targets whose code holds the intents (default: all three)")

        static let section = OptionSection("button options", [app, targets, linked])

        /// The words of a target list, which `ExecutionTargets(parsing:)` reads.
        private static let targetNames = ["default"] + ExecutionTarget.allCases.map(\.rawValue)
    }

    static func parse(_ arguments: inout Arguments) throws -> IntentOptions {
        let app = try arguments.choice(Spec.app, AppState.init(rawValue:)) ?? .cold
        let targets = try targetList(&arguments, Spec.targets)
        let linked = try targetList(&arguments, Spec.linked) ?? .default
        return IntentOptions(app: app, targets: targets, linked: linked)
    }

    private static func targetList(_ arguments: inout Arguments, _ option: OptionSpec) throws -> ExecutionTargets? {
        try arguments.value(option).map { text in
            do {
                return try ExecutionTargets(parsing: text)
            } catch {
                throw CLIError.usage("\(option.name): \(error)")
            }
        }
    }
}
