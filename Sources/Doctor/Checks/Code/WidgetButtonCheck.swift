import Findings
import SharedData
import XcodeProject

/// `widget-button`: a widget's button runs an App Intent, which the widget extension must compile:
/// an intent only other targets compile cannot run there, and the tap does nothing.
enum WidgetButtonCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-button", area: .code, title: "widget button's intent",
        summary: "a widget's Button(intent:) or control whose intent the widget extension does not compile",
        severities: [.note, .problem],
        verdicts: "PROBLEM: a `Button(intent:)`, `Toggle(isOn:intent:)` or control widget whose intent only other targets compile: the "
            + "widget cannot run it; NOTE: an intent no Swift file of the project declares",
        reads: [.swiftCode],
        examples: [
            .triggers("a button whose intent only the app compiles", .widgetApp.with {
                $0.files["App/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("App") { $0.sources.append("App/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }, .problem(target: "Widget", file: "Widget/PetWidget.swift", line: 9)),
            .triggers("a button whose intent no file declares", .widgetApp.with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: PackagedIntent()) { Text(\"Feed\") }"))
            }, .note(file: "Widget/PetWidget.swift", line: 9)),
            .passes("a button whose intent the widget compiles", .widgetApp.with {
                $0.files["Widget/FeedIntent.swift"] = ExampleInput.feedIntent()
                $0.project?.update("Widget") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.project?.update("App") { $0.sources.append("Widget/FeedIntent.swift") }
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: FeedIntent()) { Text(\"Feed\") }"))
            }, also: [IntentWriter.id]),
            .passes("a button whose intent a static library the widget links declares", .linkingLibrary(
                ExampleProject.Target.staticLibrary, file: "CaptureIntent.swift", ExampleInput.captureIntent).with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: CaptureIntent()) { Text(\"Capture\") }"))
            }),
            .passes("a button whose intent, named with its module, a framework the widget links declares", .linkingLibrary(
                ExampleProject.Target.framework, file: "CaptureIntent.swift", ExampleInput.captureIntent).with {
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "Button(intent: Shared.CaptureIntent()) { Text(\"Capture\") }"))
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            var noted = Set<String>()
            return uses(project).compactMap { use -> Finding? in
                let declarations = project.snapshot.intents.filter { $0.name == use.use.intent }
                guard !declarations.isEmpty else {
                    // One note per button, however many extensions compile it.
                    guard noted.insert("\(use.use.file):\(use.use.line)").inserted else { return nil }
                    return Finding(.note, file: use.use.file, line: use.use.line,
                                   message: "\(use.use.call) runs \(use.use.intent.shown), which no Swift file of the project declares (a package's?): not checked")
                }
                let compiling = OrderedSet(declarations.flatMap(\.targets)).elements
                guard !compiling.contains(use.widget) else { return nil }
                return Finding(.problem, target: use.widget, file: use.use.file, line: use.use.line,
                               message: "\(use.use.call) runs \(use.use.intent.shown), which only \(compiling.map(\.shown).spoken) compiles "
                                   + "(\(declarations[0].file):\(declarations[0].line)): the widget extension cannot run it, so the tap does nothing",
                               fix: AddToTarget.step(declarations[0], into: use.widget, compiledBy: declarations[0].targets,
                                                     membership: project.snapshot.membership))
            }
        }
    }

    /// The intents widgets use as buttons (not a configuration's), each with each widget extension that compiles it.
    static func uses(_ project: ProjectContext) -> [(use: IntentUse, widget: String)] {
        let widgets = Set(project.targets.filter(\.role.isWidget).map(\.name))
        let unregistered = project.snapshot.views.unregisteredViews
        // Each widget extension compiling the button runs its intent in its own process (an iOS and a
        // macOS or watchOS widget sharing a view file): one use per extension.
        return project.snapshot.intentUses.flatMap { use -> [(use: IntentUse, widget: String)] in
            guard use.call != "AppIntentConfiguration(intent:)" else { return [] }
            return use.targets.filter(widgets.contains).compactMap { widget in
                // A button only a widget the bundle leaves out draws (`#if CLIPBOARD_ACTIONS`, unset) is never tapped.
                if unregistered.contains(where: { $0.target == widget && $0.file == use.file && $0.lines.contains(use.line) }) { return nil }
                return (use, widget)
            }
        }
    }
}
