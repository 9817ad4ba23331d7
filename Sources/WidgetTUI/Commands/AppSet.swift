import SharedData
import WidgetTUIKit

/// `app set KEY VALUE [--type T]`: any typed value, as `UserDefaults.set(_:forKey:)`.
enum AppSet {
    static let subcommand = AppSubcommand(
        name: "set",
        synopsis: "set KEY VALUE [--type T]",
        summary: "store a value; T: \(AppValueType.names) (default string)",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let typeName = try arguments.option("--type") ?? AppValueType.string.rawValue
        guard let type = AppValueType(rawValue: typeName) else { throw CLIError.usage("--type must be one of \(AppValueType.names)") }
        guard let key = arguments.positional(), let text = arguments.positional() else { throw CLIError.usage("set needs KEY and VALUE") }
        try arguments.finish()
        guard !key.isEmpty else { throw CLIError.usage("KEY cannot be empty") }
        let value = try type.parse(text)
        return context.report(try context.app.set(value, forKey: key))
    }
}
