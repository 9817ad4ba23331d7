import Findings
import SharedData
import XcodeProject

/// `targets`: the native targets and what each is, so a reader sees what the rest is about.
enum TargetsOverview: DoctorCheck {
    static let description = CheckDescription(
        id: "targets", area: .project, title: "targets",
        summary: "the project's native targets and what each is (app, widget extension, test...)",
        severities: [.ok],
        verdicts: "OK: the native targets and what each is (app, widget extension, notification service extension, test...)",
        examples: [
            .triggers("an app and its widget", .widgetApp, .ok(file: "App.xcodeproj/project.pbxproj")),
            .passes("no project given", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.map { project in
            let targets = project.targets.map { "\($0.name.shown) (\($0.role.rawValue.replacing("-", with: " ")))" }
            return Finding(.ok, file: project.projectFile, message: targets.isEmpty ? "no native targets" : "targets: \(targets.spoken)")
        }
    }
}
