import SharedData
import WidgetTUIKit

/// `app remove KEY`: `UserDefaults.removeObject(forKey:)`, as home_widget does when saving null.
enum AppRemove {
    static let subcommand = AppSubcommand(
        name: "remove",
        synopsis: "remove KEY",
        summary: "remove a key from the group's settings",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        guard let key = arguments.positional() else { throw CLIError.usage("remove needs KEY") }
        try arguments.finish()
        return context.report(try context.app.remove(key))
    }
}
