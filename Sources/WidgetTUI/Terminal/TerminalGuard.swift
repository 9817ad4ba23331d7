import CCurses

/// The terminal as it was before curses took it, given back however the preview ends. A signal
/// that ends the process (Ctrl-\, SIGUSR1, SIGPIPE, SIGALRM, a crash) reaches an async-signal-safe
/// handler in shim.h that restores the saved termios and leaves the alternate screen, shows the
/// cursor and resets attributes, then hands the signal on. The handler runs on an alternate
/// signal stack, so a stack overflow (a crash with no stack left) still runs it. A normal end runs curses' own endwin
/// with the job-control signals blocked, so a Ctrl-Z arriving then cannot put the terminal back
/// into curses' mode. Every call into the guard's C state is made from this file (see shim.h).
@MainActor
enum TerminalGuard {
    /// Saves the terminal's state; call before curses changes it. False when standard input is not
    /// a terminal, and then nothing is guarded.
    @discardableResult
    static func save() -> Bool { wt_guard_save() != 0 }

    /// Guards the signals that end the process; call once curses has loaded the terminal's
    /// description, which says how to leave its screen.
    static func arm() { _ = wt_guard_arm() }

    /// Runs `endCurses` (endwin and the screen's release) with the job-control signals blocked,
    /// then sets the saved state again and gives the guarded signals their previous actions.
    static func giveBack(_ endCurses: () -> Void) {
        wt_job_control_block(1)
        endCurses()
        wt_guard_disarm()
        wt_job_control_block(0)
    }
}
