import Foundation
import ProjectFixtures
import Testing

/// However the preview ends (a key, a signal it handles, a signal that kills it, a crash), the
/// shell gets its terminal back: canonical mode and echo, the main screen, the cursor shown.
@Suite(.serialized, RequiredProgram.needed("tmux"))
struct TerminalRestoreEndToEndTests {
    /// The signals that end the process, by the name `kill -l` gives them; a crash arrives as one
    /// of SIGSEGV, SIGBUS, SIGILL, SIGTRAP (a Swift trap), SIGABRT or SIGFPE.
    static let endingSignals: [String: Int32] = [
        "INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP, "QUIT": SIGQUIT, "USR1": SIGUSR1, "USR2": SIGUSR2, "PIPE": SIGPIPE,
        "ALRM": SIGALRM, "SEGV": SIGSEGV, "BUS": SIGBUS, "ILL": SIGILL, "TRAP": SIGTRAP, "ABRT": SIGABRT, "FPE": SIGFPE,
    ]

    /// The preview in tmux, paused on the demo group, its pid written to a file by the shell that
    /// then becomes it; the shell prints EXIT=code when it ends. No core files are written, and the
    /// Swift runtime prints a crash's backtrace without waiting for a key.
    /// - Parameters:
    ///   - stackKiB: the preview's stack limit (`ulimit -s`), when not the shell's.
    ///   - backtrace: `SWIFT_BACKTRACE` (`enable=no` leaves the alternate signal stack to the guard).
    private func startPreview(stackKiB: Int? = nil, backtrace: String = "interactive=no") throws -> (tmux: TmuxSession, pid: pid_t, home: AppTestHome) {
        let home = try AppTestHome()
        let tmux = try TmuxSession(environment: home.environment.merging(["SWIFT_BACKTRACE": backtrace]) { $1 })
        tmux.retained.append(home)
        let pidFile = home.url.appendingPathComponent("preview.pid").path
        let stack = stackKiB.map { "ulimit -s \($0); " } ?? ""
        try tmux.type("ulimit -c 0; sh -c '\(stack)echo $$ > \"$1\"; shift; exec \"$@\"' sh '\(pidFile)' "
            + "'\(TmuxSession.widgetTUI.path)' preview --now 2026-05-01T12:00:00Z --tz UTC; echo EXIT=$?")
        try tmux.waitFor(text: PreviewEndToEndTests.start)
        let text = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(pid_t(text))
        return (tmux, pid, home)
    }

    /// The shell is back with its line discipline, the main screen and a visible cursor.
    private func expectRestored(_ tmux: TmuxSession, after screen: String) throws {
        #expect(!screen.contains("waiting for input failed"))
        #expect(try tmux.pane("#{alternate_on}") == "0", "still on the alternate screen")
        #expect(try tmux.pane("#{cursor_flag}") == "1", "the cursor is hidden")
        try tmux.type("stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo STTY")
        let answer = "^-?icanon -?echo STTY$"
        let stty = try tmux.waitFor("stty's answer") { $0.split(separator: "\n").contains { $0.range(of: answer, options: .regularExpression) != nil } }
        let line = stty.split(separator: "\n").first { $0.range(of: answer, options: .regularExpression) != nil }
        #expect(line == "icanon echo STTY", "\(stty)")
    }

    @Test("A signal that ends the preview leaves the terminal as it was", arguments: endingSignals.keys.sorted())
    func signalRestoresTheTerminal(name: String) throws {
        let signal = try #require(Self.endingSignals[name])
        let (tmux, pid, _) = try startPreview()
        #expect(kill(pid, signal) == 0)
        let screen = try tmux.waitFor(text: "EXIT=\(128 + signal)")
        try expectRestored(tmux, after: screen)
    }

    #if canImport(Glibc)
    /// A stack overflow leaves no stack for a signal handler: the guard's runs on an alternate
    /// one. Items nested 511 levels deep, which the JSON reader accepts, take the preview's stack
    /// deeper than its start did; a first preview measures both depths (`VmStk`), and a second
    /// runs with its stack limited (`ulimit -s`) halfway between, so start-up fits and the items
    /// overflow it. With and without the Swift runtime's backtracer, which sets up an alternate
    /// stack of its own. Where glibc is, Linux: the depths are read from /proc.
    @Test("A stack overflow in the preview leaves the terminal as it was", arguments: ["interactive=no", "enable=no"])
    func stackOverflowRestoresTheTerminal(backtrace: String) throws {
        let deep = String(repeating: "[", count: 511) + String(repeating: "]", count: 511)
        func stackKiB(_ pid: pid_t) throws -> Int {
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmStk:") })
            return try #require(Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty }.map(String.init) ?? ""))
        }
        let (measuring, measured, measuredHome) = try startPreview(backtrace: backtrace)
        let started = try stackKiB(measured)
        _ = try ChildProcess.run(TmuxSession.widgetTUI.path, ["app", "set", "items", deep, "--type", "string"], environment: measuredHome.environment)
        try measuring.waitFor(text: "reloads 1/70")
        let deepest = try stackKiB(measured)
        try measuring.send("q")
        try #require(deepest - started >= 8, "the items took the stack from \(started) KiB to \(deepest) KiB: too little to tell apart")

        let (tmux, _, home) = try startPreview(stackKiB: (started + deepest) / 2, backtrace: backtrace)
        _ = try ChildProcess.run(TmuxSession.widgetTUI.path, ["app", "set", "items", deep, "--type", "string"], environment: home.environment)
        let screen = try tmux.waitFor(text: "EXIT=\(128 + SIGSEGV)")
        try expectRestored(tmux, after: screen)
    }
    #endif

    /// No shell is left on the pane to print the status, so a wrapper writes it to a file: the
    /// wrapper ignores the hang-up to outlive the pane, and the preview, which routes SIGHUP
    /// itself (sigaction replaces the ignored action it inherits), still gets it.
    @Test("The preview exits 129 when its terminal goes away (tmux kill-pane)")
    func killedPaneEndsWithHangUp() throws {
        let home = try AppTestHome()
        let tmux = try TmuxSession(environment: home.environment)
        let status = home.url.appendingPathComponent("preview.status")
        try tmux.type("sh -c 'trap \"\" HUP; \"$@\"; echo $? > \"$0\"' '\(status.path)' "
            + "'\(TmuxSession.widgetTUI.path)' preview --now 2026-05-01T12:00:00Z --tz UTC")
        try tmux.waitFor(text: PreviewEndToEndTests.start)
        try tmux.killPane()
        let deadline = Date().addingTimeInterval(20)
        var written: String?
        while Date() < deadline {
            written = try? String(contentsOf: status, encoding: .utf8)
            if written?.hasSuffix("\n") == true { break }
            usleep(20_000)
        }
        #expect(written == "\(128 + SIGHUP)\n", "the wrapper wrote \(written.map { "'\($0)'" } ?? "nothing") in 20 s")
    }

    @Test("Ctrl-Z suspends the preview with the terminal given back, and fg brings the preview back")
    func suspendAndResume() throws {
        let (tmux, _, _) = try startPreview()
        // A few steps first, so the screens before the stop were drawn as changes to the last.
        for entry in 1...3 {
            try tmux.send("Right")
            try tmux.waitFor(text: "entry \(entry) of 300")
        }
        try tmux.send("C-z")
        let stopped = try tmux.waitFor(text: "EXIT=\(128 + SIGTSTP)")
        try expectRestored(tmux, after: stopped)
        try tmux.type("fg; echo FG=$?")
        // Drawn whole again, not only what changed since the last screen before the stop.
        try tmux.waitFor(all: ["entry 3 of 300", "group.com.example.pets  kind PetWidget", "┌─ systemMedium 338x158 pt", "? keys  q quit"])
        try tmux.send("q")
        try expectRestored(tmux, after: try tmux.waitFor(text: "FG=0"))
    }

    @Test("Ctrl-Z arriving while the preview shuts down after Ctrl-C leaves the terminal as it was")
    func suspendDuringShutdown() throws {
        for _ in 0..<3 {
            let (tmux, _, _) = try startPreview()
            try tmux.send("C-c", "C-z")
            var screen = try tmux.waitFor(text: "EXIT=")
            // Stopped before it ended: resumed, it must still end with the terminal given back.
            if screen.contains("Stopped") {
                try tmux.type("fg; echo FG=$?")
                screen = try tmux.waitFor(text: "FG=130")
            }
            try expectRestored(tmux, after: screen)
        }
    }
}
