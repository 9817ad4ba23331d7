import Foundation

/// A shell in a detached tmux session on its own server socket, for driving the real
/// `widget-tui` binary as a person would: type, send keys, read the screen.
final class TmuxSession {
    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// tmux on PATH, or nil when it is not installed.
    static let tmux: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// The `widget-tui` executable built next to the test bundle.
    static var widgetTUI: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("widget-tui")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/widget-tui")
    }

    /// What must live as long as the session, such as the folder its programs use.
    var retained: [AnyObject] = []
    private let tmux: URL
    /// The server's socket, in a folder of the session's own that `deinit` removes: tmux keeps
    /// its socket file when its server is killed, and every run left dozens under /tmp/tmux-UID.
    let socketPath: String
    private let folder: URL
    private let target = "e2e"

    /// Starts a plain bash with TERM=xterm-256color, a `$ ` prompt and `environment` in a columns x rows window.
    init(columns: Int = 100, rows: Int = 40, environment: [String: String] = [:]) throws {
        guard let tmux = TmuxSession.tmux else { throw Timeout(description: "tmux is not installed") }
        self.tmux = tmux
        // Short, so the socket's path fits a socket address (104 bytes on macOS).
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wtui-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socketPath = folder.appendingPathComponent("tmux").path
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        try run(["-f", "/dev/null", "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)",
                 "env -u COLORTERM -u NO_COLOR TERM=xterm-256color PS1='$ ' \(variables) bash --norc --noprofile"])
        try waitFor("the shell's prompt") { $0.contains("$") }
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Types a command line and presses Enter.
    func type(_ line: String) throws {
        try run(["send-keys", "-t", target, "-l", line])
        try run(["send-keys", "-t", target, "Enter"])
    }

    /// Sends tmux key names: `Right`, `Escape`, `C-c`, `q`.
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Sends these bytes as they are, as a terminal would for a key it has (`send-keys -H`).
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", target, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Pastes `text` as tmux's paste-buffer does, between bracketed-paste markers when the
    /// program asked for them.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "widget-tui-test", text])
        try run(["paste-buffer", "-p", "-d", "-b", "widget-tui-test", "-t", target])
    }

    /// Closes the pane as `tmux kill-pane` does: its terminal goes away, and the programs on it
    /// are sent SIGHUP. The session ends with its only pane.
    func killPane() throws {
        try run(["kill-pane", "-t", target])
    }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// A tmux format of the pane, such as `#{alternate_on}` (1 on the alternate screen) or
    /// `#{cursor_flag}` (1 when the cursor is visible).
    func pane(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The visible screen as plain text.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", target])
    }

    /// Polls the screen until `condition` holds, failing with the last screen after `timeout` seconds.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 20, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        throw Timeout(description: "waited \(Int(timeout)) s for \(what); the screen was:\n\(last)")
    }

    /// Waits for a line of the screen to contain `text`.
    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 20) throws -> String {
        try waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    /// Waits for the screen to contain every one of `texts`: a screen is drawn top to bottom, so a
    /// status line can be new while the rows below it are not yet.
    @discardableResult
    func waitFor(all texts: [String], timeout: TimeInterval = 20) throws -> String {
        try waitFor(texts.map { "'\($0)'" }.joined(separator: " and "), timeout: timeout) { screen in texts.allSatisfy(screen.contains) }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let result = try ChildProcess.run(tmux.path, ["-S", socketPath] + arguments, environment: environment)
        guard result.exitCode == 0 else {
            throw Timeout(description: "tmux \(arguments.joined(separator: " ")) failed (\(result.exitCode)): \(result.output)")
        }
        return result.output
    }
}
