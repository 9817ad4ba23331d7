/// The exit codes of every command, as the README's table lists them.
enum ExitCode {
    static let ok: Int32 = 0
    /// Problems found (a changed snapshot, a failed check, a doctor problem) or the work failed.
    static let failure: Int32 = 1
    /// `preview` without a terminal.
    static let noTerminal: Int32 = 2
    /// Wrong arguments (EX_USAGE).
    static let usage: Int32 = 64
    /// A bug in widget-tui: a command parsed an option its table row does not declare (EX_SOFTWARE).
    static let software: Int32 = 70
}
