import WidgetTUIKit

/// One line of progress on standard error for long work (`snapshot: 1200/3000 files, 850/s`),
/// redrawn in place at most ten times a second and erased when the work ends, so nothing of it
/// stays on the screen or in the output. Shown only when standard error is a terminal and not in
/// CI: pipes, files and CI logs get none of it.
final class ProgressLine {
    /// At most one redraw per interval: a terminal gains nothing from more, and each costs a write.
    static let interval: Duration = .milliseconds(100)

    private let label: String
    private let unit: String
    private let write: (String) -> Void
    private let now: () -> ContinuousClock.Instant
    private let start: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?

    /// `write` takes the line's bytes as they are: carriage returns and the erase-line sequence are
    /// terminal control of our own, and the text names nothing from outside.
    init(label: String, unit: String, write: @escaping (String) -> Void,
         now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.label = label
        self.unit = unit
        self.write = write
        self.now = now
        start = now()
    }

    /// Whether a command shows progress: standard error is a terminal that can erase a line, and
    /// no CI variable is set (CI systems set `CI`; their logs would keep every redraw).
    static func isWanted(errorIsTerminal: Bool, environment: ProcessEnvironment) -> Bool {
        errorIsTerminal && (environment["CI"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    func update(_ progress: WorkProgress) {
        let time = now()
        if let lastDraw, time - lastDraw < Self.interval { return }
        lastDraw = time
        var text = "\(label): \(progress.done)/\(progress.total) \(unit)"
        let elapsed = time - start
        if elapsed >= .milliseconds(200) {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            text += ", \(Int((Double(progress.done) / seconds).rounded()))/s"
        }
        write("\r" + text + Self.eraseToEnd)
    }

    /// Erases the line, if one was drawn.
    func finish() {
        if lastDraw != nil { write("\r" + Self.eraseToEnd) }
        lastDraw = nil
    }

    /// EL, erase from the cursor to the end of the line: every terminal but `dumb` has it.
    private static let eraseToEnd = "\u{1B}[K"
}
