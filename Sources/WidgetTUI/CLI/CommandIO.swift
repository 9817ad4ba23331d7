import Foundation

/// Where a command reads and writes, so tests can run commands in-process.
struct CommandIO: Sendable {
    var writeOut: @Sendable (String) -> Void
    var writeErr: @Sendable (String) -> Void
    var readStandardInput: @Sendable () -> Data
    var environment: [String: String]
    /// Whether standard output is a terminal (ANSI colour, the interactive preview).
    var outputIsTerminal: Bool

    func out(_ text: String) { writeOut(text) }
    func err(_ text: String) { writeErr(text) }

    static let standard = CommandIO(
        writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        environment: ProcessInfo.processInfo.environment,
        outputIsTerminal: isatty(STDOUT_FILENO) != 0
    )
}
