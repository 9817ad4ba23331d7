import WidgetTUIKit

/// Picks the subcommand from the first argument and turns errors into messages and exit codes.
enum CommandRouter {
    /// Every subcommand; the first is what runs with no arguments.
    static let commands: [Command] = [
        PreviewCommand.command,
        HelpCommand.command,
        AppCommand.command,
        RenderCommand.command,
        TimelineCommand.command,
        SnapshotCommand.command,
        VerifyCommand.command,
        CheckCommand.command,
        DoctorCommand.command,
        ExportCommand.command,
        IntentCommand.command,
        ActivityCommand.command,
    ]

    static func command(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    static func run(_ argv: [String], io: CommandIO) -> Int32 {
        var rest = argv
        let name: String
        if let first = rest.first, !first.hasPrefix("-") {
            name = first
            rest.removeFirst()
        } else if rest.contains("--help") || rest.contains("-h") {
            name = HelpCommand.command.name
            rest.removeAll { $0 == "--help" || $0 == "-h" }
        } else {
            name = commands[0].name
        }
        guard let command = command(named: name) else {
            io.err("widget-tui: unknown command '\(name)' (see `widget-tui help`)\n")
            return 64
        }
        // `widget-tui COMMAND --help` is `widget-tui help COMMAND`.
        if name != HelpCommand.command.name, rest.contains("--help") || rest.contains("-h") {
            return run([HelpCommand.command.name, name], io: io)
        }
        var arguments = Arguments(rest)
        do {
            return try command.run(&arguments, io)
        } catch {
            let failure = CLIError(error)
            io.err("widget-tui \(name): \(failure.description)\n")
            return failure.exitCode
        }
    }
}
