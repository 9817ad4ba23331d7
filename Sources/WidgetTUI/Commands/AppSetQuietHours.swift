import SharedData
import WidgetTUIKit

/// `app set-quiet-hours 22:00-07:00`: the setting the seed's first bug never wrote to the group.
enum AppSetQuietHours {
    static let subcommand = AppSubcommand(
        name: "set-quiet-hours",
        synopsis: "set-quiet-hours HH:MM-HH:MM",
        summary: "store quietHours as a String, for example 22:00-07:00",
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        guard let text = arguments.positional() else { throw CLIError.usage("set-quiet-hours needs a span such as 22:00-07:00") }
        try arguments.finish()
        guard let hours = QuietHours(text) else {
            throw CLIError.usage("'\(text)' is not HH:MM-HH:MM on a 24-hour clock, for example 22:00-07:00")
        }
        return context.report(try context.app.setQuietHours(hours))
    }
}
