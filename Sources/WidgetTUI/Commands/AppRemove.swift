import SharedData
import WidgetTUIKit

/// `app remove KEY`: `UserDefaults.removeObject(forKey:)`, as home_widget does when saving null.
enum AppRemove {
    static let key = ArgumentSpec(placeholder: "KEY", help: "the key to remove")

    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "remove", summary: "remove a key from the group's settings", arguments: [key]),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let key = try arguments.required(Self.key)
        try arguments.finish()
        return context.report(try context.app.remove(key))
    }
}
