import SharedData
import WidgetTUIKit

/// `app reload [--kind KIND]`: the WidgetCenter call alone, as home_widget's `updateWidget`.
enum AppReload {
    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "reload", summary: "reloadTimelines(ofKind:) with --kind, else reloadAllTimelines()"),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        try arguments.finish()
        return context.report(try context.app.reload())
    }
}
