import Findings
import SharedData
import XcodeProject

/// `intent-writer`: a button's intent that writes durable state and runs in the widget extension
/// (compiled only there, or unpinned with the app cold): the extension becomes a second writer
/// beside the app (the seeds' third lesson). Judged once per intent.
enum IntentWriter: DoctorCheck {
    static let description = CheckDescription(
        id: "intent-writer", area: .code, title: "intent writes in the widget",
        summary: "a button's intent that writes durable state and runs in the widget extension",
        severities: [.warning],
        verdicts: "WARNING: a button's intent that writes durable state and runs in the widget extension (compiled only there, or unpinned "
            + "with the app cold): the extension becomes a writer beside the app",
        reads: [.swiftCode],
        examples: [
            .triggers("a button's intent compiled only into the widget writes the group", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }, .warning(target: "Widget", file: "Widget/PetWidget.swift", line: 9)),
            .passes("pinned to the app with ForegroundContinuableIntent", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent(pinnedToApp: true)
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.project?.update("App") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            var judged = Set<String>()
            return WidgetButtonCheck.uses(project).compactMap { use, widget -> Finding? in
                let declarations = project.snapshot.intents.filter { $0.name == use.intent }
                guard !declarations.isEmpty, declarations.contains(where: { $0.targets.contains(widget) }),
                      judged.insert(use.intent).inserted else { return nil }
                return writer(use, declarations: declarations, widget: widget, snapshot: project.snapshot)
            }
        }
    }

    private static func writer(_ use: IntentUse, declarations: [IntentFacts], widget: String, snapshot: ProjectSnapshot) -> Finding? {
        guard let cold = WidgetButtons.selections(declarations, snapshot: snapshot).first?.selection, cold.target == .widgetKitExtension else { return nil }
        // home_widget's background callback never runs in an extension alone: home-widget-interactivity's cause, not a writer.
        let inApp = declarations.contains { $0.targets.contains { snapshot.target(named: $0)?.role == .app } }
        let writes = declarations.flatMap { $0.writes[widget] ?? [] }.filter { inApp || !$0.code.contains("HomeWidgetBackgroundWorker") }
        guard let write = writes.first else { return nil }
        let declaration = declarations.first { $0.targets.contains(widget) } ?? declarations[0]
        let only = declaration.targets == [widget] && declarations.count == 1
        let place = "\(declaration.file):\(declaration.line)"
        let message = only
            ? "\(use.intent.shown) (\(place)) is compiled only into \(widget.shown), so every tap runs it there, and its perform() makes \(write.kind) "
              + "(\(write.code.shown)): the widget extension is the writer, racing the app"
            : "\(use.intent.shown) (\(place)) runs in \(widget.shown) when the app is not running, and its perform() makes \(write.kind) "
              + "(\(write.code.shown)): the widget extension becomes a second writer beside the app"
        return Finding(.warning, target: widget, file: use.file, line: use.line, message: message,
                       fix: "pin it to the app: compile \(declaration.file) into the app too and add `extension \(use.intent): ForegroundContinuableIntent {}` "
                           + "there (home_widget's example), or set allowedExecutionTargets to [.main]; or move the write into an App Intents extension")
    }
}
