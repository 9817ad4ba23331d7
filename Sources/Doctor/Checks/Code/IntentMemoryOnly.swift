import Findings
import SharedData
import XcodeProject

/// `intent-memory-only`: a widget button's intent that runs in the widget extension and only
/// changes that process's memory (a singleton's array, a `static var`) or posts a notification:
/// the extension exits after the tap, taking the change with it, and the app never sees it
/// (issue 37 class 11). An intent that writes anything durable, calls what cannot be followed, or
/// uses an API that keeps or sends state is not this. Judged once per intent and extension, at its
/// first button.
enum IntentMemoryOnly: DoctorCheck {
    static let description = CheckDescription(
        id: "intent-memory-only", area: .code, title: "intent keeps nothing",
        summary: "a button's intent that runs in the widget extension and changes only memory or posts a notification",
        severities: [.warning],
        verdicts: "WARNING: a widget button's intent runs in the widget extension (compiled only there, or unpinned with the app cold) and "
            + "its perform() changes only the extension's memory or posts a notification, writing nothing: the change is lost when the "
            + "extension exits, and the app never sees it",
        reads: [.swiftCode],
        examples: [
            .triggers("a button's intent toggles an item of a singleton's array", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = .text(memoryIntent)
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }, .warning(target: "Widget", file: "Widget/PetWidget.swift", line: 9)),
            .passes("the intent writes the group", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent(key: "lastFeed")
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }),
        ])

    static let memoryIntent = """
        import AppIntents

        final class PetStore {
            static let shared = PetStore()
            var fed = [false, false]
        }

        struct FeedIntent: AppIntent {
            static var title: LocalizedStringResource = "Feed"

            func perform() async throws -> some IntentResult {
                PetStore.shared.fed[0].toggle()
                return .result()
            }
        }

        """

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            var judged = Set<String>()
            return WidgetButtonCheck.uses(project).compactMap { use, widget -> Finding? in
                let declarations = project.snapshot.intents.filter { $0.name == use.intent }
                guard let declaration = declarations.first(where: { $0.targets.contains(widget) }),
                      let change = declaration.memoryOnly[widget], declarations.allSatisfy({ $0.writes[widget, default: []].isEmpty }),
                      let cold = WidgetButtons.selections(declarations, snapshot: project.snapshot).first?.selection,
                      cold.target == .widgetKitExtension, judged.insert(use.intent + "\n" + widget).inserted else { return nil }
                let only = declaration.targets == [widget] && declarations.count == 1
                let runs = only ? "is compiled only into \(widget.shown), so every tap runs it there" : "runs in \(widget.shown) when the app is not running"
                return Finding(.warning, target: widget, file: use.file, line: use.line,
                               message: "\(use.intent.shown) (\(declaration.file):\(declaration.line)) \(runs), and its perform() only changes "
                                   + "the extension's memory (\(change.shown)): the change is lost when the extension exits, and the app never sees it",
                               fix: "keep the change where both processes read it: the App Group's UserDefaults(suiteName:) or a file in its "
                                   + "container (both targets entitled to the group), and build the timeline from it; or "
                                   + IntentWriter.fix(declaration, widget: project.target(widget), app: project.apps.first, project: project))
            }
        }
    }
}
