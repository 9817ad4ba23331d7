import SharedData
import WidgetTUIKit

/// `app set-quiet-hours 22:00-07:00`: the setting the seed's first bug never wrote to the group.
enum AppSetQuietHours {
    static let span = ArgumentSpec(placeholder: "HH:MM-HH:MM", help: "a span on a 24-hour clock, such as 22:00-07:00")

    static let subcommand = AppSubcommand(
        spec: CommandSpec(name: "set-quiet-hours", summary: "store quietHours as a String, for example 22:00-07:00", arguments: [span]),
        run: run
    )

    static func run(_ arguments: inout Arguments, context: AppContext) throws -> Int32 {
        let text = try arguments.required(span)
        try arguments.finish()
        guard let hours = QuietHours(text) else {
            throw CLIError.usage("'\(text.shown)' is not HH:MM-HH:MM on a 24-hour clock, for example 22:00-07:00")
        }
        return context.report(try context.app.setQuietHours(hours))
    }
}
