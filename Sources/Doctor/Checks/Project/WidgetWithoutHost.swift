import Findings
import SharedData
import XcodeProject

/// `widget-without-host`: no app embeds the widget extension (and the project has more than one
/// app), so which app it shares a group with is not known.
enum WidgetWithoutHost: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-without-host", area: .project, title: "widget without host app",
        summary: "no app target embeds the widget extension, so which app it shares with is unknown",
        severities: [.warning],
        verdicts: "WARNING: the project has several apps and none embeds the widget extension, so which app it shares with is unknown. "
            + "A project with no app (a widget a script builds for an app made elsewhere) is silent: its host is not in the project",
        examples: [
            .triggers("two apps, neither embedding the widget", .widgetApp.with {
                $0.project?.update("App") { $0.embeds = [] }
                $0.project?.targets.append(.init("Companion", ExampleProject.Target.application, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.companion"]))
            }, .warning(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("the app embeds its widget", .widgetApp),
            .passes("a widget-only project, built by a script for an app made elsewhere", .widgetApp.with {
                $0.project?.targets.removeAll { $0.name == "App" }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .noHost(widget) = outcome else { return nil }
                return Finding(.warning, target: widget.name, file: project.projectFile,
                               message: "no app target embeds \(widget.name.shown), so it is not clear which app it shares a group with",
                               fix: "add it to the app's Embed Foundation Extensions build phase (Xcode does this when the target is created)")
            }
        }
    }
}
