import Foundation

/// Where a command reads and writes, so tests can run commands in-process.
struct CommandIO: Sendable {
    var writeOut: @Sendable (String) -> Void
    var writeErr: @Sendable (String) -> Void
    var readStandardInput: @Sendable () -> Data
    var environment: [String: String]
    /// Whether standard output is a terminal (ANSI colour, the interactive preview).
    var outputIsTerminal: Bool
    /// Whether long work shows its progress on standard error: a terminal there, and not in CI.
    var showsProgress = false

    func out(_ text: String) { writeOut(text) }
    func err(_ text: String) { writeErr(text) }

    /// One `warning:` line on standard error, apart from the output.
    func warn(_ text: String) { err("warning: \(Self.oneLine(text))\n") }
    /// One `note:` line on standard error: information, not a fault.
    func note(_ text: String) { err("note: \(Self.oneLine(text))\n") }

    /// Control characters (data may hold any) become spaces, so a message stays one harmless line.
    private static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) ? " " : $0 }))
    }

    static let standard = CommandIO(
        writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        environment: ProcessInfo.processInfo.environment,
        outputIsTerminal: isatty(STDOUT_FILENO) != 0,
        showsProgress: ProgressLine.isWanted(errorIsTerminal: isatty(STDERR_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
    )
}
