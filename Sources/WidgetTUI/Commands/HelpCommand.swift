/// `widget-tui help [COMMAND]`.
enum HelpCommand {
    static let command = Command(
        name: "help",
        summary: "Show the commands, or one command's usage",
        usage: "widget-tui help [COMMAND]",
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let topic = arguments.positional()
        try arguments.finish()
        if let topic {
            guard let command = CommandRouter.command(named: topic) else {
                throw CLIError.usage("no command named '\(topic)'")
            }
            io.out("\(command.summary)\n\nusage: \(command.usage)\n")
            return 0
        }
        var text = "widget-tui: preview an animated iOS home-screen widget in a terminal\n\ncommands:\n"
        let width = CommandRouter.commands.map { $0.name.count }.max() ?? 0
        for command in CommandRouter.commands {
            text += "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\n`widget-tui help COMMAND` shows one command's options.\n"
        io.out(text)
        return 0
    }
}
