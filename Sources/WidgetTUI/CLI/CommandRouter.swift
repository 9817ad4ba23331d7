import SharedData
import WidgetTUIKit

/// Picks the command from the first argument, answers `--help` and `--version` for any of them,
/// and turns errors into messages and exit codes.
enum CommandRouter {
    /// How a command line ended: its exit code, and the arguments as the command left them.
    struct Outcome {
        let code: Int32
        let arguments: Arguments?
        /// Parse-only: the command's parsing got through to `Arguments.finish()`.
        let parsed: Bool
    }

    static func run(_ argv: [String], io: CommandIO) -> Int32 {
        execute(argv, io: io).code
    }

    /// Runs `argv`; with `parseOnly`, each command stops at `Arguments.finish()`, before it acts
    /// (the command table's tests).
    static func execute(_ argv: [String], io: CommandIO, parseOnly: Bool = false) -> Outcome {
        var rest = argv
        let command: Command
        if let first = rest.first, first == CommandTable.version.name {
            rest.removeFirst()
            command = VersionCommand.command
        } else if let first = rest.first, CommandTable.helpNames.contains(first) {
            rest.removeFirst()
            command = HelpCommand.command
        } else if let first = rest.first, !Arguments.isOptionLike(first) {
            guard let named = CommandTable.command(named: first) else {
                let names = CommandTable.names
                let hint = EditDistance.nearest(to: first, among: names).map { "; did you mean '\($0)'?" } ?? ""
                io.err("widget-tui: unknown command '\(first.shown)'\(hint) (see `widget-tui help`)\n")
                return Outcome(code: ExitCode.usage, arguments: nil, parsed: false)
            }
            rest.removeFirst()
            command = named
        } else {
            command = CommandTable.defaultCommand
        }
        // `widget-tui COMMAND [SUBCOMMAND] --help` is `widget-tui help COMMAND [SUBCOMMAND]` (`help --help` is `help help`).
        if rest.contains(where: CommandTable.helpNames.contains) {
            var path = CommandPath([command.spec])
            if let subcommand = CommandTable.subcommand(in: rest, under: path) { path = path.appending(subcommand) }
            return execute([HelpCommand.command.name] + path.specs.map(\.name), io: io, parseOnly: parseOnly)
        }
        var arguments = Arguments(rest, for: command)
        arguments.parseOnly = parseOnly
        do {
            let code = try command.run(&arguments, io)
            return Outcome(code: code, arguments: arguments, parsed: false)
        } catch is Arguments.ParsedOnly {
            return Outcome(code: ExitCode.ok, arguments: arguments, parsed: true)
        } catch {
            let failure = CLIError(error)
            let words = arguments.path.words
            let hint = failure.exitCode == ExitCode.usage ? " (see `widget-tui \(words) --help`)" : ""
            // An error is one line: a line break in its message comes from data.
            io.errLine("widget-tui \(words): \(failure.description)\(hint)")
            return Outcome(code: failure.exitCode, arguments: arguments, parsed: false)
        }
    }
}
