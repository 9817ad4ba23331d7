/// The command table: every command and subcommand with its arguments and options. It is the one
/// source of the parser's names (`Arguments` refuses any other), the help, the "did you mean"
/// suggestions and the shell completions.
enum CommandTable {
    /// Every command; the first is what runs with no command named.
    static let commands: [Command] = [
        PreviewCommand.command,
        HelpCommand.command,
        VersionCommand.command,
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
        CompletionsCommand.command,
    ]

    /// Every command takes it (and `-h`): the command's help instead of running it.
    static let help = OptionSpec.flag("--help", "show the command's help (also -h)")
    static let helpNames = ["--help", "-h"]
    /// Before any command: `widget-tui --version` is `widget-tui version`.
    static let version = OptionSpec.flag("--version", "print the version and the commit it was built from")

    static var defaultCommand: Command { commands[0] }

    static func command(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// Every command and subcommand, parents first.
    static var paths: [CommandPath] {
        commands.flatMap { CommandPath([$0.spec]).allPaths }
    }

    /// The path `words` name (`["app", "set"]`), or nil.
    static func path(_ words: [String]) -> CommandPath? {
        guard let first = words.first, let command = command(named: first) else { return nil }
        var path = CommandPath([command.spec])
        for word in words.dropFirst() {
            guard let subcommand = path.leaf.subcommands.first(where: { $0.name == word }) else { return nil }
            path = path.appending(subcommand)
        }
        return path
    }

    /// The subcommand `items` name under `path`, if any: the first positional word, skipping the
    /// values of the options `path` declares (`app --group G set` names `set`).
    static func subcommand(in items: [String], under path: CommandPath) -> CommandSpec? {
        guard !path.leaf.subcommands.isEmpty else { return nil }
        var i = 0
        while i < items.count {
            let item = items[i]
            if Arguments.isOptionLike(item) {
                if path.option(named: item)?.arity == .value { i += 1 }
            } else {
                return path.leaf.subcommands.first { $0.name == item }
            }
            i += 1
        }
        return nil
    }
}
