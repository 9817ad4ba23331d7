import Findings
import SharedData
import XcodeProject

/// `shared-group`: the group an app and its widget share, and in which configurations.
enum SharedGroupCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "shared-group", area: .entitlements, title: "shared group",
        summary: "the App Group the app and its widget share, and in which configurations",
        severities: [.ok],
        verdicts: "OK: the group the app and its widget share, and in which configurations",
        examples: [
            .triggers("the app and widget list one group", .widgetApp, .ok(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("the widget lists another group", .widgetApp.with {
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.widget"]))
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: "group.com.example.widget"))
            }, also: [ConfigurationLacksGroup.id]),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .shared(app, widget, group, configurations) = outcome else { return nil }
                return Finding(.ok, target: widget.name, file: project.projectFile,
                               message: "\(app.name.shown) and \(widget.name.shown) share \(group.shown) (\(configurations.spoken))")
            }
        }
    }
}
