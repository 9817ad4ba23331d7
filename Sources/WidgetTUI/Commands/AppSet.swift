import SharedData
import WidgetTUIKit

/// `app set KEY VALUE [--type T]`: any typed value, as `UserDefaults.set(_:forKey:)`.
enum AppSet {
    enum Spec {
        static let key = ArgumentSpec(placeholder: "KEY", help: "the settings key")
        static let value = ArgumentSpec(placeholder: "VALUE", help: "the value, read as --type says")
        static let type = OptionSpec.choice("--type", AppValueType.allCases.map(\.rawValue), "the value's type (default string)")
    }

    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "set", summary: "store a value as a typed property-list value",
                          arguments: [Spec.key, Spec.value], sections: [OptionSection([Spec.type])],
                          discussion: """
                              A date is ISO 8601 (2026-11-29T12:00:00Z), data is base64, json becomes property-list
                              arrays and dictionaries, a bool is true/false, yes/no or 1/0.
                              """),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let type = try arguments.choice(Spec.type, AppValueType.init(rawValue:)) ?? .string
        let key = try arguments.required(Spec.key)
        let text = try arguments.required(Spec.value)
        try arguments.finish()
        guard !key.isEmpty else { throw CLIError.usage("KEY cannot be empty") }
        let value = try type.parse(text)
        return context.report(try context.app.set(value, forKey: key))
    }
}
