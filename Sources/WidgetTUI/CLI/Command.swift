/// A `widget-tui` command: its row of the command table and what it runs.
struct Command: Sendable {
    let spec: CommandSpec
    /// Parses its arguments (through to `Arguments.finish()`), then acts; anything it throws
    /// reaches the user as `CLIError(error)`: a message and an exit code.
    let run: @Sendable (inout Arguments, CommandIO) throws -> Int32

    var name: String { spec.name }
}
