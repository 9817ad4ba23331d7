/// An error a command reports to the user: a message and the exit code it ends with.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        description = message
        self.exitCode = exitCode
    }

    /// Wrong arguments: exit code 64 (EX_USAGE).
    static func usage(_ message: String) -> CLIError {
        CLIError(message + " (see `widget-tui help`)", exitCode: 64)
    }
}
