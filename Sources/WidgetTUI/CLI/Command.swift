/// A `widget-tui` subcommand: its name, help texts and what it runs.
struct Command: Sendable {
    let name: String
    /// One line for `widget-tui help`.
    let summary: String
    /// Usage text for `widget-tui help NAME`.
    let usage: String
    /// Runs the command; anything it throws reaches the user as `CLIError(error)`: a message and an exit code.
    let run: @Sendable (inout Arguments, CommandIO) throws -> Int32
}
