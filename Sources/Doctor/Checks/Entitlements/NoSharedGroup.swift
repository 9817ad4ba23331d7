import Essentials
import Findings
import SharedData
import XcodeProject

/// `no-shared-group`: the app and its widget extension list no common App Group in any
/// configuration, so the widget cannot read what the app writes; unknown (a note) while their
/// groups do not resolve.
enum NoSharedGroup: DoctorCheck {
    static let description = CheckDescription(
        id: "no-shared-group", area: .entitlements, title: "no shared group",
        summary: "the app and its widget share no App Group in any configuration, and none is named to list in both",
        severities: [.note, .problem],
        verdicts: "PROBLEM: the app and its widget share no group in any configuration, and neither they nor the code name one to list "
            + "(when one is, the findings about the targets that lack it say so: `configuration-lacks-group`, `no-entitlements-setting`); "
            + "NOTE: whether they share one is unknown, since the groups of one of them do not resolve",
        examples: [
            .triggers("neither target lists an App Group, and no code names one to list: the widget opens one its Info.plist names", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(nil))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(nil))
                $0.files["App/AppModel.swift"] = .text("import WidgetKit\n\nfunc save() { WidgetCenter.shared.reloadAllTimelines() }\n")
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: nil).replacing(
                    "Calendar.current.component(.hour, from: Date())",
                    with: "UserDefaults(suiteName: Bundle.main.object(forInfoDictionaryKey: \"AppGroup\") as? String)?.dictionaryRepresentation().count ?? 0"))
            }, .problem(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .passes("the widget lists another group than the app: the file's own finding says it", .widgetApp.with {
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.widget"]))
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(group: "group.com.example.widget"))
            }, also: [ConfigurationLacksGroup.id]),
            .triggers("the widget's group does not resolve: unknown", .widgetApp.with {
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(["$(WIDGET_GROUP)"]))
            }, .note(target: "Widget", file: "App.xcodeproj/project.pbxproj"), also: [UnresolvedSetting.id]),
            .passes("both list the group", .widgetApp),
            .passes("an extension that registers only a control widget, and no target or code has a group: nothing to share", .widgetApp.with {
                $0.files["App/App.entitlements"] = .text(ExampleInput.entitlements(nil))
                $0.files["Widget/Widget.entitlements"] = .text(ExampleInput.entitlements(nil))
                $0.files["App/AppModel.swift"] = .text("import SwiftUI\n\nenum AppModel {\n    static var captures = 0\n}\n")
                $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.controlWidgetSwift())
                $0.files["Widget/CaptureIntent.swift"] = ExampleInput.captureIntent
                $0.project?.update("Widget") { $0.sources.append("Widget/CaptureIntent.swift") }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.sharing.outcomes.compactMap { outcome -> Finding? in
                switch outcome {
                case let .unknown(app, widget, unresolved):
                    Finding(.note, target: widget.name, file: project.projectFile,
                            message: "whether \(app.name.shown) and \(widget.name.shown) share a group is unknown: the groups of "
                                + "\(unresolved.map(\.name.shown).spoken) do not resolve here (see the unresolved settings)")
                case let .noneShared(app, widget, expected):
                    Finding(.problem, target: widget.name, file: project.projectFile,
                            message: "\(app.name.shown) and \(widget.name.shown) share no App Group in any configuration, so the widget "
                                + "cannot read what the app writes (\(listing(app)); \(listing(widget)))",
                            fix: expected.map { "list \($0.shown) in both targets' App Groups (Signing & Capabilities), in every configuration" }
                                ?? "add one App Group to both targets (Signing & Capabilities, + Capability, App Groups)")
                default:
                    nil
                }
            }
        }
    }

    private static func listing(_ target: TargetFacts) -> String {
        let groups = OrderedSet(target.configurations.flatMap(\.groupKeys)).elements
        return "\(target.name.shown) lists \(groups.isEmpty ? "no App Group" : groups.map(\.shown).spoken)"
    }
}
