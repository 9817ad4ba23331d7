import SharedData
import WidgetTUIKit

/// `widget-tui help [COMMAND [SUBCOMMAND]]`, written from the command table.
enum HelpCommand {
    static let topic = ArgumentSpec(placeholder: "COMMAND", help: "the command to explain", completion: .commands).optional
    static let subtopic = ArgumentSpec(placeholder: "SUBCOMMAND", help: "one of its subcommands, such as app set").optional

    static let command = Command(
        spec: CommandSpec(name: "help", summary: "Show the commands, or one command's usage", arguments: [topic, subtopic],
                          discussion: "`widget-tui COMMAND --help` (or -h) shows the same."),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let name = try arguments.positional(topic)
        let subname = try arguments.positional(subtopic)
        try arguments.finish()
        guard let name else {
            io.out(HelpText.overview())
            return ExitCode.ok
        }
        guard let command = CommandTable.command(named: name) else {
            throw unknown("command", name, among: CommandTable.names)
        }
        var path = CommandPath([command.spec])
        if let subname {
            guard !path.leaf.subcommands.isEmpty else { throw CLIError.usage("\(name) has no subcommands") }
            guard let subcommand = path.leaf.subcommands.first(where: { $0.name == subname }) else {
                throw unknown("\(name) subcommand", subname, among: path.leaf.subcommands.map(\.name))
            }
            path = path.appending(subcommand)
        }
        io.out(HelpText.command(path))
        return ExitCode.ok
    }

    private static func unknown(_ noun: String, _ name: String, among names: [String]) -> CLIError {
        let hint = EditDistance.nearest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? " (\(noun)s: \(names.joined(separator: ", ")))"
        return CLIError.usage("unknown \(noun) '\(name.shown)'\(hint)")
    }
}
