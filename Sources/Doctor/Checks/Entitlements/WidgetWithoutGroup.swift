import Findings
import SharedData
import XcodeProject

/// `widget-without-group`: a widget extension with no App Group whose own code opens none: a
/// Live Activity or a clock is fine so; a widget that should show the app's data is not.
enum WidgetWithoutGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-without-group", area: .entitlements, title: "widget without group",
        summary: "a widget extension with no App Group whose code opens none (a Live Activity, a clock)",
        severities: [.note],
        verdicts: "NOTE: a widget extension with no group whose code opens none (a Live Activity, a clock)",
        reads: [.swiftCode],
        examples: [
            .triggers("a clock widget with no App Group whose code opens none", .widgetApp.with {
                $0.set("CODE_SIGN_ENTITLEMENTS", "", target: "Widget")
                $0.files["Widget/Widget.entitlements"] = nil
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: nil))
            }, .note(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("a widget that shares the app's group", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .noGroup(_, widget, adoptable) = outcome else { return nil }
                let unused = adoptable.map { " (\($0.file) lists the app's group but no configuration signs with it)" } ?? ""
                return Finding(.note, target: widget.name, file: project.projectFile,
                               message: "\(widget.name.shown) has no App Group and its code opens none: fine for a widget that "
                                   + "shows nothing the app writes (a Live Activity, a control, a clock), otherwise it cannot read the app's data\(unused)",
                               fix: "if it should show the app's data, add the App Groups capability with the app's group")
            }
        }
    }
}
