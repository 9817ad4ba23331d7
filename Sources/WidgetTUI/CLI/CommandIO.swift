import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FrameOutput
import SharedData
import WidgetTUIKit

/// Where a command reads and writes, so tests can run commands in-process. It is the one way out
/// to standard output and standard error, and every line passes the terminal boundary on its way:
/// text, which may quote data, shows controls and invisible characters as visible escapes
/// (`TerminalText`); JSON escapes them as JSON; only `ANSIWriter`'s colour codes pass raw.
struct CommandIO: Sendable {
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    /// All of standard input, refused past the limit.
    var readStandardInput: @Sendable (ReadLimit) throws -> Data
    var environment: ProcessEnvironment
    /// Whether standard output is a terminal (ANSI colour, the interactive preview).
    var outputIsTerminal: Bool
    /// Whether long work shows its progress on standard error: a terminal there, and not in CI.
    var showsProgress = false

    /// - Parameters:
    ///   - writeOut: receives standard output as it leaves the boundary.
    ///   - writeErr: receives standard error as it leaves the boundary.
    init(writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
         readStandardInput: @escaping @Sendable (ReadLimit) throws -> Data, environment: ProcessEnvironment, outputIsTerminal: Bool,
         showsProgress: Bool = false) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.readStandardInput = readStandardInput
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.showsProgress = showsProgress
    }

    /// Text on standard output, its controls escaped and its line breaks kept.
    func out(_ text: String) { writeOut(TerminalText.escaped(text)) }
    /// Text with `ANSIWriter`'s colour codes: those pass raw, the rest is escaped.
    func out(_ text: TerminalText) { writeOut(text.shown) }
    /// A JSON document on standard output, the characters a terminal would act on written as JSON escapes.
    func outJSON(_ json: String) { writeOut(TerminalText.escapedJSON(json)) }
    /// Text on standard error, its controls escaped and its line breaks kept.
    func err(_ text: String) { writeErr(TerminalText.escaped(text)) }
    /// One line on standard error: its controls and its line breaks escaped, so text from data
    /// can neither drive the terminal nor start a line that reads as one of ours.
    func errLine(_ text: String) { writeErr(TerminalText.escaped(text, lineBreaks: false) + "\n") }

    /// A `ProgressLine`'s bytes on standard error, as they are: its carriage return and erase-line
    /// code are control of our own, and its text is a label, a unit and numbers, never data. The one
    /// way out besides `ANSIWriter`'s colours that is not escaped.
    func errProgress(_ line: String) { writeErr(line) }

    /// One `warning:` line on standard error, apart from the output.
    func warn(_ text: String) { writeErr("warning: \(TerminalText.escaped(text, lineBreaks: false))\n") }
    /// One `note:` line on standard error: information, not a fault.
    func note(_ text: String) { writeErr("note: \(TerminalText.escaped(text, lineBreaks: false))\n") }

    static let standard = {
        let environment = ProcessEnvironment.current
        return CommandIO(
            writeOut: { FileIO.write($0, to: STDOUT_FILENO) },
            writeErr: { FileIO.write($0, to: STDERR_FILENO) },
            readStandardInput: { try FileIO.read(descriptor: STDIN_FILENO, path: "standard input", limit: $0) },
            environment: environment,
            outputIsTerminal: isatty(STDOUT_FILENO) != 0,
            showsProgress: ProgressLine.isWanted(errorIsTerminal: isatty(STDERR_FILENO) != 0, environment: environment)
        )
    }()
}
