import WidgetTUIKit

/// An error a command reports to the user: a message and the exit code it ends with.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = ExitCode.failure) {
        description = message
        self.exitCode = exitCode
    }

    /// Any error a command ends with: the kit's usage errors exit 64 like wrong arguments, anything
    /// else says what went wrong and exits 1.
    init(_ error: any Error) {
        switch error {
        case let error as CLIError: self = error
        case let error as WidgetTUIError where error.isUsage: self = .usage(error.description)
        default: self.init("\(error)")
        }
    }

    /// Wrong arguments: exit code 64 (EX_USAGE); the router adds where the usage is.
    static func usage(_ message: String) -> CLIError {
        CLIError(message, exitCode: ExitCode.usage)
    }
}
