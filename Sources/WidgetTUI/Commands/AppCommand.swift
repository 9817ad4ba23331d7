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
        AppCapture.subcommand,
    ]

    enum Spec {
        static let subcommand = ArgumentSpec(placeholder: "SUBCOMMAND", help: "what the app does",
                                             completion: .choices(subcommands.map(\.spec.name)), noun: "app subcommand")
        static let noReload = OptionSpec.flag("--no-reload", "write without requesting a reload, as an app that forgets to")
        static let lockTimeout = OptionSpec.value("--lock-timeout", "SECONDS", "how long to wait for the writer lock (default 10)")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "app",
            summary: "Write the group as the host app does: items, settings, reload requests",
            arguments: [Spec.subcommand],
            sections: [OptionSection([Spec.noReload, Spec.lockTimeout]), GroupOptions.Spec.section],
            discussion: """
                Every write is atomic and made under the writer lock (a second writer waits up to
                --lock-timeout, default 10 s), then followed by a reload request: reloadTimelines(ofKind:)
                when --kind is given, else reloadAllTimelines() as the seed's handler does; --no-reload
                skips it. When the group is not configured the command changes nothing and exits 1.
                """,
            subcommands: subcommands.map(\.spec)),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let options = try GroupOptions.parse(&arguments, io: io)
        let noReload = try arguments.flag(Spec.noReload)
        let timeoutText = try arguments.value(Spec.lockTimeout)
        let seconds = try timeoutText.map { text in
            // A day at most: a larger value would overflow the lock's Duration.
            guard let value = Double(text), (0...86_400).contains(value) else {
                throw CLIError.usage("--lock-timeout: '\(text.shown)' is not a number of seconds from 0 to 86400")
            }
            return value
        } ?? 10
        let subcommand = try arguments.requiredChoice(Spec.subcommand) { name in subcommands.first { $0.spec.name == name } }
        arguments.descend(into: subcommand.spec)
        let context = AppContext(options: options, io: io, reloads: !noReload, lockTimeout: .milliseconds(Int64(seconds * 1000)))
        return try subcommand.run(&arguments, context)
    }
}
