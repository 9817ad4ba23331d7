import SharedData

/// One `widget-tui app` subcommand.
struct AppSubcommand: Sendable {
    let name: String
    /// Its arguments as the usage shows them, for example `set KEY VALUE [--type T]`.
    let synopsis: String
    let summary: String
    let run: @Sendable (inout Arguments, AppContext) throws -> Int32
}

/// What every `app` subcommand shares: the group, the output, and how writes end.
struct AppContext {
    let options: GroupOptions
    let io: CommandIO
    /// False with `--no-reload`.
    let reloads: Bool
    let lockTimeout: Duration

    /// The app's writer. A group that cannot be found is the seed's `result(false)`: nothing is written.
    func writer() throws -> GroupWriter {
        do {
            return try options.writer(io: io, lockTimeout: lockTimeout)
        } catch let error as ContainerError {
            throw CLIError("App Group not configured, nothing written: \(error)")
        }
    }

    /// Runs `body` under the writer lock, then requests a reload unless `--no-reload` or `body`
    /// changed nothing (returned nil). The reload record is checked first, so a write that could
    /// not be announced is not made at all. Returns `body`'s message with the reload added.
    func write(with writer: GroupWriter, _ body: (GroupWriter.Session) throws -> String?) throws -> String? {
        try writer.withLock { session in
            if reloads { try session.checkReloadRecord() }
            guard var message = try body(session) else { return nil }
            if case let .simulatorDefaults(simulator) = writer.suite {
                message += " through the simulator's own defaults (\(simulator.device), \(simulator.device.state))"
            }
            guard reloads else { return message }
            let request = options.kindGiven ? try session.reloadTimelines(ofKind: options.kind) : try session.reloadAllTimelines()
            return message + "; requested \(request)" + simulatorNotTold
        }
    }

    /// No host command makes a simulator's WidgetKit reload: a request reaches widget-tui's
    /// preview through the container, and the simulator only through the app's own WidgetCenter call.
    var simulatorNotTold: String {
        guard case .simulator = options.location else { return "" }
        return "; recorded for widget-tui's preview only: the simulator was not told (no host command makes a simulator's "
            + "WidgetKit reload; the app's own WidgetCenter call does)"
    }

    /// One write and its report on standard output.
    func write(_ body: (GroupWriter.Session) throws -> String) throws -> Int32 {
        let message = try write(with: try writer(), body) ?? ""
        io.out(message + "\n")
        return 0
    }
}
