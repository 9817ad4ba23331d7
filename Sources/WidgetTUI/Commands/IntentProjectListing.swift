import SharedData
import XcodeProject

/// `intent --project PATH`: the project's widget buttons, each with the process WidgetKit would
/// pick to run its intent (app cold and warm, from the targets compiling it and its pins) and the
/// writes found in its perform(). widget-tui reads the Swift by pattern and cannot run it.
enum IntentProjectListing {
    static func text(_ report: ProjectReading) -> String {
        let buttons = report.projects.flatMap(\.buttons)
        guard !buttons.isEmpty else {
            return "intent: no widget button (Button(intent:), Toggle(isOn:intent:), a control widget) in \(VisibleText.escaped(report.root))\n"
        }
        var lines = ["intent: \(String(count: buttons.count, "widget button")) in \(VisibleText.escaped(report.root)) (read by pattern; the Swift is not run)"]
        for button in buttons {
            lines.append("")
            lines.append("\(VisibleText.escaped(button.intent)): \(button.call) at \(VisibleText.escaped(button.file)):\(button.line)")
            let compiled = button.compiledBy.isEmpty ? "no target of the project" : button.compiledBy.map { VisibleText.escaped($0) }.joined(separator: ", ")
            lines.append("  compiled by  \(compiled)" + (button.pin.map { "; pinned by \($0)" } ?? ""))
            for (label, run) in [("app cold", button.cold), ("app warm", button.warm)] {
                let target = run.target.flatMap(ExecutionTarget.init(rawValue:)).map(\.displayName) ?? "nothing"
                let launch = run.opensApp ? ", opened in the foreground" : run.launchesApp ? ", launched in the background" : ""
                lines.append("  \(label)     \(target)\(launch): \(run.reason)")
                let writes = run.writes.isEmpty ? "none found" : run.writes.map { "\($0.kind) (\(VisibleText.escaped($0.code)))" }.joined(separator: "; ")
                lines.append("               writes: \(writes)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
