/// The command table as the completion scripts read it: the paths a command line can reach and,
/// for each, the options and positional arguments to offer.
enum CompletionTable {
    /// Every command and subcommand, parents first.
    static var paths: [CommandPath] { CommandTable.paths }

    static var commandNames: [String] { CommandTable.names }

    /// Before any command: the root options, and the default command's, which runs without one.
    static var rootOptions: [OptionSpec] {
        [CommandTable.version, CommandTable.help] + CommandTable.defaultCommand.spec.options
    }

    /// The options `path` takes, `--help` among them.
    static func options(_ path: CommandPath) -> [OptionSpec] { path.options + [CommandTable.help] }

    /// Every option of the table once, by name: a name means the same option everywhere (a test
    /// holds the table to it), so a script may complete a value from the option's name alone.
    static var allOptions: [OptionSpec] {
        var seen: Set<String> = []
        return (rootOptions + paths.flatMap(options)).filter { seen.insert($0.name).inserted }
    }

    /// The options whose value is the next word, which a script skips when it looks for the command.
    static var valueOptionNames: [String] { allOptions.filter { $0.arity == .value }.map(\.name) }

    /// The words a completion offers for `completion`; nil for files, folders or free text.
    static func words(_ completion: ValueCompletion) -> [String]? {
        switch completion {
        case let .choices(values): values
        case .commands: commandNames
        case .none, .files, .directories: nil
        }
    }
}
