import Findings
import SharedData
import XcodeProject

/// `extension-point`: a WidgetKit widget must say so in its Info.plist: an extension whose code
/// declares a widget configuration (`StaticConfiguration(kind:)` and the like) but whose Info.plist
/// names the old Today extension point is never offered on the home screen.
enum ExtensionPointCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "extension-point", area: .settings, title: "widget extension point",
        summary: "a WidgetKit widget whose Info.plist names the Today extension point: never offered in the gallery",
        severities: [.problem],
        verdicts: "PROBLEM: an extension whose code declares a WidgetKit widget but whose Info.plist names the Today extension point "
            + "(`com.apple.widget-extension`): it is never offered in the widget gallery",
        reads: [.swiftCode],
        examples: [
            .triggers("a WidgetKit widget declared a Today extension", .widgetApp.with {
                $0.files["Widget/Info.plist"] = .text(ExampleInput.infoPlist(extensionPoint: "com.apple.widget-extension"))
            }, .problem(target: "Widget", file: "Widget/Info.plist")),
            .passes("the WidgetKit extension point", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.targets.filter { $0.role == .todayExtension }.compactMap { target -> Finding? in
                guard let kind = project.widgetKind(of: target) else { return nil }
                let plist = target.configurations.lazy.compactMap(\.infoPlist).first
                return Finding(.problem, target: target.name, file: plist ?? project.projectFile,
                               message: "the Info.plist declares NSExtensionPointIdentifier \(TargetRole.todayPoint) (a Today extension), but "
                                   + "\(kind.file):\(kind.line) is a WidgetKit widget: iOS does not offer it in the widget gallery",
                               fix: "set NSExtensionPointIdentifier to \(TargetRole.widgetKitPoint)")
            }
        }
    }
}
