/// The command table: every command and subcommand with its arguments and options. It is the one
/// source of the parser's names (`Arguments` refuses any other), the help, the "did you mean"
/// suggestions and the shell completions.
enum CommandTable {
    /// Every command by name; the first is what runs with no command named. A command line builds
    /// only the command it runs: building all fourteen option tables to find one was a twelfth of a
    /// `widget-tui render`'s start-up. Each name is its command's `spec.name` (a test checks).
    static let entries: [Entry] = [
        Entry("preview") { PreviewCommand.command },
        Entry("help") { HelpCommand.command },
        Entry("version") { VersionCommand.command },
        Entry("app") { AppCommand.command },
        Entry("render") { RenderCommand.command },
        Entry("timeline") { TimelineCommand.command },
        Entry("snapshot") { SnapshotCommand.command },
        Entry("verify") { VerifyCommand.command },
        Entry("check") { CheckCommand.command },
        Entry("doctor") { DoctorCommand.command },
        Entry("export") { ExportCommand.command },
        Entry("intent") { IntentCommand.command },
        Entry("activity") { ActivityCommand.command },
        Entry("completions") { CompletionsCommand.command },
    ]

    /// A command's name, and its command, built when asked for.
    struct Entry: Sendable {
        let name: String
        let command: @Sendable () -> Command

        init(_ name: String, _ command: @escaping @Sendable () -> Command) {
            self.name = name
            self.command = command
        }
    }

    /// Every command, built: for the help and the completions, which show them all.
    static var commands: [Command] { entries.map { $0.command() } }
    static var names: [String] { entries.map(\.name) }

    /// Every command takes it (and `-h`): the command's help instead of running it.
    static let help = OptionSpec.flag("--help", "show the command's help (also -h)")
    static let helpNames = ["--help", "-h"]
    /// Before any command: `widget-tui --version` is `widget-tui version`.
    static let version = OptionSpec.flag("--version", "print the version and the commit it was built from")

    static var defaultCommand: Command { entries[0].command() }

    static func command(named name: String) -> Command? {
        entries.first { $0.name == name }?.command()
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
