import WidgetTUIKit
/// `widget-tui app ...`: the host app's writer, the seed's MethodChannel handler as a command.
enum AppCommand {
    static let subcommands: [AppSubcommand] = [
        AppCreateGroup.subcommand,
        AppUpdateItems.subcommand,
        AppSet.subcommand,
        AppRemove.subcommand,
        AppSetQuietHours.subcommand,
        AppIncrement.subcommand,
        AppReload.subcommand,
    ]

    static let command = Command(
        name: "app",
        summary: "Write the group as the host app does: items, settings, reload requests",
        usage: usage,
        run: run
    )

    static var usage: String {
        let width = subcommands.map(\.synopsis.count).max() ?? 0
        let lines = subcommands.map { "  " + $0.synopsis.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return """
        widget-tui app SUBCOMMAND [ARGUMENTS] [GROUP OPTIONS] [--no-reload] [--lock-timeout SECONDS]

        subcommands:
        \(lines.joined(separator: "\n"))

        Every write is atomic and made under the writer lock (a second writer waits up to
        --lock-timeout, default 10 s), then followed by a reload request: reloadTimelines(ofKind:)
        when --kind is given, else reloadAllTimelines() as the seed's handler does; --no-reload
        skips it. When the group is not configured the command changes nothing and exits 1.
        set VALUE: a date is ISO 8601 (2026-11-29T12:00:00Z), data is base64, json becomes
        property-list arrays and dictionaries.

        group options:
        \(GroupOptions.usage)
        """
    }

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let options = try GroupOptions.parse(&arguments, io: io)
        let noReload = arguments.flag("--no-reload")
        let timeoutText = try arguments.option("--lock-timeout")
        let seconds = try timeoutText.map { text in
            // A day at most: a larger value would overflow the lock's Duration.
            guard let value = Double(text), (0...86_400).contains(value) else {
                throw CLIError.usage("--lock-timeout: '\(text)' is not a number of seconds from 0 to 86400")
            }
            return value
        } ?? 10
        guard let name = arguments.positional() else {
            throw CLIError.usage("app needs a subcommand: " + subcommands.map(\.name).joined(separator: ", "))
        }
        guard let subcommand = subcommands.first(where: { $0.name == name }) else {
            throw CLIError.usage("no app subcommand '\(name)'; subcommands: " + subcommands.map(\.name).joined(separator: ", "))
        }
        let context = AppContext(options: options, io: io, reloads: !noReload, lockTimeout: .milliseconds(Int64(seconds * 1000)))
        return try subcommand.run(&arguments, context)
    }
}
