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
/// to standard output and standard error, and every line passes two boundaries on its way: the
/// terminal's (`TerminalText`: text, which may quote data, shows controls and invisible characters
/// as visible escapes; JSON escapes them as JSON; only `ANSIWriter`'s colour codes pass raw), then
/// the CI log's (`WorkflowCommandText`: nothing from data starts a GitHub Actions workflow
/// command). Only the annotations of `--report github` leave as workflow commands, through
/// `workflowCommand`.
struct CommandIO: Sendable {
    /// The streams as they are: every method below passes its text through the boundaries first.
    private let standardOutput: @Sendable (String) -> Void
    private let standardError: @Sendable (String) -> Void
    private let writeCommand: @Sendable (String) -> Void
    /// All of standard input, refused past the limit.
    var readStandardInput: @Sendable (ReadLimit) throws -> Data
    var environment: ProcessEnvironment
    /// Whether standard output is a terminal (ANSI colour, the interactive preview).
    var outputIsTerminal: Bool
    /// Whether long work shows its progress on standard error: a terminal there, and not in CI.
    var showsProgress = false

    /// - Parameters:
    ///   - writeOut: receives standard output as it leaves the boundaries.
    ///   - writeErr: receives standard error as it leaves the boundaries.
    ///   - writeCommand: receives the workflow commands widget-tui writes itself, whole lines bound
    ///     for standard output (`writeOut` when not given; tests tell them apart).
    init(writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
         writeCommand: (@Sendable (String) -> Void)? = nil,
         readStandardInput: @escaping @Sendable (ReadLimit) throws -> Data, environment: ProcessEnvironment, outputIsTerminal: Bool,
         showsProgress: Bool = false) {
        standardOutput = writeOut
        standardError = writeErr
        self.writeCommand = writeCommand ?? writeOut
        self.readStandardInput = readStandardInput
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.showsProgress = showsProgress
    }

    /// Text on standard output, its controls escaped and its line breaks kept.
    func out(_ text: String) { writeOut(TerminalText.escaped(text)) }
    /// Text with `ANSIWriter`'s colour codes: those pass raw, the rest is escaped.
    func out(_ text: TerminalText) { writeOut(text.shown) }
    /// A JSON document on standard output, the characters a terminal would act on, and the `[` of
    /// a `##[`, written as JSON escapes.
    func outJSON(_ json: String) { standardOutput(WorkflowCommandText.neutralised(TerminalText.escapedJSON(json), as: .json)) }
    /// Text on standard error, its controls escaped and its line breaks kept.
    func err(_ text: String) { writeErr(TerminalText.escaped(text)) }
    /// One line on standard error: its controls and its line breaks escaped, so text from data
    /// can neither drive the terminal nor start a line that reads as one of ours.
    func errLine(_ text: String) { writeErr(TerminalText.escaped(text, lineBreaks: false) + "\n") }

    /// A `ProgressLine`'s bytes on standard error, as they are: its carriage return and erase-line
    /// code are control of our own, and its text is a label, a unit and numbers, never data. The one
    /// way out besides `ANSIWriter`'s colours that the terminal's boundary does not escape.
    func errProgress(_ line: String) { writeErr(line) }

    /// One workflow command of widget-tui's own (`GitHubAnnotations`) on standard output, as it
    /// is: its data is escaped as the runner unescapes it, and holds no `##[`.
    func workflowCommand(_ line: String) { writeCommand(line + "\n") }

    /// One `warning:` line on standard error, apart from the output.
    func warn(_ text: String) { writeErr("warning: \(TerminalText.escaped(text, lineBreaks: false))\n") }
    /// One `note:` line on standard error: information, not a fault.
    func note(_ text: String) { writeErr("note: \(TerminalText.escaped(text, lineBreaks: false))\n") }

    /// Text past the terminal's boundary, on its way through the CI log's.
    private func writeOut(_ text: String) { standardOutput(WorkflowCommandText.neutralised(text)) }
    private func writeErr(_ text: String) { standardError(WorkflowCommandText.neutralised(text)) }

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
