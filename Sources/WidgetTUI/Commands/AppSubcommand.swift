import SharedData
import WidgetTUIKit

/// One `widget-tui app` subcommand: its row of the command table and what it runs.
struct AppSubcommand: Sendable {
    let spec: CommandSpec
    let run: @Sendable (inout Arguments, AppContext) throws -> Int32
}

/// What every `app` subcommand shares: the group, the output, and how writes end.
struct AppContext {
    let options: GroupOptions
    let io: CommandIO
    /// False with `--no-reload`.
    let reloads: Bool
    let lockTimeout: Duration

    /// The app's writer; `--kind` names the kind it reloads, else it reloads all its widgets.
    var app: HostApp {
        HostApp(locate: { [io, options] in try io.container(options) }, source: options.source, environment: io.environment.variables,
                reloadKind: options.kindGiven ? options.kind : nil, reloads: reloads, lockTimeout: lockTimeout)
    }

    /// One line on standard output, as every subcommand ends.
    func report(_ line: String) -> Int32 {
        io.out(line + "\n")
        return ExitCode.ok
    }
}
