import Findings
import SharedData
import XcodeProject

/// `widget-without-group`: a widget extension with no App Group whose own code opens none: a
/// Live Activity or a clock is fine so; a widget that should show the app's data is not. A group
/// only the widget lists, while the app lists none and no code of the project opens one, carries
/// nothing either (a capability left on): the same note, not a group the app lacks.
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
            .triggers("a Live Activity extension that lists a group (the capability left on), an app that lists none, no code opening any",
                      dormantGroup(appOpensIt: false), .note(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("a widget that shares the app's group", .widgetApp),
        ])

    /// An app whose entitlements list no group and a widget whose entitlements list `group`, the
    /// widget's code opening none; the app's code opens `group` when `appOpensIt`.
    static func dormantGroup(appOpensIt: Bool) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(nil))
            let open = appOpensIt ? "UserDefaults(suiteName: \"\(ExampleInput.group)\")?.set(1, forKey: \"count\")\n    " : ""
            $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nfunc save() {\n    \(open)WidgetCenter.shared.reloadAllTimelines()\n}\n")
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: nil))
        }
    }

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                guard case let .noGroup(_, widget, adoptable) = outcome else { return nil }
                let unused = adoptable.map { " (\($0.file) lists the app's group but no configuration signs with it)" } ?? ""
                let listed = OrderedSet(widget.configurations.flatMap(\.groupKeys)).elements
                let has = listed.isEmpty ? "has no App Group and its code opens none"
                    : "lists \(listed.map(\.shown).spoken), which the app does not list and no code opens"
                return Finding(.note, target: widget.name, file: project.projectFile,
                               message: "\(widget.name.shown) \(has): fine for a widget that "
                                   + "shows nothing the app writes (a Live Activity, a control, a clock), otherwise it cannot read the app's data\(unused)",
                               fix: listed.isEmpty ? "if it should show the app's data, add the App Groups capability with the app's group"
                                   : "if it should show the app's data, list the same group in the app and open it in both; otherwise the widget needs no App Groups capability")
            }
        }
    }
}
